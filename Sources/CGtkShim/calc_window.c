// CalcWindow, the calculator window (a GtkApplicationWindow): its header bar, actions,
// message line and button grid, the parts it composes (the display card, the formula
// line, the history and variables popovers, the graph), its keys, popovers, menu,
// clipboard and lifetime, in sections.
//
// The window is one type in one file: no other file sees its struct. Its parts are
// types of their own (calc_display_card.c, calc_keypad.c, calc_formula_line.c,
// calc_history_popover.c, calc_variables_popover.c, calc_graph_view.c), which tell it
// what happens through signals.
#include <math.h>

#include "calc_private.h"

#include "calc_converter.h"
#include "calc_display_card.h"
#include "calc_fit.h"
#include "calc_formula_line.h"
#include "calc_graph.h"
#include "calc_graph_split.h"
#include "calc_graph_view.h"
#include "calc_history_popover.h"
#include "calc_keypad.h"
#include "calc_preferences_window.h"
#include "calc_programmer.h"
#include "calc_shortcuts.h"
#include "calc_texts.h"
#include "calc_util.h"
#include "calc_variables_popover.h"

#define CALC_TYPE_WINDOW (calc_window_get_type ())
G_DECLARE_FINAL_TYPE (CalcWindow, calc_window, CALC, WINDOW, GtkApplicationWindow)

/// The window's graph: its toggle and placement (the "Window graph" section).
typedef struct _CalcWindowGraph CalcWindowGraph;

struct _CalcWindow {
    GtkApplicationWindow parent_instance;
    /* The application, which outlives its windows (freed after calc_app_run). */
    CalcApp           *app;
    /* Swift's texts by id (calc_texts.h), for the window's whole life. */
    GHashTable        *texts;
    /* The display card (calc_display_card.c). */
    GtkWidget         *display_area;
    GtkWidget         *keys;
    /* The calculator's column (a box); the window's child holds it (min_size_holder_new), so that the window's minimum is not the column's. */
    GtkWidget         *column;
    /* The message line under the card: its label, the spacer holding its room while it
     * is empty, the Undo beside it while Swift offers to undo. */
    struct {
        GtkWidget         *label, *spacer, *undo;
    } message;
    /* From the template: one toggle each, pressed for RPN and for degrees (narrow
     * enough for a 360-px bar), and the main menu's button. */
    GtkWidget         *rpn_toggle, *degrees_toggle, *menu_button;
    /* Programmer mode's part (calc_programmer.c) in the keys' place, built by
     * calc_window_programmer_setup (NULL until then), and the codes of its signals. */
    struct {
        GtkWidget         *part;
        CalcProgrammerSpec codes;
    } programmer;

    /* The shortcuts the window matches itself (CalcShortcut), resolved once. */
    GArray            *shortcuts;
    /* The variables' button and its popover (calc_variables_popover.c), and the
     * history's (calc_history_popover.c). */
    struct {
        GtkWidget         *button, *popover;
    } variables, history;
    /* The formula line (calc_formula_line.c), built at its first opening; its codes,
     * set once by calc_window_formula_setup (CALC_CODE_NONE until then). */
    GtkWidget         *formula;
    CalcFormulaSpec    formula_spec;
    /* The main menu's model, given to its button at the first opening (the "Menu" section). */
    GMenuModel        *menu;
    /* The graph (the "Window graph" section), set up by calc_window_graph_setup; NULL until then. */
    CalcWindowGraph   *graph;
    /* The menu button whose popover just closed: the focus must not stay on it. */
    GtkWidget         *closed_popover_button;
    /* Open while not NULL (weak pointer). */
    GtkWidget         *shortcuts_window;
    /* The Preferences window (calc_preferences_window.c; open while not NULL, a weak
     * pointer), the values Swift last gave its rows (int32_t), and the code its changes
     * are sent with. */
    struct {
        GtkWidget         *window;
        GArray            *values;
        int32_t            code;
    } preferences;

    /* Swift's side: the one callback, its data and what releases the data. */
    struct {
        CalcEventCallback  callback;
        void              *user_data;
        CalcDestroyNotify  destroy;
    } swift;
    /* The codes the window's own parts send (CalcWindowSpec). */
    struct {
        int32_t            use_history, clear_history;
        int32_t            window_shown;
        int32_t            type;           /* a character typed (docs/behaviour.md §13) */
    } codes;
    /* Sent once after the window is first shown (calc_window_report_shown): the pending
     * idle source that sends it; whether it went. */
    struct {
        guint              idle;
        gboolean           reported;
    } shown;
};

/* ---- Within the window (defined below, in sections) ---- */

/// Sets the state of the toggle action `name` ("win.mode"), which its toggle shows.
static void    calc_window_set_action_state    (CalcWindow *self, const char *name, gboolean active);
/// Sends one event with its text (or none) to Swift.
static void    calc_window_emit                (CalcWindow *self, int32_t code, const char *text);
/// Sends one event with its `n` numbers to Swift, as numbers.
static void    calc_window_emit_numbers        (CalcWindow *self, int32_t code, const double *numbers, size_t n);
/// Tells Swift the window is shown, once: from the idle after the first map, or sooner
/// when the history opens before that ran (it must not open empty).
static void    calc_window_report_shown        (CalcWindow *self);

/// Copies the shortcuts into `self` (calc_shortcuts_resolve).
static void calc_keys_init (CalcWindow *self, const CalcShortcutSpec *specs, size_t n);
/// Adds the capture-phase key controller that turns shortcuts into events.
static void calc_keys_attach (CalcWindow *self);
/// Sends the event of the shortcut `keyval` with CALC_MOD_* `modifiers` is, as with no
/// widget focused; FALSE when it is none (or one that types a character).
static gboolean calc_keys_activate (CalcWindow *self, guint keyval, uint32_t modifiers);
static void     on_recent_chosen (CalcDisplayCard *card, guint index, CalcWindow *self);

/// Sets up the primary menu button; its items are window actions.
static void calc_menu_button_init (CalcWindow *self, const CalcMenuItemSpec *items, size_t n);

/// Watches the window's focus for popovers that close (the "Popover" section).
static void calc_popovers_init (CalcWindow *self);
/// Shows `popover` under the display card, below its button: never over the display or
/// the description (docs/behaviour.md §8).
static void calc_window_place_popover (CalcWindow *self, GtkWidget *popover);
/// Opens a menu button's popover, or closes it when open (Ctrl+H, Ctrl+E).
static void calc_menu_button_toggle (GtkWidget *button);
/// When it closes, the keyboard goes back to the calculator, not to its button.
static void calc_window_unfocus_on_close (CalcWindow *self, GtkWidget *popover);
/// The same, and the keyboard goes back to the calculator when it closes; keys the
/// popover does not need reach the calculator while it is open (a popover with entries
/// needs every key but the window's own).
static void calc_window_attach_popover (CalcWindow *self, GtkWidget *popover, gboolean has_entries);
/// Sends a key pressed inside a popover to the calculator when it is one of its
/// shortcuts and the popover does not need it; TRUE when it was handled.
static gboolean calc_keys_forward (CalcWindow *self, GtkEventControllerKey *controller, guint keyval,
                            guint keycode, GdkModifierType state, gboolean popover_has_entries);

/// Frees the graph's state, with the window.
static void calc_window_graph_free (CalcWindow *self);
/// Whether the graph has the keyboard focus: its keys are its own then (the "Window graph" section).
static gboolean calc_graph_has_focus (CalcWindow *self);
/// Whether the graph has the keyboard focus and the key press is one of its keys.
static gboolean calc_graph_claims_key (CalcWindow *self, GtkEventControllerKey *controller,
                                       guint keyval, guint keycode, GdkModifierType state);
/// Whether the graph has the keyboard focus and `keyval` with CALC_MOD_* `modifiers` is
/// one of its keys.
static gboolean calc_graph_has_key (CalcWindow *self, guint keyval, uint32_t modifiers);
/// Gives the graph the keyboard when it is open; FALSE when it is not.
static gboolean calc_graph_take_focus (CalcWindow *self);
/// The calculator column's width in a window `window_width` wide: less the graph's part
/// while it is open beside the keys (the size class follows the keys, not the window).
static int calc_graph_calculator_width (CalcWindow *self, int window_width);
/// Sets the window's size class (cerebrum.css) from its size and the calculator's width:
/// called when either changes (here and in the "Window graph" section).
static void calc_window_update_size_class (CalcWindow *self);

/* The one call into Swift: text or numbers, never both. Does nothing once the window is
 * being destroyed (the callback is gone). */
static void
emit_event (CalcWindow *self, int32_t code, const char *text, const double *numbers, size_t n)
{
    g_return_if_fail (code != CALC_CODE_NONE);
    g_return_if_fail (text == NULL || n == 0);
    if (self->swift.callback != NULL)
        self->swift.callback (self->swift.user_data, code, text, n > 0 ? numbers : NULL, n);
}

static void
calc_window_emit (CalcWindow *self, int32_t code, const char *text)
{
    emit_event (self, code, text, NULL, 0);
}

static void
calc_window_emit_numbers (CalcWindow *self, int32_t code, const double *numbers, size_t n)
{
    emit_event (self, code, NULL, numbers, n);
}

/* An event with one whole number (an index, a base, a bit): a double holds it exactly. */
static void
emit_number (CalcWindow *self, int32_t code, double number)
{
    calc_window_emit_numbers (self, code, &number, 1);
}

/* ---- Actions ---- */

/* What an action sends: its code, a toggle's other code when it is on. Owned by the
 * action's handler (freed when the action goes). */
typedef struct {
    CalcWindow *self;       /* NULL for an application action: the active window */
    int32_t     code, code_off;
} ActionCodes;

static void
action_codes_free (gpointer data, GClosure *closure)
{
    (void) closure;
    g_free (data);
}

/* A toggle asks for the other state: it sends which, and the state follows when Swift
 * sets it (calc_window_set_action_state), so a toggle the controller did not follow
 * never shows what is not so. */
static void
on_action_activate (GSimpleAction *action, GVariant *parameter, ActionCodes *codes)
{
    g_autoptr (GVariant) state = g_action_get_state (G_ACTION (action));
    CalcWindow *self = codes->self;
    int32_t code = codes->code;
    const char *text = NULL;
    double index = 0;
    size_t n_numbers = 0;

    if (parameter != NULL && g_variant_is_of_type (parameter, G_VARIANT_TYPE_INT32)) {
        index = g_variant_get_int32 (parameter);
        n_numbers = 1;
    }
    if (self == NULL) {
        GtkApplication *app = GTK_APPLICATION (g_application_get_default ());
        GtkWindow *active = app != NULL ? gtk_application_get_active_window (app) : NULL;

        if (!CALC_IS_WINDOW (active))
            return;
        self = CALC_WINDOW (active);
    }
    if (state != NULL && g_variant_get_boolean (state) && codes->code_off != CALC_CODE_NONE)
        code = codes->code_off;
    if (parameter != NULL && g_variant_is_of_type (parameter, G_VARIANT_TYPE_STRING)) {
        text = g_variant_get_string (parameter, NULL);
        /* Sent from another process (the desktop's search): the user asked for this
         * window, so it comes to the front. */
        gtk_window_present (GTK_WINDOW (self));
    }
    /* The handler may destroy the window (close, quit): touch nothing after it. */
    emit_event (self, code, text, &index, n_numbers);
}

/* Registers the actions as the window's ("win.") or the application's ("app.", once),
 * and their accelerators: GTK matches those keys, the window's key table the rest. */
static void
actions_init (CalcWindow *self, const CalcActionSpec *specs, size_t n)
{
    GtkApplication *app = calc_app_get_application (self->app);

    for (size_t i = 0; i < n; i++) {
        const CalcActionSpec *spec = &specs[i];
        gboolean is_app = g_str_has_prefix (spec->name, "app.");
        GActionMap *map = is_app ? G_ACTION_MAP (app) : G_ACTION_MAP (self);
        const char *name = strchr (spec->name, '.') != NULL ? strchr (spec->name, '.') + 1
                                                            : spec->name;
        GSimpleAction *action;
        ActionCodes *codes;

        if (is_app && g_action_map_lookup_action (map, name) != NULL)
            continue;
        action = spec->flags & CALC_ACTION_TOGGLE
                     ? g_simple_action_new_stateful (name, NULL, g_variant_new_boolean (FALSE))
                     : g_simple_action_new (name, spec->flags & CALC_ACTION_TEXT    ? G_VARIANT_TYPE_STRING
                                                  : spec->flags & CALC_ACTION_INDEX ? G_VARIANT_TYPE_INT32
                                                                                    : NULL);
        codes = g_new (ActionCodes, 1);
        *codes = (ActionCodes) { is_app ? NULL : self, spec->code, spec->code_off };
        g_signal_connect_data (action, "activate", G_CALLBACK (on_action_activate), codes,
                               action_codes_free, 0);
        g_action_map_add_action (map, G_ACTION (action));
        g_object_unref (action);
        if (spec->accels != NULL && spec->accels[0] != '\0') {
            g_auto (GStrv) accels = g_strsplit (spec->accels, " ", -1);
            gtk_application_set_accels_for_action (app, spec->name, (const char *const *) accels);
        }
    }
}

