/* GTK's default theme without the rules for widgets Cerebrum never shows
 * (scripts/build-theme.py writes it beside the binary; docs/architecture.md, "The theme,
 * pruned"). Every GTK 4 app parses its theme's style sheet before its first window: 140 KB,
 * about 80 M instructions, a fifth of a start. GLib's resource overlays
 * (G_RESOURCE_OVERLAYS) make GTK read the pruned copies in place of its built-in
 * "Default" ones; a user's own theme, or any other resource, is untouched. */
/* Its debug messages, G_MESSAGES_DEBUG=Cerebrum: which theme GTK reads. */
#define G_LOG_DOMAIN "Cerebrum"

#include <string.h>

#include "calc_private.h"

#define THEME_RESOURCES "/org/gtk/libgtk/theme/Default/"

static const char *const variants[] = {
    "Default-light.css", "Default-dark.css", "Default-hc.css", "Default-hc-dark.css",
};

/* The folder's `gtk-version` names the running GTK: a theme from another version could
 * lack rules that version's widgets need. */
static gboolean
same_gtk_version (const char *folder)
{
    char *path = g_build_filename (folder, "gtk-version", NULL);
    char *recorded = NULL;
    gboolean same = FALSE;

    if (g_file_get_contents (path, &recorded, NULL, NULL)) {
        char *running = g_strdup_printf ("%u.%u.%u", gtk_get_major_version (),
                                         gtk_get_minor_version (), gtk_get_micro_version ());
        same = strcmp (g_strstrip (recorded), running) == 0;
        if (!same)
            g_debug ("pruned theme in %s is for GTK %s, not %s", folder, recorded, running);
        g_free (running);
    }
    g_free (recorded);
    g_free (path);
    return same;
}

/* "RESOURCE=FILE:RESOURCE=FILE…", or NULL when a file is missing or its path cannot be
 * written in the variable (a ':' in it: GLib splits the list there; an '=' is fine,
 * GLib splits each entry at its first). */
static char *
overlays_for (const char *folder)
{
    if (strchr (folder, ':') != NULL) {
        g_debug ("GTK's theme: its own (a ':' in %s cannot be written in G_RESOURCE_OVERLAYS)",
                 folder);
        return NULL;
    }
    GString *overlays = g_string_new (NULL);
    for (size_t i = 0; i < G_N_ELEMENTS (variants); i++) {
        char *file = g_build_filename (folder, variants[i], NULL);
        gboolean found = g_file_test (file, G_FILE_TEST_IS_REGULAR);
        if (found)
            g_string_append_printf (overlays, "%s" THEME_RESOURCES "%s=%s",
                                    i == 0 ? "" : ":", variants[i], file);
        g_free (file);
        if (!found)
            return g_string_free (overlays, TRUE), NULL;
    }
    return g_string_free (overlays, FALSE);
}

/* GLib announces each overlay, and each file it maps for one, as a message on standard
 * error: meant for the developer who set the variable by hand, noise for a user. Only
 * those two messages are dropped; GIO's others go out as before. */
static void
quiet_overlay_messages (const char *domain, GLogLevelFlags level, const char *message,
                        gpointer user_data)
{
    if (g_str_has_prefix (message, "Adding GResources overlay '")
        || (g_str_has_prefix (message, "Mapped file '")
            && g_str_has_suffix (message, "' as a resource overlay")))
        return;
    g_log_default_handler (domain, level, message, user_data);
}

bool
calc_theme_use_pruned (const char *folder)
{
    /* A developer's own overlays win; so does the GTK Inspector, whose widgets (column
     * views, switches, drop-downs) are among those pruned; and without the files, GTK's
     * theme as it is. */
    const char *debug = g_getenv ("GTK_DEBUG");
    if (folder == NULL || g_getenv ("G_RESOURCE_OVERLAYS") != NULL
        || (debug != NULL && strstr (debug, "interactive") != NULL) || !same_gtk_version (folder))
        return false;
    char *overlays = overlays_for (folder);
    if (overlays == NULL)
        return false;

    /* GLib reads the variable once, at the first resource lookup: look one up now, then
     * remove the variable again, so that programs started from Cerebrum (a browser from
     * the About dialog) do not inherit it. Called before any thread exists, so setting
     * the environment is safe. The lookup also tells whether GLib took the overlay. */
    g_log_set_handler ("GLib-GIO", G_LOG_LEVEL_MESSAGE, quiet_overlay_messages, NULL);
    g_setenv ("G_RESOURCE_OVERLAYS", overlays, TRUE);
    GBytes *light = g_resources_lookup_data (THEME_RESOURCES "Default-light.css",
                                             G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
    g_unsetenv ("G_RESOURCE_OVERLAYS");
    g_free (overlays);

    /* scripts/build-theme.py's MARKER: no sheet of GTK's own starts with it. */
    static const char header[] = "/* Cerebrum's pruned theme:";
    gsize size = 0;
    const char *data = light != NULL ? g_bytes_get_data (light, &size) : NULL;
    bool used = data != NULL && size >= sizeof header - 1
                && memcmp (data, header, sizeof header - 1) == 0;
    if (light != NULL)
        g_bytes_unref (light);
    g_debug (used ? "GTK's theme: the pruned copy in %s" : "GTK's theme: its own (%s unused)",
             folder);
    return used;
}
