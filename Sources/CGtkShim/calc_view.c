// The setters Swift renders each view state through. None of them emits an event.
#include "calc_private.h"

static void
set_text (GtkWidget *label, const char *text)
{
    gtk_label_set_text (GTK_LABEL (label), text ? text : "");
}

/* Stack and variables lines take no room while there is nothing to show. */
static void
set_optional_text (GtkWidget *label, const char *text)
{
    set_text (label, text);
    gtk_widget_set_visible (label, text != NULL && text[0] != '\0');
}

void
calc_window_set_display (CalcWindow *self, const char *text)
{
    set_text (self->display, text);
}

void
calc_window_set_description (CalcWindow *self, const char *text)
{
    /* A space keeps the line's height when there is no description. */
    set_text (self->description, text && text[0] ? text : " ");
}

void
calc_window_set_stack (CalcWindow *self, const char *text)
{
    set_optional_text (self->stack, text);
}

void
calc_window_set_variables (CalcWindow *self, const char *text)
{
    set_optional_text (self->variables_line, text);
}

/* Also puts back a toggle the user moved when the controller did not follow. */
static void
set_toggle (CalcWindow *self, GtkWidget *on)
{
    self->updating = TRUE;
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (on), TRUE);
    self->updating = FALSE;
}

void
calc_window_set_mode (CalcWindow *self, int rpn)
{
    set_toggle (self, rpn ? self->rpn_toggle : self->algebraic_toggle);
    /* Relabelling needlessly would flood screen readers with name changes. */
    if (self->rpn_shown == (rpn ? 1 : 0))
        return;
    self->rpn_shown = rpn ? 1 : 0;
    for (size_t i = 0; i < self->n_buttons; i++) {
        CalcButton *b = &self->buttons[i];
        if (b->flags & CALC_BUTTON_RPN_ONLY)
            gtk_widget_set_visible (b->widget, rpn);
        if (!b->relabels)
            continue;
        gtk_button_set_label (GTK_BUTTON (b->widget), rpn ? b->rpn_label : b->label);
        gtk_widget_set_tooltip_text (b->widget, rpn ? b->rpn_tooltip : b->tooltip);
        calc_widget_set_accessible_name (b->widget, rpn ? b->rpn_name : b->name);
    }
}

void
calc_window_set_angle (CalcWindow *self, int degrees)
{
    set_toggle (self, degrees ? self->degrees_toggle : self->radians_toggle);
}

void
calc_window_set_message (CalcWindow *self, const char *text)
{
    set_optional_text (self->message, text);
}

void
calc_window_set_error (CalcWindow *self, int on)
{
    if (on)
        gtk_widget_add_css_class (self->display, "error");
    else
        gtk_widget_remove_css_class (self->display, "error");
}
