#!/usr/bin/python3
"""End-to-end test of the formula line (docs/behaviour.md §11, §8) in the real window under Xvfb.

What a user does and sees: `(` opens the line in the display's place, prefilled with `(`
(after the number being typed, if any: `42(`) and the cursor after it; letters type letters there; the value (or the error, with its
place underlined and the entry marked invalid for a screen reader) shows live; Enter
puts the formula in as one operand (parentheses left open are closed); Escape closes
the line and changes nothing; Ctrl+V with a formula enters it, with text that does not
parse opens the line with the error; in RPN the formula is pushed; the keypad does not
move while the line opens, shows an error and closes. Screenshot: formula.png in $E2E_OUT
(the README's: copy it to data/screenshots/).

Prints one line per case and ends with `formula: N passed, M failed`.
Run: CEREBRUM_BIN=.build/debug/cerebrum /usr/bin/python3 Tests/e2e/test_formula.py
"""

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

harness.private_session()

# xdotool keysyms for the characters typed into the line.
KEYSYMS = {"(": "parenleft", ")": "parenright", "+": "plus", "-": "minus", "*": "asterisk",
           "/": "slash", "^": "asciicircum", ".": "period", " ": "space", "!": "exclam"}


def keysyms(text):
    return [KEYSYMS.get(c, c) for c in text]


def is_invalid(obj):
    """The entry's invalid state (GTK 4.8 reports aria-invalid as STATE_INVALID)."""
    pyatspi = harness._pyatspi()
    states = obj.getState()
    return states.contains(pyatspi.STATE_INVALID_ENTRY) or states.contains(pyatspi.STATE_INVALID)


def keypad_place(app):
    """Where the keypad is: the extents of its `7` and `=`/`↵` keys."""
    buttons = app.buttons()
    last = buttons.get("equals") or buttons.get("enter")
    return (app.extents(buttons["seven"]), app.extents(last))


def open_line(app, by="key", start="("):
    if by == "key":
        app.press("parenleft")
    else:
        app.click("formula")
        app.settle()
    line = harness.wait_until(lambda: app.formula_entry(), 5, "the formula line")
    harness.wait_until(lambda: app.text(line) == start, 5, f"the line to read {start!r}")
    return line


def expect_preview(app, text, what):
    return harness.wait_until(lambda: app.formula_preview() == text, 5,
                              lambda: f"{what}: preview {text!r}, it shows {app.formula_preview()!r}")


def closed(app):
    return harness.wait_until(lambda: app.formula_entry() is None, 5, "the formula line to close")


def reset(app):
    if app.formula_entry() is not None:
        app.press("Escape")
        closed(app)
    app.press("Escape")
    ok, state = app.expect(display="0", description="")
    assert ok, f"all clear left {state}"


def set_clipboard(text):
    """Puts `text` on the real clipboard; xclip stays as its owner until stopped."""
    owner = harness.spawn(["xclip", "-quiet", "-selection", "clipboard", "-i"],
                          stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL)
    owner.stdin.write(text.encode())
    owner.stdin.close()

    def on_clipboard():
        out = subprocess.run(["xclip", "-selection", "clipboard", "-o"], capture_output=True,
                             timeout=5)
        return out.returncode == 0 and out.stdout.decode(errors="replace") == text
    harness.wait_until(on_clipboard, 5, f"{text!r} on the clipboard")
    return owner


# ---------------------------------------------------------------- cases

def opens_with_paren(app):
    reset(app)
    before = keypad_place(app)
    line = open_line(app)
    caret = line.queryText().caretOffset
    assert caret == 1, f"the cursor is at {caret}, not after the '('"
    assert keypad_place(app) == before, f"the keypad moved: {before} → {keypad_place(app)}"


