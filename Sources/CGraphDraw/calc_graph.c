/* The graph's pixels through cairo (calc_graph.h). */
#include "calc_graph.h"

#include <cairo.h>
#include <cairo-svg.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int axis;
    double position;
    char *label;
} Tick;

typedef struct {
    char *legend;
    int colour;
    double *xy;
    int *lengths;
    int polyline_count;
    double *dots;
    int dot_count;
} Curve;

typedef struct {
    int curve;
    double column, row;
} Marker;

typedef struct {
    int curve;
    double column, row;
    int filled;
} End;

struct CalcGraphScene {
    int width, height, style;
    double font_size;
    double origin_column, origin_row;
    Tick *ticks;
    size_t tick_count, tick_capacity;
    Curve curves[CALC_GRAPH_MAX_CURVES];
    int curve_count;
    Marker *markers;
    size_t marker_count, marker_capacity;
    End *ends;
    size_t end_count, end_capacity;
    int trace_curve;
    double trace_column, trace_row;
    char *trace_readout;
    char *note;
};

typedef struct {
    double r, g, b;
} Colour;

/* Okabe and Ito's palette, distinct for colour-blind readers; lighter on dark. */
static const Colour light_palette[] = {
    {0.000, 0.447, 0.698}, {0.835, 0.369, 0.000}, {0.000, 0.620, 0.451}, {0.800, 0.475, 0.655},
    {0.902, 0.624, 0.000}, {0.337, 0.706, 0.914}, {0.400, 0.400, 0.400},
};
static const Colour dark_palette[] = {
    {0.337, 0.706, 0.914}, {0.937, 0.541, 0.282}, {0.298, 0.835, 0.620}, {0.929, 0.631, 0.800},
    {0.941, 0.894, 0.259}, {0.600, 0.800, 1.000}, {0.750, 0.750, 0.750},
};
#define PALETTE_SIZE 7

static char *copy_text(const char *text) {
    if (text == NULL) return NULL;
    size_t length = strlen(text) + 1;
    char *copy = malloc(length);
    if (copy != NULL) memcpy(copy, text, length);
    return copy;
}

CalcGraphScene *calc_graph_scene_new(int width, int height, int style, double font_size) {
    CalcGraphScene *scene = calloc(1, sizeof *scene);
    if (scene == NULL) return NULL;
    scene->width = width < 1 ? 1 : width;
    scene->height = height < 1 ? 1 : height;
    scene->style = style;
    scene->font_size = font_size > 0 ? font_size : 12;
    scene->origin_column = NAN;
    scene->origin_row = NAN;
    scene->trace_curve = -1;
    return scene;
}

void calc_graph_scene_free(CalcGraphScene *scene) {
    if (scene == NULL) return;
    for (size_t i = 0; i < scene->tick_count; i++) free(scene->ticks[i].label);
    free(scene->ticks);
    for (int i = 0; i < scene->curve_count; i++) {
        free(scene->curves[i].legend);
        free(scene->curves[i].xy);
        free(scene->curves[i].lengths);
        free(scene->curves[i].dots);
    }
    free(scene->markers);
    free(scene->ends);
    free(scene->trace_readout);
    free(scene->note);
    free(scene);
}

void calc_graph_scene_set_origin(CalcGraphScene *scene, double column, double row) {
    scene->origin_column = column;
    scene->origin_row = row;
}

void calc_graph_scene_add_tick(CalcGraphScene *scene, int axis, double position, const char *label) {
    if (scene->tick_count == scene->tick_capacity) {
        size_t capacity = scene->tick_capacity ? 2 * scene->tick_capacity : 32;
        Tick *grown = realloc(scene->ticks, capacity * sizeof *grown);
        if (grown == NULL) return;
        scene->ticks = grown;
        scene->tick_capacity = capacity;
    }
    scene->ticks[scene->tick_count++] = (Tick){axis, position, copy_text(label)};
}

