// The graph in the window (docs/behaviour.md §14): a header bar toggle, and a drawing
// area beside the keys in a wide window or in the keypad's place in a narrow one. Swift
// computes everything drawn (a CalcGraphScene) and every view change; this file only
// places the widgets, draws the scene Swift gives it and reports the pointer and keys.
//
// Built at its first opening: a start with the graph closed makes the toggle only.
#include "calc_private.h"

#include <math.h>

#include "calc_graph.h"

/* From this window width the graph opens beside the keys (the window grows by the
 * graph's width, so the keys stay where they are); narrower, it takes the keypad's place. */
enum { BESIDE_FROM_WIDTH = 800, GRAPH_WIDTH_MIN = 400, GRAPH_WIDTH_MAX = 600 };

typedef struct {
    CalcGraphSpec  spec;          /* its `keys` are copied into `keys` */
    CalcShortcut  *keys;
    size_t         n_keys;
    GtkWidget     *toggle;
    /* Built at the first opening; NULL until then. `box` (and so `area`), `paned` and
     * `content` are held by references of our own while they are moved about. */
    GtkWidget     *area;
    GtkWidget     *box;       /* holds the area, with its margins: what is moved */
    GtkWidget     *paned;
    GtkWidget     *content;   /* the window's child, which holds the calculator's column */
    gboolean       open;
    gboolean       beside;
    /* Borrowed from Swift until the next calc_window_graph_set_scene. */
    const CalcGraphScene *scene;
    /* The drag's last offset, the pointer's last place, the zoom gesture's last scale. */
    double         drag_x, drag_y;
    double         pointer_x, pointer_y;
    double         zoom_scale;
    gboolean       updating;
    /* Beside the keys: the calculator's width to keep, and the frames left to check it. */
    int            column;
    int            column_checks;
    /* Restored open beside the keys: the calculator's width in default-size terms, made
     * an allocated width at the first frame (the two differ by the window's frame). */
    int            restored_column;
    /* The window's width before the graph widened it, and after: closing gives the
     * first back while the user has not resized the window meanwhile. */
    int            width_before, width_opened;
} CalcGraphView;

static CalcGraphView *
graph_of (CalcWindow *self)
{
    return g_object_get_data (G_OBJECT (self->window), "calc-graph");
}

static void
emit_text (CalcWindow *self, int32_t code, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
emit_text (CalcWindow *self, int32_t code, const char *format, ...)
{
    va_list args;
    char text[128];

    va_start (args, format);
    g_vsnprintf (text, sizeof text, format, args);
    va_end (args);
    calc_window_emit (self, code, text);
}

/* g_ascii_dtostr writes a '.' in every locale; the numbers go to Swift as text. */
static void
emit_numbers (CalcWindow *self, int32_t code, const double *values, int n)
{
    GString *text = g_string_new (NULL);
    char number[G_ASCII_DTOSTR_BUF_SIZE];

    for (int i = 0; i < n; i++) {
        if (i > 0)
            g_string_append_c (text, ' ');
        g_string_append (text, g_ascii_dtostr (number, sizeof number, values[i]));
    }
    calc_window_emit (self, code, text->str);
    g_string_free (text, TRUE);
}

/* ---- Drawing ---- */

static void
draw (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
    CalcWindow *self = data;
    CalcGraphView *graph = graph_of (self);

    (void) area, (void) width, (void) height;
    if (graph != NULL && graph->scene != NULL)
        calc_graph_scene_draw (graph->scene, cr);
}

static void
on_resize (GtkDrawingArea *area, int width, int height, CalcWindow *self)
{
    CalcGraphView *graph = graph_of (self);

    (void) area;
    /* Restored beside the keys, the first size is not yet the drawing's: a restored view
     * would be scaled by the change. Said once the keys have their width back. */
    if (graph != NULL && graph->open && graph->restored_column <= 0)
        emit_text (self, graph->spec.code_resized, "%d %d", width, height);
}

/* ---- Pointer ---- */

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, CalcWindow *self)
{
    CalcGraphView *graph = graph_of (self);

    (void) gesture, (void) x, (void) y;
    graph->drag_x = graph->drag_y = 0;
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, CalcWindow *self)
{
    CalcGraphView *graph = graph_of (self);
    double delta[2] = { dx - graph->drag_x, dy - graph->drag_y };

    (void) gesture;
    graph->drag_x = dx;
    graph->drag_y = dy;
    if (delta[0] != 0 || delta[1] != 0)
        emit_numbers (self, graph->spec.code_pan, delta, 2);
}

