#!/usr/bin/env python3
"""Scale benchmark for `cerebrum --keys -` (issue 27 items 1, 15, 16: a million keys).

Feeds N and 2N keys of each stream below to a release build on standard input and
reports, per run, wall time, CPU time (user + system) and peak resident memory (median
of --runs). The streams build one deep calculation or repeat a key on a long one:

  algebraic  1 + 1 + … =                      an N-deep sum
  rpn        1 ↵ 1 + 1 + …                    each + makes the top one level deeper
  rpn-stack  1 ↵ 1 ↵ … then + + …             N/3 entries, then summed (1 + (1 + (…)))
  formula    (1+1+…+1) + = = = …              a 10,000-term formula, then N presses of =
  doubling   2 + = + = …                      the description doubles with each pair
  rpn-dup    2 ↵ ↵ + ↵ + …                    the same in RPN

Targets: every stream's 1,000,000 keys in under 2 s and 256 MB, and 2N taking at most
2.2x as long as N (the key cost does not grow with the calculation). On a shared
machine wall time includes waiting for a core, so the targets are checked on CPU time;
both are printed.

    swift build -c release && benchmarks/bench-keys.py [--keys 1000000] [--runs 3] [--streams rpn,…]

Exits non-zero when a target is missed or a result is wrong.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORMULA_TERMS = 10_000


def algebraic(n):
    return "1" + " + 1" * (n // 2) + " =\n", f"{n // 2 + 1}"


def rpn(n):
    return "1 ↵" + " 1 +" * ((n - 2) // 2) + "\n", f"{(n - 2) // 2 + 1}"


def rpn_stack(n):
    entries = (n + 1) // 3
    return "1 ↵ " * entries + "+ " * (entries - 1) + "\n", f"{entries}"


def formula(n):
    presses = n - 2
    group = "(" + "+".join(["1"] * FORMULA_TERMS) + ")"
    return group + " +" + " =" * presses + "\n", f"{FORMULA_TERMS * (presses + 1)}"


def doubling(n):
    # 2^(pairs+1) is beyond the exact range (1e10000) after 33,000 pairs: the display is
    # then the error, which is as good a key stream.
    return "2" + " + =" * (n // 2) + "\n", None


def rpn_dup(n):
    return "2 ↵ ↵ +" + " ↵ +" * ((n - 4) // 2) + "\n", None


STREAMS = {
    "algebraic": ("algebraic", algebraic),
    "rpn": ("rpn", rpn),
    "rpn-stack": ("rpn", rpn_stack),
    "formula": ("algebraic", formula),
    "doubling": ("algebraic", doubling),
    "rpn-dup": ("rpn", rpn_dup),
}


def run_once(binary, mode, path):
    """Wall seconds, CPU seconds, peak RSS (MB) and output of one run (wait4's rusage)."""
    with open(path, "rb") as stdin:
        start = time.perf_counter()
        proc = subprocess.Popen([binary, "--mode", mode, "--keys", "-"], stdin=stdin,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        out = proc.stdout.read()
        proc.stderr.read()
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):  # 1: the calculation ends in an error (doubling)
        sys.exit(f"{mode}: cerebrum failed with status {code}")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024.0, out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keys", type=int, default=1_000_000, help="N, the smaller size")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--streams", default=",".join(STREAMS), help="comma-separated")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/cerebrum"))
    args = parser.parse_args()
    n = args.keys
    failed = False
    print(f"{'stream':10} {'keys':>9} {'wall s':>8} {'cpu s':>8} {'peak MB':>8}  output")
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.streams.split(","):
            mode, make = STREAMS[name]
            cpu = {}
            for size in (n, 2 * n):
                text, display = make(size)
                path = os.path.join(tmp, f"{name}-{size}.txt")
                with open(path, "w") as f:
                    f.write(text)
                results = [run_once(args.binary, mode, path) for _ in range(args.runs)]
                wall = statistics.median(r[0] for r in results)
                cpu[size] = statistics.median(r[1] for r in results)
                peak = max(r[2] for r in results)
                out = results[0][3]
                print(f"{name:10} {size:>9} {wall:>8.3f} {cpu[size]:>8.3f} {peak:>8.1f}  "
                      f"{out.decode(errors='replace')[:40]!r}")
                if display is not None and not out.startswith(f"display: {display}\n".encode()):
                    print(f"  wrong result: expected display {display}")
                    failed = True
                if len(out) > 64_000:
                    print(f"  output of {len(out)} bytes: the description is not bounded")
                    failed = True
                if size == 1_000_000 and (cpu[size] >= 2.0 or peak >= 256):
                    print("  target missed: a million keys must take < 2 s and < 256 MB")
                    failed = True
            ratio = cpu[2 * n] / cpu[n]
            print(f"{name:10} 2N/N time ratio {ratio:.2f} (target ≤ 2.2)")
            failed |= ratio > 2.2
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
