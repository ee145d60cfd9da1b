// The search provider's D-Bus side: GNOME Shell's org.gnome.Shell.SearchProvider2 and KDE's
// org.kde.krunner1, served by one process (docs/behaviour.md §19).
//
// The bus is never kept waiting. A search text is refused on sight when it is longer than a
// formula typed into a search box (MAX_TEXT bytes), not UTF-8, or holds control characters;
// otherwise one worker thread evaluates it while the main loop goes on serving. A search is
// answered when the evaluation is done or at DEADLINE_MS, whichever comes first (late: no
// result). While an evaluation runs, new searches get no result at once, and one that runs
// past WATCHDOG_SECONDS ends the process: the bus starts a fresh one at the next search.

#include "search_provider.h"

#include <gio/gio.h>
#include <string.h>

enum {
    MAX_TEXT = 1000,        // bytes of a search text worth evaluating
    DEADLINE_MS = 40,       // the Shell waits on every provider: answer within 50 ms
    WATCHDOG_SECONDS = 5,   // an evaluation this long is a runaway
    CACHE_SIZE = 64,        // answers kept for GetResultMetas and repeated searches
    RESULT_CAPACITY = 1024, // bytes of a displayed result
};

typedef enum { SEARCH_SHELL, SEARCH_KRUNNER } SearchKind;

typedef struct {
    char *text;
    SearchKind kind;
    GDBusMethodInvocation *invocation; // NULL once answered
    guint deadline;
    guint watchdog;
    int found;
    char result[RESULT_CAPACITY];
} Job;

typedef struct {
    GMainLoop *loop;
    CalcSearchEvaluate evaluate;
    const char *app_id;
    unsigned idle_seconds;
    guint idle_source;
    GAsyncQueue *jobs;
    Job *running; // the job the worker holds, or NULL
    GHashTable *answers; // text → result, "" for "not a calculation"
    guint registrations[2];
    gboolean named; // the bus name was ours
    int status;
} Provider;

static Provider provider;

static const char introspection_xml[] =
    "<node>"
    "  <interface name='org.gnome.Shell.SearchProvider2'>"
    "    <method name='GetInitialResultSet'>"
    "      <arg type='as' name='terms' direction='in'/>"
    "      <arg type='as' name='results' direction='out'/>"
    "    </method>"
    "    <method name='GetSubsearchResultSet'>"
    "      <arg type='as' name='previous_results' direction='in'/>"
    "      <arg type='as' name='terms' direction='in'/>"
    "      <arg type='as' name='results' direction='out'/>"
    "    </method>"
    "    <method name='GetResultMetas'>"
    "      <arg type='as' name='identifiers' direction='in'/>"
    "      <arg type='aa{sv}' name='metas' direction='out'/>"
    "    </method>"
    "    <method name='ActivateResult'>"
    "      <arg type='s' name='identifier' direction='in'/>"
    "      <arg type='as' name='terms' direction='in'/>"
    "      <arg type='u' name='timestamp' direction='in'/>"
    "    </method>"
    "    <method name='LaunchSearch'>"
    "      <arg type='as' name='terms' direction='in'/>"
    "      <arg type='u' name='timestamp' direction='in'/>"
    "    </method>"
    "  </interface>"
    "  <interface name='org.kde.krunner1'>"
    "    <method name='Actions'>"
    "      <arg type='a(sss)' name='matches' direction='out'/>"
    "    </method>"
    "    <method name='Match'>"
    "      <arg type='s' name='query' direction='in'/>"
    "      <arg type='a(sssida{sv})' name='matches' direction='out'/>"
    "    </method>"
    "    <method name='Run'>"
    "      <arg type='s' name='matchId' direction='in'/>"
    "      <arg type='s' name='actionId' direction='in'/>"
    "    </method>"
    "  </interface>"
    "</node>";

// --- answers -----------------------------------------------------------------------------

/// Whether `text` can be a calculation at all: short, UTF-8, no control characters.
static gboolean
worth_evaluating (const char *text)
{
    size_t length = strlen (text);
    if (length == 0 || length > MAX_TEXT || !g_utf8_validate (text, (gssize) length, NULL))
        return FALSE;
    for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p)) {
        gunichar c = g_utf8_get_char (p);
        if (g_unichar_iscntrl (c))
            return FALSE;
    }
    return TRUE;
}

