// The calculator window: header bar, display card (variables line, description, stack,
// display), button grid, and its lifetime. The setters are in calc_view.c.
#include "calc_private.h"

void
calc_window_emit (CalcWindow *self, int32_t code, const char *text)
{
    g_return_if_fail (code != CALC_CODE_NONE);
    if (self->callback != NULL)
        self->callback (self->user_data, code, text);
}

void
calc_widget_set_accessible_name (GtkWidget *widget, const char *name)
{
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
calc_widget_set_accessible_description (GtkWidget *widget, const char *description)
{
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/* gtk_widget_set_tooltip_text() on a visible widget asks the X server where the pointer
 * is (two round trips), in case the new tooltip should show at once. Every widget built
 * for the window is visible and not yet on screen, so a start would make one query per
 * tooltip; hidden for the call, the widget skips the query. On screen, the
 * query is what a tooltip needs, and is kept. */
void
calc_widget_set_tooltip (GtkWidget *widget, const char *text)
{
    if (gtk_widget_get_mapped (widget) || !gtk_widget_get_visible (widget)) {
        gtk_widget_set_tooltip_text (widget, text);
        return;
    }
    gtk_widget_set_visible (widget, FALSE);
    gtk_widget_set_tooltip_text (widget, text);
    gtk_widget_set_visible (widget, TRUE);
}

int
calc_label_lines_height (GtkWidget *label, int lines)
{
    g_autoptr (GString) text = g_string_new ("0");
    g_autoptr (PangoLayout) layout = NULL;
    int height = 0;

    for (int i = 1; i < lines; i++)
        g_string_append (text, "\n0");
    layout = gtk_widget_create_pango_layout (label, text->str);
    pango_layout_get_pixel_size (layout, NULL, &height);
    return height;
}

/* A code is kept as object data offset by one, so that code 0 (the digit 0) is not the
 * NULL of "no data", which reads back as CALC_CODE_NONE. */
static void
set_code_data (gpointer object, const char *key, int32_t code)
{
    g_object_set_data (G_OBJECT (object), key, GINT_TO_POINTER (code - CALC_CODE_NONE));
}

static int32_t
get_code_data (gpointer object, const char *key)
{
    return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (object), key)) + CALC_CODE_NONE;
}

void
calc_widget_set_code (GtkWidget *widget, int32_t code)
{
    set_code_data (widget, "calc-code", code);
}

int32_t
calc_widget_get_code (gpointer widget)
{
    return get_code_data (widget, "calc-code");
}

/* ---- Header bar ---- */

/* A switch is one toggle: pressed sends its "on" code, released its "off" code. */
static void
on_toggled (GtkToggleButton *toggle, CalcWindow *self)
{
    if (self->updating)
        return;
    calc_window_emit (self, gtk_toggle_button_get_active (toggle)
                              ? calc_widget_get_code (toggle)
                              : get_code_data (toggle, "calc-off-code"),
                      NULL);
}

static GtkWidget *
toggle_new (CalcWindow *self, const char *label, const char *accessible_name,
            const char *tooltip, int32_t on_code, int32_t off_code)
{
    GtkWidget *toggle = gtk_toggle_button_new_with_label (label);

    calc_widget_set_tooltip (toggle, tooltip);
    gtk_widget_set_focus_on_click (toggle, FALSE);
    gtk_widget_add_css_class (toggle, "compact-switch");
    calc_widget_set_accessible_name (toggle, accessible_name);
    calc_widget_set_code (toggle, on_code);
    set_code_data (toggle, "calc-off-code", off_code);
    g_signal_connect (toggle, "toggled", G_CALLBACK (on_toggled), self);
    return toggle;
}

