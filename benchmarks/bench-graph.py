#!/usr/bin/env python3
"""What one redraw of the graph costs at 1920 × 1080 (issue 25, docs/performance.md):
sampling the curve, building the scene and drawing it through cairo, without a window,
for sin x, tan x, tan(10x), sin(1/x), x^x, √x, a 1,000-node and a 100,000-step
calculation. Goals: a typical calculation ≤ 4 ms, the 1,000-node one ≤ 16 ms, the worst
of the set ≤ 50 ms. The key points (roots, extrema), which the window finds again after
every pan or zoom, are timed apart, without a goal.

    benchmarks/bench-graph.py [RUNS]      (builds the release cerebrum-graph-bench first)
"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOALS = {"1,000-node calculation": 16.0}
TYPICAL = {"sin x", "tan x", "x^x", "√x"}


def main():
    runs = sys.argv[1] if len(sys.argv) > 1 else "30"
    subprocess.run(["swift", "build", "-c", "release", "--product", "cerebrum-graph-bench"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    binary = os.path.join(ROOT, ".build", "release", "cerebrum-graph-bench")
    out = subprocess.run([binary, runs], check=True, capture_output=True, text=True).stdout
    failed = False
    print(f"{'case':28} {'median ms':>10} {'worst ms':>9} {'compile ms':>10} {'evaluations':>11} {'vertices':>9} "
          f"{'steps':>6} {'sample':>7} {'ticks':>7} {'draw':>7} {'best':>7} {'keypts':>7}  goal")
    worst = 0.0
    for line in out.strip().splitlines():
        (name, median, slowest, compile_ms, evaluations, vertices, steps, sampling, ticks, drawing, best,
         key_points) = line.split("\t")
        median = float(median)
        worst = max(worst, median)
        goal = GOALS.get(name, 4.0 if name in TYPICAL else 50.0)
        ok = median <= goal
        failed |= not ok
        print(f"{name:28} {median:10.3f} {float(slowest):9.3f} {float(compile_ms):10.3f} {evaluations:>11} "
              f"{vertices:>9} {steps:>6} {float(sampling):7.3f} {float(ticks):7.3f} {float(drawing):7.3f} {float(best):7.3f} {float(key_points):7.3f}  ≤ {goal:g} ms {'ok' if ok else 'MISSED'}")
    print(f"worst median {worst:.3f} ms (goal ≤ 50 ms)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