static void
emit_zoom (CalcWindow *self, double factor, double x, double y)
{
    CalcGraphView *graph = graph_of (self);
    double values[3] = { factor, x, y };

    if (isfinite (factor) && factor > 0 && factor != 1)
        emit_numbers (self, graph->spec.code_zoom, values, 3);
}

/* The place of `event` (surface coordinates, which include the window's shadow) in the
 * drawing's own; FALSE when it has none (an X wheel notch has none). */
static gboolean
event_position (CalcGraphView *graph, GdkEvent *event, double *x, double *y)
{
    GtkNative *native = gtk_widget_get_native (graph->area);
    double sx = NAN, sy = NAN, nx = 0, ny = 0;

    if (event == NULL || native == NULL || !gdk_event_get_position (event, &sx, &sy)
        || !isfinite (sx) || !isfinite (sy))
        return FALSE;
    gtk_native_get_surface_transform (native, &nx, &ny);
    return gtk_widget_translate_coordinates (GTK_WIDGET (native), graph->area, sx - nx, sy - ny, x, y)
           && isfinite (*x) && isfinite (*y);
}

/* A wheel notch zooms by 1.2 about the pointer; a touchpad's smooth scroll (in pixels)
 * by as much per 50 pixels scrolled. About the event's place when it has one, else the
 * pointer's last (known from its entering the drawing: a scroll right after the graph
 * opened comes before any motion). */
static gboolean
on_scroll (GtkEventControllerScroll *controller, double dx, double dy, CalcWindow *self)
{
    CalcGraphView *graph = graph_of (self);
    GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
    double x = graph->pointer_x, y = graph->pointer_y, notches = dy;

    (void) dx;
    if (dy == 0)
        return FALSE;
    if (gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_SURFACE)
        notches = dy / 50;
    if (!event_position (graph, event, &x, &y)) {
        x = graph->pointer_x;
        y = graph->pointer_y;
    }
    emit_zoom (self, pow (1.2, notches), x, y);
    return TRUE;
}

static void
on_zoom_begin (GtkGesture *gesture, GdkEventSequence *sequence, CalcWindow *self)
{
    (void) gesture, (void) sequence;
    graph_of (self)->zoom_scale = 1;
}

static void
on_zoom_changed (GtkGestureZoom *gesture, double scale, CalcWindow *self)
{
    CalcGraphView *graph = graph_of (self);
    double x = 0, y = 0;

    if (scale <= 0)
        return;
    gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y);
    /* Fingers apart show less of the plane: the range shrinks by the scale's change. */
    emit_zoom (self, graph->zoom_scale / scale, x, y);
    graph->zoom_scale = scale;
}

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, CalcWindow *self)
{
    CalcGraphView *graph = graph_of (self);
    double values[2] = { x, y };

    (void) gesture;
    gtk_widget_grab_focus (graph->area);
    if (n_press == 2)
        emit_numbers (self, graph->spec.code_centre, values, 2);
}

static void
on_motion (GtkEventControllerMotion *controller, double x, double y, CalcWindow *self)
{
    CalcGraphView *graph = graph_of (self);
    GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

    graph->pointer_x = x;
    graph->pointer_y = y;
    /* Not while dragging: the view moves under the pointer then. */
    if (!(state & GDK_BUTTON1_MASK)) {
        double values[2] = { x, y };
        emit_numbers (self, graph->spec.code_trace, values, 2);
    }
}

/* The pointer came over the drawing (or the drawing came under it, as it opened). */
static void
on_enter (GtkEventControllerMotion *controller, double x, double y, CalcWindow *self)
{
    CalcGraphView *graph = graph_of (self);

    (void) controller;
    graph->pointer_x = x;
    graph->pointer_y = y;
}

