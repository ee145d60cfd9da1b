#!/usr/bin/python3
"""A long day at the calculator (issue 8), in the real window under Xvfb.

Measures the main thread's CPU per key over KEYS keys of `123.45 × 6.7 =` at a fresh
start, ROUNDS times, then feeds 2,200 finished calculations fast, and measures again; it
also reads the state file's size after 1,100 and after 2,200 calculations. Targets: the
late median at most 1.3× the early one; the state file no bigger after 2,200 than after
1,100 (the history is full at 1,000 entries and the program keeps only undo's reach).

The main thread's CPU is its run time in /proc/PID/task/PID/schedstat (nanoseconds; the
main thread's id is the process id), with utime + stime of .../stat (10 ms ticks) beside
it. One round of 440 keys is about 200 ms of CPU on a fast machine, so a tick is 5 % of
it; and a round also holds whatever else the main thread did meanwhile (GTK's frame
clock, accessibility): single rounds varied by ±20 %. Hence several rounds and medians.

    swift build -c release && scripts/bench-long-day.py [--keys 440] [--rounds 5]

Binary: $CEREBRUM_BIN or .build/release/cerebrum. Needs xvfb, xdotool, dbus,
python3-pyatspi. The exit status is 0 whatever the result.
"""

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests/e2e"))
import harness  # noqa: E402

CALCULATION = ["1", "2", "3", "period", "4", "5", "asterisk", "6", "period", "7", "Return"]
RESULT = "827.115"
TICK = os.sysconf("SC_CLK_TCK")


def main_thread_cpu(pid):
    """Seconds of CPU the main thread has used: its schedstat run time (ns)."""
    with open(f"/proc/{pid}/task/{pid}/schedstat") as f:
        return int(f.read().split()[0]) / 1e9


def main_thread_ticks(pid):
    """Seconds of CPU the main thread has used, in ticks (fields 14 and 15 of its stat)."""
    return harness.cpu_ticks(pid, thread=pid) / TICK


def wait_idle(app, quiet=0.5, timeout=600):
    """Returns once the main thread has used no CPU for `quiet` seconds and the display
    shows the calculation's result: every key sent has been handled."""
    if not harness.wait_until_idle(lambda: main_thread_cpu(app.pid), quiet, timeout,
                                   ready=lambda: app.display() == RESULT):
        raise harness.Timeout("the window did not settle")


def feed(app, calculations, delay_ms):
    """Types `calculations` times 123.45 × 6.7 = (in batches: one xdotool per 50)."""
    left = calculations
    while left:
        batch = min(left, 50)
        app.press(*(CALCULATION * batch), delay_ms=delay_ms)
        left -= batch


def cpu_per_key(app, keys, delay_ms):
    """(seconds of CPU per key by schedstat, by stat ticks) over one round of `keys` keys."""
    calculations = max(1, keys // len(CALCULATION))
    wait_idle(app)
    before, ticks = main_thread_cpu(app.pid), main_thread_ticks(app.pid)
    feed(app, calculations, delay_ms)
    wait_idle(app)
    pressed = calculations * len(CALCULATION)
    return ((main_thread_cpu(app.pid) - before) / pressed,
            (main_thread_ticks(app.pid) - ticks) / pressed)


def rounds_per_key(app, keys, delay_ms, rounds):
    """Per-key CPU of `rounds` rounds: (median by schedstat, all of them, median by ticks)."""
    results = [cpu_per_key(app, keys, delay_ms) for _ in range(rounds)]
    fine = [r[0] for r in results]
    return statistics.median(fine), fine, statistics.median(r[1] for r in results)


def show(label, keys, figures):
    median, fine, ticks = figures
    print(f"{label}: {median * 1000:.2f} ms main-thread CPU per key, median of {len(fine)} "
          f"rounds of {keys} keys ({min(fine) * 1000:.2f}–{max(fine) * 1000:.2f}; by stat "
          f"ticks {ticks * 1000:.2f})", flush=True)


def state_size(app):
    """The state file's size once the saver has written the last change."""
    path = Path(app.home) / "state/cerebrum/state.db"
    deadline = time.monotonic() + 30
    size = -1
    while time.monotonic() < deadline:
        now = path.stat().st_size if path.exists() else -1
        if now == size and now > 0:
            return size
        size = now
        time.sleep(0.5)
    return size


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keys", type=int, default=440, help="keys per CPU measurement")
    parser.add_argument("--rounds", type=int, default=5, help="measurements at each stage")
    parser.add_argument("--delay", type=int, default=5,
                        help="ms between measured keys (xdotool --delay)")
    args = parser.parse_args()
    binary = os.environ.get("CEREBRUM_BIN") or str(ROOT / ".build/release/cerebrum")
    if not os.access(binary, os.X_OK):
        raise SystemExit(f"bench-long-day: no {binary} (swift build -c release, or set CEREBRUM_BIN)")
    harness.private_session()
    harness.start_xvfb()
    with harness.App(executable=binary) as app:
        feed(app, 1, 5)
        early = rounds_per_key(app, args.keys, args.delay, args.rounds)
        done = args.rounds * max(1, args.keys // len(CALCULATION)) + 1
        show("fresh start", args.keys, early)
        start = time.monotonic()
        feed(app, 1_100 - done, 1)
        wait_idle(app)
        size_1100 = state_size(app)
        print(f"after 1,100 calculations: state file {size_1100 / 1024:.1f} KB", flush=True)
        feed(app, 1_100, 1)
        wait_idle(app)
        size_2200 = state_size(app)
        print(f"after 2,200 calculations: state file {size_2200 / 1024:.1f} KB "
              f"(fed in {time.monotonic() - start:.0f} s)", flush=True)
        late = rounds_per_key(app, args.keys, args.delay, args.rounds)
        show("after 2,200 calculations", args.keys, late)
        ratio = late[0] / early[0]
        print(f"late/early {ratio:.2f}x {'PASS' if ratio <= 1.3 else 'FAIL'} (target ≤ 1.3x); "
              f"state file 2,200/1,100 {size_2200 / size_1100:.2f}x "
              f"{'PASS' if size_2200 <= size_1100 * 1.02 else 'FAIL'} (target: stops growing)")
        print(f"resident memory at the end: {app.rss_kb() / 1024:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
