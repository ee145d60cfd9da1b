// The Cerebrum window as a handful of plain C functions over opaque handles.
//
// Swift describes the window with tables of plain structs (buttons, shortcuts, variables)
// and receives every user action through ONE callback, identified by a code Swift chose.
// It then renders the whole view through the setters below. No GTK type appears here, so
// Swift never imports GTK (docs/architecture.md). Every text the window shows comes from
// Swift (`WindowTexts` and the tables), already in the user's language. All functions
// must be called on the GTK main thread; strings are UTF-8 and copied, never kept.
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct _CalcApp    CalcApp;
typedef struct _CalcWindow CalcWindow;

/// Every button click, keyboard shortcut, action (a toggle, a menu item), variable edit, menu item,
/// history choice and clipboard reply. An event carries text or numbers, never both:
/// `text` (NULL when none) for what is text (a variable entry's text, the formula line's,
/// the clipboard's: NULL when it holds none); `numbers` (NULL, `n_numbers` 0 when none)
/// for what is a number (an index, a size, a position), as numbers, never as text to be
/// parsed again. A double holds each int the window sends exactly. Both are borrowed for
/// the call.
typedef void (*CalcEventCallback)    (void *user_data, int32_t code, const char *text,
                                      const double *numbers, size_t n_numbers);
/// No command: Swift's codes are indexes (0 is the digit 0), so "none" is its own value.
enum { CALC_CODE_NONE = -1 };
/// Called once when the window is destroyed: release `user_data` here.
typedef void (*CalcDestroyNotify)    (void *user_data);
/// Called when the application is activated and has no window yet.
typedef void (*CalcActivateCallback) (CalcApp *app, void *user_data);

/// Where a button sits: the keypad, or the scientific keys beside or above it.
enum {
    CALC_SECTION_KEYPAD     = 0,
    CALC_SECTION_SCIENTIFIC = 1,
};

/// `CalcButtonSpec.flags`.
enum {
    /// Shown only in RPN mode (`x⇄y`, `drop`).
    CALC_BUTTON_RPN_ONLY = 1 << 0,
    /// Shown only in algebraic mode (`rand`, `(`: their cells hold `x⇄y`, `drop` in RPN).
    CALC_BUTTON_ALGEBRAIC_ONLY = 1 << 1,
    /// A menu button (Functions, "f(x)"): its menu is CalcWindowSpec.functions; `code` unused.
    CALC_BUTTON_MENU = 1 << 2,
};

/// `CalcShortcutSpec.modifiers`. Shift counts only for keys that do not type a character:
/// `+` is matched whether or not the layout needs Shift for it, and `S` is simply the
/// keyval `S`.
enum {
    CALC_MOD_CTRL  = 1 << 0,
    CALC_MOD_SHIFT = 1 << 1,
    CALC_MOD_ALT   = 1 << 2,
};

/// `CalcShortcutSpec.flags`.
enum {
    /// Also active while a text entry or a popover (variables, history, menu) has focus:
    /// quit, close window, history, shortcuts window. Other keys belong to the focused
    /// entry or popover then.
    CALC_SHORTCUT_IN_ENTRIES = 1 << 0,
    /// The key types its character (docs/behaviour.md §13): the window sends
    /// `CalcWindowSpec.code_type` with the character instead of the shortcut's code.
    CALC_SHORTCUT_TYPES = 1 << 1,
};

/// One button of the grid.
typedef struct {
    int32_t     code;                /* sent through the callback when clicked */
    const char *label;
    const char *accessible_name;     /* what a screen reader says: "square root" */
    const char *tooltip;             /* names the shortcut: "Square root (r)" */
    const char *rpn_label;           /* label in RPN mode; NULL: same as label */
    const char *rpn_accessible_name; /* NULL: same as accessible_name */
    const char *rpn_tooltip;         /* NULL: same as tooltip */
    const char *css_class;           /* digit, operation, function, memory, equals, clear */
    int32_t     section;             /* CALC_SECTION_* */
    int32_t     row, column, width;
    int32_t     flags;               /* CALC_BUTTON_* */
} CalcButtonSpec;