static GtkWidget *
header_bar_new (CalcWindow *self, const CalcWindowSpec *spec)
{
    GtkWidget *bar = gtk_header_bar_new ();

    /* No title in the bar: it would set the window's minimum width, and the window
     * manager still shows the window's title (gtk_window_set_title). An empty box is nothing. */
    gtk_header_bar_set_title_widget (GTK_HEADER_BAR (bar),
                                     gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0));

    /* Two single toggles rather than two pairs: the bar then fits a 360-px window with
     * the window manager's three buttons. */
    self->rpn_toggle = toggle_new (self, calc_window_text (self, "rpn-label"),
                                   calc_window_text (self, "rpn-name"),
                                   calc_window_text (self, "rpn-tooltip"),
                                   spec->code_rpn, spec->code_algebraic);
    self->degrees_toggle = toggle_new (self, calc_window_text (self, "angle-degrees"),
                                       calc_window_text (self, "degrees-name"),
                                       calc_window_text (self, "degrees-tooltip"),
                                       spec->code_degrees, spec->code_radians);
    gtk_header_bar_pack_start (GTK_HEADER_BAR (bar), self->rpn_toggle);
    gtk_header_bar_pack_start (GTK_HEADER_BAR (bar), self->degrees_toggle);
    /* From the right edge: menu, variables, history. */
    gtk_header_bar_pack_end (GTK_HEADER_BAR (bar),
                             calc_menu_button_new (self, spec->menu_items, spec->n_menu_items));
    gtk_header_bar_pack_end (GTK_HEADER_BAR (bar),
                             calc_variables_button_new (self, spec->variables,
                                                        spec->n_variables));
    gtk_header_bar_pack_end (GTK_HEADER_BAR (bar), calc_history_button_new (self, spec));
    return bar;
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

/* The stack's room: an invisible text of all its lines in its font (nothing to a screen
 * reader), with the stack's lines over it. The room is always all the lines, in both
 * modes and whatever the window's size class makes the font: switching modes or filling
 * the stack never moves the keys (docs/behaviour.md §8). Returns the placeholder. */
static GtkWidget *
stack_room_new (CalcWindow *self)
{
    g_autoptr (GString) lines = g_string_new ("0");
    GtkWidget *placeholder;

    for (int i = 1; i < self->stack_lines; i++)
        g_string_append (lines, "\n0");
    placeholder = g_object_new (GTK_TYPE_LABEL, "accessible-role",
                                GTK_ACCESSIBLE_ROLE_PRESENTATION, "label", lines->str, NULL);
    gtk_widget_add_css_class (placeholder, "stack");
    gtk_widget_set_opacity (placeholder, 0.0);
    self->stack_room = gtk_overlay_new ();
    gtk_overlay_set_child (GTK_OVERLAY (self->stack_room), placeholder);
    gtk_overlay_add_overlay (GTK_OVERLAY (self->stack_room), self->stack);
    /* Were the stack ever taller than its room (a font fallback), the room grows. */
    gtk_overlay_set_measure_overlay (GTK_OVERLAY (self->stack_room), self->stack, TRUE);
    return placeholder;
}