int calc_graph_scene_add_curve(CalcGraphScene *scene, const char *legend, int colour, const double *xy,
                               const int *lengths, int polyline_count, const double *dots, int dot_count) {
    if (scene->curve_count >= CALC_GRAPH_MAX_CURVES) return -1;
    Curve curve = {copy_text(legend), colour, NULL, NULL, 0, NULL, 0};
    size_t vertices = 0;
    for (int i = 0; i < polyline_count; i++) vertices += (size_t)(lengths[i] > 0 ? lengths[i] : 0);
    if (polyline_count > 0) {
        curve.xy = malloc(2 * vertices * sizeof(double) + 1);
        curve.lengths = malloc((size_t)polyline_count * sizeof(int));
        if (curve.xy != NULL && curve.lengths != NULL) {
            memcpy(curve.xy, xy, 2 * vertices * sizeof(double));
            memcpy(curve.lengths, lengths, (size_t)polyline_count * sizeof(int));
            curve.polyline_count = polyline_count;
        }
    }
    if (dot_count > 0) {
        curve.dots = malloc(2 * (size_t)dot_count * sizeof(double));
        if (curve.dots != NULL) {
            memcpy(curve.dots, dots, 2 * (size_t)dot_count * sizeof(double));
            curve.dot_count = dot_count;
        }
    }
    scene->curves[scene->curve_count] = curve;
    return scene->curve_count++;
}

void calc_graph_scene_add_marker(CalcGraphScene *scene, int curve, double column, double row) {
    if (scene->marker_count == scene->marker_capacity) {
        size_t capacity = scene->marker_capacity ? 2 * scene->marker_capacity : 16;
        Marker *grown = realloc(scene->markers, capacity * sizeof *grown);
        if (grown == NULL) return;
        scene->markers = grown;
        scene->marker_capacity = capacity;
    }
    scene->markers[scene->marker_count++] = (Marker){curve, column, row};
}

void calc_graph_scene_add_end(CalcGraphScene *scene, int curve, double column, double row, int filled) {
    if (scene->end_count == scene->end_capacity) {
        size_t capacity = scene->end_capacity ? 2 * scene->end_capacity : 16;
        End *grown = realloc(scene->ends, capacity * sizeof *grown);
        if (grown == NULL) return;
        scene->ends = grown;
        scene->end_capacity = capacity;
    }
    scene->ends[scene->end_count++] = (End){curve, column, row, filled != 0};
}

void calc_graph_scene_set_trace(CalcGraphScene *scene, int curve, double column, double row, const char *readout) {
    scene->trace_curve = curve;
    scene->trace_column = column;
    scene->trace_row = row;
    free(scene->trace_readout);
    scene->trace_readout = copy_text(readout);
}

void calc_graph_scene_set_note(CalcGraphScene *scene, const char *note) {
    free(scene->note);
    scene->note = copy_text(note);
}

/* MARK: - Drawing */

static int is_dark(const CalcGraphScene *scene) {
    return scene->style == CALC_GRAPH_DARK || scene->style == CALC_GRAPH_HIGH_CONTRAST_DARK;
}

static int is_high_contrast(const CalcGraphScene *scene) {
    return scene->style == CALC_GRAPH_HIGH_CONTRAST || scene->style == CALC_GRAPH_HIGH_CONTRAST_DARK;
}

/* The text colour with an opacity: grid, axes and labels are shades of it. */
static void set_foreground(const CalcGraphScene *scene, cairo_t *cr, double alpha) {
    double v = is_dark(scene) ? 1.0 : 0.0;
    cairo_set_source_rgba(cr, v, v, v, is_high_contrast(scene) ? (alpha < 0.5 ? 0.5 : 1.0) : alpha);
}

static void set_curve_colour(const CalcGraphScene *scene, cairo_t *cr, int colour) {
    const Colour *palette = is_dark(scene) ? dark_palette : light_palette;
    Colour c = palette[(colour % PALETTE_SIZE + PALETTE_SIZE) % PALETTE_SIZE];
    cairo_set_source_rgb(cr, c.r, c.g, c.b);
}

