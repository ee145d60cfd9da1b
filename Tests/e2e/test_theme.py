#!/usr/bin/python3
"""End-to-end test of the pruned theme (scripts/build-theme.py, docs/architecture.md
"The theme, pruned") under Xvfb.

Cerebrum has GTK read its default theme without the rules for widgets it never shows. That
must not change a pixel: each view is opened twice, once as shipped and once with GTK's own
theme (G_RESOURCE_OVERLAYS set by hand, which makes Cerebrum leave the theme alone), and
the two screenshots of the whole screen must be equal. Views: the window at rest, after a
calculation, in RPN mode with a stack, the formula line, the history, the variables panel,
the main menu, a tooltip, the shortcuts window and the About dialog, in the light theme;
the window, the main menu and the formula line in the dark and the high-contrast themes.

Also: the app says which theme it uses (G_MESSAGES_DEBUG=Cerebrum), and GLib's own messages about
the overlay never reach standard error.

Prints one line per case and ends with `theme: N passed, M failed`.
Run: Tests/e2e/run.sh, or as the brief says for a single file.
"""

import importlib.util
import os
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

harness.private_session()

# GTK's own theme: any G_RESOURCE_OVERLAYS of the user's makes Cerebrum leave it alone.
GTK_OWN = {"G_RESOURCE_OVERLAYS": "/io/github/cerebrum/none=/nonexistent"}
PARKED = ("1900", "1150")     # the pointer, away from every window


def settings_folder():
    """An XDG_CONFIG_HOME whose GTK settings hold still what would blink or move: the
    text cursor and the popovers' animations."""
    folder = Path(harness.temp_dir("cerebrum-theme-config-"))
    (folder / "gtk-4.0").mkdir()
    (folder / "gtk-4.0/settings.ini").write_text(
        "[Settings]\ngtk-cursor-blink=false\ngtk-enable-animations=false\n")
    return str(folder)


CONFIG = settings_folder()


def steady_screenshot(path, timeout=5.0):
    """The whole screen once two screenshots in a row are the same (drawing done)."""
    deadline = time.monotonic() + timeout
    previous = None
    while True:
        subprocess.run(["import", "-window", "root", path], check=True, capture_output=True,
                       timeout=30)
        data = Path(path).read_bytes()
        if data == previous or time.monotonic() > deadline:
            return path
        previous = data
        time.sleep(0.2)


def differing_pixels(a, b):
    done = subprocess.run(["compare", "-metric", "AE", a, b, "null:"], capture_output=True,
                          text=True, timeout=60)
    try:
        return int(float(done.stderr.split()[0]))
    except (IndexError, ValueError):
        raise AssertionError(f"compare failed: {done.stderr.strip()}")


def find_window(name, timeout=10.0):
    def search():
        done = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", name],
                              capture_output=True, text=True)
        return done.stdout.split()
    return harness.wait_until(search, timeout, f"a window named {name}")[0]


# -- the views: each leaves the app as it found it, or is the last of its run

def at_rest(app):
    pass


def calculation(app):
    app.press("7", "plus", "9", "Return", "r")
    app.expect(display="4", description="√(7 + 9) =")


def rpn_stack(app):
    app.press("ctrl+r", "2", "Return", "3", "Return", "4")
    harness.wait_until(lambda: len(app.stack()) >= 2, 5, "the RPN stack")


def formula_line(app):
    app.press("parenleft", "3", "plus", "4", "parenright", "asciicircum", "2")

    def preview():
        return [label.name for label in app.find_all(role="label")
                if label.description == "Formula value"]
    harness.wait_until(lambda: any("49" in text for text in preview()), 5,
                       "the formula's value 49 under the line")


def history(app):
    app.press("ctrl+h")
    harness.wait_until(lambda: app.find_all("Calculations", "panel"), 5, "the history")


def variables(app):
    app.click("Edit variables")
    harness.wait_until(lambda: app.find_all("Value of x", "text"), 5, "the variables panel")


def main_menu(app):
    app.press("F10")
    harness.wait_until(lambda: app.find_all("Copy", "menu item"), 5, "the main menu")