static GtkWidget *
display_area_new (CalcWindow *self)
{
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

    self->display_area = box;
    gtk_widget_add_css_class (box, "display-area");
    self->variables_line = text_label_new ("variables", 0.0f, PANGO_ELLIPSIZE_END);
    self->stack = text_label_new ("stack", 1.0f, PANGO_ELLIPSIZE_START);
    self->description = text_label_new ("description", 1.0f, PANGO_ELLIPSIZE_START);
    self->display = text_label_new ("display", 1.0f, PANGO_ELLIPSIZE_NONE);
    self->display_fit = calc_display_fit_new (self->display);
    gtk_widget_add_css_class (self->display_fit, "display-fit");
    /* What each line is, for screen readers and tests (a label's name is its text). */
    calc_widget_set_accessible_description (self->variables_line,
                                            calc_window_text (self, "variables-line-description"));
    calc_widget_set_accessible_description (self->stack,
                                            calc_window_text (self, "stack-description"));
    calc_widget_set_accessible_description (self->description,
                                            calc_window_text (self, "description-description"));
    calc_widget_set_accessible_description (self->display,
                                            calc_window_text (self, "display-description"));
    /* The variables line always holds its line, and in RPN mode the stack holds all its
     * lines, so that neither grows the window when it fills (calc_view.c). An empty
     * label would be read as "GtkLabel": while one is empty, a spacer holds its room. */
    self->variables_spacer = spacer_new ();
    self->stack_spacer = stack_room_new (self);
    gtk_widget_set_visible (self->variables_line, FALSE);
    gtk_widget_set_visible (self->stack, FALSE);
    /* The newest entry sits next to the display, however few there are. */
    gtk_label_set_yalign (GTK_LABEL (self->stack), 1.0f);
    gtk_label_set_yalign (GTK_LABEL (self->display), 1.0f);
    gtk_widget_add_css_class (self->description, "dim-label");
    /* A long program keeps its end, the part that explains the value: "… + 3 =", on
     * one line, so that it never changes height (the full text is its accessible name). */
    /* An empty description must still hold its line, or the display jumps. */
    gtk_label_set_text (GTK_LABEL (self->description), " ");
    gtk_label_set_text (GTK_LABEL (self->display), "0");
    /* Top to bottom: variables, description, then the stack next to the display
     * (docs/behaviour.md §4: newest last, next to the display). */
    /* The angle unit in use, always shown at the end of the variables line
     * (docs/behaviour.md §8): the line keeps its height, so nothing moves. */
    {
        GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
        self->angle_unit = text_label_new ("angle-unit", 1.0f, PANGO_ELLIPSIZE_NONE);
        gtk_widget_add_css_class (self->angle_unit, "dim-label");
        calc_widget_set_accessible_description (self->angle_unit,
                                                calc_window_text (self, "angle-description"));
        gtk_label_set_text (GTK_LABEL (self->angle_unit), calc_window_text (self, "angle-degrees"));
        gtk_widget_set_hexpand (self->variables_line, TRUE);
        gtk_widget_set_hexpand (self->variables_spacer, TRUE);
        gtk_box_append (GTK_BOX (row), self->variables_line);
        gtk_box_append (GTK_BOX (row), self->variables_spacer);
        gtk_box_append (GTK_BOX (row), self->angle_unit);
        gtk_box_append (GTK_BOX (box), row);
    }
    self->description_fit = calc_tail_fit_new (self->description);
    gtk_box_append (GTK_BOX (box), self->description_fit);
    gtk_box_append (GTK_BOX (box), self->stack_room);
    gtk_box_append (GTK_BOX (box), self->display_fit);
    return box;
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

static void
message_new (CalcWindow *self, GtkWidget *content)
{
    GtkWidget *row = gtk_overlay_new ();

    self->message = text_label_new ("message", 1.0f, PANGO_ELLIPSIZE_END);
    self->message_spacer = spacer_new ();
    gtk_widget_set_visible (self->message, FALSE);
    gtk_widget_set_hexpand (self->message, TRUE);
    calc_widget_set_accessible_description (self->message,
                                            calc_window_text (self, "message-description"));
    /* "History cleared" has an Undo beside it, as a GNOME toast has: over the end of
     * the message's line (whose text then keeps clear of it), never making it taller,
     * so it moves nothing either. */
    self->message_undo = gtk_button_new_with_label (calc_window_text (self, "message-undo"));
    gtk_widget_add_css_class (self->message_undo, "message-undo");
    gtk_widget_set_focus_on_click (self->message_undo, FALSE);
    calc_widget_set_tooltip (self->message_undo, calc_window_text (self, "message-undo-tooltip"));
    gtk_widget_set_visible (self->message_undo, FALSE);
    g_signal_connect (self->message_undo, "clicked", G_CALLBACK (on_message_undo), self);
    gtk_widget_set_halign (self->message_undo, GTK_ALIGN_END);
    gtk_widget_set_valign (self->message_undo, GTK_ALIGN_CENTER);
    gtk_widget_set_margin_end (row, 12);
    gtk_overlay_set_child (GTK_OVERLAY (row), self->message);
    gtk_overlay_add_overlay (GTK_OVERLAY (row), self->message_undo);
    gtk_widget_set_visible (row, FALSE);
    gtk_box_append (GTK_BOX (content), row);
    gtk_box_append (GTK_BOX (content), self->message_spacer);
}

/* ---- Buttons ---- */

static void
on_clicked (GtkButton *button, CalcWindow *self)
{
    calc_window_emit (self, calc_widget_get_code (button), NULL);
}

static GtkWidget *
grid_new (const char *css_class)
{
    GtkWidget *grid = gtk_grid_new ();

    gtk_grid_set_row_homogeneous (GTK_GRID (grid), TRUE);
    gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
    gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
    gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
    gtk_widget_set_hexpand (grid, TRUE);
    gtk_widget_set_vexpand (grid, TRUE);
    gtk_widget_add_css_class (grid, css_class);
    return grid;
}

static void
button_init (CalcWindow *self, CalcButton *button, const CalcButtonSpec *spec)
{
    *button = (CalcButton) {
        .code = spec->code,
        .flags = spec->flags,
        .label = g_strdup (spec->label),
        .rpn_label = g_strdup (spec->rpn_label ? spec->rpn_label : spec->label),
        .name = g_strdup (spec->accessible_name),
        .rpn_name = g_strdup (spec->rpn_accessible_name ? spec->rpn_accessible_name
                                                        : spec->accessible_name),
        .tooltip = g_strdup (spec->tooltip),
        .rpn_tooltip = g_strdup (spec->rpn_tooltip ? spec->rpn_tooltip : spec->tooltip),
    };
    button->relabels = g_strcmp0 (button->label, button->rpn_label) != 0
                       || g_strcmp0 (button->name, button->rpn_name) != 0
                       || g_strcmp0 (button->tooltip, button->rpn_tooltip) != 0;
    button->widget = gtk_button_new_with_label (spec->label);
    /* Clicking keeps the keyboard focus where it was, as on a physical calculator. */
    gtk_widget_set_focus_on_click (button->widget, FALSE);
    gtk_widget_add_css_class (button->widget, "key");
    if (spec->css_class != NULL)
        gtk_widget_add_css_class (button->widget, spec->css_class);
    calc_widget_set_tooltip (button->widget, spec->tooltip);
    calc_widget_set_accessible_name (button->widget, spec->accessible_name);
    gtk_widget_set_visible (button->widget, !(spec->flags & CALC_BUTTON_RPN_ONLY));
    /* An algebraic-only key shares its cell with an RPN-only one: one of them shows. */
    calc_widget_set_code (button->widget, spec->code);
    g_signal_connect (button->widget, "clicked", G_CALLBACK (on_clicked), self);
}

/* The flow box children are only containers: Tab goes straight to the keys, and a
 * screen reader hears the grid's name rather than "GtkFlowBoxChild". */
static void
flow_child_init (GtkWidget *grid, const char *accessible_name)
{
    GtkWidget *child = gtk_widget_get_parent (grid);

    gtk_widget_set_focusable (child, FALSE);
    calc_widget_set_accessible_name (child, accessible_name);
}

/* Two grids in a flow box: side by side when the window is wide enough, the
 * scientific keys above the keypad when it is not. */
static GtkWidget *
button_area_new (CalcWindow *self, const CalcButtonSpec *specs, size_t n)
{
    GtkWidget *flow = gtk_flow_box_new ();
    GtkWidget *keypad = grid_new ("keypad");
    GtkWidget *scientific = grid_new ("scientific");

    gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
    gtk_flow_box_set_activate_on_single_click (GTK_FLOW_BOX (flow), FALSE);
    gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 1);
    gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 2);
    gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 4);
    gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 12);
    gtk_widget_set_vexpand (flow, TRUE);
    calc_widget_set_accessible_name (flow, calc_window_text (self, "keys-name"));
    self->keys = flow;

    self->buttons = g_new0 (CalcButton, n);
    self->n_buttons = n;
    for (size_t i = 0; i < n; i++) {
        const CalcButtonSpec *spec = &specs[i];
        CalcButton *button = &self->buttons[i];
        button_init (self, button, spec);
        gtk_grid_attach (GTK_GRID (spec->section == CALC_SECTION_SCIENTIFIC ? scientific
                                                                          : keypad),
                         button->widget, spec->column, spec->row, MAX (spec->width, 1), 1);
    }
    gtk_flow_box_append (GTK_FLOW_BOX (flow), scientific);
    gtk_flow_box_append (GTK_FLOW_BOX (flow), keypad);
    flow_child_init (scientific, calc_window_text (self, "scientific-keys-name"));
    flow_child_init (keypad, calc_window_text (self, "keypad-name"));
    return flow;
}

