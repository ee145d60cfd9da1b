#!/usr/bin/python3
"""Everyday use of the real Cerebrum window: saved state across restarts (and across
kill -9), a damaged state file, the clipboard, the shortcuts window and the About
dialog.

Run as ``/usr/bin/python3 Tests/e2e/test_everyday.py`` (pyatspi needs the system Python);
it re-runs itself on a private D-Bus session bus. It uses the shared
helpers of harness.py (Xvfb, processes, polling, AT-SPI, results); what is particular to
this file is that several starts share one HOME, so the state file carries over. Results
are polled for, never waited for with a sleep. Every process it starts is ended, on
failure and on SIGINT/SIGTERM too.

Prints one line per test and then ``everyday: N passed, M failed``; exits 1 on failure.
$EVERYDAY_ONLY (letters, comma-separated) runs some tests; $EVERYDAY_SEED changes the
seed of the kill -9 test.
"""

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import harness
from harness import spawn, stop, xdotool

TIMEOUT = 5.0


def wait_until(condition, timeout=TIMEOUT, what="condition"):
    """harness.wait_until, retrying while AT-SPI objects vanish under a window that
    changes (a popover closing, a dialog opening)."""
    def attempt():
        try:
            return condition()
        except Exception:
            return None
    return harness.wait_until(attempt, timeout, what)


def release_modifiers(*keys):
    """xdotool holds modifiers in the X server itself, even for `key --window`, and
    leaves them (and the key) held when the window a combination went to is gone before
    the release (Ctrl+Q, Ctrl+W) or when it is stopped midway. The server is not reset
    between apps (-noreset), so the next app would see every key with Ctrl, and take the
    next press of a key still held for a repeat and drop it. Releasing what is not held
    does nothing."""
    xdotool("keyup", "Control_L", "Control_R", "Shift_L", "Shift_R", "Alt_L", *keys)


def key_to(window, *keys):
    """Presses keys in another window (a dialog) that may close on the press; the keys
    are released again so the next app does not take its next press for a repeat."""
    xdotool("key", "--window", window, *keys)
    release_modifiers(*{part for key in keys for part in key.split("+")})


class App(harness.App):
    """The harness's window, started on a given HOME so restarts share the state file."""

    def __init__(self, home):
        home = Path(home)
        super().__init__(env={
            "HOME": str(home), "XDG_STATE_HOME": str(home / "state"),
            "XDG_CONFIG_HOME": str(home / "config"), "XDG_CACHE_HOME": str(home / "cache"),
            "XDG_DATA_HOME": str(home / "data"), "G_DEBUG": "fatal-criticals",
            "LANG": "C.UTF-8"})
        self.process = self.proc
        self.window = self.wid
        try:
            self.focus()
        except BaseException:
            # A window left running would take over the next start (one instance per
            # session): end it now.
            self.close()
            raise

    # -- reading

    def lines(self):
        """{"Display": …, "Description": …, "Variables": …, "Stack": …, "Message": …} of
        the lines shown now (a hidden or empty line is absent)."""
        state = self.state()
        found = {"Display": state["display"], "Description": state["description"].strip()}
        if state["variables"]:
            found["Variables"] = state["variables"]
        if state["stack"]:
            found["Stack"] = "\n".join(state["stack"])
        if state["message"]:
            found["Message"] = state["message"]
        return found

    def expect(self, timeout=TIMEOUT, **wanted):
        """Polls until every given line reads as wanted (None: the line is hidden or
        empty); returns the lines, or raises with the last ones seen."""
        seen = {}

        def matches():
            self._check_alive()
            seen.clear()
            seen.update(self.lines())
            return all(seen.get(name) == value for name, value in wanted.items())
        try:
            wait_until(matches, timeout, what=f"{wanted}")
        except harness.Timeout:
            raise AssertionError(f"expected {wanted}, saw {seen}") from None
        return dict(seen)

    def find(self, name, role=None, root=None):
        """The object with that name (and role), or None. (The harness's find, which
        stops at the first match, raises instead.)"""
        try:
            return super().find(name, role, root)
        except AssertionError:
            return None

    def history(self):
        """The history entries' names, newest first, read from the open popover."""
        self.keys("ctrl+h")
        panel = wait_until(lambda: self.find("Calculations", "panel"), what="the history list")
        panel.clear_cache()
        names = [c.name for c in panel if c is not None and c.getRoleName() == "push button"]
        self.keys("Escape")
        wait_until(lambda: self.find("Calculations", "panel") is None, what="the history to close")
        return names

    def choose_history_entry(self, text):
        """Opens the history and chooses the entry `text` (its value becomes the next
        operand); returns once the popover has closed and the window has the keys again
        (a key sent while it closes would go to it)."""
        self.keys("ctrl+h")
        # In the history's list: the display card shows the last calculations too.
        panel = wait_until(lambda: self.find("Calculations", "panel"), what="the history list")
        entry = wait_until(lambda: self.find(text, "push button", root=panel), what=f"the entry {text!r}")
        entry.queryAction().doAction(0)
        wait_until(lambda: self.find("Calculations", "panel") is None, what="the history to close")
        self.focus()

    # -- acting

    def keys(self, *keys, delay_ms=12):
        """Presses keys (xdotool names) in the window, one after the other; releases
        the modifiers of combinations, which may have closed the window."""
        try:
            self.press(*keys, delay_ms=delay_ms)
        except RuntimeError:
            if not any("+" in key for key in keys):
                raise       # a combination (Ctrl+Q, Ctrl+W) may leave no window to release in
        combinations = [key for key in keys if "+" in key]
        if combinations:
            release_modifiers(*{part for key in combinations for part in key.split("+")})

    def menu(self, item):
        """Chooses an item of the primary menu (F10 opens it)."""
        self.keys("F10")
        entry = wait_until(lambda: self.find(item, "menu item"), what=f"the menu item {item!r}")
        entry.queryAction().doAction(0)
        wait_until(lambda: self.find(item, "menu item") is None, what="the menu to close")
        self.focus()

    def wait_exit(self, timeout=10):
        try:
            return self.process.wait(timeout)
        finally:
            stop(self.process)

    def close(self):
        """Quits with Ctrl+Q, as a user does (the state is saved), then ends the process."""
        if self.process.poll() is None:
            try:
                self.keys("ctrl+q")
                self.process.wait(5)
            except (RuntimeError, subprocess.TimeoutExpired):
                pass
        super().close()


