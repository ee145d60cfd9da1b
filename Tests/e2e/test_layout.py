#!/usr/bin/python3
"""End-to-end test of a steady window (docs/behaviour.md §8, issue 9 items 7–13) under Xvfb.

- one line: `7 ^ 300 = 1/x ±` and thirty typed digits stay on one line at the smallest
  width, and a long error message wraps within the display's height at a readable size;
  the window does not grow and the keys do not move;
- steady keys: the keys' AT-SPI extents are the same before and after an error, a
  message, the variables line, a long description and a long number;
- popovers: the variables and history popovers and the main menu do not cover the
  display card;
- Ctrl+H opens and closes the history, and keys typed while it is open reach the
  calculator; it opens with the newest entry focused, so Down and Return pick an entry;
- a refused variable value is said inside the open panel, whose popover hides the
  window's message line;
- Ctrl+E opens and closes the variables panel;
- focus: after the variables popover or the main menu closes Space does not reopen it,
  and after the formula line closes it presses no key; F6 reaches the header bar; Ctrl+R and Ctrl+D switch mode and angle; Ctrl+= is M+;
- messages: Ctrl+C on an error says so in the window; a damaged state file, and a state
  that cannot be saved, are said in the window;
- sizes: the minimum size is at most 360 × 520 and nothing is clipped at 360 × 520 (RPN
  with a full stack too); at 1600 × 1200 the display and the key labels are larger.
  Screenshots: smallest.png and largest.png in $E2E_OUT (the README's, copied to
  data/screenshots/).

Prints one line per case and ends with `layout: N passed, M failed`.
Run: Tests/e2e/run.sh, or as the brief says for a single file.
"""

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

harness.private_session()

import test_window as tw  # noqa: E402  (its helpers: keysyms, switch_mode, no_clipping)

SMALLEST = (360, 520)
LARGEST = (1600, 1200)


def pyatspi():
    return harness._pyatspi()


def key_boxes(app):
    """Every shown key's extents, by accessible name."""
    return {name: app.extents(b) for name, b in app.buttons().items()}


def display_label(app):
    return next(c for c in app._card_labels(app._display_area()) if c.description == "Display")


def moved(before, after):
    return [f"{n}: {before[n]} → {after.get(n)}" for n in before if after.get(n) != before[n]]


def focused(obj):
    obj.clear_cache()
    return obj.getState().contains(pyatspi().STATE_FOCUSED)


def popover_box(app, inner_name, role):
    """The popover holding `inner_name` as (x, y, w, h) in the window's coordinates: its
    X window's place (a popover is its own surface) plus the content's extents in it."""
    inner = harness.wait_until(lambda: app.find_all(inner_name, role), 5, inner_name)[0]
    panel = inner
    while panel.parent is not None and panel.parent.getRoleName() not in ("frame", "push button",
                                                                          "toggle button"):
        panel = panel.parent
    px, py, pw, ph = app.extents(panel)
    wx, wy, _, _ = app.window_geometry()
    # The popover's X window: besides the main one, the visible window whose size is
    # nearest the popover's (its surface adds a shadow margin around it).
    best = None
    for wid in harness.xdotool("search", "--onlyvisible", "--pid", app.pid, "").split():
        if wid == app.wid:
            continue
        out = harness.xdotool("getwindowgeometry", "--shell", wid)
        v = {k: int(n) for k, n in (line.split("=", 1) for line in out.split()) if k != "SCREEN"}
        slack = abs(v["WIDTH"] - pw) + abs(v["HEIGHT"] - ph)
        if v["WIDTH"] >= pw and v["HEIGHT"] >= ph and (best is None or slack < best[0]):
            best = (slack, v["X"], v["Y"])
    assert best is not None, "no X window holds the popover"
    return (best[1] - wx + px, best[2] - wy + py, pw, ph)


def overlap(a, b):
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


# ---------------------------------------------------------------- cases

def smallest_size(app, out):
    size = app.min_size()
    assert size and size[0] <= SMALLEST[0] and size[1] <= SMALLEST[1], \
        f"the window cannot be made {SMALLEST[0]}x{SMALLEST[1]}: minimum {size}"
    app.resize(*SMALLEST)
    tw.no_clipping(app, f"at {SMALLEST[0]}x{SMALLEST[1]}")
    print(f"# minimum size {size[0]}x{size[1]}", flush=True)


