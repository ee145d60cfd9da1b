// The display's number on one line (docs/behaviour.md §8): a container around the display label that
// never wraps a number, never lets it widen the window and never changes height. When the text
// is wider than the room, the label's font is scaled down; below CALC_DISPLAY_MIN_SCALE
// the next, shorter choice Swift gave (fewer significant digits) is shown instead, and
// the last choice is scaled as far as it takes. An error message may wrap instead, within
// the same height, where that keeps it larger.
#include <math.h>

#include "calc_fit.h"
#include "calc_util.h"

/* 0.55 of the display font (2.4em) is still about 1.3em: larger than the keys' text. */
#define CALC_DISPLAY_MIN_SCALE 0.55

struct _CalcDisplayFit {
    GtkWidget  parent_instance;
    GtkWidget *label;
    GPtrArray *texts;   /* the choices, longest first */
    double     scale;   /* the scale the label's attributes hold */
};

G_DECLARE_FINAL_TYPE (CalcDisplayFit, calc_display_fit, CALC, DISPLAY_FIT, GtkWidget)
G_DEFINE_FINAL_TYPE (CalcDisplayFit, calc_display_fit, GTK_TYPE_WIDGET)

/* The width of `text` in the label's own font (its CSS, without the scale). */
static int
text_width (GtkWidget *label, const char *text)
{
    g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (label, text);
    int width = 0;

    pango_layout_get_pixel_size (layout, &width, NULL);
    return width;
}

static void
set_scale (CalcDisplayFit *self, double scale)
{
    g_autoptr (PangoAttrList) attributes = NULL;

    if (fabs (scale - self->scale) < 0.001)
        return;
    self->scale = scale;
    attributes = pango_attr_list_new ();
    if (scale < 1.0)
        pango_attr_list_insert (attributes, pango_attr_scale_new (scale));
    gtk_label_set_attributes (GTK_LABEL (self->label), attributes);
}

/* The height `text` takes wrapped at `width` pixels, its font scaled by `scale`. */
static int
wrapped_height (GtkWidget *label, const char *text, int width, double scale)
{
    g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (label, text);
    int height = 0;

    pango_layout_set_width (layout, (int) (width / scale * PANGO_SCALE));
    pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_get_pixel_size (layout, NULL, &height);
    return (int) ceil (height * scale);
}

static void
set_wrap (CalcDisplayFit *self, gboolean wrap)
{
    if (gtk_label_get_wrap (GTK_LABEL (self->label)) == wrap)
        return;
    gtk_label_set_single_line_mode (GTK_LABEL (self->label), !wrap);
    gtk_label_set_wrap (GTK_LABEL (self->label), wrap);
}

/* An error message is words, not a number: where one line would have to shrink it, it
 * may wrap onto the lines the display's height holds, at the largest scale that fits
 * them (a long message at the smallest window was one line of about 8 pixels). Returns
 * TRUE when it wraps, with the label set. */
static gboolean
fit_message (CalcDisplayFit *self, const char *text, int width, int height)
{
    int room = (int) (0.97 * width);  /* as for one line: hinting does not scale exactly */
    int needed = text_width (self->label, text);
    double one_line = needed > room ? (double) room / needed : 1.0;
    double scale = 1.0;

    if (one_line >= 1.0 || height <= 0)
        return FALSE;
    while (scale > one_line && wrapped_height (self->label, text, room, scale) > height)
        scale -= 0.05;
    if (scale <= one_line)
        return FALSE;
    if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->label)), text) != 0)
        gtk_label_set_text (GTK_LABEL (self->label), text);
    set_wrap (self, TRUE);
    set_scale (self, scale);
    return TRUE;
}

/* Picks the first choice that fits `width` at the minimum scale or more. Touches the
 * label only when something changes, so a layout pass settles after one more. */
static void
fit (CalcDisplayFit *self, int width, int height)
{
    const char *chosen = "";
    double scale = 1.0;

    if (width <= 0)
        return;
    /* Swift gives an error message as the only choice, with the `error` class. */
    if (gtk_widget_has_css_class (self->label, "error") && self->texts->len == 1
        && fit_message (self, g_ptr_array_index (self->texts, 0), width, height))
        return;
    set_wrap (self, FALSE);
    for (guint i = 0; i < self->texts->len; i++) {
        const char *text = g_ptr_array_index (self->texts, i);
        int needed = text_width (self->label, text);
        /* A little short of the room: hinting does not scale exactly. */
        scale = needed > width ? 0.97 * width / needed : 1.0;
        chosen = text;
        if (scale >= CALC_DISPLAY_MIN_SCALE)
            break;
    }
    if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->label)), chosen) != 0)
        gtk_label_set_text (GTK_LABEL (self->label), chosen);
    set_scale (self, scale);
}

