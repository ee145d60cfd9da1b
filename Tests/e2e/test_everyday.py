#!/usr/bin/python3
"""Everyday use of the real Cerebrum window: saved state across restarts (and across
kill -9), a damaged state file, the clipboard, the shortcuts window and the About
dialog.

Run as ``dbus-run-session -- /usr/bin/python3 Tests/e2e/test_everyday.py`` (pyatspi needs
the system Python). It starts its own Xvfb on a free display from :140 up, runs the
binary in $CEREBRUM_BIN (default .build/debug/cerebrum) with a temporary HOME and
XDG_STATE_HOME, drives it with ``xdotool key --window`` and reads it back through
AT-SPI (a GTK 4 label's accessible name is its text; the display card's labels carry
the accessible descriptions Display, Description, Variables, Stack, and the line under
the card Message). Results are polled for, never waited for with a sleep. Every process
it starts is ended, on failure and on SIGINT/SIGTERM too.

Prints one line per test and then ``everyday: N passed, M failed``; exits 1 on failure.
$EVERYDAY_SEED changes the seed of the kill -9 test.
"""

import atexit
import os
import plistlib
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

import pyatspi

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("CEREBRUM_BIN") or str(ROOT / ".build" / "debug" / "cerebrum")
POLL = 0.02
TIMEOUT = 5.0

_processes = []
_folders = []


# ---------------------------------------------------------------- processes

def spawn(argv, **kwargs):
    process = subprocess.Popen(argv, **kwargs)
    _processes.append(process)
    return process