static double text_width(cairo_t *cr, const char *text) {
    cairo_text_extents_t extents;
    cairo_text_extents(cr, text, &extents);
    return extents.x_advance;
}

/* A label `w` pixels wide with a background of the page's colour, so lines under it do
 * not cross it. */
static void draw_label(const CalcGraphScene *scene, cairo_t *cr, double x, double baseline, const char *text,
                       double w) {
    double size = scene->font_size;
    double v = is_dark(scene) ? 0.12 : 1.0;
    cairo_set_source_rgba(cr, v, v, v, 0.85);
    cairo_rectangle(cr, round(x - 2), round(baseline - size), round(w + 4), round(size * 1.3));
    cairo_fill(cr);
    set_foreground(scene, cr, 0.8);
    cairo_move_to(cr, x, baseline);
    cairo_show_text(cr, text);
}

static double clamp(double v, double low, double high) {
    return v < low ? low : v > high ? high : v;
}

/* A rectangle in pixels: left, top, width, height. */
typedef struct {
    double x, y, w, h;
} Rect;

static int rects_meet(Rect a, Rect b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* The box a label's background fills (draw_label), text `w` wide at (x, baseline). */
static Rect label_rect(const CalcGraphScene *scene, double x, double baseline, double w) {
    double size = scene->font_size;
    return (Rect){round(x - 2), round(baseline - size), round(w + 4), round(size * 1.3)};
}

/* The segment from (x0, y0) to (x1, y1) passes through `r` (Liang and Barsky's clipping). */
static int segment_meets(double x0, double y0, double x1, double y1, Rect r) {
    double t0 = 0, t1 = 1, dx = x1 - x0, dy = y1 - y0;
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {x0 - r.x, r.x + r.w - x0, y0 - r.y, r.y + r.h - y0};
    for (int i = 0; i < 4; i++) {
        if (p[i] == 0) {
            if (q[i] < 0) return 0;
        } else {
            double t = q[i] / p[i];
            if (p[i] < 0) {
                if (t > t1) return 0;
                if (t > t0) t0 = t;
            } else {
                if (t < t0) return 0;
                if (t < t1) t1 = t;
            }
        }
    }
    return 1;
}

/* How many segments and dots of the curves (and key-point markers) fall in `r`, counted
 * up to `most`. */
static int curve_hits(const CalcGraphScene *scene, Rect r, int most) {
    int hits = 0;
    for (int c = 0; c < scene->curve_count && hits < most; c++) {
        const Curve *curve = &scene->curves[c];
        const double *p = curve->xy;
        for (int i = 0; i < curve->polyline_count && hits < most; i++) {
            for (int k = 0; k + 1 < curve->lengths[i] && hits < most; k++) {
                const double *a = p + 2 * k, *b = a + 2;
                // Most segments are far from the box: a cheap test first.
                if ((a[0] < r.x && b[0] < r.x) || (a[0] > r.x + r.w && b[0] > r.x + r.w) ||
                    (a[1] < r.y && b[1] < r.y) || (a[1] > r.y + r.h && b[1] > r.y + r.h))
                    continue;
                if (segment_meets(a[0], a[1], b[0], b[1], r)) hits++;
            }
            p += 2 * (curve->lengths[i] > 0 ? curve->lengths[i] : 0);
        }
        for (int i = 0; i < curve->dot_count && hits < most; i++) {
            Rect dot = {curve->dots[2 * i] - 5, curve->dots[2 * i + 1] - 5, 10, 10};
            if (rects_meet(dot, r)) hits++;
        }
    }
    for (size_t i = 0; i < scene->end_count && hits < most; i++) {
        Rect dot = {scene->ends[i].column - 5, scene->ends[i].row - 5, 10, 10};
        if (rects_meet(dot, r)) hits++;
    }
    for (size_t i = 0; i < scene->marker_count && hits < most; i++) {
        Rect ring = {scene->markers[i].column - 6, scene->markers[i].row - 6, 12, 12};
        if (rects_meet(ring, r)) hits++;
    }
    return hits;
}

static void draw_grid_and_axes(const CalcGraphScene *scene, cairo_t *cr) {
    double w = scene->width, h = scene->height;
    // Every line lies on whole pixels: smoothing would only cost time.
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
    cairo_set_line_width(cr, 1);
    set_foreground(scene, cr, 0.10);
    for (size_t i = 0; i < scene->tick_count; i++) {
        double p = floor(scene->ticks[i].position) + 0.5;
        if (scene->ticks[i].axis == CALC_GRAPH_X_AXIS) {
            cairo_move_to(cr, p, 0);
            cairo_line_to(cr, p, h);
        } else {
            cairo_move_to(cr, 0, p);
            cairo_line_to(cr, w, p);
        }
    }
    cairo_stroke(cr);
    set_foreground(scene, cr, 0.55);
    cairo_set_line_width(cr, is_high_contrast(scene) ? 2 : 1);
    if (scene->origin_row >= 0 && scene->origin_row <= h) {
        double p = floor(scene->origin_row) + 0.5;
        cairo_move_to(cr, 0, p);
        cairo_line_to(cr, w, p);
    }
    if (scene->origin_column >= 0 && scene->origin_column <= w) {
        double p = floor(scene->origin_column) + 0.5;
        cairo_move_to(cr, p, 0);
        cairo_line_to(cr, p, h);
    }
    cairo_stroke(cr);
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT);
}

