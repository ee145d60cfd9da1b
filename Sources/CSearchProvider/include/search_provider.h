// The search provider's D-Bus side (docs/architecture.md, docs/behaviour.md §19): GNOME
// Shell's org.gnome.Shell.SearchProvider2 and KDE's org.kde.krunner1 over GDBus, with no
// GLib type in this interface. The calculation itself is Swift's, through `evaluate`.
#pragma once

#include <stddef.h>

/// The answer to a search text: writes the result as the window would display it (NUL
/// terminated, at most `capacity` bytes) and returns 1, or returns 0 when the text is not
/// a calculation. Called on the provider's one worker thread, never on the bus's.
typedef int (*CalcSearchEvaluate) (const char *text, char *result, size_t capacity);

/// Owns `bus_name` on the session bus, serves the search interfaces at `object_path`
/// (GNOME Shell) and `krunner_path` (KRunner), and returns when the name is lost or the
/// provider has been idle for `idle_seconds`. `app_id` names the icon and the
/// desktop file. Returns the exit status.
int calc_search_provider_run (const char *bus_name, const char *object_path,
                              const char *krunner_path, const char *app_id,
                              unsigned idle_seconds, CalcSearchEvaluate evaluate);
