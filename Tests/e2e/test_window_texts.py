#!/usr/bin/python3
"""Every text of the window passes through `tr()` (issue 10, docs/behaviour.md §12).

A pseudo-translation wraps every message of Sources/ (each `tr("…")` and `trn("…", "…")`;
the window's are in Sources/WindowDescription) in «…», and the window runs with it
(CEREBRUM_LOCALEDIR). Every name and description a screen reader gets — buttons,
tooltips, the header bar, the display card's lines, the history and variables panels,
the menu, the graph — must have its words inside «…», and the About dialog shows its comments and
copyright so. A word outside one is a text that did not pass through `tr()`: one the C
shim wrote itself, or one Swift built without marking it. The window's title is the
program's name, never translated; the display's number has no words.

Independent of the real catalogs in po/: it checks the plumbing, not the translations.
Prints one line per case and ends with `window-texts: N passed, M failed`.
Run: Tests/e2e/run.sh, or as the brief says for a single file.
"""
import os
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

LOCALE = "en_US.UTF-8"
MESSAGE = re.compile(r'\btr(n?)\(\s*"((?:[^"\\]|\\.)*)"(?:\s*,\s*"((?:[^"\\]|\\.)*)")?')


def messages():
    """(singular, plural or None) of every tr/trn call in Sources/."""
    found = {}
    for path in sorted((harness.ROOT / "Sources").glob("**/*.swift")):
        for match in MESSAGE.finditer(path.read_text()):
            # One entry per msgid: a plural form wins over the same text as a singular.
            plural = match.group(3) if match.group(1) else None
            found[match.group(2)] = found.get(match.group(2)) or plural
    return sorted(found.items())


def pseudo_catalog(folder):
    """Writes <folder>/en/LC_MESSAGES/cerebrum.mo with every message in «…»."""
    lines = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"',
             '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"', ""]
    for singular, plural in messages():
        if plural is None:
            lines += [f'msgid "{singular}"', f'msgstr "«{singular}»"', ""]
        else:
            lines += [f'msgid "{singular}"', f'msgid_plural "{plural}"',
                      f'msgstr[0] "«{singular}»"', f'msgstr[1] "«{plural}»"', ""]
    po = Path(folder) / "pseudo.po"
    po.write_text("\n".join(lines), encoding="utf-8")
    mo = Path(folder) / "en" / "LC_MESSAGES" / "cerebrum.mo"
    mo.parent.mkdir(parents=True)
    subprocess.run(["msgfmt", "-o", str(mo), str(po)], check=True, capture_output=True)


def ensure_locale(name):
    """Generates `name` with localedef unless `locale -a` lists it."""
    listed = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.lower().split()
    if name.lower().replace("utf-8", "utf8") in listed or name.lower() in listed:
        return
    subprocess.run(["localedef", "-i", name.split(".")[0], "-f", "UTF-8", name], check=True,
                   capture_output=True, timeout=120)


def outside_marks(text):
    """The part of `text` outside «…» (nested ones included)."""
    depth, kept = 0, []
    for c in text:
        if c == "«":
            depth += 1
        elif c == "»":
            depth = max(depth - 1, 0)
        elif depth == 0:
            kept.append(c)
    return "".join(kept)


# GTK's own texts, translated by GTK: the window controls, accelerators as it prints
# them (`Ctrl+C` beside a menu item), and the type name it gives an unnamed widget.
GTK_OWN = {"Minimize", "Maximize", "Restore", "Close"}
GTK_PRINTED = re.compile(r"(Ctrl|Shift|Alt|Super)\+.+|Gtk[A-Z]\w+")
# Symbols, never translated: the variables' names beside their entries.
VARIABLES = {"x", "y", "z", "M"}


def untranslated(app):
    """Every name or description in the window with a word outside «…». Not counted:
    the application (its name is the executable's), the window's title, the keys'
    labels (symbols: `sin`, `x²`, `MC`, and `⇄ a/b` beside the display), the variables'
    names and GTK's own texts."""
    keys = app.find("«Keys»", "table")
    key_labels = {label.name for label in app.find_all(role="label", root=keys)}
    found = []
    for obj in app.find_all():
        role = obj.getRoleName()
        if role == "application" or obj.name in GTK_OWN or GTK_PRINTED.fullmatch(obj.name or ""):
            continue
        if role == "label" and (obj.name in VARIABLES or obj.name in key_labels
                                and obj.parent.getRoleName() == "push button"):
            continue
        # The form key beside the display (§17): a symbol too, its spoken name translated.
        if role == "label" and obj.parent.getRoleName() == "push button" \
                and obj.parent.name == "«next number form»":
            continue
        for kind, text in (("name", obj.name), ("description", obj.description)):
            if not text or (role == "frame" and kind == "name" and text == "Cerebrum"):
                continue
            if re.search(r"[A-Za-z]", outside_marks(text)):
                found.append(f"{role} {kind} {text!r}")
    return found