static void
calc_window_set_action_state (CalcWindow *self, const char *name, gboolean active)
{
    const char *dot = strchr (name, '.');
    GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), dot ? dot + 1 : name);
    g_autoptr (GVariant) state = NULL;

    if (!G_IS_SIMPLE_ACTION (action))
        return;
    state = g_action_get_state (action);
    if (state == NULL || g_variant_get_boolean (state) != active)
        g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (active));
}

/* ---- Programmer mode (docs/behaviour.md §18) ---- */

/// Whether the graph is open in the keys' place (the "Window graph" section).
static gboolean calc_graph_in_keys_place (CalcWindow *self);

static gboolean
programmer_shown (CalcWindow *self)
{
    return self->programmer.part != NULL && gtk_widget_get_visible (self->programmer.part);
}

static void
on_programmer_key (CalcProgrammer *part, int code, const char *text, CalcWindow *self)
{
    (void) part;
    calc_window_emit (self, code, text);
}

static void
on_programmer_base (CalcProgrammer *part, int base, CalcWindow *self)
{
    (void) part;
    emit_number (self, self->programmer.codes.code_base, base);
}

static void
on_programmer_word (CalcProgrammer *part, int bits, CalcWindow *self)
{
    (void) part;
    emit_number (self, self->programmer.codes.code_word, bits);
}

static void
on_programmer_signed (CalcProgrammer *part, gboolean is_signed, CalcWindow *self)
{
    (void) part;
    emit_number (self, self->programmer.codes.code_signed, is_signed ? 1 : 0);
}

static void
on_programmer_bit (CalcProgrammer *part, int bit, CalcWindow *self)
{
    (void) part;
    emit_number (self, self->programmer.codes.code_bit, bit);
}

void
calc_window_programmer_setup (CalcWindow *self, const CalcProgrammerSpec *spec)
{
    g_return_if_fail (self != NULL && spec != NULL && self->programmer.part == NULL);
    self->programmer.codes = *spec;
    self->programmer.codes.keys = NULL;
    self->programmer.codes.n_keys = 0;
    self->programmer.part = calc_programmer_new (self->texts, spec->keys, spec->n_keys);
    g_signal_connect (self->programmer.part, "key-clicked", G_CALLBACK (on_programmer_key), self);
    g_signal_connect (self->programmer.part, "base-chosen", G_CALLBACK (on_programmer_base), self);
    g_signal_connect (self->programmer.part, "word-chosen", G_CALLBACK (on_programmer_word), self);
    g_signal_connect (self->programmer.part, "signed-chosen", G_CALLBACK (on_programmer_signed),
                      self);
    g_signal_connect (self->programmer.part, "bit-clicked", G_CALLBACK (on_programmer_bit), self);
    gtk_widget_set_visible (self->programmer.part, FALSE);
    gtk_box_insert_child_after (GTK_BOX (self->column), self->programmer.part, self->keys);
}

void
calc_window_set_programmer (CalcWindow *self, const CalcProgrammerView *view)
{
    g_return_if_fail (self != NULL);
    calc_window_set_action_state (self, CALC_ACTION_PROGRAMMER, view != NULL);
    if (self->programmer.part == NULL) {
        g_return_if_fail (view == NULL);
        return;
    }
    if (view != NULL)
        calc_programmer_set_view (CALC_PROGRAMMER (self->programmer.part), view);
    if (programmer_shown (self) == (view != NULL))
        return;
    /* The keys come back exactly where they were: only the part and the stack's room
     * are shown or left out (docs/behaviour.md §18). */
    gtk_widget_set_visible (self->programmer.part, view != NULL);
    gtk_widget_set_visible (self->keys, view == NULL && !calc_graph_in_keys_place (self));
    calc_display_card_set_programmer (CALC_DISPLAY_CARD (self->display_area), view != NULL);
    /* Angles mean nothing to whole numbers: the header's unit toggle rests. */
    gtk_widget_set_sensitive (self->degrees_toggle, view == NULL);
}

/* ---- Unit converter (docs/behaviour.md §16) ---- */

/* What the converter's signals send; owned by its first handler. The row itself is the
 * display card's child, found there (no field of the window's). */
typedef struct {
    CalcWindow        *self;
    CalcConverterSpec  spec;
} ConverterCodes;

static void
converter_codes_free (gpointer data, GClosure *closure)
{
    (void) closure;
    g_free (data);
}

static void
on_converter_kind (CalcConverter *converter, int index, ConverterCodes *codes)
{
    (void) converter;
    emit_number (codes->self, codes->spec.code_kind, index);
}

static void
on_converter_from (CalcConverter *converter, int index, ConverterCodes *codes)
{
    (void) converter;
    emit_number (codes->self, codes->spec.code_from, index);
}

static void
on_converter_to (CalcConverter *converter, int index, ConverterCodes *codes)
{
    (void) converter;
    emit_number (codes->self, codes->spec.code_to, index);
}

static void
on_converter_swap (CalcConverter *converter, ConverterCodes *codes)
{
    (void) converter;
    calc_window_emit (codes->self, codes->spec.code_swap, NULL);
}

void
calc_window_converter_setup (CalcWindow *self, const CalcConverterSpec *spec)
{
    GtkWidget *converter;
    ConverterCodes *codes;

    g_return_if_fail (CALC_IS_WINDOW (self) && spec != NULL);
    g_return_if_fail (calc_display_card_get_converter (CALC_DISPLAY_CARD (self->display_area)) == NULL);
    converter = calc_converter_new (self->texts);
    codes = g_new (ConverterCodes, 1);
    *codes = (ConverterCodes) { self, *spec };
    g_signal_connect_data (converter, "kind-chosen", G_CALLBACK (on_converter_kind), codes,
                           converter_codes_free, 0);
    g_signal_connect (converter, "from-chosen", G_CALLBACK (on_converter_from), codes);
    g_signal_connect (converter, "to-chosen", G_CALLBACK (on_converter_to), codes);
    g_signal_connect (converter, "swap-clicked", G_CALLBACK (on_converter_swap), codes);
    gtk_widget_set_visible (converter, FALSE);
    calc_display_card_add_converter (CALC_DISPLAY_CARD (self->display_area), converter);
}

static CalcConverter *
converter_of (CalcWindow *self)
{
    GtkWidget *converter = calc_display_card_get_converter (CALC_DISPLAY_CARD (self->display_area));

    return converter != NULL ? CALC_CONVERTER (converter) : NULL;
}

void
calc_window_converter_show (CalcWindow *self, int open)
{
    CalcConverter *converter = converter_of (self);

    g_return_if_fail (converter != NULL);
    gtk_widget_set_visible (GTK_WIDGET (converter), open != 0);
    calc_window_set_action_state (self, CALC_ACTION_CONVERTER, open != 0);
}

void
calc_window_converter_set_kinds (CalcWindow *self, const char *const *names, size_t n,
                                 int32_t selected)
{
    CalcConverter *converter = converter_of (self);

    g_return_if_fail (converter != NULL && selected >= 0);
    calc_converter_set_kinds (converter, names, n, (guint) selected);
}

void
calc_window_converter_set_units (CalcWindow *self, const char *const *units, size_t n,
                                 int32_t from, int32_t to)
{
    CalcConverter *converter = converter_of (self);

    g_return_if_fail (converter != NULL && from >= 0 && to >= 0);
    calc_converter_set_units (converter, units, n, (guint) from, (guint) to);
}

void
calc_window_converter_set_result (CalcWindow *self, const char *text, int error)
{
    CalcConverter *converter = converter_of (self);

    g_return_if_fail (converter != NULL);
    calc_converter_set_result (converter, text, error != 0);
}

/* ---- Header bar ---- */

/* A switch is one toggle showing the state of its action (the template names it). */
static void
toggle_init (GtkWidget *toggle, const char *label, const char *accessible_name,
             const char *tooltip)
{
    gtk_button_set_label (GTK_BUTTON (toggle), label);
    calc_widget_set_tooltip (toggle, tooltip);
    calc_widget_set_accessible_name (toggle, accessible_name);
}

/* ---- History ---- */

static void
on_history_entry_chosen (CalcHistoryPopover *popover, guint index, CalcWindow *self)
{
    (void) popover;
    emit_number (self, self->codes.use_history, index);
}

static void
on_history_clear_requested (CalcHistoryPopover *popover, CalcWindow *self)
{
    (void) popover;
    calc_window_emit (self, self->codes.clear_history, NULL);
}

/* Before every opening (GTK calls this for Ctrl+H too). Opened before the texts that
 * wait for the window to show have come, it asks for them now; they arrive before the
 * popover's rows are brought up to date. */
static void
prepare_history (GtkMenuButton *button, gpointer data)
{
    CalcWindow *self = data;

    (void) button;
    calc_window_report_shown (self);
    calc_history_popover_prepare (CALC_HISTORY_POPOVER (self->history.popover));
}

static void
history_button_init (CalcWindow *self, const CalcWindowSpec *spec)
{
    GtkWidget *button = self->history.button;

    self->codes.use_history = spec->code_use_history;
    self->codes.clear_history = spec->code_clear_history;
    self->history.popover = calc_history_popover_new (self->texts);
    g_signal_connect (self->history.popover, "entry-chosen",
                      G_CALLBACK (on_history_entry_chosen), self);
    g_signal_connect (self->history.popover, "clear-requested",
                      G_CALLBACK (on_history_clear_requested), self);
    calc_window_attach_popover (self, self->history.popover, FALSE);

    gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), self->history.popover);
    gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), prepare_history, self, NULL);
    calc_widget_set_tooltip (button, calc_text (self->texts, "history-tooltip"));
    calc_widget_set_accessible_name (button, calc_text (self->texts, "history-name"));
}

void
calc_window_set_history (CalcWindow *self, const char *const *entries, size_t n)
{
    g_return_if_fail (self != NULL);
    calc_history_popover_set (CALC_HISTORY_POPOVER (self->history.popover), entries, n);
}

void
calc_window_update_history (CalcWindow *self, size_t dropped, const char *const *added,
                            size_t n_added)
{
    g_return_if_fail (self != NULL);
    calc_history_popover_update (CALC_HISTORY_POPOVER (self->history.popover), dropped, added,
                                 n_added);
}

void
calc_window_set_history_note (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    calc_history_popover_set_note (CALC_HISTORY_POPOVER (self->history.popover), text);
}

void
calc_window_toggle_history (CalcWindow *self)
{
    g_return_if_fail (self != NULL);
    calc_menu_button_toggle (self->history.button);
}

/* ---- Variables ---- */

static void
on_variable_entered (CalcVariablesPopover *popover, int code, const char *text, CalcWindow *self)
{
    (void) popover;
    calc_window_emit (self, code, text);
}

/* Before every opening: the entries are built at the first. */
static void
prepare_variables (GtkMenuButton *button, gpointer data)
{
    CalcWindow *self = data;

    (void) button;
    calc_variables_popover_prepare (CALC_VARIABLES_POPOVER (self->variables.popover));
}

static void
variables_button_init (CalcWindow *self, const CalcWindowSpec *spec)
{
    GtkWidget *button = self->variables.button;

    self->variables.popover = calc_variables_popover_new (self->texts, spec->variables,
                                                          spec->n_variables);
    g_signal_connect (self->variables.popover, "entered", G_CALLBACK (on_variable_entered), self);
    /* Its entries take every key but the window's own (Ctrl+H, Ctrl+Q…). */
    calc_window_attach_popover (self, self->variables.popover, TRUE);
    calc_widget_set_tooltip (button, calc_text (self->texts, "variables-tooltip"));
    calc_widget_set_accessible_name (button, calc_text (self->texts, "variables-name"));
    gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), self->variables.popover);
    gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), prepare_variables, self, NULL);
}

void
calc_window_toggle_variables (CalcWindow *self)
{
    g_return_if_fail (self != NULL && self->variables.button != NULL);
    calc_menu_button_toggle (self->variables.button);
}

void
calc_window_set_variable_entry (CalcWindow *self, const char *name, const char *text)
{
    g_return_if_fail (self != NULL && name != NULL);
    calc_variables_popover_set_entry (CALC_VARIABLES_POPOVER (self->variables.popover), name, text);
}

