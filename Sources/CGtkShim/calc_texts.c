// The window's texts by id (calc_texts.h).
#include "calc_texts.h"

GHashTable *
calc_texts_new (const CalcText *texts, size_t n)
{
    GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

    for (size_t i = 0; i < n; i++) {
        if (texts[i].id != NULL)
            g_hash_table_insert (table, g_strdup (texts[i].id),
                                 g_strdup (texts[i].text != NULL ? texts[i].text : ""));
    }
    return table;
}

const char *
calc_text (GHashTable *texts, const char *id)
{
    const char *text = g_hash_table_lookup (texts, id);

    if (text == NULL) {
        g_critical ("no window text with the id %s", id);
        return "";
    }
    return text;
}