def ctrl_z_keeps_the_paren(app):
    """Ctrl+Z in the line takes back what was typed, not the `(` it opened with (a new
    user's whole line went, and the preview said "empty formula"). Run first: the
    line's first opening is where it happened."""
    reset(app)
    # Typed at once, as a person types: the `(` and what follows must not merge into one
    # undo step.
    harness.xdotool("type", "--window", app.wid, "--delay", "60", "(1+23")
    line = harness.wait_until(lambda: app.formula_entry(), 5, "the formula line")
    harness.wait_until(lambda: app.text(line) == "(1+23", 5, "the typing")
    app.press("ctrl+z")
    harness.wait_until(lambda: app.text(line) != "(1+23", 5, "Ctrl+Z to take the typing back")
    # A second undo must not reach the `(`. The key typed after it is handled after it
    # (X delivers them in order): once it shows, the undo has been handled too.
    app.press("ctrl+z", "7")
    harness.wait_until(lambda: app.text(line).endswith("7"), 5, "the 7 typed after Ctrl+Z")
    assert app.text(line) == "(7", f"after Ctrl+Z twice and 7 the line reads {app.text(line)!r}"
    app.press("Escape")
    closed(app)


def backspace_closes_empty_line(app):
    reset(app)
    line = open_line(app)
    app.press("BackSpace")
    harness.wait_until(lambda: app.text(line) == "", 5, "the ( deleted")
    assert app.formula_entry() is not None, "the line closed while it still had text"
    app.press("BackSpace")
    closed(app)
    app.check_shown("0", "", "BackSpace on the empty line")


def typed_number_moves_into_line(app):
    reset(app)
    # Clicked: digits typed on the keyboard open the line themselves (test_typing.py).
    app.click(app.tr("four"), app.tr("two"))
    app.check_shown("42", "", "42 clicked")
    open_line(app, start="42(")
    app.press("Escape")
    closed(app)
    app.click(app.tr("three"))      # Escape changed nothing: still typing the number
    app.check_shown("423", "", "typing on after Escape")
    open_line(app, start="423(")
    app.press("2", "Return")
    closed(app)
    app.check_shown("846", "423 × 2 =", "423(2 entered")


def live_value_and_enter(app):
    reset(app)
    open_line(app)
    app.press(*keysyms("2(3+4)^2"))
    line = app.formula_entry()
    harness.wait_until(lambda: app.text(line) == "(2(3+4)^2", 5, "the typed formula")
    expect_preview(app, "= 98", "(2(3+4)^2 typed")
    assert not is_invalid(line), "the entry is marked invalid while the formula is fine"
    app.press("Return")
    closed(app)
    app.check_shown("98", "2 × (3 + 4) ^ 2 =", "Enter")


def undo_removes_it(app):
    app.press("BackSpace")
    app.check_shown("0", "", "⌫ after entering a formula")


def letters_type_letters(app):
    reset(app)
    open_line(app)
    # s, q, r, t, p, i are sine, x², √, tan, π and 1/x outside the line.
    app.press(*keysyms("sqrt(16)+pi-pi"))
    line = app.formula_entry()
    harness.wait_until(lambda: app.text(line) == "(sqrt(16)+pi-pi", 5,
                       lambda: f"letters in the line (it reads {app.text(line)!r})")
    expect_preview(app, "= 4", "(sqrt(16)+pi-pi")
    app.press("Escape")
    closed(app)
    app.check_shown("0", "", "Escape")


def operand_in_algebraic(app):
    reset(app)
    app.click(app.tr("two"), app.tr("multiply"))
    app.check_shown("2", "2 × …", "2 ×")
    open_line(app)
    app.press(*keysyms("3+4"))
    expect_preview(app, "= 7", "(3+4")
    app.press("Return")
    closed(app)
    app.check_shown("7", "2 × (3 + 4) …", "2 × then the formula (3+4")
    app.press("equal")
    app.check_shown("14", "2 × (3 + 4) =", "… =")


