// The variables popover: an entry per variable (x, y, z, M) to edit its value. Enter in
// an entry sends its text; closing the popover drops what was not sent. Its entries are
// built at its first opening: an entry with its input method is work a start need not do.
#include "calc_variables_popover.h"

#include "calc_texts.h"
#include "calc_util.h"

/// A variable and what its entry is to show; `entry` exists once the popover has first
/// opened, until then `text` and `refused` keep it.
typedef struct {
    char      *name;
    char      *accessible_name;
    int32_t    code;
    GtkWidget *entry;
    char      *text;
    gboolean   refused;
} CalcVariable;

struct _CalcVariablesPopover {
    GtkPopover    parent_instance;
    /* Bound from the template. */
    GtkWidget    *grid, *message;
    CalcVariable *variables;
    size_t        n_variables;
    gboolean      built;
    /* The entries' placeholder and tooltip (Swift's texts). */
    char         *placeholder, *tooltip;
};

G_DEFINE_FINAL_TYPE (CalcVariablesPopover, calc_variables_popover, GTK_TYPE_POPOVER)

enum { ENTERED, N_SIGNALS };
static guint signals[N_SIGNALS];

static CalcVariable *
variable_of_entry (CalcVariablesPopover *self, GtkWidget *entry)
{
    for (size_t i = 0; i < self->n_variables; i++)
        if (self->variables[i].entry == entry)
            return &self->variables[i];
    return NULL;
}

static void
on_entry_activate (GtkEntry *entry, CalcVariablesPopover *self)
{
    CalcVariable *variable = variable_of_entry (self, GTK_WIDGET (entry));

    if (variable != NULL)
        g_signal_emit (self, signals[ENTERED], 0, variable->code,
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

void
calc_variables_popover_prepare (CalcVariablesPopover *self)
{
    g_return_if_fail (CALC_IS_VARIABLES_POPOVER (self));
    if (self->built)
        return;
    self->built = TRUE;
    for (size_t i = 0; i < self->n_variables; i++) {
        CalcVariable *variable = &self->variables[i];
        GtkWidget *label = gtk_label_new (variable->name);
        GtkWidget *entry = gtk_entry_new ();
        int row = (int) (i / 2), column = (int) (i % 2) * 2;

        gtk_label_set_xalign (GTK_LABEL (label), 1.0f);
        gtk_editable_set_width_chars (GTK_EDITABLE (entry), 8);
        gtk_widget_set_hexpand (entry, TRUE);
        gtk_entry_set_placeholder_text (GTK_ENTRY (entry), self->placeholder);
        calc_widget_set_tooltip (entry, self->tooltip);
        calc_widget_set_accessible_name (entry, variable->accessible_name);
        gtk_editable_set_text (GTK_EDITABLE (entry), variable->text);
        if (variable->refused)
            set_refused (entry, TRUE);
        g_signal_connect (entry, "activate", G_CALLBACK (on_entry_activate), self);
        g_signal_connect (entry, "changed", G_CALLBACK (on_entry_changed), NULL);
        gtk_grid_attach (GTK_GRID (self->grid), label, column, row, 1, 1);
        gtk_grid_attach (GTK_GRID (self->grid), entry, column + 1, row, 1, 1);
        variable->entry = entry;
    }
}

void
calc_variables_popover_show_message (CalcVariablesPopover *self, const char *text)
{
    gboolean shown = text != NULL && text[0] != '\0';

    g_return_if_fail (CALC_IS_VARIABLES_POPOVER (self));
    /* Only while open: a message of before would greet its next opening. */
    if (shown && !gtk_widget_get_mapped (GTK_WIDGET (self)))
        return;
    gtk_label_set_text (GTK_LABEL (self->message), shown ? text : "");
    gtk_widget_set_visible (self->message, shown);
}

/* Closing drops text typed but not entered with Enter, and a refused text: the next
 * opening shows the values the calculation uses, never text it ignored (a new user typed
 * 7, clicked away, and found 7 still there though x had not changed). */
static void
on_closed (GtkPopover *popover, CalcVariablesPopover *self)
{
    (void) popover;
    calc_variables_popover_show_message (self, NULL);
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

static void
calc_variables_popover_finalize (GObject *object)
{
    CalcVariablesPopover *self = CALC_VARIABLES_POPOVER (object);

    for (size_t i = 0; i < self->n_variables; i++) {
        g_free (self->variables[i].name);
        g_free (self->variables[i].accessible_name);
        g_free (self->variables[i].text);
    }
    g_free (self->variables);
    g_free (self->placeholder);
    g_free (self->tooltip);
    G_OBJECT_CLASS (calc_variables_popover_parent_class)->finalize (object);
}

static void
calc_variables_popover_class_init (CalcVariablesPopoverClass *klass)
{
    GObjectClass *object_class = G_OBJECT_CLASS (klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

    object_class->finalize = calc_variables_popover_finalize;
    signals[ENTERED] = g_signal_new ("entered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT,
                                     G_TYPE_STRING);
    gtk_widget_class_set_template_from_resource (
        widget_class, "/io/github/cerebrum/Cerebrum/ui/calc-variables-popover.ui");
    gtk_widget_class_bind_template_child (widget_class, CalcVariablesPopover, grid);
    gtk_widget_class_bind_template_child (widget_class, CalcVariablesPopover, message);
    gtk_widget_class_bind_template_callback (widget_class, on_closed);
}

static void
calc_variables_popover_init (CalcVariablesPopover *self)
{
    gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
calc_variables_popover_new (GHashTable *texts, const CalcVariableSpec *specs, size_t n)
{
    CalcVariablesPopover *self = g_object_new (CALC_TYPE_VARIABLES_POPOVER, NULL);

    /* Named as its button is (else a screen reader hears the type's name). */
    calc_widget_set_accessible_name (GTK_WIDGET (self), calc_text (texts, "variables-name"));

    self->placeholder = g_strdup (calc_text (texts, "variable-placeholder"));
    self->tooltip = g_strdup (calc_text (texts, "variable-tooltip"));
    self->variables = g_new0 (CalcVariable, n);
    self->n_variables = n;
    for (size_t i = 0; i < n; i++)
        self->variables[i] = (CalcVariable) {
            .name = g_strdup (specs[i].name), .accessible_name = g_strdup (specs[i].accessible_name),
            .code = specs[i].code, .text = g_strdup (""),
        };
    return GTK_WIDGET (self);
}

static CalcVariable *
find_variable (CalcVariablesPopover *self, const char *name)
{
    for (size_t i = 0; i < self->n_variables; i++)
        if (g_strcmp0 (self->variables[i].name, name) == 0)
            return &self->variables[i];
    return NULL;
}

void
calc_variables_popover_set_entry (CalcVariablesPopover *self, const char *name, const char *text)
{
    const char *new_text = text ? text : "";
    CalcVariable *variable;

    g_return_if_fail (CALC_IS_VARIABLES_POPOVER (self) && name != NULL);
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
calc_variables_popover_set_refused (CalcVariablesPopover *self, const char *name,
                                    gboolean refused)
{
    CalcVariable *variable;

    g_return_if_fail (CALC_IS_VARIABLES_POPOVER (self) && name != NULL);
    variable = find_variable (self, name);
    if (variable == NULL)
        return;
    variable->refused = refused;
    /* Every render sets every entry: only a change reaches screen readers. */
    if (variable->entry != NULL && gtk_widget_has_css_class (variable->entry, "error") != refused)
        set_refused (variable->entry, refused);
}
