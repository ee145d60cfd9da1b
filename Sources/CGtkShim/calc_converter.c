// The unit converter row (docs/behaviour.md §16): a quantity, a from-unit and a to-unit
// chosen from searchable lists, a swap button, and the live result. Swift decides every
// list, choice and result (ConverterPresenter); this type shows them and reports the
// user's choices as its signals. Its owner places it in the display card's stack room,
// which keeps its height whether the row shows or not, so the keys never move.
#include "calc_converter.h"

#include "calc_texts.h"
#include "calc_util.h"

struct _CalcConverter {
    GtkBox     parent_instance;
    /* Bound from the template. */
    GtkWidget *row, *kind_list, *from_list, *swap_button, *to_list, *result;
    /* True while a setter changes a list, so that is not reported as the user's choice. */
    gboolean   updating;
};

G_DEFINE_FINAL_TYPE (CalcConverter, calc_converter, GTK_TYPE_BOX)

enum { KIND_CHOSEN, FROM_CHOSEN, TO_CHOSEN, SWAP_CLICKED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
on_swap_clicked (GtkButton *button, CalcConverter *self)
{
    (void) button;
    g_signal_emit (self, signals[SWAP_CLICKED], 0);
}

static void
on_selected (GtkDropDown *list, GParamSpec *pspec, CalcConverter *self)
{
    guint selected = gtk_drop_down_get_selected (list);
    int which = GTK_WIDGET (list) == self->kind_list ? KIND_CHOSEN
              : GTK_WIDGET (list) == self->from_list ? FROM_CHOSEN : TO_CHOSEN;

    (void) pspec;
    if (!self->updating && selected != GTK_INVALID_LIST_POSITION)
        g_signal_emit (self, signals[which], 0, (int) selected);
}

/* A unit's item is "symbol\tname": the part before the tab, or after it. */
static char *
unit_part (const char *item, gboolean name)
{
    const char *tab = strchr (item, '\t');

    if (tab == NULL)
        return g_strdup (name ? "" : item);
    return name ? g_strdup (tab + 1) : g_strndup (item, (gsize) (tab - item));
}

/* The search's text: the item's whole string, so typing a symbol's start finds it. */
static char *
unit_search_text (GtkStringObject *item, gpointer data)
{
    (void) data;
    return g_strdup (gtk_string_object_get_string (item));
}

static void
setup_button_item (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
    GtkWidget *label = gtk_label_new (NULL);

    (void) factory;
    (void) data;
    gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
    gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
    gtk_list_item_set_child (item, label);
}

static void
bind_button_item (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
    GtkStringObject *string = gtk_list_item_get_item (item);
    g_autofree char *symbol = unit_part (gtk_string_object_get_string (string), FALSE);

    (void) factory;
    (void) data;
    gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), symbol);
}

/* In the open list a row is the symbol, then the name dimmed. */
static void
setup_list_item (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
    GtkWidget *symbol = gtk_label_new (NULL), *name = gtk_label_new (NULL);

    (void) factory;
    (void) data;
    gtk_label_set_xalign (GTK_LABEL (symbol), 0.0f);
    gtk_label_set_width_chars (GTK_LABEL (symbol), 5);
    gtk_label_set_xalign (GTK_LABEL (name), 0.0f);
    gtk_widget_add_css_class (name, "dim-label");
    gtk_box_append (GTK_BOX (box), symbol);
    gtk_box_append (GTK_BOX (box), name);
    gtk_list_item_set_child (item, box);
}

static void
bind_list_item (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
    const char *text = gtk_string_object_get_string (gtk_list_item_get_item (item));
    GtkWidget *box = gtk_list_item_get_child (item);
    g_autofree char *symbol = unit_part (text, FALSE), *name = unit_part (text, TRUE);

    (void) factory;
    (void) data;
    gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)), symbol);
    gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (box)), name);
}

static GtkListItemFactory *
factory_new (GCallback setup, GCallback bind)
{
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

    g_signal_connect (factory, "setup", setup, NULL);
    g_signal_connect (factory, "bind", bind, NULL);
    return factory;
}

static GtkExpression *
search_expression_new (void)
{
    return gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 0, NULL,
                                        G_CALLBACK (unit_search_text), NULL, NULL);
}

static void
unit_list_init (GtkWidget *list)
{
    g_autoptr (GtkListItemFactory) button = factory_new (G_CALLBACK (setup_button_item),
                                                         G_CALLBACK (bind_button_item));
    g_autoptr (GtkListItemFactory) rows = factory_new (G_CALLBACK (setup_list_item),
                                                       G_CALLBACK (bind_list_item));
    g_autoptr (GtkExpression) search = search_expression_new ();

    gtk_drop_down_set_factory (GTK_DROP_DOWN (list), button);
    gtk_drop_down_set_list_factory (GTK_DROP_DOWN (list), rows);
    gtk_drop_down_set_expression (GTK_DROP_DOWN (list), search);
}

