"""Drives the real Cerebrum window under Xvfb, for the end-to-end tests (Tests/e2e, through
Tests/e2e/harness.py) and the benchmarks (benchmarks/): buttons found by accessible name
through AT-SPI, clicked with the pointer (xdotool), keys typed with xdotool.

Run a script that uses it with the system Python (pyatspi needs it). `private_session`
re-runs the script on its own D-Bus session bus, so the app never talks to a desktop's
own bus, and never hands off to a Cerebrum already running there.

The whole API::

    private_session()            re-exec on a private D-Bus session bus (and a private
                                 XDG_RUNTIME_DIR) unless already on one; that bus starts
                                 the accessibility bus and dconf, and no desktop portal
    binary()                     the cerebrum under test: $CEREBRUM_BIN or .build/debug/cerebrum
    out_dir()                    where screenshots go: $E2E_OUT or /tmp/cerebrum-e2e
    start_xvfb(w, h)             an Xvfb on a free display; sets DISPLAY for everything after
    wait_until(fn, timeout, what)   poll fn() until truthy; returns it or raises Timeout
    App(env=..., args=...)       one running window (a context manager); see its methods;
                                 App.tr(english) is a text in the window's language
    translator(env, executable)  the same for any environment and binary
    spawn(argv, …), stop(proc)   Popen that is ended at exit; end one now
    temp_dir(), rss_kb(pid), cpu_ticks(pid), wait_until_idle(…), xdotool(*args)
    bound_keysyms()              the keysyms the display's keymap has (xdotool remaps others)
    catalog(binary)              `cerebrum --list-keys --json`: the key tokens, buttons
                                 and shortcuts of the Swift tables (KeyCatalog.swift)

Every process started here (Xvfb, the app) is ended at exit, on SIGINT/SIGTERM/SIGHUP
too, and every temporary folder is removed.

Timing rules the helpers follow, so callers need none of their own:
- Results are polled for (every 10 ms, up to a timeout), never waited for with a sleep.
- Keys of the keypad and the header bar's toggles are clicked with the pointer at the
  centre of their AT-SPI extents, as a user clicks: X delivers the presses and releases
  in order and GTK handles every one, so a key clicked twice counts twice. (An AT-SPI
  "click" would be a GtkButton "activate", which plays the press for 250 ms and drops
  another activate of the same button meanwhile.) Other buttons (in popovers and
  dialogs, which may lie over the keys) are activated through AT-SPI.
- Every AT-SPI read is a round trip to the app (GTK 4.8 offers no cache to the client),
  so the tree is walked as little as possible: `find` and `has` stop at the first
  match, and a key or header toggle found once is used again while it is still in the
  tree under that name.
- `App.settle` returns once GTK has handled every pointer click sent: it takes the
  keyboard focus from the window and waits until the window says it is inactive. X
  queues that focus change after the clicks, and GTK handles its events in order.
"""

