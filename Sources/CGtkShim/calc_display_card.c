// The display card: the variables line and angle unit, the description, the RPN stack
// and the display. Nothing in it changes its height with its text (docs/behaviour.md
// §8): every line is one line, ellipsized or fitted, and the empty ones keep their room
// (the full text stays each label's text, which screen readers read).
#include "calc_display_card.h"

#include "calc_fit.h"
#include "calc_texts.h"
#include "calc_util.h"

struct _CalcDisplayCard {
    GtkBox     parent_instance;
    /* Bound from the template. */
    GtkWidget *variables_row, *variables_line, *variables_spacer, *angle_unit;
    GtkWidget *stack_room, *stack_spacer, *stack, *recent;
    /* The display's line: the form key `⇄ a/b`, then the display's fitting container. */
    GtkWidget *display_row, *form_button;
    /* The last calculations' lines (algebraic mode), newest last, and the history index
     * each one uses. */
    GtkWidget *recent_lines[CALC_RECENT_LINES];
    guint      recent_index[CALC_RECENT_LINES];
    guint      stack_lines;
    /* Made in code: the fitting containers and their labels; the formula line, once
     * added, in the display's place. */
    GtkWidget *description, *description_fit, *display, *display_fit, *formula_line;
    /* The unit converter row, once added, over the stack's room. */
    GtkWidget *converter;
};

G_DEFINE_FINAL_TYPE (CalcDisplayCard, calc_display_card, GTK_TYPE_BOX)

enum { RECENT_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];

/* A label of one line that keeps `xalign`'s end when ellipsized. */
static GtkWidget *
text_label_new (const char *css_class, PangoEllipsizeMode ellipsize)
{
    GtkWidget *label = gtk_label_new (NULL);

    gtk_label_set_xalign (GTK_LABEL (label), 1.0f);
    gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
    gtk_label_set_ellipsize (GTK_LABEL (label), ellipsize);
    gtk_widget_add_css_class (label, css_class);
    return label;
}

