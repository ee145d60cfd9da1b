// Internals shared by the shim's .c files; never seen by Swift.
#pragma once

#include <gtk/gtk.h>

#include "calc_window.h"

/// A button of the grid and the texts it switches between in the two modes.
typedef struct {
    GtkWidget *widget;
    int32_t    code;
    int32_t    flags;
    /* Its label, name or tooltip differs in RPN mode (`=` is `↵`, "enter"). */
    gboolean   relabels;
    char      *label,     *rpn_label;
    char      *name,      *rpn_name;
    char      *tooltip,   *rpn_tooltip;
} CalcButton;

/// A shortcut with its keyval resolved once, at creation.
typedef struct {
    guint      keyval;
    uint32_t   modifiers;
    int32_t    code;
    uint32_t   flags;
} CalcShortcut;

/// An editable variable of the variables panel. Its entry exists once the panel has
/// first opened; until then `text` and `refused` keep what it is to show.
typedef struct {
    char      *name;
    char      *accessible_name;
    int32_t    code;
    GtkWidget *entry;
    char      *text;
    gboolean   refused;
} CalcVariable;

struct _CalcWindow {
    /* The application, which outlives its windows (freed after calc_app_run). */
    CalcApp           *app;
    GtkWidget         *window;
    /* Swift's texts by id (calc_window_text), copied into `texts_chunk` for the
     * window's whole life. */
    GHashTable        *texts;
    GStringChunk      *texts_chunk;
    GtkWidget         *stack;
    GtkWidget         *display_area, *keys;
    /* The calculator's column (a box); the window's child holds it (calc_window.c:
     * min_size_holder_new), so that the window's minimum is not the column's. */
    GtkWidget         *column;
    GtkWidget         *description;
    /* Holds the description on one line, cut before a whole piece (calc_tail_fit.c). */
    GtkWidget         *description_fit;
    GtkWidget         *display;
    /* Holds the display on one line, fitting its font to the room (calc_display_fit.c). */
    GtkWidget         *display_fit;
    GtkWidget         *variables_line;
    /* Hold the room of the variables line and the RPN stack while they are empty. */
    GtkWidget         *variables_spacer;
    /* The stack's room (an overlay) and the invisible lines under the stack that give
     * it its height (calc_window.c: stack_room_new). */
    GtkWidget         *stack_room, *stack_spacer;
    GtkWidget         *message, *message_spacer;
    /* Beside the message while Swift offers to undo (calc_window_set_message_undo). */
    GtkWidget         *message_undo;
    /* One toggle each, pressed for RPN and for degrees: narrow enough for a 360-px bar. */
    GtkWidget         *rpn_toggle, *degrees_toggle;
    /* The angle unit in use (DEG or RAD), at the end of the variables line. */
    GtkWidget         *angle_unit;
    /* The size class the window's fonts follow ("size-large"…), NULL when small. */
    const char        *size_class;

    CalcButton        *buttons;
    size_t             n_buttons;
    CalcShortcut      *shortcuts;
    size_t             n_shortcuts;
    CalcVariable      *variables;
    size_t             n_variables;
    /* The variables panel's own message line: the window's is under the open panel. */
    GtkWidget         *variables_message;
    GtkWidget         *variables_button;

    /* The history popover; its rows are rebuilt from `history` when `history_dirty`. */
    GtkWidget         *history_button, *history_popover;
    GtkWidget         *history_list, *history_placeholder, *history_note, *history_clear;
    GPtrArray         *history;
    gboolean           history_dirty;
    /* The line under the list when it shows only the newest entries; NULL: none. */
    char              *history_note_text;
    int32_t            code_use_history, code_clear_history;
    /* The menu button whose popover just closed: the focus must not stay on it. */
    GtkWidget         *closed_popover_button;
    /* Open while not NULL (weak pointer). */
    GtkWidget         *shortcuts_window;

    /* True while a setter moves a toggle, so the toggle does not report it back. */
    gboolean           updating;
    /* Lines the stack holds room for in RPN mode. */
    int                stack_lines;
    /* Sent once after the window is first shown (calc_window_report_shown); the pending
     * idle source that sends it; whether it went. */
    int32_t            code_window_shown;
    int32_t            code_type;          /* a character typed (docs/behaviour.md §13) */
    guint              shown_idle;
    gboolean           shown_reported;
    /* The mode the keys are labelled for: 0 algebraic, 1 RPN, -1 not yet. */
    int                rpn_shown;
    CalcEventCallback  callback;
    void              *user_data;
    CalcDestroyNotify  destroy;
};

