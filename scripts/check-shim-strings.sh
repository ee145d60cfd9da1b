#!/usr/bin/env bash
# Fails when the C shim (Sources/CGtkShim) shows a text of its own: every word the window
# shows comes from Swift (WindowDescription's WindowTexts and tables), marked for
# translation there. Lists each offence as file:line and exits 1; exits 0 when there is
# none.
#
# An offence is a string literal with a letter in it (printf conversions such as %s do
# not count; "", "0" and "…" pass) given as
#   - any argument of a GTK or GLib call that sets a text: gtk_label_new,
#     gtk_widget_set_tooltip_text, gtk_window_set_title, g_strdup_printf, … (TEXT_SETTERS);
#   - a text argument of the shim's own functions: a `const char *` parameter named
#     name, label, tooltip, title, text, description, message or placeholder (so
#     calc_widget_set_accessible_name and static helpers are covered as they are written);
#   - the value of a text property in g_object_set / g_object_new / gtk_show_about_dialog
#     ("comments", "Some words");
#   - a text property in a GtkBuilder description (<property name='title'>Words</…>).
# CSS classes, signal, action and icon names, object data keys and log messages are
# not texts and pass; so does a text property in a template (ui/*.ui). A text reaches GTK
# as calc_window_text (self, "id") or calc_text (texts, "id"): it also fails
# when the shim asks for an id that is not a row of WindowTexts.shim
# (Sources/WindowDescription/WindowTexts.swift), or (checking every file) when a row
# there is asked for nowhere.
# Usage: scripts/check-shim-strings.sh [FILE.c…]   (default: Sources/CGtkShim/*.c)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -eq 0 ]; then set -- Sources/CGtkShim/*.c; fi
exec python3 - "$@" <<'PYTHON'
import glob
import re
import sys

TEXT_SETTERS = {
    "gtk_label_new", "gtk_label_new_with_mnemonic", "gtk_label_set_text",
    "gtk_label_set_label", "gtk_label_set_markup", "gtk_label_set_text_with_mnemonic",
    "gtk_label_set_markup_with_mnemonic", "gtk_button_new_with_label",
    "gtk_button_new_with_mnemonic", "gtk_button_set_label", "gtk_toggle_button_new_with_label",
    "gtk_toggle_button_new_with_mnemonic", "gtk_check_button_new_with_label",
    "gtk_check_button_new_with_mnemonic", "gtk_check_button_set_label",
    "gtk_menu_button_set_label", "gtk_widget_set_tooltip_text", "gtk_widget_set_tooltip_markup",
    "gtk_window_set_title", "gtk_entry_set_placeholder_text", "gtk_text_set_placeholder_text",
    "gtk_editable_set_text", "gtk_accessible_update_property", "gtk_string_list_append",
    "g_menu_item_new", "g_menu_item_set_label", "g_menu_append", "g_menu_prepend",
    "g_menu_insert", "g_strdup_printf", "g_string_printf", "g_string_append_printf",
}
PROPERTY_SETTERS = {"g_object_set", "g_object_new", "gtk_show_about_dialog"}
TEXT_PROPERTIES = {
    "title", "label", "tooltip-text", "tooltip-markup", "placeholder-text", "text",
    "comments", "copyright", "program-name", "website-label", "subtitle", "translator-credits",
}
TEXT_PARAMETER = re.compile(r"(^|_)(name|label|tooltip|title|text|description|message|placeholder)s?$")
CONVERSION = re.compile(r"%(\d+\$)?[-+ #0]*\d*(\.\d+)?(hh|h|ll|l|z|j|t|L)?[diouxXeEfgGcsp%]")


def code_of(source):
    """The source with comments blanked (newlines kept, so offsets keep their lines)."""
    out, i, n = [], 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif source.startswith("/*", i):
            j = source.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", source[i:j])); i = j
        elif c in "\"'":
            j = i + 1
            while j < n and source[j] != c:
                j += 2 if source[j] == "\\" else 1
            out.append(source[i:j + 1]); i = j + 1
        else:
            out.append(c); i += 1
    return "".join(out)


def literal_text(argument):
    """The text of an argument made only of string literals ("a" "b"), else None."""
    parts = re.findall(r'"((?:[^"\\]|\\.)*)"', argument)
    if not parts or re.sub(r'"(?:[^"\\]|\\.)*"', "", argument).strip():
        return None
    return "".join(parts)


