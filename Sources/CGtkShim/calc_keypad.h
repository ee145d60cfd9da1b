// The keys (calc_keypad.c).
#pragma once

#include <gtk/gtk.h>

#include "calc_window.h"

G_BEGIN_DECLS

#define CALC_TYPE_KEYPAD (calc_keypad_get_type ())
G_DECLARE_FINAL_TYPE (CalcKeypad, calc_keypad, CALC, KEYPAD, GtkWidget)

/// The keys of `specs` (copied), in the words of `texts` (calc_texts.h). A click emits
/// "key-clicked" (int code): the button's code.
/// The keys of `specs`; a CALC_BUTTON_MENU key opens `menu` (taken; may be NULL) in a
/// popover of its own.
GtkWidget *calc_keypad_new      (GHashTable *texts, const CalcButtonSpec *specs, size_t n,
                                 GMenuModel *menu);
/// The Functions menu's model: a section per group titled `groups[item.section]`, an item
/// per function activating its action with its index. A model, no widget: the popover is
/// made at the first opening.
GMenuModel *calc_keypad_functions_menu (const CalcMenuItemSpec *items, size_t n,
                                        const char *const *groups, size_t n_groups);
/// Labels the keys for RPN mode (`=` is `↵`) or algebraic, and shows the keys of that mode.
void       calc_keypad_set_mode (CalcKeypad *self, gboolean rpn);

G_END_DECLS