/* Where the texts of a corner go (the legend's box, the trace's readout, the note), so
 * that tick labels keep clear of them; a width of 0: not drawn. */
typedef struct {
    Rect legend, readout, note;
} TextBlock;

/* A tick label there would meet another text, a key point's ring or the trace's dot
 * (behaviour §14: nothing drawn overlaps a text). */
static int label_is_covered(const CalcGraphScene *scene, const TextBlock *texts, Rect r) {
    if (rects_meet(r, texts->legend) || rects_meet(r, texts->readout) || rects_meet(r, texts->note)) return 1;
    for (size_t i = 0; i < scene->marker_count; i++) {
        Rect ring = {scene->markers[i].column - 5, scene->markers[i].row - 5, 10, 10};
        if (rects_meet(r, ring)) return 1;
    }
    if (scene->trace_curve >= 0 && scene->trace_curve < scene->curve_count) {
        Rect dot = {scene->trace_column - 5, scene->trace_row - 5, 10, 10};
        if (rects_meet(r, dot)) return 1;
    }
    return 0;
}

/* Tick labels beside the axes, or along the edge the axis is beyond. They stand off the
 * axes by more than a key point's ring reaches (5 pixels), so that a ring on an axis (a
 * root, the crossing of the y axis) never touches one; one that would meet another text,
 * a ring or the trace's dot goes to the other side of its axis, or is left out. Draws
 * them when `draw`; each
 * label's box goes to `boxes` (left, top, width, height) while `capacity` lasts; returns
 * how many were written. */