def smallest_rpn(app, out):
    tw.switch_mode(app, True)
    tw.reset(app, "keys")
    app.press(*tw.keysyms("1 ↵ 2 ↵ 3 ↵ 4 ↵ 5 ↵ 6 x ×"))
    ok, state = app.expect(display="x is not set")
    assert ok, tw.show(state)
    size = app.min_size()
    assert size[1] <= SMALLEST[1], f"RPN with a full stack needs {size}"
    tw.no_clipping(app, f"RPN with a full stack at {SMALLEST[0]}x{SMALLEST[1]}")
    app.screenshot(out / "smallest-rpn.png")
    tw.switch_mode(app, False)


def one_line(app, out):
    tw.reset(app, "keys")
    geometry = app.window_geometry()
    line = app.extents(display_label(app))[3]
    keys = key_boxes(app)
    app.press("7", "asciicircum", "3", "0", "0", "Return", "alt+i", "alt+n")
    ok, state = app.expect(description="−(1 ÷ 7 ^ 300) =")
    assert ok, tw.show(state)
    shown = state["display"]
    # The full 15 digits, or fewer when the window is too narrow: always one number.
    assert shown.startswith("−2.955") and shown.endswith("e−254") and "\n" not in shown, \
        f"display {shown!r}"
    x, y, w, h = app.extents(display_label(app))
    assert h <= line, f"the display is {h} px high, one line is {line}"
    assert x >= 0 and x + w <= geometry[2], f"the display at {(x, y, w, h)} leaves the window"
    assert app.window_geometry() == geometry, f"the window grew: {app.window_geometry()}"
    assert not moved(keys, key_boxes(app)), "keys moved: " + "; ".join(moved(keys, key_boxes(app))[:3])
    app.screenshot(out / "smallest.png")
    print(f"# {SMALLEST[0]}x{SMALLEST[1]}: display shows {shown!r} on one line", flush=True)

    tw.reset(app, "keys")
    digits = "123456789012345678901234567890"
    app.click(*tw.names(" ".join(digits)))     # clicked: typed digits open the formula line
    ok, state = app.expect(display=digits)
    assert ok, tw.show(state)
    x, y, w, h = app.extents(display_label(app))
    assert h <= line and x >= 0 and x + w <= geometry[2], f"30 digits at {(x, y, w, h)}"
    assert app.window_geometry() == geometry, f"the window grew: {app.window_geometry()}"
    assert not moved(keys, key_boxes(app)), "keys moved after 30 digits"

    # A long error message wraps within the display's height rather than shrink to one
    # line: at this width that line was 9 px of ink, too small to read.
    tw.reset(app, "keys")
    app.press("9", "0", "Return", "alt+t")    # a new window is in degrees
    message = "Tangent of 90° (plus any multiple of 180°) is undefined"
    ok, state = app.expect(display=message)
    try:
        assert ok, tw.show(state)
        x, y, w, h = app.extents(display_label(app))
        assert h <= line and x >= 0 and x + w <= geometry[2], f"the message at {(x, y, w, h)}"
        assert app.window_geometry() == geometry, f"the window grew: {app.window_geometry()}"
        assert not moved(keys, key_boxes(app)), "keys moved for the message"
        shot = app.screenshot(out / "smallest-error.png")
        ink = red_ink_height(shot, (x, y, w, h))
        assert ink >= 16, f"the message is {ink} px high in all: too small to read"
        print(f"# {SMALLEST[0]}x{SMALLEST[1]}: the tan(90°) message is {ink} px of ink high",
              flush=True)
    finally:
        app.press("Escape")


def red_ink_height(png, box):
    """The height in pixels of the error-coloured text inside `box` of a screenshot
    (ImageMagick: the red pixels' bounding box)."""
    x, y, w, h = box
    out = subprocess.run(["convert", str(png), "-crop", f"{w}x{h}+{x}+{y}", "+repage",
                          "-fx", "r-max(g,b)>0.2 ? 1 : 0", "-trim", "-format", "%h", "info:"],
                         check=True, capture_output=True, text=True, timeout=30).stdout
    return int(out.strip() or 0)


