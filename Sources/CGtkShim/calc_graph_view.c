// The graph's drawing (docs/behaviour.md §14): draws the scene Swift gives it and reports
// the pointer, the gestures and its keys as signals. Where it goes (beside the keys or in
// their place) is the window's (calc_window.c).
#include "calc_graph_view.h"

#include <math.h>

#include "calc_graph.h"
#include "calc_shortcuts.h"
#include "calc_texts.h"
#include "calc_util.h"

struct _CalcGraphView {
    GtkWidget             parent_instance;
    /* Bound from the template. */
    GtkWidget            *area;
    /* Its keys while it has the focus (GraphKeys). */
    CalcShortcut         *keys;
    size_t                n_keys;
    /* Borrowed from Swift until the next calc_graph_view_set_scene. */
    const CalcGraphScene *scene;
    /* The drag's last offset, the pointer's last place, the zoom gesture's last scale. */
    double                drag_x, drag_y;
    double                pointer_x, pointer_y;
    double                zoom_scale;
};

G_DEFINE_FINAL_TYPE (CalcGraphView, calc_graph_view, GTK_TYPE_WIDGET)

enum { RESIZED, PAN, ZOOM, CENTRE, TRACE, TRACE_LEFT, KEY, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
draw (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
    CalcGraphView *self = data;

    (void) area, (void) width, (void) height;
    if (self->scene != NULL)
        calc_graph_scene_draw (self->scene, cr);
}

static void
on_resize (GtkDrawingArea *area, int width, int height, CalcGraphView *self)
{
    (void) area;
    g_signal_emit (self, signals[RESIZED], 0, width, height);
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, CalcGraphView *self)
{
    (void) gesture, (void) x, (void) y;
    self->drag_x = self->drag_y = 0;
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, CalcGraphView *self)
{
    double delta_x = dx - self->drag_x, delta_y = dy - self->drag_y;

    (void) gesture;
    self->drag_x = dx;
    self->drag_y = dy;
    if (delta_x != 0 || delta_y != 0)
        g_signal_emit (self, signals[PAN], 0, delta_x, delta_y);
}

static void
emit_zoom (CalcGraphView *self, double factor, double x, double y)
{
    if (isfinite (factor) && factor > 0 && factor != 1)
        g_signal_emit (self, signals[ZOOM], 0, factor, x, y);
}

/* The place of `event` (surface coordinates, which include the window's shadow) in the
 * drawing's own; FALSE when it has none (an X wheel notch has none). */
static gboolean
event_position (CalcGraphView *self, GdkEvent *event, double *x, double *y)
{
    GtkNative *native = gtk_widget_get_native (self->area);
    double sx = NAN, sy = NAN, nx = 0, ny = 0;

    if (event == NULL || native == NULL || !gdk_event_get_position (event, &sx, &sy)
        || !isfinite (sx) || !isfinite (sy))
        return FALSE;
    gtk_native_get_surface_transform (native, &nx, &ny);
    return gtk_widget_translate_coordinates (GTK_WIDGET (native), self->area, sx - nx, sy - ny, x, y)
           && isfinite (*x) && isfinite (*y);
}

/* A wheel notch zooms by 1.2 about the pointer; a touchpad's smooth scroll (in pixels)
 * by as much per 50 pixels scrolled. About the event's place when it has one, else the
 * pointer's last (known from its entering the drawing: a scroll right after the graph
 * opened comes before any motion). */
static gboolean
on_scroll (GtkEventControllerScroll *controller, double dx, double dy, CalcGraphView *self)
{
    GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
    double x = self->pointer_x, y = self->pointer_y, notches = dy;

    (void) dx;
    if (dy == 0)
        return FALSE;
    if (gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_SURFACE)
        notches = dy / 50;
    if (!event_position (self, event, &x, &y)) {
        x = self->pointer_x;
        y = self->pointer_y;
    }
    emit_zoom (self, pow (1.2, notches), x, y);
    return TRUE;
}

static void
on_zoom_begin (GtkGesture *gesture, GdkEventSequence *sequence, CalcGraphView *self)
{
    (void) gesture, (void) sequence;
    self->zoom_scale = 1;
}

static void
on_zoom_changed (GtkGestureZoom *gesture, double scale, CalcGraphView *self)
{
    double x = 0, y = 0;

    if (scale <= 0)
        return;
    gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y);
    /* Fingers apart show less of the plane: the range shrinks by the scale's change. */
    emit_zoom (self, self->zoom_scale / scale, x, y);
    self->zoom_scale = scale;
}

/* A click leaves the keyboard where it was (behaviour §14): the pointer moves the view,
 * and what is typed next still goes to the calculator. */
static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, CalcGraphView *self)
{
    (void) gesture;
    if (n_press == 2)
        g_signal_emit (self, signals[CENTRE], 0, x, y);
}

static void
on_motion (GtkEventControllerMotion *controller, double x, double y, CalcGraphView *self)
{
    GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

    self->pointer_x = x;
    self->pointer_y = y;
    /* Not while dragging: the view moves under the pointer then. */
    if (!(state & GDK_BUTTON1_MASK))
        g_signal_emit (self, signals[TRACE], 0, x, y);
}

/* The pointer came over the drawing (or the drawing came under it, as it opened). */
static void
on_enter (GtkEventControllerMotion *controller, double x, double y, CalcGraphView *self)
{
    (void) controller;
    self->pointer_x = x;
    self->pointer_y = y;
}

