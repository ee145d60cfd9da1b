#!/usr/bin/env python3
"""Scale benchmark for formulas (docs/behaviour.md §11): `cerebrum --json --solve -` reads a formula on
standard input, parses it, evaluates it, describes it (the JSON has the description) —
all without recursion per nesting level.

Formulas: a flat `1+1+…` of 1 MB and 2 MB, and nested `1+(1+(1+…))` 100,000 and 200,000
deep (wall and CPU time, median of --runs, and peak resident memory), checking that the
doubled size takes at most 2.5x the CPU time (linear, with slack for a shared machine; on
a busy machine wall time says more about the neighbours).

    swift build -c release && benchmarks/bench-formula.py [--runs 3]

Exits non-zero when a run fails or the scaling is not linear.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def flat(megabytes):
    terms = megabytes * 1_000_000 // 2
    return "1" + "+1" * (terms - 1), terms


def nested(depth):
    return "1+(" * depth + "1" + ")" * depth, depth + 1


def run_once(binary, path):
    """Wall seconds, CPU seconds, peak RSS (MB) and the JSON of one run (rusage from wait4)."""
    with open(path, "rb") as stdin:
        start = time.perf_counter()
        proc = subprocess.Popen([binary, "--json", "--solve", "-"], stdin=stdin,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        out = proc.stdout.read()
        err = proc.stderr.read()
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"cerebrum failed with status {status}: {err.decode()[:200]}")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024.0, json.loads(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/cerebrum"))
    args = parser.parse_args()
    failed = False
    print(f"{'formula':31} {'bytes':>9} {'value':>8} {'wall s':>7} {'CPU s':>6} {'peak MB':>8}")
    cases = [("flat 1+1+…", flat, (1, 2), "MB"), ("nested 1+(1+(…))", nested, (100_000, 200_000), "deep")]
    with tempfile.TemporaryDirectory() as tmp:
        for name, make, sizes, unit in cases:
            medians = []
            for size in sizes:
                text, value = make(size)
                path = os.path.join(tmp, f"{name[:4]}-{size}.txt")
                with open(path, "w") as f:
                    f.write(text)
                runs = [run_once(args.binary, path) for _ in range(args.runs)]
                seconds = statistics.median(r[0] for r in runs)
                cpu = statistics.median(r[1] for r in runs)
                peak = max(r[2] for r in runs)
                result = runs[0][3]
                if result["display"] != str(value) or not result["description"].startswith("1 + 1 + 1"):
                    print(f"{name}: wrong result {result['display']}")
                    failed = True
                medians.append(cpu)
                label = f"{name} {size:,} {unit}"
                print(f"{label:31} {len(text.encode()):>9,} {result['display']:>8} {seconds:>7.2f} {cpu:>6.2f} {peak:>8.0f}")
            ratio = medians[1] / medians[0]
            linear = ratio <= 2.5
            failed |= not linear
            print(f"{'':31} doubling the size: x{ratio:.2f} CPU time {'(linear)' if linear else '(NOT linear)'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