/// The window's text with this id (`WindowTexts.shim` in Swift): the only way a text
/// reaches GTK. An id Swift did not give is a critical warning, and "".
const char *calc_window_text            (CalcWindow *self, const char *id);
/// Sends one event to Swift; does nothing once the window is being destroyed.
void    calc_window_emit                (CalcWindow *self, int32_t code, const char *text);
/// Tells Swift the window is shown, once: from the idle after the first map, or sooner
/// when the history opens before that ran (it must not open empty).
void    calc_window_report_shown        (CalcWindow *self);
/// What a screen reader calls the widget.
void    calc_widget_set_accessible_name (GtkWidget *widget, const char *name);
/// What a screen reader says after the name: "Display".
void    calc_widget_set_accessible_description (GtkWidget *widget, const char *description);
/// Sets the tooltip without GTK's pointer query while the widget is not on screen.
void    calc_widget_set_tooltip         (GtkWidget *widget, const char *text);
/// The height of `lines` lines in `label`'s font, in pixels.
int     calc_label_lines_height         (GtkWidget *label, int lines);
/// Codes ride on the widgets that send them.
void    calc_widget_set_code            (GtkWidget *widget, int32_t code);
int32_t calc_widget_get_code            (gpointer widget);

/// A copy of the shortcuts with their keyval names resolved (to free with g_free), their
/// number in `*resolved`; a name GDK does not know is left out with a warning.
CalcShortcut *calc_shortcuts_resolve (const CalcShortcutSpec *specs, size_t n, size_t *resolved);
/// The shortcut of `shortcuts` a key press is, as the window's are matched (Caps Lock
/// ignored; Shift counts only for keys that type no character); NULL when none.
const CalcShortcut *calc_shortcuts_match (const CalcShortcut *shortcuts, size_t n,
                                          GtkEventControllerKey *controller, guint keyval,
                                          guint keycode, GdkModifierType state);
/// Copies the shortcuts into `self` (calc_shortcuts_resolve).
void calc_keys_init (CalcWindow *self, const CalcShortcutSpec *specs, size_t n);
/// Adds the capture-phase key controller that turns shortcuts into events.
void calc_keys_attach (CalcWindow *self);
/// Sends the event of the shortcut `keyval` with CALC_MOD_* `modifiers` is, as with no
/// widget focused; FALSE when it is none (or one that types a character).
gboolean calc_keys_activate (CalcWindow *self, guint keyval, uint32_t modifiers);

/// Builds the header bar button that opens the history popover.
GtkWidget *calc_history_button_new (CalcWindow *self, const CalcWindowSpec *spec);
/// Frees the history's texts (the widgets go with the window).
void       calc_history_free       (CalcWindow *self);

/// Builds the primary menu button and registers its items as window actions.
GtkWidget *calc_menu_button_new (CalcWindow *self, const CalcMenuItemSpec *items, size_t n);

/// Builds the header bar button that opens an entry per variable.
GtkWidget *calc_variables_button_new (CalcWindow *self, const CalcVariableSpec *specs, size_t n);
/// Shows the window's message in the variables panel too while it is open (NULL or "":
/// none), where the panel would hide the window's own message line.
void       calc_variables_show_message (CalcWindow *self, const char *text);

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

/// Watches the window's focus for popovers that close (calc_popover.c).
void calc_popovers_init (CalcWindow *self);
/// Shows `popover` under the display card, below its button: never over the display or
/// the description (docs/behaviour.md §8).
void calc_window_place_popover (CalcWindow *self, GtkWidget *popover);
/// Opens a menu button's popover, or closes it when open (Ctrl+H, Ctrl+E).
void calc_menu_button_toggle (GtkWidget *button);
/// When it closes, the keyboard goes back to the calculator, not to its button.
void calc_window_unfocus_on_close (CalcWindow *self, GtkWidget *popover);
/// The same, and the keyboard goes back to the calculator when it closes; keys the
/// popover does not need reach the calculator while it is open.
void calc_window_attach_popover (CalcWindow *self, GtkWidget *popover);
/// Sends a key pressed inside a popover to the calculator when it is one of its
/// shortcuts and the popover does not need it; TRUE when it was handled.
gboolean calc_keys_forward (CalcWindow *self, GtkEventControllerKey *controller, guint keyval,
                            guint keycode, GdkModifierType state, gboolean popover_has_entries);

/// Whether the graph has the keyboard focus: its keys are its own then (calc_graph_view.c).
gboolean calc_graph_has_focus (CalcWindow *self);
/// The calculator column's width in a window `window_width` wide: less the graph's part
/// while it is open beside the keys (the size class follows the keys, not the window).
int calc_graph_calculator_width (CalcWindow *self, int window_width);
/// Sets the window's size class (cerebrum.css) from its size and the calculator's width:
/// called when either changes (calc_window.c, calc_graph_view.c).
void calc_window_update_size_class (CalcWindow *self);

/// The GtkApplication a CalcApp wraps.
GtkApplication *calc_app_get_application (CalcApp *self);
/// Adds the icon folders given to `calc_app_add_icon_path` to the icon theme, once:
/// called by what shows the app's own icon.
void calc_app_use_icon_paths (CalcApp *self);

/// calc_style.c: follows the desktop's light or dark style (the settings portal),
/// asynchronously and live; once, at start-up.
void calc_style_follow_desktop (void);