static int tick_labels(const CalcGraphScene *scene, cairo_t *cr, const TextBlock *texts, int draw, double *boxes,
                       int capacity) {
    double w = scene->width, h = scene->height, size = scene->font_size, pad = size * 0.4, gap = pad + 4;
    double origin_row = isnan(scene->origin_row) ? h : scene->origin_row;
    double origin_column = isnan(scene->origin_column) ? 0 : scene->origin_column;
    double baseline = clamp(origin_row + size + gap, size + pad, h - pad);
    int written = 0;
    for (size_t i = 0; i < scene->tick_count; i++) {
        const Tick *t = &scene->ticks[i];
        double tw = text_width(cr, t->label);
        double x, y;
        if (t->axis == CALC_GRAPH_X_AXIS) {
            // 0 is written once, by the y axis, when both axes are in view.
            if (strcmp(t->label, "0") == 0 && origin_column >= 0 && origin_column <= w) continue;
            x = clamp(t->position - tw / 2, pad, w - tw - pad);
            y = baseline;
        } else {
            x = clamp(origin_column - tw - gap, pad, w - tw - pad);
            y = clamp(t->position + size * 0.35, size + pad, h - pad);
        }
        Rect r = label_rect(scene, x, y, tw);
        if (label_is_covered(scene, texts, r)) {
            // The other side of its axis, when the axis is in view (a label under an
            // extremum's ring goes right of the y axis, or above the x axis).
            if (t->axis == CALC_GRAPH_X_AXIS && origin_row >= 0 && origin_row <= h) {
                y = clamp(origin_row - gap - size * 0.3, size + pad, h - pad);
            } else if (t->axis == CALC_GRAPH_Y_AXIS && origin_column >= 0 && origin_column <= w) {
                x = clamp(origin_column + gap, pad, w - tw - pad);
            } else {
                continue;
            }
            r = label_rect(scene, x, y, tw);
            if (label_is_covered(scene, texts, r)) continue;
        }
        if (draw) draw_label(scene, cr, x, y, t->label, tw);
        if (written < capacity) {
            boxes[4 * written] = r.x;
            boxes[4 * written + 1] = r.y;
            boxes[4 * written + 2] = r.w;
            boxes[4 * written + 3] = r.h;
        }
        written++;
    }
    return written < capacity ? written : capacity;
}

static void draw_curves(const CalcGraphScene *scene, cairo_t *cr) {
    double line = is_high_contrast(scene) ? 3 : 2;
    // Smoothing at 4 × 4 samples a pixel: as smooth to the eye for a line 2 pixels wide,
    // and a fraction of the default's cost where a curve climbs steeply back and forth
    // (tan(10x), a band): the rasteriser's work grows with the rows each edge crosses.
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST);
    // Bevelled joins: at 2 pixels wide they look as round ones do (a few pixels differ on
    // a whole sine), and a band's hundreds of turns are not each stroked as an arc.
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (int c = 0; c < scene->curve_count; c++) {
        const Curve *curve = &scene->curves[c];
        set_curve_colour(scene, cr, curve->colour);
        cairo_set_line_width(cr, line);
        const double *p = curve->xy;
        for (int i = 0; i < curve->polyline_count; i++) {
            for (int k = 0; k < curve->lengths[i]; k++, p += 2) {
                if (k == 0) cairo_move_to(cr, p[0], p[1]);
                else cairo_line_to(cr, p[0], p[1]);
            }
            cairo_stroke(cr);
        }
        for (int i = 0; i < curve->dot_count; i++) {
            cairo_new_sub_path(cr);
            cairo_arc(cr, curve->dots[2 * i], curve->dots[2 * i + 1], line + 1.5, 0, 2 * M_PI);
        }
        cairo_fill(cr);
    }
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT);
}

/* The ends of the steps at jumps: a hollow one is the page's colour inside a ring of the
 * curve's, so the step's line, which reaches its centre, stops at its ring. */
static void draw_ends(const CalcGraphScene *scene, cairo_t *cr) {
    double v = is_dark(scene) ? 0.12 : 1.0;
    if (is_high_contrast(scene)) v = is_dark(scene) ? 0 : 1;
    double radius = is_high_contrast(scene) ? 4.5 : 3.5;
    for (size_t i = 0; i < scene->end_count; i++) {
        const End *e = &scene->ends[i];
        if (e->curve < 0 || e->curve >= scene->curve_count) continue;
        cairo_new_sub_path(cr);
        cairo_arc(cr, e->column, e->row, radius, 0, 2 * M_PI);
        if (!e->filled) {
            cairo_set_source_rgb(cr, v, v, v);
            cairo_fill_preserve(cr);
        }
        set_curve_colour(scene, cr, scene->curves[e->curve].colour);
        if (e->filled) {
            cairo_fill(cr);
        } else {
            cairo_set_line_width(cr, 1.5);
            cairo_stroke(cr);
        }
    }
}