def stop(process, grace=3.0):
    """Ends a process this file started: SIGTERM, then SIGKILL after `grace` seconds."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(grace)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    if process in _processes:
        _processes.remove(process)


def _cleanup():
    for process in reversed(list(_processes)):
        stop(process, grace=1.0)
    for folder in _folders:
        shutil.rmtree(folder, ignore_errors=True)


def _on_signal(signum, frame):
    _cleanup()
    sys.exit(128 + signum)


atexit.register(_cleanup)
for _signal in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
    signal.signal(_signal, _on_signal)


def wait_until(condition, timeout=TIMEOUT, what="condition"):
    """Polls `condition` until it returns something truthy; returns that."""
    deadline = time.monotonic() + timeout
    last_error = None
    while True:
        try:
            value = condition()
            if value:
                return value
        except Exception as error:  # AT-SPI objects vanish while a window changes
            last_error = error
        if time.monotonic() > deadline:
            detail = f" (last error: {last_error})" if last_error else ""
            raise AssertionError(f"timed out waiting for {what}{detail}")
        time.sleep(POLL)


def xdotool(*args, timeout=20):
    result = subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=timeout)
    return result.stdout.strip()


def release_modifiers(*keys):
    """xdotool holds modifiers in the X server itself, even for `key --window`, and
    leaves them (and the key) held when the window a combination went to is gone before
    the release (Ctrl+Q, Ctrl+W) or when it is stopped midway. The server is not reset
    between apps (-noreset, so a new app never meets a server in the middle of a reset),
    so the next app would see every key with Ctrl, and take the next press of a key
    still held for a repeat and drop it. Releasing what is not held does nothing."""
    xdotool("keyup", "Control_L", "Control_R", "Shift_L", "Shift_R", "Alt_L", *keys)


def key_to(window, *keys):
    """Presses keys in another window (a dialog) that may close on the press; the keys
    are released again so the next app does not take its next press for a repeat."""
    xdotool("key", "--window", window, *keys)
    release_modifiers(*{part for key in keys for part in key.split("+")})


def start_xvfb():
    """An Xvfb on the first free display from :140; sets DISPLAY."""
    for number in range(140, 240):
        if Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
            continue
        process = spawn(["Xvfb", f":{number}", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"],
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wait_until(lambda: process.poll() is not None or Path(f"/tmp/.X11-unix/X{number}").exists(),
                       what="Xvfb")
        except AssertionError:
            stop(process)
            continue
        if process.poll() is None:
            os.environ["DISPLAY"] = f":{number}"
            return process
        _processes.remove(process)
    raise RuntimeError("no free X display from :140 to :239")


# ---------------------------------------------------------------- the app

class App:
    """One running Cerebrum with the given HOME; `stderr` collects what it printed."""

    def __init__(self, home):
        self.home = home
        self.log = tempfile.NamedTemporaryFile(prefix="cerebrum-stderr-", delete=False)
        env = dict(os.environ)
        env.update({
            "HOME": str(home), "XDG_STATE_HOME": str(home / "state"),
            "XDG_CONFIG_HOME": str(home / "config"), "XDG_CACHE_HOME": str(home / "cache"),
            "GDK_BACKEND": "x11", "GSK_RENDERER": "cairo", "G_DEBUG": "fatal-criticals",
            "LANG": "C.UTF-8",
        })
        env.pop("NO_AT_BRIDGE", None)
        self.process = spawn([BINARY], env=env, stdout=subprocess.DEVNULL, stderr=self.log)
        self._content = None
        try:
            self.window = wait_until(self._find_window, timeout=15, what="the Cerebrum window")
            self.accessible = wait_until(self._find_accessible, timeout=15, what="Cerebrum on AT-SPI")
            self.focus()
        except BaseException:
            # A window left running would take over the next start (one instance per
            # session): end it now.
            self.close()
            raise

    # -- finding things

    def _find_window(self):
        if self.process.poll() is not None:
            raise AssertionError(f"cerebrum exited with {self.process.returncode}: {self.stderr()}")
        for window in xdotool("search", "--onlyvisible", "--name", "^Cerebrum$").split():
            if xdotool("getwindowpid", window) == str(self.process.pid):
                return window
        return None

    def _find_accessible(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            try:
                app = desktop.getChildAtIndex(index)
                if app is not None and app.get_process_id() == self.process.pid:
                    return app
            except Exception:
                continue  # an app that has just exited
        return None

    def frame(self):
        return next(c for c in self.accessible if c is not None and c.getRoleName() == "frame")

    @staticmethod
    def walk(accessible):
        stack = [accessible]
        while stack:
            node = stack.pop()
            if node is None:
                continue
            yield node
            stack.extend(reversed([node.getChildAtIndex(i) for i in range(node.childCount)]))

    def find(self, name, role=None, root=None):
        for node in self.walk(root or self.accessible):
            if node.name == name and (role is None or node.getRoleName() == role):
                return node
        return None

    def content(self):
        """The box holding the display card, the message line and the keys."""
        if self._content is None:
            keys = wait_until(lambda: self.find("Keys", "table", self.frame()), what="the keys")
            self._content = keys.parent
        return self._content

    # -- reading

    def lines(self):
        """{"Display": …, "Description": …, "Variables": …, "Stack": …, "Message": …} of
        the lines shown now (a hidden line is absent)."""
        content = self.content()
        content.clear_cache()
        found = {}
        for child in content:
            if child is None:
                continue
            # Labels down to two levels: the display sits in the container that fits
            # it to one line, inside the display card.
            labels, level = [child], [child]
            for _ in range(2):
                level = [c for node in level for c in node if c is not None]
                labels += level
            labels = [c for c in labels if c.getRoleName() == "label"]
            for label in labels:
                if label.description:
                    found[label.description] = label.name
        if "Description" in found:
            found["Description"] = found["Description"].strip()
        return found

    def expect(self, timeout=TIMEOUT, **wanted):
        """Polls until every given line reads as wanted (None: the line is hidden);
        returns the lines, or raises with the last ones seen."""
        seen = {}

        def matches():
            seen.clear()
            seen.update(self.lines())
            return all(seen.get(name) == value for name, value in wanted.items())
        try:
            wait_until(matches, timeout, what=f"{wanted}")
        except AssertionError:
            raise AssertionError(f"expected {wanted}, saw {seen}") from None
        return dict(seen)

    def history(self):
        """The history entries' names, newest first, read from the open popover."""
        self.keys("ctrl+h")
        panel = wait_until(lambda: self.find("Calculations", "panel"), what="the history list")
        panel.clear_cache()
        names = [c.name for c in panel if c is not None and c.getRoleName() == "push button"]
        self.keys("Escape")
        wait_until(lambda: self.find("Calculations", "panel") is None, what="the history to close")
        return names

    def stderr(self):
        self.log.flush()
        return Path(self.log.name).read_text(errors="replace")

    # -- acting

    def keys(self, *keys, delay_ms=12):
        """Presses keys (xdotool names) in the window, one after the other."""
        xdotool("key", "--window", self.window, "--delay", str(delay_ms), *keys)
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

    def focus(self):
        """Gives the window the keyboard focus (no window manager does it here) and waits
        until GTK knows: GTK drops keys sent to a window without the focus."""
        xdotool("windowfocus", "--sync", self.window)

        def active():
            frame = self.frame()
            frame.clear_cache()
            return frame.getState().contains(pyatspi.STATE_ACTIVE)
        wait_until(active, what="the window to be active")

    def wait_exit(self, timeout=10):
        try:
            return self.process.wait(timeout)
        finally:
            stop(self.process)

    def close(self):
        if self.process.poll() is None and getattr(self, "window", None):
            self.keys("ctrl+q")
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                pass
        stop(self.process)
        os.unlink(self.log.name)