def shown_literals(argument):
    """The string literals an argument may evaluate to: its own, a ternary's fallback
    (`x ? x : "History"`), adjacent ones joined; not those inside a nested call, which
    are that call's arguments (checked when it is a text setter itself)."""
    found, pending, i, n = [], None, 0, len(argument)
    while i < n:
        c = argument[i]
        if c == '"':
            j = i + 1
            while j < n and argument[j] != '"':
                j += 2 if argument[j] == "\\" else 1
            pending = (pending or "") + argument[i + 1:j]
            i = j + 1
            continue
        if not c.isspace() and pending is not None:
            found.append(pending)
            pending = None
        if c == "(" and re.search(r"\w\s*$", argument[:i]):
            depth = 0
            while i < n:
                depth += {"(": 1, ")": -1}.get(argument[i], 0)
                if argument[i] == '"':
                    i += 1
                    while i < n and argument[i] != '"':
                        i += 2 if argument[i] == "\\" else 1
                if depth == 0:
                    break
                i += 1
        i += 1
    if pending is not None:
        found.append(pending)
    return found


def is_text(literal):
    return literal is not None and re.search(r"[A-Za-z]", CONVERSION.sub("", literal)) is not None


def arguments(code, open_paren):
    """The call's arguments as (text, offset) and the offset after its `)`."""
    args, depth, start, i = [], 0, open_paren + 1, open_paren
    while i < len(code):
        c = code[i]
        if c in "\"'":
            j = i + 1
            while j < len(code) and code[j] != c:
                j += 2 if code[j] == "\\" else 1
            i = j
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                args.append((code[start:i], start))
                return args, i + 1
        elif c == "," and depth == 1:
            args.append((code[start:i], start))
            start = i + 1
        i += 1
    return args, i


def text_parameters(codes):
    """The shim's functions with text parameters: {name: {argument index}}."""
    found = {}
    definition = re.compile(r"^(\w+)\s*\(([^()]*)\)\s*\{", re.M)
    for code in codes:
        for match in definition.finditer(code):
            positions = set()
            for index, parameter in enumerate(match.group(2).split(",")):
                words = re.findall(r"\w+", parameter)
                if "char" in words and "*" in parameter and TEXT_PARAMETER.search(words[-1]):
                    positions.add(index)
            if positions:
                found[match.group(1)] = positions
    return found


def offences(path, code, helpers):
    line = lambda offset: code.count("\n", 0, offset) + 1
    for call in re.finditer(r"\b(\w+)\s*\(", code):
        name = call.group(1)
        if name not in TEXT_SETTERS and name not in PROPERTY_SETTERS and name not in helpers:
            continue
        args, end = arguments(code, call.end() - 1)
        if re.match(r"\s*\{", code[end:]):
            continue  # the definition itself
        # Each argument where its first character is, so a line break before it counts.
        texts = [(text.strip(), offset + len(text) - len(text.lstrip())) for text, offset in args]
        for index, (text, offset) in enumerate(texts):
            if name in TEXT_SETTERS or index in helpers.get(name, ()):
                for literal in filter(is_text, shown_literals(text)):
                    yield line(offset), f'"{literal}" passed to {name}'
                continue
            literal = literal_text(text)
            if name in PROPERTY_SETTERS and index > 0 and is_text(literal):
                previous = literal_text(texts[index - 1][0])
                if previous in TEXT_PROPERTIES:
                    yield line(offset), f'"{literal}" as "{previous}" in {name}'
    builder = re.compile(r"<property name=['\"]([\w-]+)['\"][^>]*>([^<]*)</property>")
    for literal in re.finditer(r'"(?:[^"\\]|\\.)*"', code):
        for match in builder.finditer(literal.group(0)):
            if match.group(1) in TEXT_PROPERTIES and is_text(match.group(2)):
                yield line(literal.start()), f"GtkBuilder property {match.group(1)}: {match.group(2)!r}"