/// One keyboard shortcut: a keyval name as `gdk_keyval_from_name` reads it ("KP_Add",
/// "plus", "r", "S") with CALC_MOD_* modifiers.
typedef struct {
    const char *keyval_name;
    uint32_t    modifiers;
    int32_t     code;
    uint32_t    flags;               /* CALC_SHORTCUT_* */
} CalcShortcutSpec;

/// One editable variable of the variables panel; pressing Enter in its entry sends
/// `code` with the entry's text.
typedef struct {
    const char *name;
    const char *accessible_name;     /* its entry's, to a screen reader: "Value of x" */
    int32_t     code;
} CalcVariableSpec;

/// One item of the header bar's primary menu.
typedef struct {
    const char *label;               /* with a `_` mnemonic: "_Copy" */
    const char *action;              /* the window action "win.<action>" (an action of
                                        CalcWindowSpec.actions) */
    const char *accelerator;         /* shown beside the label, GTK syntax; may be NULL */
    int32_t     section;             /* neighbouring items with one section sit together */
} CalcMenuItemSpec;

/// `CalcActionSpec.flags`.
enum {
    /// A boolean state, which a toggle of the header bar shows; set by the window's
    /// setters (calc_window_set_mode, calc_window_set_angle, calc_window_graph_show).
    CALC_ACTION_TOGGLE = 1 << 0,
    /// A string parameter, sent as the code's text: an application action another process
    /// activates (`calc_app_activate_remote`), the desktop's search giving a formula.
    CALC_ACTION_TEXT   = 1 << 1,
    /// Takes an int32 parameter (a menu entry's index), sent as the code's one number.
    CALC_ACTION_INDEX  = 1 << 2,
};

/// The header bar's toggles show the state of these actions.
#define CALC_ACTION_MODE  "win.mode"
#define CALC_ACTION_ANGLE "win.angle"
#define CALC_ACTION_GRAPH "win.graph"
#define CALC_ACTION_CONVERTER "win.converter"
#define CALC_ACTION_PROGRAMMER "win.programmer"

/// A command of the window as a GAction: activating it (a menu item, a toggle, an
/// accelerator) sends its code.
typedef struct {
    const char *name;                /* "win.toggle-history" or "app.quit" */
    int32_t     code;                /* sent when activated; a toggle's when switched on */
    int32_t     code_off;            /* a toggle's when switched off; CALC_CODE_NONE: `code` */
    int32_t     flags;               /* CALC_ACTION_* */
    const char *accels;              /* space-separated, GTK syntax ("<Control>h"), set with
                                        gtk_application_set_accels_for_action; may be NULL */
} CalcActionSpec;

/// One row of the keyboard shortcuts window; neighbouring rows with the same `group`
/// form one titled group.
typedef struct {
    const char *group;
    const char *title;
    const char *accelerator;         /* GTK syntax, space-separated alternatives,
                                        "0...9" a range: "Return equal KP_Enter" */
} CalcShortcutHelpSpec;

/// What the About dialog names (its comments and copyright are texts: "about-comments",
/// "about-copyright"); the licence is MIT.
typedef struct {
    const char *program_name;
    const char *version;
    const char *website;
    const char *logo_icon_name;      /* the icon theme's name; a missing icon falls back
                                        to a generic calculator */
} CalcAboutSpec;

/// One text of the window, by the id the shim asks for it with: every text no table
/// holds, in the user's language (Swift's `WindowTexts.shim`); the shim has no text of
/// its own. Copied; a missing text is a critical warning and shows as "".
typedef struct {
    const char *id;                  /* "rpn-label" */
    const char *text;
} CalcText;