def steady_keys(app):
    app.resize(480, 700)
    tw.reset(app, "keys")
    keys = key_boxes(app)
    steps = [
        ("an error (1 ÷ 0 =)", ("1", "slash", "0", "Return"), {"display": "Division by zero"}),
        ("a message (Ctrl+C on the error)", ("ctrl+c",), None),
        ("the variables line (x)", ("Escape", "alt+x"), {"variables": "x unset"}),
        ("a long description", ("Escape",) + ("1", "plus") * 30 + ("1", "Return"),
         {"display": "31"}),
        ("a long number", ("Escape", "7", "asciicircum", "3", "0", "0", "Return", "alt+i", "alt+n"),
         None),
    ]
    for what, presses, wanted in steps:
        app.press(*presses)
        if wanted:
            harness.wait_until(lambda: all(app.state()[k] == v for k, v in wanted.items()),
                               5, what)
        if what.startswith("a message"):
            harness.wait_until(lambda: app.state()["message"], 5, "the message")
        if what == "a long number":
            harness.wait_until(lambda: app.state()["display"].endswith("e−254"), 5, what)
        now = key_boxes(app)
        assert not moved(keys, now), f"after {what} keys moved: " + "; ".join(moved(keys, now)[:3])


def formula_line_steady(app):
    """At the smallest size too, the formula line opening, showing an error and closing
    moves no key (the line was taller than the display there and grew the card)."""
    app.resize(*SMALLEST)
    tw.reset(app, "keys")
    before = key_boxes(app)
    app.press("parenleft")
    harness.wait_until(lambda: app.find_all("Formula", "text"), 5, "the formula line")
    app.press("1", "slash", "0")
    harness.wait_until(lambda: any(label.description == "Formula value" and label.name
                                   for label in app.find_all(role="label")), 5, "the error")
    opened = moved(before, key_boxes(app))
    app.press("Escape")
    harness.wait_until(lambda: not app.find_all("Formula", "text"), 5, "the line to close")
    closed = moved(before, key_boxes(app))
    app.resize(480, 700)
    assert not opened and not closed, f"keys moved: {(opened or closed)[:3]}"


def copy_error_message(app):
    tw.reset(app, "keys")
    app.press("1", "slash", "0", "Return", "ctrl+c")
    text = harness.wait_until(lambda: app.state()["message"], 5, "a message")
    assert "Nothing to copy" in text, f"message {text!r}"
    app.press("Escape")
    harness.wait_until(lambda: not app.state()["message"], 5, "the message to go")


def popovers_below_display(app):
    app.resize(480, 700)
    card = app.extents(app._display_area())
    for button, inner, role in (("Edit variables", "Value of x", "text"),
                                ("History", "Calculations", "panel"),
                                ("Main menu", "Copy", "menu item")):
        app.click(button)
        app.settle()
        try:
            box = popover_box(app, inner, role)
            assert not overlap(box, card), f"the {button} popover {box} covers the display card {card}"
        finally:
            app.press("Escape")
            harness.wait_until(lambda: not app.find_all(inner, role), 5, f"{button} to close")


def history_toggle(app):
    tw.reset(app, "keys")
    app.press("ctrl+h")
    harness.wait_until(lambda: app.find_all("Calculations", "panel"), 5, "the history to open")
    app.press("4", "2")              # typed while the history is open: the formula line
    line = harness.wait_until(lambda: app.find_all("Formula", "text"), 5, "the formula line")[0]
    harness.wait_until(lambda: app.text(line) == "42", 5, "42 typed into the line")
    app.press("Return")
    ok, state = app.expect(display="42")
    assert ok, f"keys typed with the history open: {tw.show(state)}"
    if app.find_all("Calculations", "panel"):
        app.press("ctrl+h")
    harness.wait_until(lambda: not app.find_all("Calculations", "panel"), 5,
                       "the history to close")
    app.press("plus", "1", "Return")
    ok, state = app.expect(display="43", description="42 + 1 =")
    assert ok, tw.show(state)


def history_keys(app):
    """The list opens with its newest entry focused: Down moves to the next entry and
    Return enters it. (With nothing focused, the first Down went to Clear History, and
    Return then emptied the history.)"""
    def entries():
        return app.find_all(role="push button", root=app.find("Calculations", "panel"))

    tw.reset(app, "keys")
    app.press(*tw.keysyms("1 + 1 = 2 + 2 = 3 + 3 ="))
    ok, state = app.expect(display="6", description="3 + 3 =")
    assert ok, tw.show(state)
    app.press("ctrl+h")
    harness.wait_until(lambda: app.find_all("Calculations", "panel"), 5, "the history to open")
    before = len(entries())
    newest = entries()[0]
    try:
        harness.wait_until(lambda: focused(newest), 5, "the newest entry to have the focus")
        app.press("Down", "Return")
        ok, state = app.expect(display="4")
        assert ok, f"Down, Return in the history: {tw.show(state)}"
    finally:
        if app.find_all("Calculations", "panel"):
            app.press("Escape")
            harness.wait_until(lambda: not app.find_all("Calculations", "panel"), 5,
                               "the history to close")
    app.press("Escape")
    app.press("ctrl+h")
    harness.wait_until(lambda: app.find_all("Calculations", "panel"), 5, "the history to open")
    try:
        assert len(entries()) == before, f"{len(entries())} entries, {before} before"
    finally:
        app.press("Escape")
        harness.wait_until(lambda: not app.find_all("Calculations", "panel"), 5,
                           "the history to close")


