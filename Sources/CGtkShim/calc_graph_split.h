// The calculator and the graph beside it (calc_graph_split.c).
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CALC_TYPE_GRAPH_SPLIT (calc_graph_split_get_type ())
G_DECLARE_FINAL_TYPE (CalcGraphSplit, calc_graph_split, CALC, GRAPH_SPLIT, GtkWidget)

/// A container of the calculator (`start`, kept for the container's life) and, while
/// the graph is beside it, the graph. Signal "width-changed" (int width): its width
/// changed, said after the layout (from an idle), when the graph may be placed anew.
GtkWidget *calc_graph_split_new         (GtkWidget *start);
/// The graph beside the calculator, or NULL for none (the calculator takes the width).
void       calc_graph_split_set_end     (CalcGraphSplit *self, GtkWidget *end);
/// The calculator's own width, which it keeps while the rule below leaves room for it;
/// 0: as wide as the rule lets it be.
void       calc_graph_split_set_column  (CalcGraphSplit *self, int column);
/// The calculator's width beside the graph in `width` pixels: `column` (0: any) at most,
/// leaving the graph at least 400 px, from 1000 px at least width − 600, from 1200 px at
/// least half (docs/behaviour.md §14).
int        calc_graph_split_calculator_width (int column, int width);
/// The narrowest width in which the calculator keeps `column` beside the graph.
int        calc_graph_split_width_for_column (int column);

G_END_DECLS
