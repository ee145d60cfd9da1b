// Umbrella header of the GTK 4 system library. Only the CGtkShim C target includes GTK;
// no GTK type crosses into Swift (docs/architecture.md).
#pragma once

#include <gtk/gtk.h>
#include <glib-unix.h>