static void
on_leave (GtkEventControllerMotion *controller, CalcWindow *self)
{
    (void) controller;
    calc_window_emit (self, graph_of (self)->spec.code_trace, NULL);
}

/* ---- Keys ---- */

/* With the graph focused its keys are its own (calc_keys.c lets them through): Swift's
 * table (GraphKeys) says which they are, and the presenter what each does. */
static gboolean
on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
        CalcWindow *self)
{
    CalcGraphView *graph = graph_of (self);
    const CalcShortcut *key = calc_shortcuts_match (graph->keys, graph->n_keys, controller, keyval, keycode, state);

    if (key == NULL)
        return FALSE;
    calc_window_emit (self, key->code, NULL);
    return TRUE;
}

void
calc_window_graph_hand_back (CalcWindow *self)
{
    if (calc_graph_has_focus (self))
        gtk_window_set_focus (GTK_WINDOW (self->window), NULL);
}

gboolean
calc_graph_has_focus (CalcWindow *self)
{
    CalcGraphView *graph = graph_of (self);

    return graph != NULL && graph->area != NULL && gtk_widget_has_focus (graph->area);
}

int
calc_graph_calculator_width (CalcWindow *self, int window_width)
{
    CalcGraphView *graph = self->window != NULL ? graph_of (self) : NULL;

    if (graph == NULL || !graph->open || !graph->beside || graph->column <= 0)
        return window_width;
    return MIN (window_width, graph->column);
}

/* ---- Building and placing ---- */

static void
on_toggled (GtkToggleButton *toggle, CalcWindow *self)
{
    CalcGraphView *graph = graph_of (self);

    (void) toggle;
    if (!graph->updating)
        calc_window_emit (self, graph->spec.code_toggle, NULL);
}

static void
area_new (CalcWindow *self, CalcGraphView *graph)
{
    /* To a screen reader an image: its name and the description of what it shows. */
    GtkWidget *area = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_IMG, NULL);
    GtkGesture *drag = gtk_gesture_drag_new ();
    GtkGesture *zoom = gtk_gesture_zoom_new ();
    GtkGesture *click = gtk_gesture_click_new ();
    GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
    GtkEventController *motion = gtk_event_controller_motion_new ();
    GtkEventController *keys = gtk_event_controller_key_new ();

    graph->area = area;
    graph->box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
    gtk_box_append (GTK_BOX (graph->box), area);
    gtk_widget_add_css_class (area, "graph");
    gtk_widget_set_focusable (area, TRUE);
    gtk_widget_set_hexpand (area, TRUE);
    gtk_widget_set_vexpand (area, TRUE);
    gtk_widget_set_size_request (area, 200, 200);
    gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw, self, NULL);
    g_signal_connect (area, "resize", G_CALLBACK (on_resize), self);
    calc_widget_set_accessible_name (area, calc_window_text (self, "graph-name"));

    gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
    g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
    g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
    gtk_widget_add_controller (area, GTK_EVENT_CONTROLLER (drag));
    g_signal_connect (zoom, "begin", G_CALLBACK (on_zoom_begin), self);
    g_signal_connect (zoom, "scale-changed", G_CALLBACK (on_zoom_changed), self);
    gtk_widget_add_controller (area, GTK_EVENT_CONTROLLER (zoom));
    g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
    gtk_widget_add_controller (area, GTK_EVENT_CONTROLLER (click));
    g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
    gtk_widget_add_controller (area, scroll);
    g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
    g_signal_connect (motion, "enter", G_CALLBACK (on_enter), self);
    g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
    gtk_widget_add_controller (area, motion);
    g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self);
    gtk_widget_add_controller (area, keys);
}

/* Takes `widget` out of its parent (a box or the paned), keeping it alive. */
static void
unparent_kept (GtkWidget *widget)
{
    GtkWidget *parent = gtk_widget_get_parent (widget);

    if (parent == NULL)
        return;
    if (GTK_IS_BOX (parent))
        gtk_box_remove (GTK_BOX (parent), widget);
    else if (GTK_IS_PANED (parent)) {
        if (gtk_paned_get_start_child (GTK_PANED (parent)) == widget)
            gtk_paned_set_start_child (GTK_PANED (parent), NULL);
        else
            gtk_paned_set_end_child (GTK_PANED (parent), NULL);
    } else if (GTK_IS_WINDOW (parent))
        gtk_window_set_child (GTK_WINDOW (parent), NULL);
}

