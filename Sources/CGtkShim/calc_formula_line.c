// The formula line (docs/behaviour.md §11): an entry that takes the display's place while
// the user types a whole formula, with a line under it that previews the value or the
// error. Swift parses, previews and enters the formula; this type only marks the error
// range and reports the text and the keys that end it. Its owner places it and gives it
// the display's height (steady, docs/behaviour.md §8: the clip reports no minimum of its
// own, so opening it, typing into it or a long error never moves the keypad).
#include "calc_formula_line.h"

#include "calc_texts.h"
#include "calc_util.h"

struct _CalcFormulaLine {
    GtkWidget  parent_instance;
    /* Bound from the template (the clip is the one child, unparented with the template). */
    GtkWidget *clip, *entry, *preview;
    /* True while the text is set from here, so the change is not reported back. */
    gboolean   updating;
    /* The locale's decimal mark, which the keypad's decimal key types (owned). */
    char      *decimal_mark;
};

G_DEFINE_FINAL_TYPE (CalcFormulaLine, calc_formula_line, GTK_TYPE_WIDGET)

enum { CHANGED, ENTERED, CANCELLED, CLEAR_ALL_REQUESTED, PASTE_REQUESTED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
on_changed (GtkEditable *editable, CalcFormulaLine *self)
{
    if (!self->updating)
        g_signal_emit (self, signals[CHANGED], 0, gtk_editable_get_text (editable));
}

/* The handler may close the line (which clears the text): it gets a copy. `=` typed
 * is sent as the text's last character, as it was typed: Swift tells it from Return
 * (it finishes a waiting calculation, docs/behaviour.md §11). */
static void
emit_entered (CalcFormulaLine *self, gboolean equals)
{
    g_autofree char *text = g_strconcat (gtk_editable_get_text (GTK_EDITABLE (self->entry)),
                                         equals ? "=" : "", NULL);

    g_signal_emit (self, signals[ENTERED], 0, text);
}

static void
on_activate (GtkEntry *entry, CalcFormulaLine *self)
{
    (void) entry;
    emit_entered (self, FALSE);
}

/* Escape asks to close the line, changing nothing (the window's own Escape, which
 * clears the calculation, is off while the entry has the focus); so does BackSpace in
 * an empty line, as it ends typing a number. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, CalcFormulaLine *self)
{
    GdkModifierType mods = state & gtk_accelerator_get_default_mod_mask ();
    gboolean empty;

    (void) controller;
    (void) keycode;
    /* `=` typed in the line enters it as the `=` key does (docs/behaviour.md §11, §13):
     * `12*3=` gives 36, and `2 +` clicked, `4=` typed gives 6. Shift may be what the
     * layout needs to type it. */
    if ((keyval == GDK_KEY_equal || keyval == GDK_KEY_KP_Equal)
        && (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) == 0) {
        emit_entered (self, TRUE);
        return TRUE;
    }
    /* Shift+Escape is all clear (docs/behaviour.md §13): it closes the line and then
     * clears everything, as with the line closed. The window's own shortcut is off
     * while the entry has the focus, and left to the entry it did nothing at all. */
    if (keyval == GDK_KEY_Escape && mods == GDK_SHIFT_MASK) {
        g_signal_emit (self, signals[CANCELLED], 0);
        g_signal_emit (self, signals[CLEAR_ALL_REQUESTED], 0);
        return TRUE;
    }
    if (mods != 0)
        return FALSE;
    /* The keypad's decimal key types the locale's mark whatever the layout gives it: where
     * the mark is `,`, a `.` groups digits (docs/behaviour.md §12). */
    if ((keyval == GDK_KEY_KP_Decimal || keyval == GDK_KEY_KP_Separator)
        && self->decimal_mark != NULL && self->decimal_mark[0] != '\0') {
        calc_formula_line_insert (self, self->decimal_mark);
        return TRUE;
    }
    empty = gtk_editable_get_text (GTK_EDITABLE (self->entry))[0] == '\0';
    if (keyval != GDK_KEY_Escape && !(keyval == GDK_KEY_BackSpace && empty))
        return FALSE;
    g_signal_emit (self, signals[CANCELLED], 0);
    return TRUE;
}

