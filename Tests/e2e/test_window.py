#!/usr/bin/python3
"""End-to-end test of the GTK window (docs/behaviour.md §3, §4, §8) under Xvfb.

Every row of docs/behaviour.md §3's and §4's tables runs twice: once by AT-SPI clicks on buttons found
by accessible name, once by xdotool key presses through the keyboard shortcuts. Then:
mode and angle switching, the variables panel, every button's accessible name and
tooltip, the smallest and a wide window (nothing clipped; the scientific keys beside the
keypad), the key colours in the light and dark themes. Screenshots go to $E2E_OUT:
algebraic.png, rpn.png, wide.png, dark.png (the README's: copy them to
data/screenshots/), smallest.png, smallest-rpn.png (test_layout.py makes the README's
smallest.png and largest.png).

Prints one line per case and ends with `window: N passed, M failed`. E2E_ONLY=names,spec,
mode,angle,variables,forms,look,layout (any of them, comma-separated) runs only those groups.
Run: Tests/e2e/run.sh, or /usr/bin/python3 Tests/e2e/test_window.py (CEREBRUM_BIN
picks the binary; default .build/debug/cerebrum).
"""

import contextlib
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

harness.private_session()


def key_table():
    """Each key token of `cerebrum --keys` that has a button and a shortcut → (the
    button's accessible name, the xdotool key of its shortcut), from the Swift tables
    through `cerebrum --list-keys --json`, so a new key needs no edit here. A token that
    is the button's RPN label (`↵`) names it as RPN mode does (`enter`). The shortcut is
    the one a person reads as the token (`=` is typed as `equal`), else the key's first
    (`↵` as Return), so both shortcuts of equals are used."""
    catalog = harness.catalog()
    buttons = {b["key"]: b for b in catalog["buttons"]}
    shortcuts = {}
    for shortcut in catalog["shortcuts"]:
        if shortcut["command"] == "key":
            shortcuts.setdefault(shortcut["key"], []).append(shortcut)
    table = {}
    for token, key in catalog["tokens"].items():
        if key not in buttons or key not in shortcuts:
            continue
        button = buttons[key]
        name = button["rpnName"] if token == button.get("rpnLabel") else button["name"]
        chosen = next((s for s in shortcuts[key] if s["label"] == token), shortcuts[key][0])
        table[token] = (name, harness.xdotool_key(chosen))
    return table


KEYS = key_table()

# docs/behaviour.md §3: keys | description | display.
ALGEBRAIC = """
7 +                   | 7 + …               | 7
7 + 9                 | 7 + …               | 9
7 + 9 =               | 7 + 9 =             | 16
7 + 9 = √             | √(7 + 9) =          | 4
7 + 9 √               | 7 + √(9) …          | 3
7 + 9 √ =             | 7 + √(9) =          | 10
7 + 9 = + 6 + 3 =     | 7 + 9 + 6 + 3 =     | 25
7 + 9 = √ 6 + 3 =     | 6 + 3 =             | 9
5 + 6 = 73            | 5 + 6 =             | 73
7 + =                 | 7 + 7 =             | 14
4 × π =               | 4 × π =             | 12.5663706143592
4 + 5 × 3 =           | (4 + 5) × 3 =       | 27
3 + x =               | 3 + x =             | x is not set
"""

# docs/behaviour.md §4: keys | description | display | stack lines above the display. The spec gives
# the displays of the last rows and says the window shows the stack; the other displays
# are the mathematics, to 15 significant digits. The last three rows continue one another.
RPN = """
10 ↵ √ 3 +             | √(10) + 3 =              | 6.16227766016838    |
3 ↵ 5 + √              | √(3 + 5) =               | 2.82842712474619    |
3 ↵ 5 ↵ 4 + +          | 3 + 5 + 4 =              | 12                  |
3 ↵ 5 √ + √ 6 ÷        | √(3 + √(5)) ÷ 6 =        | 0.381374268545123   |
3 ↵ +                  | ? + 3 =                  | Not enough operands |
3 ↵ 5 + √ π cos        | √(3 + 5), cos(π) =       | −1                  | 2.82842712474619
3 ↵ 5 ↵ 4 + ×          | 3 × (5 + 4) =            | 27                  |
3 ↵ 5 ↵ 6 ↵ 7 + × −    | 3 − 5 × (6 + 7) =        | −62                 |
π x x × ×              | π × x × x =              | x is not set        |
3 ↵ 5 ↵                | 3, 5 =                   | 5                   | 3
7 M + √                | √(7 + M) =               | M is not set        |
7 M + √ 9 →M           | √(7 + M) =               | 4                   |
7 M + √ 9 →M 14 +      | √(7 + M) + 14 =          | 18                  |
"""


