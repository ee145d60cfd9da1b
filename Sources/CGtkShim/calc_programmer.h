// Programmer mode's part of the window (calc_programmer.c, docs/behaviour.md §18).
#pragma once

#include <gtk/gtk.h>

#include "calc_window.h"

G_BEGIN_DECLS

#define CALC_TYPE_PROGRAMMER (calc_programmer_get_type ())
G_DECLARE_FINAL_TYPE (CalcProgrammer, calc_programmer, CALC, PROGRAMMER, GtkBox)

/// The part, in the words of `texts` (calc_texts.h), with the keys of `keys` (copied).
/// Signals, each only for the user's doing (never for what the setter sets):
/// "key-clicked" (int code, string text: the key's, NULL for none), "base-chosen" (int
/// base), "word-chosen" (int bits), "signed-chosen" (boolean), "bit-clicked" (int bit).
GtkWidget *calc_programmer_new (GHashTable *texts, const CalcProgrammerKeySpec *keys, size_t n);
/// Shows `view`: the base lines, the input base (its line chosen, the digits it has not
/// disabled), the word and signedness, the bits.
void       calc_programmer_set_view (CalcProgrammer *self, const CalcProgrammerView *view);

G_END_DECLS