static void draw_markers(const CalcGraphScene *scene, cairo_t *cr) {
    double v = is_dark(scene) ? 0.12 : 1.0;
    for (size_t i = 0; i < scene->marker_count; i++) {
        const Marker *m = &scene->markers[i];
        if (m->curve < 0 || m->curve >= scene->curve_count) continue;
        cairo_new_sub_path(cr);
        cairo_arc(cr, m->column, m->row, 4, 0, 2 * M_PI);
        cairo_set_source_rgb(cr, v, v, v);
        cairo_fill_preserve(cr);
        set_curve_colour(scene, cr, scene->curves[m->curve].colour);
        cairo_set_line_width(cr, 2);
        cairo_stroke(cr);
    }
}

/* The legend's box: its width and height, 0 × 0 when no curve has a legend. */
static void legend_size(const CalcGraphScene *scene, cairo_t *cr, double *box_w, double *box_h) {
    double size = scene->font_size, pad = size * 0.6, line = size * 1.5;
    double widest = 0;
    int lines = 0;
    for (int c = 0; c < scene->curve_count; c++) {
        if (scene->curves[c].legend == NULL || scene->curves[c].legend[0] == '\0') continue;
        double w = text_width(cr, scene->curves[c].legend);
        if (w > widest) widest = w;
        lines++;
    }
    *box_w = lines == 0 ? 0 : widest + size * 2 + 2 * pad;
    *box_h = lines == 0 ? 0 : lines * line + pad;
    if (*box_w > scene->width - 2 * pad) *box_w = scene->width - 2 * pad;
}

/* The texts placed in a corner (0 top right, 1 top left, 2 bottom right, 3 bottom left):
 * the legend's box, under it the readout, then the note; `readout_w` and `note_w` are
 * their texts' widths, 0 for none. */
static TextBlock place_texts(const CalcGraphScene *scene, cairo_t *cr, int corner, double readout_w,
                             double note_w) {
    double size = scene->font_size, pad = size * 0.6;
    double box_w, box_h;
    legend_size(scene, cr, &box_w, &box_h);
    int right = corner == 0 || corner == 2, bottom = corner >= 2;
    double lines = (readout_w > 0) + (note_w > 0);
    // The height from the legend's top to the last line's background's bottom.
    double height = box_h + (lines > 0 ? (box_h > 0 ? pad : 0) + (lines - 1) * size * 1.5 + size * 1.3 : 0);
    double y = bottom ? scene->height - pad - height : pad;
    TextBlock block = {{0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}};
    if (box_h > 0) {
        block.legend = (Rect){right ? scene->width - box_w - pad : pad, y, box_w, box_h};
        y += box_h + (lines > 0 ? pad : 0);
    }
    if (readout_w > 0) {
        block.readout = label_rect(scene, right ? scene->width - pad * 1.5 - readout_w : pad * 1.5, y + size, readout_w);
        y += size * 1.5;
    }
    if (note_w > 0) {
        block.note = label_rect(scene, right ? scene->width - pad * 1.5 - note_w : pad * 1.5, y + size, note_w);
    }
    return block;
}

/* The bounding box of a block's texts; 0 wide when it has none. */
static Rect block_bounds(const TextBlock *block) {
    const Rect *parts[3] = {&block->legend, &block->readout, &block->note};
    double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
    for (int i = 0; i < 3; i++) {
        if (parts[i]->w <= 0) continue;
        x0 = fmin(x0, parts[i]->x);
        y0 = fmin(y0, parts[i]->y);
        x1 = fmax(x1, parts[i]->x + parts[i]->w);
        y1 = fmax(y1, parts[i]->y + parts[i]->h);
    }
    return x1 < x0 ? (Rect){0, 0, 0, 0} : (Rect){x0, y0, x1 - x0, y1 - y0};
}

