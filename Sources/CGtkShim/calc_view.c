// The setters Swift renders each view state through. None of them emits an event.
#include "calc_private.h"

static void
set_text (GtkWidget *label, const char *text)
{
    gtk_label_set_text (GTK_LABEL (label), text ? text : "");
}

void
calc_window_set_display (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    calc_display_fit_set_texts (self->display_fit, &text, 1);
}

void
calc_window_set_display_choices (CalcWindow *self, const char *const *texts, size_t n)
{
    g_return_if_fail (self != NULL);
    calc_display_fit_set_texts (self->display_fit, texts, n);
}

void
calc_window_set_description (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    /* A space keeps the line's height when there is no description. */
    calc_tail_fit_set_text (self->description_fit, text && text[0] ? text : " ");
}

/* Shows `label` with `text`, or its spacer while the text is empty; either holds the
 * height of `lines` lines (0: no room is kept), so filling it never grows the window.
 * Measured each time, in the label's current font. */
static void
set_reserved_text (GtkWidget *label, GtkWidget *spacer, const char *text, int lines)
{
    gboolean empty = text == NULL || text[0] == '\0';
    int height = lines > 0 ? calc_label_lines_height (label, lines) : -1;

    set_text (label, text);
    gtk_widget_set_size_request (label, -1, height);
    gtk_widget_set_size_request (spacer, -1, height);
    gtk_widget_set_visible (label, !empty);
    gtk_widget_set_visible (spacer, empty && lines > 0);
}

/* The stack's room (calc_window.c: stack_room_new) holds all its lines, empty or not and
 * in both modes: switching modes or filling the stack never moves the keys
 * (docs/behaviour.md §8). */
static void
update_stack (CalcWindow *self, const char *text)
{
    gboolean empty = text == NULL || text[0] == '\0';

    set_text (self->stack, text);
    /* Hidden while empty: an empty label would be read as "GtkLabel". */
    gtk_widget_set_visible (self->stack, !empty);
}

void
calc_window_set_stack (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    update_stack (self, text);
}

void
calc_window_set_variables (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    set_reserved_text (self->variables_line, self->variables_spacer, text, 1);
}

/* Also puts back a toggle the user moved when the controller did not follow. */
static void
set_toggle (CalcWindow *self, GtkWidget *toggle, gboolean active)
{
    self->updating = TRUE;
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), active);
    self->updating = FALSE;
}

void
calc_window_set_mode (CalcWindow *self, int rpn)
{
    g_return_if_fail (self != NULL);
    set_toggle (self, self->rpn_toggle, rpn != 0);
    /* Relabelling needlessly would flood screen readers with name changes. */
    if (self->rpn_shown == (rpn ? 1 : 0))
        return;
    self->rpn_shown = rpn ? 1 : 0;
    for (size_t i = 0; i < self->n_buttons; i++) {
        CalcButton *b = &self->buttons[i];
        if (b->flags & CALC_BUTTON_RPN_ONLY)
            gtk_widget_set_visible (b->widget, rpn);
        if (b->flags & CALC_BUTTON_ALGEBRAIC_ONLY)
            gtk_widget_set_visible (b->widget, !rpn);
        if (!b->relabels)
            continue;
        gtk_button_set_label (GTK_BUTTON (b->widget), rpn ? b->rpn_label : b->label);
        calc_widget_set_tooltip (b->widget, rpn ? b->rpn_tooltip : b->tooltip);
        calc_widget_set_accessible_name (b->widget, rpn ? b->rpn_name : b->name);
    }
}

void
calc_window_set_angle (CalcWindow *self, int degrees)
{
    g_return_if_fail (self != NULL);
    const char *unit = degrees ? calc_window_text (self, "angle-degrees")
                               : calc_window_text (self, "angle-radians");

    GtkWidget *label = gtk_button_get_child (GTK_BUTTON (self->degrees_toggle));

    set_toggle (self, self->degrees_toggle, degrees != 0);
    /* The button and the display name the unit in use (docs/behaviour.md §8). The
     * button's own label widget is changed, not the button's label: that would give the
     * button the unit as its accessible name, where it keeps "Angles in degrees". */
    if (GTK_IS_LABEL (label) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), unit) != 0)
        gtk_label_set_text (GTK_LABEL (label), unit);
    if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->angle_unit)), unit) != 0)
        gtk_label_set_text (GTK_LABEL (self->angle_unit), unit);
}

void
calc_window_set_message (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    set_reserved_text (self->message, self->message_spacer, text, 1);
    /* Its row (with the Undo button) is shown with it: an empty row would still take
     * the box's spacing, and the keys would move. */
    gtk_widget_set_visible (gtk_widget_get_parent (self->message),
                            gtk_widget_get_visible (self->message));
    if (text == NULL || text[0] == '\0')
        calc_window_set_message_undo (self, 0);
    calc_variables_show_message (self, text);
}

void
calc_window_set_message_undo (CalcWindow *self, int shown)
{
    g_return_if_fail (self != NULL);
    int width = 0;

    shown = shown && gtk_widget_get_visible (self->message);
    gtk_widget_set_visible (self->message_undo, shown);
    /* The message's text ends before the button, which lies over the line's end. */
    if (shown)
        gtk_widget_measure (self->message_undo, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width,
                            NULL, NULL);
    gtk_widget_set_margin_end (self->message, shown ? width + 6 : 0);
}

void
calc_window_set_error (CalcWindow *self, int on)
{
    g_return_if_fail (self != NULL);
    if (on)
        gtk_widget_add_css_class (self->display, "error");
    else
        gtk_widget_remove_css_class (self->display, "error");
}
