// Keyboard shortcuts as the shim matches them: a table Swift hands over, resolved once,
// and a key press looked up in it (calc_shortcuts.h). A helper beneath the window's keys
// (calc_window.c) and the graph's (calc_graph_view.c).
#include "calc_shortcuts.h"

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

/* Caps Lock must not turn `Alt+s` (sine) into `Alt+S` (arcsine), nor type `SIN`:
 * translate the key again without it. */
guint
calc_shortcuts_unlocked_keyval (GtkEventControllerKey *controller, guint keyval, guint keycode,
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
uint32_t
calc_shortcuts_modifiers (guint keyval, GdkModifierType state)
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

const CalcShortcut *
calc_shortcuts_find (const CalcShortcut *shortcuts, size_t n, guint key, uint32_t modifiers)
{
    for (size_t i = 0; i < n; i++) {
        if (shortcuts[i].keyval == key && shortcuts[i].modifiers == modifiers)
            return &shortcuts[i];
    }
    return NULL;
}

const CalcShortcut *
calc_shortcuts_match (const CalcShortcut *shortcuts, size_t n, GtkEventControllerKey *controller,
                      guint keyval, guint keycode, GdkModifierType state)
{
    guint key = calc_shortcuts_unlocked_keyval (controller, keyval, keycode, state);

    return calc_shortcuts_find (shortcuts, n, key, calc_shortcuts_modifiers (key, state));
}

