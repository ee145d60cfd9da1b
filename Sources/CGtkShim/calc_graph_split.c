// The calculator and the graph beside it (docs/behaviour.md §14): a container of two
// children whose widths one rule gives (calc_graph_split_calculator_width) at every
// allocation, so the layout needs neither a GtkPaned nor frames spent correcting it.
#include "calc_graph_split.h"

/* The graph's least width beside the keys, and the calculator's. */
enum { GRAPH_MIN = 400, CALCULATOR_MIN = 360, CALCULATOR_FULL = 600 };

struct _CalcGraphSplit {
    GtkWidget  parent_instance;
    GtkWidget *start;
    GtkWidget *end;
    int        column;
    /* The width last allocated, and the idle that reports a change of it. */
    int        width;
    guint      report;
};

G_DEFINE_FINAL_TYPE (CalcGraphSplit, calc_graph_split, GTK_TYPE_WIDGET)

enum { WIDTH_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

int
calc_graph_split_calculator_width (int column, int width)
{
    int graph = MAX (GRAPH_MIN, MIN (width - CALCULATOR_FULL, width / 2));
    int most = MAX (CALCULATOR_MIN, width - graph);

    return column > 0 ? CLAMP (column, CALCULATOR_MIN, most) : most;
}

int
calc_graph_split_width_for_column (int column)
{
    column = MAX (column, CALCULATOR_MIN);
    /* Up to 600 px the graph's least is 400 (the window below 1000); wider, the graph
     * takes half from 1200 px, which a width of twice the column gives. */
    return column <= CALCULATOR_FULL ? column + GRAPH_MIN : 2 * column;
}

static gboolean
shown (GtkWidget *child)
{
    return child != NULL && gtk_widget_get_visible (child);
}

static void
measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
         int *minimum_baseline, int *natural_baseline)
{
    CalcGraphSplit *self = CALC_GRAPH_SPLIT (widget);
    GtkWidget *children[2] = { self->start, self->end };

    (void) for_size;
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    for (int i = 0; i < 2; i++) {
        int child_min = 0, child_nat = 0;

        if (!shown (children[i]))
            continue;
        gtk_widget_measure (children[i], orientation, -1, &child_min, &child_nat, NULL, NULL);
        if (orientation == GTK_ORIENTATION_HORIZONTAL) {
            *minimum += child_min;
            *natural += child_nat;
        } else {
            *minimum = MAX (*minimum, child_min);
            *natural = MAX (*natural, child_nat);
        }
    }
}

static gboolean
report_width (gpointer data)
{
    CalcGraphSplit *self = data;

    self->report = 0;
    g_signal_emit (self, signals[WIDTH_CHANGED], 0, self->width);
    return G_SOURCE_REMOVE;
}

static void
size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
    CalcGraphSplit *self = CALC_GRAPH_SPLIT (widget);
    int column = width;

    (void) baseline;
    if (shown (self->end)) {
        int start_min = 0, end_min = 0;

        gtk_widget_measure (self->start, GTK_ORIENTATION_HORIZONTAL, -1, &start_min, NULL, NULL, NULL);
        gtk_widget_measure (self->end, GTK_ORIENTATION_HORIZONTAL, -1, &end_min, NULL, NULL, NULL);
        column = calc_graph_split_calculator_width (self->column, width);
        /* Each child gets at least its minimum (a window narrowed under the graph's place
         * for a moment, until "width-changed" moves the graph). */
        column = MAX (start_min, MIN (column, width - end_min));
        gtk_widget_size_allocate (self->end, &(GtkAllocation) { column, 0, MAX (end_min, width - column), height }, -1);
    }
    gtk_widget_size_allocate (self->start, &(GtkAllocation) { 0, 0, column, height }, -1);
    if (width != self->width) {
        self->width = width;
        /* Not now: moving the graph changes the tree being laid out. */
        if (self->report == 0)
            self->report = g_idle_add (report_width, self);
    }
}

static void
calc_graph_split_dispose (GObject *object)
{
    CalcGraphSplit *self = CALC_GRAPH_SPLIT (object);

    g_clear_handle_id (&self->report, g_source_remove);
    g_clear_pointer (&self->end, gtk_widget_unparent);
    g_clear_pointer (&self->start, gtk_widget_unparent);
    G_OBJECT_CLASS (calc_graph_split_parent_class)->dispose (object);
}

static void
calc_graph_split_class_init (CalcGraphSplitClass *klass)
{
    GObjectClass *object_class = G_OBJECT_CLASS (klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

    object_class->dispose = calc_graph_split_dispose;
    widget_class->measure = measure;
    widget_class->size_allocate = size_allocate;
    signals[WIDTH_CHANGED] = g_signal_new ("width-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
calc_graph_split_init (CalcGraphSplit *self)
{
    (void) self;
}

GtkWidget *
calc_graph_split_new (GtkWidget *start)
{
    CalcGraphSplit *self = g_object_new (CALC_TYPE_GRAPH_SPLIT, NULL);

    self->start = start;
    gtk_widget_set_parent (start, GTK_WIDGET (self));
    return GTK_WIDGET (self);
}

void
calc_graph_split_set_end (CalcGraphSplit *self, GtkWidget *end)
{
    g_return_if_fail (CALC_IS_GRAPH_SPLIT (self));
    if (self->end == end)
        return;
    g_clear_pointer (&self->end, gtk_widget_unparent);
    self->end = end;
    if (end != NULL)
        gtk_widget_set_parent (end, GTK_WIDGET (self));
    gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
calc_graph_split_set_column (CalcGraphSplit *self, int column)
{
    g_return_if_fail (CALC_IS_GRAPH_SPLIT (self));
    if (self->column == column)
        return;
    self->column = column;
    gtk_widget_queue_allocate (GTK_WIDGET (self));
}
