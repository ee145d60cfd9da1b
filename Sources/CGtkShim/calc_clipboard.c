// Copy and paste through the window's GdkClipboard. Reading is asynchronous: the text
// comes back through the event callback, as every other event does.
#include "calc_private.h"

void
calc_window_copy_text (CalcWindow *self, const char *text)
{
    g_return_if_fail (self != NULL);
    if (text != NULL)
        gdk_clipboard_set_text (gtk_widget_get_clipboard (self->window), text);
}

/* A pending read holds a reference on the GtkWindow only: closing the window still
 * frees the CalcWindow (the window's "calc-window" data), so the reply looks it up
 * again and is dropped when the window has been destroyed meanwhile. */
typedef struct {
    GtkWidget *window;
    int32_t    code;
} ClipboardRead;

static void
on_text_read (GObject *source, GAsyncResult *result, gpointer data)
{
    ClipboardRead *read = data;
    g_autoptr (GError) error = NULL;
    g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
    CalcWindow *self = g_object_get_data (G_OBJECT (read->window), "calc-window");

    /* An empty clipboard or one without text is an answer too: NULL. */
    if (error != NULL)
        g_debug ("no text on the clipboard: %s", error->message);
    if (self != NULL)
        calc_window_emit (self, read->code, text);
    g_object_unref (read->window);
    g_free (read);
}

void
calc_window_request_clipboard_text (CalcWindow *self, int32_t code)
{
    g_return_if_fail (self != NULL);
    ClipboardRead *read = g_new0 (ClipboardRead, 1);

    read->window = g_object_ref (self->window);
    read->code = code;
    gdk_clipboard_read_text_async (gtk_widget_get_clipboard (self->window), NULL,
                                   on_text_read, read);
}
