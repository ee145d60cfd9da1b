#!/usr/bin/python3
"""End-to-end test of the graph in the window (docs/behaviour.md §14, issue 25) under Xvfb.

- Ctrl+G and the header bar's toggle open and close it; closed, no graph is built;
- `x sin` draws sin: pixels of the curve's colour along y = sin(x) in a screenshot;
- a drag, the scroll wheel and the graph's keys (↑, +, −, Home) move the view: the ranges
  its accessible description says change accordingly;
- the trace: hovering reads the brain's value at the pointer's x; Tab steps to the key
  points (the first root of sin in view is −3π), Shift+Tab back; Escape and F6 hand the
  keyboard back;
- a pinned curve stays while the next is built (sin(x) and cos(x));
- Save Graph As… writes a valid SVG; again, a name without suffix typed alone is a
  1600 × 1200 PNG in the folder last saved to; Ctrl+Shift+C puts an image on the clipboard;
- the pointer never takes the keyboard: `x^2-2` Return typed right after a click, a drag
  and a scroll on the graph draws x ^ 2 − 2 and leaves the view alone (issue 32, item 10);
- with the graph focused from the keyboard (F6), `+` and `−` zoom and a digit goes to
  the calculator, which gets the keyboard back;
- a restart restores the graph open, its view (moved away from the default) and its pin,
  beside the keys as it closed, in a window of the width it closed at;
- the keys neither move nor change size when the graph opens beside them (the window
  grows; at 820 × 800 too, where the grown window is wide enough for the large size
  class), and at 360 × 520 it takes the keypad's place while the keyboard keeps drawing;
- resized with the graph beside the keys, from 1200 px the graph gets at least half the
  width (1600 × 1200: 800 px), the keys keep a sensible size beside it;
- dark style: the graph's background is dark and the curve is drawn;
- the README's screenshots, graph.png and graph-narrow.png in $E2E_OUT (copy them to
  data/screenshots/): a pin and a trace beside the keys, and at 360 × 520.

Prints one line per case and ends with `graph: N passed, M failed`.
Run: Tests/e2e/run.sh, or as the brief says for a single file.
"""

import math
import os
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402
from harness import wait_until, xdotool  # noqa: E402

harness.private_session()

WIDE = (900, 650)
NARROW = (360, 520)
# The current curve's colour in the light style (calc_graph.c's palette, colour 0).
CURVE = (0, 114, 178)
RANGES = re.compile(r"for x from (\S+) to (\S+) and y from (\S+) to (\S+?)(?:;|$)")


def number(text):
    return float(text.replace("\u2212", "-").replace("…", ""))


def graph(app):
    """The graph's drawing (accessible name "Graph", an image: the menu, once opened,
    has objects of that name too), or None while it is closed."""
    for obj in app.find_all(app.tr("Graph")):
        if obj.getRoleName() == "image":
            return obj
    return None


def toggle(app):
    return app.find(app.tr("Show the graph"))


def description(app):
    obj = wait_until(lambda: graph(app), what="the graph")
    obj.clear_cache()
    return obj.description


def ranges(app):
    found = RANGES.search(description(app))
    assert found, f"no ranges in {description(app)!r}"
    return tuple(number(v) for v in found.groups())


def wait_description(app, test, what):
    """Polls until the description passes `test`; returns it."""
    return wait_until(lambda: (lambda d: d if test(d) else None)(description(app)), 5, what)


def wait_ranges(app, test, what):
    wait_until(lambda: test(ranges(app)), 5, what)
    return ranges(app)


def open_graph(app):
    if graph(app) is None:
        app.press("ctrl+g")
    wait_until(lambda: graph(app), 5, "the graph to open")
    wait_until(lambda: RANGES.search(description(app)), 5, "the graph to be drawn")


def close_graph(app):
    if graph(app) is not None:
        app.press("ctrl+g")
    wait_until(lambda: graph(app) is None, 5, "the graph to close")


def pixels(png):
    """The screenshot's pixels: (width, height, rows of (r, g, b))."""
    data = subprocess.run(["convert", str(png), "-depth", "8", "ppm:-"], check=True,
                          capture_output=True, timeout=30).stdout
    # The header is "P6 WIDTH HEIGHT 255" and one whitespace byte; the pixels follow.
    fields, at = [], 0
    while len(fields) < 4:
        while data[at:at + 1].isspace():
            at += 1
        start = at
        while not data[at:at + 1].isspace():
            at += 1
        fields.append(data[start:at])
    width, height = int(fields[1]), int(fields[2])
    raw = data[at + 1:]
    return width, height, lambda x, y: tuple(raw[3 * (y * width + x):3 * (y * width + x) + 3])