/// Everything a window is made of.
typedef struct {
    const CalcText         *texts;           /* every text no table below holds */
    size_t                  n_texts;
    const CalcButtonSpec   *buttons;
    size_t                  n_buttons;
    const CalcShortcutSpec *shortcuts;
    size_t                  n_shortcuts;
    const CalcVariableSpec *variables;
    size_t                  n_variables;
    /* The window's actions, CALC_ACTION_MODE, CALC_ACTION_ANGLE and CALC_ACTION_GRAPH
     * among them; their accelerators are not in `shortcuts`. */
    const CalcActionSpec   *actions;
    size_t                  n_actions;
    /* The header bar's primary menu. */
    const CalcMenuItemSpec *menu_items;
    size_t                  n_menu_items;
    /* The Functions menu (the CALC_BUTTON_MENU key): each item's `action` is an action
     * flagged CALC_ACTION_INDEX, activated with the item's index; `section` indexes
     * `function_groups`, the sections' titles. */
    const CalcMenuItemSpec *functions;
    size_t                  n_functions;
    const char *const      *function_groups;
    size_t                  n_function_groups;
    /* The history popover: choosing an entry sends `code_use_history` with its index,
     * its "Clear history" button `code_clear_history`. */
    int32_t                 code_use_history;
    int32_t                 code_clear_history;
    /* The most lines calc_window_set_stack is given: the stack holds their height in
     * both modes, so neither switching nor filling it moves the keys. */
    int32_t                 stack_lines;
    /* Sent once, when the window has been shown (after its first frame): what could wait
     * until then, the history's texts, is sent in reply, not before the window opens. */
    int32_t                 code_window_shown;
    /* A character typed on the keyboard, sent with the character (UTF-8): a shortcut
     * flagged CALC_SHORTCUT_TYPES, or any other printable key pressed alone. */
    int32_t                 code_type;
} CalcWindowSpec;

/* ---- Application ---- */

/// A GTK application; `css_path` (may be NULL, or name a missing file) is loaded at
/// startup. SIGINT and SIGTERM quit it cleanly.
CalcApp    *calc_app_new                   (const char           *application_id,
                                            const char           *css_path,
                                            CalcActivateCallback  activate,
                                            void                 *user_data);
/// Runs the main loop until the last window closes; returns the exit status.
int         calc_app_run                   (CalcApp              *app,
                                            int                   argc,
                                            char                **argv);
/// Closes every window and leaves `calc_app_run`.
void        calc_app_quit                  (CalcApp              *app);
/// Adds a folder of icon themes (laid out as `hicolor/scalable/apps/…`) to search for the
/// app's icons, for runs from a build folder; call before `calc_app_run`. The About
/// dialog, the only place that shows the icon, adds them to the icon theme when first built.
void        calc_app_add_icon_path         (CalcApp              *app,
                                            const char           *path);
/// When this application already runs (another process owns its ID on the session bus),
/// activates that process's action `name` ("enter-formula", an `app.` action with
/// CALC_ACTION_TEXT) with `text`, raises its window and returns 1: this process has
/// nothing more to do. Returns 0 when this process is the application (then run it).
int         calc_app_activate_remote       (CalcApp              *app,
                                            const char           *name,
                                            const char           *text);
/// Calls `function` with `data` on the main loop's thread, once, soon: any thread may ask
/// (a finished download of exchange rates, docs/behaviour.md §16).
void        calc_app_invoke                (void                (*function) (void *data),
                                            void                 *data);
/// Frees the application after `calc_app_run` returned.
void        calc_app_free                  (CalcApp              *app);

/* ---- Window ---- */

/// Builds the window from `spec` (copied). `callback` receives every event with
/// `user_data`; `destroy` is called with `user_data` when the window is destroyed.
CalcWindow *calc_window_new                (CalcApp              *app,
                                            const CalcWindowSpec *spec,
                                            CalcEventCallback     callback,
                                            void                 *user_data,
                                            CalcDestroyNotify     destroy);
void        calc_window_present            (CalcWindow           *self);

/// The window's smallest size (README, docs/behaviour.md §8), whatever its fonts: the
/// larger fonts of a large window never hold it larger.
#define CALC_WINDOW_MIN_WIDTH  360
#define CALC_WINDOW_MIN_HEIGHT 520
/// Opens the window at `width` × `height` (its size when it last closed), before
/// calc_window_present.
void        calc_window_set_size           (CalcWindow           *self,
                                            int                   width,
                                            int                   height);