/* ---- Size ---- */

/* The display and key labels grow with a large window (cerebrum.css): a class on the
 * window says how large it is. The thresholds lie well above the minimum size each
 * class asks for, so a class never holds a window larger than it is. */
void
calc_window_update_size_class (CalcWindow *self)
{
    GtkWidget *window = self->window;
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
    if (size_class == self->size_class)
        return;
    if (self->size_class != NULL)
        gtk_widget_remove_css_class (GTK_WIDGET (window), self->size_class);
    if (size_class != NULL)
        gtk_widget_add_css_class (GTK_WIDGET (window), size_class);
    self->size_class = size_class;
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
    gtk_widget_set_size_request (self->window, CALC_WINDOW_MIN_WIDTH, CALC_WINDOW_MIN_HEIGHT);
    return holder;
}

/* ---- Lifetime ---- */

/* The texts stay for the window's whole life, so that a part built later (a popover,
 * the shortcuts window) finds them too. NULL reads as "". */
static void
texts_copy (CalcWindow *self, const CalcText *texts, size_t n)
{
    self->texts_chunk = g_string_chunk_new (1024);
    self->texts = g_hash_table_new (g_str_hash, g_str_equal);
    for (size_t i = 0; i < n; i++) {
        const char *text = texts[i].text != NULL ? texts[i].text : "";

        if (texts[i].id != NULL)
            g_hash_table_insert (self->texts,
                                 g_string_chunk_insert_const (self->texts_chunk, texts[i].id),
                                 g_string_chunk_insert_const (self->texts_chunk, text));
    }
}

