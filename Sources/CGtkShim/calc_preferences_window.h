// The Preferences window (calc_preferences_window.c).
#pragma once

#include <gtk/gtk.h>

#include "calc_window.h"

G_BEGIN_DECLS

#define CALC_TYPE_PREFERENCES_WINDOW (calc_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (CalcPreferencesWindow, calc_preferences_window, CALC, PREFERENCES_WINDOW,
                      GtkWindow)

/// A window of the rows of `spec` (read now, not kept), titled by `texts`' "preferences-title",
/// showing `values` (one per row; NULL or too few: 0). A row the user changes emits
/// "changed" (int row, int value); a button row emits it with value 1.
GtkWidget *calc_preferences_window_new        (GHashTable *texts, const CalcPreferencesSpec *spec,
                                               const int32_t *values, size_t n_values);
/// Shows `values` (one per row) without emitting "changed".
void       calc_preferences_window_set_values (CalcPreferencesWindow *self, const int32_t *values,
                                               size_t n);

G_END_DECLS
