#!/usr/bin/python3
"""End-to-end test of programmer mode in the real window (docs/behaviour.md §18).

What a user does and sees, in one window: the main menu's Programmer Mode item and Ctrl+R
(algebraic → RPN → programmer) reach programmer mode and leave it, and the algebraic and RPN keys are exactly where they were
after every switch; `0xF0 and 0x3C` typed and Return shows 48 with the base lines HEX 30,
DEC 48, OCT 60 and BIN (64 bits grouped by 4); the hex digits' keys are disabled in base
10 and enabled when the HEX line is chosen, which writes the value in hex; a bit of the bit
panel clicked flips; the word size 8 bits and Unsigned chosen from their lists wrap the
value. Screenshots in $E2E_OUT: programmer-360.png (360 × 520), programmer-wide.png
(900 × 640), programmer-dark-360.png and programmer-dark-wide.png (the desktop's dark
style, through a fake settings portal, in the same window).

Prints one line per case and ends with `programmer: N passed, M failed`.
Run: CEREBRUM_BIN=.build/debug/cerebrum /usr/bin/python3 Tests/e2e/test_programmer.py
"""

import os
import subprocess
import time
import sys
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

harness.private_session()

HERE = Path(__file__).resolve().parent
BASES = ("Hexadecimal", "Decimal", "Octal", "Binary")


def key_places(app):
    """Where the keys of the other modes are: every key of the grids, by name."""
    return {name: app.extents(button) for name, button in app.buttons().items()}


def programmer_panel(app):
    return app.find(app.tr("Programmer"), "panel")


def in_programmer_mode(app):
    return app.has(app.tr("Programmer keys"))


def display(app):
    """The display's text in programmer mode (the driver's state() reads it beside the
    other modes' keys, which programmer mode hides)."""
    for label in app.find_all(role="label"):
        if label.description == app.tr("Display"):
            return label.name
    return None


def base_lines(app):
    """The four base lines' digits, HEX to BIN."""
    panel = programmer_panel(app)
    names = [app.tr(n) for n in BASES]
    found = {label.description: label.name for label in app.find_all(role="label", root=panel)
             if label.description in names}
    return [found.get(name) for name in names]


def expect_programmer(app, shown, lines, what):
    def matches():
        return display(app) == shown and base_lines(app) == lines
    try:
        harness.wait_until(matches, 5)
    except harness.Timeout:
        message = [label.name for label in app.find_all(role="label") if label.description == app.tr("Message")]
        raise AssertionError(f"{what}: the window shows {display(app)!r} with {base_lines(app)!r}, "
                             f"not {shown!r} with {lines!r} (message: {message})")


def binary(digits, bits):
    """`digits` padded to the word and grouped by 4, as the BIN line writes them."""
    padded = digits.rjust(bits, "0")
    return " ".join(padded[i:i + 4] for i in range(0, bits, 4))


def pressed(obj):
    pyatspi = harness._pyatspi()
    return obj.getState().contains(pyatspi.STATE_PRESSED)


def choose_base(app, name):
    """Clicks a base line's toggle (through AT-SPI, which does not wait for the app) and
    waits until it shows chosen, so keys typed next are read in that base."""
    toggle = app.find(app.tr(name), root=programmer_panel(app))
    app.click(app.tr(name))
    pyatspi = harness._pyatspi()
    harness.wait_until(lambda: toggle.getState().contains(pyatspi.STATE_CHECKED)
                       or toggle.getState().contains(pyatspi.STATE_PRESSED), 5, f"{name} chosen")


def sensitive(obj):
    pyatspi = harness._pyatspi()
    return obj.getState().contains(pyatspi.STATE_SENSITIVE)


def menu_item(app):
    """The menu's Programmer Mode item (a check item), once the menu is open."""
    return next((o for o in app.find_all(app.tr("Programmer Mode")) if "menu item" in o.getRoleName()), None)


def toggle_programmer(app, on):
    """The main menu's Programmer Mode item (F10 opens the menu)."""
    app.press("F10")
    item = harness.wait_until(lambda: menu_item(app), 5, "the menu's Programmer Mode item")
    item.queryAction().doAction(0)
    harness.wait_until(lambda: menu_item(app) is None, 5, "the menu to close")
    app.focus()
    harness.wait_until(lambda: in_programmer_mode(app) == on, 5,
                       f"programmer mode {'on' if on else 'off'}")


