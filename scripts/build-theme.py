#!/usr/bin/env python3
"""Writes GTK 4's default theme without the rules for widgets Cerebrum never shows.

    scripts/build-theme.py [DIR...]

For each DIR (default: each of .build/debug and .build/release that exists), writes
DIR/theme/: the four style sheets of GTK's built-in "Default" theme (light, dark and the
two high-contrast ones), taken from the installed libgtk-4 with `gresource`, each without
the selectors that name a widget Cerebrum never creates (a spin button, a notebook, a
calendar…), and `gtk-version`, the GTK they came from. At start the window has GLib read
them in place of GTK's own (`calc_theme_use_pruned`), when the running GTK is that
version. Why: every GTK 4 app parses its theme's 140 KB style sheet before its first
window, about 80 M instructions (a fifth of a start); without the rules that cannot match
it is 65 KB and the start costs 44 M fewer (docs/architecture.md, "The theme, pruned").

A selector that names a widget (a CSS node name, such as `spinbutton`) matches only where
such a widget exists, so dropping it from a rule changes nothing in a window that has
none: the look is the same, pixel for pixel (Tests/e2e/test_layout.py compares them). A
rule is dropped when none of its selectors is left. Names inside `:not(…)` do not count.

Needs python3 and `gresource` (Debian: libglib2.0-bin), `pkg-config` and libgtk-4-dev:
scripts/install-deps.sh build.
"""
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# CSS node names of widgets that Cerebrum's windows, popovers and dialogs (the About
# dialog, the shortcuts window, an entry's context menu and emoji chooser) never contain.
# Keep a name out of this list when in doubt: a name wrongly listed here loses that
# widget's look, and test_layout.py's comparison only sees the views it opens.
UNUSED_WIDGETS = {
    "appchooserbutton", "calendar", "checkbutton", "colorbutton", "colorswatch",
    "columnview", "combobox", "dropdown", "editablelabel", "expander-widget",
    "filechooserbutton", "fontbutton", "gridview", "iconview", "infobar", "levelbar",
    "marks", "notebook", "paned", "pathbar", "placessidebar", "progressbar", "scale",
    "scalebutton", "spinbutton", "stacksidebar", "switch", "tab", "tabs", "treeview",
}

# How each file starts; calc_theme.c checks it came back from GLib (GTK's own sheets have
# comments of their own, none of them this).
MARKER = "/* Cerebrum's pruned theme:"

VARIANTS = ["Default-light.css", "Default-dark.css", "Default-hc.css", "Default-hc-dark.css"]
RESOURCE_FOLDER = "/org/gtk/libgtk/theme/Default/"

NODE_NAME = re.compile(r"(?<![.#:\w-])([a-z][a-z-]*)")
PARENTHESES = re.compile(r"\([^()]*\)")


def split_selectors(head):
    """`a, b:not(c, d)` → [`a`, `b:not(c, d)`]: commas inside parentheses do not split."""
    parts, depth, current = [], 0, ""
    for char in head:
        depth += char == "("
        depth -= char == ")"
        if char == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    parts.append(current.strip())
    return parts


def names(selector):
    """The node names a selector requires: outside any parentheses."""
    while PARENTHESES.search(selector):
        selector = PARENTHESES.sub("", selector)
    return set(NODE_NAME.findall(selector))


def prune(css, unused=UNUSED_WIDGETS):
    """The style sheet without the selectors that name an unused widget, and how many
    rules went. At-rules (`@define-color`, `@keyframes`) stay as they are."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    kept, dropped, depth, start = [], 0, 0, 0
    for index, char in enumerate(css):
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                rule = css[start:index + 1].strip()
                start = index + 1
                head, body = rule.split("{", 1)
                if head.lstrip().startswith("@"):
                    kept.append(rule)
                    continue
                selectors = [s for s in split_selectors(head) if not names(s) & unused]
                if selectors:
                    kept.append(", ".join(selectors) + " {" + body)
                else:
                    dropped += 1
        elif char == ";" and depth == 0:
            kept.append(css[start:index + 1].strip())
            start = index + 1
    if depth != 0 or css[start:].strip():
        raise ValueError("unbalanced braces or text after the last rule")
    return "\n".join(kept) + "\n", dropped


def gtk_library():
    libdir = subprocess.run(["pkg-config", "--variable=libdir", "gtk4"], check=True,
                            capture_output=True, text=True).stdout.strip()
    return os.path.join(libdir, "libgtk-4.so.1")


def main():
    os.chdir(ROOT)
    dirs = sys.argv[1:] or [d for d in (".build/debug", ".build/release") if os.path.isdir(d)]
    if not dirs:
        sys.exit("build-theme: no .build/debug or .build/release yet (swift build first, "
                 "or name a folder)")
    try:
        version = subprocess.run(["pkg-config", "--modversion", "gtk4"], check=True,
                                 capture_output=True, text=True).stdout.strip()
        library = gtk_library()
        sheets = {name: subprocess.run(["gresource", "extract", library, RESOURCE_FOLDER + name],
                                       check=True, capture_output=True, text=True).stdout
                  for name in VARIANTS}
    except (OSError, subprocess.CalledProcessError) as error:
        # Only a lighter start is lost: the app then reads GTK's own theme. A build must not
        # fail for it (a GTK that renamed its theme's files, a missing tool).
        print(f"build-theme: warning: cannot read GTK's theme ({error}); the app will use "
              "GTK's own (scripts/install-deps.sh build installs pkg-config, libgtk-4-dev "
              "and gresource)", file=sys.stderr)
        return
    for directory in dirs:
        folder = Path(directory) / "theme"
        folder.mkdir(parents=True, exist_ok=True)
        for name, css in sheets.items():
            pruned, _ = prune(css)
            write(folder / name, f"{MARKER} GTK {version}'s {name} without the rules for widgets "
                                 "Cerebrum never shows: scripts/build-theme.py */\n" + pruned)
        # Written last: the app uses the folder only when this file names the running GTK.
        write(folder / "gtk-version", version + "\n")


def write(path, text):
    """Replaces a file whole (a running Cerebrum may read it at any moment)."""
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(text)
    os.replace(temporary, path)


if __name__ == "__main__":
    main()