def tooltip(app):
    x, y, w, h = app.extents(app.button("square root"))
    harness.xdotool("mousemove", str(x + w // 2), str(y + h // 2))
    time.sleep(1.5)      # GTK shows a tooltip after a hover of about half a second


def shortcuts_window(app):
    app.press("ctrl+question")
    find_window("Shortcuts")


def about_dialog(app):
    app.press("F10")
    about = harness.wait_until(lambda: app.find_all("About Cerebrum", "menu item"), 5,
                               "the About item")[0]
    about.queryAction().doAction(0)
    find_window("About Cerebrum")


LIGHT = [at_rest, calculation, rpn_stack, formula_line, history, variables, main_menu,
         tooltip, shortcuts_window, about_dialog]
OTHER = [at_rest, main_menu, formula_line]
THEMES = [("light", {}, LIGHT), ("dark", {"GTK_THEME": "Default:dark"}, OTHER),
          ("high contrast", {"GTK_THEME": "Default-hc"}, OTHER),
          ("dark high contrast", {"GTK_THEME": "Default-hc:dark"}, [at_rest])]


def shots(theme, env, view, own):
    """Starts the app, opens `view`, and returns the screenshot's path."""
    harness.xdotool("mousemove", *PARKED)
    tag = f"theme-{theme.replace(' ', '-')}-{view.__name__}-{'gtk' if own else 'pruned'}.png"
    path = str(harness.out_dir() / tag)
    with harness.App(env={"XDG_CONFIG_HOME": CONFIG, **env, **(GTK_OWN if own else {})}) as app:
        app.focus()
        view(app)
        app.settle()
        steady_screenshot(path)
    return path


def same_look(theme, env, view, tries=3):
    """Equal screenshots. A view is tried again when they differ: the shortcuts window's
    first page button gets its focus ring in about 7 of 9 starts, with either theme (a
    helper counted), so one pair of starts can differ by timing alone. A theme that
    styles something differently differs every time."""
    for attempt in range(tries):
        pruned = shots(theme, env, view, own=False)
        own = shots(theme, env, view, own=True)
        different = differing_pixels(pruned, own)
        if different == 0:
            break
    assert different == 0, f"{different} pixels differ in {tries} tries: {pruned} against {own}"
    if view is not at_rest:
        # The view did open: its screen is not the window at rest (a tooltip that never
        # showed would compare equal too).
        rest = str(harness.out_dir() / f"theme-{theme.replace(' ', '-')}-at_rest-pruned.png")
        if os.path.exists(rest):
            assert differing_pixels(pruned, rest) > 0, f"{view.__name__} shows nothing new: {pruned}"


def debug_output(env):
    """What the app writes on standard output and error with GLib's debug messages on (they
    go to standard output) until its window shows."""
    home = harness.temp_dir("cerebrum-theme-home-")
    out, err = Path(home, "out.log"), Path(home, "err.log")
    full = dict(os.environ, GDK_BACKEND="x11", HOME=home, XDG_STATE_HOME=f"{home}/state",
                XDG_CONFIG_HOME=CONFIG, G_MESSAGES_DEBUG="Cerebrum", **env)
    with open(out, "wb") as stdout, open(err, "wb") as stderr:
        proc = harness.spawn([harness.binary()], env=full, stdout=stdout, stderr=stderr)
        try:
            harness.wait_until(lambda: subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(proc.pid), "--name",
                 "^Cerebrum$"], capture_output=True).returncode == 0, 20, "the window")
        finally:
            harness.stop(proc)
    return out.read_text(errors="replace"), err.read_text(errors="replace")


def says_which_theme():
    """Pruned unless the user set overlays; GLib's overlay messages stay off stderr."""
    out, err = debug_output({})
    assert "GTK's theme: the pruned copy in" in out, f"no debug message naming it: {out[-500:]!r}"
    for noise in ("Adding GResources overlay", "as a resource overlay"):
        assert noise not in out + err, f"GLib's {noise!r} message was printed"
    out, _ = debug_output(GTK_OWN)
    assert "GTK's theme: the pruned copy" not in out, \
        "the pruned theme was used although the user set G_RESOURCE_OVERLAYS"


def build_theme():
    spec = importlib.util.spec_from_file_location(
        "build_theme", Path(__file__).resolve().parents[2] / "scripts/build-theme.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pruning_rules():
    """Only selectors naming an unused widget go; a rule goes with its last selector;
    names inside :not() and at-rules stay."""
    prune = build_theme().prune
    css = ("@define-color accent #3584e4;\n"
           "button, spinbutton > button { color: red; }\n"
           "spinbutton { color: blue; }\n"
           "entry:not(spinbutton) { color: green; }\n"
           "@keyframes spin { to { opacity: 0; } }\n"
           "/* calendar { } */ label.calendar { color: gray; }\n")
    pruned, dropped = prune(css, {"spinbutton", "calendar"})
    expected = ("@define-color accent #3584e4;\nbutton { color: red; }\n"
                "entry:not(spinbutton) { color: green; }\n"
                "@keyframes spin { to { opacity: 0; } }\nlabel.calendar { color: gray; }\n")
    assert (pruned, dropped) == (expected, 1), f"{pruned!r}, {dropped} dropped"


def main():
    results = harness.Results("theme")
    results.run("pruning drops exactly the selectors that name an unused widget", pruning_rules)
    harness.start_xvfb()
    results.run("the app uses the pruned theme, quietly, unless told otherwise", says_which_theme)
    for theme, env, views in THEMES:
        for view in views:
            results.run(f"{theme}: {view.__name__.replace('_', ' ')} looks the same with "
                        "GTK's own theme", lambda: same_look(theme, env, view))
    results.finish()


if __name__ == "__main__":
    main()