/* Maximized or full screen: the window's size is the screen's, not one it can grow to. */
static gboolean
fills_screen (CalcWindow *self)
{
    return gtk_window_is_maximized (GTK_WINDOW (self->window))
           || gtk_window_is_fullscreen (GTK_WINDOW (self->window));
}

/* The width the graph and the keys share: the window's own (its default size), or in a
 * window filling the screen (or tiled) what it was given. */
static int
window_width (CalcWindow *self)
{
    int width = 0, height = 0;

    gtk_window_get_default_size (GTK_WINDOW (self->window), &width, &height);
    if (width <= 0 || fills_screen (self)) {
        int allocated = gtk_widget_get_width (self->window);

        if (allocated > 0)
            width = allocated;
    }
    return width;
}

/* The graph's width beside the keys in a window `width` wide. */
static int
graph_width (int width)
{
    return CLAMP (width / 2, GRAPH_WIDTH_MIN, GRAPH_WIDTH_MAX);
}

/* The calculator's width in a window restored `width` wide with the graph open beside
 * the keys: opening made it column + graph_width (column) wide, undone here, so that
 * the keys come back as they were and the window does not grow again at each start. */
static int
restored_column (int width)
{
    int column = width >= 3 * GRAPH_WIDTH_MAX ? width - GRAPH_WIDTH_MAX
                 : width > 3 * GRAPH_WIDTH_MIN ? width * 2 / 3
                 : width - GRAPH_WIDTH_MIN;

    return MAX (360, column);
}

/* The paned's position counts its own borders: once laid out, the calculator is moved
 * back to exactly the width it had, so that no key moves. Checked for a few frames (a
 * tick comes before the layout it follows). */
static gboolean
keep_column (GtkWidget *content, GdkFrameClock *clock, gpointer window)
{
    CalcWindow *self = g_object_get_data (G_OBJECT (window), "calc-window");
    CalcGraphView *graph = self != NULL ? graph_of (self) : NULL;
    int width = gtk_widget_get_width (content);

    (void) clock;
    if (graph == NULL)
        return G_SOURCE_REMOVE;
    if (!graph->open || !graph->beside || graph->column_checks <= 0) {
        /* No callback runs from here on: the next placing beside adds one again. */
        graph->column_checks = 0;
        if (graph->restored_column > 0) {
            /* Never laid out in time: the size as it is, rather than none. */
            graph->restored_column = 0;
            if (graph->open)
                on_resize (GTK_DRAWING_AREA (graph->area), gtk_widget_get_width (graph->area),
                           gtk_widget_get_height (graph->area), self);
        }
        return G_SOURCE_REMOVE;
    }
    graph->column_checks--;
    if (graph->restored_column > 0 && gtk_widget_get_width (GTK_WIDGET (window)) > 0) {
        int default_width = 0, default_height = 0;

        gtk_window_get_default_size (GTK_WINDOW (window), &default_width, &default_height);
        int column = MAX (360, graph->restored_column - (default_width - gtk_widget_get_width (GTK_WIDGET (window))));

        graph->restored_column = 0;
        /* Unchanged: the drawing's size is final now (no later "resize" will say it). */
        if (column == width)
            on_resize (GTK_DRAWING_AREA (graph->area), gtk_widget_get_width (graph->area),
                       gtk_widget_get_height (graph->area), self);
        graph->column = column;
    }
    if (gtk_widget_get_parent (content) == graph->paned && width > 0 && width != graph->column)
        gtk_paned_set_position (GTK_PANED (graph->paned),
                                gtk_paned_get_position (GTK_PANED (graph->paned)) + graph->column - width);
    return G_SOURCE_CONTINUE;
}

/* Puts the graph where the window's width says: beside the keys (in a paned: the
 * calculator keeps `column` pixels) or in the keypad's place; or nowhere when closed. */
