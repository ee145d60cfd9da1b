// Keyboard shortcuts as the shim matches them (calc_shortcuts.c).
#pragma once

#include <gtk/gtk.h>

#include "calc_window.h"

/// A shortcut with its keyval resolved once, at creation.
typedef struct {
    guint      keyval;
    uint32_t   modifiers;
    int32_t    code;
    uint32_t   flags;
} CalcShortcut;

/// A copy of the shortcuts with their keyval names resolved (to free with g_free), their
/// number in `*resolved`; a name GDK does not know is left out with a warning.
CalcShortcut *calc_shortcuts_resolve (const CalcShortcutSpec *specs, size_t n, size_t *resolved);
/// The keyval of a key press without Caps Lock.
guint calc_shortcuts_unlocked_keyval (GtkEventControllerKey *controller, guint keyval,
                                      guint keycode, GdkModifierType state);
/// The CALC_MOD_* modifiers of a key press (Shift only for keys that type no character).
uint32_t calc_shortcuts_modifiers (guint keyval, GdkModifierType state);
/// The shortcut of `shortcuts` for `key` with exactly `modifiers`; NULL when none.
const CalcShortcut *calc_shortcuts_find (const CalcShortcut *shortcuts, size_t n, guint key,
                                         uint32_t modifiers);
/// The shortcut of `shortcuts` a key press is, as the window's are matched (Caps Lock
/// ignored; Shift counts only for keys that type no character); NULL when none.
const CalcShortcut *calc_shortcuts_match (const CalcShortcut *shortcuts, size_t n,
                                          GtkEventControllerKey *controller, guint keyval,
                                          guint keycode, GdkModifierType state);
