// The display card (calc_display_card.c).
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CALC_TYPE_DISPLAY_CARD (calc_display_card_get_type ())
G_DECLARE_FINAL_TYPE (CalcDisplayCard, calc_display_card, CALC, DISPLAY_CARD, GtkBox)

/// The card, in the words of `texts` (calc_texts.h), with room for `stack_lines` lines
/// of the RPN stack.
GtkWidget *calc_display_card_new            (GHashTable *texts, int stack_lines);
/// The display's texts, longest first: the first that fits is shown (calc_display_fit.c).
void       calc_display_card_set_display    (CalcDisplayCard *self, const char *const *texts,
                                             size_t n);
/// The description, its end shown when too long (calc_tail_fit.c).
void       calc_display_card_set_description (CalcDisplayCard *self, const char *text);
/// The stack's lines, oldest first (NULL or "": none); its room is kept either way.
void       calc_display_card_set_stack      (CalcDisplayCard *self, const char *text);
/// The most last calculations the stack's room shows (its lines).
#define CALC_RECENT_LINES 4
/// Algebraic mode: the last calculations' texts, oldest first, in the stack's room, newest
/// at the bottom (at most its lines; n 0: none); entry k uses history entry
/// `first_index + k` ("recent-chosen" with it when clicked).
void       calc_display_card_set_recent     (CalcDisplayCard *self, const char *const *texts,
                                             size_t n, guint first_index);
/// Where the stack's room sits: next to the display (RPN), above the description
/// (algebraic: the last calculations).
void       calc_display_card_set_rpn        (CalcDisplayCard *self, gboolean rpn);
/// Gives the keyboard focus to the newest last calculation; FALSE when none is shown.
gboolean   calc_display_card_focus_recent   (CalcDisplayCard *self);
/// Whether `focus` is one of the last calculations.
gboolean   calc_display_card_recent_has_focus (CalcDisplayCard *self, GtkWidget *focus);
/// The variables line (NULL or "": none); its line is kept either way.
void       calc_display_card_set_variables  (CalcDisplayCard *self, const char *text);
/// The angle unit in use, at the end of the variables line.
void       calc_display_card_set_angle_unit (CalcDisplayCard *self, const char *unit);
/// The display in the error style, or not.
void       calc_display_card_set_error      (CalcDisplayCard *self, gboolean error);
/// Puts `line` (the formula line) in the display's place, hidden until shown.
void       calc_display_card_add_formula_line (CalcDisplayCard *self, GtkWidget *line);
/// Shows the formula line instead of the display, at exactly the display's height (the
/// card keeps its size and the keys never move), or the display again.
void       calc_display_card_show_formula_line (CalcDisplayCard *self, gboolean shown);
/// Puts `converter` (the unit converter row) over the stack's room, at its top: the room
/// keeps its height either way, so showing it never moves the keys (docs/behaviour.md
/// §16); Swift empties the stack while it shows.
void       calc_display_card_add_converter  (CalcDisplayCard *self, GtkWidget *converter);
/// Leaves out what programmer mode has no use for (docs/behaviour.md §18): the stack's
/// room, the number-form key and the angle unit; or shows them again.
void       calc_display_card_set_programmer (CalcDisplayCard *self, gboolean programmer);
/// The converter row once added, else NULL.
GtkWidget *calc_display_card_get_converter  (CalcDisplayCard *self);

/// Shows `label` with `text`, or `spacer` while the text is empty; either holds the height
/// of `lines` lines (0: no room is kept), so filling it never grows the window. Measured
/// each time, in the label's current font. (The window's message line does the same.)
void       calc_label_set_reserved_text     (GtkWidget *label, GtkWidget *spacer,
                                             const char *text, int lines);

G_END_DECLS
