// The GtkApplication: style sheet, signals, activation, quitting.
#include <glib-unix.h>
#include <signal.h>

#include "calc_private.h"

struct _CalcApp {
    GtkApplication       *application;
    char                 *css_path;
    GPtrArray            *icon_paths;
    CalcActivateCallback  activate;
    void                 *user_data;
    guint                 sigint_source, sigterm_source, sighup_source;
};

/* A missing or broken style sheet leaves the default look: never a reason to fail. */
static void
load_css (const char *path)
{
    if (path == NULL || !g_file_test (path, G_FILE_TEST_IS_REGULAR)) {
        g_debug ("no style sheet at %s", path ? path : "(none)");
        return;
    }
    GtkCssProvider *provider = gtk_css_provider_new ();
    gtk_css_provider_load_from_path (provider, path);
    gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                GTK_STYLE_PROVIDER (provider),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref (provider);
}

static gboolean
on_quit_signal (gpointer data)
{
    calc_app_quit (data);
    return G_SOURCE_CONTINUE;
}

static void
on_startup (GApplication *application, CalcApp *self)
{
    (void) application;
    /* The widgets' templates (ui/, compiled into calc_resources.c), linked into the
     * binary: found without an install. */
    calc_register_resource ();
    load_css (self->css_path);
    calc_style_follow_desktop ();
    self->sigint_source = g_unix_signal_add (SIGINT, on_quit_signal, self);
    self->sigterm_source = g_unix_signal_add (SIGTERM, on_quit_signal, self);
    /* A closed terminal or an ended login: quit as for SIGTERM, saving the state. */
    self->sighup_source = g_unix_signal_add (SIGHUP, on_quit_signal, self);
}

static void
on_shutdown (GApplication *application, CalcApp *self)
{
    (void) application;
    g_clear_handle_id (&self->sigint_source, g_source_remove);
    g_clear_handle_id (&self->sigterm_source, g_source_remove);
    g_clear_handle_id (&self->sighup_source, g_source_remove);
}

/* A second launch in the same session activates this instance: show its window rather
 * than a second calculator sharing the same state. */
static void
on_activate (GApplication *application, CalcApp *self)
{
    GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));

    if (window != NULL)
        gtk_window_present (window);
    else if (self->activate != NULL)
        self->activate (self, self->user_data);
}

CalcApp *
calc_app_new (const char *application_id, const char *css_path,
              CalcActivateCallback activate, void *user_data)
{
    CalcApp *self;

    g_return_val_if_fail (application_id != NULL && activate != NULL, NULL);
    self = g_new0 (CalcApp, 1);
    self->application = gtk_application_new (application_id, G_APPLICATION_DEFAULT_FLAGS);
    self->css_path = g_strdup (css_path);
    self->icon_paths = g_ptr_array_new_with_free_func (g_free);
    self->activate = activate;
    self->user_data = user_data;
    g_signal_connect (self->application, "startup", G_CALLBACK (on_startup), self);
    g_signal_connect (self->application, "shutdown", G_CALLBACK (on_shutdown), self);
    g_signal_connect (self->application, "activate", G_CALLBACK (on_activate), self);
    return self;
}

int
calc_app_run (CalcApp *self, int argc, char **argv)
{
    g_return_val_if_fail (self != NULL, 1);
    return g_application_run (G_APPLICATION (self->application), argc, argv);
}

/* Destroying the windows (rather than only stopping the loop) lets each one release its
 * Swift side; the application ends when the last is gone. */
void
calc_app_quit (CalcApp *self)
{
    GList *windows;

    g_return_if_fail (self != NULL);
    windows = gtk_application_get_windows (self->application);
    if (windows == NULL) {
        g_application_quit (G_APPLICATION (self->application));
        return;
    }
    windows = g_list_copy (windows);
    for (GList *l = windows; l != NULL; l = l->next)
        gtk_window_destroy (l->data);
    g_list_free (windows);
}

int
calc_app_activate_remote (CalcApp *self, const char *name, const char *text)
{
    GApplication *application;
    g_autoptr (GError) error = NULL;
    GDBusConnection *bus;

    g_return_val_if_fail (self != NULL && name != NULL && text != NULL, 0);
    application = G_APPLICATION (self->application);
    /* Without a session bus this process is the application, as g_application_run would
     * decide too. */
    if (!g_application_register (application, NULL, &error)) {
        g_debug ("not registered: %s", error->message);
        return 0;
    }
    if (!g_application_get_is_remote (application))
        return 0;
    g_action_group_activate_action (G_ACTION_GROUP (application), name,
                                    g_variant_new_string (text));
    /* The call goes out asynchronously: it must leave before this process does. */
    bus = g_application_get_dbus_connection (application);
    if (bus != NULL)
        g_dbus_connection_flush_sync (bus, NULL, NULL);
    return 1;
}

void
calc_app_free (CalcApp *self)
{
    if (self == NULL)
        return;
    g_clear_object (&self->application);
    g_free (self->css_path);
    g_ptr_array_unref (self->icon_paths);
    g_free (self);
}

/* A call waiting for the main loop (calc_app_invoke). */
typedef struct {
    void  (*function) (void *data);
    void   *data;
} Invocation;

static gboolean
invoke_once (gpointer data)
{
    Invocation *invocation = data;

    invocation->function (invocation->data);
    return G_SOURCE_REMOVE;
}

void
calc_app_invoke (void (*function) (void *data), void *data)
{
    Invocation *invocation = g_new (Invocation, 1);

    g_return_if_fail (function != NULL);
    *invocation = (Invocation) { function, data };
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, invoke_once, invocation, g_free);
}

void
calc_app_add_icon_path (CalcApp *self, const char *path)
{
    g_return_if_fail (self != NULL);
    if (path != NULL)
        g_ptr_array_add (self->icon_paths, g_strdup (path));
}

/* Only the About dialog shows the app's own icon, so the folders are added when it is
 * first built, not at start-up: a search path added then makes GtkIconTheme load its
 * themes again, before the window shows. */
void
calc_app_use_icon_paths (CalcApp *self)
{
    GtkIconTheme *theme;

    g_return_if_fail (self != NULL);
    if (self->icon_paths->len == 0)
        return;
    theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
    for (guint i = 0; i < self->icon_paths->len; i++)
        gtk_icon_theme_add_search_path (theme, g_ptr_array_index (self->icon_paths, i));
    g_ptr_array_set_size (self->icon_paths, 0);
}

GtkApplication *
calc_app_get_application (CalcApp *self)
{
    g_return_val_if_fail (self != NULL, NULL);
    return self->application;
}
