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

/* The bytes read in one go; the read stops past CALC_CLIPBOARD_MAX_BYTES (calc_window.h). */
#define CHUNK 65536

/* The text formats asked for, UTF-8 first. */
static const char *text_types[] = {
    "text/plain;charset=utf-8", "UTF8_STRING", "text/plain", NULL,
};

/* A pending read holds a reference on the GtkWindow, which keeps the CalcWindow (the
 * window's "calc-window" data, freed when the window is finalized) alive until the reply.
 * What makes a reply after the window was closed safe is on_destroy (calc_window.c)
 * setting the callback to NULL: calc_window_emit then drops it, and Swift, whose side is
 * gone by then, never hears of it. */
typedef struct {
    GtkWidget *window;
    int32_t    code;
    GByteArray *bytes;
    guint8      chunk[CHUNK];
} ClipboardRead;

/* Sends the text read (NULL: none) and frees the read. The bytes are kept whole: a NUL
 * byte, which would end a C string, is sent as U+2400 `␀`, and invalid UTF-8 as U+FFFD,
 * so that Swift sees every character and refuses such text whole with its message
 * (CalculatorController.pasteRefusal) rather than taking what came before the NUL. */
static void
read_done (ClipboardRead *read, gboolean have_text)
{
    CalcWindow *self = g_object_get_data (G_OBJECT (read->window), "calc-window");

    if (self != NULL) {
        g_autoptr (GString) text = NULL;
        if (have_text) {
            text = g_string_sized_new (read->bytes->len + 1);
            for (guint i = 0; i < read->bytes->len; i++) {
                if (read->bytes->data[i] == '\0')
                    g_string_append (text, "\xe2\x90\x80");  /* U+2400 */
                else
                    g_string_append_c (text, (char) read->bytes->data[i]);
            }
        }
        if (text != NULL && !g_utf8_validate (text->str, (gssize) text->len, NULL)) {
            g_autofree char *valid = g_utf8_make_valid (text->str, (gssize) text->len);
            calc_window_emit (self, read->code, valid);
        } else {
            calc_window_emit (self, read->code, text != NULL ? text->str : NULL);
        }
    }
    g_byte_array_unref (read->bytes);
    g_object_unref (read->window);
    g_free (read);
}

static void
on_chunk (GObject *source, GAsyncResult *result, gpointer data)
{
    ClipboardRead *read = data;
    GInputStream *stream = G_INPUT_STREAM (source);
    g_autoptr (GError) error = NULL;
    gssize n = g_input_stream_read_finish (stream, result, &error);

    if (n < 0) {
        g_debug ("the clipboard's text could not be read: %s", error->message);
        g_object_unref (stream);
        read_done (read, FALSE);
        return;
    }
    g_byte_array_append (read->bytes, read->chunk, (guint) n);
    /* Past the bound the text is longer than any formula taken: what was read is
     * refused as too long, whole; the rest need not be read. */
    if (n == 0 || read->bytes->len > CALC_CLIPBOARD_MAX_BYTES) {
        g_input_stream_close_async (stream, G_PRIORITY_DEFAULT, NULL, NULL, NULL);
        g_object_unref (stream);
        read_done (read, TRUE);
        return;
    }
    g_input_stream_read_async (stream, read->chunk, CHUNK, G_PRIORITY_DEFAULT, NULL, on_chunk,
                               read);
}

static void
on_stream (GObject *source, GAsyncResult *result, gpointer data)
{
    ClipboardRead *read = data;
    g_autoptr (GError) error = NULL;
    GInputStream *stream = gdk_clipboard_read_finish (GDK_CLIPBOARD (source), result, NULL,
                                                      &error);

    /* An empty clipboard or one without text is an answer too: NULL. */
    if (stream == NULL) {
        g_debug ("no text on the clipboard: %s", error->message);
        read_done (read, FALSE);
        return;
    }
    g_input_stream_read_async (stream, read->chunk, CHUNK, G_PRIORITY_DEFAULT, NULL, on_chunk,
                               read);
}

void
calc_window_request_clipboard_text (CalcWindow *self, int32_t code)
{
    g_return_if_fail (self != NULL);
    ClipboardRead *read = g_new0 (ClipboardRead, 1);

    read->window = g_object_ref (self->window);
    read->code = code;
    read->bytes = g_byte_array_new ();
    gdk_clipboard_read_async (gtk_widget_get_clipboard (self->window), text_types,
                              G_PRIORITY_DEFAULT, NULL, on_stream, read);
}