import atexit
import functools
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SYSTEM_PYTHON = "/usr/bin/python3"
POLL = 0.01
# The header bar's toggles, clicked with the pointer like the keys (see the module notes).
HEADER_TOGGLES = {"Reverse Polish mode", "Angles in degrees"}
# Set in the environment of a script re-run by private_session: it is on its own bus.
PRIVATE_SESSION = "CEREBRUM_E2E_PRIVATE_BUS"
# The D-Bus services the private bus may start: the accessibility bus, and dconf for
# GSettings. No desktop portal: a test that wants one (test_locale.py) runs its own.
SESSION_SERVICES = ("org.a11y.Bus.service", "ca.desrt.dconf.service")
SESSION_CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <keep_umask/>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <servicedir>{services}</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"""

_processes = []     # Popen objects to end at exit, newest last
_temp_dirs = []


class Timeout(AssertionError):
    """A condition polled for did not hold in time."""


# ---------------------------------------------------------------- session and paths

def private_session():
    """Re-runs this script on its own D-Bus session bus (and XDG_RUNTIME_DIR) unless it
    already is on one. The bus activates only SESSION_SERVICES: on a desktop with
    xdg-desktop-portal installed, GTK would otherwise start the real portal, whose
    settings then differ from machine to machine and whose name a fake portal cannot
    take. Call this first thing, before anything touches D-Bus.
    """
    if os.environ.get(PRIVATE_SESSION) == "1":
        return
    # A private XDG_RUNTIME_DIR too: otherwise every session's AT-SPI bus launcher falls
    # back to the same socket (~/.cache/at-spi/bus) and concurrent test runs meet. It is
    # removed once the session has ended.
    runtime = tempfile.mkdtemp(prefix="cerebrum-e2e-runtime-")
    services = os.path.join(runtime, "dbus-services")
    os.mkdir(services)
    for name in SESSION_SERVICES:
        for folder in ("/usr/share/dbus-1/services", "/usr/local/share/dbus-1/services"):
            if os.path.exists(os.path.join(folder, name)):
                os.symlink(os.path.join(folder, name), os.path.join(services, name))
                break
    config = os.path.join(runtime, "session.conf")
    with open(config, "w") as f:
        f.write(SESSION_CONFIG.format(services=services))
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime)
    env[PRIVATE_SESSION] = "1"
    script = ('trap "" INT TERM HUP; (trap - INT TERM HUP; exec dbus-run-session '
              '--config-file="$XDG_RUNTIME_DIR/session.conf" -- "$@"); '
              'status=$?; rm -rf "$XDG_RUNTIME_DIR" 2>/dev/null || '
              '{ sleep 1; rm -rf "$XDG_RUNTIME_DIR"; }; exit $status')
    os.execvpe("sh", ["sh", "-c", script, "sh", SYSTEM_PYTHON] + sys.argv, env)


def binary():
    """The cerebrum executable under test: $CEREBRUM_BIN, else .build/debug/cerebrum."""
    path = os.environ.get("CEREBRUM_BIN") or str(ROOT / ".build/debug/cerebrum")
    if not os.access(path, os.X_OK):
        raise SystemExit(f"no cerebrum at {path}: run `swift build` or set CEREBRUM_BIN")
    return path


def out_dir():
    """Where screenshots and logs go: $E2E_OUT, default /tmp/cerebrum-e2e (created)."""
    path = Path(os.environ.get("E2E_OUT") or "/tmp/cerebrum-e2e")
    path.mkdir(parents=True, exist_ok=True)
    return path


@functools.lru_cache(maxsize=None)
def catalog(executable=None):
    """The key tables of the Swift code, from `cerebrum --list-keys --json`:
    {"tokens": {token: key}, "buttons": [{key, label, name, rpnLabel?, rpnName?, section,
    rpnOnly, tooltip, rpnTooltip?}], "shortcuts": [{keyval, modifiers, command, key?,
    label}]} (a field marked ? is left out when it has no value). A key is named as its
    Swift case (`unary(cubeRoot)`, `variable("x")`); a shortcut's command is `key` for a
    key, else its case (`copy`, `quit`)."""
    done = subprocess.run([executable or binary(), "--list-keys", "--json"],
                          capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        raise AssertionError(f"cerebrum --list-keys --json failed: {done.stderr.strip()}")
    return json.loads(done.stdout)


def xdotool_key(shortcut):
    """A catalog shortcut as xdotool types it: `r`, `S`, `ctrl+plus`."""
    names = {"control": "ctrl", "shift": "shift", "alt": "alt"}
    return "+".join([names[m] for m in shortcut["modifiers"]] + [shortcut["keyval"]])


def bound_keysyms():
    """The keysyms the current DISPLAY's keymap has on some key (any level), from
    `xkbcomp`. xdotool types any other keysym by binding a spare keycode to it for the
    moment; on a loaded machine the app can read that key before the new mapping and lose
    it, so tests that type keys quickly keep to these."""
    dump = subprocess.run(["xkbcomp", os.environ["DISPLAY"], "-"], capture_output=True,
                          text=True, timeout=30).stdout
    found = set()
    for block in re.findall(r"\bkey\s+<[^>]+>\s*{(.*?)};", dump, flags=re.S):
        for symbols in re.findall(r"\[([^\]]*)\]", block):
            found.update(name.strip() for name in symbols.split(","))
    return found


def temp_dir(prefix="cerebrum-e2e-"):
    """A temporary folder removed at exit."""
    path = tempfile.mkdtemp(prefix=prefix)
    _temp_dirs.append(path)
    return path


def translator(env, executable):
    """The app's own message catalogue for the language `env` asks for, as a function
    from English to that language (the identity when there is none, or in C/POSIX), so
    tests find the window's parts by the names it shows in any locale. Looks where
    Localization.localeDirectories does: $CEREBRUM_LOCALEDIR, locale/ beside the binary,
    ../share/locale from it; gettext's rules: LC_ALL, LC_MESSAGES, LANG give the locale,
    LANGUAGE the languages unless the locale is C."""
    import gettext
    locale = next((env.get(v) for v in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(v)), "C")
    if locale in ("C", "POSIX") or locale.startswith("C."):
        return lambda text: text
    languages = [l for l in env.get("LANGUAGE", "").split(":") if l] or [locale]
    folder = Path(os.path.realpath(executable)).parent
    for localedir in (env.get("CEREBRUM_LOCALEDIR"), folder / "locale", folder / "../share/locale"):
        if localedir and Path(localedir).is_dir():
            return gettext.translation("cerebrum", str(localedir), languages, fallback=True).gettext
    return lambda text: text


# ---------------------------------------------------------------- processes

def _end(proc, grace=3.0):
    if proc.poll() is not None:
        return
    try:
        proc.terminate()
        proc.wait(grace)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    except ProcessLookupError:
        pass


def _cleanup():
    while _processes:
        _end(_processes.pop())
    while _temp_dirs:
        shutil.rmtree(_temp_dirs.pop(), ignore_errors=True)


def _on_signal(signum, frame):
    signal.signal(signum, signal.SIG_DFL)
    _cleanup()
    os._exit(128 + signum)


atexit.register(_cleanup)
for _sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
    signal.signal(_sig, _on_signal)


def spawn(argv, **kwargs):
    """Popen that is ended at exit (used for Xvfb and the app)."""
    proc = subprocess.Popen(argv, **kwargs)
    _processes.append(proc)
    return proc


def stop(proc, grace=3.0):
    """Ends one process started with `spawn` (SIGTERM, then SIGKILL after `grace`)."""
    _end(proc, grace)
    if proc in _processes:
        _processes.remove(proc)


def wait_until(fn, timeout=5.0, what="condition"):
    """Calls fn() every 10 ms until it returns something truthy; returns that value.
    Raises Timeout naming `what` (a string, or a callable giving one) when time runs out."""
    deadline = time.monotonic() + timeout
    while True:
        value = fn()
        if value:
            return value
        if time.monotonic() > deadline:
            raise Timeout(f"timed out after {timeout:g} s waiting for "
                          f"{what() if callable(what) else what}")
        time.sleep(POLL)


def xdotool(*args, timeout=30):
    """Runs xdotool; returns its standard output (raises on failure)."""
    done = subprocess.run(["xdotool", *map(str, args)], capture_output=True, text=True,
                          timeout=timeout)
    if done.returncode != 0:
        raise RuntimeError(f"xdotool {' '.join(map(str, args))}: {done.stderr.strip()}")
    return done.stdout


def start_xvfb(width=1920, height=1200):
    """Starts Xvfb on the first free display from :90 (or $E2E_DISPLAY_FROM) up (free: no socket in
    /tmp/.X11-unix and no lock file), waits for its socket, and sets DISPLAY in this
    process's environment so every later child uses it. Returns the display name."""
    # E2E_DISPLAY_FROM: where to start looking, so that people sharing a machine each
    # keep to their own numbers.
    for number in range(int(os.environ.get("E2E_DISPLAY_FROM", "90")), 200):
        if (os.path.exists(f"/tmp/.X11-unix/X{number}")
                or os.path.exists(f"/tmp/.X{number}-lock")):
            continue
        proc = spawn(["Xvfb", f":{number}", "-screen", "0", f"{width}x{height}x24",
                      "-nolisten", "tcp", "-noreset"],
                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wait_until(lambda: proc.poll() is not None
                       or os.path.exists(f"/tmp/.X11-unix/X{number}"), 10, "Xvfb")
        except Timeout:
            stop(proc)
            continue
        if proc.poll() is not None:      # lost a race for this display: try the next
            _processes.remove(proc)
            continue
        os.environ["DISPLAY"] = f":{number}"
        # Services D-Bus starts later (the AT-SPI bus, portals) need the display too.
        subprocess.run(["dbus-update-activation-environment", f"DISPLAY=:{number}"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return f":{number}"
    raise RuntimeError("no free X display between :90 and :199")


# ---------------------------------------------------------------- the app

def _pyatspi():
    import pyatspi  # imported late: only inside the private session
    return pyatspi


class App:
    """One running Cerebrum window under the current DISPLAY.

    App(env=None, args=(), renderer="cairo", executable=None, title="Cerebrum")
      starts the binary with GDK_BACKEND=x11, GSK_RENDERER=renderer (None keeps GTK's
      default), a fresh temporary HOME, XDG_STATE_HOME, XDG_CONFIG_HOME and
      XDG_CACHE_HOME, XDG_DATA_HOME, `env` on top, and its stderr captured to a file;
      waits (polling every 10 ms, not xdotool's 0.5 s --sync) for its visible window
      (`wid`, by pid and title) and its AT-SPI application (`atspi`, by pid).
      One App at a time per D-Bus session: Cerebrum is a single-instance GApplication,
      so a second launch only presents the first window and exits.

    Reading:  display(), description(), stack(), variables_line(), state(), labels()
              (a label's text is its AT-SPI name)
    Keys:     click(*names), press(*keysyms), settle(), expect(display=, description=),
              check_shown(display, description, what) (expect, asserted)
    Formula:  formula_entry() (the line's entry, or None), formula_preview()
    Widgets:  find(name, role=None), find_all(…), button(name), buttons(),
              has(name, role=None), do_action(obj, action), text(obj), set_text(obj, t),
              extents(obj), window_geometry(), min_size()
    Window:   resize(w, h), screenshot(path), rss_kb(), alive(), stderr(), close()
    """

    def __init__(self, env=None, args=(), renderer="cairo", executable=None,
                 title="Cerebrum", timeout=20.0):
        self.binary = executable or binary()
        self.home = temp_dir("cerebrum-home-")
        full_env = dict(os.environ)
        full_env.update(GDK_BACKEND="x11", HOME=self.home,
                        XDG_STATE_HOME=f"{self.home}/state",
                        XDG_CONFIG_HOME=f"{self.home}/config",
                        XDG_CACHE_HOME=f"{self.home}/cache",
                        XDG_DATA_HOME=f"{self.home}/data")
        full_env.pop("GSK_RENDERER", None)
        if renderer:
            full_env["GSK_RENDERER"] = renderer
        full_env.update(env or {})
        self._stderr_path = os.path.join(self.home, "stderr.log")
        self._stderr_file = open(self._stderr_path, "wb")
        self.proc = spawn([self.binary, *args], env=full_env, stdout=subprocess.DEVNULL,
                          stderr=self._stderr_file)
        self.pid = self.proc.pid
        self._unsettled = False      # pointer clicks sent since the last settle()
        self._known_buttons = {}     # name → a key or header toggle found (button())
        buttons = catalog(self.binary)["buttons"]
        self._pointed = ({b["name"] for b in buttons} | {b["rpnName"] for b in buttons
                                                         if b.get("rpnName")} | HEADER_TOGGLES)
        self.wid = self._find_window(title, timeout)
        self.atspi = self._find_atspi(timeout)
        self.tr = translator(full_env, self.binary)   # English → the window's language

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- start and stop

    def _find_window(self, title, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self._check_alive()
            done = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid",
                                   str(self.pid), "--name", f"^{title}$"],
                                  capture_output=True, text=True)
            ids = done.stdout.split()
            if ids:
                return ids[0]
            time.sleep(POLL)
        raise Timeout(f"no visible window named {title!r} after {timeout:g} s")

    def _find_atspi(self, timeout):
        pyatspi = _pyatspi()

        def lookup():
            self._check_alive()
            desktop = pyatspi.Registry.getDesktop(0)
            for i in range(desktop.childCount):
                app = desktop.getChildAtIndex(i)
                try:
                    if app is not None and app.get_process_id() == self.pid \
                            and app.childCount > 0:
                        return app
                except Exception:
                    continue
            return None
        return wait_until(lookup, timeout, "the app on the AT-SPI bus")

    def alive(self):
        """True while the process runs."""
        return self.proc.poll() is None

    def _check_alive(self):
        if self.proc.poll() is not None:
            raise AssertionError(f"cerebrum exited with status {self.proc.returncode}; "
                                 f"stderr:\n{self.stderr()[-2000:]}")

    def stderr(self):
        """Everything the app wrote to standard error so far."""
        self._stderr_file.flush()
        with open(self._stderr_path, "rb") as f:
            return f.read().decode("utf-8", "replace")

    def close(self):
        """Ends the app (SIGTERM, which it handles by closing its windows)."""
        stop(self.proc)
        self._stderr_file.close()

    # -- widgets

    @property
    def frame(self):
        """The main window's AT-SPI object (role frame, name Cerebrum)."""
        for child in self.atspi:
            if child is not None and child.getRoleName() == "frame":
                return child
        raise AssertionError("the app has no frame on the AT-SPI bus")

    @staticmethod
    def _walk(obj):
        stack = [obj]
        while stack:
            node = stack.pop()
            yield node
            children = [node.getChildAtIndex(i) for i in range(node.childCount)]
            stack.extend(c for c in reversed(children) if c is not None)

    def _matching(self, name=None, role=None, root=None):
        # Lazily, in the walk's order: every property read is a D-Bus round trip to the
        # app, so a caller that wants the first match stops the walk there.
        return (o for o in self._walk(root or self.atspi)
                if (name is None or o.name == name)
                and (role is None or o.getRoleName() == role))

    def find_all(self, name=None, role=None, root=None):
        """Every object under `root` (default: the whole app, popovers included) with
        that accessible name and/or role name ("push button", "label", "text", …)."""
        return list(self._matching(name, role, root))

    def find(self, name, role=None, root=None):
        """The first object with that name (and role) in the walk's order; raises if
        there is none."""
        found = next(self._matching(name, role, root), None)
        if found is None:
            raise AssertionError(f"no {role or 'object'} named {name!r}")
        return found

    def has(self, name, role=None):
        """True when an object with that name (and role) is in the tree; GTK leaves
        hidden widgets out of it, so this is also "is shown"."""
        return next(self._matching(name, role), None) is not None

    def buttons(self):
        """Every push button of the key grids ("Keys"), as {accessible name: object}."""
        keys = self._keys_table()
        return {b.name: b for b in self.find_all(role="push button", root=keys)}

    def button(self, name):
        """The push button with that accessible name, anywhere in the window."""
        # A key or header toggle found before is used again while it still has that
        # name and is still in the tree (a walk of the whole window for every click was
        # most of a test's time).
        known = self._known_buttons.get(name)
        if known is not None and self._still_in_tree(known, name):
            return known
        for b in self._matching(name, "push button"):
            if self._action_index(b, "click") is not None:
                if name in self._pointed or self.tr(name) in self._pointed:
                    self._known_buttons[name] = b
                return b
        raise AssertionError(f"no clickable button named {name!r}")

    def _still_in_tree(self, obj, name):
        """True while `obj` is named `name` and every object from it up to the app is
        among its parent's children: GTK renames a key in place (equals ↔ enter) and
        leaves a hidden widget out of its parent's children, though it still answers."""
        try:
            if obj.name != name:
                return False
            node = obj
            while node != self.atspi:
                parent = node.parent
                if parent is None:
                    return False
                index = node.getIndexInParent()
                if index < 0 or parent.getChildAtIndex(index) != node:
                    return False
                node = parent
            return True
        except Exception:       # gone from the bus
            return False

    @staticmethod
    def _action_index(obj, action):
        try:
            actions = obj.queryAction()
        except NotImplementedError:
            return None
        for i in range(actions.nActions):
            if actions.getName(i) == action:
                return i
        return None

    def do_action(self, obj, action):
        """Runs the named AT-SPI action ("click", "activate", …) of an object."""
        index = self._action_index(obj, action)
        if index is None:
            raise AssertionError(f"{obj.name!r} has no {action!r} action")
        obj.queryAction().doAction(index)

    @staticmethod
    def text(obj):
        """The text of an entry or label through the Text interface (GTK 4.8 does not
        take -1 for "to the end")."""
        text = obj.queryText()
        return text.getText(0, text.characterCount)

    def set_text(self, obj, text):
        """Replaces an entry's text through EditableText and waits until it reads so."""
        obj.queryEditableText().setTextContents(text)
        wait_until(lambda: self.text(obj) == text, 5, f"the entry to read {text!r}")

    def click(self, *names):
        """Clicks buttons by accessible name, in order: keys and header toggles with the
        pointer, other buttons through AT-SPI (see the module notes). Call settle()
        (expect() does) before reading the result."""
        for name in names:
            self._check_alive()
            button = self.button(name)
            if name in self._pointed or self.tr(name) in self._pointed:
                x, y, width, height = self.extents(button)
                # The pointer leaves the window again: no hover, no tooltip over the keys.
                # --delay 0: xdotool 3.2016's click otherwise sleeps 100 ms after its
                # release, for a repeat that is not asked for.
                xdotool("mousemove", "--window", self.wid, x + width // 2, y + height // 2,
                        "click", "--delay", "0", "1", "mousemove", *self._outside())
                self._unsettled = True
            else:
                self.do_action(button, "click")

    @staticmethod
    def _outside():
        """The screen's bottom right corner, outside the window (which opens at the top
        left, no window manager moving it)."""
        return _screen_corner(os.environ.get("DISPLAY"))

    def focus(self):
        """Gives the window the keyboard focus back after a popover or menu closed (no
        window manager does it here) and waits until GTK knows: GTK drops keys sent to a
        window without the focus."""
        xdotool("windowfocus", "--sync", self.wid)
        wait_until(self.active, 10, "the window to be active")

    def active(self):
        """True while the window has the keyboard focus (GTK says so through AT-SPI)."""
        frame = self.frame
        frame.clear_cache()
        return frame.getState().contains(_pyatspi().STATE_ACTIVE)

    def settle(self):
        """Returns once the window has handled every pointer click sent so far: the
        focus goes to the root window and back, and X queues those focus changes after
        the clicks (see the module notes)."""
        if not self._unsettled:
            return
        xdotool("windowfocus", self._root_window())
        wait_until(lambda: self._check_alive() or not self.active(), 10,
                   "the window to handle its clicks (and lose the focus)")
        self._unsettled = False
        self.focus()

    @functools.lru_cache(maxsize=None)
    def _root_window(self):
        out = subprocess.run(["xwininfo", "-root"], capture_output=True, text=True,
                             check=True).stdout
        return re.search(r"Window id: (0x[0-9a-f]+)", out).group(1)

    def press(self, *keysyms, delay_ms=None):
        """Types keys with `xdotool key --window WID`, e.g. press("7", "plus", "Return",
        "ctrl+z"). Events are handled in order; poll for the result (expect())."""
        self._check_alive()
        args = ["key", "--window", self.wid]
        if delay_ms is not None:
            args += ["--delay", str(delay_ms)]
        xdotool(*args, *keysyms)

    def _keys_table(self):
        """The key grids' table. Polled for: on a loaded machine a walk can miss it while
        a popover closes (a child read that times out on the bus comes back as None)."""
        return wait_until(lambda: next(self._matching(self.tr("Keys"), "table", self.frame), None),
                          5, "the key grids (a table named 'Keys')")

    # -- the display card

    def _display_area(self):
        # The labels of the display card are the only panel beside the "Keys" table.
        keys = self._keys_table()
        for sibling in keys.parent:
            if sibling is not None and sibling.getRoleName() == "panel" and \
                    len(self._card_labels(sibling)) >= 2:
                return sibling
        raise AssertionError("no display card (a panel of labels beside 'Keys')")

    @staticmethod
    def _card_labels(area):
        """The card's labels, top to bottom: its children, and those of its containers
        two deep (the display sits in the container that fits it to one line, in the
        display's row beside the form key); never a button's own label."""
        found = []

        def collect(node, depth):
            for child in node:
                if child is None:
                    continue
                role = child.getRoleName()
                if role == "label":
                    found.append(child)
                elif depth > 0 and role not in ("push button", "toggle button", "button"):
                    collect(child, depth - 1)
        collect(area, 2)
        return found

    def labels(self):
        """The texts of the display card's shown labels, top to bottom: variables line,
        description, [stack], display. GTK exposes a label's text as its name."""
        return [c.name for c in self._card_labels(self._display_area())]

    def state(self):
        """{"display", "description", "stack", "variables", "message"} read in one pass.

        Each line is found by its accessible description ("Display", "Description",
        "Stack", "Variables"; "Message" for the note under the card) when the window sets
        them; the display reads "" while the formula line hides it. Otherwise by position: the display is the card's last label, the
        description the one before it, and the optional lines above them are told apart
        by their text."""
        area = self._display_area()
        labels = self._card_labels(area)
        by_role = {c.description: c.name for c in labels if c.description}
        for sibling in area.parent:     # the message sits under the card, outside it
            if sibling is None or sibling is area:
                continue
            # On its own, or with its Undo button over its end (in a container).
            for label in ([sibling] if sibling.getRoleName() == "label"
                          else [c for c in sibling if c is not None]):
                if label.getRoleName() == "label" and label.description:
                    by_role[label.description] = label.name
        t = self.tr     # the descriptions are in the window's language
        if t("Description") in by_role:
            # The display is hidden (left out of the tree) while the formula line stands
            # in its place (docs/behaviour.md §11, §13): then it reads "".
            display, description = by_role.get(t("Display"), ""), by_role[t("Description")]
            stack, variables = by_role.get(t("Stack"), ""), by_role.get(t("Variables"), "")
        else:
            # Not the angle unit at the end of the variables line (DEG or RAD).
            texts = [c.name for c in labels if c.description != t("Angle unit")]
            if len(texts) < 2:
                raise AssertionError(f"display card shows {texts!r}")
            optional = texts[:-2]
            variables = next((t for t in optional if _VARIABLES_LINE.match(t)), "")
            stack = next((t for t in optional if t != variables), "")
            display, description = texts[-1], texts[-2]
        return {"display": display,
                "description": "" if description == " " else description,
                "stack": stack.split("\n") if stack else [],
                "variables": variables,
                "message": by_role.get(t("Message"), "")}

    def display(self):
        return self.state()["display"]

    def description(self):
        return self.state()["description"]

    def stack(self):
        """The RPN stack lines above the display (oldest first; the newest entry is the
        display itself); [] when hidden."""
        return self.state()["stack"]

    def variables_line(self):
        return self.state()["variables"]

    def formula_entry(self):
        """The formula line's entry while it is shown, else None."""
        found = self.find_all(self.tr("Formula"), "text")
        return found[0] if found else None

    def formula_preview(self):
        """The line under the formula (its value or error), found by what it is."""
        for label in self.find_all(role="label"):
            if label.description == self.tr("Formula value"):
                return label.name
        return None

    def check_shown(self, display, description, what):
        """Asserts (after polling, as `expect`) that the display card shows `display` and
        `description`; the failure names `what` and what the window shows instead."""
        ok, state = self.expect(display=display, description=description)
        assert ok, (f"{what}: expected {display!r} / {description!r}, the window shows "
                    f"{state['display']!r} / {state['description']!r}")

    def expect(self, display=None, description=None, stack=None, timeout=5.0):
        """Settles, then polls until the display card shows what is given (None: any).
        Returns (True, state) or (False, last state seen)."""
        self.settle()
        seen = {}

        def matches():
            self._check_alive()
            seen.update(self.state())
            return ((display is None or seen["display"] == display)
                    and (description is None or seen["description"] == description)
                    and (stack is None or seen["stack"] == stack))
        try:
            wait_until(matches, timeout)
            return True, dict(seen)
        except Timeout:
            return False, dict(seen)

    # -- geometry, screenshots, memory

    @staticmethod
    def extents(obj):
        """(x, y, width, height) of an object, in the window's coordinates."""
        pyatspi = _pyatspi()
        e = obj.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return (e.x, e.y, e.width, e.height)

    def window_geometry(self):
        """(x, y, width, height) of the X window."""
        out = xdotool("getwindowgeometry", "--shell", self.wid)
        values = dict(line.split("=", 1) for line in out.split())
        return tuple(int(values[k]) for k in ("X", "Y", "WIDTH", "HEIGHT"))

    def min_size(self):
        """The minimum size GTK asks of a window manager (WM_NORMAL_HINTS), or None."""
        out = subprocess.run(["xprop", "-id", self.wid, "WM_NORMAL_HINTS"],
                             capture_output=True, text=True).stdout
        found = re.search(r"minimum size: (\d+) by (\d+)", out)
        return (int(found.group(1)), int(found.group(2))) if found else None

    def resize(self, width, height, timeout=5.0):
        """Resizes the X window and waits until GTK has laid it out at that size (the
        frame's AT-SPI width follows). There is no window manager under Xvfb, so nothing
        enforces the minimum size: do not go below min_size()."""
        xdotool("windowsize", self.wid, width, height)
        wait_until(lambda: self.window_geometry()[2:] == (width, height), timeout,
                   f"the window to be {width}x{height}")
        # The frame is the window less GTK's client-side margins: wait for the new layout.
        margin = width - self.extents(self.frame)[2]
        wait_until(lambda: 0 <= width - self.extents(self.frame)[2] <= max(margin, 40)
                   and self._stable_extents(), timeout, "the new layout")

    def _stable_extents(self):
        # Two reads of the frame and the last button 30 ms apart agree: layout is done.
        def snap():
            buttons = list(self.buttons().values())
            return (self.extents(self.frame), self.extents(buttons[-1]))
        first = snap()
        time.sleep(0.03)
        return first == snap()

    def screenshot(self, path):
        """Saves the window (only it) as a PNG via ImageMagick `import -window`."""
        path = str(path)
        subprocess.run(["import", "-window", self.wid, path], check=True,
                       capture_output=True, timeout=30)
        return path

    def rss_kb(self):
        """Resident memory of the app (VmRSS from /proc/PID/status), in kB."""
        return rss_kb(self.pid)


@functools.lru_cache(maxsize=None)
def _screen_corner(display):
    # Asked once per display: an Xvfb screen keeps the size it was started with.
    width, height = xdotool("getdisplaygeometry").split()
    return int(width) - 1, int(height) - 1


# `x = 5` or `y unset` (translated: `y leer`, `y sem valor`); a stack line is a number.
_VARIABLES_LINE = re.compile(r"^[xyzM] ")


def cpu_ticks(pid, thread=None):
    """CPU a process (or one of its threads) has used: utime + stime, fields 14 and 15 of
    /proc/PID/stat (or /proc/PID/task/THREAD/stat), in clock ticks (SC_CLK_TCK a second)."""
    path = f"/proc/{pid}/task/{thread}/stat" if thread is not None else f"/proc/{pid}/stat"
    with open(path) as f:
        fields = f.read().rsplit(")", 1)[1].split()     # the name may hold spaces
    return int(fields[11]) + int(fields[12])


def wait_until_idle(cpu, quiet, timeout, ready=lambda: True):
    """Waits until `cpu()` (CPU used so far, in any unit) has not moved for `quiet` seconds
    while `ready()` holds. True then; False once `timeout` seconds have passed."""
    deadline = time.monotonic() + timeout
    last, since = cpu(), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(POLL)
        now = cpu()
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet and ready():
            return True
    return False


def rss_kb(pid):
    """VmRSS of a process in kB (from /proc/PID/status)."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError(f"no VmRSS for {pid}")