def table(text):
    rows = []
    for line in text.strip().splitlines():
        cells = [c.strip() for c in line.split("|")]
        rows.append(cells + [""] * (4 - len(cells)))
    return rows


def tokens(keys):
    """Spec tokens to presses: a run of digits and points is one press per character."""
    out = []
    for token in keys.split():
        if re.fullmatch(r"[0-9.]+", token):
            out.extend(token)
        else:
            out.append(token)
    return out


def names(keys):
    return [KEYS[t][0] for t in tokens(keys)]


def keysyms(keys):
    return [KEYS[t][1] for t in tokens(keys)]


def show(state):
    return (f"display {state['display']!r}, description {state['description']!r}, "
            f"stack {state['stack']!r}")


# ---------------------------------------------------------------- cases

def reset(app, by):
    """All clear, by a click or by Escape, then check the fresh state (docs/behaviour.md §2: C)."""
    if by == "click":
        app.click("all clear")
    else:
        app.press("shift+Escape")     # all clear; Escape alone keeps the memory (§2)
    ok, state = app.expect(display="0", description="", stack=[])
    assert ok, f"all clear left {show(state)}"


def run_row(app, by, keys, description, display, stack=None):
    reset(app, by)
    if by == "click":
        app.click(*names(keys))
    else:
        app.press(*keysyms(keys))
    ok, state = app.expect(display=display, description=description, stack=stack)
    assert ok, (f"expected display {display!r}, description {description!r}"
                + (f", stack {stack!r}" if stack is not None else "")
                + f"; got {show(state)}")


def spec_tables(app, results):
    # Algebraic: the keys of §3 are the buttons; what is typed on the keyboard is a
    # formula (docs/behaviour.md §13, test_typing.py), so only clicks follow this table.
    # The tables' trigonometry is in radians (`π cos` is −1); a new window is in degrees.
    app.click("Angles in degrees")
    app.settle()
    harness.wait_until(lambda: not pressed(app.button("Angles in degrees")), 5, "radians")
    for by in ("click",):
        for keys, description, display, _ in table(ALGEBRAIC):
            results.run(f"§3 by {by}: {keys} → {description} {display}",
                        lambda: run_row(app, by, keys, description, display))
    switch_mode(app, rpn=True)
    for by in ("click", "keys"):
        for keys, description, display, stack in table(RPN):
            lines = stack.split(", ") if stack else []
            results.run(f"§4 by {by}: {keys} → {description} {display}",
                        lambda: run_row(app, by, keys, description, display, lines))
    switch_mode(app, rpn=False)
    app.click("Angles in degrees")
    app.settle()
    harness.wait_until(lambda: pressed(app.button("Angles in degrees")), 5, "degrees")


def pressed(obj):
    pyatspi = harness._pyatspi()
    return obj.getState().contains(pyatspi.STATE_PRESSED)


def switch_mode(app, rpn):
    # One toggle: pressed is RPN, released algebraic.
    if pressed(app.button("Reverse Polish mode")) != rpn:
        app.click("Reverse Polish mode")
    app.settle()
    harness.wait_until(lambda: app.has("enter" if rpn else "equals", "push button"),
                       5, f"the {'RPN' if rpn else 'algebraic'} keys")


def equals_label(app):
    for name in ("equals", "enter"):
        found = app.find_all(name, "push button")
        if found:
            return name, [c.name for c in found[0]]
    return None, None


