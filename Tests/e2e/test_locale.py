#!/usr/bin/python3
"""Numbers in the locale and the desktop's style (docs/behaviour.md §12), in the real window.

In pt_BR.UTF-8 and de_DE.UTF-8 the window speaks Portuguese and German (the keys'
accessible names and tooltips, the header bar, the error on the display), writes `0,3`
(display, description, what Ctrl+C copies) and the keypad's decimal key types `,`; in C
and en_US it speaks English and writes `.`; `--keys
--json` writes `.` in every locale, and its error messages in the locale's language. A fake settings portal (fake_portal.py) on the
test's own session bus says dark, then light: the window turns dark, then light, without
a restart.

Run as ``/usr/bin/python3 Tests/e2e/test_locale.py``; it re-runs itself on a private D-Bus
session bus, which activates no desktop portal: the fake one owns the portal's name there. Generates the locales it needs (Debian's
`locales`: localedef) when they are missing. Prints one line per case and then
``locale: N passed, M failed``.
"""

import json
import os
import subprocess
from pathlib import Path

import harness
from harness import App, spawn, stop, wait_until

HERE = Path(__file__).resolve().parent
LOCALES = ["pt_BR.UTF-8", "de_DE.UTF-8"]


def ensure_locale(name):
    """Generates `name` with localedef unless `locale -a` lists it (utf8 or UTF-8)."""
    listed = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.lower().split()
    if name.lower().replace("utf-8", "utf8") in listed or name.lower() in listed:
        return
    language = name.split(".")[0]
    subprocess.run(["localedef", "-i", language, "-f", "UTF-8", name], check=True,
                   capture_output=True, timeout=120)


def locale_env(name):
    """The environment for a run in locale `name`: LANG only, the LC_ variables empty
    (glibc then takes LANG)."""
    return {"LANG": name, "LC_ALL": "", "LC_NUMERIC": "", "LANGUAGE": ""}


def read_clipboard():
    result = subprocess.run(["xclip", "-selection", "clipboard", "-o"], capture_output=True,
                            timeout=5)
    return result.stdout.decode() if result.returncode == 0 else None


def expect(app, display=None, description=None):
    ok, seen = app.expect(display=display, description=description)
    assert ok, f"expected {display!r} / {description!r}, saw {seen.get('display')!r} / {seen.get('description')!r}"


def check_numbers(name, comma):
    """0.1 + 0.2 = shows 0,3 (or 0.3), Ctrl+C copies it, the keypad's decimal key types
    the mark, and a typed formula reads `.` and the locale's mark."""
    mark = "," if comma else "."
    point = "comma" if comma else "period"
    with App(env=locale_env(name)) as app:
        app.press("0", point, "1", "plus", "0", point, "2", "Return")
        expect(app, f"0{mark}3", f"0{mark}1 + 0{mark}2 =")
        if comma:
            # The README's data/screenshots/locale.png is the pt_BR one.
            app.screenshot(harness.out_dir() / f"locale-{name.split('.')[0]}.png")
        app.press("ctrl+c")
        wait_until(lambda: read_clipboard() == f"0{mark}3", what=f"0{mark}3 on the clipboard")
        # Typed digits go into the formula line (docs/behaviour.md §13); Return puts them in.
        app.press("Escape", "1", "KP_Decimal", "5", "Return")
        expect(app, f"1{mark}5", f"1{mark}5 =")
        # A typed formula reads the locale's mark (docs/behaviour.md §12, §13).
        app.press("Escape", "2", point, "5", "plus", "1", "Return")
        expect(app, f"3{mark}5", f"2{mark}5 + 1 =")
        if comma:
            # Issue 32 item 2: where the mark is `,`, `.` groups digits: 1.000+1 is 1001,
            # as GNOME Calculator and qalc read it; `2.5` is refused at its `.`, the mark named.
            app.press("Escape", "1", "period", "0", "0", "0", "plus", "1", "Return")
            expect(app, "1.001", "1000 + 1 =")   # grouped as the locale groups (§17)
            app.press("Escape", "2", "period", "5")
            wait_until(lambda: "`,`" in (app.formula_preview() or ""), what="the decimal mark named under 2.5")
            app.screenshot(harness.out_dir() / f"locale-point-{name.split('.')[0]}.png")
            app.press("Return")
            wait_until(lambda: app.formula_entry() is not None, what="2.5 kept in the line")
            app.press("Escape")


