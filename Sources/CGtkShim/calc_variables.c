// The variables panel: a header bar button opening an entry per variable (x, y, z, M)
// to edit its value. Pressing Enter in an entry sends its text; closing the panel drops
// what was not sent.
#include "calc_private.h"

static void
on_entry_activate (GtkEntry *entry, CalcWindow *self)
{
    calc_window_emit (self, calc_widget_get_code (entry),
                      gtk_editable_get_text (GTK_EDITABLE (entry)));
}

/* A refused entry is marked for the eye (the `error` class) and for screen readers
 * (the invalid state). */
static void
set_refused (GtkWidget *entry, gboolean refused)
{
    if (refused)
        gtk_widget_add_css_class (entry, "error");
    else
        gtk_widget_remove_css_class (entry, "error");
    gtk_accessible_update_state (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_STATE_INVALID,
                                 refused ? GTK_ACCESSIBLE_INVALID_TRUE
                                         : GTK_ACCESSIBLE_INVALID_FALSE,
                                 -1);
}

/* Typing again takes back the "refused" mark of the last attempt. */
static void
on_entry_changed (GtkEditable *entry, gpointer data)
{
    (void) data;
    if (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"))
        set_refused (GTK_WIDGET (entry), FALSE);
}

static GtkWidget *
panel_new (CalcWindow *self)
{
    GtkWidget *grid = gtk_grid_new ();

    gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
    gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
    gtk_widget_add_css_class (grid, "variables-panel");

    for (size_t i = 0; i < self->n_variables; i++) {
        CalcVariable *variable = &self->variables[i];
        GtkWidget *label = gtk_label_new (variable->name);
        GtkWidget *entry = gtk_entry_new ();
        int row = (int) (i / 2), column = (int) (i % 2) * 2;

        gtk_label_set_xalign (GTK_LABEL (label), 1.0f);
        gtk_editable_set_width_chars (GTK_EDITABLE (entry), 8);
        gtk_widget_set_hexpand (entry, TRUE);
        gtk_entry_set_placeholder_text (GTK_ENTRY (entry),
                                        calc_window_text (self, "variable-placeholder"));
        calc_widget_set_tooltip (entry, calc_window_text (self, "variable-tooltip"));
        calc_widget_set_accessible_name (entry, variable->accessible_name);
        calc_widget_set_code (entry, variable->code);
        gtk_editable_set_text (GTK_EDITABLE (entry), variable->text);
        if (variable->refused)
            set_refused (entry, TRUE);
        g_signal_connect (entry, "activate", G_CALLBACK (on_entry_activate), self);
        g_signal_connect (entry, "changed", G_CALLBACK (on_entry_changed), NULL);
        gtk_grid_attach (GTK_GRID (grid), label, column, row, 1, 1);
        gtk_grid_attach (GTK_GRID (grid), entry, column + 1, row, 1, 1);
        variable->entry = entry;
    }
    self->variables_message = gtk_label_new (NULL);
    gtk_label_set_wrap (GTK_LABEL (self->variables_message), TRUE);
    gtk_label_set_max_width_chars (GTK_LABEL (self->variables_message), 30);
    gtk_label_set_xalign (GTK_LABEL (self->variables_message), 0.0f);
    gtk_widget_add_css_class (self->variables_message, "message");
    gtk_widget_set_visible (self->variables_message, FALSE);
    gtk_grid_attach (GTK_GRID (grid), self->variables_message, 0,
                     (int) ((self->n_variables + 1) / 2), 4, 1);
    return grid;
}

void
calc_variables_show_message (CalcWindow *self, const char *text)
{
    gboolean shown = text != NULL && text[0] != '\0';

    /* Only while the panel is open: a message of before would greet its next opening. */
    if (self->variables_message == NULL
        || (shown && !gtk_widget_get_mapped (gtk_widget_get_parent (self->variables_message))))
        return;
    gtk_label_set_text (GTK_LABEL (self->variables_message), shown ? text : "");
    gtk_widget_set_visible (self->variables_message, shown);
}

/* Closing the panel drops text typed but not entered with Enter, and a refused text:
 * the next opening shows the values the calculation uses, never text it ignored (a new
 * user typed 7, clicked away, and found 7 still there though x had not changed). */
static void
on_panel_closed (GtkPopover *popover, CalcWindow *self)
{
    (void) popover;
    calc_variables_show_message (self, NULL);
    for (size_t i = 0; i < self->n_variables; i++) {
        CalcVariable *variable = &self->variables[i];

        variable->refused = FALSE;
        if (variable->entry == NULL)
            continue;
        if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (variable->entry)), variable->text) != 0)
            gtk_editable_set_text (GTK_EDITABLE (variable->entry), variable->text);
        if (gtk_widget_has_css_class (variable->entry, "error"))
            set_refused (variable->entry, FALSE);
    }
}