void
calc_window_set_variable_entry_error (CalcWindow *self, const char *name, int on)
{
    g_return_if_fail (self != NULL && name != NULL);
    calc_variables_popover_set_refused (CALC_VARIABLES_POPOVER (self->variables.popover), name,
                                        on != 0);
}

/* The header bar's buttons, from the template, get their texts and popovers. */
static void
header_bar_init (CalcWindow *self, const CalcWindowSpec *spec)
{
    toggle_init (self->rpn_toggle, calc_text (self->texts, "rpn-label"),
                 calc_text (self->texts, "rpn-name"), calc_text (self->texts, "rpn-tooltip"));
    toggle_init (self->degrees_toggle, calc_text (self->texts, "angle-degrees"),
                 calc_text (self->texts, "degrees-name"),
                 calc_text (self->texts, "degrees-tooltip"));
    calc_menu_button_init (self, spec->menu_items, spec->n_menu_items);
    variables_button_init (self, spec);
    history_button_init (self, spec);
}

/* ---- Display ---- */

/* No label of the window may widen it or change its height with its text: the
 * lines are one line each, ellipsized (the full text stays the label's text, which
 * screen readers read). */
static GtkWidget *
text_label_new (const char *css_class, float xalign, PangoEllipsizeMode ellipsize)
{
    GtkWidget *label = gtk_label_new (NULL);

    gtk_label_set_xalign (GTK_LABEL (label), xalign);
    gtk_label_set_justify (GTK_LABEL (label), xalign > 0.5f ? GTK_JUSTIFY_RIGHT
                                                            : GTK_JUSTIFY_LEFT);
    gtk_label_set_ellipsize (GTK_LABEL (label), ellipsize);
    gtk_widget_add_css_class (label, css_class);
    return label;
}

/* Room for a line that is empty for now; nothing to a screen reader. */
static GtkWidget *
spacer_new (void)
{
    return g_object_new (GTK_TYPE_BOX, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                         NULL);
}

/* Under the display card, outside it (the card holds the calculator's state only):
 * why a paste was refused, that the saved state was damaged. Its line is always kept,
 * so a message never moves the keys. */
static void
on_message_undo (GtkButton *button, CalcWindow *self)
{
    (void) button;
    /* What Ctrl+Z sends, so the button and the key can never disagree. */
    calc_keys_activate (self, GDK_KEY_z, CALC_MOD_CTRL);
}

/* The lines the message keeps room for: every message the app says fits in two at the
 * narrowest window, in each language (Tests/e2e/test_window_texts.py). */
enum { CALC_MESSAGE_LINES = 2 };

static void
message_new (CalcWindow *self, GtkWidget *content)
{
    GtkWidget *row = gtk_overlay_new ();

    /* Read whole at every size (docs/behaviour.md §8): it wraps, within the two lines
     * kept for it, never ellipsized; a longer one (a long folder's path) takes the lines
     * it needs rather than losing words. */
    self->message.label = text_label_new ("message", 1.0f, PANGO_ELLIPSIZE_NONE);
    gtk_label_set_wrap (GTK_LABEL (self->message.label), TRUE);
    gtk_label_set_wrap_mode (GTK_LABEL (self->message.label), PANGO_WRAP_WORD_CHAR);
    self->message.spacer = spacer_new ();
    gtk_widget_set_visible (self->message.label, FALSE);
    gtk_widget_set_hexpand (self->message.label, TRUE);
    calc_widget_set_accessible_description (self->message.label,
                                            calc_text (self->texts, "message-description"));
    /* "History cleared" has an Undo beside it, as a GNOME toast has: over the end of
     * the message's line (whose text then keeps clear of it), never making it taller,
     * so it moves nothing either. */
    self->message.undo = gtk_button_new_with_label (calc_text (self->texts, "message-undo"));
    gtk_widget_add_css_class (self->message.undo, "message-undo");
    gtk_widget_set_focus_on_click (self->message.undo, FALSE);
    calc_widget_set_tooltip (self->message.undo, calc_text (self->texts, "message-undo-tooltip"));
    gtk_widget_set_visible (self->message.undo, FALSE);
    g_signal_connect (self->message.undo, "clicked", G_CALLBACK (on_message_undo), self);
    gtk_widget_set_halign (self->message.undo, GTK_ALIGN_END);
    gtk_widget_set_valign (self->message.undo, GTK_ALIGN_CENTER);
    gtk_widget_set_margin_end (row, 12);
    gtk_overlay_set_child (GTK_OVERLAY (row), self->message.label);
    gtk_overlay_add_overlay (GTK_OVERLAY (row), self->message.undo);
    gtk_widget_set_visible (row, FALSE);
    gtk_box_append (GTK_BOX (content), row);
    gtk_box_append (GTK_BOX (content), self->message.spacer);
}

/* ---- Keys ---- */

static void
on_key_clicked (CalcKeypad *keypad, int code, CalcWindow *self)
{
    (void) keypad;
    calc_window_emit (self, code, NULL);
}

/* ---- Size ---- */

/* The display and key labels grow with a large window (cerebrum.css): a class on the
 * window says how large it is. The thresholds lie well above the minimum size each
 * class asks for, so a class never holds a window larger than it is. */
static const char *const size_classes[] = { "size-small", "size-large", "size-huge" };

static void
calc_window_update_size_class (CalcWindow *self)
{
    GtkWidget *window = GTK_WIDGET (self);
    int width = 0, height = 0;
    const char *size_class = NULL;

    gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
    width = calc_graph_calculator_width (self, width);
    if (width >= 1300 && height >= 950)
        size_class = "size-huge";
    else if (width >= 900 && height >= 750)
        size_class = "size-large";
    else if (height < 600)      /* RPN's full stack needs about 580 px without it */
        size_class = "size-small";
    /* The window's classes say which is set: only a change touches them. */
    for (size_t i = 0; i < G_N_ELEMENTS (size_classes); i++) {
        if (size_classes[i] != size_class && gtk_widget_has_css_class (window, size_classes[i]))
            gtk_widget_remove_css_class (window, size_classes[i]);
    }
    if (size_class != NULL && !gtk_widget_has_css_class (window, size_class))
        gtk_widget_add_css_class (window, size_class);
}

static void
on_size_changed (GObject *window, GParamSpec *pspec, CalcWindow *self)
{
    (void) window, (void) pspec;
    calc_window_update_size_class (self);
}

/* The window's content, in a box that asks for no size of its own: the window's minimum
 * is CALC_WINDOW_MIN_WIDTH × CALC_WINDOW_MIN_HEIGHT, not the content's, which grows with
 * the size class's fonts (a window once 1600 × 1200 could no longer be made smaller than
 * 471 × 739, nor come back to its small fonts). At each class's smallest window the
 * content fits (cerebrum.css), so nothing is clipped; a size class always follows its
 * window's size within the frame. */
static GtkWidget *
min_size_holder_new (CalcWindow *self, GtkWidget *content)
{
    GtkWidget *holder = gtk_scrolled_window_new ();
    GtkWidget *viewport = gtk_viewport_new (NULL, NULL);

    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (holder), GTK_POLICY_EXTERNAL,
                                    GTK_POLICY_EXTERNAL);
    /* Focus moving through the keys must never scroll them. */
    gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (viewport), FALSE);
    gtk_viewport_set_child (GTK_VIEWPORT (viewport), content);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (holder), viewport);
    gtk_widget_set_size_request (GTK_WIDGET (self), CALC_WINDOW_MIN_WIDTH, CALC_WINDOW_MIN_HEIGHT);
    return holder;
}

/* ---- Lifetime ---- */

/* Swift's side goes first (dispose), while every widget still exists; the window's own
 * state lives until it is finalized, so late signals from dying children find it. */
static void
release_swift (CalcWindow *self)
{
    CalcDestroyNotify destroy = self->swift.destroy;
    void *user_data = self->swift.user_data;

    g_clear_handle_id (&self->shown.idle, g_source_remove);
    self->swift.callback = NULL;
    self->swift.destroy = NULL;
    self->swift.user_data = NULL;
    if (destroy != NULL)
        destroy (user_data);
}

static void
calc_window_report_shown (CalcWindow *self)
{
    g_clear_handle_id (&self->shown.idle, g_source_remove);
    if (self->shown.reported)
        return;
    self->shown.reported = TRUE;
    calc_window_emit (self, self->codes.window_shown, NULL);
}

static gboolean
emit_shown (gpointer data)
{
    CalcWindow *self = data;

    self->shown.idle = 0;
    calc_window_report_shown (self);
    return G_SOURCE_REMOVE;
}

/* The window is being mapped: the binding is told it can send what could wait from an
 * idle callback at low priority, so after the map request has gone out and, normally,
 * after the first frame (GTK may still be waiting on the display server for it). */
static void
on_first_map (GtkWidget *window, CalcWindow *self)
{
    g_signal_handlers_disconnect_by_func (window, on_first_map, self);
    self->shown.idle = g_idle_add_full (G_PRIORITY_LOW, emit_shown, self, NULL);
}

G_DEFINE_FINAL_TYPE (CalcWindow, calc_window, GTK_TYPE_APPLICATION_WINDOW)

static void
calc_window_finalize (GObject *object)
{
    CalcWindow *self = CALC_WINDOW (object);

    /* The shortcuts window may outlive this struct by a moment: stop it writing here. */
    if (self->shortcuts_window != NULL)
        g_object_remove_weak_pointer (G_OBJECT (self->shortcuts_window),
                                      (gpointer *) &self->shortcuts_window);
    if (self->preferences.window != NULL)
        g_object_remove_weak_pointer (G_OBJECT (self->preferences.window),
                                      (gpointer *) &self->preferences.window);
    g_clear_pointer (&self->preferences.values, g_array_unref);
    g_clear_pointer (&self->shortcuts, g_array_unref);
    g_clear_object (&self->menu);
    calc_window_graph_free (self);
    g_hash_table_unref (self->texts);
    G_OBJECT_CLASS (calc_window_parent_class)->finalize (object);
}

static void
calc_window_dispose (GObject *object)
{
    release_swift (CALC_WINDOW (object));
    gtk_widget_dispose_template (GTK_WIDGET (object), CALC_TYPE_WINDOW);
    G_OBJECT_CLASS (calc_window_parent_class)->dispose (object);
}

static void
calc_window_class_init (CalcWindowClass *klass)
{
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

    G_OBJECT_CLASS (klass)->dispose = calc_window_dispose;
    G_OBJECT_CLASS (klass)->finalize = calc_window_finalize;
    gtk_widget_class_set_template_from_resource (
        widget_class, "/io/github/cerebrum/Cerebrum/ui/calc-window.ui");
    gtk_widget_class_bind_template_child (widget_class, CalcWindow, rpn_toggle);
    gtk_widget_class_bind_template_child (widget_class, CalcWindow, degrees_toggle);
    gtk_widget_class_bind_template_child (widget_class, CalcWindow, menu_button);
    gtk_widget_class_bind_template_child_full (widget_class, "variables_button", FALSE,
                                               G_STRUCT_OFFSET (CalcWindow, variables.button));
    gtk_widget_class_bind_template_child_full (widget_class, "history_button", FALSE,
                                               G_STRUCT_OFFSET (CalcWindow, history.button));
}

static void
calc_window_init (CalcWindow *self)
{
    gtk_widget_init_template (GTK_WIDGET (self));
    self->formula_spec = (CalcFormulaSpec) { CALC_CODE_NONE, CALC_CODE_NONE, CALC_CODE_NONE,
                                             CALC_CODE_NONE };
}