static void
remember (const char *text, const char *result)
{
    if (g_hash_table_size (provider.answers) >= CACHE_SIZE)
        g_hash_table_remove_all (provider.answers);
    g_hash_table_replace (provider.answers, g_strdup (text), g_strdup (result));
}

/// The cached result of `text`: NULL when unknown, "" when it is not a calculation.
static const char *
known_answer (const char *text)
{
    return g_hash_table_lookup (provider.answers, text);
}

static GVariant *
shell_results (const char *text, gboolean found)
{
    GVariantBuilder builder;
    g_variant_builder_init (&builder, G_VARIANT_TYPE ("as"));
    if (found)
        g_variant_builder_add (&builder, "s", text);
    return g_variant_new ("(as)", &builder);
}

static GVariant *
krunner_matches (const char *text, const char *result)
{
    GVariantBuilder builder;
    g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(sssida{sv})"));
    if (result != NULL && result[0] != '\0') {
        GVariantBuilder properties;
        g_variant_builder_init (&properties, G_VARIANT_TYPE ("a{sv}"));
        g_variant_builder_add (&properties, "{sv}", "subtext", g_variant_new_string (text));
        // 100: an exact match (KRunner's QueryMatch type), as its own calculator's.
        g_variant_builder_add (&builder, "(sssida{sv})", text, result, provider.app_id, 100, 1.0,
                               &properties);
    }
    return g_variant_new ("(a(sssida{sv}))", &builder);
}

static void
reply (GDBusMethodInvocation *invocation, SearchKind kind, const char *text, const char *result)
{
    gboolean found = result != NULL && result[0] != '\0';
    if (kind == SEARCH_SHELL)
        g_dbus_method_invocation_return_value (invocation, shell_results (text, found));
    else
        g_dbus_method_invocation_return_value (invocation, krunner_matches (text, result));
}

// --- the worker --------------------------------------------------------------------------

static gboolean
on_evaluated (gpointer data)
{
    Job *job = data;
    provider.running = NULL;
    if (job->watchdog != 0)
        g_source_remove (job->watchdog);
    remember (job->text, job->found ? job->result : "");
    if (job->invocation != NULL) {
        g_source_remove (job->deadline);
        reply (job->invocation, job->kind, job->text, job->found ? job->result : NULL);
    }
    g_free (job->text);
    g_free (job);
    return G_SOURCE_REMOVE;
}

static gpointer
worker (gpointer unused)
{
    (void) unused;
    for (;;) {
        Job *job = g_async_queue_pop (provider.jobs);
        job->found = provider.evaluate (job->text, job->result, sizeof job->result) != 0;
        g_idle_add (on_evaluated, job);
    }
    return NULL;
}

static gboolean
on_deadline (gpointer data)
{
    Job *job = data;
    job->deadline = 0;
    reply (job->invocation, job->kind, job->text, NULL);
    job->invocation = NULL;
    return G_SOURCE_REMOVE;
}

static gboolean
on_runaway (gpointer data)
{
    Job *job = data;
    job->watchdog = 0;
    g_printerr ("cerebrum-search-provider: \"%.40s…\" still evaluating after %d s; exiting\n",
                job->text, WATCHDOG_SECONDS);
    g_main_loop_quit (provider.loop);
    return G_SOURCE_REMOVE;
}

/// Answers a search: at once from the cache or when refused, else through the worker.
static void
search (GDBusMethodInvocation *invocation, SearchKind kind, const char *text)
{
    const char *known = worth_evaluating (text) ? known_answer (text) : "";
    if (known != NULL || provider.running != NULL) {
        reply (invocation, kind, text, known);
        return;
    }
    Job *job = g_new0 (Job, 1);
    job->text = g_strdup (text);
    job->kind = kind;
    job->invocation = invocation;
    job->deadline = g_timeout_add (DEADLINE_MS, on_deadline, job);
    job->watchdog = g_timeout_add_seconds (WATCHDOG_SECONDS, on_runaway, job);
    provider.running = job;
    g_async_queue_push (provider.jobs, job);
}

// --- the window ------------------------------------------------------------------------------