# ---------------------------------------------------------------- tests

def new_home():
    return Path(harness.temp_dir("cerebrum-everyday-"))


def state_file(home):
    return home / "state" / "cerebrum" / "state.db"


def check_state(path):
    """The state database reads whole: SQLite finds nothing damaged, the settings row is there."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise AssertionError("the state database is damaged")
        db.execute("SELECT mode, angle FROM calculation").fetchall()


def assert_clean_stderr(app, allowed=()):
    text = app.stderr()
    problems = [line for line in text.splitlines()
                if line.strip() and not any(a in line for a in allowed)]
    if problems:
        raise AssertionError(f"stderr: {problems[:3]}")


def test_restart_restores():
    """a. A calculation with a variable and two history entries survives Ctrl+Q."""
    home = new_home()
    app = App(home)
    try:
        app.keys("7", "plus", "9", "Return", "alt+X", "x", "asterisk", "2", "Return")
        before = app.expect(Display="32", Description="x × 2 =", Variables="x = 16")
        history = app.history()
        if history != ["x × 2 = 32", "7 + 9 = 16"]:
            raise AssertionError(f"history {history}")
        app.keys("ctrl+q")
        status = app.wait_exit()
        if status != 0:
            raise AssertionError(f"Ctrl+Q exited with {status}")
        assert_clean_stderr(app)
    finally:
        app.close()
    check_state(state_file(home))
    app = App(home)
    try:
        after = app.expect(Display="32", Description="x × 2 =", Variables="x = 16")
        if {k: before.get(k) for k in before} != {k: after.get(k) for k in before}:
            raise AssertionError(f"{before} became {after}")
        history = app.history()
        if history != ["x × 2 = 32", "7 + 9 = 16"]:
            raise AssertionError(f"restored history {history}")
        # Choosing an entry enters its value as the next operand. The + button: a typed
        # + would open the formula line (docs/behaviour.md §13), the button is §3's key.
        app.click("add")
        app.settle()
        app.choose_history_entry("7 + 9 = 16")
        app.expect(Display="16", Description="x × 2 + …")
        app.keys("Return")
        app.expect(Display="48", Description="x × 2 + 16 =")
        assert_clean_stderr(app)
    finally:
        app.close()


def test_full_history():
    """a'. A restored full history (1,000 entries, written by cerebrum-bench) drops its
    oldest entry for each new calculation: the list shows the new ones first, choosing one
    enters its value (the window's list and the controller's stay aligned), and the saved
    history stays at 1,000. After a restart the history opens at once with its entries
    (they are sent once the window shows, or when it opens first); after Clear History
    it holds only what came next."""
    home = new_home()
    state = state_file(home)
    bench = Path(harness.binary()).parent / "cerebrum-bench"
    subprocess.run([str(bench), "--write-state", str(state.parent), "1000"], check=True,
                   stdout=subprocess.DEVNULL)
    app = App(home)
    try:
        app.expect(Display="827.115")
        app.keys("2", "plus", "3", "Return")
        app.expect(Display="5")
        app.keys("4", "asterisk", "5", "Return")
        app.expect(Display="20")
        history = app.history()
        if history[:3] != ["4 × 5 = 20", "2 + 3 = 5", "123.45 × 6.7 = 827.115"]:
            raise AssertionError(f"history {history[:3]}")
        app.click("add")       # the key (§3), not a typed + (§13)
        app.settle()
        app.choose_history_entry("2 + 3 = 5")
        app.expect(Display="5", Description="4 × 5 + …")
        app.keys("Return")
        app.expect(Display="25")
        app.keys("ctrl+q")
        if app.wait_exit() != 0:
            raise AssertionError("Ctrl+Q failed")
        assert_clean_stderr(app)
    finally:
        app.close()
    with sqlite3.connect(f"file:{state}?mode=ro", uri=True) as db:
        entries = db.execute("SELECT count(*) FROM history").fetchone()[0]
    if entries != 1000:
        raise AssertionError(f"saved history of {entries} entries")
    app = App(home)
    try:
        history = app.history()
        if len(history) != 100 or history[0] != "4 × 5 + 5 = 25":
            raise AssertionError(f"restored history: {len(history)} entries, {history[:1]}")
        # The menu's Clear History does what the popover's button does (an AT-SPI click
        # on that button leaves GTK 4.8 under X without a window manager sending no keys
        # to the window once the popover closes; a real click does not).
        app.menu("Clear History")
        app.keys("6", "asterisk", "7", "Return")
        app.expect(Display="42")
        history = app.history()
        if history != ["6 × 7 = 42"]:
            raise AssertionError(f"history after Clear: {history[:3]}")
        app.click("add")
        app.settle()
        app.choose_history_entry("6 × 7 = 42")
        app.expect(Display="42", Description="6 × 7 + …")
        assert_clean_stderr(app)
    finally:
        app.close()


def test_every_exit_saves():
    """b'. Ctrl+W, SIGTERM, SIGINT and SIGHUP (a closed terminal, an ended login) save the
    last state as Ctrl+Q does, and exit with status 0."""
    home = new_home()
    ways = {"Ctrl+W": lambda app: app.keys("ctrl+w"),
            "SIGTERM": lambda app: app.process.send_signal(signal.SIGTERM),
            "SIGINT": lambda app: app.process.send_signal(signal.SIGINT),
            "SIGHUP": lambda app: app.process.send_signal(signal.SIGHUP)}
    for number, (way, leave) in enumerate(ways.items(), start=41):
        app = App(home)
        try:
            app.keys("Escape", *str(number), "plus", "1", "Return")
            app.expect(Display=str(number + 1), Description=f"{number} + 1 =")
            leave(app)
            status = app.wait_exit()
            if status != 0:
                raise AssertionError(f"{way} exited with {status}")
            assert_clean_stderr(app)
        finally:
            app.close()
        app = App(home)
        try:
            app.expect(Display=str(number + 1), Description=f"{number} + 1 =")
        except AssertionError as error:
            raise AssertionError(f"after {way}: {error}") from None
        finally:
            app.close()
    return ", ".join(ways)


def test_kill_nine():
    """b. kill -9 at random moments during 200 key presses: the state file always parses
    and the next start reports nothing."""
    seed = int(os.environ.get("EVERYDAY_SEED", "20261122"))
    rng = random.Random(seed)
    home = new_home()
    keys = [*"0123456789", "period", "plus", "minus", "asterisk", "slash", "Return",
            "BackSpace", "alt+n", "alt+r", "alt+q", "alt+X", "x", "alt+m", "alt+M", "Escape"]
    rounds, per_round = 10, 20
    parsed = 0
    for round_number in range(rounds):
        app = App(home)
        try:
            if round_number > 0:
                assert_clean_stderr(app)
            presses = [rng.choice(keys) for _ in range(per_round)]
            typist = spawn(["xdotool", "key", "--window", app.window, "--delay", "15", *presses],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(rng.uniform(0.02, 0.4))  # the random moment of the kill, not a wait
            app.process.kill()
            app.process.wait()
            stop(typist)
            # A typist stopped midway leaves its key (and Shift) down in the X server,
            # and GTK takes the next press of that key for a repeat and drops it.
            release_modifiers()
            xdotool("keyup", *set(keys))
        finally:
            app.close()
        path = state_file(home)
        if path.exists():
            try:
                check_state(path)
            except Exception as error:
                raise AssertionError(f"round {round_number}: the state does not read: {error}")
            parsed += 1
    app = App(home)
    try:
        app.expect()  # the window shows and reads
        assert_clean_stderr(app)
        damaged = list(path.parent.glob("*.damaged-*"))
        if damaged:
            raise AssertionError(f"moved aside: {damaged}")
        leftovers = [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")
                     and f".{app.process.pid}." not in p.name]
        if leftovers:
            raise AssertionError(f"temporary files left: {leftovers}")
    finally:
        app.close()
    if parsed == 0:
        raise AssertionError("no state was ever written")
    return f"seed {seed}, {rounds} kills, {rounds * per_round} keys, the state read {parsed} times"


def test_damaged_file():
    """c. Garbage in the state file: a clean start, the file moved aside, a message."""
    home = new_home()
    path = state_file(home)
    path.parent.mkdir(parents=True)
    garbage = b"\x00\x01not a property list\xff\xfe" * 3
    path.write_bytes(garbage)
    app = App(home)
    try:
        app.expect(Display="0", Description="")
        moved = list(path.parent.glob("state.db.damaged-*"))
        if len(moved) != 1 or moved[0].read_bytes() != garbage:
            raise AssertionError(f"moved aside: {moved}")
        if path.exists() and path.read_bytes() == garbage:
            raise AssertionError("the garbage is still the state file")
        text = wait_until(lambda: "starting clean" in app.stderr() and app.stderr(), what="the message")
        if f"the saved state in {path} was damaged" not in text or str(moved[0]) not in text:
            raise AssertionError(f"stderr says {text!r}")
        # It carries on: the next change is saved as a good file.
        app.keys("5", "plus", "2", "Return")
        app.expect(Display="7")
    finally:
        app.close()
    check_state(path)


def set_clipboard(text):
    """Puts `text` on the clipboard; xclip stays (in the foreground) as its owner until
    another program takes the clipboard."""
    owner = spawn(["xclip", "-quiet", "-selection", "clipboard", "-i"], stdin=subprocess.PIPE,
                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    owner.stdin.write(text.encode())
    owner.stdin.close()
    wait_until(lambda: read_clipboard() == text, what=f"{text!r} on the clipboard")
    return owner


def read_clipboard():
    result = subprocess.run(["xclip", "-selection", "clipboard", "-o"], capture_output=True, timeout=5)
    return result.stdout.decode(errors="replace") if result.returncode == 0 else None


def test_clipboard():
    """d. Ctrl+C (and the menu's Copy) copies ASCII; Ctrl+V opens junk in the formula
    line and refuses an empty paste with a message; the menu's Paste takes −2,5."""
    home = new_home()
    app = App(home)
    owners = []
    try:
        app.keys("1", "2", "period", "5", "Return", "alt+n")
        app.expect(Display="−12.5")
        app.keys("ctrl+c")
        wait_until(lambda: read_clipboard() == "-12.5", what="-12.5 on the clipboard")
        app.keys("Escape", "1", "2", "period", "5", "minus", "2", "5", "Return")
        app.expect(Display="−12.5", Description="12.5 − 25 =")
        owners.append(set_clipboard("nothing yet"))
        app.menu("Copy")  # the menu's Copy does what Ctrl+C does
        wait_until(lambda: read_clipboard() == "-12.5", what="a result copied as -12.5")

        # Neither a number nor a formula: it opens in the formula line with its error
        # (docs/behaviour.md §11), and Escape closes it with nothing changed.
        owners.append(set_clipboard("abc"))
        app.keys("ctrl+v")
        line = wait_until(lambda: app.find("Formula", "text"), what="the formula line")
        text = line.queryText()  # GTK 4.8 does not take -1 for "to the end"
        wait_until(lambda: text.getText(0, text.characterCount) == "abc",
                   what="abc in the formula line")
        app.keys("Escape")
        wait_until(lambda: app.find("Formula", "text") is None, what="the formula line to close")
        app.expect(Display="−12.5", Description="12.5 − 25 =")
        owners.append(set_clipboard("   "))
        app.keys("ctrl+v")
        app.expect(Display="−12.5", Description="12.5 − 25 =",
                   Message="Nothing to paste: the clipboard holds no text")
        app.click("add")  # the next key takes the message away (the key: §3, not a typed +)
        app.settle()
        app.expect(Message=None, Description="12.5 − 25 + …")

        owners.append(set_clipboard("−2,5"))
        app.menu("Paste")
        app.expect(Display="−2.5", Message=None)
        app.keys("Return")
        app.expect(Display="−15", Description="12.5 − 25 + (−2.5) =")
        assert_clean_stderr(app)
    finally:
        app.close()
        for owner in owners:
            stop(owner)


def test_shortcuts_and_about():
    """e. Ctrl+? opens the shortcuts window; the menu's About item opens the dialog."""
    home = new_home()
    app = App(home)
    try:
        app.keys("ctrl+question")
        shortcuts = wait_until(lambda: quiet_search("Shortcuts"),
                               what="the shortcuts window")
        shortcuts = shortcuts.split()[0]
        title = xdotool("getwindowname", shortcuts).strip()
        for name in ("Show or hide the history", "Copy the displayed number", "Digits and decimal point",
                     "Type a formula such as 2+3*4 or sin(30): Return puts it in, Esc closes it"):
            wait_until(lambda: app.find(name), what=f"the row {name!r}")
        key_to(shortcuts, "Escape")
        wait_until(lambda: not quiet_search("Shortcuts"),
                   what="the shortcuts window to close")

        app.focus()
        menu = wait_until(lambda: app.find("Main menu", "push button"), what="the menu button")
        app.keys("F10")
        about = wait_until(lambda: app.find("About Cerebrum", "menu item"), what="the About item")
        about.queryAction().doAction(0)  # the dialog takes the focus: no app.focus() here
        dialog = wait_until(lambda: quiet_search("About Cerebrum"),
                            what="the About dialog").split()[0]
        version = subprocess.run([harness.binary(), "--version"], capture_output=True,
                                 text=True, check=True).stdout.strip()
        for text in (version, "https://github.com/cerebrum-calc/cerebrum"):
            wait_until(lambda: app.find(text) or app.find(f"<a href=\"{text}\">{text}</a>"),
                       what=f"{text!r} in the dialog")
        key_to(dialog, "Escape")
        wait_until(lambda: not quiet_search("About Cerebrum"),
                   what="the About dialog to close")
        app.focus()
        app.keys("4", "2", "Return")   # typed: a formula (docs/behaviour.md §13)
        app.expect(Display="42", Description="42 =")
        if menu is None:
            raise AssertionError("no menu button")
        assert_clean_stderr(app)
        return f"window {title!r}"
    finally:
        app.close()


def quiet_search(title):
    """The visible windows with that title ("" when none: xdotool then fails)."""
    try:
        return xdotool("search", "--onlyvisible", "--name", title).strip()
    except RuntimeError:
        return ""


TESTS = [
    ("a. a restart restores display, description, variables and history", test_restart_restores),
    ("a. a full history drops its oldest entries, the list stays aligned", test_full_history),
    ("b. Ctrl+W, SIGTERM, SIGINT and SIGHUP save like Ctrl+Q", test_every_exit_saves),
    ("b. kill -9 during 200 keys never leaves a broken state file", test_kill_nine),
    ("c. a damaged state file is moved aside and the app starts clean", test_damaged_file),
    ("d. clipboard: copy ASCII (key and menu), refuse junk with a message, paste −2,5", test_clipboard),
    ("e. Ctrl+? shortcuts window; About from the menu", test_shortcuts_and_about),
]


def main():
    harness.private_session()
    harness.binary()
    harness.start_xvfb(1280, 1024)
    results = harness.Results("everyday")
    only = os.environ.get("EVERYDAY_ONLY")
    for name, test in TESTS:
        if only and name.split(".")[0] not in only.split(","):
            continue
        started = time.monotonic()
        note = results.run(name, test)
        if note:
            print(f"   {note} ({time.monotonic() - started:.1f} s)", flush=True)
    results.finish()


if __name__ == "__main__":
    main()