static void
calc_display_card_class_init (CalcDisplayCardClass *klass)
{
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

    gtk_widget_class_set_template_from_resource (
        widget_class, "/io/github/cerebrum/Cerebrum/ui/calc-display-card.ui");
    gtk_widget_class_bind_template_child (widget_class, CalcDisplayCard, variables_row);
    gtk_widget_class_bind_template_child (widget_class, CalcDisplayCard, variables_line);
    gtk_widget_class_bind_template_child (widget_class, CalcDisplayCard, variables_spacer);
    gtk_widget_class_bind_template_child (widget_class, CalcDisplayCard, angle_unit);
    gtk_widget_class_bind_template_child (widget_class, CalcDisplayCard, stack_room);
    gtk_widget_class_bind_template_child (widget_class, CalcDisplayCard, stack_spacer);
    gtk_widget_class_bind_template_child (widget_class, CalcDisplayCard, stack);
    gtk_widget_class_bind_template_child (widget_class, CalcDisplayCard, recent);
    gtk_widget_class_bind_template_child (widget_class, CalcDisplayCard, display_row);
    gtk_widget_class_bind_template_child (widget_class, CalcDisplayCard, form_button);
    /* A last calculation was clicked (or activated from the keyboard): its history index. */
    signals[RECENT_CHOSEN] = g_signal_new ("recent-chosen", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
on_recent_clicked (GtkButton *button, CalcDisplayCard *self)
{
    for (guint i = 0; i < CALC_RECENT_LINES; i++) {
        if (self->recent_lines[i] == GTK_WIDGET (button)) {
            g_signal_emit (self, signals[RECENT_CHOSEN], 0, self->recent_index[i]);
            return;
        }
    }
}

static void
calc_display_card_init (CalcDisplayCard *self)
{
    gtk_widget_init_template (GTK_WIDGET (self));
    /* Were the stack ever taller than its room (a font fallback), the room grows. */
    gtk_overlay_set_measure_overlay (GTK_OVERLAY (self->stack_room), self->stack, TRUE);

    /* A long program keeps its end, the part that explains the value: "… + 3 =", on one
     * line, so that it never changes height (the full text is its accessible name). An
     * empty description must still hold its line, or the display jumps. */
    self->description = text_label_new ("description", PANGO_ELLIPSIZE_START);
    gtk_widget_add_css_class (self->description, "dim-label");
    gtk_label_set_text (GTK_LABEL (self->description), " ");
    self->description_fit = calc_tail_fit_new (self->description);
    gtk_box_insert_child_after (GTK_BOX (self), self->description_fit, self->variables_row);

    /* The newest entry sits next to the display, however few there are. */
    self->display = text_label_new ("display", PANGO_ELLIPSIZE_NONE);
    gtk_label_set_yalign (GTK_LABEL (self->display), 1.0f);
    gtk_label_set_text (GTK_LABEL (self->display), "0");
    self->display_fit = calc_display_fit_new (self->display);
    gtk_widget_add_css_class (self->display_fit, "display-fit");
    gtk_widget_set_hexpand (self->display_fit, TRUE);
    gtk_box_append (GTK_BOX (self->display_row), self->display_fit);
}

GtkWidget *
calc_display_card_new (GHashTable *texts, int stack_lines)
{
    CalcDisplayCard *self = g_object_new (CALC_TYPE_DISPLAY_CARD, NULL);
    g_autoptr (GString) lines = g_string_new ("0");

    /* What each line is, for screen readers and tests (a label's name is its text). */
    calc_widget_set_accessible_description (self->variables_line,
                                            calc_text (texts, "variables-line-description"));
    calc_widget_set_accessible_description (self->stack, calc_text (texts, "stack-description"));
    calc_widget_set_accessible_description (self->description,
                                            calc_text (texts, "description-description"));
    calc_widget_set_accessible_description (self->display,
                                            calc_text (texts, "display-description"));
    calc_widget_set_accessible_description (self->angle_unit,
                                            calc_text (texts, "angle-description"));
    gtk_label_set_text (GTK_LABEL (self->angle_unit), calc_text (texts, "angle-degrees"));
    gtk_button_set_label (GTK_BUTTON (self->form_button), calc_text (texts, "form-label"));
    calc_widget_set_accessible_name (self->form_button, calc_text (texts, "form-name"));
    calc_widget_set_tooltip (self->form_button, calc_text (texts, "form-tooltip"));
    /* The stack's room: an invisible text of all its lines in its font, with the stack's
     * lines over it. The room is always all the lines, in both modes and whatever the
     * window's size class makes the font: switching modes or filling the stack never
     * moves the keys (docs/behaviour.md §8). */
    for (int i = 1; i < stack_lines; i++)
        g_string_append (lines, "\n0");
    gtk_label_set_text (GTK_LABEL (self->stack_spacer), lines->str);
    /* The last calculations, in the same room (algebraic mode): one flat button a line,
     * in the stack's font, as tall as a line of it (cerebrum.css), so they fill the room
     * the stack keeps and never more. */
    self->stack_lines = (guint) CLAMP (stack_lines, 0, CALC_RECENT_LINES);
    for (guint i = 0; i < self->stack_lines; i++) {
        GtkWidget *line = gtk_button_new ();
        GtkWidget *label = gtk_label_new (NULL);

        gtk_label_set_xalign (GTK_LABEL (label), 1.0f);
        gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_START);
        gtk_label_set_single_line_mode (GTK_LABEL (label), TRUE);
        gtk_widget_add_css_class (label, "stack");
        gtk_button_set_child (GTK_BUTTON (line), label);
        gtk_widget_add_css_class (line, "recent-calculation");
        gtk_widget_set_focus_on_click (line, FALSE);
        gtk_widget_set_visible (line, FALSE);
        calc_widget_set_tooltip (line, calc_text (texts, "recent-tooltip"));
        calc_widget_set_accessible_description (line, calc_text (texts, "recent-description"));
        g_signal_connect (line, "clicked", G_CALLBACK (on_recent_clicked), self);
        gtk_box_append (GTK_BOX (self->recent), line);
        self->recent_lines[i] = line;
    }
    return GTK_WIDGET (self);
}

void
calc_display_card_set_recent (CalcDisplayCard *self, const char *const *texts, size_t n,
                              guint first_index)
{
    size_t shown;

    g_return_if_fail (CALC_IS_DISPLAY_CARD (self));
    shown = MIN (n, (size_t) self->stack_lines);
    /* Newest at the bottom: the last `shown` lines hold them. */
    for (guint i = 0; i < self->stack_lines; i++) {
        GtkWidget *line = self->recent_lines[i];
        size_t offset = self->stack_lines - shown;
        gboolean used = i >= offset;

        if (used) {
            size_t k = n - shown + (i - offset);
            GtkWidget *label = gtk_button_get_child (GTK_BUTTON (line));
            if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), texts[k]) != 0) {
                gtk_label_set_text (GTK_LABEL (label), texts[k]);
                calc_widget_set_accessible_name (line, texts[k]);
            }
            self->recent_index[i] = first_index + (guint) k;
        }
        gtk_widget_set_visible (line, used);
    }
    gtk_widget_set_visible (self->recent, shown > 0);
}

void
calc_display_card_set_rpn (CalcDisplayCard *self, gboolean rpn)
{
    g_return_if_fail (CALC_IS_DISPLAY_CARD (self));
    /* The stack sits next to the display (HP's level 1); the last calculations sit
     * above the description, as GNOME Calculator's history sits above its entry. The
     * heights are the same either way: nothing below moves. */
    if (rpn)
        gtk_box_reorder_child_after (GTK_BOX (self), self->stack_room, self->description_fit);
    else
        gtk_box_reorder_child_after (GTK_BOX (self), self->stack_room, self->variables_row);
}

void
calc_display_card_set_programmer (CalcDisplayCard *self, gboolean programmer)
{
    g_return_if_fail (CALC_IS_DISPLAY_CARD (self));
    /* Whole numbers in a base: no stack's room, no number forms, no angle unit. */
    gtk_widget_set_visible (self->stack_room, !programmer);
    gtk_widget_set_visible (self->form_button, !programmer);
    gtk_widget_set_visible (self->angle_unit, !programmer);
}

