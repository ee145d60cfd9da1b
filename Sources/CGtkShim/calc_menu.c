// The primary menu (Copy, Paste, Clear History, Keyboard Shortcuts, About), the
// keyboard shortcuts window and the About dialog.
#include "calc_private.h"

/* ---- Primary menu ---- */

static void
on_action_activate (GSimpleAction *action, GVariant *parameter, CalcWindow *self)
{
    (void) parameter;
    calc_window_emit (self, calc_widget_get_code (action), NULL);
}

/* The popover menu is built when it first opens (and GTK calls this before every
 * opening): its widgets are memory and work a start need not pay for. */
static void
create_menu_popover (GtkMenuButton *button, gpointer data)
{
    CalcWindow *self = data;

    if (gtk_menu_button_get_popover (button) != NULL)
        return;
    gtk_menu_button_set_menu_model (button, g_object_get_data (G_OBJECT (button), "calc-menu"));
    /* Its keys stay its own (mnemonics, arrows); its place is the window's, and so is
     * where the keyboard goes when it closes (not back to the button, which Space would
     * open again). */
    GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (button));
    calc_window_place_popover (self, popover);
    calc_window_unfocus_on_close (self, popover);
}

/* Each item is a window action ("win.copy") that sends its code. */
GtkWidget *
calc_menu_button_new (CalcWindow *self, const CalcMenuItemSpec *items, size_t n)
{
    GtkWidget *button = gtk_menu_button_new ();
    GMenu *menu = g_menu_new ();
    GMenu *section = NULL;

    for (size_t i = 0; i < n; i++) {
        GSimpleAction *action = g_simple_action_new (items[i].action, NULL);
        char *detailed = g_strconcat ("win.", items[i].action, NULL);
        GMenuItem *item = g_menu_item_new (items[i].label, detailed);

        calc_widget_set_code ((gpointer) action, items[i].code);
        g_signal_connect (action, "activate", G_CALLBACK (on_action_activate), self);
        g_action_map_add_action (G_ACTION_MAP (self->window), G_ACTION (action));
        g_object_unref (action);

        if (items[i].accelerator != NULL)
            g_menu_item_set_attribute (item, "accel", "s", items[i].accelerator);
        if (section == NULL || (i > 0 && items[i].section != items[i - 1].section)) {
            if (section != NULL) {
                g_menu_append_section (menu, NULL, G_MENU_MODEL (section));
                g_object_unref (section);
            }
            section = g_menu_new ();
        }
        g_menu_append_item (section, item);
        g_object_unref (item);
        g_free (detailed);
    }
    if (section != NULL) {
        g_menu_append_section (menu, NULL, G_MENU_MODEL (section));
        g_object_unref (section);
    }

    gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "open-menu-symbolic");
    g_object_set_data_full (G_OBJECT (button), "calc-menu", menu, g_object_unref);
    gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), create_menu_popover, self, NULL);
    /* F10 opens it, as in every GNOME application. */
    gtk_menu_button_set_primary (GTK_MENU_BUTTON (button), TRUE);
    calc_widget_set_tooltip (button, calc_window_text (self, "menu-tooltip"));
    calc_widget_set_accessible_name (button, calc_window_text (self, "menu-name"));
    gtk_widget_add_css_class (button, "compact");
    return button;
}

/* ---- Keyboard shortcuts window ---- */

/* GTK 4.8 builds a GtkShortcutsWindow only from a GtkBuilder description (adding
 * sections and groups from code came in 4.14), so the rows are written as one.
 *
 * The section reflows its groups into pages after each group it is given, and a
 * reflow over several pages puts the later pages' groups first. So the groups go in
 * while everything fits on one page, and the real page size is set once at the end. */
#define CALC_SHORTCUTS_LINES_PER_COLUMN 15
static char *
shortcuts_ui (const char *title, const CalcShortcutHelpSpec *rows, size_t n)
{
    GString *ui = g_string_new (NULL);
    char *markup = g_markup_printf_escaped (
        "<interface>"
        "<object class='GtkShortcutsWindow' id='window'>"
        "<property name='modal'>1</property>"
        "<property name='title'>%s</property>"
        "<child><object class='GtkShortcutsSection' id='section'>"
        "<property name='section-name'>shortcuts</property>"
        "<property name='max-height'>1000</property>", title);

    g_string_append (ui, markup);
    g_free (markup);

    for (size_t i = 0; i < n; i++) {
        gboolean first = i == 0 || g_strcmp0 (rows[i].group, rows[i - 1].group) != 0;
        gboolean last = i + 1 == n || g_strcmp0 (rows[i].group, rows[i + 1].group) != 0;

        if (first) {
            markup = g_markup_printf_escaped (
                "<child><object class='GtkShortcutsGroup'>"
                "<property name='title'>%s</property>", rows[i].group ? rows[i].group : "");
            g_string_append (ui, markup);
            g_free (markup);
        }
        markup = g_markup_printf_escaped (
            "<child><object class='GtkShortcutsShortcut'>"
            "<property name='title'>%s</property>"
            "<property name='accelerator'>%s</property>"
            "</object></child>",
            rows[i].title ? rows[i].title : "", rows[i].accelerator ? rows[i].accelerator : "");
        g_string_append (ui, markup);
        g_free (markup);
        if (last)
            g_string_append (ui, "</object></child>");
    }
    g_string_append (ui, "</object></child></object></interface>");
    return g_string_free (ui, FALSE);
}

void
calc_window_show_shortcuts (CalcWindow *self, const CalcShortcutHelpSpec *rows, size_t n)
{
    g_return_if_fail (self != NULL && (rows != NULL || n == 0));
    if (self->shortcuts_window == NULL) {
        char *ui = shortcuts_ui (calc_window_text (self, "shortcuts-title"), rows, n);
        GtkBuilder *builder = gtk_builder_new_from_string (ui, -1);
        GtkWidget *window = GTK_WIDGET (gtk_builder_get_object (builder, "window"));

        g_object_set (gtk_builder_get_object (builder, "section"),
                      "max-height", CALC_SHORTCUTS_LINES_PER_COLUMN, NULL);
        /* GTK keeps a toplevel alive until it is destroyed: closing it destroys it, and
         * so does closing the calculator window. */
        gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self->window));
        gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);
        gtk_window_set_hide_on_close (GTK_WINDOW (window), FALSE);
        self->shortcuts_window = window;
        g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &self->shortcuts_window);
        g_object_unref (builder);
        g_free (ui);
    }
    gtk_window_present (GTK_WINDOW (self->shortcuts_window));
}

/* ---- About ---- */

void
calc_window_show_about (CalcWindow *self, const CalcAboutSpec *about)
{
    GtkIconTheme *theme;
    const char *logo;

    g_return_if_fail (self != NULL && about != NULL);
    calc_app_use_icon_paths (self->app);
    theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (self->window));
    logo = about->logo_icon_name;

    /* Run from a build folder without its icon installed: a generic calculator rather
     * than a "missing image" sign. */
    if (logo == NULL || !gtk_icon_theme_has_icon (theme, logo))
        logo = "accessories-calculator";

    /* GTK keeps one dialog per parent, raises it when asked again, and destroys it with
     * the parent. */
    gtk_show_about_dialog (GTK_WINDOW (self->window),
                           "program-name", about->program_name,
                           "version", about->version,
                           "comments", calc_window_text (self, "about-comments"),
                           "website", about->website,
                           "website-label", about->website,
                           "logo-icon-name", logo,
                           "copyright", calc_window_text (self, "about-copyright"),
                           "license-type", GTK_LICENSE_MIT_X11,
                           NULL);
}
