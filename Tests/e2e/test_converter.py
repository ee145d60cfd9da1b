#!/usr/bin/python3
"""End-to-end test of the unit converter row (docs/behaviour.md §16) in the real window.

What a user does and sees: Ctrl+K shows the row over the stack's room (the keypad does not
move); the from-unit is chosen from its list with the arrow keys, the to-unit by typing
into the list's search; the result follows what is typed, live; the swap button trades the
units; the quantity list's Currency converts at the rates of a recorded ECB feed laid in
the cache (no network), naming their source and date; Ctrl+K hides the row again.
Screenshots in $E2E_OUT: converter-360.png (360 × 520), converter-wide.png (900 × 640),
converter-dark.png (Adwaita:dark, 360 × 520).

Prints one line per case and ends with `converter: N passed, M failed`.
Run: CEREBRUM_BIN=.build/debug/cerebrum /usr/bin/python3 Tests/e2e/test_converter.py
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

harness.private_session()

# The feed the ECB published for 27 November 2026, as recorded (three currencies kept).
FEED = """<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<Cube>
\t\t<Cube time='2026-11-27'>
\t\t\t<Cube currency='USD' rate='1.0562'/>
\t\t\t<Cube currency='JPY' rate='158.45'/>
\t\t\t<Cube currency='GBP' rate='0.83540'/>
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>
"""


def cache_with_feed():
    """A cache folder holding the feed, fresh: the app reads it and fetches nothing."""
    cache = harness.temp_dir("cerebrum-cache-")
    os.makedirs(f"{cache}/cerebrum", mode=0o700)
    with open(f"{cache}/cerebrum/eurofxref-daily.xml", "w") as feed:
        feed.write(FEED)
    return cache


def keypad_place(app):
    buttons = app.buttons()
    return (app.extents(buttons["seven"]), app.extents(buttons["equals"]))


def converter(app):
    return app.find(app.tr("Unit converter"))


def result(app):
    """The result line's text ("" while the row is hidden)."""
    if not app.has(app.tr("Unit converter")):
        return ""
    for label in app.find_all(role="label", root=converter(app)):
        if label.description == app.tr("Converted value"):
            return label.name
    return ""


def expect_result(app, text, what):
    harness.wait_until(lambda: result(app) == text, 5,
                       lambda: f"{what}: the converter shows {result(app)!r}, not {text!r}")


def choose(app, list_name, keys):
    """Opens a list of the row and moves in it with `keys` from its first item, then
    Return takes the item there (as a keyboard user does)."""
    box = app.find(app.tr(list_name), root=converter(app))
    x, y, width, height = app.extents(box)
    harness.xdotool("mousemove", "--window", app.wid, x + width // 2, y + height // 2,
                    "click", "--delay", "0", "1", "mousemove", *app._outside())
    # The list's popover is open when its search entry is in the tree.
    harness.wait_until(lambda: app.has("GtkSearchEntry", "entry"), 5, f"the {list_name} list")
    app.press(*keys, "Return")
    harness.wait_until(lambda: not app.has("GtkSearchEntry", "entry"), 5, f"the {list_name} list to close")


def search(app, list_name, text, item, hidden):
    """Opens a list of the row, types `text` into its search (through AT-SPI: the search
    entry of a popover does not take xdotool's keys under Xvfb), waits until the list
    shows `item` and no longer `hidden`, and takes the first item with Return."""
    box = app.find(app.tr(list_name), root=converter(app))
    x, y, width, height = app.extents(box)
    harness.xdotool("mousemove", "--window", app.wid, x + width // 2, y + height // 2,
                    "click", "--delay", "0", "1", "mousemove", *app._outside())
    harness.wait_until(lambda: app.has("GtkSearchEntry", "entry"), 5, f"the {list_name} list")
    entry = app.find("GtkSearchEntry", "entry")
    app.set_text(entry, text)
    popover = entry
    while popover is not None and popover.name != "GtkPopover":
        popover = popover.parent

    def shown():
        # Filtering replaces the rows: one read during it may meet a row already gone.
        try:
            return [label.name for label in app.find_all(role="label", root=popover)]
        except Exception:  # noqa: BLE001  (pyatspi raises its own GError types)
            return []
    harness.wait_until(lambda: item in shown() and hidden not in shown(), 5,
                       lambda: f"the {list_name} list filtered by {text!r}: {shown()}")
    app.press("Return")
    harness.wait_until(lambda: not app.has("GtkSearchEntry", "entry"), 5, f"the {list_name} list to close")