def near(colour, target, tolerance=60):
    return sum(abs(a - b) for a, b in zip(colour, target)) <= tolerance


def graph_box(app):
    """The graph's (x, y, width, height) in the X window's pixels (a screenshot's): AT-SPI
    counts from GTK's frame, which the X window surrounds with a margin for its
    resize borders, the same on every side."""
    x, y, w, h = app.extents(graph(app))
    _, _, width, height = app.window_geometry()
    _, _, frame_width, frame_height = app.extents(app.frame)
    return x + (width - frame_width) // 2, y + (height - frame_height) // 2, w, h


def point_to(app, column, row):
    """Moves the pointer to a pixel of the graph."""
    x, y, _, _ = graph_box(app)
    xdotool("mousemove", "--window", app.wid, int(x + column), int(y + row))


def graph_focused(app):
    """Whether the graph has the keyboard (read afresh: AT-SPI caches states)."""
    drawn = graph(app)
    drawn.clear_cache()
    return drawn.getState().contains(harness._pyatspi().STATE_FOCUSED)


def focus_graph(app):
    """Gives the graph the keyboard as a keyboard user does (a click does not): from the
    calculator, F6 goes to the header bar, the keys, then the graph."""
    assert not graph_focused(app), "the graph had the keyboard already"
    app.press("F6", "F6", "F6")
    wait_until(lambda: graph_focused(app), 5, "F6 to give the graph the keyboard")


def leave(app):
    xdotool("mousemove", *app._outside())


# ---------------------------------------------------------------- cases