# ---------------------------------------------------------------- tests

class Results:
    def __init__(self):
        self.passed = self.failed = 0

    def run(self, name, test):
        only = os.environ.get("EVERYDAY_ONLY")
        if only and name.split(".")[0] not in only.split(","):
            return
        started = time.monotonic()
        try:
            note = test()
            self.passed += 1
            print(f"PASS {name} ({time.monotonic() - started:.1f} s){': ' + note if note else ''}", flush=True)
        except Exception as error:
            self.failed += 1
            print(f"FAIL {name}: {error}", flush=True)
            if os.environ.get("EVERYDAY_VERBOSE"):
                traceback.print_exc()


def new_home():
    folder = Path(tempfile.mkdtemp(prefix="cerebrum-everyday-"))
    _folders.append(folder)
    return folder


def state_file(home):
    return home / "state" / "cerebrum" / "state.plist"


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
        app.keys("7", "plus", "9", "Return", "X", "x", "asterisk", "2", "Return")
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
    plistlib.loads(state_file(home).read_bytes())
    app = App(home)
    try:
        after = app.expect(Display="32", Description="x × 2 =", Variables="x = 16")
        if {k: before.get(k) for k in before} != {k: after.get(k) for k in before}:
            raise AssertionError(f"{before} became {after}")
        history = app.history()
        if history != ["x × 2 = 32", "7 + 9 = 16"]:
            raise AssertionError(f"restored history {history}")
        # Choosing an entry enters its value as the next operand.
        app.keys("plus", "ctrl+h")
        entry = wait_until(lambda: app.find("7 + 9 = 16", "push button"), what="the entry")
        entry.queryAction().doAction(0)
        app.expect(Display="16", Description="x × 2 + …")
        app.keys("Return")
        app.expect(Display="48", Description="x × 2 + 16 =")
        assert_clean_stderr(app)
    finally:
        app.close()


