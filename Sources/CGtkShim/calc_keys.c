// Keyboard shortcuts: the table Swift hands over, matched by one capture-phase key
// controller on the window so keys work whichever button has focus.
#include "calc_private.h"

void
calc_keys_init (CalcWindow *self, const CalcShortcutSpec *specs, size_t n)
{
    self->shortcuts = g_new0 (CalcShortcut, n);
    for (size_t i = 0; i < n; i++) {
        guint keyval = gdk_keyval_from_name (specs[i].keyval_name);
        if (keyval == GDK_KEY_VoidSymbol || keyval == 0) {
            g_warning ("unknown keyval name \"%s\"", specs[i].keyval_name);
            continue;
        }
        self->shortcuts[self->n_shortcuts++] = (CalcShortcut) {
            .keyval = keyval,
            .modifiers = specs[i].modifiers,
            .code = specs[i].code,
            .flags = specs[i].flags,
        };
    }
}

/* Caps Lock must not turn `s` (sine) into `S` (arcsine): translate the key again
 * without it. */
static guint
unlocked_keyval (GtkEventControllerKey *controller, guint keyval, guint keycode,
                 GdkModifierType state)
{
    GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
    guint unlocked = keyval;

    if ((state & GDK_LOCK_MASK) == 0 || event == NULL)
        return keyval;
    if (!gdk_display_translate_key (gdk_event_get_display (event), keycode,
                                    state & ~GDK_LOCK_MASK,
                                    (int) gdk_key_event_get_layout (event),
                                    &unlocked, NULL, NULL, NULL))
        return keyval;
    return unlocked;
}

/* Shift only counts for keys that type no character: `+`, `*`, `^` and `S` are matched
 * by the keyval they produce, whatever the layout needs to produce them. */
static uint32_t
modifiers_of (guint keyval, GdkModifierType state)
{
    uint32_t modifiers = 0;

    if (state & GDK_CONTROL_MASK)
        modifiers |= CALC_MOD_CTRL;
    if (state & GDK_ALT_MASK)
        modifiers |= CALC_MOD_ALT;
    if ((state & GDK_SHIFT_MASK) && !g_unichar_isprint (gdk_keyval_to_unicode (keyval)))
        modifiers |= CALC_MOD_SHIFT;
    return modifiers;
}

/* While a text entry or anything in a popover (variables, history, menu) has focus,
 * keys belong to it: Return picks a history entry, Escape closes the popover, Ctrl+C
 * copies the entry's text. Only the shortcuts flagged for it work then. */
static gboolean
focus_elsewhere (CalcWindow *self)
{
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self->window));

    if (focus == NULL)
        return gtk_widget_get_visible (self->history_popover);
    return GTK_IS_EDITABLE (focus)
           || gtk_widget_get_native (focus) != GTK_NATIVE (self->window);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, CalcWindow *self)
{
    if (state & (GDK_SUPER_MASK | GDK_HYPER_MASK | GDK_META_MASK))
        return FALSE;

    guint key = unlocked_keyval (controller, keyval, keycode, state);
    uint32_t modifiers = modifiers_of (key, state);
    gboolean in_text = focus_elsewhere (self);

    for (size_t i = 0; i < self->n_shortcuts; i++) {
        const CalcShortcut *shortcut = &self->shortcuts[i];
        if (shortcut->keyval != key || shortcut->modifiers != modifiers)
            continue;
        if (in_text && !(shortcut->flags & CALC_SHORTCUT_IN_ENTRIES))
            return FALSE;
        /* The callback may destroy the window (close, quit): touch nothing after it. */
        calc_window_emit (self, shortcut->code, NULL);
        return TRUE;
    }
    return FALSE;
}

void
calc_keys_attach (CalcWindow *self)
{
    GtkEventController *controller = gtk_event_controller_key_new ();

    gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
    g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
    gtk_widget_add_controller (self->window, controller);
}