def bad_formula_and_escape(app):
    reset(app)
    app.press("5", "plus", "3", "Return")
    app.check_shown("8", "5 + 3 =", "5 + 3 =")
    before = keypad_place(app)
    line = open_line(app)
    app.press("BackSpace", *keysyms("2+*3"))
    harness.wait_until(lambda: app.text(line) == "2+*3", 5, "2+*3 in the line")
    message = harness.wait_until(lambda: is_invalid(line) and app.formula_preview(), 5,
                                 "the error to show")
    spoken = line.description
    assert spoken == message, f"a screen reader hears {spoken!r}, the line shows {message!r}"
    assert keypad_place(app) == before, "the keypad moved when the error showed"
    app.press("Return")             # does not parse: the line stays, nothing changes
    assert app.formula_entry() is not None, "Enter closed the line on a formula that does not parse"
    app.press("Escape")
    closed(app)
    app.check_shown("8", "5 + 3 =", "Escape after a bad formula")
    assert keypad_place(app) == before, "the keypad moved when the line closed"
    return message


def paste_formula(app):
    reset(app)
    owner = set_clipboard("2+3*4")
    try:
        app.press("ctrl+v")
        app.check_shown("14", "2 + 3 × 4 =", "Ctrl+V with 2+3*4")
        assert app.formula_entry() is None, "the formula line opened for a formula that parses"
    finally:
        harness.stop(owner)


def paste_junk_opens_line(app):
    reset(app)
    owner = set_clipboard("2+")
    try:
        app.press("ctrl+v")
        line = harness.wait_until(lambda: app.formula_entry(), 5, "the formula line")
        harness.wait_until(lambda: app.text(line) == "2+", 5, "the pasted text in the line")
        message = harness.wait_until(lambda: is_invalid(line) and app.formula_preview(), 5,
                                     "the error to show")
        app.press("Escape")
        closed(app)
        app.check_shown("0", "", "Escape after pasting 2+")
        return f"error {message!r}"
    finally:
        harness.stop(owner)


def paste_column_is_several_numbers(app):
    """Issue 32 item 1: a column copied from a spreadsheet (10, 20, 30 on their own lines),
    cells joined by a tab, and `10 20 30` are never the one number 102030: the paste
    opens in the line with the second number marked, and Escape changes nothing."""
    seen = []
    for text, shown in (("10\n20\n30", "10 20 30"), ("12\t34", "12 34"), ("10 20 30", "10 20 30")):
        reset(app)
        owner = set_clipboard(text)
        try:
            app.press("ctrl+v")
            line = harness.wait_until(lambda: app.formula_entry(), 5, f"the formula line for {text!r}")
            harness.wait_until(lambda: app.text(line) == shown, 5,
                               lambda: f"{shown!r} in the line (it reads {app.text(line)!r})")
            message = harness.wait_until(lambda: is_invalid(line) and app.formula_preview(), 5,
                                         f"the error under {shown!r}")
            seen.append(message)
            if not text.startswith("10\n"):
                continue
            app.screenshot(harness.out_dir() / "paste-column.png")
        finally:
            harness.stop(owner)
        app.press("Escape")
        closed(app)
        app.check_shown("0", "", f"Escape after pasting {text!r}")
    # A number grouped as the locale groups still pastes as one number.
    reset(app)
    owner = set_clipboard("1 234 567")
    try:
        app.press("ctrl+v")
        app.check_shown("1234567", "", "Ctrl+V with 1 234 567")
        assert app.formula_entry() is None, "the line opened for a grouped number"
    finally:
        harness.stop(owner)
    return f"errors {seen!r}"


def equals_after_a_typed_formula(app):
    """Issue 32 item 3: `1 + 4 = =` clicked (9), `10*3` typed and Return (30), `=` clicked:
    90, `10 × 3 × 3 =` — the typed calculation's own last operation, never the old + 4."""
    reset(app)
    app.click("one", "add", "four", "equals")
    app.check_shown("5", "1 + 4 =", "1 + 4 =")
    app.click("equals")
    app.check_shown("9", "1 + 4 + 4 =", "1 + 4 = =")
    app.press(*keysyms("10*3"), "Return")
    closed(app)
    app.check_shown("30", "10 × 3 =", "10*3 typed, Return")
    app.click("equals")
    app.check_shown("90", "10 × 3 × 3 =", "= after the typed formula")