/// The window's size as a window manager would restore it (not maximized).
void        calc_window_get_size           (CalcWindow           *self,
                                            int                  *width,
                                            int                  *height);
/// Algebraic mode: the last calculations (history texts, oldest first, `n` of them; the
/// first is history entry `first_index`) in the stack's room; n 0 in RPN mode. Choosing
/// one sends the history's code with its index, as the history list does.
void        calc_window_set_recent         (CalcWindow           *self,
                                            const char *const    *texts,
                                            size_t                n,
                                            int                   first_index);
/// Opens the window maximized (`maximized` 1), before calc_window_present; its size
/// unmaximized stays calc_window_set_size's.
void        calc_window_set_maximized      (CalcWindow           *self,
                                            int                   maximized);
/// 1 when the window is maximized.
int         calc_window_is_maximized       (CalcWindow           *self);
void        calc_window_close              (CalcWindow           *self);

/// The display's one text, on one line, its font shrunk when it is wider than the window.
void        calc_window_set_display        (CalcWindow           *self,
                                            const char           *text);
/// The display's texts, longest first (the value to 15, 12, 9… significant digits): the
/// first that fits the window's width at a readable size is shown, on one line.
void        calc_window_set_display_choices (CalcWindow          *self,
                                            const char *const    *texts,
                                            size_t                n);
void        calc_window_set_description    (CalcWindow           *self,
                                            const char           *text);
/// Newline-separated stack lines, oldest first, at most `stack_lines` of them; their
/// full height is kept in both modes, empty or not, so no key moves.
void        calc_window_set_stack          (CalcWindow           *self,
                                            const char           *text);
/// The variables and memory line; its line stays reserved when empty.
void        calc_window_set_variables      (CalcWindow           *self,
                                            const char           *text);
/// The text of a variable's entry in the variables panel.
void        calc_window_set_variable_entry (CalcWindow           *self,
                                            const char           *name,
                                            const char           *text);
/// Marks a variable's entry as refused (its text is not a number).
void        calc_window_set_variable_entry_error (CalcWindow     *self,
                                            const char           *name,
                                            int                   on);
/// Relabels `=` as `↵`, shows the RPN-only keys and sets the toggle, without emitting.
void        calc_window_set_mode           (CalcWindow           *self,
                                            int                   rpn);
/// Sets the Rad/Deg toggle without emitting.
void        calc_window_set_angle          (CalcWindow           *self,
                                            int                   degrees);
/// Shows the display in the error style.
void        calc_window_set_error          (CalcWindow           *self,
                                            int                   on);
/// A short message under the display ("Not a number: “abc”"), on one line (ellipsized)
/// whose room is always kept; NULL or "" hides it.
void        calc_window_set_message        (CalcWindow           *self,
                                            const char           *text);
/// Shows an Undo button beside the message (set after it; hidden with it), which sends
/// what Ctrl+Z sends.
void        calc_window_set_message_undo   (CalcWindow           *self,
                                            int                   shown);

/* ---- History ---- */

/// The history's entries, oldest first ("7 + 9 = 16"); copied. The list shows the
/// newest 100, newest first, and its rows are built when the popover opens (or at once
/// while it is open).
void        calc_window_set_history        (CalcWindow           *self,
                                            const char *const    *entries,
                                            size_t                n);
/// The history's change since it was last set: its `dropped` oldest entries gone, then
/// `added` appended (oldest first); copied. A calculation finished in a full history is
/// one entry in and one out, instead of all of them again.
void        calc_window_update_history     (CalcWindow           *self,
                                            size_t                dropped,
                                            const char *const    *added,
                                            size_t                n_added);
/// The newest entries the history's list shows (GTK lays out many wrapping labels
/// slowly); calc_window_set_history_note says when there are more.
enum { CALC_HISTORY_SHOWN = 100 };
/// The line under the history's list, "The latest 100 of 250 calculations"; copied.
/// NULL or "" hides it.
void        calc_window_set_history_note   (CalcWindow           *self,
                                            const char           *text);
