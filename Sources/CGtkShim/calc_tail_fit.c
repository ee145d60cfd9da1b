// The description on one line (docs/behaviour.md §5, §8): a container around a label that
// shows the end of a text too long for the room, cut before a whole piece: `… 12.3 +
// 7.25 =`, never `…3 + 7.25 =`, where GTK's own ellipsis would cut inside a number and
// make 12.3 read as 3. Pieces are what the description's spaces separate (numbers, names
// and operators hold none). The label's accessible name stays the whole text.
#include "calc_fit.h"
#include "calc_util.h"

#define ELLIPSIS "… "

struct _CalcTailFit {
    GtkWidget  parent_instance;
    GtkWidget *label;
    char      *text;       /* the whole text */
};

G_DECLARE_FINAL_TYPE (CalcTailFit, calc_tail_fit, CALC, TAIL_FIT, GtkWidget)
G_DEFINE_FINAL_TYPE (CalcTailFit, calc_tail_fit, GTK_TYPE_WIDGET)

/* The width of `… ` and the text from byte `start` on, in the label's font. */
static int
tail_width (CalcTailFit *self, gsize start)
{
    g_autofree char *shown = start == 0 ? g_strdup (self->text)
                                        : g_strconcat (ELLIPSIS, self->text + start, NULL);
    g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (self->label, shown);
    int width = 0;

    pango_layout_get_pixel_size (layout, &width, NULL);
    return width;
}

/* Shows the longest end of the text that fits `width`: all of it, or `… ` and the pieces
 * after one of its spaces. The whole text is tried first: it has no `… `, so when its
 * first piece is narrower than `… ` (`2 + 3 =`) it is narrower than the tail after that
 * piece. Among the cut starts later ones are narrower, so a binary search over the spaces
 * measures a handful of layouts, however long the text; at every allocation, since the
 * font changes with the window's size class. When not even the last piece fits, it is
 * shown anyway, and the label's own ellipsis (at its start) cuts it. */
static void
fit (CalcTailFit *self, int width)
{
    g_autoptr (GArray) starts = g_array_new (FALSE, FALSE, sizeof (gsize));
    g_autofree char *shown = NULL;
    gsize zero = 0;
    guint low, high;

    if (width <= 0)
        return;
    g_array_append_val (starts, zero);
    for (const char *c = self->text; *c != '\0'; c++) {
        if (*c == ' ' && c[1] != '\0' && c[1] != ' ') {
            gsize start = (gsize) (c + 1 - self->text);
            g_array_append_val (starts, start);
        }
    }
    /* The first cut start whose tail fits: starts[high] always fits or is the last. */
    low = 1;
    high = starts->len - 1;
    if (high == 0 || tail_width (self, 0) <= width)
        low = high = 0;
    while (low < high) {
        guint middle = (low + high) / 2;
        if (tail_width (self, g_array_index (starts, gsize, middle)) <= width)
            high = middle;
        else
            low = middle + 1;
    }
    {
        gsize start = g_array_index (starts, gsize, high);
        shown = start == 0 ? g_strdup (self->text) : g_strconcat (ELLIPSIS, self->text + start, NULL);
    }
    if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->label)), shown) != 0) {
        gtk_label_set_text (GTK_LABEL (self->label), shown);
        /* After the text, which a label also makes its name. */
        calc_widget_set_accessible_name (self->label, self->text);
    }
}

static void
calc_tail_fit_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                       int *minimum, int *natural, int *minimum_baseline,
                       int *natural_baseline)
{
    CalcTailFit *self = CALC_TAIL_FIT (widget);

    (void) for_size;
    gtk_widget_measure (self->label, orientation, -1, minimum, natural, NULL, NULL);
    *minimum_baseline = *natural_baseline = -1;
    /* Any width will do: the text is fitted to what it gets. */
    if (orientation == GTK_ORIENTATION_HORIZONTAL)
        *minimum = 0;
}

static void
calc_tail_fit_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
    CalcTailFit *self = CALC_TAIL_FIT (widget);

    (void) baseline;
    fit (self, width);
    calc_fit_allocate_label (self->label, width, height);
}

static void
calc_tail_fit_dispose (GObject *object)
{
    CalcTailFit *self = CALC_TAIL_FIT (object);

    g_clear_pointer (&self->label, gtk_widget_unparent);
    G_OBJECT_CLASS (calc_tail_fit_parent_class)->dispose (object);
}

static void
calc_tail_fit_finalize (GObject *object)
{
    g_free (CALC_TAIL_FIT (object)->text);
    G_OBJECT_CLASS (calc_tail_fit_parent_class)->finalize (object);
}

static void
calc_tail_fit_class_init (CalcTailFitClass *klass)
{
    GObjectClass *object_class = G_OBJECT_CLASS (klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

    object_class->dispose = calc_tail_fit_dispose;
    object_class->finalize = calc_tail_fit_finalize;
    widget_class->measure = calc_tail_fit_measure;
    widget_class->size_allocate = calc_tail_fit_size_allocate;
    gtk_widget_class_set_css_name (widget_class, "tailfit");
    /* Only a container: screen readers meet the label inside. */
    gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void
calc_tail_fit_init (CalcTailFit *self)
{
    self->text = g_strdup ("");
}

GtkWidget *
calc_tail_fit_new (GtkWidget *label)
{
    CalcTailFit *self = g_object_new (calc_tail_fit_get_type (), NULL);

    self->label = label;
    g_free (self->text);
    self->text = g_strdup (gtk_label_get_text (GTK_LABEL (label)));
    gtk_widget_set_parent (label, GTK_WIDGET (self));
    return GTK_WIDGET (self);
}

void
calc_tail_fit_set_text (GtkWidget *widget, const char *text)
{
    CalcTailFit *self = CALC_TAIL_FIT (widget);

    if (g_strcmp0 (self->text, text) == 0)
        return;
    g_free (self->text);
    self->text = g_strdup (text != NULL ? text : "");
    /* Right away when laid out already, so the label's text (what the tests and a
     * screen reader read) is current before the next frame; the allocation refits anyway. */
    if (gtk_widget_get_width (widget) > 0)
        fit (self, gtk_widget_get_width (widget));
    else
        gtk_label_set_text (GTK_LABEL (self->label), self->text);
    calc_widget_set_accessible_name (self->label, self->text);
    gtk_widget_queue_allocate (widget);
}
