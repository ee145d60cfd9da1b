// The history popover: the list of completed calculations, newest first, each a button
// that enters its value, and a button that clears it. It keeps the history's texts
// (Swift sends them whenever the history changes) and builds its rows when it opens
// after a change, so a long history costs nothing while it stays closed.
#include "calc_history_popover.h"

#include "calc_texts.h"
#include "calc_util.h"
#include "calc_window.h"

struct _CalcHistoryPopover {
    GtkPopover  parent_instance;
    /* Bound from the template. */
    GtkWidget  *title, *list, *placeholder, *note, *clear;
    /* The entries' texts, oldest first; the rows are rebuilt from them when `dirty`. */
    GPtrArray  *entries;
    gboolean    dirty;
    /* The line under the list when it shows only the newest entries; NULL: none. */
    char       *note_text;
};

G_DEFINE_FINAL_TYPE (CalcHistoryPopover, calc_history_popover, GTK_TYPE_POPOVER)

enum { ENTRY_CHOSEN, CLEAR_REQUESTED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* CALC_HISTORY_SHOWN (calc_window.h), the newest entries shown: GTK lays out a box of
 * wrapping labels in more than linear time, and the history's limit of 1,000 rows would
 * take seconds to open. */

/* A row's entry is its place in the list, newest first: the rows are rebuilt whenever the
 * entries change, so the place is always the entry's. */
static void
on_entry_clicked (GtkButton *button, CalcHistoryPopover *self)
{
    guint position = 0;

    for (GtkWidget *row = gtk_widget_get_prev_sibling (GTK_WIDGET (button)); row != NULL;
         row = gtk_widget_get_prev_sibling (row))
        position++;
    if (position >= self->entries->len)
        return;
    gtk_popover_popdown (GTK_POPOVER (self));
    g_signal_emit (self, signals[ENTRY_CHOSEN], 0, self->entries->len - 1 - position);
}

static void
on_clear_clicked (GtkButton *button, CalcHistoryPopover *self)
{
    (void) button;
    /* Closed, so the message under the display card, with its Undo, shows. */
    gtk_popover_popdown (GTK_POPOVER (self));
    g_signal_emit (self, signals[CLEAR_REQUESTED], 0);
}

/* The label shows at most three lines; laying out the whole description of a long
 * program (thousands of characters) for each row would make opening the list slow. */
#define CALC_HISTORY_LABEL_CHARS 160

static GtkWidget *
entry_button_new (CalcHistoryPopover *self, const char *text)
{
    GtkWidget *button = gtk_button_new ();
    glong length = g_utf8_strlen (text, -1);
    GtkWidget *label;

    if (length > CALC_HISTORY_LABEL_CHARS) {
        /* The end explains the value: "… + 3 = 25". */
        char *shown = g_strconcat ("…", g_utf8_offset_to_pointer (text, length - CALC_HISTORY_LABEL_CHARS + 1),
                                   NULL);
        label = gtk_label_new (shown);
        g_free (shown);
    } else {
        label = gtk_label_new (text);
    }

    /* A long calculation keeps its end, the part with the result. */
    gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
    gtk_label_set_wrap (GTK_LABEL (label), TRUE);
    gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
    gtk_label_set_lines (GTK_LABEL (label), 3);
    gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_START);
    gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
    gtk_button_set_child (GTK_BUTTON (button), label);
    gtk_widget_add_css_class (button, "flat");
    gtk_widget_add_css_class (button, "history-entry");
    calc_widget_set_accessible_name (button, text);
    g_signal_connect (button, "clicked", G_CALLBACK (on_entry_clicked), self);
    return button;
}

/* Swift says how many of how many the list shows (calc_history_popover_set_note). */
static void
show_note (CalcHistoryPopover *self)
{
    gboolean shown = self->note_text != NULL && self->note_text[0] != '\0';

    gtk_label_set_text (GTK_LABEL (self->note), shown ? self->note_text : "");
    gtk_widget_set_visible (self->note, shown);
}

/* "No calculations yet" and a Clear button that can't clear while the list is empty. */
static void
show_emptiness (CalcHistoryPopover *self)
{
    gtk_widget_set_visible (self->placeholder, self->entries->len == 0);
    gtk_widget_set_sensitive (self->clear, self->entries->len > 0);
}

static void
rebuild (CalcHistoryPopover *self)
{
    GtkWidget *child;
    guint n = self->entries->len;
    guint first = n > CALC_HISTORY_SHOWN ? n - CALC_HISTORY_SHOWN : 0;

    self->dirty = FALSE;
    while ((child = gtk_widget_get_first_child (self->list)) != NULL)
        gtk_box_remove (GTK_BOX (self->list), child);
    for (guint i = n; i > first; i--)
        gtk_box_append (GTK_BOX (self->list),
                        entry_button_new (self, g_ptr_array_index (self->entries, i - 1)));
    show_note (self);
}

/* Open, the newest entry has the keyboard focus: Down and Up move through the list and
 * Return enters the focused entry. With nothing focused, GTK's first Down went past every
 * entry to Clear History, and Return then emptied the history (a new user's keys). */