CalcWindow *
calc_window_new (CalcApp *app, const CalcWindowSpec *spec, CalcEventCallback callback,
                 void *user_data, CalcDestroyNotify destroy)
{
    g_return_val_if_fail (app != NULL && spec != NULL && spec->texts != NULL, NULL);
    CalcWindow *self = g_object_new (CALC_TYPE_WINDOW,
                                     "application", calc_app_get_application (app), NULL);
    GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

    self->app = app;
    self->codes.window_shown = spec->code_window_shown;
    self->codes.type = spec->code_type;
    self->swift.callback = callback;
    self->swift.user_data = user_data;
    self->swift.destroy = destroy;
    self->texts = calc_texts_new (spec->texts, spec->n_texts);

    gtk_window_set_title (GTK_WINDOW (self), calc_text (self->texts, "title"));
    /* Narrow enough for the stacked layout (side by side takes about 680 px), short
     * enough for a 768-px-high screen. */
    gtk_window_set_default_size (GTK_WINDOW (self), 480, 700);
    g_signal_connect (GTK_WIDGET (self), "map", G_CALLBACK (on_first_map), self);
    g_signal_connect (GTK_WIDGET (self), "notify::default-width", G_CALLBACK (on_size_changed), self);
    calc_popovers_init (self);
    actions_init (self, spec->actions, spec->n_actions);
    g_signal_connect (GTK_WIDGET (self), "notify::default-height", G_CALLBACK (on_size_changed), self);
    /* Before the popovers, which take the shortcuts too. */
    calc_keys_init (self, spec->shortcuts, spec->n_shortcuts);
    header_bar_init (self, spec);

    gtk_widget_add_css_class (content, "calculator");
    self->column = content;
    self->display_area = calc_display_card_new (self->texts, MAX (spec->stack_lines, 1));
    g_signal_connect (self->display_area, "recent-chosen", G_CALLBACK (on_recent_chosen), self);
    calc_display_card_set_rpn (CALC_DISPLAY_CARD (self->display_area), FALSE);
    gtk_box_append (GTK_BOX (content), self->display_area);
    message_new (self, content);
    self->keys = calc_keypad_new (self->texts, spec->buttons, spec->n_buttons,
                                  calc_keypad_functions_menu (spec->functions, spec->n_functions,
                                                              spec->function_groups,
                                                              spec->n_function_groups));
    g_signal_connect (self->keys, "key-clicked", G_CALLBACK (on_key_clicked), self);
    gtk_box_append (GTK_BOX (content), self->keys);
    gtk_window_set_child (GTK_WINDOW (self), min_size_holder_new (self, content));

    calc_keys_attach (self);
    return self;
}

void
calc_window_present (CalcWindow *self)
{
    g_return_if_fail (self != NULL);
    gtk_window_present (GTK_WINDOW (self));
    /* No key starts out focused: otherwise Space would press the first key, and typing
     * would leave a focus ring on it. Tab still reaches every control. */
    gtk_window_set_focus (GTK_WINDOW (self), NULL);
}

void
calc_window_set_size (CalcWindow *self, int width, int height)
{
    g_return_if_fail (self != NULL);
    gtk_window_set_default_size (GTK_WINDOW (self), MAX (width, CALC_WINDOW_MIN_WIDTH),
                                 MAX (height, CALC_WINDOW_MIN_HEIGHT));
}

void
calc_window_get_size (CalcWindow *self, int *width, int *height)
{
    g_return_if_fail (self != NULL && width != NULL && height != NULL);
    /* GTK 4 keeps the default size as the window's size while it is not maximized. */
    gtk_window_get_default_size (GTK_WINDOW (self), width, height);
}

void
calc_window_set_maximized (CalcWindow *self, int maximized)
{
    g_return_if_fail (self != NULL);
    if (maximized)
        gtk_window_maximize (GTK_WINDOW (self));
    else
        gtk_window_unmaximize (GTK_WINDOW (self));
}

int
calc_window_is_maximized (CalcWindow *self)
{
    g_return_val_if_fail (self != NULL, 0);
    return gtk_window_is_maximized (GTK_WINDOW (self)) ? 1 : 0;
}

void
calc_window_close (CalcWindow *self)
{
    g_return_if_fail (self != NULL);
    gtk_window_close (GTK_WINDOW (self));
}

/* ---- Formula line (calc_formula_line.c) ---- */

static void
on_formula_changed (CalcFormulaLine *line, const char *text, CalcWindow *self)
{
    (void) line;
    calc_window_emit (self, self->formula_spec.code_changed, text);
}

static void
on_formula_entered (CalcFormulaLine *line, const char *text, CalcWindow *self)
{
    (void) line;
    calc_window_emit (self, self->formula_spec.code_enter, text);
}

static void
on_formula_cancelled (CalcFormulaLine *line, CalcWindow *self)
{
    (void) line;
    calc_window_emit (self, self->formula_spec.code_cancel, NULL);
}

/* Shift+Escape in the line: after closing it, all clear, as with the line closed. */
static void
on_formula_clear_all (CalcFormulaLine *line, CalcWindow *self)
{
    (void) line;
    calc_keys_activate (self, GDK_KEY_Escape, CALC_MOD_SHIFT);
}

static void request_text (CalcWindow *self, GdkClipboard *clipboard, int32_t code);

/* GTK's own paste in the line goes the window's way (Ctrl+V's event); the middle button's
 * primary selection comes back as the clipboard's text does, to the same rules. */
static void
on_formula_paste (CalcFormulaLine *line, gboolean primary, CalcWindow *self)
{
    (void) line;
    if (primary)
        request_text (self, gtk_widget_get_primary_clipboard (GTK_WIDGET (self)),
                      self->formula_spec.code_paste);
    else
        calc_keys_activate (self, GDK_KEY_v, CALC_MOD_CTRL);
}

/* Whether the line is built and open. */
static gboolean
formula_is_open (CalcWindow *self)
{
    return self->formula != NULL && gtk_widget_get_visible (self->formula);
}

/* A last calculation chosen in the display card (algebraic mode): used as a history
 * entry chosen in the list is (its value typed into the open line, else the next
 * operand); the open line gets the keyboard back. */
static void
on_recent_chosen (CalcDisplayCard *card, guint index, CalcWindow *self)
{
    (void) card;
    emit_number (self, self->codes.use_history, index);
    if (formula_is_open (self))
        calc_formula_line_focus (CALC_FORMULA_LINE (self->formula));
    else
        gtk_window_set_focus (GTK_WINDOW (self), NULL);
}

void
calc_window_formula_setup (CalcWindow *self, const CalcFormulaSpec *spec)
{
    g_return_if_fail (self != NULL && spec != NULL);
    self->formula_spec = *spec;
}

/* The line is built when it first opens: a GtkEntry with its input method context is
 * work a start need not do, for a line many sessions never open. It goes in the
 * display's place: right after the box that fits it to one line, in the display card. */
static void
formula_new (CalcWindow *self)
{
    self->formula = calc_formula_line_new (self->texts);
    g_signal_connect (self->formula, "changed", G_CALLBACK (on_formula_changed), self);
    g_signal_connect (self->formula, "entered", G_CALLBACK (on_formula_entered), self);
    g_signal_connect (self->formula, "cancelled", G_CALLBACK (on_formula_cancelled), self);
    g_signal_connect (self->formula, "clear-all-requested", G_CALLBACK (on_formula_clear_all), self);
    g_signal_connect (self->formula, "paste-requested", G_CALLBACK (on_formula_paste), self);
    calc_display_card_add_formula_line (CALC_DISPLAY_CARD (self->display_area), self->formula);
}

void
calc_window_formula_open (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    if (self->formula_spec.code_changed == CALC_CODE_NONE)
        return;
    if (self->formula == NULL)
        formula_new (self);
    /* In the display's place, at its height: the keys never move (the style sheet sizes
     * the line to fit it at each window size). */
    calc_display_card_show_formula_line (CALC_DISPLAY_CARD (self->display_area), TRUE);
    /* The history's popover keeps the keyboard while it is shown: Return there picked an
     * entry instead of entering the formula typed meanwhile. It closes first (its
     * closing unfocuses), then the line takes the keys. */
    if (gtk_widget_get_visible (self->history.popover))
        gtk_popover_popdown (GTK_POPOVER (self->history.popover));
    calc_formula_line_start (CALC_FORMULA_LINE (self->formula), text);
}

void
calc_window_formula_close (CalcWindow *self)
{
    g_return_if_fail (self != NULL);
    if (!formula_is_open (self))
        return;
    /* Keys belong to the calculator again: no widget has the focus, so Space presses no
     * key. First, while the entry is still shown: hiding the focused entry would have
     * GTK move the focus on, at the next frame, to the first key (x², which Space then
     * pressed). */
    gtk_window_set_focus (GTK_WINDOW (self), NULL);
    calc_display_card_show_formula_line (CALC_DISPLAY_CARD (self->display_area), FALSE);
    calc_formula_line_clear (CALC_FORMULA_LINE (self->formula));
}

void
calc_window_formula_insert (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    if (formula_is_open (self))
        calc_formula_line_insert (CALC_FORMULA_LINE (self->formula), text);
}

void
calc_window_formula_set_preview (CalcWindow *self, const char *text, int error,
                                 int32_t mark_start, int32_t mark_end)
{
    g_return_if_fail (self != NULL);
    if (self->formula != NULL)
        calc_formula_line_set_preview (CALC_FORMULA_LINE (self->formula), text, error != 0,
                                       mark_start, mark_end);
}

const char *
calc_window_formula_text (CalcWindow *self)
{
    g_return_val_if_fail (self != NULL, NULL);
    return self->formula != NULL ? calc_formula_line_get_text (CALC_FORMULA_LINE (self->formula))
                                 : NULL;
}

void
calc_window_formula_delete_back (CalcWindow *self)
{
    g_return_if_fail (self != NULL);
    if (formula_is_open (self))
        calc_formula_line_delete_back (CALC_FORMULA_LINE (self->formula));
}

/* ---- Saving (the graph's Save As) ---- */

/* The dialog's choice of the picture's size (gtk_file_chooser_add_choice). */
#define SIZE_CHOICE "size"

typedef struct {
    GtkWidget *window;
    int32_t    code;
    GStrv      types;     /* the file types' ids, in the order of the dialog's filters */
} FileChoice;

/* The file type chosen: the id of the chosen filter's place in the dialog's filters,
 * which calc_window_choose_save_file added in the order of `types`. */
static const char *
chosen_type (GtkFileChooser *chooser, const FileChoice *choice)
{
    GtkFileFilter *chosen = gtk_file_chooser_get_filter (chooser);
    g_autoptr (GListModel) filters = gtk_file_chooser_get_filters (chooser);
    guint n = MIN (g_list_model_get_n_items (filters), g_strv_length (choice->types));

    for (guint i = 0; chosen != NULL && i < n; i++) {
        g_autoptr (GObject) filter = g_list_model_get_item (filters, i);

        if (filter == G_OBJECT (chosen))
            return choice->types[i];
    }
    return "";
}

static void
on_file_chosen (GtkNativeDialog *dialog, int response, gpointer data)
{
    FileChoice *choice = data;
    CalcWindow *self = CALC_WINDOW (choice->window);

    if (response == GTK_RESPONSE_ACCEPT && self != NULL) {
        GtkFileChooser *chooser = GTK_FILE_CHOOSER (dialog);
        g_autoptr (GFile) file = gtk_file_chooser_get_file (chooser);
        g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
        const char *size = gtk_file_chooser_get_choice (chooser, SIZE_CHOICE);

        if (path != NULL) {
            g_autofree char *answer = g_strjoin ("\t", chosen_type (chooser, choice), size != NULL ? size : "",
                                                 path, NULL);
            calc_window_emit (self, choice->code, answer);
        }
    }
    g_object_unref (choice->window);
    g_strfreev (choice->types);
    g_free (choice);
    g_object_unref (dialog);
}

/* The folder the dialog opens in: the one given, else the Pictures folder (XDG), else
 * home; never the working directory, which GTK would take. */
static GFile *
save_folder (const char *given)
{
    const char *candidates[] = { given, g_get_user_special_dir (G_USER_DIRECTORY_PICTURES),
                                 g_get_home_dir () };

    for (size_t i = 0; i < G_N_ELEMENTS (candidates); i++)
        if (candidates[i] != NULL && g_file_test (candidates[i], G_FILE_TEST_IS_DIR))
            return g_file_new_for_path (candidates[i]);
    return NULL;
}

void
calc_window_choose_save_file (CalcWindow *self, int32_t code, const CalcSaveDialogSpec *spec)
{
    g_return_if_fail (self != NULL && spec != NULL && spec->n_types > 0);
    GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
        spec->title, GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, spec->accept, NULL);
    GtkFileChooser *chooser = GTK_FILE_CHOOSER (dialog);
    FileChoice *choice = g_new0 (FileChoice, 1);
    g_autoptr (GFile) folder = save_folder (spec->folder);
    g_autofree char *name = g_strdup_printf ("%s.%s", spec->name, spec->types[0].id);
    g_autoptr (GPtrArray) ids = g_ptr_array_new ();
    g_autoptr (GPtrArray) labels = g_ptr_array_new ();

    choice->window = g_object_ref (GTK_WIDGET (self));
    choice->code = code;
    choice->types = g_new0 (char *, spec->n_types + 1);
    gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
    for (size_t i = 0; i < spec->n_types; i++) {
        GtkFileFilter *filter = gtk_file_filter_new ();

        gtk_file_filter_set_name (filter, spec->types[i].label);
        gtk_file_filter_add_suffix (filter, spec->types[i].id);
        choice->types[i] = g_strdup (spec->types[i].id);
        gtk_file_chooser_add_filter (chooser, filter);
        if (i == 0)
            gtk_file_chooser_set_filter (chooser, filter);
        g_object_unref (filter);
    }
    for (size_t i = 0; i < spec->n_sizes; i++) {
        g_ptr_array_add (ids, (gpointer) spec->sizes[i].id);
        g_ptr_array_add (labels, (gpointer) spec->sizes[i].label);
    }
    g_ptr_array_add (ids, NULL);
    g_ptr_array_add (labels, NULL);
    if (spec->n_sizes > 0) {
        gtk_file_chooser_add_choice (chooser, SIZE_CHOICE, spec->size_label, (const char **) ids->pdata,
                                     (const char **) labels->pdata);
        if (spec->size_default != NULL)
            gtk_file_chooser_set_choice (chooser, SIZE_CHOICE, spec->size_default);
    }
    if (folder != NULL)
        gtk_file_chooser_set_current_folder (chooser, folder, NULL);
    gtk_file_chooser_set_current_name (chooser, name);
    g_signal_connect (dialog, "response", G_CALLBACK (on_file_chosen), choice);
    gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ==== View ====
 *
 * The setters Swift renders each view state through. None of them emits an event.
 */

