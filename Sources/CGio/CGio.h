// GIO (GLib's D-Bus and process spawning) for the search provider's C target only; no GLib
// type crosses into Swift (docs/architecture.md).
#pragma once

#include <gio/gio.h>
