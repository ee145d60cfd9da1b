#!/usr/bin/python3
"""End-to-end test: every text of the window reads in every style (issue 27 item 5,
docs/behaviour.md §8): light (Adwaita), dark (Adwaita:dark) and high contrast
(HighContrast, HighContrastInverse), each text reaches WCAG AA's 4.5:1 against what it
is drawn on.

Measured from the rendered pixels, not from the style sheet: each text's box (its
AT-SPI extents) in a screenshot; its background is the box's most common colour, its
text colour the pixel that differs most from it (a glyph's stem is drawn in the full
colour). The texts, in the states that show them: the display and the description
(`7 + 9 =`) and the last calculation above them, an error on the display (`1 ÷ 0`), the message under the display (Ctrl+C
on an error), the variables line (`x = 5`) and the angle unit, the RPN stack, the
formula line with an error and its preview, every key and the header bar's switches;
the history and variables popovers (their entries, names and values) and the graph
(its texts are its most contrasting shade: the box's most contrasting pixel).

Screenshots: contrast-<style>-<state>.png in $E2E_OUT (contrast-dark-formula.png is the
dark formula error the issue saw at 2.3:1).

E2E_ONLY=dark,light picks styles; CONTRAST_DEBUG=1 prints every box and ratio measured.

Prints one line per case and ends with `contrast: N passed, M failed`.
Run: Tests/e2e/run.sh, or as the brief says for a single file.
"""

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

harness.private_session()

AA = 4.5
STYLES = [("light", "Adwaita"), ("dark", "Adwaita:dark"),
          ("high-contrast", "HighContrast"), ("high-contrast-dark", "HighContrast:dark")]


def channel(c):
    c /= 255
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4


def luminance(rgb):
    """WCAG's relative luminance."""
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


class Shot:
    """A screenshot's pixels (ImageMagick writes them raw)."""

    def __init__(self, path):
        size = subprocess.run(["identify", "-format", "%w %h", path], capture_output=True,
                              text=True, check=True).stdout.split()
        self.width, self.height = int(size[0]), int(size[1])
        self.data = subprocess.run(["convert", path, "-depth", "8", "rgb:-"],
                                   capture_output=True, check=True).stdout

    def box(self, x, y, w, h):
        pixels = []
        for row in range(max(y, 0), min(y + h, self.height)):
            start = (row * self.width + max(x, 0)) * 3
            end = (row * self.width + min(x + w, self.width)) * 3
            line = self.data[start:end]
            pixels += [tuple(line[i:i + 3]) for i in range(0, len(line), 3)]
        return pixels


def text_contrast(shot, extents, inset=0):
    """(ratio, text colour, background) of the text in a box: the background is its most
    common colour, the text the pixel that differs most from it."""
    x, y, w, h = extents
    pixels = shot.box(x + inset, y + inset, w - 2 * inset, h - 2 * inset)
    if not pixels:
        raise AssertionError(f"empty box {extents}")
    counts = {}
    for p in pixels:
        counts[p] = counts.get(p, 0) + 1
    background = max(counts, key=counts.get)
    text = max(counts, key=lambda p: contrast(p, background))
    return contrast(text, background), text, background


def hex_of(rgb):
    return "#%02X%02X%02X" % rgb


def measure(app, shot, items):
    """Each (what, extents, inset) below AA, as a sentence; [] when all read."""
    low = []
    for what, extents, inset in items:
        if extents[2] <= 2 * inset or extents[3] <= 2 * inset:
            continue
        ratio, text, background = text_contrast(shot, extents, inset)
        if os.environ.get("CONTRAST_DEBUG"):
            print(f"#   {what} {extents}: {hex_of(text)} on {hex_of(background)} {ratio:.1f}", flush=True)
        if ratio < 1.05:
            continue    # nothing drawn in the box (an empty line)
        if ratio < AA:
            low.append(f"{what}: {hex_of(text)} on {hex_of(background)} is {ratio:.1f}:1")
    return low


def labels(app, *descriptions):
    """The shown labels with these accessible descriptions, by description."""
    t = app.tr
    wanted = {t(d): d for d in descriptions}
    found = []
    for obj in app.find_all(role="label"):
        if obj.description in wanted and obj.name.strip():
            found.append((f"{wanted[obj.description]} “{obj.name[:30]}”", app.extents(obj), 0))
    return found


def popover_of(obj):
    """The popover holding `obj`: its own surface, whose origin AT-SPI puts at these
    extents (GTK 4.8: its children's are in the same frame)."""
    while obj is not None:
        if obj.getRoleName() == "filler" and obj.name != "GtkPopoverContent":
            return obj
        obj = obj.parent
    raise AssertionError("not in a popover")


def in_popover(app, items, popover):
    """The boxes in the popover's own coordinates (its screenshot's)."""
    px, py = app.extents(popover)[:2]
    return [(what, (x - px, y - py, w, h), inset) for what, (x, y, w, h), inset in items]


def recent(app):
    """Algebraic mode's last calculations above the display (issue 32 item 25)."""
    return [(f"recent “{b.name}”", app.extents(b), 0) for b in app.find_all(role="push button")
            if b.description == app.tr("Recent calculation")]


def keys(app):
    # Inside the border: the key's own face and its label.
    return [(f"key {name}", app.extents(button), 4) for name, button in app.buttons().items()]