def opens_over_the_stack(app):
    before = keypad_place(app)
    app.press("ctrl+k")
    harness.wait_until(lambda: app.has(app.tr("Unit converter")), 5, "the converter row")
    expect_result(app, "0 m = 0 km", "Ctrl+K")
    assert keypad_place(app) == before, f"the keypad moved: {before} → {keypad_place(app)}"


def choose_type_and_swap(app):
    choose(app, "From unit", ["Down"])
    expect_result(app, "0 km = 0 km", "km chosen as the from-unit")
    search(app, "To unit", "mi", "mi", "km")
    expect_result(app, "0 km = 0 mi", "mi found by the to-unit list's search")
    app.press("1", "0")
    expect_result(app, "10 km = 6.21371192237334 mi", "10 typed")
    app.click(app.tr("Swap the units"))
    expect_result(app, "10 mi = 16.09344 km", "the swap button")
    app.press("Return")
    app.check_shown("10", "10 =", "Return puts the typed 10 in")
    expect_result(app, "10 mi = 16.09344 km", "the display's 10")


def currency(app):
    choose(app, "Quantity", ["End"])
    expect_result(app, "10 EUR = 10.562 USD (ECB 2026-11-27)", "Currency chosen")


def screenshots(app):
    app.press("Escape")
    app.press("1", "0", "0", "Return")
    expect_result(app, "100 EUR = 105.62 USD (ECB 2026-11-27)", "100 typed")
    app.resize(360, 520)
    app.screenshot(harness.out_dir() / "converter-360.png")
    app.resize(900, 640)
    app.screenshot(harness.out_dir() / "converter-wide.png")
    app.resize(360, 520)


def hides_again(app):
    before = keypad_place(app)
    app.press("ctrl+k")
    harness.wait_until(lambda: not app.has(app.tr("Unit converter")), 5, "the row to hide")
    assert keypad_place(app) == before, f"the keypad moved: {before} → {keypad_place(app)}"


def dark_screenshot(cache):
    with harness.App(env={"XDG_CACHE_HOME": cache, "GTK_THEME": "Adwaita:dark"}) as app:
        app.resize(360, 520)
        app.press("ctrl+k")
        harness.wait_until(lambda: app.has(app.tr("Unit converter")), 5, "the converter row")
        app.press("5", "Return")
        expect_result(app, "5 m = 0.005 km", "5 in the dark style")
        app.screenshot(harness.out_dir() / "converter-dark.png")


def main():
    harness.start_xvfb(1280, 1024)
    results = harness.Results("converter")
    cache = cache_with_feed()
    with harness.App(env={"XDG_CACHE_HOME": cache}) as app:
        results.run("Ctrl+K shows the row (Length, m to km) over the stack's room; the keypad stays",
                    lambda: opens_over_the_stack(app))
        results.run("km chosen from a list, mi found by its search; 10 typed converts live; swap; Return",
                    lambda: choose_type_and_swap(app))
        results.run("Currency: 10 EUR = 10.562 USD at the recorded feed, its source and date said",
                    lambda: currency(app))
        results.run("screenshots at 360 × 520 and 900 × 640", lambda: screenshots(app))
        results.run("Ctrl+K hides the row; the keypad stays", lambda: hides_again(app))
        results.check("no warnings on standard error", "WARNING" not in app.stderr()
                      and "CRITICAL" not in app.stderr(), app.stderr()[-500:])
    results.run("screenshot in the dark style", lambda: dark_screenshot(cache))
    results.finish()


if __name__ == "__main__":
    main()
