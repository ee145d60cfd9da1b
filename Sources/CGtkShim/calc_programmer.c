// Programmer mode's part of the window (docs/behaviour.md §18), in the keys' place: the
// word size and signedness lists and the bits/keys switch; the four base lines (HEX, DEC,
// OCT, BIN), each a toggle that makes its base the input base beside its digits, which
// can be selected and copied; the keypad (ProgrammerKeypad, digits the base has not
// disabled) or the bit panel (the word's bits, highest first, in groups of 4 numbered by
// their lowest bit, as many a line as the width holds; a click flips one). Swift decides
// every value (WindowPresenter+Programmer); this type shows them and reports the user's
// doings as its signals.
#include "calc_programmer.h"

#include "calc_texts.h"
#include "calc_util.h"

/* The base lines' bases, top to bottom. */
static const int line_bases[4] = { 16, 10, 8, 2 };
static const int word_sizes[4] = { 8, 16, 32, 64 };


/// A key of the keypad: what it sends, the digit it types (-1: none).
typedef struct {
    GtkWidget *widget;
    int32_t    code;
    char      *text;
    int32_t    digit;
} ProgrammerKey;

struct _CalcProgrammer {
    GtkBox         parent_instance;
    /* Bound from the template. */
    GtkWidget     *controls, *word_list, *sign_list, *bits_toggle, *base_grid, *pages, *keys,
                  *bit_panel;
    GtkWidget     *base_toggles[4], *base_digits[4];
    /* The bit panel's buttons (bit i at [i]) and rows (the lowest 16 bits at [0]). */
    GtkWidget     *bits[64], *bit_groups[16];
    ProgrammerKey *key_list;
    size_t         n_keys;
    /* True while the setter changes a control, so that is not reported as the user's. */
    gboolean       updating;
};

G_DEFINE_FINAL_TYPE (CalcProgrammer, calc_programmer, GTK_TYPE_BOX)

