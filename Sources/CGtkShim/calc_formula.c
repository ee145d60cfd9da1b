// The formula line (docs/behaviour.md §11): an entry that takes the display's place while the user
// types a whole formula, with a line under it that previews the value or the error.
// Swift parses, previews and enters the formula; this file only places the widgets,
// marks the error range and reports the text.
//
// Steady (docs/behaviour.md §8): the line lives in a clip that is given exactly the display's height
// while it is open, and reports no minimum of its own, so opening it, typing into it or
// showing a long error never moves the keypad.
#include "calc_private.h"

/* The widgets are built when the line first opens (widgets_new): a GtkEntry with its
 * input method context is work a start need not do, for a line many sessions never
 * open. Until then `clip`, `entry` and `preview` are NULL. */
typedef struct {
    GtkWidget *clip;      /* GtkScrolledWindow without scroll bars: sized by us alone */
    GtkWidget *entry;
    GtkWidget *preview;
    int32_t    code_changed, code_enter, code_cancel;
    /* True while the text is set from here, so the change is not reported back. */
    gboolean   updating;
} CalcFormula;

/* Whether the line is built and open. */
static gboolean
is_open (CalcFormula *formula)
{
    return formula != NULL && formula->clip != NULL && gtk_widget_get_visible (formula->clip);
}

static CalcFormula *
formula_of (CalcWindow *self)
{
    return g_object_get_data (G_OBJECT (self->window), "calc-formula");
}

static void
on_changed (GtkEditable *editable, CalcWindow *self)
{
    CalcFormula *formula = formula_of (self);

    if (formula == NULL || formula->updating)
        return;
    calc_window_emit (self, formula->code_changed, gtk_editable_get_text (editable));
}

static void
on_activate (GtkEntry *entry, CalcWindow *self)
{
    CalcFormula *formula = formula_of (self);
    /* The callback may close the line (which clears the text): send a copy. */
    g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry)));

    if (formula != NULL)
        calc_window_emit (self, formula->code_enter, text);
}

/* Escape asks to close the line, changing nothing (the window's own Escape, which
 * clears the calculation, is off while the entry has the focus); so does BackSpace in
 * an empty line, as it ends typing a number. Swift answers with
 * calc_window_formula_close. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, CalcWindow *self)
{
    CalcFormula *formula = formula_of (self);
    gboolean empty;

    (void) controller;
    (void) keycode;
    if (formula == NULL)
        return FALSE;
    /* `=` typed in the line is Return (docs/behaviour.md §13): `12*3=` gives 36. Shift
     * may be what the layout needs to type it. */
    if ((keyval == GDK_KEY_equal || keyval == GDK_KEY_KP_Equal)
        && (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) == 0) {
        g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (formula->entry)));
        calc_window_emit (self, formula->code_enter, text);
        return TRUE;
    }
    /* Shift+Escape is all clear (docs/behaviour.md §13): it closes the line and then
     * clears everything, as with the line closed. The window's own shortcut is off
     * while the entry has the focus, and left to the entry it did nothing at all. */
    if (keyval == GDK_KEY_Escape
        && (state & gtk_accelerator_get_default_mod_mask ()) == GDK_SHIFT_MASK) {
        calc_window_emit (self, formula->code_cancel, NULL);
        calc_keys_activate (self, GDK_KEY_Escape, CALC_MOD_SHIFT);
        return TRUE;
    }
    if ((state & gtk_accelerator_get_default_mod_mask ()) != 0)
        return FALSE;
    empty = gtk_editable_get_text (GTK_EDITABLE (formula->entry))[0] == '\0';
    if (keyval != GDK_KEY_Escape && !(keyval == GDK_KEY_BackSpace && empty))
        return FALSE;
    calc_window_emit (self, formula->code_cancel, NULL);
    return TRUE;
}

/* GTK's own paste in the entry (Ctrl+V, Shift+Insert, its context menu) would insert
 * the clipboard cut at a NUL and at the entry's own length limit, silently: it goes the
 * window's way instead (Ctrl+V's event), whose reader keeps every byte and whose
 * controller refuses, whole and with a message, what the line cannot take. */
static void
on_paste_clipboard (GtkText *text, CalcWindow *self)
{
    g_signal_stop_emission_by_name (text, "paste-clipboard");
    calc_keys_activate (self, GDK_KEY_v, CALC_MOD_CTRL);
}