static void
focus_newest (CalcHistoryPopover *self)
{
    GtkWidget *newest = gtk_widget_get_first_child (self->list);

    if (newest != NULL)
        gtk_widget_grab_focus (newest);
}

static void
on_mapped (GtkWidget *popover, CalcHistoryPopover *self)
{
    (void) popover;
    focus_newest (self);
}

void
calc_history_popover_prepare (CalcHistoryPopover *self)
{
    g_return_if_fail (CALC_IS_HISTORY_POPOVER (self));
    if (self->dirty)
        rebuild (self);
}

static void
calc_history_popover_finalize (GObject *object)
{
    CalcHistoryPopover *self = CALC_HISTORY_POPOVER (object);

    g_clear_pointer (&self->entries, g_ptr_array_unref);
    g_clear_pointer (&self->note_text, g_free);
    G_OBJECT_CLASS (calc_history_popover_parent_class)->finalize (object);
}

static void
calc_history_popover_class_init (CalcHistoryPopoverClass *klass)
{
    GObjectClass *object_class = G_OBJECT_CLASS (klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

    object_class->finalize = calc_history_popover_finalize;
    signals[ENTRY_CHOSEN] = g_signal_new ("entry-chosen", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_UINT);
    signals[CLEAR_REQUESTED] = g_signal_new ("clear-requested", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 0);
    gtk_widget_class_set_template_from_resource (
        widget_class, "/io/github/cerebrum/Cerebrum/ui/calc-history-popover.ui");
    gtk_widget_class_bind_template_child (widget_class, CalcHistoryPopover, title);
    gtk_widget_class_bind_template_child (widget_class, CalcHistoryPopover, list);
    gtk_widget_class_bind_template_child (widget_class, CalcHistoryPopover, placeholder);
    gtk_widget_class_bind_template_child (widget_class, CalcHistoryPopover, note);
    gtk_widget_class_bind_template_child (widget_class, CalcHistoryPopover, clear);
    gtk_widget_class_bind_template_callback (widget_class, on_mapped);
    gtk_widget_class_bind_template_callback (widget_class, on_clear_clicked);
}

static void
calc_history_popover_init (CalcHistoryPopover *self)
{
    gtk_widget_init_template (GTK_WIDGET (self));
    self->entries = g_ptr_array_new_with_free_func (g_free);
    self->dirty = TRUE;
    show_emptiness (self);
}

GtkWidget *
calc_history_popover_new (GHashTable *texts)
{
    CalcHistoryPopover *self = g_object_new (CALC_TYPE_HISTORY_POPOVER, NULL);

    /* Named as its button is (else a screen reader hears the type's name). */
    calc_widget_set_accessible_name (GTK_WIDGET (self), calc_text (texts, "history-name"));

    gtk_label_set_text (GTK_LABEL (self->title), calc_text (texts, "history-title"));
    calc_widget_set_accessible_name (self->list, calc_text (texts, "history-list-name"));
    gtk_label_set_text (GTK_LABEL (self->placeholder), calc_text (texts, "history-empty"));
    gtk_button_set_label (GTK_BUTTON (self->clear), calc_text (texts, "history-clear"));
    calc_widget_set_tooltip (self->clear, calc_text (texts, "history-clear-tooltip"));
    return GTK_WIDGET (self);
}

static void
append_entries (CalcHistoryPopover *self, const char *const *entries, size_t n)
{
    for (size_t i = 0; i < n; i++)
        g_ptr_array_add (self->entries, g_strdup (entries[i] ? entries[i] : ""));
}

/* The list is rebuilt when it next opens, or now if it is open (then the focused row
 * went with the old rows: the newest takes the focus). */
static void
entries_changed (CalcHistoryPopover *self)
{
    self->dirty = TRUE;
    show_emptiness (self);
    if (gtk_widget_get_visible (GTK_WIDGET (self))) {
        rebuild (self);
        focus_newest (self);
    }
}

void
calc_history_popover_set (CalcHistoryPopover *self, const char *const *entries, size_t n)
{
    g_return_if_fail (CALC_IS_HISTORY_POPOVER (self) && (entries != NULL || n == 0));
    g_ptr_array_set_size (self->entries, 0);
    append_entries (self, entries, n);
    entries_changed (self);
}

void
calc_history_popover_update (CalcHistoryPopover *self, size_t dropped, const char *const *added,
                             size_t n_added)
{
    g_return_if_fail (CALC_IS_HISTORY_POPOVER (self) && (added != NULL || n_added == 0));
    /* More than the list holds: it has drifted from the controller's history (a bug). */
    g_warn_if_fail (dropped <= self->entries->len);
    dropped = MIN (dropped, self->entries->len);
    if (dropped > 0)
        g_ptr_array_remove_range (self->entries, 0, (guint) dropped);
    append_entries (self, added, n_added);
    entries_changed (self);
}

void
calc_history_popover_set_note (CalcHistoryPopover *self, const char *text)
{
    g_return_if_fail (CALC_IS_HISTORY_POPOVER (self));
    if (g_strcmp0 (self->note_text, text) == 0)
        return;
    g_free (self->note_text);
    self->note_text = g_strdup (text);
    if (gtk_widget_get_visible (GTK_WIDGET (self)))
        show_note (self);
}