enum { KEY_CLICKED, BASE_CHOSEN, WORD_CHOSEN, SIGNED_CHOSEN, BIT_CLICKED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
on_key_clicked (GtkButton *button, CalcProgrammer *self)
{
    for (size_t i = 0; i < self->n_keys; i++) {
        if (self->key_list[i].widget == GTK_WIDGET (button)) {
            g_signal_emit (self, signals[KEY_CLICKED], 0, self->key_list[i].code,
                           self->key_list[i].text);
            return;
        }
    }
}

static void
on_base_toggled (GtkToggleButton *toggle, CalcProgrammer *self)
{
    if (self->updating || !gtk_toggle_button_get_active (toggle))
        return;
    for (int i = 0; i < 4; i++) {
        if (self->base_toggles[i] == GTK_WIDGET (toggle))
            g_signal_emit (self, signals[BASE_CHOSEN], 0, line_bases[i]);
    }
}

static void
on_bit_clicked (GtkButton *button, CalcProgrammer *self)
{
    for (int i = 0; i < 64; i++) {
        if (self->bits[i] == GTK_WIDGET (button)) {
            g_signal_emit (self, signals[BIT_CLICKED], 0, i);
            return;
        }
    }
}

static gboolean
unfocus_idle (gpointer data)
{
    GtkWidget *self = data;
    GtkRoot *root = gtk_widget_get_root (self);
    GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

    if (focus != NULL && gtk_widget_is_ancestor (focus, self))
        gtk_root_set_focus (root, NULL);
    g_object_unref (self);
    return G_SOURCE_REMOVE;
}

static void
on_list_selected (GtkDropDown *list, GParamSpec *pspec, CalcProgrammer *self)
{
    guint selected = gtk_drop_down_get_selected (list);

    (void) pspec;
    if (self->updating || selected == GTK_INVALID_LIST_POSITION)
        return;
    /* The keyboard goes back to the calculator once the list has closed (which gives
     * the focus to its button): Return is `=` again, not the list's. */
    g_idle_add (unfocus_idle, g_object_ref (self));
    if (GTK_WIDGET (list) == self->word_list && selected < G_N_ELEMENTS (word_sizes))
        g_signal_emit (self, signals[WORD_CHOSEN], 0, word_sizes[selected]);
    else if (GTK_WIDGET (list) == self->sign_list)
        g_signal_emit (self, signals[SIGNED_CHOSEN], 0, selected == 0);
}

/* The switch between the keypad and the bit panel is the part's own: nothing of the
 * calculation changes. */
static void
on_bits_toggled (GtkToggleButton *toggle, CalcProgrammer *self)
{
    gtk_stack_set_visible_child (GTK_STACK (self->pages), gtk_toggle_button_get_active (toggle)
                                                              ? self->bit_panel : self->keys);
}

static void
lists_init (CalcProgrammer *self, GHashTable *texts)
{
    const char *words[] = { calc_text (texts, "word-eight"), calc_text (texts, "word-sixteen"),
                            calc_text (texts, "word-thirty-two"), calc_text (texts, "word-sixty-four"),
                            NULL };
    const char *signs[] = { calc_text (texts, "signed"), calc_text (texts, "unsigned"), NULL };
    g_autoptr (GtkStringList) word_model = gtk_string_list_new (words);
    g_autoptr (GtkStringList) sign_model = gtk_string_list_new (signs);

    gtk_drop_down_set_model (GTK_DROP_DOWN (self->word_list), G_LIST_MODEL (word_model));
    gtk_drop_down_set_model (GTK_DROP_DOWN (self->sign_list), G_LIST_MODEL (sign_model));
    calc_widget_set_accessible_name (self->word_list, calc_text (texts, "word-size-name"));
    calc_widget_set_tooltip (self->word_list, calc_text (texts, "word-size-name"));
    calc_widget_set_accessible_name (self->sign_list, calc_text (texts, "signedness-name"));
    calc_widget_set_tooltip (self->sign_list, calc_text (texts, "signedness-name"));
    g_signal_connect (self->word_list, "notify::selected", G_CALLBACK (on_list_selected), self);
    g_signal_connect (self->sign_list, "notify::selected", G_CALLBACK (on_list_selected), self);
    gtk_button_set_label (GTK_BUTTON (self->bits_toggle), calc_text (texts, "bits-label"));
    calc_widget_set_accessible_name (self->bits_toggle, calc_text (texts, "bits-name"));
    calc_widget_set_tooltip (self->bits_toggle, calc_text (texts, "bits-tooltip"));
}

/* Base line `i` (of line_bases): its toggle showing `label`, its digits; `name` is
 * what both are to a screen reader. */
static void
base_line_init (CalcProgrammer *self, GHashTable *texts, int i, const char *label, const char *name)
{
    GtkWidget *toggle = gtk_toggle_button_new_with_label (label);
    GtkWidget *digits = gtk_label_new (NULL);

    gtk_widget_set_focus_on_click (toggle, FALSE);
    gtk_widget_add_css_class (toggle, "flat");
    gtk_widget_add_css_class (toggle, "base-toggle");
    calc_widget_set_accessible_name (toggle, name);
    calc_widget_set_tooltip (toggle, calc_text (texts, "base-tooltip"));
    if (i > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (toggle),
                                     GTK_TOGGLE_BUTTON (self->base_toggles[0]));
    g_signal_connect (toggle, "toggled", G_CALLBACK (on_base_toggled), self);
    gtk_label_set_xalign (GTK_LABEL (digits), 0.0f);
    gtk_label_set_selectable (GTK_LABEL (digits), TRUE);
    gtk_label_set_wrap (GTK_LABEL (digits), TRUE);
    gtk_label_set_wrap_mode (GTK_LABEL (digits), PANGO_WRAP_WORD_CHAR);
    /* Asks no more width than the keys: a 64-bit BIN line wraps rather than widening
     * the window past its size. */
    gtk_label_set_width_chars (GTK_LABEL (digits), 8);
    gtk_label_set_max_width_chars (GTK_LABEL (digits), 8);
    gtk_widget_set_hexpand (digits, TRUE);
    gtk_widget_set_focusable (digits, FALSE);
    gtk_widget_add_css_class (digits, "base-digits");
    /* A label's name is its text; what it is, is its description. */
    calc_widget_set_accessible_description (digits, name);
    gtk_grid_attach (GTK_GRID (self->base_grid), toggle, 0, i, 1, 1);
    gtk_grid_attach (GTK_GRID (self->base_grid), digits, 1, i, 1, 1);
    self->base_toggles[i] = toggle;
    self->base_digits[i] = digits;
}

static void
base_lines_init (CalcProgrammer *self, GHashTable *texts)
{
    base_line_init (self, texts, 0, calc_text (texts, "base-hex"), calc_text (texts, "base-hex-name"));
    base_line_init (self, texts, 1, calc_text (texts, "base-dec"), calc_text (texts, "base-dec-name"));
    base_line_init (self, texts, 2, calc_text (texts, "base-oct"), calc_text (texts, "base-oct-name"));
    base_line_init (self, texts, 3, calc_text (texts, "base-bin"), calc_text (texts, "base-bin-name"));
}

/* Sixteen groups of four bits, the highest first, in a flow box: as many a line as the
 * width holds, up to eight (four at 360 px: 64 bits in four lines; wide, in two); each
 * group's lowest bit's number under it. */
static void
bit_panel_init (CalcProgrammer *self, GHashTable *texts)
{
    const char *bit_name = calc_text (texts, "bit-name");

    calc_widget_set_accessible_name (self->bit_panel, calc_text (texts, "bit-panel-name"));
    for (int group = 15; group >= 0; group--) {
        GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
        GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
        int low = group * 4;
        g_autofree char *number = g_strdup_printf ("%d", low);
        GtkWidget *label = gtk_label_new (number);

        for (int bit = low + 3; bit >= low; bit--) {
            GtkWidget *button = gtk_button_new_with_label ("0");
            g_autofree char *name = g_strdup_printf ("%s %d", bit_name, bit);

            gtk_widget_set_focus_on_click (button, FALSE);
            gtk_widget_add_css_class (button, "flat");
            gtk_widget_add_css_class (button, "bit");
            calc_widget_set_accessible_name (button, name);
            g_signal_connect (button, "clicked", G_CALLBACK (on_bit_clicked), self);
            gtk_box_append (GTK_BOX (buttons), button);
            self->bits[bit] = button;
        }
        gtk_label_set_xalign (GTK_LABEL (label), 1.0f);
        gtk_widget_add_css_class (label, "bit-number");
        gtk_widget_add_css_class (label, "dim-label");
        gtk_box_append (GTK_BOX (column), buttons);
        gtk_box_append (GTK_BOX (column), label);
        gtk_flow_box_append (GTK_FLOW_BOX (self->bit_panel), column);
        /* The flow box's own child holds the group: it is what shows or hides. */
        self->bit_groups[group] = gtk_widget_get_parent (column);
        gtk_widget_set_focusable (self->bit_groups[group], FALSE);
    }
}

static void
keys_init (CalcProgrammer *self, GHashTable *texts, const CalcProgrammerKeySpec *specs, size_t n)
{
    calc_widget_set_accessible_name (self->keys, calc_text (texts, "programmer-keys-name"));
    self->key_list = g_new0 (ProgrammerKey, n);
    self->n_keys = n;
    for (size_t i = 0; i < n; i++) {
        const CalcProgrammerKeySpec *spec = &specs[i];
        ProgrammerKey *key = &self->key_list[i];

        key->code = spec->code;
        key->text = g_strdup (spec->text);
        key->digit = spec->digit;
        key->widget = gtk_button_new_with_label (spec->label);
        gtk_widget_set_focus_on_click (key->widget, FALSE);
        gtk_widget_add_css_class (key->widget, "key");
        if (spec->css_class != NULL)
            gtk_widget_add_css_class (key->widget, spec->css_class);
        calc_widget_set_tooltip (key->widget, spec->tooltip);
        calc_widget_set_accessible_name (key->widget, spec->accessible_name);
        g_signal_connect (key->widget, "clicked", G_CALLBACK (on_key_clicked), self);
        gtk_grid_attach (GTK_GRID (self->keys), key->widget, spec->column, spec->row, 1, 1);
    }
}

static void
calc_programmer_finalize (GObject *object)
{
    CalcProgrammer *self = CALC_PROGRAMMER (object);

    for (size_t i = 0; i < self->n_keys; i++)
        g_free (self->key_list[i].text);
    g_free (self->key_list);
    G_OBJECT_CLASS (calc_programmer_parent_class)->finalize (object);
}

static void
calc_programmer_dispose (GObject *object)
{
    gtk_widget_dispose_template (GTK_WIDGET (object), CALC_TYPE_PROGRAMMER);
    G_OBJECT_CLASS (calc_programmer_parent_class)->dispose (object);
}

static void
calc_programmer_class_init (CalcProgrammerClass *klass)
{
    GObjectClass *object_class = G_OBJECT_CLASS (klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

    object_class->dispose = calc_programmer_dispose;
    object_class->finalize = calc_programmer_finalize;
    signals[KEY_CLICKED] = g_signal_new ("key-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT,
                                         G_TYPE_STRING);
    signals[BASE_CHOSEN] = g_signal_new ("base-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
    signals[WORD_CHOSEN] = g_signal_new ("word-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
    signals[SIGNED_CHOSEN] = g_signal_new ("signed-chosen", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                           G_TYPE_BOOLEAN);
    signals[BIT_CLICKED] = g_signal_new ("bit-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
    gtk_widget_class_set_template_from_resource (
        widget_class, "/io/github/cerebrum/Cerebrum/ui/calc-programmer.ui");
    gtk_widget_class_bind_template_child (widget_class, CalcProgrammer, controls);
    gtk_widget_class_bind_template_child (widget_class, CalcProgrammer, word_list);
    gtk_widget_class_bind_template_child (widget_class, CalcProgrammer, sign_list);
    gtk_widget_class_bind_template_child (widget_class, CalcProgrammer, bits_toggle);
    gtk_widget_class_bind_template_child (widget_class, CalcProgrammer, base_grid);
    gtk_widget_class_bind_template_child (widget_class, CalcProgrammer, pages);
    gtk_widget_class_bind_template_child (widget_class, CalcProgrammer, keys);
    gtk_widget_class_bind_template_child (widget_class, CalcProgrammer, bit_panel);
    gtk_widget_class_bind_template_callback (widget_class, on_bits_toggled);
}

static void
calc_programmer_init (CalcProgrammer *self)
{
    gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
calc_programmer_new (GHashTable *texts, const CalcProgrammerKeySpec *keys, size_t n)
{
    CalcProgrammer *self = g_object_new (CALC_TYPE_PROGRAMMER, NULL);

    calc_widget_set_accessible_name (GTK_WIDGET (self), calc_text (texts, "programmer-panel-name"));
    lists_init (self, texts);
    base_lines_init (self, texts);
    bit_panel_init (self, texts);
    keys_init (self, texts, keys, n);
    return GTK_WIDGET (self);
}

static void
label_set_if_changed (GtkWidget *label, const char *text)
{
    /* Setting the same text again would drop a selection being made to copy it. */
    if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), text != NULL ? text : "") != 0)
        gtk_label_set_text (GTK_LABEL (label), text != NULL ? text : "");
}

void
calc_programmer_set_view (CalcProgrammer *self, const CalcProgrammerView *view)
{
    g_return_if_fail (CALC_IS_PROGRAMMER (self) && view != NULL);
    self->updating = TRUE;
    for (int i = 0; i < 4; i++) {
        label_set_if_changed (self->base_digits[i], view->lines[i]);
        /* The BIN line keeps two lines' room, which a 64-bit word fills in a narrow
         * window: changing the word size never moves the keys below. */
        if (i == 3)
            gtk_widget_set_size_request (self->base_digits[i], -1,
                                         calc_label_lines_height (self->base_digits[i], 2));
        if (line_bases[i] == view->base)
            gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->base_toggles[i]), TRUE);
    }
    for (guint i = 0; i < G_N_ELEMENTS (word_sizes); i++) {
        if (word_sizes[i] == view->word_bits)
            gtk_drop_down_set_selected (GTK_DROP_DOWN (self->word_list), i);
    }
    gtk_drop_down_set_selected (GTK_DROP_DOWN (self->sign_list), view->is_signed ? 0 : 1);
    self->updating = FALSE;
    for (size_t i = 0; i < self->n_keys; i++) {
        if (self->key_list[i].digit >= 0)
            gtk_widget_set_sensitive (self->key_list[i].widget, self->key_list[i].digit < view->base);
    }
    for (int bit = 0; bit < 64; bit++) {
        gboolean in_word = bit < view->word_bits;
        const char *text = in_word && (view->bits >> bit) & 1 ? "1" : "0";

        if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (self->bits[bit])), text) != 0)
            gtk_button_set_label (GTK_BUTTON (self->bits[bit]), text);
        gtk_widget_set_sensitive (self->bits[bit], in_word);
    }
    for (int group = 0; group < 16; group++)
        gtk_widget_set_visible (self->bit_groups[group], group * 4 < view->word_bits);
}