/* GTK's own paste in the entry (Ctrl+V, Shift+Insert, its context menu) would insert
 * the clipboard cut at a NUL and at the entry's own length limit, silently: it goes the
 * window's way instead (Ctrl+V's event), whose reader keeps every byte and whose
 * controller refuses, whole and with a message, what the line cannot take. */
static void
on_paste_clipboard (GtkText *text, CalcFormulaLine *self)
{
    g_signal_stop_emission_by_name (text, "paste-clipboard");
    g_signal_emit (self, signals[PASTE_REQUESTED], 0, FALSE);
}

/* The middle button pastes the primary selection (where the desktop does that): the same
 * way as Ctrl+V, so its text follows the paste rules (a number as a person copies one, a
 * column refused, NUL or too much refused whole), at the cursor. GTK's own would insert
 * it as it is, where the pointer is. */
static void
on_middle_pressed (GtkGestureClick *gesture, int n_press, double x, double y,
                   CalcFormulaLine *self)
{
    gboolean enabled = TRUE;

    (void) n_press;
    (void) x;
    (void) y;
    g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-primary-paste",
                  &enabled, NULL);
    if (!enabled)
        return;
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
    /* Without selecting its text: a selection would become the primary selection, and
     * the line would paste its own text. */
    calc_formula_line_focus (self);
    g_signal_emit (self, signals[PASTE_REQUESTED], 0, TRUE);
}

static void
calc_formula_line_dispose (GObject *object)
{
    g_clear_pointer (&CALC_FORMULA_LINE (object)->decimal_mark, g_free);
    gtk_widget_dispose_template (GTK_WIDGET (object), CALC_TYPE_FORMULA_LINE);
    G_OBJECT_CLASS (calc_formula_line_parent_class)->dispose (object);
}

