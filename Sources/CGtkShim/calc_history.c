// The history popover: a header bar button opening the list of completed calculations,
// newest first, each a button that enters its value, and a button that clears it.
// Swift hands over the texts whenever the history changes; the panel is built when it
// first opens and its rows when it opens after a change, so a long history costs
// nothing while it stays closed.
#include "calc_private.h"

/* CALC_HISTORY_SHOWN (calc_window.h), the newest entries shown: GTK lays out a box of
 * wrapping labels in more than linear time, and the history's limit of 1,000 rows would
 * take seconds to open. */

static void
on_entry_clicked (GtkButton *button, CalcWindow *self)
{
    char index[24];

    g_snprintf (index, sizeof index, "%d", calc_widget_get_code (button));
    gtk_popover_popdown (GTK_POPOVER (self->history_popover));
    calc_window_emit (self, self->code_use_history, index);
}

static void
on_clear_clicked (GtkButton *button, CalcWindow *self)
{
    (void) button;
    /* Closed, so the message under the display card, with its Undo, shows. */
    gtk_popover_popdown (GTK_POPOVER (self->history_popover));
    calc_window_emit (self, self->code_clear_history, NULL);
}

/* The label shows at most three lines; laying out the whole description of a long
 * program (thousands of characters) for each row would make opening the list slow. */
#define CALC_HISTORY_LABEL_CHARS 160

static GtkWidget *
entry_button_new (CalcWindow *self, const char *text, guint index)
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
    calc_widget_set_code (button, (int32_t) index);
    g_signal_connect (button, "clicked", G_CALLBACK (on_entry_clicked), self);
    return button;
}

/* Swift says how many of how many the list shows (calc_window_set_history_note). */
static void
show_note (CalcWindow *self)
{
    gboolean shown = self->history_note_text != NULL && self->history_note_text[0] != '\0';

    gtk_label_set_text (GTK_LABEL (self->history_note), shown ? self->history_note_text : "");
    gtk_widget_set_visible (self->history_note, shown);
}

/* "No calculations yet" and a Clear button that can't clear while the list is empty. */
static void
show_emptiness (CalcWindow *self)
{
    gtk_widget_set_visible (self->history_placeholder, self->history->len == 0);
    gtk_widget_set_sensitive (self->history_clear, self->history->len > 0);
}

static void
rebuild (CalcWindow *self)
{
    GtkWidget *child;
    guint n = self->history->len;
    guint first = n > CALC_HISTORY_SHOWN ? n - CALC_HISTORY_SHOWN : 0;

    self->history_dirty = FALSE;
    while ((child = gtk_widget_get_first_child (self->history_list)) != NULL)
        gtk_box_remove (GTK_BOX (self->history_list), child);
    for (guint i = n; i > first; i--)
        gtk_box_append (GTK_BOX (self->history_list),
                        entry_button_new (self, g_ptr_array_index (self->history, i - 1), i - 1));
    show_note (self);
}

/* Open, the newest entry has the keyboard focus: Down and Up move through the list and
 * Return enters the focused entry. With nothing focused, GTK's first Down went past every
 * entry to Clear History, and Return then emptied the history (a new user's keys). */
static void
focus_newest (CalcWindow *self)
{
    GtkWidget *newest = self->history_list != NULL
                        ? gtk_widget_get_first_child (self->history_list) : NULL;

    if (newest != NULL)
        gtk_widget_grab_focus (newest);
}

/* Before every opening (the menu button's create-popup function runs first): the rows
 * are rebuilt here, before GTK shows and maps the popover, so that no row it focuses
 * is replaced under it. */
static void
prepare (CalcWindow *self)
{
    /* Opened (Ctrl+H) before the texts that wait for the window to show have come:
     * asks for them now; they arrive before this returns. */
    calc_window_report_shown (self);
    if (self->history_dirty && self->history_list != NULL)
        rebuild (self);
}

static void
on_popover_mapped (GtkWidget *popover, CalcWindow *self)
{
    (void) popover;
    focus_newest (self);
}

