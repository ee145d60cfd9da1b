// The window's popovers (variables, history, main menu): where they open, where the
// keyboard goes when they close, and which keys typed in them reach the calculator.
#include "calc_private.h"

/* Under the display card, below its button: the display and the description stay in
 * sight, so a variable edited in the popover shows its effect. */
static void
on_popover_show (GtkWidget *popover, CalcWindow *self)
{
    GtkWidget *parent = gtk_widget_get_parent (popover);
    /* A widget's height in pixels is far below 2^24, so a float holds it exactly. */
    float height = (float) gtk_widget_get_height (self->display_area);
    graphene_point_t below = GRAPHENE_POINT_INIT (0.0f, height + 2.0f);
    graphene_point_t point;

    if (parent == NULL
        || !gtk_widget_compute_point (self->display_area, parent, &below, &point))
        return;
    gtk_popover_set_pointing_to (GTK_POPOVER (popover),
                                 &(GdkRectangle) { 0, (int) point.y, gtk_widget_get_width (parent), 1 });
}

void
calc_window_place_popover (CalcWindow *self, GtkWidget *popover)
{
    gtk_popover_set_position (GTK_POPOVER (popover), GTK_POS_BOTTOM);
    gtk_popover_set_has_arrow (GTK_POPOVER (popover), FALSE);
    g_signal_connect (popover, "show", G_CALLBACK (on_popover_show), self);
}

/* The menu button gets the focus back when its popover closes, and Space would open the
 * popover again: the keyboard goes back to the calculator instead, as at the start. GTK
 * gives the focus back after "closed" (when the window is focused again), so the first
 * focus change onto the button after it is undone; a timeout ends the watch. */
static void
on_focus_changed (GObject *window, GParamSpec *pspec, CalcWindow *self)
{
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

    (void) pspec;
    if (self->closed_popover_button == NULL || focus == NULL)
        return;
    /* The button or the toggle inside it, not the popover (also its child). */
    if (focus == self->closed_popover_button
        || gtk_widget_get_parent (focus) == self->closed_popover_button) {
        self->closed_popover_button = NULL;
        gtk_window_set_focus (GTK_WINDOW (window), NULL);
    }
}

static gboolean
end_focus_watch (gpointer data)
{
    CalcWindow *self = g_object_get_data (G_OBJECT (data), "calc-window");

    if (self != NULL)
        self->closed_popover_button = NULL;
    return G_SOURCE_REMOVE;
}

static void
on_popover_closed (GtkPopover *popover, CalcWindow *self)
{
    self->closed_popover_button = gtk_widget_get_parent (GTK_WIDGET (popover));
    on_focus_changed (G_OBJECT (self->window), NULL, self);
    g_timeout_add_full (G_PRIORITY_DEFAULT, 250, end_focus_watch, g_object_ref (self->window),
                        g_object_unref);
}

/* Keys pressed in a popover reach the calculator unless the popover needs them. */
static gboolean
on_popover_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                        GdkModifierType state, CalcWindow *self)
{
    GtkWidget *popover = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
    gboolean entries = g_object_get_data (G_OBJECT (popover), "calc-has-entries") != NULL;

    return calc_keys_forward (self, controller, keyval, keycode, state, entries);
}

void
calc_menu_button_toggle (GtkWidget *button)
{
    GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));

    if (popover != NULL && gtk_widget_get_visible (GTK_WIDGET (popover)))
        gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
    else
        gtk_menu_button_popup (GTK_MENU_BUTTON (button));
}

void
calc_window_unfocus_on_close (CalcWindow *self, GtkWidget *popover)
{
    g_signal_connect (popover, "closed", G_CALLBACK (on_popover_closed), self);
}

void
calc_window_attach_popover (CalcWindow *self, GtkWidget *popover)
{
    GtkEventController *keys = gtk_event_controller_key_new ();

    calc_window_place_popover (self, popover);
    calc_window_unfocus_on_close (self, popover);
    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect (keys, "key-pressed", G_CALLBACK (on_popover_key_pressed), self);
    gtk_widget_add_controller (popover, keys);
}

void
calc_popovers_init (CalcWindow *self)
{
    g_signal_connect (self->window, "notify::focus-widget", G_CALLBACK (on_focus_changed), self);
}
