// The history popover (calc_history_popover.c).
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CALC_TYPE_HISTORY_POPOVER (calc_history_popover_get_type ())
G_DECLARE_FINAL_TYPE (CalcHistoryPopover, calc_history_popover, CALC, HISTORY_POPOVER, GtkPopover)

/// A popover listing the history, in the words of `texts` (calc_texts.h). Signals:
/// "entry-chosen" (guint index, oldest first) when a row is clicked, "clear-requested"
/// when Clear is; it closes itself first either way.
GtkWidget *calc_history_popover_new      (GHashTable *texts);
/// The whole history, oldest first; copied.
void       calc_history_popover_set      (CalcHistoryPopover *self, const char *const *entries,
                                          size_t n);
/// Its `dropped` oldest entries gone, then `added` appended; copied.
void       calc_history_popover_update   (CalcHistoryPopover *self, size_t dropped,
                                          const char *const *added, size_t n_added);
/// The line under the list (NULL or "": none); copied.
void       calc_history_popover_set_note (CalcHistoryPopover *self, const char *text);
/// Before every opening (from the menu button's create-popup function, before GTK shows
/// and maps it): rebuilds the rows if the history changed, so that no row GTK focuses
/// is replaced under it.
void       calc_history_popover_prepare  (CalcHistoryPopover *self);

G_END_DECLS