def variables_panel_message(app):
    """A refused value is said inside the open panel too: the window's message line is
    under it. The panel's copy goes when it closes."""
    tw.reset(app, "keys")
    app.click("Edit variables")
    app.settle()
    entry = harness.wait_until(lambda: app.find_all("Value of x", "text"), 5, "the panel")[0]
    harness.wait_until(lambda: focused(entry), 5, "the x entry to have focus")
    said = "x is unchanged: unknown name `abc`"
    try:
        app.press("ctrl+a", "a", "b", "c", "Return")
        harness.wait_until(lambda: len(app.find_all(said, "label")) == 2, 5,
                           lambda: f"the message twice (now {len(app.find_all(said, 'label'))})")
    finally:
        app.press("Escape")
        harness.wait_until(lambda: not app.find_all("Value of x", "text"), 5, "the panel to close")
    assert len(app.find_all(said, "label")) == 1, "the panel's copy stayed"


def history_note(app):
    """Past the 100 calculations the list shows, a line under it says how many of how
    many (its text comes from Swift, WindowTexts.historyNote), and the list holds 100."""
    def notes():
        return [label.name for label in app.find_all(role="label")
                if re.fullmatch(r"The latest \d+ of \d+ calculations", label.name or "")]

    def entries():
        return app.find_all(role="push button", root=app.find("Calculations", "panel"))

    tw.reset(app, "keys")
    app.press("ctrl+h")
    harness.wait_until(lambda: app.find_all("Calculations", "panel"), 5, "the history to open")
    shown = len(entries())
    assert shown < 100 and not notes(), f"{shown} entries and {notes()} before"
    app.press("ctrl+h")
    harness.wait_until(lambda: not app.find_all("Calculations", "panel"), 5, "the history to close")
    app.press(*(["1", "plus", "1", "Return"] * (101 - shown)), delay_ms=1)
    ok, state = app.expect(display="2", description="1 + 1 =")
    assert ok, tw.show(state)
    app.press("ctrl+h")
    try:
        said = harness.wait_until(notes, 10, "the note under the history")
        total = int(re.fullmatch(r"The latest 100 of (\d+) calculations", said[0]).group(1))
        assert total > 100, f"the note says {said[0]!r}"
        assert len(entries()) == 100, f"{len(entries())} entries listed"
    finally:
        app.press("ctrl+h")
        harness.wait_until(lambda: not app.find_all("Calculations", "panel"), 5,
                           "the history to close")


def space_after_popover(app):
    tw.reset(app, "keys")
    app.click("Edit variables")
    app.settle()
    entry = harness.wait_until(lambda: app.find_all("Value of x", "text"), 5, "the panel")[0]
    harness.wait_until(lambda: focused(entry), 5, "the x entry to have focus")
    app.press("Escape")
    harness.wait_until(lambda: not app.find_all("Value of x", "text"), 5, "the panel to close")
    # Had the button kept the focus, Space would reopen the panel and 7 would go there.
    app.press("space", "7", "Return")
    ok, state = app.expect(display="7", description="7 =")
    assert ok, f"Space then 7 after closing the panel: {tw.show(state)}"
    assert not app.find_all("Value of x", "text"), "Space reopened the variables panel"


def ctrl_e_toggles_variables(app):
    """Ctrl+E opens the variables panel with x's entry focused, and closes it from there
    (its button's tooltip names the shortcut, as every button's does)."""
    tw.reset(app, "keys")
    app.press("ctrl+e")
    entry = harness.wait_until(lambda: app.find_all("Value of x", "text"), 5, "Ctrl+E to open the panel")[0]
    harness.wait_until(lambda: focused(entry), 5, "the x entry to have focus")
    app.press("ctrl+e")
    harness.wait_until(lambda: not app.find_all("Value of x", "text"), 5, "Ctrl+E to close the panel")
    app.press("7", "Return")
    ok, state = app.expect(display="7", description="7 =")
    assert ok, f"7 after Ctrl+E closed the panel: {tw.show(state)}"