def test_every_exit_saves():
    """b'. Ctrl+W, SIGTERM and SIGINT save the last state as Ctrl+Q does."""
    home = new_home()
    ways = {"Ctrl+W": lambda app: app.keys("ctrl+w"),
            "SIGTERM": lambda app: app.process.send_signal(signal.SIGTERM),
            "SIGINT": lambda app: app.process.send_signal(signal.SIGINT)}
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
            "BackSpace", "n", "r", "q", "X", "x", "m", "M", "Escape"]
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
                plistlib.loads(path.read_bytes())
            except Exception as error:
                raise AssertionError(f"round {round_number}: the state file does not parse: {error}")
            parsed += 1
    app = App(home)
    try:
        app.expect()  # the window shows and reads
        assert_clean_stderr(app)
        damaged = list(path.parent.glob("state.plist.damaged-*"))
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
    return f"seed {seed}, {rounds} kills, {rounds * per_round} keys, the file parsed {parsed} times"


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
        moved = list(path.parent.glob("state.plist.damaged-*"))
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
    plistlib.loads(path.read_bytes())


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
        app.keys("1", "2", "period", "5", "n")
        app.expect(Display="−12.5")
        app.keys("ctrl+c")
        wait_until(lambda: read_clipboard() == "-12.5", what="-12.5 on the clipboard")
        app.keys("Escape", "1", "2", "period", "5", "minus", "2", "5", "Return")
        app.expect(Display="−12.5", Description="12.5 − 25 =")
        owners.append(set_clipboard("nothing yet"))
        app.menu("Copy")  # the menu's Copy does what Ctrl+C does
        wait_until(lambda: read_clipboard() == "-12.5", what="a result copied as -12.5")

        # Neither a number nor a formula: it opens in the formula line with its error
        # (SPEC §11), and Escape closes it with nothing changed.
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
        app.keys("plus")  # the next key takes the message away
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
        shortcuts = wait_until(lambda: xdotool("search", "--onlyvisible", "--name", "Shortcuts"),
                               what="the shortcuts window")
        shortcuts = shortcuts.split()[0]
        title = xdotool("getwindowname", shortcuts)
        for name in ("Show or hide the history", "Copy the displayed number", "Digits and decimal point",
                     "Type a formula (Return puts it in, Esc closes)"):
            wait_until(lambda: app.find(name), what=f"the row {name!r}")
        key_to(shortcuts, "Escape")
        wait_until(lambda: not xdotool("search", "--onlyvisible", "--name", "Shortcuts"),
                   what="the shortcuts window to close")

        app.focus()
        menu = wait_until(lambda: app.find("Main menu", "push button"), what="the menu button")
        app.keys("F10")
        about = wait_until(lambda: app.find("About Cerebrum", "menu item"), what="the About item")
        about.queryAction().doAction(0)  # the dialog takes the focus: no app.focus() here
        dialog = wait_until(lambda: xdotool("search", "--onlyvisible", "--name", "About Cerebrum"),
                            what="the About dialog").split()[0]
        for text in ("0.1.0", "https://github.com/cerebrum-calc/cerebrum"):
            wait_until(lambda: app.find(text) or app.find(f"<a href=\"{text}\">{text}</a>"),
                       what=f"{text!r} in the dialog")
        key_to(dialog, "Escape")
        wait_until(lambda: not xdotool("search", "--onlyvisible", "--name", "About Cerebrum"),
                   what="the About dialog to close")
        app.focus()
        app.keys("4", "2")
        app.expect(Display="42")
        if menu is None:
            raise AssertionError("no menu button")
        assert_clean_stderr(app)
        return f"window {title!r}"
    finally:
        app.close()


def main():
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        print("run me under dbus-run-session", file=sys.stderr)
        return 2
    if not Path(BINARY).exists():
        print(f"no cerebrum at {BINARY} (set CEREBRUM_BIN)", file=sys.stderr)
        return 2
    start_xvfb()
    results = Results()
    results.run("a. a restart restores display, description, variables and history", test_restart_restores)
    results.run("b. Ctrl+W, SIGTERM and SIGINT save like Ctrl+Q", test_every_exit_saves)
    results.run("b. kill -9 during 200 keys never leaves a broken state file", test_kill_nine)
    results.run("c. a damaged state file is moved aside and the app starts clean", test_damaged_file)
    results.run("d. clipboard: copy ASCII (key and menu), junk opens the formula line, paste −2,5", test_clipboard)
    results.run("e. Ctrl+? shortcuts window; About from the menu", test_shortcuts_and_about)
    print(f"everyday: {results.passed} passed, {results.failed} failed", flush=True)
    return 0 if results.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
