/* The graph's pixels (docs/behaviour.md §14): a scene of axes, ticks, curves, markers,
 * a trace and a legend, given as plain data in pixel coordinates relative to the view,
 * drawn through cairo by the window and written to SVG or PNG by the command line. The
 * mathematics (sampling, ticks, key points) is in the Swift target Graphing. */
#ifndef CALC_GRAPH_H
#define CALC_GRAPH_H

#include <stddef.h>

struct _cairo;

/* An opaque scene; every function takes it first. */
typedef struct CalcGraphScene CalcGraphScene;

/* The colours: 0 light, 1 dark, 2 high contrast (light), 3 high contrast (dark). */
enum { CALC_GRAPH_LIGHT = 0, CALC_GRAPH_DARK = 1, CALC_GRAPH_HIGH_CONTRAST = 2, CALC_GRAPH_HIGH_CONTRAST_DARK = 3 };

/* The axes ticks belong to. */
enum { CALC_GRAPH_X_AXIS = 0, CALC_GRAPH_Y_AXIS = 1 };

/* The largest number of curves a scene holds (the current one and 6 pinned). */
#define CALC_GRAPH_MAX_CURVES 7

/* A new empty scene of width × height pixels (at least 1 × 1), text of font_size pixels. */
CalcGraphScene *calc_graph_scene_new(int width, int height, int style, double font_size);
void calc_graph_scene_free(CalcGraphScene *scene);

/* Where the axes are, in pixels from the top left; a value outside the view (or NaN)
 * for an axis off screen: its tick labels then stay at the edge. */
void calc_graph_scene_set_origin(CalcGraphScene *scene, double column, double row);

/* A labelled tick at a pixel column (x axis) or row (y axis); the label is UTF-8. */
void calc_graph_scene_add_tick(CalcGraphScene *scene, int axis, double position, const char *label);

/* A curve: `polyline_count` polylines whose vertices are the consecutive pairs of `xy`
 * (column, row), `lengths[i]` vertices each; `dot_count` dots in `dots` (pairs); its
 * legend text and its colour (an index into the palette, so a pinned curve keeps its
 * colour). Returns the curve's index, or -1 when the scene is full. Copies everything. */
int calc_graph_scene_add_curve(CalcGraphScene *scene, const char *legend, int colour,
                               const double *xy, const int *lengths, int polyline_count,
                               const double *dots, int dot_count);

/* A key point of a curve (root, extremum, crossing of the y axis), drawn as a ring. */
void calc_graph_scene_add_marker(CalcGraphScene *scene, int curve, double column, double row);

/* An end of a curve's step at a jump: filled (nonzero `filled`: the function takes this
 * value at the jump) or hollow (it does not), in the curve's colour. */
void calc_graph_scene_add_end(CalcGraphScene *scene, int curve, double column, double row, int filled);

/* The trace: a dot on a curve and its readout (UTF-8), shown in a corner. */
void calc_graph_scene_set_trace(CalcGraphScene *scene, int curve, double column, double row,
                                const char *readout);

/* A line of text under the legend (a hint, or why nothing is drawn). */
void calc_graph_scene_set_note(CalcGraphScene *scene, const char *note);

/* Draws the scene on a cairo context whose origin is the view's top left. */
void calc_graph_scene_draw(const CalcGraphScene *scene, struct _cairo *cr);

/* The boxes of the texts a drawing writes, as left, top, width, height in pixels: the
 * legend's, the readout's and the note's (those there are, in that order), then each tick
 * label drawn; at most `capacity` boxes into `boxes` (4 × capacity doubles). Returns how
 * many. Nothing drawn overlaps them but the curves, which pass over tick labels. */
int calc_graph_scene_text_boxes(const CalcGraphScene *scene, double *boxes, int capacity);

/* Writes the scene as an SVG or PNG file; 0 when written, -1 otherwise (errno set for a
 * failure to write where the C library reports one). */
int calc_graph_scene_write_svg(const CalcGraphScene *scene, const char *path);
int calc_graph_scene_write_png(const CalcGraphScene *scene, const char *path);

/* The PNG bytes of the scene (for the clipboard): a buffer to release with free(), and
 * its length in *length; NULL when it could not be made. */
unsigned char *calc_graph_scene_png_bytes(const CalcGraphScene *scene, size_t *length);

#endif