#define CARD(self) CALC_DISPLAY_CARD ((self)->display_area)

void
calc_window_set_display (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    calc_display_card_set_display (CARD (self), &text, 1);
}

void
calc_window_set_display_choices (CalcWindow *self, const char *const *texts, size_t n)
{
    g_return_if_fail (self != NULL);
    calc_display_card_set_display (CARD (self), texts, n);
}

void
calc_window_set_description (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    calc_display_card_set_description (CARD (self), text);
}

void
calc_window_set_stack (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    calc_display_card_set_stack (CARD (self), text);
}

void
calc_window_set_variables (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    calc_display_card_set_variables (CARD (self), text);
}

void
calc_window_set_mode (CalcWindow *self, int rpn)
{
    g_return_if_fail (self != NULL);
    calc_window_set_action_state (self, CALC_ACTION_MODE, rpn != 0);
    calc_keypad_set_mode (CALC_KEYPAD (self->keys), rpn != 0);
    calc_display_card_set_rpn (CARD (self), rpn != 0);
}

void
calc_window_set_recent (CalcWindow *self, const char *const *texts, size_t n, int first_index)
{
    g_return_if_fail (self != NULL);
    calc_display_card_set_recent (CARD (self), texts, n, (guint) MAX (first_index, 0));
}

void
calc_window_set_angle (CalcWindow *self, int degrees)
{
    g_return_if_fail (self != NULL);
    const char *unit = degrees ? calc_text (self->texts, "angle-degrees")
                               : calc_text (self->texts, "angle-radians");

    GtkWidget *label = gtk_button_get_child (GTK_BUTTON (self->degrees_toggle));

    calc_window_set_action_state (self, CALC_ACTION_ANGLE, degrees != 0);
    /* The button and the display name the unit in use (docs/behaviour.md §8). The
     * button's own label widget is changed, not the button's label: that would give the
     * button the unit as its accessible name, where it keeps "Angles in degrees". */
    if (GTK_IS_LABEL (label) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), unit) != 0)
        gtk_label_set_text (GTK_LABEL (label), unit);
    calc_display_card_set_angle_unit (CARD (self), unit);
}

void
calc_window_set_message (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    calc_label_set_reserved_text (self->message.label, self->message.spacer, text,
                                  CALC_MESSAGE_LINES);
    /* Its row (with the Undo button) is shown with it: an empty row would still take
     * the box's spacing, and the keys would move. */
    gtk_widget_set_visible (gtk_widget_get_parent (self->message.label),
                            gtk_widget_get_visible (self->message.label));
    if (text == NULL || text[0] == '\0')
        calc_window_set_message_undo (self, 0);
    calc_variables_popover_show_message (CALC_VARIABLES_POPOVER (self->variables.popover), text);
}

void
calc_window_set_message_undo (CalcWindow *self, int shown)
{
    g_return_if_fail (self != NULL);
    int width = 0;

    shown = shown && gtk_widget_get_visible (self->message.label);
    gtk_widget_set_visible (self->message.undo, shown);
    /* The message's text ends before the button, which lies over the line's end. */
    if (shown)
        gtk_widget_measure (self->message.undo, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width,
                            NULL, NULL);
    gtk_widget_set_margin_end (self->message.label, shown ? width + 6 : 0);
}

void
calc_window_set_error (CalcWindow *self, int on)
{
    g_return_if_fail (self != NULL);
    calc_display_card_set_error (CARD (self), on != 0);
}

/* ==== Keys ====
 *
 * Keyboard shortcuts: the table Swift hands over (its keys that GTK does not match as
 * the actions' accelerators), on the window in the capture phase, so keys work
 * whichever button has focus. A shortcut with a modifier (Alt+S, Ctrl+Z, Shift+Escape)
 * is a GtkShortcut, which GTK matches (layouts, Caps Lock, the Shift a character
 * needs); a key alone (a digit, `+`, Return) is a key event, for it types its character
 * (docs/behaviour.md §13), which no trigger says.
 */

static void
calc_keys_init (CalcWindow *self, const CalcShortcutSpec *specs, size_t n)
{
    size_t resolved = 0;
    CalcShortcut *shortcuts = calc_shortcuts_resolve (specs, n, &resolved);

    self->shortcuts = g_array_sized_new (FALSE, FALSE, sizeof (CalcShortcut), (guint) resolved);
    g_array_append_vals (self->shortcuts, shortcuts, (guint) resolved);
    g_free (shortcuts);
}

/* While a text entry or anything in a popover (variables, history, menu) has focus,
 * keys belong to it: Return picks a history entry, Escape closes the popover, Ctrl+C
 * copies the entry's text. Only the shortcuts flagged for it work then. The focused
 * graph keeps only its own keys (calc_graph_claims_key): the rest are the calculator's. */
static gboolean
focus_elsewhere (CalcWindow *self)
{
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

    if (focus == NULL)
        return gtk_widget_get_visible (self->history.popover);
    return GTK_IS_EDITABLE (focus) || gtk_widget_get_native (focus) != GTK_NATIVE (self);
}

static const CalcShortcut *
find_shortcut (CalcWindow *self, guint key, uint32_t modifiers)
{
    return calc_shortcuts_find ((const CalcShortcut *) (void *) self->shortcuts->data,
                                self->shortcuts->len, key, modifiers);
}

/* Where a shortcut controller sits: the window, a popover of lists (the history), a
 * popover of entries (the variables). */
enum { ON_WINDOW, ON_LIST_POPOVER, ON_ENTRIES_POPOVER };

/* A shortcut with a modifier, matched by GTK; `data` is its row in `shortcuts` and where
 * the controller sits. Not handled (the key goes on to the focused widget) while the
 * keys belong to an entry, the graph or a popover of entries, unless it works there
 * too; a popover of lists needs no key with a modifier. */
static gboolean
on_shortcut (GtkWidget *widget, GVariant *args, gpointer data)
{
    CalcWindow *self = CALC_WINDOW (gtk_widget_get_root (widget));
    guint where = GPOINTER_TO_UINT (data) & 3, row = GPOINTER_TO_UINT (data) >> 2;
    const CalcShortcut *shortcut = &g_array_index (self->shortcuts, CalcShortcut, row);
    gboolean everywhere = (shortcut->flags & CALC_SHORTCUT_IN_ENTRIES) != 0;

    (void) args;
    if (!everywhere && (where == ON_ENTRIES_POPOVER || (where == ON_WINDOW && focus_elsewhere (self))))
        return FALSE;
    if (where == ON_WINDOW && calc_graph_has_key (self, shortcut->keyval, shortcut->modifiers))
        return FALSE;
    /* The callback may destroy the window (close, quit): touch nothing after it. */
    calc_window_emit (self, shortcut->code, NULL);
    return TRUE;
}

/* The shortcuts with a modifier as GTK's: `S` (a letter GDK names in upper case) is
 * Shift and `s`, as an accelerator writes it, so that Caps Lock and Alt+s is still s. */
static GtkEventController *
shortcut_controller_new (CalcWindow *self, guint where)
{
    GtkEventController *controller = gtk_shortcut_controller_new ();

    gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
    for (guint i = 0; i < self->shortcuts->len; i++) {
        const CalcShortcut *shortcut = &g_array_index (self->shortcuts, CalcShortcut, i);
        GdkModifierType modifiers = 0;
        guint keyval = gdk_keyval_to_lower (shortcut->keyval);

        if (shortcut->modifiers == 0)
            continue;
        if (shortcut->modifiers & CALC_MOD_CTRL)
            modifiers |= GDK_CONTROL_MASK;
        if (shortcut->modifiers & CALC_MOD_ALT)
            modifiers |= GDK_ALT_MASK;
        if ((shortcut->modifiers & CALC_MOD_SHIFT) || keyval != shortcut->keyval)
            modifiers |= GDK_SHIFT_MASK;
        gtk_shortcut_controller_add_shortcut (
            GTK_SHORTCUT_CONTROLLER (controller),
            gtk_shortcut_new (gtk_keyval_trigger_new (keyval, modifiers),
                              gtk_callback_action_new (on_shortcut,
                                                       GUINT_TO_POINTER (i << 2 | where), NULL)));
    }
    return controller;
}

/* F6 moves between the header bar, the keys and the open graph, as in GNOME
 * applications: each is one key away rather than forty-odd Tabs. The graph's own F6
 * hands the keyboard back to the calculator (GraphKeys), closing the round. */
static void
focus_other_pane (CalcWindow *self)
{
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
    GtkWidget *bar = gtk_window_get_titlebar (GTK_WINDOW (self));

    if (focus != NULL && bar != NULL && gtk_widget_is_ancestor (focus, bar)) {
        gtk_window_set_focus (GTK_WINDOW (self), NULL);
        gtk_widget_child_focus (self->keys, GTK_DIR_TAB_FORWARD);
    } else if (focus == NULL || !gtk_widget_is_ancestor (focus, self->keys) || !calc_graph_take_focus (self)) {
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
    calc_window_emit (self, self->codes.type, text);
    return TRUE;
}

static gboolean
emit_space (CalcWindow *self)
{
    calc_window_emit (self, self->codes.type, " ");
    return TRUE;
}

/* The last calculations by keyboard (docs/behaviour.md §7): ↑ with the keyboard on the
 * calculator or in the formula line reaches the newest (↑ ↓ then move between them, Return
 * uses one); Escape there gives the keyboard back where it was. TRUE when it took `key`. */
static gboolean
recent_takes_key (CalcWindow *self, guint key)
{
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
    gboolean in_line = formula_is_open (self) && focus != NULL
                       && gtk_widget_is_ancestor (focus, self->formula);

    if (key == GDK_KEY_Up && (focus == NULL || in_line) && !gtk_widget_get_visible (self->history.popover))
        return calc_display_card_focus_recent (CARD (self));
    if (key == GDK_KEY_Escape && calc_display_card_recent_has_focus (CARD (self), focus)) {
        if (formula_is_open (self))
            calc_formula_line_focus (CALC_FORMULA_LINE (self->formula));
        else
            gtk_window_set_focus (GTK_WINDOW (self), NULL);
        return TRUE;
    }
    return FALSE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, CalcWindow *self)
{
    if (state & (GDK_SUPER_MASK | GDK_HYPER_MASK | GDK_META_MASK))
        return FALSE;

    guint key = calc_shortcuts_unlocked_keyval (controller, keyval, keycode, state);
    uint32_t modifiers = calc_shortcuts_modifiers (key, state);
    const CalcShortcut *shortcut;

    /* The focused graph's own keys (GraphKeys: arrows, +, −, Home, Tab, Delete, Escape,
     * F6) go on to it. */
    if (calc_graph_claims_key (self, controller, keyval, keycode, state))
        return FALSE;
    /* Any other key pressed alone is the calculator's (behaviour §14): the graph hands
     * the keyboard back first, so what follows (`x^2-2`, whose `−` would zoom) is the
     * calculator's too, and the formula line can take it. */
    if (modifiers == 0 && calc_graph_has_focus (self) && gdk_keyval_to_unicode (key) != 0)
        gtk_window_set_focus (GTK_WINDOW (self), NULL);
    if (key == GDK_KEY_F6 && modifiers == 0) {
        focus_other_pane (self);
        return TRUE;
    }
    /* A key with a modifier is a GtkShortcut's (shortcut_controller_new), or no key. */
    if (modifiers != 0)
        return FALSE;
    if (recent_takes_key (self, key))
        return TRUE;
    if (calc_display_card_recent_has_focus (CARD (self), gtk_root_get_focus (GTK_ROOT (self)))
        && (key == GDK_KEY_Return || key == GDK_KEY_KP_Enter || key == GDK_KEY_space
            || key == GDK_KEY_Up || key == GDK_KEY_Down))
        return FALSE;   /* the focused line's: use it, or move to the next */
    shortcut = find_shortcut (self, key, 0);
    if (shortcut == NULL)
        /* Any other printable key pressed alone (Shift makes its character) types it:
         * the letters of `sqrt`, `sin`, `pi`; in programmer mode Space too, between the
         * parts of `F0 and 3C` (docs/behaviour.md §18). */
        return !focus_elsewhere (self)
               && (emit_typed (self, key) || (key == GDK_KEY_space && programmer_shown (self)
                                              && emit_space (self)));
    if (focus_elsewhere (self) && !(shortcut->flags & CALC_SHORTCUT_IN_ENTRIES))
        return FALSE;
    if (shortcut->flags & CALC_SHORTCUT_TYPES)
        return emit_typed (self, key);
    /* The callback may destroy the window (close, quit): touch nothing after it. */
    calc_window_emit (self, shortcut->code, NULL);
    return TRUE;
}

static gboolean
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

static gboolean
calc_keys_forward (CalcWindow *self, GtkEventControllerKey *controller, guint keyval,
                   guint keycode, GdkModifierType state, gboolean popover_has_entries)
{
    if (state & (GDK_SUPER_MASK | GDK_HYPER_MASK | GDK_META_MASK))
        return FALSE;

    guint key = calc_shortcuts_unlocked_keyval (controller, keyval, keycode, state);
    const CalcShortcut *shortcut;

    /* A key with a modifier is the popover's GtkShortcut's (calc_window_attach_popover). */
    if (calc_shortcuts_modifiers (key, state) != 0)
        return FALSE;
    shortcut = find_shortcut (self, key, 0);
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

static void
calc_keys_attach (CalcWindow *self)
{
    GtkEventController *controller = gtk_event_controller_key_new ();

    gtk_widget_add_controller (GTK_WIDGET (self), shortcut_controller_new (self, ON_WINDOW));
    gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
    g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
    gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* ==== Popover ====
 *
 * The window's popovers (variables, history, main menu): where they open, where the
 * keyboard goes when they close, and which keys typed in them reach the calculator.
 */

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

static void
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
    CalcWindow *self = CALC_WINDOW (data);

    if (self != NULL)
        self->closed_popover_button = NULL;
    return G_SOURCE_REMOVE;
}

static void
on_popover_closed (GtkPopover *popover, CalcWindow *self)
{
    self->closed_popover_button = gtk_widget_get_parent (GTK_WIDGET (popover));
    on_focus_changed (G_OBJECT (self), NULL, self);
    g_timeout_add_full (G_PRIORITY_DEFAULT, 250, end_focus_watch, g_object_ref (GTK_WIDGET (self)),
                        g_object_unref);
}

/* Keys pressed in a popover reach the calculator unless the popover needs them. */
static gboolean
on_popover_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                        GdkModifierType state, CalcWindow *self)
{
    return calc_keys_forward (self, controller, keyval, keycode, state, FALSE);
}

/* The same for a popover with entries, which take every key but the window's own. */
static gboolean
on_entries_popover_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                                GdkModifierType state, CalcWindow *self)
{
    return calc_keys_forward (self, controller, keyval, keycode, state, TRUE);
}

