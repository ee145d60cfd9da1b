// The unit converter row (calc_converter.c, docs/behaviour.md §16).
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CALC_TYPE_CONVERTER (calc_converter_get_type ())
G_DECLARE_FINAL_TYPE (CalcConverter, calc_converter, CALC, CONVERTER, GtkBox)

/// The row, in the words of `texts` (calc_texts.h). Signals, each only for the user's
/// choice (never for what the setters set): "kind-chosen" (int index), "from-chosen" and
/// "to-chosen" (int index in the units' list), "swap-clicked".
GtkWidget *calc_converter_new        (GHashTable *texts);
/// The quantities' names and the one chosen; copied.
void       calc_converter_set_kinds  (CalcConverter *self, const char *const *names, size_t n,
                                      guint selected);
/// The chosen quantity's units, each "symbol\tname" (the button shows the symbol, the
/// list both, a search matches the symbol's start), and the two chosen; copied.
void       calc_converter_set_units  (CalcConverter *self, const char *const *units, size_t n,
                                      guint from, guint to);
/// The result line ("10 km = 6.2 mi"), in the error style when `error`.
void       calc_converter_set_result (CalcConverter *self, const char *text, gboolean error);

G_END_DECLS