def equals_in_the_line_finishes(app):
    """Issue 32 item 17: clicking `2 × ( 3 + 4 =` is 14: `=` puts the formula in and
    finishes the waiting calculation."""
    reset(app)
    app.click("two", "multiply")
    open_line(app, by="click")
    app.click("three", "add", "four")
    line = app.formula_entry()
    harness.wait_until(lambda: app.text(line) == "(3+4", 5,
                       lambda: f"clicks in the line (it reads {app.text(line)!r})")
    app.click("equals")
    closed(app)
    app.check_shown("14", "2 × (3 + 4) =", "2 × ( 3 + 4 = clicked")
    # A new user's report: `2 +` clicked, `4=` typed: the `=` typed in the line finishes
    # the waiting calculation as the key does (the first `=` used to be taken as Return).
    reset(app)
    app.click("two", "add")
    app.check_shown("2", "2 + …", "2 + clicked")
    app.press("4")
    harness.wait_until(lambda: app.formula_entry() is not None, 5, "the line opened by typing 4")
    app.press("equal")
    closed(app)
    app.check_shown("6", "2 + 4 =", "2 + clicked, 4= typed")


def menu_paste_into_open_line(app):
    reset(app)
    owner = set_clipboard("3+4")
    try:
        line = open_line(app)
        app.press("2", "asterisk")
        app.press("F10")
        item = harness.wait_until(lambda: app.find_all("Paste", "menu item"), 5, "the Paste item")
        item[0].queryAction().doAction(0)
        harness.wait_until(lambda: app.text(line) == "(2*3+4", 5,
                           lambda: f"the paste in the line (it reads {app.text(line)!r})")
        expect_preview(app, "= 10", "(2*3+4")
        assert app.formula_entry() is not None, "the menu's Paste closed the line"
    finally:
        harness.stop(owner)
    # No window manager hands the focus back after the menu: give it to the window.
    harness.xdotool("windowfocus", "--sync", app.wid)
    app.press("Escape")
    closed(app)


def button_opens_and_keys_type(app):
    reset(app)
    line = open_line(app, by="click")
    app.click("seven", "multiply", "two")
    app.settle()
    harness.wait_until(lambda: app.text(line) == "(7×2", 5,
                       lambda: f"clicks in the line (it reads {app.text(line)!r})")
    expect_preview(app, "= 14", "(7×2 by clicks")
    app.click("equals")
    closed(app)
    app.check_shown("14", "7 × 2 =", "= clicked in the line")


def pushed_in_rpn(app):
    reset(app)
    app.click("Reverse Polish mode")
    app.settle()
    harness.wait_until(lambda: app.has("enter", "push button"), 5, "RPN keys")
    app.press("3", "Return")
    open_line(app)
    app.press(*keysyms("1+1)"))
    expect_preview(app, "= 2", "(1+1)")
    app.press("Return")
    closed(app)
    ok, state = app.expect(display="2", description="3, 1 + 1 =", stack=["3"])
    assert ok, f"the formula pushed: {state}"
    app.press("asterisk")
    app.check_shown("6", "3 × (1 + 1) =", "× after the pushed formula")
    app.click("Reverse Polish mode")       # released: algebraic
    app.settle()
    harness.wait_until(lambda: app.has("equals", "push button"), 5, "algebraic keys")


def angle_and_history_while_open(app):
    reset(app)
    app.press("7", "plus", "9", "Return")
    app.check_shown("16", "7 + 9 =", "7 + 9 =")
    line = open_line(app)
    app.press(*keysyms("sin(90"))
    expect_preview(app, "= 1", "(sin(90 in degrees, a new window's unit")
    app.click("Angles in degrees")       # released: radians
    expect_preview(app, "= 0.893996663600558", "(sin(90 after switching to radians")
    app.click("Angles in degrees")       # pressed: degrees again
    expect_preview(app, "= 1", "(sin(90 back in degrees")
    app.press("parenright", "asterisk")
    # A history entry chosen now types its value into the line.
    app.press("ctrl+h")
    # In the history's list (the display card shows the same calculation, issue 32 item 25).
    panel = harness.wait_until(lambda: app.find_all("Calculations", "panel"), 5, "the history")[0]
    entry_button = harness.wait_until(lambda: app.find_all("7 + 9 = 16", "push button", root=panel), 5,
                                      "the history entry")[0]
    app.do_action(entry_button, "click")
    harness.wait_until(lambda: app.text(line) == "(sin(90)*16", 5,
                       lambda: f"the entry's value in the line (it reads {app.text(line)!r})")
    # Choosing the entry closes the popover; an Escape sent while it closes could reach the
    # window instead and, once the line is closed, clear the calculation (§13).
    harness.wait_until(lambda: not app.find_all("Calculations"), 5, "the history to close")
    app.press("Escape")
    closed(app)
    app.check_shown("16", "7 + 9 =", "Escape")