def mode_switching(app, results):
    def algebraic_keys():
        reset(app, "click")
        assert not pressed(app.button("Reverse Polish mode")), "RPN toggle is pressed"
        assert equals_label(app) == ("equals", ["="]), f"= key is {equals_label(app)}"
        assert not app.has("swap") and not app.has("drop"), "x⇄y/drop shown in algebraic"
    results.run("mode: algebraic at start: = key, no x⇄y or drop", algebraic_keys)

    def to_rpn():
        app.click(*names("7 + 9 ="))
        ok, state = app.expect(display="16")
        assert ok, show(state)
        app.click("Reverse Polish mode")
        app.settle()
        harness.wait_until(lambda: app.has("swap", "push button"), 5, "x⇄y to appear")
        assert equals_label(app) == ("enter", ["↵"]), f"= key is {equals_label(app)}"
        assert app.has("drop", "push button"), "drop is not shown"
        labels = {b.name: [c.name for c in b] for b in app.buttons().values()}
        assert labels["swap"] == ["x⇄y"], labels["swap"]
        assert pressed(app.button("Reverse Polish mode")), "RPN toggle is not pressed"
        # docs/behaviour.md §2: a new calculation starts from the displayed value.
        app.click(*names("3 +"))
        ok, state = app.expect(display="19", description="16 + 3 =")
        assert ok, f"16 then 3 + in RPN: {show(state)}"
    results.run("mode: Algebraic → RPN: = becomes ↵, x⇄y and drop appear, "
                "the displayed 16 carries over (3 + → 19)", to_rpn)

    def rpn_keys_work():
        reset(app, "keys")
        app.press(*keysyms("3 ↵ 5"), "alt+w")
        ok, state = app.expect(display="3", description="5, 3 =")
        assert ok, f"3 ↵ 5 x⇄y: {show(state)}"
        app.press("alt+d")
        ok, state = app.expect(display="5", description="5 =")
        assert ok, f"… drop: {show(state)}"
        app.click("swap")   # one entry: nothing happens (docs/behaviour.md §10)
        ok, state = app.expect(display="5", description="5 =")
        assert ok, f"… x⇄y with one entry: {show(state)}"
    results.run("mode: RPN x⇄y (Alt+W) and drop (Alt+D) by keys, x⇄y on one entry by click",
                rpn_keys_work)

    def back():
        app.click("Reverse Polish mode")       # released: algebraic
        app.settle()
        harness.wait_until(lambda: app.has("equals", "push button"), 5, "= to come back")
        assert equals_label(app) == ("equals", ["="]), f"= key is {equals_label(app)}"
        assert not app.has("swap") and not app.has("drop"), "x⇄y/drop still shown"
        ok, state = app.expect(display="5")
        assert ok, f"displayed value lost: {show(state)}"
        app.click(*names("+ 1 ="))
        ok, state = app.expect(display="6", description="5 + 1 =")
        assert ok, show(state)
    results.run("mode: RPN → Algebraic: = is back, x⇄y and drop hidden, 5 carries over",
                back)


def angle_switching(app, results):
    def unit_shown():
        """The button and the display card name the unit in use (issue 23)."""
        return (app.button("Angles in degrees").name,
                [c.name for c in app.button("Angles in degrees")],
                next((l.name for l in app.find_all(role="label") if l.description == "Angle unit"), None))

    def degrees():
        reset(app, "click")
        # A new user's window computes in degrees, and says so.
        assert pressed(app.button("Angles in degrees")), "Deg is not pressed at start"
        harness.wait_until(lambda: unit_shown()[2] == "DEG", 5,
                           lambda: f"DEG in the display card ({unit_shown()})")
        app.click(*names("30 sin"))
        ok, state = app.expect(display="0.5", description="sin(30) =")
        assert ok, show(state)
        reset(app, "keys")          # Escape keeps the angle unit (docs/behaviour.md §2)
        app.press("3", "0", "Return", "alt+s")
        ok, state = app.expect(display="0.5", description="sin(30) =")
        assert ok, f"after Escape, by keys: {show(state)}"
    results.run("angle: Deg at start, shown; 30 sin → 0.5 (clicks, and keys after Escape)", degrees)

    def radians():
        app.click("Angles in degrees")          # released: radians
        app.settle()
        harness.wait_until(lambda: not pressed(app.button("Angles in degrees")), 5, "Rad")
        harness.wait_until(lambda: unit_shown()[2] == "RAD", 5,
                           lambda: f"RAD in the display card ({unit_shown()})")
        # The program re-evaluates in the new unit, keeping its description.
        ok, state = app.expect(display="−0.988031624092862", description="sin(30) =")
        assert ok, show(state)
        app.click("Angles in degrees")          # back to degrees
        app.settle()
        harness.wait_until(lambda: pressed(app.button("Angles in degrees")), 5, "Deg")
    results.run("angle: Rad, shown; sin(30) re-evaluates to −0.988031624092862", radians)


