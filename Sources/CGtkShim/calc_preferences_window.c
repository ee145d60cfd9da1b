// The Preferences window: groups of rows, each a title, a line saying what it does and a
// control (a drop-down, a switch, a spin button or a button), built from Swift's table
// (PreferencesPage) as a GNOME preferences page lays them out. What the user changes
// leaves as "changed"; the values shown come from Swift, which owns them.
#include "calc_preferences_window.h"

#include "calc_texts.h"
#include "calc_util.h"

/// A row's control and its kind.
typedef struct {
    GtkWidget *control;
    int32_t    kind;
} CalcPreferenceRow;

struct _CalcPreferencesWindow {
    GtkWindow          parent_instance;
    /* Bound from the template: the box the groups go into. */
    GtkWidget         *page;
    CalcPreferenceRow *rows;
    size_t             n_rows;
    /* Set while Swift's values are being shown, so they are not sent back. */
    gboolean           showing;
};

G_DEFINE_FINAL_TYPE (CalcPreferencesWindow, calc_preferences_window, GTK_TYPE_WINDOW)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static int
row_of (CalcPreferencesWindow *self, gpointer control)
{
    for (size_t i = 0; i < self->n_rows; i++)
        if (self->rows[i].control == control)
            return (int) i;
    return -1;
}

static void
emit_changed (CalcPreferencesWindow *self, gpointer control, int value)
{
    int row = row_of (self, control);

    if (!self->showing && row >= 0)
        g_signal_emit (self, signals[CHANGED], 0, row, value);
}

static void
on_choice (GObject *drop_down, GParamSpec *pspec, CalcPreferencesWindow *self)
{
    (void) pspec;
    emit_changed (self, drop_down, (int) gtk_drop_down_get_selected (GTK_DROP_DOWN (drop_down)));
}

static void
on_toggle (GObject *toggle, GParamSpec *pspec, CalcPreferencesWindow *self)
{
    (void) pspec;
    emit_changed (self, toggle, gtk_switch_get_active (GTK_SWITCH (toggle)) ? 1 : 0);
}

static void
on_number (GtkSpinButton *spin, CalcPreferencesWindow *self)
{
    emit_changed (self, spin, gtk_spin_button_get_value_as_int (spin));
}

static void
on_button (GtkButton *button, CalcPreferencesWindow *self)
{
    emit_changed (self, button, 1);
}

/* The control of one row, named for screen readers by the row's title and described by
 * its line. */
static GtkWidget *
control_new (CalcPreferencesWindow *self, const CalcPreferenceSpec *spec)
{
    GtkWidget *control;

    switch (spec->kind) {
    case CALC_PREFERENCE_CHOICE: {
        const char **choices = g_new0 (const char *, spec->n_choices + 1);

        for (size_t i = 0; i < spec->n_choices; i++)
            choices[i] = spec->choices[i];
        control = gtk_drop_down_new_from_strings (choices);
        g_free (choices);
        g_signal_connect (control, "notify::selected", G_CALLBACK (on_choice), self);
        break;
    }
    case CALC_PREFERENCE_TOGGLE:
        control = gtk_switch_new ();
        g_signal_connect (control, "notify::active", G_CALLBACK (on_toggle), self);
        break;
    case CALC_PREFERENCE_NUMBER:
        control = gtk_spin_button_new_with_range (spec->minimum, spec->maximum, 1);
        gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (control), TRUE);
        g_signal_connect (control, "value-changed", G_CALLBACK (on_number), self);
        break;
    default:
        control = gtk_button_new_with_label (spec->n_choices > 0 ? spec->choices[0] : "");
        g_signal_connect (control, "clicked", G_CALLBACK (on_button), self);
        break;
    }
    gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
    calc_widget_set_accessible_name (control, spec->title);
    calc_widget_set_accessible_description (control, spec->subtitle);
    return control;
}

/* A row: the title and the line under it on the left, the control on the right. */
static GtkWidget *
row_new (GtkWidget *control, const CalcPreferenceSpec *spec)
{
    GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
    GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
    GtkWidget *title = gtk_label_new (spec->title);
    GtkWidget *subtitle = gtk_label_new (spec->subtitle);

    gtk_label_set_xalign (GTK_LABEL (title), 0);
    gtk_label_set_wrap (GTK_LABEL (title), TRUE);
    gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
    gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
    gtk_widget_add_css_class (subtitle, "dim-label");
    gtk_widget_add_css_class (subtitle, "caption");
    gtk_widget_set_hexpand (texts, TRUE);
    gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
    gtk_box_append (GTK_BOX (texts), title);
    gtk_box_append (GTK_BOX (texts), subtitle);
    gtk_box_append (GTK_BOX (row), texts);
    gtk_box_append (GTK_BOX (row), control);
    /* A GNOME preferences row's room around its texts. */
    gtk_widget_set_margin_start (row, 12);
    gtk_widget_set_margin_end (row, 12);
    gtk_widget_set_margin_top (row, 8);
    gtk_widget_set_margin_bottom (row, 8);
    return row;
}

