#!/usr/bin/python3
"""End-to-end test of typing on the keyboard (docs/behaviour.md §13) in the real window
under Xvfb, typed with `xdotool type` as a person types.

What a new user coming from GNOME Calculator does and must get: every row of issue 23's
table gives the meant value (`200+15%` Return is 230, `80*15%` 12, `5*-3` −15, `10/-2` −5,
`sin(30)` 0.5 in a fresh window, which starts in degrees and says so, `sqrt(16)` 4,
`2+3*4` 14, `12*3=` 36); `7+9` Return `+2` Return is 18, described `7 + 9 + 2 =`; `y 2`
is refused with its message and the text stays; Escape after →M keeps M; buttons
clicked still give `4 + 5 × 3 =` 27. Screenshot: typing.png in $E2E_OUT.

Prints one line per case and ends with `typing: N passed, M failed`.
Run: CEREBRUM_BIN=.build/debug/cerebrum /usr/bin/python3 Tests/e2e/test_typing.py
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

harness.private_session()


def angle_unit(app):
    """The angle unit the display card shows (DEG or RAD)."""
    for label in app.find_all(role="label"):
        if label.description == app.tr("Angle unit"):
            return label.name
    return None


def type_text(app, text):
    """Types `text` into the window as a person does, one key after another."""
    harness.xdotool("type", "--window", app.wid, "--delay", "40", text)


def all_clear(app):
    if app.formula_entry() is not None:
        app.press("Escape")
        harness.wait_until(lambda: app.formula_entry() is None, 5, "the formula line to close")
    app.press("shift+Escape")
    ok, state = app.expect(display="0", description="")
    assert ok, f"all clear left {state}"


def typed_gives(app, text, display, description):
    """Types `text` and Return in a cleared window; the display and description follow."""
    all_clear(app)
    type_text(app, text)
    line = harness.wait_until(lambda: app.formula_entry(), 5, f"the formula line for {text!r}")
    harness.wait_until(lambda: app.text(line) == text, 5,
                       lambda: f"{text!r} in the line (it reads {app.text(line)!r})")
    app.press("Return")
    harness.wait_until(lambda: app.formula_entry() is None, 5, f"{text!r} to go in")
    app.check_shown(display, description, text)


# ---------------------------------------------------------------- cases

def fresh_window_is_in_degrees(app):
    assert angle_unit(app) == app.tr("DEG"), f"the display shows {angle_unit(app)!r}"
    toggle = app.button(app.tr("Angles in degrees"))
    assert toggle.name == app.tr("Angles in degrees")
    typed_gives(app, "sin(30)", "0.5", "sin(30) =")


# Issue 23's table: typed text, what the window must show.
ROWS = [
    ("200+15%", "230", "200 + 15% ="),
    ("80*15%", "12", "80 × 15% ="),
    ("5*-3", "−15", "5 × (−3) ="),
    ("10/-2", "−5", "10 ÷ (−2) ="),
    ("sqrt(16)", "4", "√(16) ="),
    ("2+3*4", "14", "2 + 3 × 4 ="),
    ("2pi", "6.28318530717959", "2 × π ="),
]


def equals_typed_in_the_line(app):
    """`12*3=`: the `=` typed in the line puts the formula in, as Return does."""
    all_clear(app)
    type_text(app, "12*3=")
    harness.wait_until(lambda: app.formula_entry() is None, 5, "12*3= to go in")
    app.check_shown("36", "12 × 3 =", "12*3=")


def continuing_from_a_result(app):
    typed_gives(app, "7+9", "16", "7 + 9 =")
    type_text(app, "+2")
    line = harness.wait_until(lambda: app.formula_entry(), 5, "the formula line")
    harness.wait_until(lambda: app.formula_preview() == "= 18", 5,
                       lambda: f"the preview of +2 (it shows {app.formula_preview()!r})")
    assert app.text(line) == "+2", f"the line reads {app.text(line)!r}"
    app.press("Return")
    app.check_shown("18", "7 + 9 + 2 =", "7+9 Return +2 Return")
    # A digit typed first starts a new calculation.
    type_text(app, "5")
    harness.wait_until(lambda: app.formula_entry(), 5, "the formula line")
    app.press("Return")
    app.check_shown("5", "5 =", "5 after a result")


def refusal_keeps_the_text(app):
    all_clear(app)
    type_text(app, "y 2")
    line = harness.wait_until(lambda: app.formula_entry(), 5, "the formula line")
    message = "a number right after `y`: write `y × 2`"
    harness.wait_until(lambda: app.formula_preview() == message, 5,
                       lambda: f"the refusal (the line says {app.formula_preview()!r})")
    app.press("Return")
    assert app.formula_entry() is not None, "Return closed the line on `y 2`"
    assert app.text(line) == "y 2", f"the text changed to {app.text(line)!r}"
    app.press("Escape")
    harness.wait_until(lambda: app.formula_entry() is None, 5, "Escape to close the line")
    app.check_shown("0", "", "Escape after the refusal")


def escape_keeps_the_memory(app):
    typed_gives(app, "4.8", "4.8", "4.8 =")
    app.click(app.tr("store in memory"))
    harness.wait_until(lambda: app.variables_line() == "M = 4.8", 5,
                       lambda: f"M stored (the line shows {app.variables_line()!r})")
    type_text(app, "7*")
    harness.wait_until(lambda: app.formula_entry(), 5, "the formula line")
    app.press("Escape")     # closes the line
    harness.wait_until(lambda: app.formula_entry() is None, 5, "the line to close")
    app.press("Escape")     # clears the calculation
    app.check_shown("0", "", "Escape")
    assert app.variables_line() == "M = 4.8", f"Escape lost M: {app.variables_line()!r}"
    app.press("shift+Escape")   # all clear, memory included
    harness.wait_until(lambda: app.variables_line() == "", 5, "Shift+Escape to clear M")


def store_confirms_itself(app):
    typed_gives(app, "19.99", "19.99", "19.99 =")
    app.click(app.tr("store in x"))
    harness.wait_until(lambda: app.variables_line() == "x = 19.99", 5,
                       lambda: f"x stored (the line shows {app.variables_line()!r})")


def buttons_keep_pocket_rules(app):
    all_clear(app)
    app.click(*[app.tr(n) for n in ("four", "add", "five", "multiply", "three", "equals")])
    app.check_shown("27", "(4 + 5) × 3 =", "4 + 5 × 3 = clicked")


def alt_letter_applies_a_function(app):
    typed_gives(app, "16", "16", "16 =")
    app.press("alt+r")
    app.check_shown("4", "√(16) =", "Alt+R")


def screenshot(app):
    all_clear(app)
    type_text(app, "7+9")
    harness.wait_until(lambda: app.formula_entry(), 5, "the formula line")
    app.press("Return")
    app.check_shown("16", "7 + 9 =", "7+9")
    type_text(app, "+15%")
    harness.wait_until(lambda: app.formula_preview() == "= 18.4", 5,
                       lambda: f"the preview (it shows {app.formula_preview()!r})")
    path = app.screenshot(harness.out_dir() / "typing.png")
    app.press("Escape")
    return path


def main():
    harness.start_xvfb(1280, 1024)
    results = harness.Results("typing")
    with harness.App() as app:
        results.run("a fresh window shows DEG and computes sin(30) typed as 0.5",
                    lambda: fresh_window_is_in_degrees(app))
        for text, display, description in ROWS:
            results.run(f"{text} typed, Return: {display}",
                        lambda t=text, d=display, s=description: typed_gives(app, t, d, s))
        results.run("12*3= typed: the = puts it in, 36", lambda: equals_typed_in_the_line(app))
        results.run("7+9 Return +2 Return is 18, `7 + 9 + 2 =`; a digit then starts anew",
                    lambda: continuing_from_a_result(app))
        results.run("y 2 is refused with its message; the text stays",
                    lambda: refusal_keeps_the_text(app))
        results.run("Escape after →M keeps M; Shift+Escape clears it",
                    lambda: escape_keeps_the_memory(app))
        results.run("19.99 →x shows x = 19.99", lambda: store_confirms_itself(app))
        results.run("4 + 5 × 3 = clicked is 27", lambda: buttons_keep_pocket_rules(app))
        results.run("Alt+R is √ of the displayed value", lambda: alt_letter_applies_a_function(app))
        results.run("screenshot typing.png", lambda: screenshot(app))
        results.check("no warnings on standard error", "WARNING" not in app.stderr()
                      and "CRITICAL" not in app.stderr(), app.stderr()[-500:])
    results.finish()


if __name__ == "__main__":
    main()