const char *
calc_window_text (CalcWindow *self, const char *id)
{
    const char *text = g_hash_table_lookup (self->texts, id);

    if (text == NULL) {
        g_critical ("no window text with the id %s", id);
        return "";
    }
    return text;
}

/* Swift's side goes first, while every widget still exists; the struct itself lives
 * until the window is finalized, so late signals from dying children find it. */
static void
on_destroy (GtkWidget *window, CalcWindow *self)
{
    CalcDestroyNotify destroy = self->destroy;
    void *user_data = self->user_data;

    (void) window;
    g_clear_handle_id (&self->shown_idle, g_source_remove);
    self->callback = NULL;
    self->destroy = NULL;
    self->user_data = NULL;
    if (destroy != NULL)
        destroy (user_data);
}

void
calc_window_report_shown (CalcWindow *self)
{
    g_clear_handle_id (&self->shown_idle, g_source_remove);
    if (self->shown_reported)
        return;
    self->shown_reported = TRUE;
    calc_window_emit (self, self->code_window_shown, NULL);
}

static gboolean
emit_shown (gpointer data)
{
    CalcWindow *self = data;

    self->shown_idle = 0;
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
    self->shown_idle = g_idle_add_full (G_PRIORITY_LOW, emit_shown, self, NULL);
}