/// Opens Cerebrum's window, with `formula` entered when it is not NULL: the `cerebrum`
/// beside this binary (a build), in ../bin (installed in libexec), or on the PATH.
static void
open_window (const char *formula)
{
    char *self = g_file_read_link ("/proc/self/exe", NULL);
    char *folder = self != NULL ? g_path_get_dirname (self) : g_strdup (".");
    char *candidates[] = {
        g_build_filename (folder, "cerebrum", NULL),
        g_build_filename (folder, "..", "bin", "cerebrum", NULL),
    };
    const char *program = "cerebrum";
    for (size_t i = 0; i < G_N_ELEMENTS (candidates); i++) {
        if (g_file_test (candidates[i], G_FILE_TEST_IS_EXECUTABLE)) {
            program = candidates[i];
            break;
        }
    }
    const char *argv[] = { program, formula != NULL ? "--formula" : NULL, formula, NULL };
    GError *error = NULL;
    if (!g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, &error)) {
        g_printerr ("cerebrum-search-provider: cannot start %s: %s\n", program, error->message);
        g_error_free (error);
    }
    for (size_t i = 0; i < G_N_ELEMENTS (candidates); i++)
        g_free (candidates[i]);
    g_free (folder);
    g_free (self);
}

/// Opens the window for a text: with it as the formula when it is a known calculation.
static void
open_window_for (const char *text)
{
    const char *known = known_answer (text);
    open_window (known != NULL && known[0] != '\0' ? text : NULL);
}

// --- D-Bus ---------------------------------------------------------------------------------

static gboolean
on_idle (gpointer unused)
{
    (void) unused;
    if (provider.running != NULL)
        return G_SOURCE_CONTINUE;
    provider.idle_source = 0;
    g_main_loop_quit (provider.loop);
    return G_SOURCE_REMOVE;
}

static void
renew_idle_timeout (void)
{
    if (provider.idle_source != 0)
        g_source_remove (provider.idle_source);
    provider.idle_source = g_timeout_add_seconds (provider.idle_seconds, on_idle, NULL);
}

static char *
joined_terms (GVariant *terms)
{
    const char **strv = g_variant_get_strv (terms, NULL);
    char *text = g_strjoinv (" ", (char **) strv);
    g_free (strv);
    return text;
}

static GVariant *
result_metas (GVariant *identifiers)
{
    GVariantBuilder builder;
    g_variant_builder_init (&builder, G_VARIANT_TYPE ("aa{sv}"));
    GVariantIter iter;
    const char *id;
    g_variant_iter_init (&iter, identifiers);
    while (g_variant_iter_next (&iter, "&s", &id)) {
        const char *result = known_answer (id);
        if (result == NULL || result[0] == '\0')
            continue;
        char *description = g_strconcat ("= ", result, NULL);
        GVariantBuilder meta;
        g_variant_builder_init (&meta, G_VARIANT_TYPE ("a{sv}"));
        g_variant_builder_add (&meta, "{sv}", "id", g_variant_new_string (id));
        g_variant_builder_add (&meta, "{sv}", "name", g_variant_new_string (id));
        g_variant_builder_add (&meta, "{sv}", "description", g_variant_new_string (description));
        // A themed icon's serialized form is its name.
        g_variant_builder_add (&meta, "{sv}", "gicon", g_variant_new_string (provider.app_id));
        // GNOME Shell 43 and later copy this when the result is activated.
        g_variant_builder_add (&meta, "{sv}", "clipboardText", g_variant_new_string (result));
        g_variant_builder_add_value (&builder, g_variant_builder_end (&meta));
        g_free (description);
    }
    return g_variant_new ("(aa{sv})", &builder);
}

