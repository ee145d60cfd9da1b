// The formula line (calc_formula_line.c).
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CALC_TYPE_FORMULA_LINE (calc_formula_line_get_type ())
G_DECLARE_FINAL_TYPE (CalcFormulaLine, calc_formula_line, CALC, FORMULA_LINE, GtkWidget)

/// The line, in the words of `texts` (calc_texts.h). Signals: "changed" (text) on each
/// change of its text not made by calc_formula_line_clear; "entered" (text) for Return or
/// `=`; "cancelled" for Escape or BackSpace in an empty line; "clear-all-requested" after
/// "cancelled" for Shift+Escape; "paste-requested" for GTK's own paste (Ctrl+V,
/// Shift+Insert, the context menu), which the window does its way.
GtkWidget  *calc_formula_line_new         (GHashTable *texts);
/// Sets `text` (not undoable: Ctrl+Z never takes back what the line opened with) and
/// reports it as a change, then takes the keyboard focus with the cursor at the end.
void        calc_formula_line_start       (CalcFormulaLine *self, const char *text);
/// Empties the line without reporting it.
void        calc_formula_line_clear       (CalcFormulaLine *self);
/// Inserts `text` at the cursor (over a selection), as if typed.
void        calc_formula_line_insert      (CalcFormulaLine *self, const char *text);
/// Deletes the selection, or else the character before the cursor.
void        calc_formula_line_delete_back (CalcFormulaLine *self);
/// The line's text (owned by the line).
const char *calc_formula_line_get_text    (CalcFormulaLine *self);
/// The preview under the line, its error state and the bytes [mark_start, mark_end) of
/// the text to underline (calc_window_formula_set_preview).
void        calc_formula_line_set_preview (CalcFormulaLine *self, const char *text,
                                           gboolean error, int32_t mark_start,
                                           int32_t mark_end);

/// Gives the entry the keyboard back, its cursor where it was and nothing selected.
void        calc_formula_line_focus     (CalcFormulaLine *self);

G_END_DECLS