def opens_and_closes(app):
    assert graph(app) is None, "a graph before it was opened"
    open_graph(app)
    close_graph(app)
    x, y, w, h = app.extents(toggle(app))
    xdotool("mousemove", "--window", app.wid, x + w // 2, y + h // 2, "click", "1")
    leave(app)
    wait_until(lambda: graph(app), 5, "the toggle to open the graph")
    xdotool("mousemove", "--window", app.wid, x + w // 2, y + h // 2, "click", "1")
    leave(app)
    wait_until(lambda: graph(app) is None, 5, "the toggle to close the graph")


def key_extents(app):
    return {n: app.extents(b) for n, b in app.buttons().items()}


def laid_out_beside(app, width):
    """The keys' extents once the window grew past `width`, the graph has a width and
    two reads of every key 30 ms apart agree (the paned settles over a few frames)."""
    def settled():
        drawn = graph(app)
        if app.window_geometry()[2] <= width or drawn is None or app.extents(drawn)[2] <= 0:
            return None
        first = key_extents(app)
        time.sleep(0.03)
        return first if first == key_extents(app) else None
    return wait_until(settled, 5, "the window to grow by the graph and the keys to settle")


def keys_stay_when_opened(app, size):
    """Opens the graph in a window of `size`: beside the keys, which neither move nor
    change size."""
    close_graph(app)
    app.resize(*size)
    before = key_extents(app)
    open_graph(app)
    after = laid_out_beside(app, size[0])
    moved = [n for n in before if before[n] != after.get(n)]
    assert not moved, f"keys moved or changed size: {[(n, before[n], after.get(n)) for n in moved[:3]]}"
    gx, _, _, _ = app.extents(graph(app))
    assert gx >= max(x + w for x, _, w, _ in after.values()), "the graph is not beside the keys"


def keys_stay_beside(app):
    keys_stay_when_opened(app, WIDE)


def draws_sin(app, out):
    app.press("ctrl+d")   # radians
    app.press("alt+x", "alt+s")
    wait_description(app, lambda d: d.startswith("Graph of sin(x) for x from −10 to 10"),
                     "the graph of sin(x)")
    x0, x1, y0, y1 = ranges(app)
    gx, gy, w, h = graph_box(app)
    shot = app.screenshot(out / "graph-sin.png")
    _, _, pixel = pixels(shot)
    misses = []
    for i in range(1, 40):
        x = x0 + (x1 - x0) * i / 40
        column = gx + (x - x0) / (x1 - x0) * w
        row = gy + (y1 - math.sin(x)) / (y1 - y0) * h
        if not any(near(pixel(int(column), int(row) + d), CURVE) for d in range(-3, 4)):
            misses.append(round(x, 2))
    assert len(misses) <= 2, f"no curve pixels at x = {misses}"


def view_moves(app):
    x0, x1, y0, y1 = ranges(app)
    _, _, w, h = app.extents(graph(app))
    # A drag 60 px to the right shows what lies left of the view.
    point_to(app, w // 2, h // 4)
    xdotool("mousedown", "1")
    for dx in (20, 40, 60):
        point_to(app, w // 2 + dx, h // 4)
    xdotool("mouseup", "1")
    shift = 60 * (x1 - x0) / w
    moved = wait_ranges(app, lambda r: abs(r[0] - (x0 - shift)) < 0.02 * (x1 - x0), "the drag to pan")
    # The description gives the ranges to 6 digits: a zoom changes the span far more.
    assert abs((moved[1] - moved[0]) - (x1 - x0)) < 1e-5 * (x1 - x0), f"the drag zoomed: {moved}"
    # The wheel up zooms in about the pointer.
    xdotool("click", "4")
    zoomed = wait_ranges(app, lambda r: r[1] - r[0] < 0.9 * (moved[1] - moved[0]), "the wheel to zoom in")
    leave(app)
    # The keys: ↑ shows what lies above, + zooms in, Home is the default view again.
    focus_graph(app)
    leave(app)
    app.press("Up")
    up = wait_ranges(app, lambda r: r[2] > zoomed[2], "↑ to pan up")
    app.press("plus")
    wait_ranges(app, lambda r: r[1] - r[0] < 0.9 * (up[1] - up[0]), "+ to zoom in")
    app.press("Home")
    wait_ranges(app, lambda r: (r[0], r[1]) == (-10, 10), "Home to restore the default view")
    app.press("Escape")
    wait_until(lambda: not graph_focused(app), 5, "Escape to hand the keyboard back")


def trace_and_key_points(app):
    _, _, w, h = app.extents(graph(app))
    x0, x1, _, _ = ranges(app)
    point_to(app, int(w * 0.62), h // 2)
    found = wait_description(app, lambda d: "trace at x = " in d, "the trace at the pointer")
    x, y = re.search(r"trace at x = (\S+)  y = (\S+)$", found).groups()
    x, y = number(x), number(y)
    expected_x = x0 + (x1 - x0) * 0.62
    assert abs(x - expected_x) < 2 * (x1 - x0) / w, f"traced x {x}, pointer at {expected_x}"
    assert abs(y - math.sin(x)) <= 1e-14, f"y = {y}, sin({x}) = {math.sin(x)}"
    leave(app)
    wait_description(app, lambda d: "trace at" not in d, "the trace to end as the pointer leaves")
    # Tab: the first key point in view, −3π, to 15 digits; the next one after it.
    focus_graph(app)
    leave(app)
    app.press("Tab")
    found = wait_description(app, lambda d: "trace at x = −9.42477796076938" in d, "Tab to reach −3π")
    app.press("Tab")
    wait_description(app, lambda d: "trace at x = " in d and "trace at x = −9.42477796076938" not in d,
                     "Tab to reach the next key point")
    assert "roots at −9.42477796076938, −6.28318530717959" in found, found
    # Shift+Tab (X's ISO_Left_Tab with Shift) steps back.
    app.press("shift+Tab")
    wait_description(app, lambda d: "trace at x = −9.42477796076938" in d, "Shift+Tab to step back to −3π")
    # Escape gives the keyboard back: the next keys reach the calculator.
    app.press("Escape")
    wait_until(lambda: not graph_focused(app), 5,
               "Escape to hand the keyboard back")


def pointer_keeps_the_keyboard(app):
    """A click, a drag and a scroll on the graph leave the keyboard with the calculator:
    `x^2-2` Return typed right after draws x ^ 2 − 2, and its `−` does not zoom the view."""
    app.focus()
    x0, x1, _, _ = ranges(app)
    _, _, w, h = app.extents(graph(app))
    point_to(app, w // 2, h // 4)
    xdotool("click", "1")
    xdotool("click", "5")
    zoomed = wait_ranges(app, lambda r: r[1] - r[0] > 1.1 * (x1 - x0), "the wheel to zoom out")
    xdotool("mousedown", "1")
    for dx in (20, 40, 60):
        point_to(app, w // 2 + dx, h // 4)
    xdotool("mouseup", "1")
    moved = wait_ranges(app, lambda r: r[0] < zoomed[0], "the drag to pan")
    assert not graph_focused(app), "the pointer gave the graph the keyboard"
    typed("x^2-2")(app)
    wait_description(app, lambda d: d.startswith("Graph of x ^ 2 − 2 for"), "x^2-2 typed after the drag to draw")
    assert ranges(app) == moved, f"a typed key moved the view: {moved} → {ranges(app)}"
    assert not graph_focused(app), "the graph took the keyboard"
    # The sine back, and the default view, for the cases that follow.
    typed("sin(x)")(app)
    wait_description(app, lambda d: d.startswith("Graph of sin(x) for"), "sin(x) typed to draw")
    focus_graph(app)
    app.press("Home")
    wait_ranges(app, lambda r: (r[0], r[1]) == (-10, 10), "Home to restore the default view")
    app.press("Escape")
    wait_until(lambda: not graph_focused(app), 5, "Escape to hand the keyboard back")


def calculator_keys_go_to_the_graph(app):
    """With the graph focused from the keyboard its keys are its own: `+` zooms it (the
    display stays), `−` zooms out; a digit is the calculator's, which takes the keyboard
    back; F6 hands the keyboard back."""
    app.focus()
    leave(app)
    focus_graph(app)
    # The display shows the value at a trace while x is not set (behaviour §14): read
    # it once the pointer's trace has ended (the display is set before the graph is).
    wait_description(app, lambda d: "trace at" not in d, "the trace to end as the pointer left")
    display = app.display()
    before = ranges(app)
    app.press("plus")
    zoomed = wait_ranges(app, lambda r: r[1] - r[0] < 0.9 * (before[1] - before[0]), "+ to zoom the graph")
    assert app.display() == display, f"the display changed: {display!r} → {app.display()!r}"
    app.press("minus")
    wait_ranges(app, lambda r: r[1] - r[0] > 1.1 * (zoomed[1] - zoomed[0]), "− to zoom the graph out")
    app.press("Home")
    wait_ranges(app, lambda r: (r[0], r[1]) == (-10, 10), "Home to restore the default view")
    # A digit is the calculator's: typed after a finished formula it opens the formula
    # line (behaviour §13), and the keyboard goes back with it; Escape closes the line.
    app.press("5")
    wait_until(lambda: app.formula_entry() is not None, 5, "5 to open the formula line")
    assert not graph_focused(app), "the graph kept the keyboard after a digit"
    app.press("Escape")
    wait_until(lambda: app.formula_entry() is None and app.display() == display, 5, "Escape to close the line")
    focus_graph(app)
    # F6, the window's key between the header bar and the keys, is the graph's own here:
    # the keyboard goes back to the calculator, not to the header bar.
    app.press("F6")
    wait_until(lambda: not graph_focused(app), 5, "F6 to hand the keyboard back")
    toggle = app.button("Reverse Polish mode")
    toggle.clear_cache()
    assert not toggle.getState().contains(harness._pyatspi().STATE_FOCUSED), "F6 focused the header bar"


def pan_before_restart(app):
    """Drags the view away from the default one; returns its ranges."""
    x0, x1, y0, y1 = ranges(app)
    _, _, w, h = app.extents(graph(app))
    point_to(app, w // 2, h // 4)
    xdotool("mousedown", "1")
    for d in (20, 40, 60):
        point_to(app, w // 2 + d, h // 4 + d)
    xdotool("mouseup", "1")
    leave(app)
    moved = wait_ranges(app, lambda r: r[0] < x0 - 0.05 * (x1 - x0) and r[2] > y0 + 0.05 * (y1 - y0),
                        "the drag to pan")
    assert (moved[0], moved[1]) != (-10, 10), moved
    return moved


def pin_second_curve(app, out):
    app.press("ctrl+shift+p", "Escape", "alt+x", "alt+c")
    wait_description(app, lambda d: d.startswith("Graph of cos(x) and sin(x)"), "cos(x) beside the pinned sin(x)")
    leave(app)
    app.screenshot(out / "graph-pinned.png")


def save_dialog(app, name):
    """Save Graph As… with `name` typed into the dialog's name entry."""
    app.press("F10")
    item = wait_until(lambda: app.find(app.tr("Save Graph As…"), "menu item"), 5, "the menu item")
    item.queryAction().doAction(0)
    entry = wait_until(lambda: next((o for o in app.find_all(role="text")
                                     if o.getState().contains(harness._pyatspi().STATE_EDITABLE)
                                     and o.getState().contains(harness._pyatspi().STATE_FOCUSED)), None),
                       10, "the file dialog's name entry")
    app.set_text(entry, name)
    return wait_until(lambda: subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", app.tr("Save Graph")],
        capture_output=True, text=True).stdout.split(), 5, "the dialog's window")


def save_png_in_last_folder(app, folder):
    """A name without suffix, typed without a folder: the dialog opened where the last
    save went, the file type's suffix is added, and the PNG is 1600 × 1200."""
    target = folder / "again.png"
    dialog = save_dialog(app, "again")
    xdotool("key", "--window", dialog[0], "Return")
    def whole():
        try:
            data = target.read_bytes()
        except OSError:
            return None
        return data if data.startswith(b"\x89PNG\r\n") and data.endswith(b"IEND\xaeB`\x82") else None
    data = wait_until(whole, 10, "again.png, whole, in the folder last saved to")
    size = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert size == (1600, 1200), f"PNG size {size}"
    wait_until(lambda: not subprocess.run(["xdotool", "search", "--onlyvisible", "--name", app.tr("Save Graph")],
                                          capture_output=True, text=True).stdout.split(), 5, "the dialog to close")
    app.focus()


def save_svg(app):
    target = Path(tempfile.mkdtemp(prefix="cerebrum-graph-")) / "saved.svg"
    app.press("F10")
    item = wait_until(lambda: app.find(app.tr("Save Graph As…"), "menu item"), 5, "the menu item")
    item.queryAction().doAction(0)
    # The dialog opens with its name entry focused.
    name = wait_until(lambda: next((o for o in app.find_all(role="text")
                                    if o.getState().contains(harness._pyatspi().STATE_EDITABLE)
                                    and o.getState().contains(harness._pyatspi().STATE_FOCUSED)), None),
                      10, "the file dialog's name entry")
    app.set_text(name, str(target))
    dialog = wait_until(lambda: subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", app.tr("Save Graph")],
        capture_output=True, text=True).stdout.split(), 5, "the dialog's window")
    if not target.exists():
        xdotool("key", "--window", dialog[0], "Return")
    def written():
        # Polled until whole: the file is read while it may still be being written.
        try:
            return ElementTree.parse(target).getroot()
        except (OSError, ElementTree.ParseError):
            return None
    root = wait_until(written, 10, "the whole SVG file")
    assert root.tag.endswith("svg"), f"root element {root.tag}"
    wait_until(lambda: not subprocess.run(["xdotool", "search", "--onlyvisible", "--name", app.tr("Save Graph")],
                                          capture_output=True, text=True).stdout.split(), 5, "the dialog to close")
    app.focus()
    return target.parent


def copy_image(app):
    app.press("ctrl+shift+c")
    png = wait_until(lambda: subprocess.run(["xclip", "-selection", "clipboard", "-t", "image/png", "-o"],
                                            capture_output=True, timeout=5).stdout, 5,
                     "a PNG image on the clipboard")
    assert png.startswith(b"\x89PNG\r\n"), png[:16]


def shares_the_width(app, out):
    """Resized with the graph beside the keys, one rule shares the width: from 1200 px the
    graph gets at least half, the keys stay beside it (issue 32, item 15); screenshots at
    1200 × 800, 1600 × 1200 and 800 × 600."""
    for width, height in ((1200, 800), (1600, 1200), (800, 600)):
        app.resize(width, height)
        least = width / 2 if width >= 1200 else 400
        # The drawing has a 6-px margin on each side within its part, and the X window
        # 10 px of frame around GTK's.
        wait_until(lambda: app.extents(graph(app))[2] >= least - 12 - 10, 5,
                   f"the graph at least {least} px wide at {width} px")
        keys = key_extents(app)
        gx, _, gw, _ = app.extents(graph(app))
        right = max(x + w for x, _, w, _ in keys.values())
        assert right <= gx, f"keys under the graph at {width} px: {right} > {gx}"
        assert right - min(x for x, _, _, _ in keys.values()) >= 300, f"keys squeezed at {width} px"
        app.screenshot(out / f"graph-{width}x{height}.png")


def narrow(app, out):
    close_graph(app)
    app.resize(*NARROW)
    open_graph(app)
    gx, gy, w, h = app.extents(graph(app))
    assert w > 100 and h > 100 and gx + w <= NARROW[0] and gy + h <= NARROW[1], (gx, gy, w, h)
    assert app.window_geometry()[2] == NARROW[0], "the window grew"
    app.focus()
    app.press("Escape", "alt+x", "alt+q")
    wait_description(app, lambda d: d.startswith("Graph of x² and sin(x)"), "typed keys to draw x²")
    leave(app)
    app.screenshot(out / "graph-narrow-typed.png")
    close_graph(app)
    assert app.buttons(), "the keypad did not come back"
    open_graph(app)


def dark_style(results, out):
    config = harness.temp_dir("cerebrum-config-")
    os.makedirs(f"{config}/gtk-4.0")
    Path(f"{config}/gtk-4.0/settings.ini").write_text("[Settings]\ngtk-application-prefer-dark-theme=1\n")
    with harness.App(env={"XDG_CONFIG_HOME": config}) as app:
        def case():
            app.resize(*NARROW)
            app.press("ctrl+d", "alt+x", "alt+s", "ctrl+g")
            wait_description(app, lambda d: d.startswith("Graph of sin(x)"), "the graph of sin(x)")
            gx, gy, w, h = graph_box(app)
            shot = app.screenshot(out / "graph-dark.png")
            _, _, pixel = pixels(shot)
            background = pixel(gx + 3, gy + h - 3)
            assert sum(background) < 3 * 80, f"background {background} is not dark"
            curve = {pixel(gx + c, gy + r) for c in range(0, w, 3) for r in range(0, h, 3)}
            assert any(near(p, (86, 180, 233)) for p in curve), "no curve in the dark palette"
        results.run("dark style: a dark background, the curve in the lighter palette", case)


def typed(formula):
    """Types `formula` and Return, as a person does (docs/behaviour.md §13)."""
    def type_it(app):
        xdotool("type", "--window", app.wid, "--delay", "40", formula)
        app.press("Return")
    return type_it


def trace_at(app, x, y):
    """Points at (x, y) of the plane; returns the description once it says the trace."""
    x0, x1, y0, y1 = ranges(app)
    _, _, w, h = app.extents(graph(app))
    point_to(app, round((x - x0) / (x1 - x0) * w), round((y1 - y) / (y1 - y0) * h))
    return wait_description(app, lambda d: "trace at x = " in d, "the trace at the pointer")


def readme_shots(results, out):
    """The README's graph.png and graph-narrow.png, each from a fresh window: x = 1.5,
    sin(x) pinned and x² ÷ 10 traced near x = 1.5, beside the keys of a 900 × 650 window;
    then x² ÷ 10 pinned and sin(x) × 3 traced near x = 2.5 in a 360 × 520 one."""
    def curves(app, first, second, legend):
        app.press("ctrl+d", "1", "period", "5", "Return", "alt+shift+x", "Escape")   # radians, x = 1.5
        wait_until(lambda: app.find("x = 1.5"), 5, "x = 1.5 in the display")
        first(app)
        app.press("ctrl+shift+p")                                             # pins, and opens
        wait_until(lambda: graph(app), 5, "the pin to open the graph")
        app.press("Escape")
        second(app)
        wait_description(app, lambda d: d.startswith(f"Graph of {legend}"), legend)

    def parabola(app):
        # x² by its key, then `/10`, which continues from it.
        app.press("alt+x", "alt+q")
        typed("/10")(app)

    def wide():
        with harness.App() as app:
            app.resize(*WIDE)
            curves(app, typed("sin(x)"), parabola, "x² ÷ 10 and sin(x)")
            laid_out_beside(app, WIDE[0])
            found = trace_at(app, 1.5, 0.225)
            assert re.search(r"trace at x = 1\.\d+  y = 0\.2", found), found
            app.screenshot(out / "graph.png")
    results.run("README: graph.png, x² ÷ 10 traced beside the pinned sin(x), beside the keys", wide)

    def narrow_shot():
        with harness.App() as app:
            app.resize(*NARROW)
            curves(app, parabola, typed("sin(x)*3"), "sin(x) × 3 and x² ÷ 10")
            gx, gy, w, h = app.extents(graph(app))
            assert gx + w <= NARROW[0] and gy + h <= NARROW[1], (gx, gy, w, h)
            found = trace_at(app, 2.5, 3 * math.sin(2.5))
            assert re.search(r"trace at x = 2\.\d+  y = 1\.", found), found
            app.screenshot(out / "graph-narrow.png")
    results.run("README: graph-narrow.png, sin(x) × 3 traced beside the pinned x² ÷ 10, at 360 × 520",
                narrow_shot)


def main():
    out = harness.out_dir()
    harness.start_xvfb()
    results = harness.Results("graph")
    app = harness.App()
    home = app.home
    print(f"# {app.binary}, window {app.wid}, pid {app.pid}", flush=True)
    try:
        results.run("Ctrl+G and the toggle open and close the graph; closed, none is built",
                    lambda: opens_and_closes(app))
        results.run("beside the keys from 800 px: the window grows, the keys do not move",
                    lambda: keys_stay_beside(app))
        results.run("x sin draws sin: the curve's pixels along y = sin(x)", lambda: draws_sin(app, out))
        results.run("a drag, the wheel, ↑, + and Home move the view (the description's ranges)",
                    lambda: view_moves(app))
        results.run("trace: the brain's value at the pointer; Tab steps through the key points",
                    lambda: trace_and_key_points(app))
        results.run("after a click, a drag and a scroll, x^2-2 Return goes to the calculator",
                    lambda: pointer_keeps_the_keyboard(app))
        results.run("with the graph focused by F6, + zooms; a digit goes to the calculator",
                    lambda: calculator_keys_go_to_the_graph(app))
        results.run("a pinned curve stays beside the next one", lambda: pin_second_curve(app, out))
        folder = results.run("Save Graph As… writes a valid SVG", lambda: save_svg(app))
        results.run("Save Graph As… again: in the same folder, `again` is again.png, 1600 × 1200",
                    lambda: save_png_in_last_folder(app, folder))
        results.run("Ctrl+Shift+C copies the graph as an image", lambda: copy_image(app))
        saved = results.run("the view before the restart, moved away from the default one",
                            lambda: pan_before_restart(app))
        closed_keys = key_extents(app)
        closed_width = app.window_geometry()[2]
    finally:
        app.close()
    env = {"HOME": home, "XDG_STATE_HOME": f"{home}/state", "XDG_CONFIG_HOME": f"{home}/config",
           "XDG_CACHE_HOME": f"{home}/cache", "XDG_DATA_HOME": f"{home}/data"}
    app = harness.App(env=env)
    try:
        def restored():
            open_now = wait_until(lambda: graph(app), 5, "the graph open at start")
            assert open_now
            wait_description(app, lambda d: d.startswith("Graph of cos(x) and sin(x)"), "the pin restored")
            now = ranges(app)
            assert saved and all(abs(a - b) <= 1e-6 * (abs(a) + 1) for a, b in zip(now, saved)), (now, saved)

        def restored_beside():
            # The window reopens at the width it closed at (not grown again), the graph
            # beside the keys, which are where they were.
            keys = laid_out_beside(app, closed_width - 1)
            assert app.window_geometry()[2] == closed_width, (app.window_geometry(), closed_width)
            moved = [n for n in closed_keys if closed_keys[n] != keys.get(n)]
            assert not moved, f"keys moved: {[(n, closed_keys[n], keys.get(n)) for n in moved[:3]]}"
            gx, _, _, _ = app.extents(graph(app))
            assert gx >= max(x + w for x, _, w, _ in keys.values()), "the graph is not beside the keys"
        results.run("a restart restores the graph open, its view and its pin", restored)
        results.run("the restored graph is beside the keys, as it closed; the window does not grow",
                    restored_beside)
        results.run("at 820x800 the keys keep their place and size as the graph opens beside them",
                    lambda: keys_stay_when_opened(app, (820, 800)))
        results.run("resized beside the keys, the graph gets half the width from 1200 px",
                    lambda: shares_the_width(app, out))
        results.run("at 360x520 the graph takes the keypad's place; the keyboard draws",
                    lambda: narrow(app, out))
        warnings = [line for line in app.stderr().splitlines() if "-WARNING" in line or "-CRITICAL" in line]
        results.check("stderr: no GTK warnings or criticals", not warnings, "; ".join(warnings[:5]))
    finally:
        app.close()
    dark_style(results, out)
    readme_shots(results, out)
    results.finish()


if __name__ == "__main__":
    main()