def modes_keep_the_keys(app):
    """Programmer Mode from the menu and back, RPN, Ctrl+R round the three from RPN: the
    algebraic and the RPN keys are where they were every time."""
    algebraic = key_places(app)
    toggle_programmer(app, True)
    toggle_programmer(app, False)
    assert key_places(app) == algebraic, "the algebraic keys moved after programmer mode"
    app.click("Reverse Polish mode")
    harness.wait_until(lambda: app.has("enter", "push button"), 5, "RPN mode")
    rpn = key_places(app)
    app.press("ctrl+r")      # RPN → programmer
    harness.wait_until(lambda: in_programmer_mode(app), 5, "Ctrl+R from RPN to programmer mode")
    assert not pressed(app.button("Reverse Polish mode")), "RPN stays pressed in programmer mode"
    app.press("ctrl+r")      # programmer → algebraic
    harness.wait_until(lambda: app.has("equals", "push button"), 5, "Ctrl+R to algebraic mode")
    assert key_places(app) == algebraic, "the algebraic keys moved after Ctrl+R round the modes"
    app.press("ctrl+r")      # algebraic → RPN
    harness.wait_until(lambda: app.has("enter", "push button"), 5, "Ctrl+R to RPN mode")
    assert key_places(app) == rpn, "the RPN keys moved after Ctrl+R round the modes"
    app.press("ctrl+r")      # RPN → programmer, for the cases that follow
    harness.wait_until(lambda: in_programmer_mode(app), 5, "Ctrl+R to programmer mode")


def typing(app):
    app.press("0", "x", "f", "0", "space", "a", "n", "d", "space", "0", "x", "3", "c", "Return")
    expect_programmer(app, "48", ["30", "48", "60", binary("110000", 64)], "0xF0 and 0x3C typed")


def base_and_digits(app):
    hex_a = app.find(app.tr("hex digit A"), "push button")
    assert not sensitive(hex_a), "A is enabled in base 10"
    choose_base(app, "Hexadecimal")
    expect_programmer(app, "30", ["30", "48", "60", binary("110000", 64)], "HEX chosen")
    harness.wait_until(lambda: sensitive(hex_a), 5, "A enabled in base 16")
    click_key(app, "hex digit A", "add", "one", "equals")
    expect_programmer(app, "B", ["B", "11", "13", binary("1011", 64)], "A + 1 = in base 16")


def bits(app):
    app.click(app.tr("Show the bits"))
    bit = harness.wait_until(lambda: next(iter(app.find_all(app.tr("Bit") + " 63", "push button")), None),
                             5, "the bit panel")
    click_at(app, bit)
    expect_programmer(app, "800000000000000B", ["800000000000000B", "−9223372036854775797",
                                                "1000000000000000000013", "1000" + binary("1011", 64)[4:]],
                      "bit 63 clicked")
    click_at(app, bit)
    expect_programmer(app, "B", ["B", "11", "13", binary("1011", 64)], "bit 63 clicked again")


def click_at(app, obj, window=None):
    x, y, width, height = app.extents(obj)
    harness.xdotool("mousemove", "--window", window or app.wid, x + width // 2, y + height // 2,
                    "click", "--delay", "0", "1", "mousemove", *app._outside())


def click_key(app, *names):
    """Clicks programmer mode's keys with the pointer, found in its panel (the other
    modes' keys of the same names are hidden)."""
    for name in names:
        click_at(app, app.find(app.tr(name), "push button", root=programmer_panel(app)))


def choose(app, list_name, item, key):
    """Opens a drop-down of the programmer panel and takes `item` with `key` (Home, End)
    and Return, as a keyboard user does."""
    click_at(app, app.find(app.tr(list_name), root=programmer_panel(app)))
    harness.wait_until(lambda: len(app.find_all(app.tr(item), "label")) > 0, 5, f"the {list_name} list")
    app.press(key, "Return")
    harness.wait_until(lambda: popover_window(app) is None, 5, f"the {list_name} list to close")


