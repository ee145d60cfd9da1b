// The graph's drawing (calc_graph_view.c).
#pragma once

#include <gtk/gtk.h>

#include "calc_window.h"

G_BEGIN_DECLS

#define CALC_TYPE_GRAPH_VIEW (calc_graph_view_get_type ())
G_DECLARE_FINAL_TYPE (CalcGraphView, calc_graph_view, CALC, GRAPH_VIEW, GtkWidget)

/// The graph, in the words of `texts` (calc_texts.h), with its own keys `keys` (copied).
/// Signals, positions in pixels from its top left: "resized" (int width, int height),
/// "pan" (double dx, double dy), "zoom" (double factor, double x, double y), "centre"
/// (double x, double y: a double click), "trace" (double x, double y: the pointer),
/// "trace-left" (the pointer left), "key" (int code: one of its keys while focused).
GtkWidget *calc_graph_view_new             (GHashTable *texts, const CalcShortcutSpec *keys,
                                            size_t n_keys);
/// The scene to draw (calc_graph.h), borrowed until the next call; NULL draws nothing.
struct CalcGraphScene;
void       calc_graph_view_set_scene       (CalcGraphView *self,
                                            const struct CalcGraphScene *scene);
/// What a screen reader says of the graph.
void       calc_graph_view_set_description (CalcGraphView *self, const char *description);
/// Whether the drawing has the keyboard focus.
gboolean   calc_graph_view_has_focus       (CalcGraphView *self);
/// Whether a key press (as a key controller reports it) is one of the graph's own keys.
gboolean   calc_graph_view_claims_key      (CalcGraphView *self, GtkEventControllerKey *controller,
                                            guint keyval, guint keycode, GdkModifierType state);
/// Whether `keyval` with exactly the CALC_MOD_* `modifiers` is one of the graph's own keys.
gboolean   calc_graph_view_has_key         (CalcGraphView *self, guint keyval, uint32_t modifiers);
/// Emits "resized" with the drawing's size now.
void       calc_graph_view_report_size     (CalcGraphView *self);

G_END_DECLS