static void
calc_menu_button_toggle (GtkWidget *button)
{
    GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));

    if (popover != NULL && gtk_widget_get_visible (GTK_WIDGET (popover)))
        gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
    else
        gtk_menu_button_popup (GTK_MENU_BUTTON (button));
}

static void
calc_window_unfocus_on_close (CalcWindow *self, GtkWidget *popover)
{
    g_signal_connect (popover, "closed", G_CALLBACK (on_popover_closed), self);
}

/* A popover is a surface of its own, whose keys do not pass the window's accelerators:
 * the same accelerators as its own shortcuts, activating the same actions (they all
 * work in entries and popovers: WindowActions). */
static GtkEventController *
accelerators_controller_new (CalcWindow *self)
{
    GtkApplication *app = calc_app_get_application (self->app);
    GtkEventController *controller = gtk_shortcut_controller_new ();
    g_auto (GStrv) actions = gtk_application_list_action_descriptions (app);

    gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
    for (size_t i = 0; actions[i] != NULL; i++) {
        g_auto (GStrv) accels = gtk_application_get_accels_for_action (app, actions[i]);

        /* The actions have no target: the detailed name is the name. */
        for (size_t j = 0; accels[j] != NULL; j++)
            gtk_shortcut_controller_add_shortcut (
                GTK_SHORTCUT_CONTROLLER (controller),
                gtk_shortcut_new (gtk_shortcut_trigger_parse_string (accels[j]),
                                  gtk_named_action_new (actions[i])));
    }
    return controller;
}

static void
calc_window_attach_popover (CalcWindow *self, GtkWidget *popover, gboolean has_entries)
{
    GtkEventController *keys = gtk_event_controller_key_new ();

    gtk_widget_add_controller (popover, accelerators_controller_new (self));
    gtk_widget_add_controller (popover, shortcut_controller_new (
        self, has_entries ? ON_ENTRIES_POPOVER : ON_LIST_POPOVER));
    calc_window_place_popover (self, popover);
    calc_window_unfocus_on_close (self, popover);
    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect (keys, "key-pressed",
                      has_entries ? G_CALLBACK (on_entries_popover_key_pressed)
                                  : G_CALLBACK (on_popover_key_pressed), self);
    gtk_widget_add_controller (popover, keys);
}

static void
calc_popovers_init (CalcWindow *self)
{
    g_signal_connect (GTK_WIDGET (self), "notify::focus-widget", G_CALLBACK (on_focus_changed), self);
}

/* ==== Menu ====
 *
 * The primary menu (Copy, Paste, Clear History, Keyboard Shortcuts, About), the
 * keyboard shortcuts window and the About dialog.
 */

/* ---- Primary menu ---- */

/* The popover menu is built when it first opens (and GTK calls this before every
 * opening): its widgets are memory and work a start need not pay for. */
static void
create_menu_popover (GtkMenuButton *button, gpointer data)
{
    CalcWindow *self = data;

    if (gtk_menu_button_get_popover (button) != NULL)
        return;
    gtk_menu_button_set_menu_model (button, self->menu);
    /* Its keys stay its own (mnemonics, arrows); its place is the window's, and so is
     * where the keyboard goes when it closes (not back to the button, which Space would
     * open again). */
    GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (button));
    calc_window_place_popover (self, popover);
    calc_window_unfocus_on_close (self, popover);
}

/* Each item is a window action ("win.copy"), which the window registered. */
static void
calc_menu_button_init (CalcWindow *self, const CalcMenuItemSpec *items, size_t n)
{
    GtkWidget *button = self->menu_button;
    GMenu *menu = g_menu_new ();
    GMenu *section = NULL;

    for (size_t i = 0; i < n; i++) {
        char *detailed = g_strconcat ("win.", items[i].action, NULL);
        GMenuItem *item = g_menu_item_new (items[i].label, detailed);

        if (items[i].accelerator != NULL)
            g_menu_item_set_attribute (item, "accel", "s", items[i].accelerator);
        if (section == NULL || (i > 0 && items[i].section != items[i - 1].section)) {
            if (section != NULL) {
                g_menu_append_section (menu, NULL, G_MENU_MODEL (section));
                g_object_unref (section);
            }
            section = g_menu_new ();
        }
        g_menu_append_item (section, item);
        g_object_unref (item);
        g_free (detailed);
    }
    if (section != NULL) {
        g_menu_append_section (menu, NULL, G_MENU_MODEL (section));
        g_object_unref (section);
    }

    self->menu = G_MENU_MODEL (menu);
    gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), create_menu_popover, self, NULL);
    calc_widget_set_tooltip (button, calc_text (self->texts, "menu-tooltip"));
    calc_widget_set_accessible_name (button, calc_text (self->texts, "menu-name"));
}

/* ---- Keyboard shortcuts window ---- */

/* GTK 4.8 builds a GtkShortcutsWindow only from a GtkBuilder description (adding
 * sections and groups from code came in 4.14), so the rows are written as one.
 *
 * The section reflows its groups into pages after each group it is given, and a
 * reflow over several pages puts the later pages' groups first. So the groups go in
 * while everything fits on one page, and the real page size is set once at the end. */
#define CALC_SHORTCUTS_LINES_PER_COLUMN 15
static char *
shortcuts_ui (const char *title, const CalcShortcutHelpSpec *rows, size_t n)
{
    GString *ui = g_string_new (NULL);
    char *markup = g_markup_printf_escaped (
        "<interface>"
        "<object class='GtkShortcutsWindow' id='window'>"
        "<property name='modal'>1</property>"
        "<property name='title'>%s</property>"
        "<child><object class='GtkShortcutsSection' id='section'>"
        "<property name='section-name'>shortcuts</property>"
        "<property name='max-height'>1000</property>", title);

    g_string_append (ui, markup);
    g_free (markup);

    for (size_t i = 0; i < n; i++) {
        gboolean first = i == 0 || g_strcmp0 (rows[i].group, rows[i - 1].group) != 0;
        gboolean last = i + 1 == n || g_strcmp0 (rows[i].group, rows[i + 1].group) != 0;

        if (first) {
            markup = g_markup_printf_escaped (
                "<child><object class='GtkShortcutsGroup'>"
                "<property name='title'>%s</property>", rows[i].group ? rows[i].group : "");
            g_string_append (ui, markup);
            g_free (markup);
        }
        markup = g_markup_printf_escaped (
            "<child><object class='GtkShortcutsShortcut'>"
            "<property name='title'>%s</property>"
            "<property name='accelerator'>%s</property>"
            "</object></child>",
            rows[i].title ? rows[i].title : "", rows[i].accelerator ? rows[i].accelerator : "");
        g_string_append (ui, markup);
        g_free (markup);
        if (last)
            g_string_append (ui, "</object></child>");
    }
    g_string_append (ui, "</object></child></object></interface>");
    return g_string_free (ui, FALSE);
}

void
calc_window_show_shortcuts (CalcWindow *self, const CalcShortcutHelpSpec *rows, size_t n)
{
    g_return_if_fail (self != NULL && (rows != NULL || n == 0));
    if (self->shortcuts_window == NULL) {
        char *ui = shortcuts_ui (calc_text (self->texts, "shortcuts-title"), rows, n);
        GtkBuilder *builder = gtk_builder_new_from_string (ui, -1);
        GtkWidget *window = GTK_WIDGET (gtk_builder_get_object (builder, "window"));

        g_object_set (gtk_builder_get_object (builder, "section"),
                      "max-height", CALC_SHORTCUTS_LINES_PER_COLUMN, NULL);
        /* GTK keeps a toplevel alive until it is destroyed: closing it destroys it, and
         * so does closing the calculator window. */
        gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
        gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);
        gtk_window_set_hide_on_close (GTK_WINDOW (window), FALSE);
        self->shortcuts_window = window;
        g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &self->shortcuts_window);
        g_object_unref (builder);
        g_free (ui);
    }
    gtk_window_present (GTK_WINDOW (self->shortcuts_window));
}

/* ---- Preferences ---- */

static void
on_preference_changed (CalcPreferencesWindow *preferences, int row, int value, CalcWindow *self)
{
    double numbers[2] = { row, value };

    (void) preferences;
    calc_window_emit_numbers (self, self->preferences.code, numbers, 2);
}

void
calc_window_show_preferences (CalcWindow *self, const CalcPreferencesSpec *spec)
{
    g_return_if_fail (self != NULL && spec != NULL);
    if (self->preferences.window == NULL) {
        GArray *values = self->preferences.values;
        GtkWidget *window = calc_preferences_window_new (
            self->texts, spec, values ? (const int32_t *) (void *) values->data : NULL,
            values ? values->len : 0);

        self->preferences.code = spec->code_changed;
        /* Closing it destroys it, and so does closing the calculator window. */
        gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
        g_signal_connect_object (window, "changed", G_CALLBACK (on_preference_changed), self, 0);
        self->preferences.window = window;
        g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &self->preferences.window);
    }
    gtk_window_present (GTK_WINDOW (self->preferences.window));
}

void
calc_window_set_preferences (CalcWindow *self, const int32_t *values, size_t n)
{
    g_return_if_fail (self != NULL && (values != NULL || n == 0));
    if (self->preferences.values == NULL)
        self->preferences.values = g_array_new (FALSE, FALSE, sizeof (int32_t));
    g_array_set_size (self->preferences.values, 0);
    g_array_append_vals (self->preferences.values, values, (guint) n);
    if (self->preferences.window != NULL)
        calc_preferences_window_set_values (CALC_PREFERENCES_WINDOW (self->preferences.window),
                                            values, n);
}