def screenshot(app):
    reset(app)
    app.click(app.tr("two"), app.tr("multiply"))
    open_line(app)
    app.press(*keysyms("3+4)^2"))
    expect_preview(app, "= 49", "(3+4)^2")
    path = app.screenshot(harness.out_dir() / "formula.png")
    app.press("Escape")
    closed(app)
    return path


def main():
    harness.start_xvfb(1280, 1024)
    results = harness.Results("formula")
    with harness.App() as app:
        # First: at the line's first opening GTK merged the `(` into the typing's undo step.
        results.run("Ctrl+Z in the line takes back the typing, never the `(` it opened with",
                    lambda: ctrl_z_keeps_the_paren(app))
        results.run("`(` opens the line with `(` and the cursor after it; the keypad stays",
                    lambda: opens_with_paren(app))
        results.run("BackSpace in the empty line closes it, changing nothing",
                    lambda: backspace_closes_empty_line(app))
        results.run("( while typing 42 opens `42(`; Escape keeps 42 typed; 423(2 ↵ is 846",
                    lambda: typed_number_moves_into_line(app))
        results.run("typing 2(3+4)^2 shows 98 live; Enter: 98, `2 × (3 + 4) ^ 2 =`",
                    lambda: live_value_and_enter(app))
        results.run("⌫ then undoes the formula as one step", lambda: undo_removes_it(app))
        results.run("letters type letters in the line (sqrt, pi); Escape changes nothing",
                    lambda: letters_type_letters(app))
        results.run("2 × then the formula (3+4 then = → `2 × (3 + 4) =`, 14",
                    lambda: operand_in_algebraic(app))
        results.run("2+*3 shows its error (spoken, entry invalid), Enter keeps the line, "
                    "Escape leaves 8 / `5 + 3 =`; the keypad never moves",
                    lambda: bad_formula_and_escape(app))
        results.run("Ctrl+V with 2+3*4 on the clipboard gives 14", lambda: paste_formula(app))
        results.run("Ctrl+V with 2+ opens the line with the text and its error",
                    lambda: paste_junk_opens_line(app))
        results.run("a pasted column, tab-separated cells and 10 20 30 open in the line, marked; "
                    "1 234 567 pastes as one number", lambda: paste_column_is_several_numbers(app))
        results.run("1 + 4 = = (9), 10*3 Return (30), = gives 90, `10 × 3 × 3 =`",
                    lambda: equals_after_a_typed_formula(app))
        results.run("clicking 2 × ( 3 + 4 = gives 14, `2 × (3 + 4) =`",
                    lambda: equals_in_the_line_finishes(app))
        results.run("the menu's Paste while the line is open types into the line",
                    lambda: menu_paste_into_open_line(app))
        results.run("the `(` button opens the line; key clicks type into it; = puts it in",
                    lambda: button_opens_and_keys_type(app))
        results.run("RPN: 3 ↵ then the formula (1+1) is pushed; × gives 6",
                    lambda: pushed_in_rpn(app))
        results.run("the preview follows Deg/Rad; a history entry types its value into the line",
                    lambda: angle_and_history_while_open(app))
        results.run("screenshot formula.png", lambda: screenshot(app))
        results.check("no warnings on standard error", "WARNING" not in app.stderr()
                      and "CRITICAL" not in app.stderr(), app.stderr()[-500:])
    results.finish()


if __name__ == "__main__":
    main()
