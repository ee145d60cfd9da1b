// The window's texts by id: Swift's `WindowTexts.shim`, the only words the shim shows.
// A helper beneath every widget type: the window makes the table once and each part it
// builds holds a reference.
#pragma once

#include <gtk/gtk.h>

#include "calc_window.h"

/// A table of copies of `texts` (NULL reads as ""), to release with g_hash_table_unref.
GHashTable *calc_texts_new (const CalcText *texts, size_t n);
/// The text with this id: the only way a text reaches GTK. An id Swift did not give is a
/// critical warning, and "".
const char *calc_text      (GHashTable *texts, const char *id);