/* ---- About ---- */

void
calc_window_show_about (CalcWindow *self, const CalcAboutSpec *about)
{
    GtkIconTheme *theme;
    const char *logo;

    g_return_if_fail (self != NULL && about != NULL);
    calc_app_use_icon_paths (self->app);
    theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (self)));
    logo = about->logo_icon_name;

    /* Run from a build folder without its icon installed: a generic calculator rather
     * than a "missing image" sign. */
    if (logo == NULL || !gtk_icon_theme_has_icon (theme, logo))
        logo = "accessories-calculator";

    /* GTK keeps one dialog per parent, raises it when asked again, and destroys it with
     * the parent. */
    gtk_show_about_dialog (GTK_WINDOW (self),
                           "program-name", about->program_name,
                           "version", about->version,
                           "comments", calc_text (self->texts, "about-comments"),
                           "website", about->website,
                           "website-label", about->website,
                           "logo-icon-name", logo,
                           "copyright", calc_text (self->texts, "about-copyright"),
                           "license-type", GTK_LICENSE_MIT_X11,
                           NULL);
}

/* ==== Clipboard ====
 *
 * Copy and paste through the window's GdkClipboard. Reading is asynchronous: the text
 * comes back through the event callback, as every other event does.
 */

void
calc_window_copy_text (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    if (text != NULL)
        gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
}

/* The bytes read in one go; the read stops past CALC_CLIPBOARD_MAX_BYTES (calc_window.h). */
#define CHUNK 65536

/* The text formats asked for, UTF-8 first. */
static const char *text_types[] = {
    "text/plain;charset=utf-8", "UTF8_STRING", "text/plain", NULL,
};

/* A pending read holds a reference on the GtkWindow, which keeps the CalcWindow (the
 * window's "calc-window" data, freed when the window is finalized) alive until the reply.
 * What makes a reply after the window was closed safe is on_destroy
 * setting the callback to NULL: calc_window_emit then drops it, and Swift, whose side is
 * gone by then, never hears of it. */
typedef struct {
    GtkWidget *window;
    int32_t    code;
    GByteArray *bytes;
    guint8      chunk[CHUNK];
} ClipboardRead;

/* Sends the text read (NULL: none) and frees the read. The bytes are kept whole: a NUL
 * byte, which would end a C string, is sent as U+2400 `␀`, and invalid UTF-8 as U+FFFD,
 * so that Swift sees every character and refuses such text whole with its message
 * (CalculatorController.pasteRefusal) rather than taking what came before the NUL. */
static void
read_done (ClipboardRead *read, gboolean have_text)
{
    CalcWindow *self = CALC_WINDOW (read->window);

    if (self != NULL) {
        g_autoptr (GString) text = NULL;
        if (have_text) {
            text = g_string_sized_new (read->bytes->len + 1);
            for (guint i = 0; i < read->bytes->len; i++) {
                if (read->bytes->data[i] == '\0')
                    g_string_append (text, "\xe2\x90\x80");  /* U+2400 */
                else
                    g_string_append_c (text, (char) read->bytes->data[i]);
            }
        }
        if (text != NULL && !g_utf8_validate (text->str, (gssize) text->len, NULL)) {
            g_autofree char *valid = g_utf8_make_valid (text->str, (gssize) text->len);
            calc_window_emit (self, read->code, valid);
        } else {
            calc_window_emit (self, read->code, text != NULL ? text->str : NULL);
        }
    }
    g_byte_array_unref (read->bytes);
    g_object_unref (read->window);
    g_free (read);
}

static void
on_chunk (GObject *source, GAsyncResult *result, gpointer data)
{
    ClipboardRead *read = data;
    GInputStream *stream = G_INPUT_STREAM (source);
    g_autoptr (GError) error = NULL;
    gssize n = g_input_stream_read_finish (stream, result, &error);

    if (n < 0) {
        g_debug ("the clipboard's text could not be read: %s", error->message);
        g_object_unref (stream);
        read_done (read, FALSE);
        return;
    }
    g_byte_array_append (read->bytes, read->chunk, (guint) n);
    /* Past the bound the text is longer than any formula taken: what was read is
     * refused as too long, whole; the rest need not be read. */
    if (n == 0 || read->bytes->len > CALC_CLIPBOARD_MAX_BYTES) {
        g_input_stream_close_async (stream, G_PRIORITY_DEFAULT, NULL, NULL, NULL);
        g_object_unref (stream);
        read_done (read, TRUE);
        return;
    }
    g_input_stream_read_async (stream, read->chunk, CHUNK, G_PRIORITY_DEFAULT, NULL, on_chunk,
                               read);
}

static void
on_stream (GObject *source, GAsyncResult *result, gpointer data)
{
    ClipboardRead *read = data;
    g_autoptr (GError) error = NULL;
    GInputStream *stream = gdk_clipboard_read_finish (GDK_CLIPBOARD (source), result, NULL,
                                                      &error);

    /* An empty clipboard or one without text is an answer too: NULL. */
    if (stream == NULL) {
        g_debug ("no text on the clipboard: %s", error->message);
        read_done (read, FALSE);
        return;
    }
    g_input_stream_read_async (stream, read->chunk, CHUNK, G_PRIORITY_DEFAULT, NULL, on_chunk,
                               read);
}

/* Reads `clipboard`'s text and sends it with `code`. */
static void
request_text (CalcWindow *self, GdkClipboard *clipboard, int32_t code)
{
    ClipboardRead *read = g_new0 (ClipboardRead, 1);

    read->window = g_object_ref (GTK_WIDGET (self));
    read->code = code;
    read->bytes = g_byte_array_new ();
    gdk_clipboard_read_async (clipboard, text_types, G_PRIORITY_DEFAULT, NULL, on_stream, read);
}

void
calc_window_request_clipboard_text (CalcWindow *self, int32_t code)
{
    g_return_if_fail (self != NULL);
    request_text (self, gtk_widget_get_clipboard (GTK_WIDGET (self)), code);
}

/* The graph's image (Copy Graph as Image). */
void
calc_window_copy_png (CalcWindow *self, const unsigned char *bytes, size_t length)
{
    g_return_if_fail (self != NULL);
    g_autoptr (GBytes) data = g_bytes_new (bytes, length);
    g_autoptr (GError) error = NULL;
    g_autoptr (GdkTexture) texture = gdk_texture_new_from_bytes (data, &error);

    if (texture == NULL) {
        g_warning ("the graph's image: %s", error->message);
        return;
    }
    gdk_clipboard_set_texture (gtk_widget_get_clipboard (GTK_WIDGET (self)), texture);
}

/* ==== Window graph ====
 *
 * The graph in the window (docs/behaviour.md §14): the header bar's toggle, and where the
 * graph (calc_graph_view.c) goes: beside the keys in a wide window, in the keypad's place
 * in a narrow one. Swift computes everything drawn and every view change; this file
 * places the graph and sends what it reports to Swift. Built at its first opening: a
 * start with the graph closed makes the toggle only.
 */

/* From this window width the graph opens beside the keys (the window grows so that
 * the keys stay where they are, calc_graph_split.c); narrower, it takes the keypad's place. */
enum { BESIDE_FROM_WIDTH = 800 };

struct _CalcWindowGraph {
    CalcGraphSpec  spec;          /* its `keys` are given to the view when it is built */
    GArray        *keys;          /* CalcShortcutSpec, the names in `key_names` */
    GPtrArray     *key_names;
    GtkWidget     *toggle;
    /* Built at the first opening; NULL until then. `view` is held by a reference of our
     * own while it is moved about; `split` is the window's child from then on. */
    GtkWidget     *view;      /* the graph (calc_graph_view.c), with its margins */
    GtkWidget     *split;     /* the calculator and the graph beside it (calc_graph_split.c) */
    gboolean       open;
    gboolean       beside;
    /* Beside the keys: the calculator's width to keep (0: what the split's rule gives). */
    int            column;
    /* The window's width before the graph widened it, and after: closing gives the
     * first back while the user has not resized the window meanwhile. */
    int            width_before, width_opened;
};

static CalcWindowGraph *
graph_of (CalcWindow *self)
{
    return self->graph;
}

/* ---- What the graph reports ---- */

static void
on_resized (CalcGraphView *view, int width, int height, CalcWindow *self)
{
    CalcWindowGraph *graph = graph_of (self);

    (void) view;
    if (graph != NULL && graph->open) {
        double size[2] = { width, height };

        calc_window_emit_numbers (self, graph->spec.code_resized, size, 2);
    }
}

static void
on_pan (CalcGraphView *view, double dx, double dy, CalcWindow *self)
{
    double values[2] = { dx, dy };

    (void) view;
    calc_window_emit_numbers (self, graph_of (self)->spec.code_pan, values, 2);
}

static void
on_zoom (CalcGraphView *view, double factor, double x, double y, CalcWindow *self)
{
    double values[3] = { factor, x, y };

    (void) view;
    calc_window_emit_numbers (self, graph_of (self)->spec.code_zoom, values, 3);
}

static void
on_centre (CalcGraphView *view, double x, double y, CalcWindow *self)
{
    double values[2] = { x, y };

    (void) view;
    calc_window_emit_numbers (self, graph_of (self)->spec.code_centre, values, 2);
}

static void
on_trace (CalcGraphView *view, double x, double y, CalcWindow *self)
{
    double values[2] = { x, y };

    (void) view;
    calc_window_emit_numbers (self, graph_of (self)->spec.code_trace, values, 2);
}

static void
on_trace_left (CalcGraphView *view, CalcWindow *self)
{
    (void) view;
    calc_window_emit (self, graph_of (self)->spec.code_trace, NULL);
}

static void
on_graph_key (CalcGraphView *view, int code, CalcWindow *self)
{
    (void) view;
    calc_window_emit (self, code, NULL);
}

/* The drawing's size now, as if it had just changed. */
static void
report_size (CalcWindowGraph *graph)
{
    calc_graph_view_report_size (CALC_GRAPH_VIEW (graph->view));
}

void
calc_window_graph_hand_back (CalcWindow *self)
{
    if (calc_graph_has_focus (self))
        gtk_window_set_focus (GTK_WINDOW (self), NULL);
}

static gboolean
calc_graph_has_focus (CalcWindow *self)
{
    CalcWindowGraph *graph = graph_of (self);

    return graph != NULL && graph->view != NULL
           && calc_graph_view_has_focus (CALC_GRAPH_VIEW (graph->view));
}

static gboolean
calc_graph_claims_key (CalcWindow *self, GtkEventControllerKey *controller, guint keyval,
                       guint keycode, GdkModifierType state)
{
    return calc_graph_has_focus (self)
           && calc_graph_view_claims_key (CALC_GRAPH_VIEW (graph_of (self)->view), controller,
                                          keyval, keycode, state);
}

static gboolean
calc_graph_has_key (CalcWindow *self, guint keyval, uint32_t modifiers)
{
    return calc_graph_has_focus (self)
           && calc_graph_view_has_key (CALC_GRAPH_VIEW (graph_of (self)->view), keyval, modifiers);
}

static gboolean
calc_graph_take_focus (CalcWindow *self)
{
    CalcWindowGraph *graph = graph_of (self);

    if (graph == NULL || !graph->open || graph->view == NULL)
        return FALSE;
    return gtk_widget_child_focus (graph->view, GTK_DIR_TAB_FORWARD);
}

static int
calc_graph_calculator_width (CalcWindow *self, int window_width)
{
    CalcWindowGraph *graph = graph_of (self);

    if (graph == NULL || !graph->open || !graph->beside)
        return window_width;
    return calc_graph_split_calculator_width (graph->column, window_width);
}

/* ---- Building and placing ---- */

static void
view_new (CalcWindow *self, CalcWindowGraph *graph)
{
    graph->view = g_object_ref_sink (calc_graph_view_new (
        self->texts, (const CalcShortcutSpec *) (void *) graph->keys->data, graph->keys->len));
    g_signal_connect (graph->view, "resized", G_CALLBACK (on_resized), self);
    g_signal_connect (graph->view, "pan", G_CALLBACK (on_pan), self);
    g_signal_connect (graph->view, "zoom", G_CALLBACK (on_zoom), self);
    g_signal_connect (graph->view, "centre", G_CALLBACK (on_centre), self);
    g_signal_connect (graph->view, "trace", G_CALLBACK (on_trace), self);
    g_signal_connect (graph->view, "trace-left", G_CALLBACK (on_trace_left), self);
    g_signal_connect (graph->view, "key", G_CALLBACK (on_graph_key), self);
}