/// Opens the history popover, or closes it when open.
void        calc_window_toggle_history     (CalcWindow           *self);
/// Opens the variables panel, or closes it when open (Ctrl+E).
void        calc_window_toggle_variables   (CalcWindow           *self);

/* ---- Clipboard ---- */

/// The most a paste reads, in bytes: more than 4 bytes per character of the longest
/// formula taken (CalculatorController.formulaLengthLimit), so a text cut here is still
/// refused as too long, never taken cut.
#define CALC_CLIPBOARD_MAX_BYTES 1048576

/// Puts `text` on the clipboard.
void        calc_window_copy_text          (CalcWindow           *self,
                                            const char           *text);
/// Reads the clipboard's text asynchronously; the reply comes through the event
/// callback as `code` with the text (NULL when the clipboard holds no text). The text is
/// whole: a NUL byte comes as U+2400, invalid UTF-8 as U+FFFD; past
/// CALC_CLIPBOARD_MAX_BYTES the rest is not read (the text is then too long to take).
/// No reply comes once the window is destroyed.
void        calc_window_request_clipboard_text (CalcWindow       *self,
                                            int32_t               code);

/* ---- Dialogs ---- */

/// Opens (or raises) the keyboard shortcuts window built from `rows`.
void        calc_window_show_shortcuts     (CalcWindow           *self,
                                            const CalcShortcutHelpSpec *rows,
                                            size_t                n);
/// Opens (or raises) the About dialog.
void        calc_window_show_about         (CalcWindow           *self,
                                            const CalcAboutSpec  *about);

/* ---- Preferences (docs/behaviour.md §8) ---- */

/// `CalcPreferenceSpec.kind`: the control on a row's right.
enum {
    CALC_PREFERENCE_CHOICE = 0,      /* a drop-down of `choices`; the value is the index */
    CALC_PREFERENCE_TOGGLE = 1,      /* a switch; 0 or 1 */
    CALC_PREFERENCE_NUMBER = 2,      /* a spin button from `minimum` to `maximum` */
    CALC_PREFERENCE_BUTTON = 3,      /* a button labelled `choices[0]`; sends 1 */
};

/// One row of the Preferences window: its title, the line under it, its control.
typedef struct {
    const char        *title;
    const char        *subtitle;
    int32_t            kind;         /* CALC_PREFERENCE_* */
    const char *const *choices;
    size_t             n_choices;
    int32_t            minimum, maximum;
    int32_t            group;        /* an index of CalcPreferencesSpec.groups */
} CalcPreferenceSpec;

/// The Preferences window's page: groups of rows. A row the user changes sends
/// `code_changed` with two numbers: the row's index, its new value.
typedef struct {
    const char *const        *groups;      /* the groups' titles, in order */
    size_t                    n_groups;
    const CalcPreferenceSpec *rows;
    size_t                    n_rows;
    int32_t                   code_changed;
} CalcPreferencesSpec;

/// Opens (or raises) the Preferences window, built from `spec` at its first opening,
/// transient for the window and closed with it (Escape closes it too).
void        calc_window_show_preferences   (CalcWindow           *self,
                                            const CalcPreferencesSpec *spec);
/// The Preferences rows' values (kept for its opening; shown at once while it is open),
/// one per row.
void        calc_window_set_preferences    (CalcWindow           *self,
                                            const int32_t        *values,
                                            size_t                n);

/* ---- Formula line (docs/behaviour.md §11) ---- */

/// The formula line's codes: each change of its text sends `code_changed`
/// with the text (answer with calc_window_formula_set_preview), Enter sends `code_enter`
/// with the text, Escape (or BackSpace in an empty line) sends `code_cancel`. The line
/// never opens or closes on its own: Swift keeps whether it is open.
typedef struct {
    int32_t     code_changed;
    int32_t     code_enter;
    int32_t     code_cancel;
    /// The primary selection's text (the middle button in the line), as the clipboard's
    /// comes back from calc_window_request_clipboard_text.
    int32_t     code_paste;
} CalcFormulaSpec;