/* The corner for the legend, the readout and the note: the first of top right, top left,
 * bottom right and bottom left where no curve, dot or key point passes under them, else
 * the one with the fewest (a constant's line is not written over by the hint). The
 * corner is chosen with room for a readout line as wide as the legend, so that the
 * legend does not jump when a trace comes or goes. */
static TextBlock layout_texts(const CalcGraphScene *scene, cairo_t *cr) {
    double readout_w = scene->trace_readout != NULL ? text_width(cr, scene->trace_readout) : 0;
    double note_w = scene->note != NULL ? text_width(cr, scene->note) : 0;
    double box_w, box_h;
    legend_size(scene, cr, &box_w, &box_h);
    double room = readout_w > box_w ? readout_w : box_w;
    int best = 0, fewest = -1;
    for (int corner = 0; corner < 4; corner++) {
        TextBlock trial = place_texts(scene, cr, corner, room, note_w);
        Rect bounds = block_bounds(&trial);
        if (bounds.w <= 0) break;
        Rect around = {bounds.x - 2, bounds.y - 2, bounds.w + 4, bounds.h + 4};
        int hits = curve_hits(scene, around, fewest < 0 ? 1 << 30 : fewest);
        if (fewest < 0 || hits < fewest) {
            best = corner;
            fewest = hits;
        }
        if (hits == 0) break;
    }
    return place_texts(scene, cr, best, readout_w, note_w);
}

/* The legend's box: a swatch and the description of each curve. */
static void draw_legend(const CalcGraphScene *scene, cairo_t *cr, Rect box) {
    if (box.w <= 0) return;
    double size = scene->font_size, pad = size * 0.6, line = size * 1.5;
    double v = is_dark(scene) ? 0.12 : 1.0;
    cairo_set_source_rgba(cr, v, v, v, 0.9);
    cairo_rectangle(cr, box.x, box.y, box.w, box.h);
    cairo_fill_preserve(cr);
    set_foreground(scene, cr, 0.3);
    cairo_set_line_width(cr, 1);
    cairo_stroke(cr);
    cairo_save(cr);
    cairo_rectangle(cr, box.x, box.y, box.w, box.h);
    cairo_clip(cr);
    int row = 0;
    for (int c = 0; c < scene->curve_count; c++) {
        const Curve *curve = &scene->curves[c];
        if (curve->legend == NULL || curve->legend[0] == '\0') continue;
        double baseline = box.y + pad / 2 + line * (row + 1) - (line - size) / 2 - size * 0.15;
        set_curve_colour(scene, cr, curve->colour);
        cairo_set_line_width(cr, 3);
        cairo_move_to(cr, box.x + pad, baseline - size * 0.35);
        cairo_line_to(cr, box.x + pad + size * 1.2, baseline - size * 0.35);
        cairo_stroke(cr);
        set_foreground(scene, cr, 0.9);
        cairo_move_to(cr, box.x + pad + size * 1.8, baseline);
        cairo_show_text(cr, curve->legend);
        row++;
    }
    cairo_restore(cr);
}

static void draw_trace_dot(const CalcGraphScene *scene, cairo_t *cr) {
    if (scene->trace_curve < 0 || scene->trace_curve >= scene->curve_count) return;
    set_curve_colour(scene, cr, scene->curves[scene->trace_curve].colour);
    cairo_new_sub_path(cr);
    cairo_arc(cr, scene->trace_column, scene->trace_row, 5, 0, 2 * M_PI);
    cairo_fill(cr);
}

/* A line of the block's text in its box (label_rect's). */
static void draw_block_line(const CalcGraphScene *scene, cairo_t *cr, Rect r, const char *text) {
    if (r.w <= 0 || text == NULL) return;
    draw_label(scene, cr, r.x + 2, r.y + scene->font_size, text, r.w - 4);
}

