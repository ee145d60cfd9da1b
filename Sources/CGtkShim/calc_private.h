// What the application (calc_app.c) and the window (calc_window.c) share; never seen by
// Swift.
#pragma once

#include <gtk/gtk.h>

#include "calc_window.h"

/// The GtkApplication a CalcApp wraps.
GtkApplication *calc_app_get_application (CalcApp *self);
/// Adds the icon folders given to `calc_app_add_icon_path` to the icon theme, once:
/// called by what shows the app's own icon.
void calc_app_use_icon_paths (CalcApp *self);

/// Registers the templates' GResource (calc_resources.c, made by
/// scripts/make-shim-resources.sh from ui/).
void calc_register_resource (void);

/// calc_style.c: follows the desktop's light or dark style (the settings portal),
/// asynchronously and live; once, at start-up.
void calc_style_follow_desktop (void);