gboolean
calc_display_card_focus_recent (CalcDisplayCard *self)
{
    g_return_val_if_fail (CALC_IS_DISPLAY_CARD (self), FALSE);
    if (self->stack_lines == 0 || !gtk_widget_get_visible (self->recent)
        || !gtk_widget_get_visible (self->recent_lines[self->stack_lines - 1]))
        return FALSE;
    return gtk_widget_grab_focus (self->recent_lines[self->stack_lines - 1]);
}

gboolean
calc_display_card_recent_has_focus (CalcDisplayCard *self, GtkWidget *focus)
{
    g_return_val_if_fail (CALC_IS_DISPLAY_CARD (self), FALSE);
    return focus != NULL && gtk_widget_is_ancestor (focus, self->recent);
}

void
calc_display_card_set_display (CalcDisplayCard *self, const char *const *texts, size_t n)
{
    g_return_if_fail (CALC_IS_DISPLAY_CARD (self));
    calc_display_fit_set_texts (self->display_fit, texts, n);
}

void
calc_display_card_set_description (CalcDisplayCard *self, const char *text)
{
    g_return_if_fail (CALC_IS_DISPLAY_CARD (self));
    /* A space keeps the line's height when there is no description. */
    calc_tail_fit_set_text (self->description_fit, text && text[0] ? text : " ");
}

void
calc_label_set_reserved_text (GtkWidget *label, GtkWidget *spacer, const char *text, int lines)
{
    gboolean empty = text == NULL || text[0] == '\0';
    int height = lines > 0 ? calc_label_lines_height (label, lines) : -1;

    gtk_label_set_text (GTK_LABEL (label), text ? text : "");
    gtk_widget_set_size_request (label, -1, height);
    gtk_widget_set_size_request (spacer, -1, height);
    gtk_widget_set_visible (label, !empty);
    gtk_widget_set_visible (spacer, empty && lines > 0);
}

void
calc_display_card_set_stack (CalcDisplayCard *self, const char *text)
{
    gboolean empty = text == NULL || text[0] == '\0';

    g_return_if_fail (CALC_IS_DISPLAY_CARD (self));
    gtk_label_set_text (GTK_LABEL (self->stack), text ? text : "");
    /* Hidden while empty: an empty label would be read as "GtkLabel". */
    gtk_widget_set_visible (self->stack, !empty);
}

void
calc_display_card_set_variables (CalcDisplayCard *self, const char *text)
{
    g_return_if_fail (CALC_IS_DISPLAY_CARD (self));
    calc_label_set_reserved_text (self->variables_line, self->variables_spacer, text, 1);
}

void
calc_display_card_set_angle_unit (CalcDisplayCard *self, const char *unit)
{
    g_return_if_fail (CALC_IS_DISPLAY_CARD (self));
    if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->angle_unit)), unit) != 0)
        gtk_label_set_text (GTK_LABEL (self->angle_unit), unit);
}

void
calc_display_card_set_error (CalcDisplayCard *self, gboolean error)
{
    g_return_if_fail (CALC_IS_DISPLAY_CARD (self));
    if (error)
        gtk_widget_add_css_class (self->display, "error");
    else
        gtk_widget_remove_css_class (self->display, "error");
}

void
calc_display_card_add_formula_line (CalcDisplayCard *self, GtkWidget *line)
{
    g_return_if_fail (CALC_IS_DISPLAY_CARD (self) && self->formula_line == NULL);
    self->formula_line = line;
    gtk_widget_set_visible (line, FALSE);
    gtk_box_insert_child_after (GTK_BOX (self), line, self->display_row);
}

void
calc_display_card_add_converter (CalcDisplayCard *self, GtkWidget *converter)
{
    g_return_if_fail (CALC_IS_DISPLAY_CARD (self) && self->converter == NULL);
    self->converter = converter;
    gtk_widget_set_valign (converter, GTK_ALIGN_START);
    gtk_overlay_add_overlay (GTK_OVERLAY (self->stack_room), converter);
    /* Clipped, never measured: the room is the stack's, whatever the row's height. */
    gtk_overlay_set_clip_overlay (GTK_OVERLAY (self->stack_room), converter, TRUE);
}

GtkWidget *
calc_display_card_get_converter (CalcDisplayCard *self)
{
    g_return_val_if_fail (CALC_IS_DISPLAY_CARD (self), NULL);
    return self->converter;
}

void
calc_display_card_show_formula_line (CalcDisplayCard *self, gboolean shown)
{
    g_return_if_fail (CALC_IS_DISPLAY_CARD (self) && self->formula_line != NULL);
    if (shown == gtk_widget_get_visible (self->formula_line))
        return;
    if (shown)
        /* Exactly the display's height. Not the line's own height: measured while the
         * line is hidden, it is in the fonts of the window size it last opened at (a
         * line first opened at 480 × 700 made the card 5 px taller at 360 × 520). */
        gtk_widget_set_size_request (self->formula_line, -1,
                                     gtk_widget_get_height (self->display_row));
    gtk_widget_set_visible (self->display_row, !shown);
    gtk_widget_set_visible (self->formula_line, shown);
}