def space_after_menu_and_formula(app):
    """Neither the main menu's button nor the first key keeps the focus when the menu or
    the formula line closes: Space presses nothing (a new user's 2 + 3 = became 2² + 3²
    after the formula line, and `2` went into the reopened menu after F10, Escape)."""
    for opener, name, role, what in (("F10", "Copy", "menu item", "the main menu"),
                                     ("parenleft", "Formula", "text", "the formula line")):
        tw.reset(app, "keys")
        app.press(opener)
        harness.wait_until(lambda: app.find_all(name, role), 5, what)
        app.press("Escape")
        harness.wait_until(lambda: not app.find_all(name, role), 5, f"{what} to close")
        app.press("2", "space", "plus", "3", "space", "Return")
        ok, state = app.expect(display="5", description="2 + 3 =")
        assert ok, f"2 Space + 3 Space Return after {what} closed: {tw.show(state)}"
        assert not app.find_all(name, role), f"Space reopened {what}"


def f6_reaches_header(app):
    app.press("Escape", "F6")
    toggle = app.button("Reverse Polish mode")
    harness.wait_until(lambda: focused(toggle), 5, "F6 to focus the header bar's first control")
    app.press("F6")
    harness.wait_until(lambda: any(focused(b) for b in app.buttons().values()), 5,
                       "F6 again to focus a key")
    harness.wait_until(lambda: not focused(toggle), 5, "the toggle to lose focus")


def mode_and_angle_shortcuts(app):
    tw.reset(app, "keys")
    app.press("ctrl+r")
    harness.wait_until(lambda: app.has("enter", "push button"), 5, "Ctrl+R to switch to RPN")
    assert tw.pressed(app.button("Reverse Polish mode")), "the RPN toggle does not follow"
    app.press("ctrl+r", "ctrl+r")      # RPN → programmer → algebraic (docs/behaviour.md §18)
    harness.wait_until(lambda: app.has("equals", "push button"), 5, "Ctrl+R to switch back")
    app.press("3", "0", "Return", "alt+s")     # a new window is in degrees
    ok, state = app.expect(display="0.5", description="sin(30) =")
    assert ok, f"30 sin in degrees: {tw.show(state)}"
    app.press("ctrl+d")
    ok, state = app.expect(display="−0.988031624092862")
    assert ok, f"Ctrl+D to radians: {tw.show(state)}"
    assert not tw.pressed(app.button("Angles in degrees")), "the angle button does not follow"
    app.press("ctrl+d")
    ok, state = app.expect(display="0.5")
    assert ok, f"Ctrl+D back to degrees: {tw.show(state)}"


def ctrl_equal_is_memory_add(app):
    tw.reset(app, "keys")
    # Typed digits are a formula (docs/behaviour.md §13): Return puts 5 on the display.
    app.press("5", "Return", "ctrl+equal")
    harness.wait_until(lambda: "M = 5" in app.state()["variables"], 5, "Ctrl+= to add 5 to M")
    app.press("2", "Return", "ctrl+equal")
    harness.wait_until(lambda: "M = 7" in app.state()["variables"], 5, "Ctrl+= again: M = 7")
    app.press("ctrl+Delete")


def largest(app, out):
    app.resize(480, 700)
    tw.reset(app, "keys")
    app.press("7", "asciicircum", "3", "0", "0", "Return", "alt+i", "alt+n")
    harness.wait_until(lambda: app.state()["display"].endswith("e−254"), 5, "the number")
    seven = app.find("7", "label", app.buttons()["seven"])
    small_display, small_key = app.extents(display_label(app))[3], app.extents(seven)[3]
    app.resize(*LARGEST)
    harness.wait_until(lambda: app.extents(display_label(app))[3] >= 1.5 * small_display, 5,
                       lambda: f"the display to grow from {small_display} px high "
                               f"(is {app.extents(display_label(app))[3]})")
    big_key = app.extents(seven)[3]
    assert big_key >= 1.4 * small_key, f"key label 7: {small_key} px high, then {big_key}"
    tw.no_clipping(app, f"at {LARGEST[0]}x{LARGEST[1]}")
    app.screenshot(out / "largest.png")
    print(f"# display line {small_display} → {app.extents(display_label(app))[3]} px, "
          f"key label {small_key} → {big_key} px", flush=True)
    app.resize(480, 700)