static void
calc_converter_class_init (CalcConverterClass *klass)
{
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

    gtk_widget_class_set_template_from_resource (
        widget_class, "/io/github/cerebrum/Cerebrum/ui/calc-converter.ui");
    gtk_widget_class_bind_template_child (widget_class, CalcConverter, row);
    gtk_widget_class_bind_template_child (widget_class, CalcConverter, kind_list);
    gtk_widget_class_bind_template_child (widget_class, CalcConverter, from_list);
    gtk_widget_class_bind_template_child (widget_class, CalcConverter, swap_button);
    gtk_widget_class_bind_template_child (widget_class, CalcConverter, to_list);
    gtk_widget_class_bind_template_child (widget_class, CalcConverter, result);
    gtk_widget_class_bind_template_callback (widget_class, on_swap_clicked);

    signals[KIND_CHOSEN] = g_signal_new ("kind-chosen", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_INT);
    signals[FROM_CHOSEN] = g_signal_new ("from-chosen", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_INT);
    signals[TO_CHOSEN] = g_signal_new ("to-chosen", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_INT);
    signals[SWAP_CLICKED] = g_signal_new ("swap-clicked", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
}

static void
calc_converter_init (CalcConverter *self)
{
    g_autoptr (GtkExpression) search = search_expression_new ();

    gtk_widget_init_template (GTK_WIDGET (self));
    /* The quantities' list is searched by name, the units' by symbol. */
    gtk_drop_down_set_expression (GTK_DROP_DOWN (self->kind_list), search);
    unit_list_init (self->from_list);
    unit_list_init (self->to_list);
    g_signal_connect (self->kind_list, "notify::selected", G_CALLBACK (on_selected), self);
    g_signal_connect (self->from_list, "notify::selected", G_CALLBACK (on_selected), self);
    g_signal_connect (self->to_list, "notify::selected", G_CALLBACK (on_selected), self);
}

GtkWidget *
calc_converter_new (GHashTable *texts)
{
    CalcConverter *self = g_object_new (CALC_TYPE_CONVERTER, NULL);

    calc_widget_set_accessible_name (GTK_WIDGET (self), calc_text (texts, "converter-name"));
    calc_widget_set_accessible_name (self->kind_list, calc_text (texts, "converter-kind-name"));
    calc_widget_set_accessible_name (self->from_list, calc_text (texts, "converter-from-name"));
    calc_widget_set_accessible_name (self->to_list, calc_text (texts, "converter-to-name"));
    calc_widget_set_accessible_name (self->swap_button, calc_text (texts, "converter-swap-tooltip"));
    gtk_widget_set_tooltip_text (self->swap_button, calc_text (texts, "converter-swap-tooltip"));
    calc_widget_set_accessible_description (self->result,
                                            calc_text (texts, "converter-result-description"));
    return GTK_WIDGET (self);
}

/* Whether `list`'s model holds exactly `items`: an unchanged list is not set again (its
 * popup would lose its scroll and search). */
static gboolean
same_items (GtkDropDown *list, const char *const *items, size_t n)
{
    GListModel *model = gtk_drop_down_get_model (list);

    if (model == NULL || g_list_model_get_n_items (model) != n)
        return FALSE;
    for (size_t i = 0; i < n; i++) {
        const char *have = gtk_string_list_get_string (GTK_STRING_LIST (model), (guint) i);
        if (g_strcmp0 (have, items[i]) != 0)
            return FALSE;
    }
    return TRUE;
}

static void
set_list (GtkDropDown *list, const char *const *items, size_t n, guint selected)
{
    if (!same_items (list, items, n)) {
        g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);

        for (size_t i = 0; i < n; i++)
            gtk_string_list_append (model, items[i]);
        gtk_drop_down_set_model (list, G_LIST_MODEL (model));
    }
    if (gtk_drop_down_get_selected (list) != selected)
        gtk_drop_down_set_selected (list, selected);
}

void
calc_converter_set_kinds (CalcConverter *self, const char *const *names, size_t n, guint selected)
{
    g_return_if_fail (CALC_IS_CONVERTER (self));
    self->updating = TRUE;
    set_list (GTK_DROP_DOWN (self->kind_list), names, n, selected);
    self->updating = FALSE;
}

void
calc_converter_set_units (CalcConverter *self, const char *const *units, size_t n, guint from,
                          guint to)
{
    g_return_if_fail (CALC_IS_CONVERTER (self));
    self->updating = TRUE;
    set_list (GTK_DROP_DOWN (self->from_list), units, n, from);
    set_list (GTK_DROP_DOWN (self->to_list), units, n, to);
    self->updating = FALSE;
}

void
calc_converter_set_result (CalcConverter *self, const char *text, gboolean error)
{
    g_return_if_fail (CALC_IS_CONVERTER (self));
    if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->result)), text ? text : "") != 0)
        gtk_label_set_text (GTK_LABEL (self->result), text ? text : "");
    if (error)
        gtk_widget_add_css_class (self->result, "error");
    else
        gtk_widget_remove_css_class (self->result, "error");
}