def variables_panel(app, results):
    """The header bar's variables panel. Its entries take keys while it is open: the
    keys sent to the window go to the focused entry (GTK forwards them to the popover).
    AT-SPI's "activate" action on a GTK 4.8 entry does not emit GtkEntry::activate, so
    Enter is pressed with xdotool, as a user would."""
    def entry(name):
        return harness.wait_until(lambda: app.find_all(f"Value of {name}", "text"), 5,
                                  f"the entry for {name}")[0]

    def open_panel():
        app.click("Edit variables")
        app.settle()
        field = entry("x")
        harness.wait_until(lambda: field.getState().contains(
            harness._pyatspi().STATE_FOCUSED), 5, "the x entry to have focus")
        return field

    def close_panel():
        if app.find_all("Value of x", "text"):
            app.click("Edit variables")
            app.settle()
            harness.wait_until(lambda: not app.find_all("Value of x", "text"), 5,
                               "the panel to close")
            app.focus()

    @contextlib.contextmanager
    def panel():
        """The panel open, its x entry focused; closed again whatever happens."""
        field = open_panel()
        try:
            yield field
        finally:
            close_panel()

    def enter(field, text, display):
        """`text` into the entry through AT-SPI, Enter, and x × 2 = shows `display`."""
        app.set_text(field, text)
        app.press("Return")
        ok, state = app.expect(display=display, description="x × 2 =")
        assert ok, f"x = {text}: {show(state)}"

    def set_x():
        reset(app, "click")
        with panel() as field:
            app.press("ctrl+a", "5", "Return")       # typed, as a user would
            harness.wait_until(lambda: app.text(field) == "5", 5, "the entry to read 5")
        app.click(*names("x × 2 ="))
        ok, state = app.expect(display="10", description="x × 2 =")
        assert ok, show(state)
        assert "x = 5" in state["variables"], f"variables line: {state['variables']!r}"
    results.run("variables: type 5 Enter in the panel's x entry, then x × 2 = → 10; "
                "the variables line shows x = 5", set_x)

    def edit_reevaluates():
        with panel() as field:
            enter(field, "7", "14")
    results.run("variables: x = 7 in the panel re-evaluates at once → 14, same "
                "description", edit_reevaluates)

    def junk_refused():
        with panel() as field:
            app.press("ctrl+a", "1", "2", "a", "b", "c", "Return")
            harness.wait_until(lambda: app.text(field) == "12abc", 5, "the typed text")
            ok, state = app.expect(display="14", description="x × 2 =")
            assert ok, f"after junk: {show(state)}"
            assert "x = 7" in state["variables"], f"variables line: {state['variables']!r}"
            # The refused text stays for the user to correct (WindowPresenter.view).
            assert app.text(field) == "12abc", "junk text was replaced"
            app.set_text(field, "")                   # empty unsets
            app.press("Return")
            ok, state = app.expect(display="x is not set")
            assert ok, f"after emptying x: {show(state)}"
    results.run("variables: junk '12abc' refused (x stays 7, text kept); empty unsets x",
                junk_refused)

    def refused_is_announced():
        with panel() as field:
            app.press("ctrl+a", "a", "b", "c", "Return")
            harness.wait_until(lambda: app.text(field) == "abc", 5, "the typed text")
            app.expect(display="x is not set")
            # GTK 4.8 maps GTK_ACCESSIBLE_STATE_INVALID to AT-SPI's "invalid" state;
            # later GTKs (and the AT-SPI docs) use "invalid-entry".
            states = field.getState()
            pyatspi = harness._pyatspi()
            assert states.contains(pyatspi.STATE_INVALID_ENTRY) \
                or states.contains(pyatspi.STATE_INVALID), \
                f"the refused entry is not marked invalid: {states.getStates()}"
    results.run("variables: a refused entry is marked invalid for screen readers "
                "(AT-SPI invalid or invalid-entry)", refused_is_announced)

    def refusal_is_said():
        with panel() as field:
            app.press("ctrl+a", "a", "b", "c", "Return")
            harness.wait_until(lambda: app.state()["message"] == "x is unchanged: unknown name `abc`",
                               5, lambda: f"the message (now {app.state()['message']!r})")
    results.run("variables: a refused entry is said in the message line "
                "('x is unchanged: unknown name `abc`')", refusal_is_said)

    def closing_drops_what_was_not_entered():
        with panel() as field:
            enter(field, "4", "8")                    # the value in use
            app.press("ctrl+a", "9")                  # typed, no Enter
            harness.wait_until(lambda: app.text(field) == "9", 5, "the typed 9")
        with panel() as field:
            assert app.text(field) == "4", f"the entry shows {app.text(field)!r}, not x = 4"
            app.press("ctrl+a", "a", "b", "Return")  # refused, then closed
            harness.wait_until(lambda: app.text(field) == "ab", 5, "the typed text")
        with panel() as field:
            assert app.text(field) == "4", f"the refused text came back: {app.text(field)!r}"
            pyatspi = harness._pyatspi()
            states = field.getState()
            assert not states.contains(pyatspi.STATE_INVALID_ENTRY) \
                and not states.contains(pyatspi.STATE_INVALID), "still marked invalid"
            ok, state = app.expect(display="8", description="x × 2 =")
            assert ok, f"x changed: {show(state)}"
    results.run("variables: closing the panel drops text not entered (typed 9, no Enter; "
                "a refused 'ab'): reopened, the entry shows x = 4 again", closing_drops_what_was_not_entered)

    def keys_after_panel():
        reset(app, "keys")
        app.press(*keysyms("2 + 3 ="))
        ok, state = app.expect(display="5", description="2 + 3 =")
        assert ok, f"keys after closing the panel: {show(state)}"
    results.run("variables: after the panel closes, keys reach the calculator again",
                keys_after_panel)


