#!/usr/bin/env python3
"""Scale benchmark for `cerebrum --keys -` (issue: a million keys).

Feeds N and 2N keys of algebraic `1 + 1 + … =` and RPN `1 ↵ 1 + 1 + …` (an N-deep
expression) to a release build on standard input, and reports wall time and peak
resident memory of each run (median of --runs). Checks the targets: a million keys
in under 2 s and 256 MB, and 2N taking at most 2.2x as long as N.

    swift build -c release && benchmarks/bench-keys.py [--keys 1000000] [--runs 3]

Exits non-zero when a target is missed.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def program(mode, n):
    if mode == "algebraic":
        return "1" + " + 1" * (n - 1) + " =\n"
    return "1 ↵" + " 1 +" * (n - 1) + "\n"


def run_once(binary, mode, path):
    """Wall seconds and peak RSS (MB) of one run, read from wait4's rusage."""
    with open(path, "rb") as stdin:
        start = time.perf_counter()
        proc = subprocess.Popen([binary, "--mode", mode, "--keys", "-"], stdin=stdin,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        out = proc.stdout.read()
        proc.stderr.read()
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"{mode}: cerebrum failed with status {status}")
    return elapsed, usage.ru_maxrss / 1024.0, out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keys", type=int, default=1_000_000, help="N, the smaller size")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/cerebrum"))
    args = parser.parse_args()
    n = args.keys
    failed = False
    print(f"{'mode':10} {'keys':>9} {'median s':>9} {'peak MB':>8}")
    with tempfile.TemporaryDirectory() as tmp:
        for mode in ("algebraic", "rpn"):
            times = {}
            for size in (n, 2 * n):
                path = os.path.join(tmp, f"{mode}-{size}.txt")
                with open(path, "w") as f:
                    f.write(program(mode, size))
                results = [run_once(args.binary, mode, path) for _ in range(args.runs)]
                seconds = statistics.median(r[0] for r in results)
                peak = max(r[1] for r in results)
                expected = f"display: {size}\n".encode()
                if not results[0][2].startswith(expected):
                    print(f"  wrong result: {results[0][2][:60]!r}")
                    failed = True
                times[size] = seconds
                print(f"{mode:10} {size:>9} {seconds:>9.3f} {peak:>8.1f}")
                if size == 1_000_000 and (seconds >= 2.0 or peak >= 256):
                    print(f"  target missed: a million keys must take < 2 s and < 256 MB")
                    failed = True
            ratio = times[2 * n] / times[n]
            print(f"{mode:10} 2N/N time ratio {ratio:.2f} (target ≤ 2.2)")
            failed |= ratio > 2.2
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