static void
on_leave (GtkEventControllerMotion *controller, CalcGraphView *self)
{
    (void) controller;
    g_signal_emit (self, signals[TRACE_LEFT], 0);
}

/* With the graph focused its keys are its own (the window lets them through, and sends
 * every other key to the calculator): Swift's table (GraphKeys) says which they are,
 * and the presenter what each does. */
static gboolean
on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
        CalcGraphView *self)
{
    const CalcShortcut *key = calc_shortcuts_match (self->keys, self->n_keys, controller, keyval,
                                                    keycode, state);

    if (key == NULL)
        return FALSE;
    g_signal_emit (self, signals[KEY], 0, key->code);
    return TRUE;
}

static void
calc_graph_view_dispose (GObject *object)
{
    gtk_widget_dispose_template (GTK_WIDGET (object), CALC_TYPE_GRAPH_VIEW);
    G_OBJECT_CLASS (calc_graph_view_parent_class)->dispose (object);
}

static void
calc_graph_view_finalize (GObject *object)
{
    g_free (CALC_GRAPH_VIEW (object)->keys);
    G_OBJECT_CLASS (calc_graph_view_parent_class)->finalize (object);
}

static void
calc_graph_view_class_init (CalcGraphViewClass *klass)
{
    GObjectClass *object_class = G_OBJECT_CLASS (klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
    GType type = G_TYPE_FROM_CLASS (klass);

    object_class->dispose = calc_graph_view_dispose;
    object_class->finalize = calc_graph_view_finalize;
    signals[RESIZED] = g_signal_new ("resized", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                     G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
    signals[PAN] = g_signal_new ("pan", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
    signals[ZOOM] = g_signal_new ("zoom", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 3, G_TYPE_DOUBLE, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
    signals[CENTRE] = g_signal_new ("centre", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
    signals[TRACE] = g_signal_new ("trace", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
    signals[TRACE_LEFT] = g_signal_new ("trace-left", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                        NULL, G_TYPE_NONE, 0);
    signals[KEY] = g_signal_new ("key", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 1, G_TYPE_INT);
    gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
    gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
    gtk_widget_class_set_template_from_resource (
        widget_class, "/io/github/cerebrum/Cerebrum/ui/calc-graph-view.ui");
    gtk_widget_class_bind_template_child (widget_class, CalcGraphView, area);
    gtk_widget_class_bind_template_callback (widget_class, on_resize);
    gtk_widget_class_bind_template_callback (widget_class, on_drag_begin);
    gtk_widget_class_bind_template_callback (widget_class, on_drag_update);
    gtk_widget_class_bind_template_callback (widget_class, on_zoom_begin);
    gtk_widget_class_bind_template_callback (widget_class, on_zoom_changed);
    gtk_widget_class_bind_template_callback (widget_class, on_pressed);
    gtk_widget_class_bind_template_callback (widget_class, on_scroll);
    gtk_widget_class_bind_template_callback (widget_class, on_motion);
    gtk_widget_class_bind_template_callback (widget_class, on_enter);
    gtk_widget_class_bind_template_callback (widget_class, on_leave);
    gtk_widget_class_bind_template_callback (widget_class, on_key);
}

static void
calc_graph_view_init (CalcGraphView *self)
{
    gtk_widget_init_template (GTK_WIDGET (self));
    gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->area), draw, self, NULL);
}

GtkWidget *
calc_graph_view_new (GHashTable *texts, const CalcShortcutSpec *keys, size_t n_keys)
{
    CalcGraphView *self = g_object_new (CALC_TYPE_GRAPH_VIEW, NULL);

    self->keys = calc_shortcuts_resolve (keys, n_keys, &self->n_keys);
    calc_widget_set_accessible_name (self->area, calc_text (texts, "graph-name"));
    return GTK_WIDGET (self);
}

void
calc_graph_view_set_scene (CalcGraphView *self, const CalcGraphScene *scene)
{
    g_return_if_fail (CALC_IS_GRAPH_VIEW (self));
    self->scene = scene;
    gtk_widget_queue_draw (self->area);
}

void
calc_graph_view_set_description (CalcGraphView *self, const char *description)
{
    g_return_if_fail (CALC_IS_GRAPH_VIEW (self));
    calc_widget_set_accessible_description (self->area, description);
}

gboolean
calc_graph_view_has_focus (CalcGraphView *self)
{
    g_return_val_if_fail (CALC_IS_GRAPH_VIEW (self), FALSE);
    return gtk_widget_has_focus (self->area);
}

gboolean
calc_graph_view_claims_key (CalcGraphView *self, GtkEventControllerKey *controller, guint keyval,
                            guint keycode, GdkModifierType state)
{
    g_return_val_if_fail (CALC_IS_GRAPH_VIEW (self), FALSE);
    return calc_shortcuts_match (self->keys, self->n_keys, controller, keyval, keycode, state) != NULL;
}

gboolean
calc_graph_view_has_key (CalcGraphView *self, guint keyval, uint32_t modifiers)
{
    g_return_val_if_fail (CALC_IS_GRAPH_VIEW (self), FALSE);
    return calc_shortcuts_find (self->keys, self->n_keys, keyval, modifiers) != NULL;
}

void
calc_graph_view_report_size (CalcGraphView *self)
{
    g_return_if_fail (CALC_IS_GRAPH_VIEW (self));
    g_signal_emit (self, signals[RESIZED], 0, gtk_widget_get_width (self->area),
                   gtk_widget_get_height (self->area));
}
