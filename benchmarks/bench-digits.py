#!/usr/bin/env python3
"""The time of the keys whose digits need extra precision (issue 24), without a window.

Times `cerebrum --solve FORMULA` for the hardest keys — sin(10^1000), cos(1.643868e30),
π − π (the zero rule: every precision up to the limit), a 1,000-node calculation that
needs the limit (a sum of sines minus itself), and one that needs a little more than
the first precision — and subtracts the median time of `--solve 1+1` (the process
start), so what is left is the key's own cost; the same for the CPU time beside it (on a
shared machine the wall time is mostly the neighbours'). Goals: a hard key within 50 ms,
any key under a second. Median of --runs.

    swift build -c release --product cerebrum && benchmarks/bench-digits.py [--runs 5]

Binary: $CEREBRUM_BIN or .build/release/cerebrum. Exits non-zero when a goal is missed.
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sum_of_sines(n):
    return "(" + " + ".join(f"sin({k})" for k in range(1, n + 1)) + ")"


HARD = [
    ("sin(10^1000)", "sin(10^1000)", 50),
    ("cos(1.643868e30)", "cos(1.643868e30)", 50),
    ("π − π (to the limit)", "pi - pi", 50),
    ("sqrt(tan(8.1586291235e34))", "sqrt(tan(8.1586291235e34))", 50),
    # 250 sines and 249 additions on each side: 1,000 nodes, every one evaluated again at
    # each precision up to the limit.
    ("1,000 nodes to the limit", sum_of_sines(250) + " - " + sum_of_sines(250), 1000),
    ("1,000 nodes, a little more", sum_of_sines(250) + " - " + sum_of_sines(249) + " - sin(250) + 1e-40", 1000),
]


def median_seconds(binary, formula, runs):
    """The median wall time of a run, and its median CPU time (user + system: on a shared
    machine the figure the neighbours change least)."""
    times, cpu = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([binary, "--angle", "rad", "--solve", formula], capture_output=True, check=False)
        times.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return statistics.median(times), statistics.median(cpu)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    binary = os.environ.get("CEREBRUM_BIN", os.path.join(ROOT, ".build/release/cerebrum"))
    base, base_cpu = median_seconds(binary, "1+1", args.runs)
    print(f"process start (--solve 1+1): {base * 1e3:.1f} ms, CPU {base_cpu * 1e3:.1f} ms")
    missed = 0
    for name, formula, goal in HARD:
        wall, cpu = median_seconds(binary, formula, args.runs)
        t, c = max(0.0, wall - base), max(0.0, cpu - base_cpu)
        shown = subprocess.run([binary, "--angle", "rad", "--solve", formula], capture_output=True, text=True).stdout.strip()
        ok = t * 1e3 <= goal
        missed += not ok
        print(f"{'ok' if ok else 'MISSED'}: {name}: {t * 1e3:.1f} ms, CPU {c * 1e3:.1f} ms (goal {goal} ms) → {shown}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
