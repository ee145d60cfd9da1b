/* Cerebrum's window written in plain C: a reference for scripts/bench-startup.py
 * (--replica), built by the benchmark itself.
 *
 * The issue-8 floor, a bare GTK 4 window with one label, says what GTK costs before an
 * application shows anything. This says what GTK costs for *this* window: the same
 * header bar, display card, message line and 50 keys in two grids in a flow box, with
 * the same tooltips, accessible names and reserved line heights, styled by Cerebrum's
 * own style sheet (REPLICA_CSS; unset: no style sheet, GTK's default look). What
 * Cerebrum takes beyond it is the price of Cerebrum's own code: the Swift runtime and
 * binary, the brain, the controller, the state file, the translations.
 *
 * It builds what Cerebrum's calc_window.c builds at start and nothing else: no brain,
 * no key handling, no menus behind the buttons, no reading of the desktop's colour
 * scheme (Cerebrum reads it asynchronously). The window opens at 480 × 700 with the
 * title "Cerebrum" (the benchmark waits for that title). */
#include <gtk/gtk.h>

typedef struct {
    const char *label, *name, *css_class;
    int hidden;             /* RPN-only keys, hidden in the algebraic mode shown at start */
} Key;

static const Key scientific[] = {
    {"x²", "square", "function", 0}, {"√", "square root", "function", 0},
    {"1/x", "reciprocal", "function", 0}, {"x!", "factorial", "function", 0},
    {"π", "pi", "function", 0},
    {"sin", "sine", "function", 0}, {"cos", "cosine", "function", 0},
    {"tan", "tangent", "function", 0}, {"ln", "natural logarithm", "function", 0},
    {"log", "common logarithm", "function", 0},
    {"sin⁻¹", "arcsine", "function", 0}, {"cos⁻¹", "arccosine", "function", 0},
    {"tan⁻¹", "arctangent", "function", 0}, {"eˣ", "exponential", "function", 0},
    {"e", "Euler's number", "function", 0},
    {"x", "variable x", "memory", 0}, {"y", "variable y", "memory", 0},
    {"z", "variable z", "memory", 0}, {"rand", "random number", "function", 0},
    {"(", "formula", "function", 0},
    {"→x", "store in x", "memory", 0}, {"→y", "store in y", "memory", 0},
    {"→z", "store in z", "memory", 0}, {"∛", "cube root", "function", 0},
    {"x⇄y", "swap", "operation", 1},
    {"drop", "drop", "operation", 1},
};

static const Key keypad[] = {
    {"MC", "clear memory", "memory", 0}, {"M+", "add to memory", "memory", 0},
    {"→M", "store in memory", "memory", 0}, {"M", "memory", "memory", 0},
    {"C", "all clear", "clear", 0}, {"⌫", "backspace", "clear", 0},
    {"xʸ", "power", "operation", 0}, {"÷", "divide", "operation", 0},
    {"7", "seven", "digit", 0}, {"8", "eight", "digit", 0}, {"9", "nine", "digit", 0},
    {"×", "multiply", "operation", 0},
    {"4", "four", "digit", 0}, {"5", "five", "digit", 0}, {"6", "six", "digit", 0},
    {"−", "subtract", "operation", 0},
    {"1", "one", "digit", 0}, {"2", "two", "digit", 0}, {"3", "three", "digit", 0},
    {"+", "add", "operation", 0},
    {"±", "change sign", "digit", 0}, {"0", "zero", "digit", 0},
    {".", "decimal point", "digit", 0}, {"=", "equals", "equals", 0},
};

/* As calc_widget_set_tooltip: hidden for the call, GTK skips its pointer query. */
static void
set_tooltip (GtkWidget *widget, const char *text)
{
    gtk_widget_set_visible (widget, FALSE);
    gtk_widget_set_tooltip_text (widget, text);
    gtk_widget_set_visible (widget, TRUE);
}

static void
set_name (GtkWidget *widget, const char *name)
{
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    name, -1);
}

static GtkWidget *
grid_new (const Key *keys, size_t n, int columns, const char *css_class)
{
    GtkWidget *grid = gtk_grid_new ();

    gtk_grid_set_row_homogeneous (GTK_GRID (grid), TRUE);
    gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
    gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
    gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
    gtk_widget_set_hexpand (grid, TRUE);
    gtk_widget_set_vexpand (grid, TRUE);
    gtk_widget_add_css_class (grid, css_class);
    for (size_t i = 0; i < n; i++) {
        GtkWidget *button = gtk_button_new_with_label (keys[i].label);
        gtk_widget_set_focus_on_click (button, FALSE);
        gtk_widget_add_css_class (button, "key");
        gtk_widget_add_css_class (button, keys[i].css_class);
        set_tooltip (button, keys[i].name);
        set_name (button, keys[i].name);
        gtk_widget_set_visible (button, !keys[i].hidden);
        gtk_grid_attach (GTK_GRID (grid), button, (int) i % columns, (int) i / columns, 1, 1);
    }
    return grid;
}

static GtkWidget *
label_new (const char *css_class, const char *text, float xalign)
{
    GtkWidget *label = gtk_label_new (text);

    gtk_label_set_xalign (GTK_LABEL (label), xalign);
    gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
    gtk_widget_add_css_class (label, css_class);
    return label;
}

/* As calc_view.c's reserved lines: an empty line keeps the height of one line of its
 * label's font, measured, so that filling it never moves the keys. */