def buttons_named(app, results):
    buttons = harness.catalog()["buttons"]
    spec_names = {b["name"] for b in buttons}
    rpn_only = {b["name"] for b in buttons if b["rpnOnly"]}

    def all_named():
        reset(app, "click")
        shown = set(app.buttons())
        missing = spec_names - rpn_only - shown
        extra = shown - spec_names
        assert not missing, f"buttons missing: {sorted(missing)}"
        assert not extra, f"buttons not in ButtonLayout.swift: {sorted(extra)}"
    results.run(f"a11y: every ButtonLayout.swift button ({len(spec_names)}) is in the "
                "window by its accessible name", all_named)

    def tooltips():
        wanted = {b["name"]: b["tooltip"] for b in buttons}
        wrong = [f"{name}: tooltip {button.description!r}, not {wanted[name]!r}"
                 for name, button in app.buttons().items()
                 if button.description != wanted[name]]
        assert not wrong, "; ".join(wrong)
    results.run("a11y: every key's tooltip (AT-SPI description) is ButtonLayout.swift's, "
                "naming its shortcut", tooltips)


def no_clipping(app, what):
    """Every shown key and header control has a size and lies inside the window; no two
    keys overlap; the display card lies inside too."""
    _, _, width, height = app.window_geometry()
    problems = []
    shown = app.buttons()
    objects = dict(shown)
    for name in ("Reverse Polish mode", "Angles in degrees", "History", "Edit variables",
                 "Main menu"):
        objects[name] = app.button(name)
    boxes = {}
    for name, obj in objects.items():
        x, y, w, h = app.extents(obj)
        boxes[name] = (x, y, w, h)
        if w <= 0 or h <= 0:
            problems.append(f"{name} has size {w}x{h}")
        elif x < 0 or y < 0 or x + w > width or y + h > height:
            problems.append(f"{name} at {(x, y, w, h)} is outside the {width}x{height} "
                            "window")
    keys = [n for n in boxes if n in shown]
    for i, a in enumerate(keys):
        ax, ay, aw, ah = boxes[a]
        for b in keys[i + 1:]:
            bx, by_, bw, bh = boxes[b]
            if ax < bx + bw and bx < ax + aw and ay < by_ + bh and by_ < ay + ah:
                problems.append(f"{a} and {b} overlap")
    for label in app._display_area():
        x, y, w, h = app.extents(label)
        if w <= 0 or h <= 0 or x < 0 or y < 0 or x + w > width or y + h > height:
            problems.append(f"label {label.name!r} at {(x, y, w, h)} is clipped")
    assert not problems, f"{what}: " + "; ".join(problems)
    return boxes


