// The keys (calc_keypad.c).
#pragma once

#include <gtk/gtk.h>

#include "calc_window.h"

G_BEGIN_DECLS

#define CALC_TYPE_KEYPAD (calc_keypad_get_type ())
G_DECLARE_FINAL_TYPE (CalcKeypad, calc_keypad, CALC, KEYPAD, GtkWidget)

/// The keys of `specs` (copied), in the words of `texts` (calc_texts.h). A click emits
/// "key-clicked" (int code): the button's code.
GtkWidget *calc_keypad_new      (GHashTable *texts, const CalcButtonSpec *specs, size_t n);
/// Labels the keys for RPN mode (`=` is `↵`) or algebraic, and shows the keys of that mode.
void       calc_keypad_set_mode (CalcKeypad *self, gboolean rpn);

G_END_DECLS