def run_json(name, keys):
    out = subprocess.run([harness.binary(), "--keys", keys, "--json"], capture_output=True,
                         text=True, timeout=30, env={**os.environ, **locale_env(name)})
    return json.loads(out.stdout), out.stdout


def check_json(name):
    result, text = run_json(name, "0.1 + 0.2 =")
    assert result["display"] == "0.3" and result["value"] == 0.3 \
        and result["description"] == "0.1 + 0.2 =", f"got {text!r}"


# What `1 / 0 =` says in each locale: the message translated, the code as ever.
DIVISION_BY_ZERO = {"pt_BR.UTF-8": "Divisão por zero", "de_DE.UTF-8": "Division durch Null",
                    "C": "Division by zero", "en_US.UTF-8": "Division by zero"}


def check_json_error(name):
    result, text = run_json(name, "1 / 0 =")
    error = result["error"] or {}
    assert error.get("code") == "division_by_zero" and error.get("message") == DIVISION_BY_ZERO[name] \
        and result["value"] is None, f"got {text!r}"


def build_translations():
    """The .mo files beside a binary of this checkout (scripts/build-translations.sh, as
    scripts/test.sh does), where an uninstalled cerebrum looks; an installed binary
    (CEREBRUM_BIN elsewhere) has its own under share/locale."""
    folder = Path(os.path.realpath(harness.binary())).parent
    root = HERE.parent.parent
    if root not in folder.parents:
        return
    subprocess.run([str(root / "scripts/build-translations.sh"), str(folder)], check=True,
                   capture_output=True, timeout=60)
    for language in ("de", "pt_BR"):
        mo = folder / "locale" / language / "LC_MESSAGES/cerebrum.mo"
        assert mo.exists(), f"no {mo}"


# A handful of the window's parts by accessible name, each with its tooltip (its AT-SPI
# description), spelled out per language: what a screen reader user hears. The keys'
# names, the header bar's History and main menu buttons, and how the display and the key
# grid present themselves.
WINDOW_TEXTS = {
    "pt_BR.UTF-8": {
        "buttons": [("raiz quadrada", "Raiz quadrada (Alt+R, ou digite sqrt)"),
                    ("apagar", "Apagar, ou desfazer quando não estiver digitando (Backspace ou Ctrl+Z)"),
                    ("vírgula decimal", "Vírgula decimal (. ou ,)"),
                    ("guardar na memória", "Guardar na memória (Alt+Shift+M ou Ctrl+M)"),
                    ("Histórico", "Histórico (Ctrl+H)"),
                    ("Menu principal", "Menu principal (F10)")],
        "keys": "Teclas", "display": "Visor", "description": "Descrição",
        "error": "Divisão por zero"},
    "de_DE.UTF-8": {
        "buttons": [("Quadratwurzel", "Quadratwurzel (Alt+R, oder sqrt tippen)"),
                    ("Rücktaste", "Rücktaste oder, wenn nicht getippt wird, Rückgängig (Backspace oder Ctrl+Z)"),
                    ("Dezimaltrennzeichen", "Dezimaltrennzeichen (. oder ,)"),
                    ("im Speicher ablegen", "Im Speicher ablegen (Alt+Shift+M oder Ctrl+M)"),
                    ("Chronik", "Chronik (Ctrl+H)"),
                    ("Hauptmenü", "Hauptmenü (F10)")],
        "keys": "Tasten", "display": "Anzeige", "description": "Beschreibung",
        "error": "Division durch Null"},
    "C": {
        "buttons": [("square root", "Square root (Alt+R, or type sqrt)"),
                    ("backspace", "Backspace, or undo when not typing (Backspace or Ctrl+Z)"),
                    ("decimal point", "Decimal point (. or ,)"),
                    ("store in memory", "Store in memory (Alt+Shift+M or Ctrl+M)"),
                    ("History", "History (Ctrl+H)"),
                    ("Main menu", "Main menu (F10)")],
        "keys": "Keys", "display": "Display", "description": "Description",
        "error": "Division by zero"},
}
WINDOW_TEXTS["en_US.UTF-8"] = WINDOW_TEXTS["C"]
# Key names that are the same word in English (nothing else may be left in English).
SAME_IN_ENGLISH = {"pt_BR.UTF-8": {"zero", "pi"}, "de_DE.UTF-8": set()}