static void
place (CalcWindow *self, CalcGraphView *graph, gboolean open, gboolean beside, int column)
{
    GtkWidget *child = gtk_window_get_child (GTK_WINDOW (self->window));

    unparent_kept (graph->box);
    if (child == graph->paned && !(open && beside)) {
        gtk_paned_set_start_child (GTK_PANED (graph->paned), NULL);
        gtk_window_set_child (GTK_WINDOW (self->window), graph->content);
    }
    gtk_widget_set_visible (self->keys, !(open && !beside));
    /* Beside the keys it has the window's edge for its margin; in the column, the
     * column's own. */
    gtk_widget_set_margin_top (graph->box, beside ? 6 : 0);
    gtk_widget_set_margin_bottom (graph->box, beside ? 6 : 0);
    gtk_widget_set_margin_start (graph->box, beside ? 6 : 0);
    gtk_widget_set_margin_end (graph->box, beside ? 6 : 0);
    if (open && beside) {
        if (gtk_window_get_child (GTK_WINDOW (self->window)) == graph->content) {
            gtk_window_set_child (GTK_WINDOW (self->window), NULL);
            gtk_paned_set_start_child (GTK_PANED (graph->paned), graph->content);
            gtk_window_set_child (GTK_WINDOW (self->window), graph->paned);
        }
        gtk_paned_set_end_child (GTK_PANED (graph->paned), graph->box);
        gtk_paned_set_position (GTK_PANED (graph->paned), column);
        graph->column = column;
        if (graph->column_checks <= 0)
            gtk_widget_add_tick_callback (graph->content, keep_column, self->window, NULL);
        graph->column_checks = 10;
    } else if (open) {
        gtk_box_append (GTK_BOX (self->column), graph->box);
    }
    if (!(open && beside))
        graph->restored_column = 0;
    graph->open = open;
    graph->beside = beside;
    calc_window_update_size_class (self);
}

/* A window narrowed below the threshold while the graph is open beside the keys gives
 * the graph the keypad's place, and widened again puts it back beside them. In a window
 * that fills the screen (or leaves it), the keys keep what the graph leaves them. */
static void
replace_for_width (CalcWindow *self)
{
    CalcGraphView *graph = graph_of (self);
    int width = window_width (self);
    gboolean beside = width >= BESIDE_FROM_WIDTH;

    if (graph == NULL || !graph->open || width <= 0)
        return;
    if (beside == graph->beside && !(beside && graph->column + GRAPH_WIDTH_MIN > width))
        return;
    place (self, graph, TRUE, beside,
           fills_screen (self) ? MAX (360, width - graph_width (width)) : MAX (360, width - GRAPH_WIDTH_MAX));
}

static void
on_width_changed (GObject *window, GParamSpec *pspec, CalcWindow *self)
{
    (void) window, (void) pspec;
    replace_for_width (self);
}

/* Maximized, full screen or back: the window's new width comes with a later layout, so
 * the graph is placed again over the next few frames, once the width has settled. */