def layout(app, results, out):
    def smallest(rpn):
        def case():
            switch_mode(app, rpn)
            reset(app, "keys")
            if rpn:     # a full display card: variables line, four stack lines
                app.press(*keysyms("1 ↵ 2 ↵ 3 ↵ 4 ↵ 5 ↵ 6 x ×"))
                ok, state = app.expect(display="x is not set")
                assert ok, show(state)
            size = app.min_size()
            assert size, "the window sets no minimum size"
            app.resize(*size)
            boxes = no_clipping(app, f"at the smallest size {size[0]}x{size[1]}")
            app.screenshot(out / ("smallest-rpn.png" if rpn else "smallest.png"))
            sin, seven = boxes["sine"], boxes["seven"]
            print(f"# smallest {'RPN' if rpn else 'algebraic'} window {size[0]}x{size[1]}: "
                  f"scientific keys {'above' if sin[1] + sin[3] <= seven[1] else 'beside'}"
                  f" the keypad; sin {sin[2]}x{sin[3]}, 7 {seven[2]}x{seven[3]}", flush=True)
            return size
        return case

    size = results.run("layout: smallest algebraic window — nothing clipped",
                       smallest(False))
    results.run("layout: smallest RPN window with a full stack and variables line — "
                "nothing clipped", smallest(True))
    switch_mode(app, False)

    def wide():
        reset(app, "click")
        app.resize(1200, 700)
        boxes = no_clipping(app, "at 1200x700")
        sin, seven, pi, divide = (boxes[n] for n in ("sine", "seven", "pi", "divide"))
        assert sin[0] + sin[2] <= seven[0] and pi[0] + pi[2] <= divide[0], \
            f"scientific keys not left of the keypad: sin {sin}, 7 {seven}"
        overlap = min(sin[1] + sin[3], seven[1] + seven[3]) - max(sin[1], seven[1])
        assert overlap > 0 or abs(sin[1] - seven[1]) < 3 * seven[3], \
            f"scientific keys not beside the keypad: sin {sin}, 7 {seven}"
        app.click(*names("4 × π ="))
        ok, state = app.expect(display="12.5663706143592")
        assert ok, show(state)
        app.screenshot(out / "wide.png")
    results.run("layout: 1200x700 — nothing clipped, scientific keys beside the keypad",
                wide)
    app.resize(543 if not size else size[0], 680 if not size else max(size[1], 680))


def pixel(path, x, y):
    out = subprocess.run(["convert", str(path), "-format", f"%[pixel:p{{{x},{y}}}]",
                          "info:"], capture_output=True, text=True, check=True).stdout
    values = [float(v) for v in re.findall(r"[\d.]+%?", out.split("(", 1)[1])[:3]] \
        if "(" in out else None
    if values is None:
        raise AssertionError(f"cannot read pixel: {out!r}")
    if "%" in out:
        return tuple(round(v * 2.55) for v in values)
    return tuple(int(v) for v in values)


