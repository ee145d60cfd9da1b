#!/usr/bin/python3
"""Robustness: 10,000 random key presses from the window's shortcut set, then checks.
The window runs in RPN mode, where every key typed is a calculator key (in algebraic
mode digits and operators go into the formula line, docs/behaviour.md §13, which
`cerebrum --keys` does not replay; test_typing.py drives that), and `--keys` replays them
with `--mode rpn`.

The keys (seeded: $E2E_SEED, default 20240611; $E2E_KEYS, default 10000) are typed with
xdotool in batches of 50 with a small delay. The set is every shortcut of
KeyboardShortcuts.swift that presses a calculator key (digits and keypad digits,
operators, letters, Shift letters, Escape, Delete, BackSpace, Ctrl+Z, Ctrl+M, Ctrl+Plus,
Ctrl+Delete, Return, KP_Enter, …), read from `cerebrum --list-keys --json` so a new key
joins by itself, and Ctrl+C / Ctrl+V (copy, paste). Left out: Ctrl+Q and Ctrl+W (they
close the window), `(` (the formula line), Ctrl+R and Ctrl+D (the mode and angle
toggles, which `--keys` cannot replay), and Ctrl+?, Ctrl+H and F10, which open the
shortcuts window, the history popover or the menu: those take the keyboard (a modal
window; a popover where Return picks an entry), and under Xvfb there is no window
manager to hand it back, so the rest of the keys would go nowhere. (test_window.py and
test_everyday.py drive those.)
Afterwards:
- the app is still running and answers: Escape 2 Return 3 + shows 5;
- every 500 keys, its display and description are those `cerebrum --keys` gives for the
  keys since the last all clear (C clears program, typing and variables, so nothing
  before it counts), unless a rand or paste came since, whose value cannot be replayed;
- nothing on its stderr says CRITICAL or WARNING;
- its resident memory (VmRSS) grew by less than 5 MB from after the first 1,000 keys to
  the end. The figures are printed.

Ends with `random_keys: N passed, M failed`.
"""

import os
import random
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

harness.private_session()


def shortcut_tokens():
    """xdotool key -> the `cerebrum --keys` token of what it does (None for Ctrl+C and
    Ctrl+V, whose effect no token replays), for every shortcut of the Swift table
    (`cerebrum --list-keys --json`) that presses a calculator key, and copy and paste.
    Left out by that rule: the formula key `(` (the line takes the keyboard), quitting,
    closing, the history, the shortcuts window and the mode and angle toggles."""
    catalog = harness.catalog()
    token_of = {}
    for token, key in sorted(catalog["tokens"].items()):
        token_of.setdefault(key, token)
    table = {}
    for shortcut in catalog["shortcuts"]:
        if shortcut["command"] == "key" and shortcut.get("key") in token_of:
            table[harness.xdotool_key(shortcut)] = token_of[shortcut["key"]]
        elif shortcut["command"] in ("copy", "paste"):
            table[harness.xdotool_key(shortcut)] = None
    return table


def shortcuts_of(*commands):
    """The xdotool keys of the shortcuts of these keys or commands (catalog names:
    `clear`, `random`, `paste`)."""
    return {harness.xdotool_key(s) for s in harness.catalog()["shortcuts"]
            if s.get("key") in commands or s["command"] in commands}


SHORTCUTS = shortcut_tokens()
CLEARS = shortcuts_of("clear")
UNREPEATABLE = shortcuts_of("random", "paste")   # rand draws anew; paste reads the clipboard

TOTAL = int(os.environ.get("E2E_KEYS", "10000"))
SEED = int(os.environ.get("E2E_SEED", "20240611"))
BATCH = 50
DELAY_MS = 2
BASELINE_AT = 1000
RSS_LIMIT_KB = 5 * 1024


def headless(keysyms):
    """What `cerebrum --keys` shows for these keys: (display, description)."""
    tokens = [SHORTCUTS[k] for k in keysyms if SHORTCUTS[k] is not None]
    # --grouping: the window groups digits (docs/behaviour.md §17), with `,` as the command
    # line does in the C and English locales these tests run in.
    done = subprocess.run([harness.binary(), "--mode", "rpn", "--grouping", "--keys", "-"], input=" ".join(tokens),
                          capture_output=True, text=True, timeout=60)
    # Status 1: the keys end in an error, whose display and description it still prints
    # (docs/behaviour.md §9).
    if done.returncode not in (0, 1) or "display: " not in done.stdout:
        raise AssertionError(f"cerebrum --keys failed ({done.returncode}): {done.stderr.strip()}")
    lines = dict(line.split(": ", 1) for line in done.stdout.splitlines() if ": " in line)
    return lines.get("display"), lines.get("description", "")


def since_last_clear(keys):
    """The keys from the last all clear on (the clear included), or all of them."""
    last = max((i for i, k in enumerate(keys) if k in CLEARS), default=0)
    return keys[last:]