static void
on_method_call (GDBusConnection *connection, const char *sender, const char *object_path,
                const char *interface_name, const char *method_name, GVariant *parameters,
                GDBusMethodInvocation *invocation, gpointer user_data)
{
    (void) connection; (void) sender; (void) object_path; (void) interface_name; (void) user_data;
    renew_idle_timeout ();
    if (g_strcmp0 (method_name, "GetInitialResultSet") == 0 ||
        g_strcmp0 (method_name, "GetSubsearchResultSet") == 0) {
        GVariant *terms = g_variant_get_child_value (parameters, g_variant_n_children (parameters) - 1);
        char *text = joined_terms (terms);
        search (invocation, SEARCH_SHELL, text);
        g_free (text);
        g_variant_unref (terms);
    } else if (g_strcmp0 (method_name, "GetResultMetas") == 0) {
        GVariant *identifiers = g_variant_get_child_value (parameters, 0);
        g_dbus_method_invocation_return_value (invocation, result_metas (identifiers));
        g_variant_unref (identifiers);
    } else if (g_strcmp0 (method_name, "ActivateResult") == 0) {
        const char *id;
        g_variant_get (parameters, "(&s@asu)", &id, NULL, NULL);
        open_window_for (id);
        g_dbus_method_invocation_return_value (invocation, NULL);
    } else if (g_strcmp0 (method_name, "LaunchSearch") == 0) {
        GVariant *terms = g_variant_get_child_value (parameters, 0);
        char *text = joined_terms (terms);
        open_window_for (text);
        g_free (text);
        g_variant_unref (terms);
        g_dbus_method_invocation_return_value (invocation, NULL);
    } else if (g_strcmp0 (method_name, "Match") == 0) {
        const char *query;
        g_variant_get (parameters, "(&s)", &query);
        search (invocation, SEARCH_KRUNNER, query);
    } else if (g_strcmp0 (method_name, "Actions") == 0) {
        g_dbus_method_invocation_return_value (invocation, g_variant_new ("(a(sss))", NULL));
    } else if (g_strcmp0 (method_name, "Run") == 0) {
        const char *match;
        g_variant_get (parameters, "(&s&s)", &match, NULL);
        open_window_for (match);
        g_dbus_method_invocation_return_value (invocation, NULL);
    } else {
        g_dbus_method_invocation_return_error (invocation, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_METHOD,
                                               "no method %s", method_name);
    }
}

static const GDBusInterfaceVTable vtable = { .method_call = on_method_call };

typedef struct {
    const char *object_path;
    const char *krunner_path;
} Paths;

static void
on_bus_acquired (GDBusConnection *connection, const char *name, gpointer user_data)
{
    (void) name;
    const Paths *paths = user_data;
    GError *error = NULL;
    GDBusNodeInfo *info = g_dbus_node_info_new_for_xml (introspection_xml, &error);
    g_assert_no_error (error);
    const char *paths_of[] = { paths->object_path, paths->krunner_path };
    for (size_t i = 0; i < G_N_ELEMENTS (paths_of); i++) {
        provider.registrations[i] = g_dbus_connection_register_object (
            connection, paths_of[i], info->interfaces[i], &vtable, NULL, NULL, &error);
        if (provider.registrations[i] == 0) {
            g_printerr ("cerebrum-search-provider: cannot serve %s: %s\n", paths_of[i], error->message);
            g_clear_error (&error);
            provider.status = 1;
            g_main_loop_quit (provider.loop);
        }
    }
    g_dbus_node_info_unref (info);
}

static void
on_name_acquired (GDBusConnection *connection, const char *name, gpointer user_data)
{
    (void) connection; (void) name; (void) user_data;
    provider.named = TRUE;
}

static void
on_name_lost (GDBusConnection *connection, const char *name, gpointer user_data)
{
    (void) user_data;
    if (provider.named) {
        // The session is ending (its bus went away): a quiet end.
        g_main_loop_quit (provider.loop);
        return;
    }
    if (connection == NULL)
        g_printerr ("cerebrum-search-provider: no session bus\n");
    else
        g_printerr ("cerebrum-search-provider: the name %s is taken\n", name);
    provider.status = 1;
    g_main_loop_quit (provider.loop);
}

int
calc_search_provider_run (const char *bus_name, const char *object_path, const char *krunner_path,
                          const char *app_id, unsigned idle_seconds, CalcSearchEvaluate evaluate)
{
    g_return_val_if_fail (bus_name != NULL && object_path != NULL && krunner_path != NULL, 2);
    g_return_val_if_fail (app_id != NULL && evaluate != NULL && idle_seconds > 0, 2);
    Paths paths = { object_path, krunner_path };
    provider.loop = g_main_loop_new (NULL, FALSE);
    provider.evaluate = evaluate;
    provider.app_id = app_id;
    provider.idle_seconds = idle_seconds;
    provider.jobs = g_async_queue_new ();
    provider.answers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
    g_thread_unref (g_thread_new ("evaluate", worker, NULL));
    guint owner = g_bus_own_name (G_BUS_TYPE_SESSION, bus_name, G_BUS_NAME_OWNER_FLAGS_DO_NOT_QUEUE,
                                  on_bus_acquired, on_name_acquired, on_name_lost, &paths, NULL);
    renew_idle_timeout ();
    g_main_loop_run (provider.loop);
    g_bus_unown_name (owner);
    // The worker may still be evaluating a runaway: the process ends with it.
    return provider.status;
}
