// Umbrella header of the GTK 4 system library. Only the CGtkShim C target includes GTK;
// no GTK type crosses into Swift (DESIGN.md, "CGtk").
#pragma once

#include <gtk/gtk.h>
#include <glib-unix.h>