static gboolean
replace_after_state (GtkWidget *window, GdkFrameClock *clock, gpointer frames)
{
    CalcWindow *self = g_object_get_data (G_OBJECT (window), "calc-window");
    int *left = frames;

    (void) clock;
    if (self != NULL)
        replace_for_width (self);
    return --*left > 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static void
on_state_changed (GObject *window, GParamSpec *pspec, CalcWindow *self)
{
    int *frames = g_new (int, 1);

    (void) pspec, (void) self;
    *frames = 10;
    gtk_widget_add_tick_callback (GTK_WIDGET (window), replace_after_state, frames, g_free);
}

/* The theme changed (dark style, high contrast): Swift draws again in its colours. The
 * settings outlive the window, so the handler goes with the window (connected swapped
 * to it). */
static void
on_theme_changed (GtkWidget *window, GParamSpec *pspec, GObject *settings)
{
    CalcWindow *self = g_object_get_data (G_OBJECT (window), "calc-window");
    CalcGraphView *graph = self != NULL ? graph_of (self) : NULL;

    (void) settings, (void) pspec;
    if (graph != NULL && graph->open && graph->area != NULL)
        on_resize (GTK_DRAWING_AREA (graph->area), gtk_widget_get_width (graph->area),
                   gtk_widget_get_height (graph->area), self);
}

static void
build (CalcWindow *self, CalcGraphView *graph)
{
    graph->content = gtk_window_get_child (GTK_WINDOW (self->window));
    graph->paned = g_object_ref_sink (gtk_paned_new (GTK_ORIENTATION_HORIZONTAL));
    /* The calculator keeps its width; the graph takes what the window gains. */
    gtk_paned_set_resize_start_child (GTK_PANED (graph->paned), FALSE);
    gtk_paned_set_shrink_start_child (GTK_PANED (graph->paned), FALSE);
    gtk_paned_set_shrink_end_child (GTK_PANED (graph->paned), FALSE);
    /* The content is moved between the window and the paned: keep it alive meanwhile. */
    g_object_ref (graph->content);
    area_new (self, graph);
    g_signal_connect (self->window, "notify::default-width", G_CALLBACK (on_width_changed), self);
    g_signal_connect (self->window, "notify::maximized", G_CALLBACK (on_state_changed), self);
    g_signal_connect (self->window, "notify::fullscreened", G_CALLBACK (on_state_changed), self);
    g_signal_connect_object (gtk_widget_get_settings (self->window), "notify::gtk-application-prefer-dark-theme",
                             G_CALLBACK (on_theme_changed), self->window, G_CONNECT_SWAPPED);
    g_signal_connect_object (gtk_widget_get_settings (self->window), "notify::gtk-theme-name",
                             G_CALLBACK (on_theme_changed), self->window, G_CONNECT_SWAPPED);
}

static void
graph_free (gpointer data)
{
    CalcGraphView *graph = data;

    g_clear_object (&graph->box);
    g_clear_object (&graph->paned);
    g_clear_object (&graph->content);
    g_free (graph->keys);
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
    CalcGraphView *graph = g_new0 (CalcGraphView, 1);
    GtkWidget *bar = gtk_window_get_titlebar (GTK_WINDOW (self->window));

    graph->spec = *spec;
    graph->spec.keys = NULL;
    graph->spec.n_keys = 0;
    graph->keys = calc_shortcuts_resolve (spec->keys, spec->n_keys, &graph->n_keys);
    g_object_set_data_full (G_OBJECT (self->window), "calc-graph", graph, graph_free);
    GtkWidget *icon = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role",
                                    GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);

    gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (icon), 16);
    gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (icon), 16);
    gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
    gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (icon), draw_icon, NULL, NULL);
    graph->toggle = gtk_toggle_button_new ();
    gtk_button_set_child (GTK_BUTTON (graph->toggle), icon);
    calc_widget_set_tooltip (graph->toggle, calc_window_text (self, "graph-tooltip"));
    gtk_widget_set_focus_on_click (graph->toggle, FALSE);
    gtk_widget_add_css_class (graph->toggle, "compact-switch");
    gtk_widget_add_css_class (graph->toggle, "graph-toggle");
    calc_widget_set_accessible_name (graph->toggle, calc_window_text (self, "graph-toggle-name"));
    g_signal_connect (graph->toggle, "toggled", G_CALLBACK (on_toggled), self);
    gtk_header_bar_pack_start (GTK_HEADER_BAR (bar), graph->toggle);
}