/// Sets up the formula line (its widgets are built, hidden, in the display's place when
/// it first opens); call once, after calc_window_new.
void        calc_window_formula_setup      (CalcWindow           *self,
                                            const CalcFormulaSpec *spec);
/// Opens the line in place of the display (same height) with `text`, the cursor at its
/// end and the keyboard focus in it; when open already, replaces its text.
void        calc_window_formula_open       (CalcWindow           *self,
                                            const char           *text);
/// Closes the line and gives the display back; its text is dropped.
void        calc_window_formula_close      (CalcWindow           *self);
/// Inserts `text` at the cursor (over a selection), as if typed; only while open.
void        calc_window_formula_insert     (CalcWindow           *self,
                                            const char           *text);
/// The line's text (owned by the line: copy it before anything else runs), or NULL.
const char *calc_window_formula_text       (CalcWindow           *self);
/// Deletes the selection, or else the character before the cursor; only while open.
void        calc_window_formula_delete_back (CalcWindow          *self);
/// The line under the formula: its value, or (`error` 1) an error message. The bytes
/// [mark_start, mark_end) of the formula's UTF-8 text are underlined as the error's
/// place (-1: nothing marked). The text is also the entry's accessible description,
/// and an error sets its invalid state, so a screen reader says it.
void        calc_window_formula_set_preview (CalcWindow          *self,
                                            const char           *text,
                                            int                   error,
                                            int32_t               mark_start,
                                            int32_t               mark_end);

/* ---- Unit converter (docs/behaviour.md §16) ---- */

/// The converter row's codes: each choice sends its index (one number), the swap
/// button its code alone.
typedef struct {
    int32_t     code_kind;            /* index: a quantity chosen */
    int32_t     code_from;            /* index: a from-unit chosen */
    int32_t     code_to;              /* index: a to-unit chosen */
    int32_t     code_swap;
} CalcConverterSpec;

/// Builds the converter row, hidden, over the stack's room (which keeps its height, so
/// no key moves). Call once, before its first showing: a window that never shows it
/// never builds it.
void        calc_window_converter_setup    (CalcWindow           *self,
                                            const CalcConverterSpec *spec);
/// Shows or hides the row and sets the converter action's state (CALC_ACTION_CONVERTER).
void        calc_window_converter_show     (CalcWindow           *self,
                                            int                   open);
/// The quantities' names and the one chosen; copied.
void        calc_window_converter_set_kinds (CalcWindow          *self,
                                            const char *const    *names,
                                            size_t                n,
                                            int32_t               selected);
/// The chosen quantity's units ("symbol\tname") and the two chosen; copied.
void        calc_window_converter_set_units (CalcWindow          *self,
                                            const char *const    *units,
                                            size_t                n,
                                            int32_t               from,
                                            int32_t               to);
/// The result line, in the error style when `error`.
void        calc_window_converter_set_result (CalcWindow         *self,
                                            const char           *text,
                                            int                   error);

/* ---- Programmer mode (docs/behaviour.md §18) ---- */

/// One key of programmer mode's keypad (ProgrammerKeypad).
typedef struct {
    int32_t     code;                /* what a click sends */
    const char *text;                /* sent with it; NULL: none */
    const char *label;
    const char *accessible_name;
    const char *tooltip;
    const char *css_class;
    int32_t     digit;               /* the digit it types (0–15; a smaller base disables
                                        it), -1 for the other keys */
    int32_t     row, column;
} CalcProgrammerKeySpec;

/// Programmer mode's keys and codes; each of the four sends one number.
typedef struct {
    const CalcProgrammerKeySpec *keys;
    size_t      n_keys;
    int32_t     code_base;           /* 16: a base line chosen */
    int32_t     code_word;           /* 32: a word size chosen */
    int32_t     code_signed;         /* 1 signed, 0 unsigned */
    int32_t     code_bit;            /* 5: a bit clicked */
} CalcProgrammerSpec;

/// What programmer mode shows under the display.
typedef struct {
    const char *lines[4];            /* HEX, DEC, OCT, BIN digits */
    int32_t     base;                /* the input base: 16, 10, 8 or 2 */
    int32_t     word_bits;           /* 8, 16, 32 or 64 */
    int32_t     is_signed;
    uint64_t    bits;                /* the value's bit pattern */
} CalcProgrammerView;