static void
calc_formula_line_class_init (CalcFormulaLineClass *klass)
{
    GObjectClass *object_class = G_OBJECT_CLASS (klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

    object_class->dispose = calc_formula_line_dispose;
    signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
    signals[ENTERED] = g_signal_new ("entered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
    signals[CANCELLED] = g_signal_new ("cancelled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 0);
    signals[CLEAR_ALL_REQUESTED] = g_signal_new ("clear-all-requested", G_TYPE_FROM_CLASS (klass),
                                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 0);
    /* Its argument: TRUE for the primary selection (the middle button), else the clipboard. */
    signals[PASTE_REQUESTED] = g_signal_new ("paste-requested", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
    gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
    gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
    gtk_widget_class_set_template_from_resource (
        widget_class, "/io/github/cerebrum/Cerebrum/ui/calc-formula-line.ui");
    gtk_widget_class_bind_template_child (widget_class, CalcFormulaLine, clip);
    gtk_widget_class_bind_template_child (widget_class, CalcFormulaLine, entry);
    gtk_widget_class_bind_template_child (widget_class, CalcFormulaLine, preview);
    gtk_widget_class_bind_template_callback (widget_class, on_changed);
    gtk_widget_class_bind_template_callback (widget_class, on_activate);
    gtk_widget_class_bind_template_callback (widget_class, on_key_pressed);
    gtk_widget_class_bind_template_callback (widget_class, on_middle_pressed);
}

static void
calc_formula_line_init (CalcFormulaLine *self)
{
    gtk_widget_init_template (GTK_WIDGET (self));
    g_signal_connect (gtk_editable_get_delegate (GTK_EDITABLE (self->entry)), "paste-clipboard",
                      G_CALLBACK (on_paste_clipboard), self);
}

GtkWidget *
calc_formula_line_new (GHashTable *texts)
{
    CalcFormulaLine *self = g_object_new (CALC_TYPE_FORMULA_LINE, NULL);

    self->decimal_mark = g_strdup (calc_text (texts, "decimal-mark"));
    calc_widget_set_tooltip (self->entry, calc_text (texts, "formula-tooltip"));
    calc_widget_set_accessible_name (self->entry, calc_text (texts, "formula-name"));
    /* One line, ellipsized: a long message must not widen the window. Its whole text is
     * also the entry's accessible description (calc_formula_line_set_preview), which a
     * screen reader speaks with the entry; the label itself says what it is. */
    calc_widget_set_accessible_description (self->preview,
                                            calc_text (texts, "formula-preview-description"));
    return GTK_WIDGET (self);
}

void
calc_formula_line_start (CalcFormulaLine *self, const char *text)
{
    g_return_if_fail (CALC_IS_FORMULA_LINE (self));
    /* Reported as a change, so Swift sends the preview of the text. Not undoable: Ctrl+Z
     * in the line takes back what was typed in it, never the `(` it opened with (it
     * emptied the line, and the preview said "empty formula"); switching undo off and
     * on again forgets what an earlier opening left in it. */
    gtk_editable_set_enable_undo (GTK_EDITABLE (self->entry), FALSE);
    gtk_editable_set_text (GTK_EDITABLE (self->entry), text != NULL ? text : "");
    gtk_editable_set_enable_undo (GTK_EDITABLE (self->entry), TRUE);
    gtk_widget_grab_focus (self->entry);
    gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
}

void
calc_formula_line_focus (CalcFormulaLine *self)
{
    g_return_if_fail (CALC_IS_FORMULA_LINE (self));
    /* Its text not selected: what comes next is typed at the cursor, replacing nothing. */
    gtk_entry_grab_focus_without_selecting (GTK_ENTRY (self->entry));
}

void
calc_formula_line_clear (CalcFormulaLine *self)
{
    g_return_if_fail (CALC_IS_FORMULA_LINE (self));
    self->updating = TRUE;
    gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
    self->updating = FALSE;
}

void
calc_formula_line_insert (CalcFormulaLine *self, const char *text)
{
    int position;

    g_return_if_fail (CALC_IS_FORMULA_LINE (self));
    if (text == NULL)
        return;
    gtk_editable_delete_selection (GTK_EDITABLE (self->entry));
    position = gtk_editable_get_position (GTK_EDITABLE (self->entry));
    gtk_editable_insert_text (GTK_EDITABLE (self->entry), text, -1, &position);
    gtk_editable_set_position (GTK_EDITABLE (self->entry), position);
}

void
calc_formula_line_delete_back (CalcFormulaLine *self)
{
    GtkEditable *editable;
    int start, end;

    g_return_if_fail (CALC_IS_FORMULA_LINE (self));
    editable = GTK_EDITABLE (self->entry);
    if (gtk_editable_get_selection_bounds (editable, &start, &end)) {
        gtk_editable_delete_selection (editable);
        return;
    }
    if (end > 0)
        gtk_editable_delete_text (editable, end - 1, end);
}

const char *
calc_formula_line_get_text (CalcFormulaLine *self)
{
    g_return_val_if_fail (CALC_IS_FORMULA_LINE (self), NULL);
    return gtk_editable_get_text (GTK_EDITABLE (self->entry));
}

void
calc_formula_line_set_preview (CalcFormulaLine *self, const char *text, gboolean error,
                               int32_t mark_start, int32_t mark_end)
{
    g_autoptr (PangoAttrList) marks = pango_attr_list_new ();

    g_return_if_fail (CALC_IS_FORMULA_LINE (self));
    gtk_label_set_text (GTK_LABEL (self->preview), text != NULL ? text : "");
    if (error) {
        gtk_widget_add_css_class (self->preview, "error");
        gtk_widget_add_css_class (self->entry, "error");
    } else {
        gtk_widget_remove_css_class (self->preview, "error");
        gtk_widget_remove_css_class (self->entry, "error");
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
    gtk_entry_set_attributes (GTK_ENTRY (self->entry), marks);
    gtk_accessible_update_state (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_STATE_INVALID,
                                 error ? GTK_ACCESSIBLE_INVALID_TRUE
                                       : GTK_ACCESSIBLE_INVALID_FALSE, -1);
    calc_widget_set_accessible_description (self->entry, text != NULL ? text : "");
}