static void
widgets_new (CalcWindow *self, CalcFormula *formula)
{
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    GtkEventController *keys = gtk_event_controller_key_new ();

    formula->entry = gtk_entry_new ();
    gtk_widget_add_css_class (formula->entry, "formula");
    calc_widget_set_tooltip (formula->entry, calc_window_text (self, "formula-tooltip"));
    calc_widget_set_accessible_name (formula->entry, calc_window_text (self, "formula-name"));
    g_signal_connect (formula->entry, "changed", G_CALLBACK (on_changed), self);
    g_signal_connect (formula->entry, "activate", G_CALLBACK (on_activate), self);
    g_signal_connect (gtk_editable_get_delegate (GTK_EDITABLE (formula->entry)),
                      "paste-clipboard", G_CALLBACK (on_paste_clipboard), self);
    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
    gtk_widget_add_controller (formula->entry, keys);

    /* One line, ellipsized: a long message must not widen the window. Its whole text is
     * also the entry's accessible description (set with it), which a screen reader
     * speaks with the entry; the label itself says what it is. */
    formula->preview = gtk_label_new (NULL);
    gtk_label_set_xalign (GTK_LABEL (formula->preview), 1.0f);
    gtk_label_set_ellipsize (GTK_LABEL (formula->preview), PANGO_ELLIPSIZE_END);
    gtk_label_set_single_line_mode (GTK_LABEL (formula->preview), TRUE);
    gtk_widget_add_css_class (formula->preview, "formula-preview");
    calc_widget_set_accessible_description (formula->preview,
                                            calc_window_text (self, "formula-preview-description"));

    gtk_box_append (GTK_BOX (box), formula->entry);
    gtk_box_append (GTK_BOX (box), formula->preview);

    formula->clip = gtk_scrolled_window_new ();
    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (formula->clip), GTK_POLICY_NEVER,
                                    GTK_POLICY_EXTERNAL);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (formula->clip), box);
    gtk_widget_set_visible (formula->clip, FALSE);
    /* In the display's place: right after the box that fits it to one line, in the
     * display card. */
    gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (self->display_fit)),
                                formula->clip, self->display_fit);
}

void
calc_window_formula_setup (CalcWindow *self, const CalcFormulaSpec *spec)
{
    g_return_if_fail (self != NULL);
    CalcFormula *formula = g_new0 (CalcFormula, 1);

    formula->code_changed = spec->code_changed;
    formula->code_enter = spec->code_enter;
    formula->code_cancel = spec->code_cancel;
    g_object_set_data_full (G_OBJECT (self->window), "calc-formula", formula, g_free);
}

void
calc_window_formula_open (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    CalcFormula *formula = formula_of (self);

    if (formula == NULL)
        return;
    if (formula->clip == NULL)
        widgets_new (self, formula);
    if (!gtk_widget_get_visible (formula->clip)) {
        /* Exactly the display's height: the card keeps its size, and the keys never
         * move (the style sheet sizes the line to fit it at each window size). Not the
         * line's own height: measured while the line is hidden, it is in the fonts of
         * the window size it last opened at (a line first opened at 480 × 700 made the
         * card 5 px taller at 360 × 520). */
        gtk_widget_set_size_request (formula->clip, -1, gtk_widget_get_height (self->display_fit));
        gtk_widget_set_visible (self->display_fit, FALSE);
        gtk_widget_set_visible (formula->clip, TRUE);
    }
    /* Reported as a change, so Swift sends the preview of the text. Not undoable: Ctrl+Z
     * in the line takes back what was typed in it, never the `(` it opened with (it
     * emptied the line, and the preview said "empty formula"); switching undo off and
     * on again forgets what an earlier opening left in it. */
    gtk_editable_set_enable_undo (GTK_EDITABLE (formula->entry), FALSE);
    gtk_editable_set_text (GTK_EDITABLE (formula->entry), text != NULL ? text : "");
    gtk_editable_set_enable_undo (GTK_EDITABLE (formula->entry), TRUE);
    /* The history's popover keeps the keyboard while it is shown: Return there picked an
     * entry instead of entering the formula typed meanwhile. It closes first (its
     * closing unfocuses), then the line takes the keys. */
    if (gtk_widget_get_visible (self->history_popover))
        gtk_popover_popdown (GTK_POPOVER (self->history_popover));
    gtk_widget_grab_focus (formula->entry);
    gtk_editable_set_position (GTK_EDITABLE (formula->entry), -1);
}

