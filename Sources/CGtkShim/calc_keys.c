// Keyboard shortcuts: the table Swift hands over, matched by one capture-phase key
// controller on the window so keys work whichever button has focus.
#include "calc_private.h"

CalcShortcut *
calc_shortcuts_resolve (const CalcShortcutSpec *specs, size_t n, size_t *resolved)
{
    CalcShortcut *shortcuts = g_new0 (CalcShortcut, n);

    *resolved = 0;
    for (size_t i = 0; i < n; i++) {
        guint keyval = gdk_keyval_from_name (specs[i].keyval_name);
        if (keyval == GDK_KEY_VoidSymbol || keyval == 0) {
            g_warning ("unknown keyval name \"%s\"", specs[i].keyval_name);
            continue;
        }
        shortcuts[(*resolved)++] = (CalcShortcut) {
            .keyval = keyval,
            .modifiers = specs[i].modifiers,
            .code = specs[i].code,
            .flags = specs[i].flags,
        };
    }
    return shortcuts;
}

void
calc_keys_init (CalcWindow *self, const CalcShortcutSpec *specs, size_t n)
{
    self->shortcuts = calc_shortcuts_resolve (specs, n, &self->n_shortcuts);
}

/* Caps Lock must not turn `Alt+s` (sine) into `Alt+S` (arcsine), nor type `SIN`:
 * translate the key again without it. */
static guint
unlocked_keyval (GtkEventControllerKey *controller, guint keyval, guint keycode,
                 GdkModifierType state)
{
    GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
    guint unlocked = keyval;

    if ((state & GDK_LOCK_MASK) == 0 || event == NULL)
        return keyval;
    if (!gdk_display_translate_key (gdk_event_get_display (event), keycode,
                                    state ^ GDK_LOCK_MASK,  /* the lock bit is set here: clear it */
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
    return GTK_IS_EDITABLE (focus) || calc_graph_has_focus (self)
           || gtk_widget_get_native (focus) != GTK_NATIVE (self->window);
}

static const CalcShortcut *
find_in (const CalcShortcut *shortcuts, size_t n, guint key, uint32_t modifiers)
{
    for (size_t i = 0; i < n; i++) {
        if (shortcuts[i].keyval == key && shortcuts[i].modifiers == modifiers)
            return &shortcuts[i];
    }
    return NULL;
}

static const CalcShortcut *
find_shortcut (CalcWindow *self, guint key, uint32_t modifiers)
{
    return find_in (self->shortcuts, self->n_shortcuts, key, modifiers);
}

const CalcShortcut *
calc_shortcuts_match (const CalcShortcut *shortcuts, size_t n, GtkEventControllerKey *controller,
                      guint keyval, guint keycode, GdkModifierType state)
{
    guint key = unlocked_keyval (controller, keyval, keycode, state);

    return find_in (shortcuts, n, key, modifiers_of (key, state));
}

/* F6 moves between the header bar and the keys, as in GNOME applications: the bar is
 * one key away rather than forty-odd Tabs. */
static void
focus_other_pane (CalcWindow *self)
{
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self->window));
    GtkWidget *bar = gtk_window_get_titlebar (GTK_WINDOW (self->window));

    if (focus != NULL && bar != NULL && gtk_widget_is_ancestor (focus, bar)) {
        gtk_window_set_focus (GTK_WINDOW (self->window), NULL);
        gtk_widget_child_focus (self->keys, GTK_DIR_TAB_FORWARD);
    } else {
        gtk_widget_grab_focus (self->rpn_toggle);
    }
}

/* Typing writes a formula (docs/behaviour.md §13): the character a key types goes to
 * Swift as text, which decides whether it is a key (RPN) or goes into the formula line.
 * False for a key that types no visible character (Space, Tab, a dead key). */
static gboolean
emit_typed (CalcWindow *self, guint key)
{
    gunichar c = gdk_keyval_to_unicode (key);
    char text[8] = { 0 };

    if (c == 0 || !g_unichar_isgraph (c))
        return FALSE;
    text[g_unichar_to_utf8 (c, text)] = '\0';
    /* The callback may change the focus (the line opens): touch nothing after it. */
    calc_window_emit (self, self->code_type, text);
    return TRUE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, CalcWindow *self)
{
    if (state & (GDK_SUPER_MASK | GDK_HYPER_MASK | GDK_META_MASK))
        return FALSE;

    guint key = unlocked_keyval (controller, keyval, keycode, state);
    uint32_t modifiers = modifiers_of (key, state);
    const CalcShortcut *shortcut;

    /* The focused graph's F6 is its own (GraphKeys): it hands the keyboard back. */
    if (key == GDK_KEY_F6 && modifiers == 0 && !calc_graph_has_focus (self)) {
        focus_other_pane (self);
        return TRUE;
    }
    shortcut = find_shortcut (self, key, modifiers);
    if (shortcut == NULL)
        /* Any other printable key pressed alone (Shift makes its character) types it:
         * the letters of `sqrt`, `sin`, `pi`. */
        return modifiers == 0 && !focus_elsewhere (self) && emit_typed (self, key);
    if (focus_elsewhere (self) && !(shortcut->flags & CALC_SHORTCUT_IN_ENTRIES))
        return FALSE;
    if (shortcut->flags & CALC_SHORTCUT_TYPES)
        return emit_typed (self, key);
    /* The callback may destroy the window (close, quit): touch nothing after it. */
    calc_window_emit (self, shortcut->code, NULL);
    return TRUE;
}

gboolean
calc_keys_activate (CalcWindow *self, guint keyval, uint32_t modifiers)
{
    const CalcShortcut *shortcut = find_shortcut (self, keyval, modifiers);

    if (shortcut == NULL || (shortcut->flags & CALC_SHORTCUT_TYPES))
        return FALSE;
    calc_window_emit (self, shortcut->code, NULL);
    return TRUE;
}

/* Keys a list popover chooses, moves and closes with. */
static gboolean
popover_needs (guint key)
{
    switch (key) {
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_ISO_Enter:
    case GDK_KEY_Escape: case GDK_KEY_space: case GDK_KEY_KP_Space:
        return TRUE;
    default:
        return FALSE;
    }
}

gboolean
calc_keys_forward (CalcWindow *self, GtkEventControllerKey *controller, guint keyval,
                   guint keycode, GdkModifierType state, gboolean popover_has_entries)
{
    if (state & (GDK_SUPER_MASK | GDK_HYPER_MASK | GDK_META_MASK))
        return FALSE;

    guint key = unlocked_keyval (controller, keyval, keycode, state);
    const CalcShortcut *shortcut = find_shortcut (self, key, modifiers_of (key, state));

    if (shortcut == NULL)
        return FALSE;
    /* An entry takes every key but the window's own; a list only the keys it needs. */
    if (!(shortcut->flags & CALC_SHORTCUT_IN_ENTRIES)
        && (popover_has_entries || popover_needs (key)))
        return FALSE;
    if (shortcut->flags & CALC_SHORTCUT_TYPES)
        return emit_typed (self, key);
    calc_window_emit (self, shortcut->code, NULL);
    return TRUE;
}

void
calc_keys_attach (CalcWindow *self)
{
    GtkEventController *controller = gtk_event_controller_key_new ();

    gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
    g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
    gtk_widget_add_controller (self->window, controller);
}