def damaged_state(results):
    state_home = tempfile.mkdtemp(prefix="cerebrum-damaged-")
    path = Path(state_home) / "cerebrum" / "state.plist"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00\x01not a property list\xff")
    try:
        with harness.App(env={"XDG_STATE_HOME": state_home}) as app:
            def said():
                text = harness.wait_until(lambda: app.state()["message"], 5, "a message")
                assert "damaged" in text, f"message {text!r}"
                app.press("5")
                harness.wait_until(lambda: not app.state()["message"], 5, "the message to go")
            results.run("messages: a damaged state file is said in the window", said)
    finally:
        import shutil
        shutil.rmtree(state_home, ignore_errors=True)


def unsaved_work(results):
    """A state that cannot be written (its folder is a file) is said in the window at
    the next key, not only on standard error."""
    state_home = tempfile.mkdtemp(prefix="cerebrum-unsaved-")
    (Path(state_home) / "cerebrum").write_text("a file where the state's folder should be")
    try:
        with harness.App(env={"XDG_STATE_HOME": state_home}) as app:
            def said():
                # Typed, 1+2 is a formula in the line (docs/behaviour.md §13): Return
                # puts it in, the first change to save; the failed write is said at the
                # next key (±).
                app.press("1", "plus", "2", "Return", "alt+n")
                text = harness.wait_until(lambda: app.state()["message"], 5, "a message")
                assert "not being saved" in text and "Not a directory" in text, f"message {text!r}"
                app.press("alt+n")
                ok, state = app.expect(display="3")
                assert ok and "not being saved" in state["message"], \
                    f"the message went while nothing is saved: {state}"
            results.run("messages: a state that cannot be saved is said in the window", said)
    finally:
        import shutil
        shutil.rmtree(state_home, ignore_errors=True)


def main():
    out = harness.out_dir()
    harness.start_xvfb()
    results = harness.Results("layout")
    app = harness.App()
    print(f"# {app.binary}, window {app.wid}, pid {app.pid}", flush=True)
    try:
        results.run("sizes: minimum at most 360x520; nothing clipped at 360x520",
                    lambda: smallest_size(app, out))
        results.run("one line: 7 ^ 300 = 1/x ± and 30 typed digits at 360x520 — one line, "
                    "window and keys unmoved", lambda: one_line(app, out))
        results.run("sizes: RPN with a full stack fits 360x520, nothing clipped",
                    lambda: smallest_rpn(app, out))
        results.run("steady: keys stay put through an error, a message, the variables line, "
                    "a long description and a long number", lambda: steady_keys(app))
        results.run("steady: at 360x520 the formula line opens, shows an error and closes "
                    "without moving a key", lambda: formula_line_steady(app))
        results.run("messages: Ctrl+C on an error says so in the window",
                    lambda: copy_error_message(app))
        # Before anything else opens the history: its first opening builds the panel.
        results.run("history: opens with the newest entry focused; Down, Return enters the "
                    "next one and clears nothing", lambda: history_keys(app))
        results.run("popovers: variables, history and the main menu open below the display card",
                    lambda: popovers_below_display(app))
        results.run("history: Ctrl+H opens and closes it; keys typed meanwhile count",
                    lambda: history_toggle(app))
        results.run("variables: a refused value is said inside the open panel too",
                    lambda: variables_panel_message(app))
        results.run("focus: Space after closing the variables panel does not reopen it",
                    lambda: space_after_popover(app))
        results.run("shortcuts: Ctrl+E opens the variables panel and closes it",
                    lambda: ctrl_e_toggles_variables(app))
        results.run("focus: Space after closing the main menu or the formula line presses "
                    "nothing", lambda: space_after_menu_and_formula(app))
        results.run("focus: F6 moves to the header bar and back to the keys",
                    lambda: f6_reaches_header(app))
        results.run("shortcuts: Ctrl+R switches mode, Ctrl+D the angle unit",
                    lambda: mode_and_angle_shortcuts(app))
        results.run("shortcuts: Ctrl+= is M+", lambda: ctrl_equal_is_memory_add(app))
        results.run("sizes: at 1600x1200 the display and key labels grow",
                    lambda: largest(app, out))
        # Last with this window: it leaves a hundred calculations in the history.
        results.run("history: past 100 calculations a line says it shows the latest 100",
                    lambda: history_note(app))
        warnings = tw.warnings_of(app)
        results.check("stderr: no GTK warnings or criticals", not warnings,
                      "; ".join(warnings[:5]))
    finally:
        app.close()
    damaged_state(results)
    unsaved_work(results)
    results.finish()


if __name__ == "__main__":
    main()