/// Builds programmer mode's part (base lines, word, keypad, bit panel), hidden, in the
/// keys' place. Call once, before the first calc_window_set_programmer with a view.
void        calc_window_programmer_setup   (CalcWindow           *self,
                                            const CalcProgrammerSpec *spec);
/// Shows programmer mode (its part instead of the keys, the stack's room left out) with
/// `view`, or the other modes' keys where they were (NULL); sets CALC_ACTION_PROGRAMMER.
void        calc_window_set_programmer     (CalcWindow           *self,
                                            const CalcProgrammerView *view);

/* ---- Graph (docs/behaviour.md §14) ---- */

/// The graph's codes and the numbers each sends; positions are pixels from the graph's
/// top left.
typedef struct {
    int32_t     code_resized;         /* width, height: the drawing's new size */
    int32_t     code_pan;             /* dx, dy: move the plane by so many pixels */
    int32_t     code_zoom;            /* factor, column, row: ranges × factor about there */
    int32_t     code_centre;          /* column, row: a double click there */
    int32_t     code_trace;           /* column, row: the pointer there; none: it left */
    /* The graph's own keys while it has the focus, matched as the window's shortcuts
     * are (their flags unused): each sends its code, without text. Copied. */
    const CalcShortcutSpec *keys;
    size_t      n_keys;
} CalcGraphSpec;

/// Adds the Graph toggle to the header bar; the graph itself is built when it first
/// opens. Call once, after calc_window_new.
void        calc_window_graph_setup        (CalcWindow           *self,
                                            const CalcGraphSpec  *spec);
/// Opens or closes the graph and sets the toggle, without emitting: from 800 px wide
/// beside the keys (the window grows by the graph, the keys stay put), narrower in
/// the keypad's place. An open graph reports its size at once (`code_resized`).
void        calc_window_graph_show         (CalcWindow           *self,
                                            int                   open);
/// The scene to draw (a CalcGraphScene of calc_graph.h), borrowed until the next call
/// or until the graph closes; NULL draws nothing.
struct CalcGraphScene;
void        calc_window_graph_set_scene    (CalcWindow           *self,
                                            const struct CalcGraphScene *scene);
/// What a screen reader says of the graph: its curves, ranges, key points and trace.
void        calc_window_graph_set_description (CalcWindow        *self,
                                            const char           *description);
/// The focused graph gives the keyboard back to the calculator; nothing when it has not
/// the focus.
void        calc_window_graph_hand_back    (CalcWindow           *self);
/// The graph's colours for the theme in use: a CALC_GRAPH_* style of calc_graph.h.
int         calc_window_graph_style        (CalcWindow           *self);
/// One option of the save dialog: a file type (`id` its suffix, `png`) or a size (`id`
/// as `1600x1200`), and what the dialog shows for it.
typedef struct {
    const char *id;
    const char *label;
} CalcSaveOption;

/// What the save dialog offers: its words, the folder it opens in (NULL: the Pictures
/// folder, else the home folder), the file types (the first chosen at first) and the
/// sizes, `size_default` chosen at first.
typedef struct {
    const char           *title;
    const char           *accept;
    const char           *name;        /* without suffix: the first type's is added */
    const char           *folder;
    const CalcSaveOption *types;
    size_t                n_types;
    const char           *size_label;
    const CalcSaveOption *sizes;
    size_t                n_sizes;
    const char           *size_default;
} CalcSaveDialogSpec;

/// Asks for a file name to save to (the system's dialog); the answer comes back as
/// `code` with the text `type TAB size TAB path` (the ids of the type and size chosen).
void        calc_window_choose_save_file   (CalcWindow           *self,
                                            int32_t               code,
                                            const CalcSaveDialogSpec *spec);
/// Puts a PNG image on the clipboard (copied).
void        calc_window_copy_png           (CalcWindow           *self,
                                            const unsigned char  *bytes,
                                            size_t                length);