def compare(app, tail):
    """None when the window shows what `cerebrum --keys` gives for `tail`, else why not."""
    display, description = headless(tail)
    ok, state = app.expect(display=display, description=description, timeout=3)
    if ok:
        return None
    return (f"window {state['display']!r} / {state['description']!r}, command line "
            f"{display!r} / {description!r} for: {' '.join(tail[-40:])}")


def main():
    if TOTAL < 2 * BASELINE_AT or TOTAL % BATCH:
        raise SystemExit(f"random_keys: E2E_KEYS must be a multiple of {BATCH} and at "
                         f"least {2 * BASELINE_AT} (memory is measured from key "
                         f"{BASELINE_AT} on)")
    harness.start_xvfb()
    results = harness.Results("random_keys")
    rng = random.Random(SEED)
    keys = [rng.choice(list(SHORTCUTS)) for _ in range(TOTAL)]
    # Only keys the keymap has: xdotool types another keysym (KP_Separator) by binding a
    # spare keycode to it for the moment, and a loaded machine may deliver the key before
    # the new binding. Such a key is typed as another shortcut of the same key (`.`).
    bound = harness.bound_keysyms()
    unbound = sorted(k for k in SHORTCUTS if k.split("+")[-1] not in bound)
    same = {k: next((o for o in SHORTCUTS if SHORTCUTS[o] == SHORTCUTS[k] and o not in unbound), None)
            for k in unbound}
    keys = [same.get(k, k) or k for k in keys]
    print(f"# seed {SEED}, {TOTAL} keys from {len(SHORTCUTS)} shortcuts (not on the keymap, so "
          f"typed as another: {' '.join(f'{k}→{v}' for k, v in same.items())}), "
          f"batches of {BATCH}, {DELAY_MS} ms apart", flush=True)

    app = harness.App(args=["--mode", "rpn"])
    print(f"# {app.binary}, window {app.wid}, pid {app.pid}, "
          f"RSS at start {app.rss_kb()} kB", flush=True)
    rss = {}
    compared, mismatches, covered = 0, [], 0
    started = time.monotonic()
    try:
        for start in range(0, TOTAL, BATCH):
            app.press(*keys[start:start + BATCH], delay_ms=DELAY_MS)
            app.state()       # an AT-SPI round trip: the app has caught up with the batch
            done = start + BATCH
            if done % 500 == 0:
                tail = since_last_clear(keys[:done])
                if not any(k in UNREPEATABLE for k in tail):
                    compared += 1
                    covered += len(tail)
                    problem = compare(app, tail)
                    if problem:
                        mismatches.append(f"after key {done}: {problem}")
            if done % 1000 == 0:
                rss[done] = app.rss_kb()
                print(f"# {done} keys: VmRSS {rss[done]} kB, display {app.display()!r}",
                      flush=True)
        typing_seconds = time.monotonic() - started
        print(f"# typed {TOTAL} keys in {typing_seconds:.1f} s", flush=True)

        if compared:
            results.check(f"the window agrees with `cerebrum --keys` at {compared} of "
                          f"{TOTAL // 500} checkpoints ({covered} keys replayed; the others "
                          "had a rand or paste since the last all clear)",
                          not mismatches, "; ".join(mismatches[:3]))
        else:
            print("# no checkpoint could be compared with `cerebrum --keys` (too few keys, "
                  "or a rand or paste before each): not counted", flush=True)

        results.check("the app is still running after the keys", app.alive(),
                      f"exit status {app.proc.returncode}")
        windows = [(w.getRoleName(), w.name) for w in app.atspi if w is not None]
        results.check("no other window or dialog opened", windows == [("frame", "Cerebrum")],
                      f"top-level windows: {windows}")

        def responsive():
            app.press("Escape", "2", "Return", "3", "plus")
            ok, state = app.expect(display="5", description="2 + 3 =")
            assert ok, f"Escape 2 Return 3 + shows {state}"
        results.run("responsive: Escape 2 Return 3 + shows 5 and 2 + 3 =", responsive)

        warnings = [line for line in app.stderr().splitlines()
                    if re.search(r"CRITICAL|WARNING", line)]
        results.check("stderr has no CRITICAL or WARNING line", not warnings,
                      f"{len(warnings)} lines, first: " + "; ".join(warnings[:3]))

        end = app.rss_kb()
        base = rss[BASELINE_AT]
        growth = end - base
        print(f"# VmRSS after {BASELINE_AT} keys: {base} kB; at the end: {end} kB; "
              f"growth {growth:+d} kB ({growth / 1024:+.2f} MB)", flush=True)
        results.check(f"memory: VmRSS grew {growth / 1024:+.2f} MB from key {BASELINE_AT} "
                      f"to the end ({base} → {end} kB), under 5 MB", growth < RSS_LIMIT_KB)
    finally:
        app.close()
    results.finish()


if __name__ == "__main__":
    main()