def run_style(style, theme):
    out = harness.out_dir()
    low = {}
    with harness.App(env={"GTK_THEME": theme}) as app:
        def state(name, items, popover=False):
            app.settle()
            shot_path = str(out / f"contrast-{style}-{name}.png")
            listed = items() if callable(items) else items
            if popover:
                # A popover is a surface of its own (its objects' extents are in its
                # coordinates): the shot is of it, the app's other shown X window.
                found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(app.pid)],
                                       capture_output=True, text=True).stdout.split()
                others = [w for w in found if w != app.wid]
                assert len(others) == 1, f"popover windows: {others}"
                subprocess.run(["import", "-window", others[0], shot_path], check=True,
                               capture_output=True, timeout=30)
            else:
                app.screenshot(shot_path)
            if os.environ.get("CONTRAST_DEBUG"):
                print(f"# {style} {name}: " + ", ".join(f"{w} {e}" for w, e, _ in listed), flush=True)
            found = measure(app, Shot(shot_path), listed)
            if found:
                low[name] = found

        app.click("seven", "add", "nine", "equals", "five", "store in x")
        ok, shown = app.expect(display="16", description="7 + 9 =")
        assert ok and shown["variables"], f"after 7 + 9 = 5 →x: {shown}"
        state("keys", lambda: keys(app) + labels(app, "Display", "Description", "Variables",
                                                "Angle unit") + recent(app))
        app.click("one", "divide", "zero", "equals")
        app.press("ctrl+c")          # on an error: a message under the display
        harness.wait_until(lambda: app.state()["message"], what="a message")
        state("error", lambda: labels(app, "Display", "Message", "Description"))
        app.press("Escape", "ctrl+r", "1", "Return", "2", "Return", "3")
        harness.wait_until(lambda: app.state()["stack"], what="the stack")
        state("rpn", lambda: labels(app, "Stack", "Description", "Display") + keys(app))
        # Ctrl+R twice: RPN → programmer → algebraic (docs/behaviour.md §18).
        app.press("ctrl+r", "ctrl+r", "shift+Escape", "parenleft", "2", "asterisk", "slash", "3")
        harness.wait_until(lambda: any(o.description == app.tr("Formula value")
                                       for o in app.find_all(role="label")),
                           what="the formula line's preview")

        def formula():
            # Its top rows lie under the entry's cursor, which is not its text.
            items = [(what, (x, y + 4, w, h - 4), inset)
                     for what, (x, y, w, h), inset in labels(app, "Formula value")]
            entry = app.find(app.tr("Formula"))
            x, y, w, h = app.extents(entry)
            # The entry's first characters only, `(2*`: not its cursor (after `3`), its
            # outline, or the wavy underline drawn under `/` on purpose.
            items.append(("formula line text", (x + 6, y + 7, 24, h - 12), 0))
            return items
        state("formula", formula)
        header = [(f"switch {name}", app.extents(app.find(name)), 4)
                  for name in ("Reverse Polish mode", "Angles in degrees", app.tr("Show the graph"))]
        app.press("Escape")
        state("header", header)

        # The popovers (issue 32 item 24): the history's entries, the variables panel's
        # names and values.
        app.press("ctrl+h")
        panel = harness.wait_until(lambda: app.find(app.tr("Calculations"), "panel"),
                                   what="the history")

        def history():
            return in_popover(app, [(f"history entry “{b.name[:20]}”", app.extents(b), 4)
                                    for b in app.find_all(role="push button", root=panel)],
                              popover_of(panel))
        state("history", history, popover=True)
        app.press("Escape")
        harness.wait_until(lambda: not app.find_all(app.tr("Calculations"), "panel"),
                           what="the history to close")
        app.press("ctrl+e")
        entry = harness.wait_until(lambda: app.find(app.tr("Value of %s").replace("%s", "x"), "text"),
                                   what="the variables panel")

        def variables():
            grid = entry.parent
            return in_popover(app, [(f"variable name “{o.name}”", app.extents(o), 0)
                                    for o in app.find_all(role="label", root=grid) if o.name.strip()]
                              # Inside the frame; the cursor (focused x) is not text.
                              + [(f"variable value “{o.name}”", app.extents(o), 6)
                                 for o in app.find_all(role="text", root=grid)],
                              popover_of(entry))
        state("variables", variables, popover=True)
        app.press("Escape")
        harness.wait_until(lambda: not app.find_all(app.tr("Value of %s").replace("%s", "x"), "text"),
                           what="the variables panel to close")
        # The graph: its texts (tick labels, the legend) are its most contrasting shade,
        # drawn on a patch of the page's colour: the box's most contrasting pixel is theirs.
        app.press("s", "i", "n", "parenleft", "x", "parenright", "Return", "ctrl+g")
        drawing = harness.wait_until(lambda: next((o for o in app.find_all(app.tr("Graph"))
                                                   if o.getRoleName() == "image"), None),
                                     what="the graph")
        harness.wait_until(lambda: drawing.description, what="the graph to be drawn")
        state("graph", lambda: [("graph texts", app.extents(drawing), 2)])
        app.press("ctrl+g")
    assert not low, "; ".join(f"[{k}] " + ", ".join(v) for k, v in low.items())


def main():
    harness.start_xvfb()
    results = harness.Results("contrast")
    only = os.environ.get("E2E_ONLY")
    for style, theme in STYLES:
        if not only or style in only.split(","):
            results.run(f"{style} ({theme}): every text reaches {AA}:1",
                        lambda: run_style(style, theme))
    results.finish()


if __name__ == "__main__":
    main()
