// The keys: the scientific keys and the keypad, built from Swift's table (ButtonLayout),
// relabelled for RPN mode. A click sends the key's code through "key-clicked"; the
// keyboard's keys are the window's (calc_window.c).
#include "calc_keypad.h"

#include "calc_texts.h"
#include "calc_util.h"

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

struct _CalcKeypad {
    GtkWidget   parent_instance;
    /* Bound from the template. */
    GtkWidget  *flow, *scientific, *keypad;
    CalcButton *buttons;
    size_t      n_buttons;
    /* The mode the keys are labelled for: 0 algebraic, 1 RPN, -1 not yet. */
    int         rpn_shown;
    /* The Functions menu's model, and its popover once first opened (a child of its key). */
    GMenuModel *menu;
    GtkWidget  *menu_popover;
};

G_DEFINE_FINAL_TYPE (CalcKeypad, calc_keypad, GTK_TYPE_WIDGET)

enum { KEY_CLICKED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The Functions key: a key like the others (one button to a screen reader and to the
 * pointer) whose click opens its menu, built at the first click. */
static void
on_menu_clicked (GtkButton *button, CalcKeypad *self)
{
    if (self->menu_popover == NULL) {
        self->menu_popover = gtk_popover_menu_new_from_model (self->menu);
        gtk_widget_set_parent (self->menu_popover, GTK_WIDGET (button));
    }
    gtk_popover_popup (GTK_POPOVER (self->menu_popover));
}

static void
on_clicked (GtkButton *button, CalcKeypad *self)
{
    for (size_t i = 0; i < self->n_buttons; i++) {
        if (self->buttons[i].widget == GTK_WIDGET (button)) {
            g_signal_emit (self, signals[KEY_CLICKED], 0, self->buttons[i].code);
            return;
        }
    }
}

GMenuModel *
calc_keypad_functions_menu (const CalcMenuItemSpec *items, size_t n, const char *const *groups,
                            size_t n_groups)
{
    GMenu *menu = g_menu_new ();

    for (size_t group = 0; group < n_groups; group++) {
        GMenu *section = g_menu_new ();

        for (size_t i = 0; i < n; i++) {
            GMenuItem *item;

            if (items[i].section != (int32_t) group)
                continue;
            item = g_menu_item_new (items[i].label, NULL);
            g_menu_item_set_action_and_target_value (item, items[i].action,
                                                     g_variant_new_int32 ((int32_t) i));
            g_menu_append_item (section, item);
            g_object_unref (item);
        }
        g_menu_append_section (menu, groups[group], G_MENU_MODEL (section));
        g_object_unref (section);
    }
    return G_MENU_MODEL (menu);
}

static void
button_init (CalcKeypad *self, CalcButton *button, const CalcButtonSpec *spec)
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
    g_signal_connect (button->widget, "clicked",
                      spec->flags & CALC_BUTTON_MENU ? G_CALLBACK (on_menu_clicked)
                                                     : G_CALLBACK (on_clicked), self);
    /* Clicking keeps the keyboard focus where it was, as on a physical calculator. */
    gtk_widget_set_focus_on_click (button->widget, FALSE);
    gtk_widget_add_css_class (button->widget, "key");
    if (spec->css_class != NULL)
        gtk_widget_add_css_class (button->widget, spec->css_class);
    calc_widget_set_tooltip (button->widget, spec->tooltip);
    calc_widget_set_accessible_name (button->widget, spec->accessible_name);
    /* An algebraic-only key shares its cell with an RPN-only one: one of them shows. */
    gtk_widget_set_visible (button->widget, !(spec->flags & CALC_BUTTON_RPN_ONLY));
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

static void
calc_keypad_dispose (GObject *object)
{
    CalcKeypad *self = CALC_KEYPAD (object);

    g_clear_pointer (&self->menu_popover, gtk_widget_unparent);
    g_clear_object (&self->menu);
    gtk_widget_dispose_template (GTK_WIDGET (object), CALC_TYPE_KEYPAD);
    G_OBJECT_CLASS (calc_keypad_parent_class)->dispose (object);
}

static void
calc_keypad_finalize (GObject *object)
{
    CalcKeypad *self = CALC_KEYPAD (object);

    for (size_t i = 0; i < self->n_buttons; i++) {
        CalcButton *b = &self->buttons[i];
        g_free (b->label);
        g_free (b->rpn_label);
        g_free (b->name);
        g_free (b->rpn_name);
        g_free (b->tooltip);
        g_free (b->rpn_tooltip);
    }
    g_free (self->buttons);
    G_OBJECT_CLASS (calc_keypad_parent_class)->finalize (object);
}

static void
calc_keypad_class_init (CalcKeypadClass *klass)
{
    GObjectClass *object_class = G_OBJECT_CLASS (klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

    object_class->dispose = calc_keypad_dispose;
    object_class->finalize = calc_keypad_finalize;
    signals[KEY_CLICKED] = g_signal_new ("key-clicked", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_INT);
    gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
    /* To a screen reader (and the tests) the keys are one table, named "Keys". */
    gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
    gtk_widget_class_set_template_from_resource (
        widget_class, "/io/github/cerebrum/Cerebrum/ui/calc-keypad.ui");
    gtk_widget_class_bind_template_child (widget_class, CalcKeypad, flow);
    gtk_widget_class_bind_template_child (widget_class, CalcKeypad, scientific);
    gtk_widget_class_bind_template_child (widget_class, CalcKeypad, keypad);
}

static void
calc_keypad_init (CalcKeypad *self)
{
    gtk_widget_init_template (GTK_WIDGET (self));
    self->rpn_shown = -1;
}

GtkWidget *
calc_keypad_new (GHashTable *texts, const CalcButtonSpec *specs, size_t n, GMenuModel *menu)
{
    CalcKeypad *self = g_object_new (CALC_TYPE_KEYPAD, NULL);

    calc_widget_set_accessible_name (GTK_WIDGET (self), calc_text (texts, "keys-name"));
    self->buttons = g_new0 (CalcButton, n);
    self->n_buttons = n;
    for (size_t i = 0; i < n; i++) {
        const CalcButtonSpec *spec = &specs[i];
        CalcButton *button = &self->buttons[i];

        button_init (self, button, spec);
        gtk_grid_attach (GTK_GRID (spec->section == CALC_SECTION_SCIENTIFIC ? self->scientific
                                                                          : self->keypad),
                         button->widget, spec->column, spec->row, MAX (spec->width, 1), 1);
    }
    flow_child_init (self->scientific, calc_text (texts, "scientific-keys-name"));
    flow_child_init (self->keypad, calc_text (texts, "keypad-name"));
    self->menu = menu;
    return GTK_WIDGET (self);
}

void
calc_keypad_set_mode (CalcKeypad *self, gboolean rpn)
{
    g_return_if_fail (CALC_IS_KEYPAD (self));
    /* Relabelling needlessly would flood screen readers with name changes. */
    if (self->rpn_shown == (rpn ? 1 : 0))
        return;
    self->rpn_shown = rpn ? 1 : 0;
    for (size_t i = 0; i < self->n_buttons; i++) {
        CalcButton *b = &self->buttons[i];
        if (b->flags & CALC_BUTTON_RPN_ONLY)
            gtk_widget_set_visible (b->widget, rpn);
        if (b->flags & CALC_BUTTON_ALGEBRAIC_ONLY)
            gtk_widget_set_visible (b->widget, !rpn);
        if (!b->relabels)
            continue;
        gtk_button_set_label (GTK_BUTTON (b->widget), rpn ? b->rpn_label : b->label);
        calc_widget_set_tooltip (b->widget, rpn ? b->rpn_tooltip : b->tooltip);
        calc_widget_set_accessible_name (b->widget, rpn ? b->rpn_name : b->name);
    }
}
