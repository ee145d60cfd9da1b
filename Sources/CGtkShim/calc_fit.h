// The two fitting containers: calc_display_fit.c and calc_tail_fit.c.
#pragma once

#include <gtk/gtk.h>

/// A container showing `label` on one line, its font fitted to the room it gets.
GtkWidget *calc_display_fit_new       (GtkWidget *label);
/// The texts it may show, longest first: the first that fits at a readable size is shown.
void       calc_display_fit_set_texts (GtkWidget *fit, const char *const *texts, size_t n);
/// Gives a fitting container's `label` its whole `width` × `height`, measuring it first:
/// the label may just have changed, and GTK wants it measured before it is allocated.
void       calc_fit_allocate_label    (GtkWidget *label, int width, int height);

/// A container showing `label` on one line: a text too long for it keeps its end, from a
/// whole piece on, after `… ` (calc_tail_fit.c).
GtkWidget *calc_tail_fit_new      (GtkWidget *label);
/// The whole text; the label shows what of it fits.
void       calc_tail_fit_set_text (GtkWidget *fit, const char *text);