void
calc_window_graph_show (CalcWindow *self, int open)
{
    CalcGraphView *graph = graph_of (self);
    int width = window_width (self), height = 0, ignored = 0;

    g_return_if_fail (graph != NULL);
    graph->updating = TRUE;
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (graph->toggle), open != 0);
    graph->updating = FALSE;
    if ((open != 0) == graph->open)
        return;
    if (graph->area == NULL)
        build (self, graph);
    gtk_window_get_default_size (GTK_WINDOW (self->window), &ignored, &height);
    if (open) {
        gboolean beside = width >= BESIDE_FROM_WIDTH;
        gboolean shown = gtk_widget_get_mapped (self->window);
        gboolean fills = fills_screen (self);
        int column = gtk_widget_get_width (graph->content);
        int gained = graph_width (width);

        /* Opened at start (restored), the window's size (saved with the state) already
         * holds the graph; in a window filling the screen, which cannot grow, the keys
         * give the graph room. */
        place (self, graph, TRUE, beside,
               fills ? MAX (360, width - gained) : shown && column > 0 ? column : restored_column (width));
        /* Beside: the window grows by the graph, so the keys stay where they are. */
        graph->width_before = graph->width_opened = 0;
        graph->restored_column = 0;
        if (beside && !shown && !fills) {
            /* Closing gives back what opening it added before the restart. */
            graph->width_before = graph->restored_column = restored_column (width);
            graph->width_opened = width;
        } else if (beside && shown && !fills) {
            gtk_window_set_default_size (GTK_WINDOW (self->window), width + gained, height);
            graph->width_before = width;
            graph->width_opened = width + gained;
        }
    } else {
        /* The window gives back what opening the graph added to it; a width the user
         * chose since stays. */
        gboolean shrink = graph->beside && graph->width_opened > 0 && width == graph->width_opened
                          && !fills_screen (self);

        if (gtk_widget_has_focus (graph->area))
            gtk_window_set_focus (GTK_WINDOW (self->window), NULL);
        place (self, graph, FALSE, FALSE, 0);
        graph->scene = NULL;
        if (shrink)
            gtk_window_set_default_size (GTK_WINDOW (self->window), graph->width_before, height);
        graph->width_before = graph->width_opened = 0;
    }
}

void
calc_window_graph_set_scene (CalcWindow *self, const CalcGraphScene *scene)
{
    CalcGraphView *graph = graph_of (self);

    g_return_if_fail (graph != NULL);
    graph->scene = scene;
    if (graph->area != NULL)
        gtk_widget_queue_draw (graph->area);
}

void
calc_window_graph_set_description (CalcWindow *self, const char *description)
{
    CalcGraphView *graph = graph_of (self);

    if (graph != NULL && graph->area != NULL)
        calc_widget_set_accessible_description (graph->area, description);
}

int
calc_window_graph_style (CalcWindow *self)
{
    GtkSettings *settings = gtk_widget_get_settings (self->window);
    gboolean dark = FALSE;
    g_autofree char *theme = NULL;

    const char *forced = g_getenv ("GTK_THEME");

    g_object_get (settings, "gtk-application-prefer-dark-theme", &dark, "gtk-theme-name", &theme, NULL);
    /* GTK_THEME (`Adwaita:dark`, `HighContrast`) overrides the settings for the widgets:
     * the graph follows it too. */
    if (forced != NULL && *forced != '\0') {
        g_free (theme);
        theme = g_strdup (forced);
        dark = dark || g_str_has_suffix (forced, ":dark");
    }
    if (theme != NULL && strstr (theme, "HighContrast") != NULL)
        return dark ? CALC_GRAPH_HIGH_CONTRAST_DARK : CALC_GRAPH_HIGH_CONTRAST;
    if (theme != NULL && g_str_has_suffix (theme, "-dark"))
        dark = TRUE;
    return dark ? CALC_GRAPH_DARK : CALC_GRAPH_LIGHT;
}

/* ---- Saving and copying ---- */

typedef struct {
    GtkWidget *window;
    int32_t    code;
} FileChoice;

static void
on_file_chosen (GtkNativeDialog *dialog, int response, gpointer data)
{
    FileChoice *choice = data;
    CalcWindow *self = g_object_get_data (G_OBJECT (choice->window), "calc-window");

    if (response == GTK_RESPONSE_ACCEPT && self != NULL) {
        g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
        g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

        if (path != NULL)
            calc_window_emit (self, choice->code, path);
    }
    g_object_unref (choice->window);
    g_free (choice);
    g_object_unref (dialog);
}

void
calc_window_choose_save_file (CalcWindow *self, int32_t code, const char *title,
                              const char *accept, const char *suggested_name)
{
    g_return_if_fail (self != NULL);
    GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
        title, GTK_WINDOW (self->window), GTK_FILE_CHOOSER_ACTION_SAVE, accept, NULL);
    FileChoice *choice = g_new0 (FileChoice, 1);

    choice->window = g_object_ref (self->window);
    choice->code = code;
    gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), suggested_name);
    g_signal_connect (dialog, "response", G_CALLBACK (on_file_chosen), choice);
    gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

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
    gdk_clipboard_set_texture (gtk_widget_get_clipboard (self->window), texture);
}