static GtkWidget *
reserved_line (GtkWidget *box, const char *css_class)
{
    GtkWidget *label = label_new (css_class, "", 0.0f);
    GtkWidget *spacer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    PangoLayout *layout = NULL;
    int height = 0;

    gtk_box_append (GTK_BOX (box), label);
    gtk_box_append (GTK_BOX (box), spacer);
    layout = gtk_widget_create_pango_layout (label, "0");
    pango_layout_get_pixel_size (layout, NULL, &height);
    g_object_unref (layout);
    gtk_widget_set_size_request (spacer, -1, height);
    gtk_widget_set_visible (label, FALSE);
    return label;
}

/* Cerebrum builds its popovers when first opened; until then a button has only this. */
static void
create_popup (GtkMenuButton *button, gpointer data)
{
    (void) button;
    (void) data;
}

static GtkWidget *
header_bar_new (void)
{
    GtkWidget *bar = gtk_header_bar_new ();
    const char *toggles[][2] = {{"RPN", "RPN mode"}, {"Deg", "degrees"}};
    const char *menus[][2] = {{"open-menu-symbolic", "Main menu"},
                              {"document-edit-symbolic", "Variables"},
                              {"document-open-recent-symbolic", "History"}};

    gtk_header_bar_set_title_widget (GTK_HEADER_BAR (bar),
                                     gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0));
    for (size_t i = 0; i < G_N_ELEMENTS (toggles); i++) {
        GtkWidget *toggle = gtk_toggle_button_new_with_label (toggles[i][0]);
        gtk_widget_set_focus_on_click (toggle, FALSE);
        gtk_widget_add_css_class (toggle, "compact-switch");
        set_tooltip (toggle, toggles[i][1]);
        set_name (toggle, toggles[i][1]);
        gtk_header_bar_pack_start (GTK_HEADER_BAR (bar), toggle);
    }
    for (size_t i = 0; i < G_N_ELEMENTS (menus); i++) {
        GtkWidget *menu = gtk_menu_button_new ();
        gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (menu), menus[i][0]);
        gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (menu), create_popup, NULL, NULL);
        gtk_widget_add_css_class (menu, "compact");
        set_tooltip (menu, menus[i][1]);
        set_name (menu, menus[i][1]);
        gtk_header_bar_pack_end (GTK_HEADER_BAR (bar), menu);
    }
    return bar;
}

static void
activate (GtkApplication *app, gpointer data)
{
    GtkWidget *window = gtk_application_window_new (app);
    GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
    GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
    GtkWidget *fit = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *description = label_new ("description", " ", 1.0f);
    GtkWidget *display = label_new ("display", "0", 1.0f);
    GtkWidget *flow = gtk_flow_box_new ();

    (void) data;
    gtk_window_set_title (GTK_WINDOW (window), "Cerebrum");
    gtk_window_set_default_size (GTK_WINDOW (window), 480, 700);
    gtk_window_set_titlebar (GTK_WINDOW (window), header_bar_new ());

    gtk_widget_add_css_class (content, "calculator");
    gtk_widget_add_css_class (card, "display-area");
    gtk_widget_add_css_class (fit, "display-fit");
    gtk_widget_add_css_class (description, "dim-label");
    reserved_line (card, "variables");
    gtk_box_append (GTK_BOX (card), description);
    gtk_box_append (GTK_BOX (fit), display);
    gtk_box_append (GTK_BOX (card), fit);
    gtk_box_append (GTK_BOX (content), card);
    reserved_line (content, "message");

    gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
    gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 1);
    gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 2);
    gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 4);
    gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 12);
    gtk_widget_set_vexpand (flow, TRUE);
    gtk_flow_box_append (GTK_FLOW_BOX (flow),
                         grid_new (scientific, G_N_ELEMENTS (scientific), 5, "scientific"));
    gtk_flow_box_append (GTK_FLOW_BOX (flow),
                         grid_new (keypad, G_N_ELEMENTS (keypad), 4, "keypad"));
    gtk_box_append (GTK_BOX (content), flow);

    gtk_window_set_child (GTK_WINDOW (window), content);
    gtk_window_present (GTK_WINDOW (window));
    gtk_window_set_focus (GTK_WINDOW (window), NULL);
}

static void
startup (GtkApplication *app, gpointer data)
{
    const char *css = g_getenv ("REPLICA_CSS");

    (void) app;
    (void) data;
    if (css != NULL && css[0] != '\0') {
        GtkCssProvider *provider = gtk_css_provider_new ();
        gtk_css_provider_load_from_path (provider, css);
        gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                    GTK_STYLE_PROVIDER (provider),
                                                    GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
        g_object_unref (provider);
    }
}

int
main (int argc, char **argv)
{
    GtkApplication *app;
    int status;

    /* What Cerebrum does when GSK_RENDERER is unset: the cairo renderer, GL off. */
    g_setenv ("GSK_RENDERER", "cairo", FALSE);
    g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
    /* Single-instance, as Cerebrum is: the name request on the session bus is part of a
     * GTK app's start. */
    app = gtk_application_new ("io.github.cerebrum.Replica", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect (app, "startup", G_CALLBACK (startup), NULL);
    g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
    status = g_application_run (G_APPLICATION (app), argc, argv);
    g_object_unref (app);
    return status;
}