def luminance(rgb):
    r, g, b = (c / 255 for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def key_colours(app, shot, theme):
    """Samples each key near its left edge (away from the glyph): digit, operation,
    equals and clear keys differ; the digit key's text colour contrasts."""
    buttons = app.buttons()
    colours = {}
    for name in ("seven", "add", "equals", "all clear", "sine", "memory"):
        x, y, w, h = app.extents(buttons[name])
        colours[name] = pixel(shot, x + 5, y + h // 2)
    assert len({colours[n] for n in ("seven", "add", "equals", "all clear")}) == 4, \
        f"{theme}: digit/operation/equals/clear keys share a colour: {colours}"
    return colours


def warnings_of(app):
    return [line for line in app.stderr().splitlines() if re.search(r"CRITICAL|WARNING", line)]


def assert_quiet(app):
    warnings = warnings_of(app)
    assert not warnings, f"stderr: {'; '.join(warnings[:5])}"


def look(results, out):
    """The README screenshots, each from a fresh window at its default size, started
    after the main one has quit: Cerebrum is a single-instance GApplication, so a second
    launch in the same session would only present the first window and exit."""
    def light():
        with harness.App() as app:
            app.click(*names("7 + 9 = √"))
            ok, state = app.expect(display="4", description="√(7 + 9) =")
            assert ok, show(state)
            shot = app.screenshot(out / "algebraic.png")
            colours = key_colours(app, shot, "light")
            assert luminance(colours["seven"]) > 0.6, f"light theme digit key: {colours}"

            switch_mode(app, True)
            reset(app, "click")
            app.click(*names("3 ↵ 5 ↵ 6 ↵ 7 +"))
            ok, state = app.expect(display="13", description="3, 5, 6 + 7 =",
                                   stack=["3", "5"])
            assert ok, show(state)
            app.screenshot(out / "rpn.png")
            assert_quiet(app)
    results.run("look: algebraic.png after 7 + 9 = √, keys coloured by kind; rpn.png "
                "after 3 ↵ 5 ↵ 6 ↵ 7 + with stack lines 3 and 5", light)

    def dark():
        with harness.App(env={"GTK_THEME": "Adwaita:dark"}) as app:
            app.press(*keysyms("0.1 + 0.2 ="))
            ok, state = app.expect(display="0.3", description="0.1 + 0.2 =")
            assert ok, show(state)
            shot = app.screenshot(out / "dark.png")
            colours = key_colours(app, shot, "dark")
            # A dark theme's keys are dark, whatever their kind.
            for name in ("seven", "add", "all clear", "sine", "memory"):
                assert luminance(colours[name]) < 0.35, \
                    f"dark theme: the {name} key is light ({colours[name]})"
            assert_quiet(app)
    results.run("look: dark.png (Adwaita:dark) after 0.1 + 0.2 =, keys dark and "
                "coloured by kind", dark)


def number_forms(app, results):
    """docs/behaviour.md §17: Ctrl+F cycles the value's form; digits are grouped."""
    def cycle():
        reset(app, "keys")
        app.press("1", "slash", "6", "Return")
        ok, state = app.expect(display="0.166666666666667")
        assert ok, show(state)
        description = state["description"]
        # Ctrl+F and the form key beside the display (§17) in turn: the same command.
        for turn, shown in enumerate(["1/6", "1/6", "0.1(6)", "0.166666666666667"]):
            how = "the ⇄ a/b key" if turn % 2 else "Ctrl+F"
            if turn % 2:
                app.click("next number form")
            else:
                app.press("ctrl+f")
            ok, state = app.expect(display=shown, description=description)
            assert ok, f"after {how}, not {shown}: {show(state)}"
    results.run("forms: Ctrl+F and the ⇄ a/b key cycle 1 / 6 = through 1/6 (fraction, mixed), "
                "0.1(6) and back", cycle)

    def grouped():
        reset(app, "keys")
        app.press(*"1234567", "Return")
        # The C and English locales group with `,` (LC_NUMERIC decides).
        ok, state = app.expect(display="1,234,567")
        assert ok, show(state)
    results.run("forms: 1234567 = shows 1,234,567 (grouping on in the window)", grouped)

    def preferences():
        """docs/behaviour.md §8: Ctrl+, opens Preferences; a changed row shows at once."""
        reset(app, "keys")
        app.press(*"1234567", "Return")
        ok, state = app.expect(display="1,234,567")
        assert ok, show(state)
        app.press("ctrl+comma")
        window = preferences_window(app)
        app.do_action(app.find(app.tr("Digit grouping"), "check box"), "toggle")
        ok, state = app.expect(display="1234567")
        assert ok, f"grouping off: {show(state)}"
        choose(app, app.tr("Notation"), app.tr("Engineering"), "Down")
        ok, state = app.expect(display="1.234567e6")
        assert ok, f"scientific notation: {show(state)}"
        subprocess.run(["import", "-window", window, str(harness.out_dir() / "preferences.png")],
                       check=True, capture_output=True, timeout=30)
        # Back as it was (the group's other cases expect the defaults), and closed with Escape.
        choose(app, app.tr("Notation"), app.tr("Engineering"), "Up")
        app.do_action(app.find(app.tr("Digit grouping"), "check box"), "toggle")
        ok, state = app.expect(display="1,234,567")
        assert ok, f"back to automatic, grouped: {show(state)}"
        # To the focused window: its key release would go to a window Escape's press destroyed.
        harness.xdotool("windowfocus", "--sync", window, "key", "Escape")
        harness.wait_until(lambda: not preferences_windows(app), 10, "Preferences to close")
        app.focus()
    results.run("forms: Ctrl+, opens Preferences; grouping off and scientific notation show at once",
                preferences)

    def functions_menu():
        """docs/behaviour.md §8: the f(x) menu types its function into the formula line."""
        reset(app, "keys")
        x, y, width, height = app.extents(app.find(app.tr("functions"), "push button"))
        harness.xdotool("mousemove", x + width // 2, y + height // 2, "click", "--delay", "0", "1")
        harness.wait_until(lambda: app.has(app.tr("Rounding"), "label"), 10, "the Functions menu")
        harness.xdotool("key", "Down", "Down", "Return")    # abs, sgn, floor
        harness.wait_until(lambda: app.formula_entry() is not None
                           and app.text(app.formula_entry()) == "floor(", 10, "floor( in the formula line")
        app.press("2", "period", "7", "Return")
        ok, state = app.expect(display="2", description="floor(2.7) =")
        assert ok, show(state)
        app.click("modulo", "three", "equals")
        ok, state = app.expect(display="2", description="floor(2.7) mod 3 =")
        assert ok, show(state)
    results.run("forms: f(x) → floor types floor( into the formula line; mod is a key", functions_menu)


def preferences_windows(app):
    """The X ids of the app's visible Preferences windows."""
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(app.pid), "--name",
                            f"^{app.tr('Preferences')}$"], capture_output=True, text=True).stdout.split()
    return [w for w in found if w != app.wid]


def preferences_window(app):
    """The Preferences window's X id, once it shows."""
    harness.wait_until(lambda: preferences_windows(app), 10, "the Preferences window")
    return preferences_windows(app)[0]


def choose(app, row, in_list, *keys):
    """Opens the drop-down named `row` with a click, waits for its list (the item named
    `in_list` shows), and picks an item with the keyboard (`keys`, then Return): a click
    on an item of the list does not reach it without a window manager."""
    x, y, width, height = app.extents(app.find(row, "combo box"))
    harness.xdotool("mousemove", x + width // 2, y + height // 2, "click", "--delay", "0", "1")
    harness.wait_until(lambda: app.has(in_list, "label"), 10, f"the list of {row}")
    harness.xdotool("key", *keys, "Return")


def main():
    out = harness.out_dir()
    harness.start_xvfb()
    results = harness.Results("window")
    app = harness.App()
    print(f"# {app.binary}, window {app.wid}, pid {app.pid}", flush=True)
    groups = [("names", buttons_named), ("spec", spec_tables), ("mode", mode_switching),
              ("angle", angle_switching), ("variables", variables_panel), ("forms", number_forms),
              ("layout", lambda a, r: layout(a, r, out))]
    only = os.environ.get("E2E_ONLY")       # e.g. E2E_ONLY=variables,layout
    try:
        for name, group in groups:
            if not only or name in only.split(","):
                group(app, results)
        warnings = warnings_of(app)
        results.check("stderr: no GTK warnings or criticals", not warnings,
                      "; ".join(warnings[:5]))
        results.check("the app is still running", app.alive())
    finally:
        app.close()
    if not only or "look" in only.split(","):
        look(results, out)
    results.finish()


if __name__ == "__main__":
    main()