/* The panel is built when it first opens (GTK calls this before every opening): a start
 * need not pay for it, and many sessions never open it. */
static void
create_panel (GtkMenuButton *button, gpointer data)
{
    CalcWindow *self = data;
    GtkPopover *popover = gtk_menu_button_get_popover (button);

    if (popover != NULL && gtk_popover_get_child (popover) == NULL)
        gtk_popover_set_child (popover, panel_new (self));
}

GtkWidget *
calc_variables_button_new (CalcWindow *self, const CalcVariableSpec *specs, size_t n)
{
    GtkWidget *button = gtk_menu_button_new ();
    GtkWidget *popover = gtk_popover_new ();

    self->variables = g_new0 (CalcVariable, n);
    self->n_variables = n;
    for (size_t i = 0; i < n; i++)
        self->variables[i] = (CalcVariable) {
            .name = g_strdup (specs[i].name), .accessible_name = g_strdup (specs[i].accessible_name),
            .code = specs[i].code, .text = g_strdup (""),
        };
    gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "document-edit-symbolic");
    calc_widget_set_tooltip (button, calc_window_text (self, "variables-tooltip"));
    calc_widget_set_accessible_name (button, calc_window_text (self, "variables-name"));
    gtk_widget_add_css_class (button, "compact");
    /* Its entries take every key but the window's own (Ctrl+H, Ctrl+Q…). */
    g_object_set_data (G_OBJECT (popover), "calc-has-entries", GINT_TO_POINTER (1));
    calc_window_attach_popover (self, popover);
    g_signal_connect (popover, "closed", G_CALLBACK (on_panel_closed), self);
    gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
    gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), create_panel, self, NULL);
    self->variables_button = button;
    return button;
}

void
calc_window_toggle_variables (CalcWindow *self)
{
    g_return_if_fail (self != NULL && self->variables_button != NULL);
    calc_menu_button_toggle (self->variables_button);
}

static CalcVariable *
find_variable (CalcWindow *self, const char *name)
{
    for (size_t i = 0; i < self->n_variables; i++)
        if (g_strcmp0 (self->variables[i].name, name) == 0)
            return &self->variables[i];
    return NULL;
}

void
calc_window_set_variable_entry (CalcWindow *self, const char *name, const char *text)
{
    CalcVariable *variable;
    const char *new_text = text ? text : "";

    g_return_if_fail (self != NULL && name != NULL);
    variable = find_variable (self, name);

    if (variable == NULL)
        return;
    if (g_strcmp0 (variable->text, new_text) != 0) {
        g_free (variable->text);
        variable->text = g_strdup (new_text);
    }
    /* Rewriting identical text would move the cursor and reset the entry's undo. */
    if (variable->entry != NULL
        && g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (variable->entry)), new_text) != 0)
        gtk_editable_set_text (GTK_EDITABLE (variable->entry), new_text);
}

void
calc_window_set_variable_entry_error (CalcWindow *self, const char *name, int on)
{
    CalcVariable *variable;

    g_return_if_fail (self != NULL && name != NULL);
    variable = find_variable (self, name);
    if (variable == NULL)
        return;
    variable->refused = on != 0;
    /* Every render sets every entry: only a change reaches screen readers. */
    if (variable->entry != NULL
        && gtk_widget_has_css_class (variable->entry, "error") != (on != 0))
        set_refused (variable->entry, on != 0);
}
