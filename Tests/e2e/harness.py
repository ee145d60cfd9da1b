"""The end-to-end tests' helpers: everything of scripts/window_driver.py (the real window
under Xvfb, driven through AT-SPI and xdotool; its notes list the API and the timing
rules), and `Results`, which counts a test file's cases.

Run a test file as ``/usr/bin/python3 FILE`` (pyatspi needs the system Python): it
re-runs itself on a private D-Bus session bus (`private_session`).

    Results(name)                one line per case (check, run, xfail), then
                                 "NAME: N passed, M failed" (finish)
"""

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from window_driver import *  # noqa: E402,F401,F403  (the tests' whole API)
from window_driver import _pyatspi  # noqa: E402,F401


class Results:
    """Counts cases and prints one line each: `ok: NAME` or `FAIL: NAME — detail`.
    `finish()` prints `NAME: N passed, M failed` and exits 1 if any failed."""

    def __init__(self, name):
        self.name = name
        self.passed = 0
        self.failed = 0
        self.xfailed = 0
        self.started = time.monotonic()

    def check(self, case, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"ok: {case}", flush=True)
        else:
            self.failed += 1
            print(f"FAIL: {case}" + (f" — {detail}" if detail else ""), flush=True)
        return ok

    def run(self, case, fn):
        """Runs fn() as one case: passes unless it raises (AssertionError or any other
        exception, whose message is the detail); returns fn's value or None."""
        try:
            value = fn()
        except Exception as error:        # one broken case must not end the file
            self.check(case, False, f"{type(error).__name__}: {error}")
            return None
        self.check(case, True)
        return value

    def xfail(self, case, fn):
        """A known app bug, reported but not counted: prints `xfail: CASE` while fn()
        returns falsy or raises, and `XPASS: CASE` (counted as a failure, so the marker
        gets removed) once it returns truthy."""
        try:
            fixed = fn()
        except Exception as error:
            fixed = False
            case += f" ({type(error).__name__}: {error})"
        if fixed:
            self.check(f"XPASS (remove the xfail): {case}", False)
        else:
            self.xfailed += 1
            print(f"xfail: {case}", flush=True)

    def finish(self):
        seconds = time.monotonic() - self.started
        print(f"# {self.name} took {seconds:.1f} s"
              + (f", {self.xfailed} known app bugs (xfail)" if self.xfailed else ""),
              flush=True)
        print(f"{self.name}: {self.passed} passed, {self.failed} failed", flush=True)
        sys.exit(1 if self.failed else 0)