/* Takes the graph out of its parent (the column's box or the split), keeping it alive. */
static void
unparent_kept (GtkWidget *widget)
{
    GtkWidget *parent = gtk_widget_get_parent (widget);

    if (parent == NULL)
        return;
    if (GTK_IS_BOX (parent))
        gtk_box_remove (GTK_BOX (parent), widget);
    else if (CALC_IS_GRAPH_SPLIT (parent))
        calc_graph_split_set_end (CALC_GRAPH_SPLIT (parent), NULL);
}

/* Maximized or full screen: the window's size is the screen's, not one it can grow to. */
static gboolean
fills_screen (CalcWindow *self)
{
    return gtk_window_is_maximized (GTK_WINDOW (self))
           || gtk_window_is_fullscreen (GTK_WINDOW (self));
}

/* The width the graph and the keys share: the window's own (its default size), or in a
 * window filling the screen (or tiled) what it was given. */
static int
window_width (CalcWindow *self)
{
    int width = 0, height = 0;

    gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
    if (width <= 0 || fills_screen (self)) {
        int allocated = gtk_widget_get_width (GTK_WIDGET (self));

        if (allocated > 0)
            width = allocated;
    }
    return width;
}

static gboolean
calc_graph_in_keys_place (CalcWindow *self)
{
    return self->graph != NULL && self->graph->open && !self->graph->beside;
}

/* Puts the graph where the window's width says: beside the keys (the calculator keeps
 * `column` pixels where the split's rule leaves them, 0: what it gives) or in the
 * keypad's place; or nowhere when closed. */
static void
place (CalcWindow *self, CalcWindowGraph *graph, gboolean open, gboolean beside, int column)
{
    unparent_kept (graph->view);
    gtk_widget_set_visible (self->keys, !(open && !beside) && !programmer_shown (self));
    /* Beside the keys it has the window's edge for its margin; in the column, the
     * column's own. */
    gtk_widget_set_margin_top (graph->view, beside ? 6 : 0);
    gtk_widget_set_margin_bottom (graph->view, beside ? 6 : 0);
    gtk_widget_set_margin_start (graph->view, beside ? 6 : 0);
    gtk_widget_set_margin_end (graph->view, beside ? 6 : 0);
    if (open && beside) {
        calc_graph_split_set_column (CALC_GRAPH_SPLIT (graph->split), column);
        calc_graph_split_set_end (CALC_GRAPH_SPLIT (graph->split), graph->view);
        graph->column = column;
    } else if (open) {
        gtk_box_append (GTK_BOX (self->column), graph->view);
    }
    graph->open = open;
    graph->beside = beside;
    calc_window_update_size_class (self);
}

/* A window narrowed below the threshold while the graph is open beside the keys gives
 * the graph the keypad's place, and widened again puts it back beside them (the split
 * says when its width changed, after the layout: a resize, maximized, full screen). The
 * widths themselves are the split's rule, at every layout. */
static void
on_split_width_changed (CalcGraphSplit *split, int allocated, CalcWindow *self)
{
    CalcWindowGraph *graph = graph_of (self);
    int width = window_width (self);
    gboolean beside = width >= BESIDE_FROM_WIDTH;

    (void) split, (void) allocated;
    calc_window_update_size_class (self);
    if (graph == NULL || !graph->open || width <= 0 || beside == graph->beside)
        return;
    place (self, graph, TRUE, beside, graph->column);
}

/* The theme changed (dark style, high contrast): Swift draws again in its colours. The
 * settings outlive the window, so the handler goes with the window (connected swapped
 * to it). */
static void
on_theme_changed (GtkWidget *window, GParamSpec *pspec, GObject *settings)
{
    CalcWindow *self = CALC_WINDOW (window);
    CalcWindowGraph *graph = self != NULL ? graph_of (self) : NULL;

    (void) settings, (void) pspec;
    if (graph != NULL && graph->open && graph->view != NULL)
        report_size (graph);
}

static void
build (CalcWindow *self, CalcWindowGraph *graph)
{
    GtkWidget *content = g_object_ref (gtk_window_get_child (GTK_WINDOW (self)));

    /* The window's content goes into the split, the window's child from now on. */
    gtk_window_set_child (GTK_WINDOW (self), NULL);
    graph->split = calc_graph_split_new (content);
    g_object_unref (content);
    gtk_window_set_child (GTK_WINDOW (self), graph->split);
    g_signal_connect (graph->split, "width-changed", G_CALLBACK (on_split_width_changed), self);
    view_new (self, graph);
    g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)), "notify::gtk-application-prefer-dark-theme",
                             G_CALLBACK (on_theme_changed), GTK_WIDGET (self), G_CONNECT_SWAPPED);
    g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)), "notify::gtk-theme-name",
                             G_CALLBACK (on_theme_changed), GTK_WIDGET (self), G_CONNECT_SWAPPED);
}

static void
calc_window_graph_free (CalcWindow *self)
{
    CalcWindowGraph *graph = g_steal_pointer (&self->graph);

    if (graph == NULL)
        return;

    g_clear_object (&graph->view);
    g_array_unref (graph->keys);
    g_ptr_array_unref (graph->key_names);
    g_free (graph);
}

/* The toggle's icon: a period of a sine in the text's colour. Drawn, not a themed icon:
 * no icon theme has one, and a word would not fit a 360-px header bar beside RPN and DEG. */
static void
draw_icon (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
    GdkRGBA colour;

    (void) data;
    gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &colour);
    gdk_cairo_set_source_rgba (cr, &colour);
    cairo_set_line_width (cr, 1.5);
    cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
    for (int i = 0; i <= 24; i++) {
        double x = 1.5 + (width - 3) * i / 24.0;
        double y = height / 2.0 - (height / 2.0 - 3) * sin (2 * G_PI * i / 24.0);
        if (i == 0)
            cairo_move_to (cr, x, y);
        else
            cairo_line_to (cr, x, y);
    }
    cairo_stroke (cr);
}

void
calc_window_graph_setup (CalcWindow *self, const CalcGraphSpec *spec)
{
    g_return_if_fail (self != NULL && spec != NULL);
    CalcWindowGraph *graph = g_new0 (CalcWindowGraph, 1);
    GtkWidget *bar = gtk_window_get_titlebar (GTK_WINDOW (self));

    graph->spec = *spec;
    graph->spec.keys = NULL;
    graph->spec.n_keys = 0;
    /* The keys are the view's once it is built: kept until then, names copied. */
    graph->keys = g_array_sized_new (FALSE, FALSE, sizeof (CalcShortcutSpec), (guint) spec->n_keys);
    graph->key_names = g_ptr_array_new_with_free_func (g_free);
    for (size_t i = 0; i < spec->n_keys; i++) {
        CalcShortcutSpec key = spec->keys[i];

        key.keyval_name = g_strdup (key.keyval_name);
        g_ptr_array_add (graph->key_names, (gpointer) key.keyval_name);
        g_array_append_val (graph->keys, key);
    }
    g_return_if_fail (self->graph == NULL);
    self->graph = graph;
    GtkWidget *icon = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role",
                                    GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);

    gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (icon), 16);
    gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (icon), 16);
    gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
    gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (icon), draw_icon, NULL, NULL);
    graph->toggle = gtk_toggle_button_new ();
    gtk_button_set_child (GTK_BUTTON (graph->toggle), icon);
    calc_widget_set_tooltip (graph->toggle, calc_text (self->texts, "graph-tooltip"));
    gtk_widget_set_focus_on_click (graph->toggle, FALSE);
    gtk_widget_add_css_class (graph->toggle, "compact-switch");
    gtk_widget_add_css_class (graph->toggle, "graph-toggle");
    calc_widget_set_accessible_name (graph->toggle, calc_text (self->texts, "graph-toggle-name"));
    gtk_actionable_set_action_name (GTK_ACTIONABLE (graph->toggle), CALC_ACTION_GRAPH);
    gtk_header_bar_pack_start (GTK_HEADER_BAR (bar), graph->toggle);
}

void
calc_window_graph_show (CalcWindow *self, int open)
{
    CalcWindowGraph *graph = graph_of (self);
    int width = window_width (self), height = 0, ignored = 0;
    /* The calculator's width now (the window's child: its holder, or the split with
     * the graph not beside it). */
    int column = 0;

    g_return_if_fail (graph != NULL);
    calc_window_set_action_state (self, CALC_ACTION_GRAPH, open != 0);
    if ((open != 0) == graph->open)
        return;
    if (gtk_window_get_child (GTK_WINDOW (self)) != NULL)
        column = gtk_widget_get_width (gtk_window_get_child (GTK_WINDOW (self)));
    if (graph->view == NULL)
        build (self, graph);
    gtk_window_get_default_size (GTK_WINDOW (self), &ignored, &height);
    if (open) {
        gboolean beside = width >= BESIDE_FROM_WIDTH;
        gboolean shown = gtk_widget_get_mapped (GTK_WIDGET (self));
        gboolean fills = fills_screen (self);

        /* Opened at start (restored), the window's size (saved with the state) already
         * holds the graph, and the split's rule gives the keys their width back; in a
         * window filling the screen, which cannot grow, the keys give the graph room. */
        if (!shown || column <= 0)
            column = 0;
        place (self, graph, TRUE, beside, fills ? 0 : column);
        /* Beside: the window grows by the graph, so the keys stay where they are. */
        graph->width_before = graph->width_opened = 0;
        if (beside && !shown && !fills) {
            /* Closing gives back what opening it added before the restart. */
            graph->width_before = calc_graph_split_calculator_width (0, width);
            graph->width_opened = width;
        } else if (beside && shown && !fills && column > 0) {
            int grown = width + calc_graph_split_width_for_column (column) - column;

            gtk_window_set_default_size (GTK_WINDOW (self), grown, height);
            graph->width_before = width;
            graph->width_opened = grown;
        }
    } else {
        /* The window gives back what opening the graph added to it; a width the user
         * chose since stays. */
        gboolean shrink = graph->beside && graph->width_opened > 0 && width == graph->width_opened
                          && !fills_screen (self);

        if (calc_graph_view_has_focus (CALC_GRAPH_VIEW (graph->view)))
            gtk_window_set_focus (GTK_WINDOW (self), NULL);
        place (self, graph, FALSE, FALSE, 0);
        calc_graph_view_set_scene (CALC_GRAPH_VIEW (graph->view), NULL);
        if (shrink)
            gtk_window_set_default_size (GTK_WINDOW (self), graph->width_before, height);
        graph->width_before = graph->width_opened = 0;
    }
}

void
calc_window_graph_set_scene (CalcWindow *self, const CalcGraphScene *scene)
{
    CalcWindowGraph *graph = graph_of (self);

    g_return_if_fail (graph != NULL);
    if (graph->view != NULL)
        calc_graph_view_set_scene (CALC_GRAPH_VIEW (graph->view), scene);
}

void
calc_window_graph_set_description (CalcWindow *self, const char *description)
{
    CalcWindowGraph *graph = graph_of (self);

    if (graph != NULL && graph->view != NULL)
        calc_graph_view_set_description (CALC_GRAPH_VIEW (graph->view), description);
}

/* The relative luminance of a colour (WCAG). */
static double
luminance (const GdkRGBA *colour)
{
    double channels[3] = { colour->red, colour->green, colour->blue };

    for (int i = 0; i < 3; i++)
        channels[i] = channels[i] <= 0.04045 ? channels[i] / 12.92
                                             : pow ((channels[i] + 0.055) / 1.055, 2.4);
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
}

static double
contrast (const GdkRGBA *a, const GdkRGBA *b)
{
    double la = luminance (a), lb = luminance (b);

    return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* The theme's own colours say its style, whatever it is called: dark when its text is
 * lighter than its background (or the dark style is asked for, which a live switch
 * sets before the colours follow), high contrast when its borders stand out from its
 * background as a high-contrast theme's do (Adwaita's about 1.4:1, HighContrast's 2.4:1
 * dark and 4:1 light). */
int
calc_window_graph_style (CalcWindow *self)
{
    GtkStyleContext *style = gtk_widget_get_style_context (GTK_WIDGET (self));
    GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (self));
    GdkRGBA text, background, borders;
    gboolean dark = FALSE, high = FALSE;

    g_object_get (settings, "gtk-application-prefer-dark-theme", &dark, NULL);
    gtk_style_context_get_color (style, &text);
    if (gtk_style_context_lookup_color (style, "theme_bg_color", &background)) {
        dark = dark || luminance (&text) > luminance (&background);
        high = gtk_style_context_lookup_color (style, "borders", &borders)
               && contrast (&borders, &background) >= 2.0;
    }
    if (high)
        return dark ? CALC_GRAPH_HIGH_CONTRAST_DARK : CALC_GRAPH_HIGH_CONTRAST;
    return dark ? CALC_GRAPH_DARK : CALC_GRAPH_LIGHT;
}