void
calc_window_formula_close (CalcWindow *self)
{
    g_return_if_fail (self != NULL);
    CalcFormula *formula = formula_of (self);

    if (!is_open (formula))
        return;
    /* Keys belong to the calculator again: no widget has the focus, so Space presses no
     * key. First, while the entry is still shown: hiding the focused entry would have
     * GTK move the focus on, at the next frame, to the first key (x², which Space then
     * pressed). */
    gtk_window_set_focus (GTK_WINDOW (self->window), NULL);
    gtk_widget_set_visible (formula->clip, FALSE);
    gtk_widget_set_visible (self->display_fit, TRUE);
    formula->updating = TRUE;
    gtk_editable_set_text (GTK_EDITABLE (formula->entry), "");
    formula->updating = FALSE;
}

void
calc_window_formula_insert (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    CalcFormula *formula = formula_of (self);
    int position;

    if (text == NULL || !is_open (formula))
        return;
    gtk_editable_delete_selection (GTK_EDITABLE (formula->entry));
    position = gtk_editable_get_position (GTK_EDITABLE (formula->entry));
    gtk_editable_insert_text (GTK_EDITABLE (formula->entry), text, -1, &position);
    gtk_editable_set_position (GTK_EDITABLE (formula->entry), position);
}

void
calc_window_formula_set_preview (CalcWindow *self, const char *text, int error,
                                 int32_t mark_start, int32_t mark_end)
{
    g_return_if_fail (self != NULL);
    CalcFormula *formula = formula_of (self);
    g_autoptr (PangoAttrList) marks = NULL;

    if (formula == NULL || formula->entry == NULL)
        return;
    marks = pango_attr_list_new ();
    gtk_label_set_text (GTK_LABEL (formula->preview), text != NULL ? text : "");
    if (error) {
        gtk_widget_add_css_class (formula->preview, "error");
        gtk_widget_add_css_class (formula->entry, "error");
    } else {
        gtk_widget_remove_css_class (formula->preview, "error");
        gtk_widget_remove_css_class (formula->entry, "error");
    }
    /* The bad part of the formula gets a wavy red underline (byte offsets). */
    if (mark_start >= 0 && mark_end > mark_start) {
        PangoAttribute *underline = pango_attr_underline_new (PANGO_UNDERLINE_ERROR);
        PangoAttribute *colour = pango_attr_underline_color_new (0xcccc, 0, 0);
        underline->start_index = colour->start_index = (guint) mark_start;
        underline->end_index = colour->end_index = (guint) mark_end;
        pango_attr_list_insert (marks, underline);
        pango_attr_list_insert (marks, colour);
    }
    gtk_entry_set_attributes (GTK_ENTRY (formula->entry), marks);
    gtk_accessible_update_state (GTK_ACCESSIBLE (formula->entry), GTK_ACCESSIBLE_STATE_INVALID,
                                 error ? GTK_ACCESSIBLE_INVALID_TRUE
                                       : GTK_ACCESSIBLE_INVALID_FALSE, -1);
    calc_widget_set_accessible_description (formula->entry, text != NULL ? text : "");
}

const char *
calc_window_formula_text (CalcWindow *self)
{
    g_return_val_if_fail (self != NULL, NULL);
    CalcFormula *formula = formula_of (self);

    return formula != NULL && formula->entry != NULL
               ? gtk_editable_get_text (GTK_EDITABLE (formula->entry)) : NULL;
}

void
calc_window_formula_delete_back (CalcWindow *self)
{
    g_return_if_fail (self != NULL);
    CalcFormula *formula = formula_of (self);
    GtkEditable *editable;
    int start, end;

    if (!is_open (formula))
        return;
    editable = GTK_EDITABLE (formula->entry);
    if (gtk_editable_get_selection_bounds (editable, &start, &end)) {
        gtk_editable_delete_selection (editable);
        return;
    }
    if (end > 0)
        gtk_editable_delete_text (editable, end - 1, end);
}
