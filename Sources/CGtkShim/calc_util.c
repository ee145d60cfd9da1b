// Small GTK helpers beneath every widget type of the shim.
#include "calc_util.h"

void
calc_widget_set_accessible_name (GtkWidget *widget, const char *name)
{
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
calc_widget_set_accessible_description (GtkWidget *widget, const char *description)
{
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/* gtk_widget_set_tooltip_text() on a visible widget asks the X server where the pointer
 * is (two round trips), in case the new tooltip should show at once. Every widget built
 * for the window is visible and not yet on screen, so a start would make one query per
 * tooltip; hidden for the call, the widget skips the query. On screen, the
 * query is what a tooltip needs, and is kept. */
void
calc_widget_set_tooltip (GtkWidget *widget, const char *text)
{
    if (gtk_widget_get_mapped (widget) || !gtk_widget_get_visible (widget)) {
        gtk_widget_set_tooltip_text (widget, text);
        return;
    }
    gtk_widget_set_visible (widget, FALSE);
    gtk_widget_set_tooltip_text (widget, text);
    gtk_widget_set_visible (widget, TRUE);
}

int
calc_label_lines_height (GtkWidget *label, int lines)
{
    g_autoptr (GString) text = g_string_new ("0");
    g_autoptr (PangoLayout) layout = NULL;
    int height = 0;

    for (int i = 1; i < lines; i++)
        g_string_append (text, "\n0");
    layout = gtk_widget_create_pango_layout (label, text->str);
    pango_layout_get_pixel_size (layout, NULL, &height);
    return height;
}
