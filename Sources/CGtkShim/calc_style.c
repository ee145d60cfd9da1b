/* The desktop's light or dark style (docs/behaviour.md §12): the freedesktop settings portal's
 * `color-scheme` (org.freedesktop.appearance), as GNOME apps follow it, mapped onto
 * GtkSettings' gtk-application-prefer-dark-theme and kept live on SettingChanged.
 * Everything is asynchronous so start-up never waits for the bus; when no portal answers,
 * GTK's own settings (XSettings, settings.ini) stay in charge. */
#include "calc_private.h"

#define PORTAL_NAME      "org.freedesktop.portal.Desktop"
#define PORTAL_PATH      "/org/freedesktop/portal/desktop"
#define PORTAL_SETTINGS  "org.freedesktop.portal.Settings"
#define APPEARANCE       "org.freedesktop.appearance"
#define COLOR_SCHEME     "color-scheme"

/* The portal's values: no preference, prefer dark, prefer light. */
enum { SCHEME_DEFAULT = 0, SCHEME_DARK = 1, SCHEME_LIGHT = 2 };

static void
apply_scheme (guint32 scheme)
{
    GtkSettings *settings = gtk_settings_get_default ();

    g_return_if_fail (settings != NULL);
    if (scheme == SCHEME_DARK || scheme == SCHEME_LIGHT)
        g_object_set (settings, "gtk-application-prefer-dark-theme", scheme == SCHEME_DARK, NULL);
    else
        /* No preference: back to whatever GTK's settings say. */
        gtk_settings_reset_property (settings, "gtk-application-prefer-dark-theme");
}

/* Applies a color-scheme value. `Read` (the portal's older method) wraps the value in
 * one more variant than `ReadOne`: unwrap however many there are. Anything but a uint32
 * (a broken portal) is ignored. */
static void
apply_value (GVariant *value)
{
    g_autoptr (GVariant) inner = g_variant_ref (value);

    while (g_variant_is_of_type (inner, G_VARIANT_TYPE_VARIANT)) {
        GVariant *next = g_variant_get_variant (inner);
        g_variant_unref (inner);
        inner = next;
    }
    if (g_variant_is_of_type (inner, G_VARIANT_TYPE_UINT32))
        apply_scheme (g_variant_get_uint32 (inner));
}

static void
on_setting_changed (GDBusConnection *connection, const char *sender, const char *path,
                    const char *interface, const char *signal, GVariant *parameters,
                    gpointer user_data)
{
    const char *namespace_ = NULL, *key = NULL;
    g_autoptr (GVariant) value = NULL;

    (void) connection; (void) sender; (void) path; (void) interface; (void) signal;
    (void) user_data;
    if (!g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(ssv)")))
        return;
    g_variant_get (parameters, "(&s&sv)", &namespace_, &key, &value);
    if (g_strcmp0 (namespace_, APPEARANCE) == 0 && g_strcmp0 (key, COLOR_SCHEME) == 0)
        apply_value (value);
}

static void read_setting (GDBusConnection *connection, const char *method);

static void
on_read (GObject *source, GAsyncResult *result, gpointer user_data)
{
    GDBusConnection *connection = G_DBUS_CONNECTION (source);
    const char *method = user_data;
    g_autoptr (GError) error = NULL;
    g_autoptr (GVariant) reply = g_dbus_connection_call_finish (connection, result, &error);

    if (reply == NULL) {
        /* A portal older than ReadOne (version 2) still has Read; no portal at all (or
         * no such setting) leaves GTK's settings in charge. */
        if (g_strcmp0 (method, "ReadOne") == 0
            && g_error_matches (error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_METHOD))
            read_setting (connection, "Read");
        return;
    }
    g_autoptr (GVariant) value = NULL;
    g_variant_get (reply, "(v)", &value);
    apply_value (value);
}

static void
read_setting (GDBusConnection *connection, const char *method)
{
    /* NO_AUTO_START: a desktop with a portal runs it already; starting one just to ask
     * would delay nothing here but could spawn a portal in a bare session. */
    g_dbus_connection_call (connection, PORTAL_NAME, PORTAL_PATH, PORTAL_SETTINGS, method,
                            g_variant_new ("(ss)", APPEARANCE, COLOR_SCHEME),
                            G_VARIANT_TYPE ("(v)"), G_DBUS_CALL_FLAGS_NO_AUTO_START, -1,
                            NULL, on_read, (gpointer) method);
}

static void
on_bus (GObject *source, GAsyncResult *result, gpointer user_data)
{
    g_autoptr (GError) error = NULL;
    /* Kept for the process's life: the subscription lives on it. */
    GDBusConnection *connection = g_bus_get_finish (result, &error);

    (void) source; (void) user_data;
    if (connection == NULL)
        return;  /* no session bus: GTK's settings decide */
    /* Any sender: GDBus matches senders by unique name only, and the portal's may change
     * when it restarts. Subscribe before reading, so a change between the two is not lost. */
    g_dbus_connection_signal_subscribe (connection, NULL, PORTAL_SETTINGS, "SettingChanged",
                                        PORTAL_PATH, APPEARANCE, G_DBUS_SIGNAL_FLAGS_NONE,
                                        on_setting_changed, NULL, NULL);
    read_setting (connection, "ReadOne");
}

void
calc_style_follow_desktop (void)
{
    static gboolean started = FALSE;

    if (started)
        return;
    started = TRUE;
    g_bus_get (G_BUS_TYPE_SESSION, NULL, on_bus, NULL);
}