def popover_window(app):
    """The X window of an open popover: the app's other visible window."""
    out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(app.pid)],
                         capture_output=True, text=True).stdout.split()
    others = [w for w in out if w != app.wid]
    return others[-1] if others else None


def word_size(app):
    app.click(app.tr("Show the bits"))      # the keys again
    app.press("Escape")
    app.press("minus", "5", "Return")
    expect_programmer(app, "FFFFFFFFFFFFFFFB", ["FFFFFFFFFFFFFFFB", "−5", "1777777777777777777773",
                                                "1111 " * 15 + "1011"], "−5 in 64 bits")
    choose(app, "Word size", "8 bits", "Home")
    expect_programmer(app, "FB", ["FB", "−5", "373", "1111 1011"], "8 bits chosen")
    choose(app, "Signed or unsigned", "Unsigned", "End")
    expect_programmer(app, "FB", ["FB", "251", "373", "1111 1011"], "Unsigned chosen")
    choose_base(app, "Decimal")
    expect_programmer(app, "251", ["FB", "251", "373", "1111 1011"], "DEC chosen")


def resize(app, width, height):
    harness.xdotool("windowsize", app.wid, width, height)
    harness.wait_until(lambda: app.window_geometry()[2:] == (width, height), 5, f"{width}x{height}")
    panel = programmer_panel(app)
    harness.wait_until(lambda: app.extents(panel)[2] > 0 and
                       abs(app.extents(app.frame)[2] - width) <= 40, 5, "the new layout")

    def settled():
        # Two reads 30 ms apart agree: the layout is done (as App.resize decides it).
        first = app.extents(panel)
        time.sleep(0.03)
        return first == app.extents(panel)
    harness.wait_until(settled, 5, "the programmer panel's layout to settle")


def brightness(app):
    path = app.screenshot(Path(harness.temp_dir()) / "shot.png")
    out = subprocess.run(["convert", path, "-colorspace", "Gray", "-format", "%[fx:mean]", "info:"],
                         capture_output=True, text=True, check=True, timeout=30)
    return float(out.stdout)


def screenshots(app, portal):
    app.press("Escape")
    choose_base(app, "Hexadecimal")
    app.press("1", "2", "3", "4", "space", "a", "n", "d", "space", "f", "f", "0", "Return")
    expect_programmer(app, "30", ["30", "48", "60", "0011 0000"], "1234 and ff0 in 8 bits")
    for scheme, style in ((2, ""), (1, "-dark")):
        portal.stdin.write(f"{scheme}\n")
        portal.stdin.flush()
        harness.wait_until(lambda: (brightness(app) < 0.35) == (style == "-dark"), 10, f"the{style} style")
        for width, height, name in ((360, 520, "360"), (900, 640, "wide")):
            resize(app, width, height)
            app.screenshot(harness.out_dir() / f"programmer{style}-{name}.png")


def main():
    harness.start_xvfb(1280, 1024)
    results = harness.Results("programmer")
    portal = harness.spawn(["/usr/bin/python3", str(HERE / "fake_portal.py"), "2"],
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert portal.stdout.readline().strip() == "ready", "the fake portal did not start"
        with harness.App() as app:
            app.resize(480, 700)
            results.run("the menu, RPN and Ctrl+R switch the three modes; the algebraic and RPN keys never move",
                        lambda: modes_keep_the_keys(app))
            results.run("0xF0 and 0x3C typed: 48, HEX 30, DEC 48, OCT 60, BIN grouped to 64 bits",
                        lambda: typing(app))
            results.run("A–F disabled in base 10; HEX chosen writes the value in hex, A + 1 = B",
                        lambda: base_and_digits(app))
            results.run("a bit clicked flips (bit 63: negative), clicked again flips back", lambda: bits(app))
            results.run("word size 8 bits and Unsigned wrap the value; DEC chosen", lambda: word_size(app))
            results.run("screenshots, light and dark, 360 × 520 and 900 × 640", lambda: screenshots(app, portal))
            results.check("no warnings on standard error", "WARNING" not in app.stderr()
                          and "CRITICAL" not in app.stderr(), app.stderr()[-500:])
    finally:
        harness.stop(portal)
    results.finish()


if __name__ == "__main__":
    main()