void calc_graph_scene_draw(const CalcGraphScene *scene, cairo_t *cr) {
    cairo_save(cr);
    cairo_rectangle(cr, 0, 0, scene->width, scene->height);
    cairo_clip(cr);
    double v = is_dark(scene) ? 0.12 : 1.0;
    if (is_high_contrast(scene)) v = is_dark(scene) ? 0 : 1;
    cairo_set_source_rgb(cr, v, v, v);
    cairo_paint(cr);
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, scene->font_size);
    TextBlock texts = layout_texts(scene, cr);
    draw_grid_and_axes(scene, cr);
    // Labels under the curves: a curve is never hidden by a label's background.
    tick_labels(scene, cr, &texts, 1, NULL, 0);
    draw_curves(scene, cr);
    draw_markers(scene, cr);
    // After the key points' rings: `floor x`'s filled end at the origin stays filled.
    draw_ends(scene, cr);
    draw_legend(scene, cr, texts.legend);
    draw_trace_dot(scene, cr);
    draw_block_line(scene, cr, texts.readout, scene->trace_readout);
    draw_block_line(scene, cr, texts.note, scene->note);
    cairo_restore(cr);
}

int calc_graph_scene_text_boxes(const CalcGraphScene *scene, double *boxes, int capacity) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
    cairo_t *cr = cairo_create(surface);
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, scene->font_size);
    TextBlock texts = layout_texts(scene, cr);
    int count = 0;
    const Rect parts[3] = {texts.legend, texts.readout, texts.note};
    for (int i = 0; i < 3; i++) {
        if (parts[i].w <= 0 || count >= capacity) continue;
        boxes[4 * count] = parts[i].x;
        boxes[4 * count + 1] = parts[i].y;
        boxes[4 * count + 2] = parts[i].w;
        boxes[4 * count + 3] = parts[i].h;
        count++;
    }
    count += tick_labels(scene, cr, &texts, 0, boxes + 4 * count, capacity - count);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return count;
}

/* MARK: - Files */

int calc_graph_scene_write_svg(const CalcGraphScene *scene, const char *path) {
    cairo_surface_t *surface = cairo_svg_surface_create(path, scene->width, scene->height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        return -1;
    }
    cairo_t *cr = cairo_create(surface);
    calc_graph_scene_draw(scene, cr);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    int status = cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS ? 0 : -1;
    cairo_surface_destroy(surface);
    return status;
}

static cairo_surface_t *raster(const CalcGraphScene *scene) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, scene->width, scene->height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        return NULL;
    }
    cairo_t *cr = cairo_create(surface);
    calc_graph_scene_draw(scene, cr);
    cairo_destroy(cr);
    return surface;
}

int calc_graph_scene_write_png(const CalcGraphScene *scene, const char *path) {
    cairo_surface_t *surface = raster(scene);
    if (surface == NULL) return -1;
    int status = cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS ? 0 : -1;
    cairo_surface_destroy(surface);
    return status;
}

typedef struct {
    unsigned char *data;
    size_t length, capacity;
    int failed;
} Buffer;

static cairo_status_t append(void *closure, const unsigned char *data, unsigned int length) {
    Buffer *buffer = closure;
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->length + length) capacity *= 2;
        unsigned char *grown = realloc(buffer->data, capacity);
        if (grown == NULL) {
            buffer->failed = 1;
            return CAIRO_STATUS_NO_MEMORY;
        }
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->length, data, length);
    buffer->length += length;
    return CAIRO_STATUS_SUCCESS;
}

unsigned char *calc_graph_scene_png_bytes(const CalcGraphScene *scene, size_t *length) {
    cairo_surface_t *surface = raster(scene);
    if (surface == NULL) return NULL;
    Buffer buffer = {NULL, 0, 0, 0};
    cairo_status_t status = cairo_surface_write_to_png_stream(surface, append, &buffer);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS || buffer.failed) {
        free(buffer.data);
        return NULL;
    }
    *length = buffer.length;
    return buffer.data;
}