static GtkWidget *
panel_new (CalcWindow *self)
{
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
    GtkWidget *title = gtk_label_new (calc_window_text (self, "history-title"));
    GtkWidget *scrolled = gtk_scrolled_window_new ();

    gtk_widget_add_css_class (title, "heading");
    gtk_label_set_xalign (GTK_LABEL (title), 0.0f);

    self->history_list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    calc_widget_set_accessible_name (self->history_list,
                                     calc_window_text (self, "history-list-name"));
    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                    GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
    gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 360);
    gtk_widget_set_size_request (scrolled, 280, -1);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->history_list);

    self->history_placeholder = gtk_label_new (calc_window_text (self, "history-empty"));
    gtk_widget_add_css_class (self->history_placeholder, "dim-label");
    gtk_widget_set_margin_top (self->history_placeholder, 12);
    gtk_widget_set_margin_bottom (self->history_placeholder, 12);

    self->history_note = gtk_label_new (NULL);
    gtk_widget_add_css_class (self->history_note, "dim-label");
    gtk_widget_set_visible (self->history_note, FALSE);

    self->history_clear = gtk_button_new_with_label (calc_window_text (self, "history-clear"));
    calc_widget_set_tooltip (self->history_clear,
                             calc_window_text (self, "history-clear-tooltip"));
    gtk_widget_set_halign (self->history_clear, GTK_ALIGN_END);
    g_signal_connect (self->history_clear, "clicked", G_CALLBACK (on_clear_clicked), self);
    show_emptiness (self);

    gtk_box_append (GTK_BOX (box), title);
    gtk_box_append (GTK_BOX (box), scrolled);
    gtk_box_append (GTK_BOX (box), self->history_placeholder);
    gtk_box_append (GTK_BOX (box), self->history_note);
    gtk_box_append (GTK_BOX (box), self->history_clear);
    gtk_widget_add_css_class (box, "history-panel");
    self->history_dirty = TRUE;
    return box;
}

/* The panel is built when it first opens (GTK calls this before every opening, also for
 * Ctrl+H): a start need not pay for it, and many sessions never open it. */
static void
create_panel (GtkMenuButton *button, gpointer data)
{
    CalcWindow *self = data;

    (void) button;
    if (self->history_list == NULL)
        gtk_popover_set_child (GTK_POPOVER (self->history_popover), panel_new (self));
    prepare (self);
}

GtkWidget *
calc_history_button_new (CalcWindow *self, const CalcWindowSpec *spec)
{
    GtkWidget *button = gtk_menu_button_new ();

    self->history = g_ptr_array_new_with_free_func (g_free);
    self->code_use_history = spec->code_use_history;
    self->code_clear_history = spec->code_clear_history;

    self->history_popover = gtk_popover_new ();
    g_signal_connect_after (self->history_popover, "map", G_CALLBACK (on_popover_mapped), self);
    calc_window_attach_popover (self, self->history_popover);

    gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "document-open-recent-symbolic");
    gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), self->history_popover);
    gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), create_panel, self, NULL);
    calc_widget_set_tooltip (button, calc_window_text (self, "history-tooltip"));
    calc_widget_set_accessible_name (button, calc_window_text (self, "history-name"));
    gtk_widget_add_css_class (button, "compact");
    self->history_button = button;
    return button;
}

void
calc_history_free (CalcWindow *self)
{
    g_clear_pointer (&self->history, g_ptr_array_unref);
    g_clear_pointer (&self->history_note_text, g_free);
}

static void
append_entries (CalcWindow *self, const char *const *entries, size_t n)
{
    for (size_t i = 0; i < n; i++)
        g_ptr_array_add (self->history, g_strdup (entries[i] ? entries[i] : ""));
}

/* The list is rebuilt when it next opens, or now if it is open (then the focused row
 * went with the old rows: the newest takes the focus). */
static void
history_changed (CalcWindow *self)
{
    self->history_dirty = TRUE;
    if (self->history_list == NULL)
        return;
    show_emptiness (self);
    if (gtk_widget_get_visible (self->history_popover)) {
        rebuild (self);
        focus_newest (self);
    }
}

void
calc_window_set_history (CalcWindow *self, const char *const *entries, size_t n)
{
    g_return_if_fail (self != NULL && (entries != NULL || n == 0));
    g_ptr_array_set_size (self->history, 0);
    append_entries (self, entries, n);
    history_changed (self);
}

void
calc_window_update_history (CalcWindow *self, size_t dropped, const char *const *added,
                            size_t n_added)
{
    g_return_if_fail (self != NULL && (added != NULL || n_added == 0));
    /* More than the list holds: it has drifted from the controller's history (a bug). */
    g_warn_if_fail (dropped <= self->history->len);
    dropped = MIN (dropped, self->history->len);
    if (dropped > 0)
        g_ptr_array_remove_range (self->history, 0, (guint) dropped);
    append_entries (self, added, n_added);
    history_changed (self);
}

void
calc_window_set_history_note (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    if (g_strcmp0 (self->history_note_text, text) == 0)
        return;
    g_free (self->history_note_text);
    self->history_note_text = g_strdup (text);
    if (self->history_list != NULL && gtk_widget_get_visible (self->history_popover))
        show_note (self);
}

void
calc_window_toggle_history (CalcWindow *self)
{
    g_return_if_fail (self != NULL);
    calc_menu_button_toggle (self->history_button);
}