static void
page_build (CalcPreferencesWindow *self, const CalcPreferencesSpec *spec)
{
    self->n_rows = spec->n_rows;
    self->rows = g_new0 (CalcPreferenceRow, spec->n_rows);
    for (size_t group = 0; group < spec->n_groups; group++) {
        GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
        GtkWidget *heading = gtk_label_new (spec->groups[group]);
        GtkWidget *list = gtk_list_box_new ();
        GtkWidget *frame = gtk_frame_new (NULL);

        gtk_label_set_xalign (GTK_LABEL (heading), 0);
        gtk_widget_add_css_class (heading, "heading");
        gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
        gtk_list_box_set_show_separators (GTK_LIST_BOX (list), TRUE);
        calc_widget_set_accessible_name (list, spec->groups[group]);
        for (size_t i = 0; i < spec->n_rows; i++) {
            const CalcPreferenceSpec *row = &spec->rows[i];
            GtkWidget *control, *item;

            if (row->group != (int32_t) group)
                continue;
            control = control_new (self, row);
            self->rows[i] = (CalcPreferenceRow) { control, row->kind };
            gtk_list_box_append (GTK_LIST_BOX (list), row_new (control, row));
            /* The row itself is only a container: Tab goes to the controls. */
            item = gtk_widget_get_parent (gtk_widget_get_parent (control));
            gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (item), FALSE);
            gtk_widget_set_focusable (item, FALSE);
        }
        gtk_frame_set_child (GTK_FRAME (frame), list);
        gtk_box_append (GTK_BOX (box), heading);
        gtk_box_append (GTK_BOX (box), frame);
        gtk_box_append (GTK_BOX (self->page), box);
    }
}

void
calc_preferences_window_set_values (CalcPreferencesWindow *self, const int32_t *values, size_t n)
{
    g_return_if_fail (CALC_IS_PREFERENCES_WINDOW (self));
    self->showing = TRUE;
    for (size_t i = 0; i < self->n_rows && i < n; i++) {
        GtkWidget *control = self->rows[i].control;

        /* Only a change is set: a screen reader hears each one. */
        switch (self->rows[i].kind) {
        case CALC_PREFERENCE_CHOICE:
            if (gtk_drop_down_get_selected (GTK_DROP_DOWN (control)) != (guint) values[i])
                gtk_drop_down_set_selected (GTK_DROP_DOWN (control), (guint) values[i]);
            break;
        case CALC_PREFERENCE_TOGGLE:
            if (gtk_switch_get_active (GTK_SWITCH (control)) != (values[i] != 0))
                gtk_switch_set_active (GTK_SWITCH (control), values[i] != 0);
            break;
        case CALC_PREFERENCE_NUMBER:
            if (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (control)) != values[i])
                gtk_spin_button_set_value (GTK_SPIN_BUTTON (control), values[i]);
            break;
        default:
            break;
        }
    }
    self->showing = FALSE;
}

static void
calc_preferences_window_finalize (GObject *object)
{
    g_free (CALC_PREFERENCES_WINDOW (object)->rows);
    G_OBJECT_CLASS (calc_preferences_window_parent_class)->finalize (object);
}

static void
calc_preferences_window_class_init (CalcPreferencesWindowClass *klass)
{
    GObjectClass *object_class = G_OBJECT_CLASS (klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

    object_class->finalize = calc_preferences_window_finalize;
    signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
    gtk_widget_class_set_template_from_resource (
        widget_class, "/io/github/cerebrum/Cerebrum/ui/calc-preferences-window.ui");
    gtk_widget_class_bind_template_child (widget_class, CalcPreferencesWindow, page);
    /* Escape closes it, as GNOME's preferences windows. */
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
calc_preferences_window_init (CalcPreferencesWindow *self)
{
    gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
calc_preferences_window_new (GHashTable *texts, const CalcPreferencesSpec *spec,
                             const int32_t *values, size_t n_values)
{
    CalcPreferencesWindow *self = g_object_new (CALC_TYPE_PREFERENCES_WINDOW, NULL);

    gtk_window_set_title (GTK_WINDOW (self), calc_text (texts, "preferences-title"));
    page_build (self, spec);
    if (values != NULL)
        calc_preferences_window_set_values (self, values, n_values);
    return GTK_WIDGET (self);
}
