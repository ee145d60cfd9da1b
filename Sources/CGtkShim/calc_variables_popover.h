// The variables popover (calc_variables_popover.c).
#pragma once

#include <gtk/gtk.h>

#include "calc_window.h"

G_BEGIN_DECLS

#define CALC_TYPE_VARIABLES_POPOVER (calc_variables_popover_get_type ())
G_DECLARE_FINAL_TYPE (CalcVariablesPopover, calc_variables_popover, CALC, VARIABLES_POPOVER,
                      GtkPopover)

/// A popover with an entry per variable of `specs` (copied), in the words of `texts`
/// (calc_texts.h). Enter in an entry emits "entered" (int code, const char *text): the
/// variable's code and the entry's text.
GtkWidget *calc_variables_popover_new       (GHashTable *texts, const CalcVariableSpec *specs,
                                             size_t n);
/// Builds its entries, at its first opening (the menu button's create-popup function).
void       calc_variables_popover_prepare   (CalcVariablesPopover *self);
/// The text of the variable `name`'s entry.
void       calc_variables_popover_set_entry (CalcVariablesPopover *self, const char *name,
                                             const char *text);
/// Marks the variable `name`'s entry as refused (its text is not a number), or not.
void       calc_variables_popover_set_refused (CalcVariablesPopover *self, const char *name,
                                             gboolean refused);
/// Shows the window's message here too while open (NULL or "": none), where the popover
/// would hide the window's own message line.
void       calc_variables_popover_show_message (CalcVariablesPopover *self, const char *text);

G_END_DECLS
