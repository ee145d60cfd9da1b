// Small GTK helpers beneath every widget type of the shim (calc_util.c).
#pragma once

#include <gtk/gtk.h>

/// What a screen reader calls the widget.
void calc_widget_set_accessible_name        (GtkWidget *widget, const char *name);
/// What a screen reader says after the name: "Display".
void calc_widget_set_accessible_description (GtkWidget *widget, const char *description);
/// Sets the tooltip without GTK's pointer query while the widget is not on screen.
void calc_widget_set_tooltip                (GtkWidget *widget, const char *text);
/// The height of `lines` lines in `label`'s font, in pixels.
int  calc_label_lines_height                (GtkWidget *label, int lines);