def window_key_names(name):
    """The window in locale `name`: the names and tooltips of WINDOW_TEXTS, the key grid
    and display card by their translated names, `1 / 0 =` showing the translated error.
    Returns every key's accessible name."""
    texts = WINDOW_TEXTS[name]
    with App(env=locale_env(name)) as app:
        wrong = []
        for accessible_name, tooltip in texts["buttons"]:
            found = app.find_all(accessible_name, "push button") + \
                app.find_all(accessible_name, "toggle button")
            if not found:
                wrong.append(f"no button named {accessible_name!r}")
            elif found[0].description != tooltip:
                wrong.append(f"{accessible_name!r}: tooltip {found[0].description!r}, not {tooltip!r}")
        if not app.find_all(texts["keys"], "table"):
            wrong.append(f"no key grid named {texts['keys']!r}")
        described = {o.description for o in app.find_all(role="label") if o.description}
        for part in ("display", "description"):
            if texts[part] not in described:
                wrong.append(f"no label described as {texts[part]!r} (saw {sorted(described)})")
        assert not wrong, "; ".join(wrong)
        app.press("1", "slash", "0", "Return")
        expect(app, texts["error"])
        return set(app.buttons())


def check_window_texts(name, english):
    """As window_key_names, and no key keeps its English name (`english`: the names in C)."""
    names = window_key_names(name)
    left = (names & english) - SAME_IN_ENGLISH[name]
    assert not left, f"keys still named in English: {sorted(left)}"
    assert len(names) == len(english), f"{len(names)} keys, {len(english)} in C"


def brightness(app):
    """The window's mean grey level, 0 (black) to 1 (white), from a screenshot."""
    path = app.screenshot(Path(harness.temp_dir()) / "shot.png")
    out = subprocess.run(["convert", path, "-colorspace", "Gray", "-format", "%[fx:mean]", "info:"],
                         capture_output=True, text=True, check=True, timeout=30)
    return float(out.stdout)


def check_portal():
    """The fake portal says dark (1): the window is dark; then light (2): light again,
    live; then no preference (0): GTK's default, light."""
    portal = spawn(["/usr/bin/python3", str(HERE / "fake_portal.py"), "1"],
                   stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert portal.stdout.readline().strip() == "ready", "the fake portal did not start"
        with App() as app:
            wait_until(lambda: brightness(app) < 0.35, timeout=10, what="a dark window")
            for scheme, dark in ((2, False), (1, True), (0, False)):
                portal.stdin.write(f"{scheme}\n")
                portal.stdin.flush()
                if dark:
                    wait_until(lambda: brightness(app) < 0.35, timeout=10, what="a dark window")
                else:
                    wait_until(lambda: brightness(app) > 0.65, timeout=10, what="a light window")
    finally:
        stop(portal)


def check_no_portal():
    """No portal on the bus: the window starts (GTK's settings: light)."""
    with App() as app:
        wait_until(lambda: brightness(app) > 0.65, timeout=10, what="a light window")


def main():
    harness.private_session()
    harness.start_xvfb(1280, 1024)
    results = harness.Results("locale")
    for name in LOCALES:
        results.run(f"generate {name}", lambda: ensure_locale(name))
    results.run("translations beside the binary", build_translations)
    for name in LOCALES:
        results.run(f"{name}: 0,3 in the display, description and copy; KP_Decimal types ,",
                    lambda: check_numbers(name, comma=True))
        results.run(f"{name}: --keys --json keeps 0.3", lambda: check_json(name))
    for name in LOCALES + ["C", "en_US.UTF-8"]:
        results.run(f"{name}: --keys \"1 / 0 =\" --json: {DIVISION_BY_ZERO[name]}",
                    lambda: check_json_error(name))
    for name in ["C", "en_US.UTF-8"]:
        results.run(f"{name}: 0.3 as before", lambda: check_numbers(name, comma=False))
    english = results.run("C: English names and tooltips, as before", lambda: window_key_names("C"))
    results.run("en_US.UTF-8: English names and tooltips, as before", lambda: window_key_names("en_US.UTF-8"))
    for name in LOCALES:
        results.run(f"{name}: keys, History and menu buttons named and tooltipped in its language; "
                    "1 / 0 = says so too", lambda: check_window_texts(name, english or set()))
    results.run("no portal: light window (GTK's settings)", check_no_portal)
    results.run("portal: dark, then light, dark and default, live", check_portal)
    results.finish()


if __name__ == "__main__":
    main()