# The check checks itself first: each marked line of this sample must be found, and
# nothing else (so a change to the rules that blinds them fails here, not silently).
SAMPLE = r"""
static void
helper_new (GtkWidget *grid, const char *accessible_name, const char *css_class)
{
}
void
sample (CalcWindow *self, GtkWidget *w)
{
    gtk_label_new ("History");                                   // offence
    gtk_widget_set_tooltip_text (w,
                                 "Spread over "                  // offence
                                 "two lines");
    helper_new (w, "Keypad", "keypad");                          // offence
    gtk_widget_set_tooltip_text (w, self->tip ? self->tip : "Fallback"); // offence
    gtk_label_set_text (GTK_LABEL (w), g_object_get_data (G_OBJECT (w), "calc-key"));
    g_object_set (w, "max-height", 15, "tooltip-text", "Words", NULL); // offence
    char *t = g_strdup_printf ("Value of %s", "x");              // offence
    GString *ui = g_string_new ("<property name='title'>Shortcuts</property>"); // offence
    gtk_label_set_text (GTK_LABEL (w), self->texts.title);
    gtk_label_set_text (GTK_LABEL (w), "");
    gtk_label_set_text (GTK_LABEL (w), "0");
    char *u = g_strdup_printf ("%d", 7);
    char *v = g_strconcat ("…", t, NULL);
    gtk_widget_add_css_class (w, "dim-label");
    g_signal_connect (w, "clicked", G_CALLBACK (on_clicked), self);
    helper_new (w, self->texts.keypad_name, "keypad");
    g_string_append (ui, "<property name='title'>%s</property>");
    /* gtk_label_new ("In a comment"); */
    g_warning ("unknown keyval name \"%s\"", t);
}
"""
sample = code_of(SAMPLE)
expected = [number for number, text in enumerate(SAMPLE.split("\n"), 1) if "// offence" in text]
got = sorted({number for number, _ in offences("sample", sample, text_parameters([sample]))})
if got != expected:
    print(f"check-shim-strings: the self-test found lines {got}, expected {expected}", file=sys.stderr)
    sys.exit(2)

files = sys.argv[1:]
codes = [code_of(open(path, encoding="utf-8").read()) for path in files]
helpers = text_parameters(codes)
found = sorted((path, number, what) for path, code in zip(files, codes)
               for number, what in offences(path, code, helpers))

# The templates (ui/*.ui) hold no text either: a text property with a letter in it, or
# anything marked translatable, is one.
UI_TEXT = re.compile(r"<property name=['\"]([\w-]+)['\"][^>]*>([^<]*)</property>")
for path in sorted(glob.glob("Sources/CGtkShim/ui/*.ui")):
    source = open(path, encoding="utf-8").read()
    for match in UI_TEXT.finditer(source):
        if match.group(1) in TEXT_PROPERTIES and is_text(match.group(2)):
            found.append((path, source.count("\n", 0, match.start()) + 1,
                          f"template property {match.group(1)}: {match.group(2)!r}"))
    for match in re.finditer(r"translatable=", source):
        found.append((path, source.count("\n", 0, match.start()) + 1,
                      "a translatable text in a template (Swift gives every text)"))

# Each text by its id: asked for (calc_window_text, calc_text) ⟷ a row of WindowTexts.shim.
TABLE = "Sources/WindowDescription/WindowTexts.swift"
rows = set(re.findall(r'^\s*\("([a-z][a-z-]*)",', open(TABLE, encoding="utf-8").read(), re.M))
asked = set()
for path, code in zip(files, codes):
    for call in re.finditer(r"\b(?:calc_window_text|calc_text)\s*\(", code):
        args, end = arguments(code, call.end() - 1)
        if len(args) != 2 or re.match(r"\s*\{", code[end:]):
            continue  # the declaration or the definition
        number = code.count("\n", 0, call.start()) + 1
        # A literal, or literals a ternary chooses between: each must be a row.
        ids = re.findall(r'"([^"]*)"', args[1][0])
        if not ids:
            found.append((path, number, "calc_window_text takes its id as a literal"))
        for id in ids:
            if id not in rows:
                found.append((path, number, f'no text "{id}" in WindowTexts.shim ({TABLE})'))
            asked.add(id)
if set(files) == set(glob.glob("Sources/CGtkShim/*.c")):
    for unused in sorted(rows - asked):
        found.append((TABLE, 1, f'the text "{unused}" is shown nowhere (no calc_window_text asks for it)'))
for path, number, what in found:
    print(f"{path}:{number}: {what}")
if found:
    print(f"check-shim-strings: {len(found)} problem(s): the window shows only the texts Swift "
          "gives it (WindowTexts and the tables in Sources/WindowDescription, through tr())",
          file=sys.stderr)
    sys.exit(1)
print(f"check-shim-strings: ok ({len(files)} files, {len(helpers)} shim functions take texts)")
PYTHON