def check(app, what):
    wrong = untranslated(app)
    assert not wrong, f"{what}: {len(wrong)} untranslated: " + "; ".join(wrong[:80])


def check_popover(app, open_it, name, role, what, close_keys):
    """Opens a popover (`open_it()`), waits for the object `name` (`role`) in it, checks
    the whole window and closes it with `close_keys`, whatever the check found."""
    open_it()
    harness.wait_until(lambda: app.find_all(name, role), 5, what)
    try:
        check(app, what)
    finally:
        app.press(*close_keys)


def main():
    harness.private_session()
    harness.start_xvfb(1280, 1024)
    results = harness.Results("window-texts")
    folder = harness.temp_dir("cerebrum-pseudo-")
    results.run(f"generate {LOCALE}", lambda: ensure_locale(LOCALE))
    results.run(f"a pseudo-translation of {len(messages())} messages", lambda: pseudo_catalog(folder))
    env = {"LANG": LOCALE, "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": "",
           "CEREBRUM_LOCALEDIR": folder}
    with harness.App(env=env) as app:
        results.run("the keys, the header bar and the display card", lambda: check(app, "window"))

        def rpn():
            app.press("ctrl+r", "5", "Return", "6", "Return")
            harness.wait_until(lambda: app.find_all("«enter»", "push button"), 5, "RPN mode")
            check(app, "RPN mode")
            app.press("Escape", "ctrl+r", "ctrl+r")     # RPN → programmer → algebraic
            harness.wait_until(lambda: app.find_all("«equals»", "push button"), 5, "algebraic mode")
        results.run("RPN mode: its keys and the stack", rpn)
        results.run("the history panel", lambda: check_popover(
            app, lambda: app.press("ctrl+h"), "«Calculations»", "panel", "history", ["ctrl+h"]))
        results.run("the variables panel", lambda: check_popover(
            app, lambda: app.click("«Edit variables»"), "«Value of x»", "text", "variables",
            ["Escape"]))
        results.run("the main menu", lambda: check_popover(
            app, lambda: app.click("«Main menu»"), "«Copy»", "menu item", "menu", ["Escape"]))

        def messages_under_display():
            def message():
                return [label.name for label in app.find_all(role="label")
                        if label.description == "«Message»" and label.name]
            app.press("Escape", "1", "slash", "0", "Return", "ctrl+c")
            said = harness.wait_until(message, 5, "the message")[0]
            assert said.startswith("«") and said.endswith("»"), f"message {said!r}"
        results.run("a message under the display", messages_under_display)

        def graph():
            # The graph (docs/behaviour.md §14): its name, and the description of what it
            # shows, with the key points.
            app.resize(900, 700)   # beside the keys, which the check reads too
            app.press("Escape", "ctrl+d", "alt+x", "alt+s", "ctrl+g")
            drawn = harness.wait_until(lambda: [o for o in app.find_all("«Graph»")
                                                if (o.description or "").startswith("«Graph of")], 5, "the graph")
            try:
                # Only the graph's own texts: the display card shows `sin(x) =`, a symbol.
                text = drawn[0].description
                assert "«roots at" in text, text
                for kind, value in (("name", drawn[0].name), ("description", text)):
                    assert not re.search(r"[A-Za-z]", outside_marks(value)), f"graph {kind} {value!r}"
            finally:
                app.press("ctrl+g")
        results.run("the graph's name and description", graph)

        def about():
            # Last: the dialog takes the focus, and the app's end closes it.
            app.click("«Main menu»")
            item = harness.wait_until(lambda: app.find_all("«About Cerebrum»", "menu item"), 5,
                                      "the About item")[0]
            app.do_action(item, "click")
            for text in ("«A desktop calculator with exact decimals, algebraic and RPN entry»",
                         "«© 2026 The Cerebrum developers»"):
                harness.wait_until(lambda: app.find_all(text, "label"), 5, text)
        results.run("the About dialog's comments and copyright", about)
    results.finish()


if __name__ == "__main__":
    main()