static void
calc_display_fit_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                          int *minimum, int *natural, int *minimum_baseline,
                          int *natural_baseline)
{
    CalcDisplayFit *self = CALC_DISPLAY_FIT (widget);

    gtk_widget_measure (self->label, orientation, -1, minimum, natural, NULL, NULL);
    (void) for_size;
    *minimum_baseline = *natural_baseline = -1;
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        /* Any width will do: the text is fitted to what it gets. */
        *minimum = 0;
    } else {
        /* Always one line of the number's full-size font, whatever is shown (a smaller
         * error message, a scaled number): the keys below never move. */
        int line = calc_label_lines_height (widget, 1);
        *minimum = MAX (*minimum, line);
        *natural = MAX (*natural, line);
    }
}

void
calc_fit_allocate_label (GtkWidget *label, int width, int height)
{
    int minimum, natural;

    gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
    gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
    gtk_widget_allocate (label, width, height, -1, NULL);
}

static void
calc_display_fit_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
    CalcDisplayFit *self = CALC_DISPLAY_FIT (widget);

    (void) baseline;
    fit (self, width, height);
    calc_fit_allocate_label (self->label, width, height);
}

static void
calc_display_fit_dispose (GObject *object)
{
    CalcDisplayFit *self = CALC_DISPLAY_FIT (object);

    g_clear_pointer (&self->label, gtk_widget_unparent);
    G_OBJECT_CLASS (calc_display_fit_parent_class)->dispose (object);
}

static void
calc_display_fit_finalize (GObject *object)
{
    g_ptr_array_unref (CALC_DISPLAY_FIT (object)->texts);
    G_OBJECT_CLASS (calc_display_fit_parent_class)->finalize (object);
}

static void
calc_display_fit_class_init (CalcDisplayFitClass *klass)
{
    GObjectClass *object_class = G_OBJECT_CLASS (klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

    object_class->dispose = calc_display_fit_dispose;
    object_class->finalize = calc_display_fit_finalize;
    widget_class->measure = calc_display_fit_measure;
    widget_class->size_allocate = calc_display_fit_size_allocate;
    gtk_widget_class_set_css_name (widget_class, "displayfit");
    /* Only a container: screen readers meet the label inside. */
    gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void
calc_display_fit_init (CalcDisplayFit *self)
{
    self->texts = g_ptr_array_new_with_free_func (g_free);
    self->scale = 1.0;
    g_ptr_array_add (self->texts, g_strdup ("0"));
}

GtkWidget *
calc_display_fit_new (GtkWidget *label)
{
    CalcDisplayFit *self = g_object_new (calc_display_fit_get_type (), NULL);

    self->label = label;
    gtk_label_set_wrap (GTK_LABEL (label), FALSE);
    gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
    gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);  /* a wrapped message */
    gtk_label_set_single_line_mode (GTK_LABEL (label), TRUE);
    gtk_widget_set_parent (label, GTK_WIDGET (self));
    return GTK_WIDGET (self);
}

void
calc_display_fit_set_texts (GtkWidget *widget, const char *const *texts, size_t n)
{
    CalcDisplayFit *self = CALC_DISPLAY_FIT (widget);

    g_ptr_array_set_size (self->texts, 0);
    for (size_t i = 0; i < n; i++)
        g_ptr_array_add (self->texts, g_strdup (texts[i] ? texts[i] : ""));
    if (n == 0)
        g_ptr_array_add (self->texts, g_strdup (""));
    /* Right away when laid out already, so the label's text (what a screen reader and
     * the tests read) is current before the next frame; the allocation refits anyway. */
    if (gtk_widget_get_width (widget) > 0)
        fit (self, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
    else
        gtk_label_set_text (GTK_LABEL (self->label), g_ptr_array_index (self->texts, 0));
    gtk_widget_queue_allocate (widget);
}
