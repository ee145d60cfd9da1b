#!/usr/bin/python3
"""A long day at the calculator, in the real window under Xvfb.

Measures the whole process's CPU per key (every thread: the window's and the state
saver's) over KEYS keys of `123.45 × 6.7 =` at a fresh
start, ROUNDS times, then feeds 2,200 finished calculations fast, and measures again; it
also reads the state file's size after 1,100 and after 2,200 calculations. Targets: the
late median at most 1.3× the early one; the state file no bigger after 2,200 than after
1,100 (the history is full at 1,000 entries and the program keeps only undo's reach).

The process's CPU is the sum of its threads' run times in /proc/PID/task/*/schedstat
(nanoseconds), with the process's utime + stime of /proc/PID/stat (10 ms ticks, which
also count threads that have ended) beside it, and the main thread's share for
reference. A round also holds whatever else the process did meanwhile (GTK's frame
clock, accessibility): single rounds vary. Hence several rounds and medians.

    make && benchmarks/bench-long-day.py [--keys 440] [--rounds 5]

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
sys.path.insert(0, str(ROOT / "scripts"))
import window_driver as harness  # noqa: E402

CALCULATION = ["1", "2", "3", "period", "4", "5", "asterisk", "6", "period", "7", "Return"]
RESULT = "827.115"
TICK = os.sysconf("SC_CLK_TCK")


def thread_cpu(pid, thread):
    """Seconds of CPU one thread has used: its schedstat run time (ns); 0 once it ended."""
    try:
        with open(f"/proc/{pid}/task/{thread}/schedstat") as f:
            return int(f.read().split()[0]) / 1e9
    except OSError:
        return 0.0


def process_cpu(pid):
    """Seconds of CPU the live threads of the process have used, all of them."""
    return sum(thread_cpu(pid, thread) for thread in os.listdir(f"/proc/{pid}/task"))


def process_ticks(pid):
    """Seconds of CPU the process has used, every thread, ended ones too, in ticks
    (fields 14 and 15 of /proc/PID/stat)."""
    return harness.cpu_ticks(pid) / TICK


def shows_result(app):
    """True when the display shows the calculation's result. A window busy with thousands
    of queued keys may not answer AT-SPI in time: that is "not yet", not a failure."""
    try:
        return app.display() == RESULT
    except Exception:
        return False


def wait_idle(app, quiet=0.5, timeout=600):
    """Returns once the process has used no CPU for `quiet` seconds and the display
    shows the calculation's result: every key sent has been handled and saved."""
    if not harness.wait_until_idle(lambda: process_ticks(app.pid), quiet, timeout,
                                   ready=lambda: shows_result(app)):
        raise harness.Timeout("the window did not settle")


def feed(app, calculations, delay_ms):
    """Types `calculations` times 123.45 × 6.7 = (in batches: one xdotool per 50)."""
    left = calculations
    while left:
        batch = min(left, 50)
        app.press(*(CALCULATION * batch), delay_ms=delay_ms)
        left -= batch


def cpu_per_key(app, keys, delay_ms):
    """(seconds of the process's CPU per key by schedstat, by stat ticks, the main
    thread's by schedstat) over one round of `keys` keys."""
    calculations = max(1, keys // len(CALCULATION))
    wait_idle(app)
    before, ticks = process_cpu(app.pid), process_ticks(app.pid)
    main_before = thread_cpu(app.pid, app.pid)
    feed(app, calculations, delay_ms)
    wait_idle(app)
    pressed = calculations * len(CALCULATION)
    return ((process_cpu(app.pid) - before) / pressed,
            (process_ticks(app.pid) - ticks) / pressed,
            (thread_cpu(app.pid, app.pid) - main_before) / pressed)


def rounds_per_key(app, keys, delay_ms, rounds):
    """Per-key CPU of `rounds` rounds: (median by schedstat, all of them, median by ticks,
    the main thread's median)."""
    results = [cpu_per_key(app, keys, delay_ms) for _ in range(rounds)]
    fine = [r[0] for r in results]
    return (statistics.median(fine), fine, statistics.median(r[1] for r in results),
            statistics.median(r[2] for r in results))


def show(label, keys, figures):
    median, fine, ticks, main_thread = figures
    print(f"{label}: {median * 1000:.2f} ms process CPU per key (all threads), median of "
          f"{len(fine)} rounds of {keys} keys ({min(fine) * 1000:.2f}–{max(fine) * 1000:.2f}; "
          f"by stat ticks {ticks * 1000:.2f}; main thread {main_thread * 1000:.2f})", flush=True)


def state_size(app):
    """The state file's size once the saver has written the last change."""
    path = Path(app.home) / "state/cerebrum/state.plist"
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