static void
calc_window_free (gpointer data)
{
    CalcWindow *self = data;

    for (size_t i = 0; i < self->n_buttons; i++) {
        CalcButton *b = &self->buttons[i];
        g_free (b->label);
        g_free (b->rpn_label);
        g_free (b->name);
        g_free (b->rpn_name);
        g_free (b->tooltip);
        g_free (b->rpn_tooltip);
    }
    for (size_t i = 0; i < self->n_variables; i++) {
        g_free (self->variables[i].name);
        g_free (self->variables[i].accessible_name);
        g_free (self->variables[i].text);
    }
    /* The shortcuts window may outlive this struct by a moment: stop it writing here. */
    if (self->shortcuts_window != NULL)
        g_object_remove_weak_pointer (G_OBJECT (self->shortcuts_window),
                                      (gpointer *) &self->shortcuts_window);
    calc_history_free (self);
    g_free (self->buttons);
    g_free (self->shortcuts);
    g_free (self->variables);
    g_hash_table_unref (self->texts);
    g_string_chunk_free (self->texts_chunk);
    g_free (self);
}

CalcWindow *
calc_window_new (CalcApp *app, const CalcWindowSpec *spec, CalcEventCallback callback,
                 void *user_data, CalcDestroyNotify destroy)
{
    g_return_val_if_fail (app != NULL && spec != NULL && spec->texts != NULL, NULL);
    CalcWindow *self = g_new0 (CalcWindow, 1);
    GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

    self->app = app;
    self->rpn_shown = -1;
    self->stack_lines = MAX (spec->stack_lines, 1);
    self->code_window_shown = spec->code_window_shown;
    self->code_type = spec->code_type;
    self->callback = callback;
    self->user_data = user_data;
    self->destroy = destroy;
    texts_copy (self, spec->texts, spec->n_texts);

    self->window = gtk_application_window_new (calc_app_get_application (app));
    gtk_window_set_title (GTK_WINDOW (self->window), calc_window_text (self, "title"));
    /* Narrow enough for the stacked layout (side by side takes about 680 px), short
     * enough for a 768-px-high screen. */
    gtk_window_set_default_size (GTK_WINDOW (self->window), 480, 700);
    g_object_set_data_full (G_OBJECT (self->window), "calc-window", self, calc_window_free);
    g_signal_connect (self->window, "destroy", G_CALLBACK (on_destroy), self);
    g_signal_connect (self->window, "map", G_CALLBACK (on_first_map), self);
    g_signal_connect (self->window, "notify::default-width", G_CALLBACK (on_size_changed), self);
    calc_popovers_init (self);
    g_signal_connect (self->window, "notify::default-height", G_CALLBACK (on_size_changed), self);
    gtk_window_set_titlebar (GTK_WINDOW (self->window), header_bar_new (self, spec));

    gtk_widget_add_css_class (content, "calculator");
    self->column = content;
    gtk_box_append (GTK_BOX (content), display_area_new (self));
    message_new (self, content);
    gtk_box_append (GTK_BOX (content), button_area_new (self, spec->buttons, spec->n_buttons));
    gtk_window_set_child (GTK_WINDOW (self->window), min_size_holder_new (self, content));

    calc_keys_init (self, spec->shortcuts, spec->n_shortcuts);
    calc_keys_attach (self);
    return self;
}

void
calc_window_present (CalcWindow *self)
{
    g_return_if_fail (self != NULL);
    gtk_window_present (GTK_WINDOW (self->window));
    /* No key starts out focused: otherwise Space would press the first key, and typing
     * would leave a focus ring on it. Tab still reaches every control. */
    gtk_window_set_focus (GTK_WINDOW (self->window), NULL);
}

void
calc_window_set_size (CalcWindow *self, int width, int height)
{
    g_return_if_fail (self != NULL);
    gtk_window_set_default_size (GTK_WINDOW (self->window), MAX (width, CALC_WINDOW_MIN_WIDTH),
                                 MAX (height, CALC_WINDOW_MIN_HEIGHT));
}

void
calc_window_get_size (CalcWindow *self, int *width, int *height)
{
    g_return_if_fail (self != NULL && width != NULL && height != NULL);
    /* GTK 4 keeps the default size as the window's size while it is not maximized. */
    gtk_window_get_default_size (GTK_WINDOW (self->window), width, height);
}

void
calc_window_close (CalcWindow *self)
{
    g_return_if_fail (self != NULL);
    gtk_window_close (GTK_WINDOW (self->window));
}
