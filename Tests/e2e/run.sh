#!/usr/bin/env bash
# Runs every end-to-end test: each Tests/e2e/test_*.py with the system Python (pyatspi
# needs it; each re-runs itself on its own D-Bus session bus, scripts/window_driver.py),
# and each Tests/e2e/test_*.sh. Builds nothing: it tests $CEREBRUM_BIN, default
# .build/debug/cerebrum (scripts/test.sh builds first).
#
# Tests run in E2E_JOBS lanes at once (default 2): most of a window test's time is waiting
# for the window, so two lanes finish the suite in little more than half the time. Every
# test starts its own Xvfb on the first free display from its lane's base up (lanes are 20
# displays apart), its own D-Bus session and XDG_RUNTIME_DIR, so lanes never meet. A test's
# output is printed whole when it ends.
#
# Every test prints one line per case and closes with `NAME: N passed, M failed`; this
# script sums those lines and ends with exactly `e2e: N passed, M failed`. A test that
# exits non-zero, or prints no closing line, counts as one more failure (a crash). Exits
# non-zero if anything failed.
#
# Environment: CEREBRUM_BIN (the binary), E2E_OUT (screenshots and each test's stderr
# log, default /tmp/cerebrum-e2e; also given to the shell tests as OUT), E2E_JOBS,
# E2E_DISPLAY_FROM (the first lane's lowest display, default 90), E2E_ONLY and
# E2E_SEED/E2E_KEYS (see the test files).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

export CEREBRUM_BIN=${CEREBRUM_BIN:-$root/.build/debug/cerebrum}
export E2E_OUT=${E2E_OUT:-/tmp/cerebrum-e2e}
export OUT=${OUT:-$E2E_OUT}
jobs=${E2E_JOBS:-2}
display_from=${E2E_DISPLAY_FROM:-90}
mkdir -p "$E2E_OUT"

if [ ! -x "$CEREBRUM_BIN" ]; then
    echo "e2e: no cerebrum at $CEREBRUM_BIN (run swift build, or set CEREBRUM_BIN)" >&2
    echo "e2e: 0 passed, 1 failed"
    exit 1
fi
for tool in Xvfb xdotool xwininfo import dbus-run-session flock /usr/bin/python3; do
    if ! command -v "$tool" >/dev/null; then
        echo "e2e: $tool is missing (scripts/install-deps.sh test)" >&2
        echo "e2e: 0 passed, 1 failed"
        exit 1
    fi
done

# The queue, longest first so the lanes end together. test_desktop and test_install are
# one item: both build and install the release build in the same folder, which two
# SwiftPM runs at once cannot share. A test not named here joins at the end.
first=("test_desktop.sh test_install.sh" test_window.py test_random_keys.py test_layout.py
       test_leaks.sh test_formula.py test_everyday.py test_contrast.py test_graph.py)
shopt -s nullglob
queue=("${first[@]}")
for test in "$here"/test_*.py "$here"/test_*.sh; do
    name=$(basename "$test")
    [[ " ${first[*]} " == *" $name "* ]] || queue+=("$name")
done

work=$(mktemp -d /tmp/cerebrum-e2e-run.XXXXXX)
trap 'rm -rf "$work"' EXIT
printf '%s\n' "${queue[@]}" >"$work/queue"
: >"$work/results"

# Takes the next queue item (a line), or fails when the queue is empty.
next_item() {
    flock "$work/queue" bash -c 'line=$(head -n 1 "$1") || exit 1; [ -n "$line" ] || exit 1
        sed -i 1d "$1"; printf "%s\n" "$line"' _ "$work/queue"
}

# Runs one test; prints its output whole when it ends; appends "passed failed" to results.
run_one() {
    local name=$1 test=$here/$1 p=0 f=0 status summary start seconds runtime=""
    local log="$E2E_OUT/${name%.*}.stderr.log" out="$work/$name.out"
    start=$(date +%s)
    if [[ $test == *.py ]]; then
        /usr/bin/python3 "$test" 2>"$log" >"$out"
        status=$?
    else
        # A private XDG_RUNTIME_DIR per test: without one, the AT-SPI bus launcher of
        # every session falls back to the same socket (~/.cache/at-spi/bus), and tests
        # running at the same time (the other lane, another checkout) find each other's apps.
        runtime=$(mktemp -d /tmp/cerebrum-e2e-runtime.XXXXXX)
        XDG_RUNTIME_DIR=$runtime bash "$test" 2>"$log" >"$out"
        status=$?
        rm -rf "$runtime" 2>/dev/null || { sleep 1; rm -rf "$runtime"; }
    fi
    seconds=$(( $(date +%s) - start ))
    summary=$(grep -E '^[A-Za-z0-9_.-]+: [0-9]+ passed, [0-9]+ failed$' "$out" | tail -n 1)
    if [ -n "$summary" ]; then
        read -r p f < <(sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed$/\1 \2/' <<<"$summary")
    fi
    {
        echo "== $name"
        cat "$out"
        if [ -z "$summary" ] || { [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; }; then
            echo "FAIL: $name crashed (exit status $status${summary:+ after \"$summary\"}); stderr in $log:"
            tail -n 20 "$log" | sed 's/^/    /'
            f=$((f + 1))
        elif [ "$status" -ne 0 ]; then
            echo "# $name: stderr in $log"
        fi
        echo "# $name: ${seconds} s"
    } | flock "$work/results" cat
    flock "$work/results" bash -c 'echo "$1 $2" >>"$3"' _ "$p" "$f" "$work/results"
}

lane() {
    export E2E_DISPLAY_FROM=$((display_from + 20 * $1))
    local item name
    while item=$(next_item); do
        for name in $item; do run_one "$name"; done
    done
}

for ((i = 0; i < jobs; i++)); do lane "$i" & done
wait

passed=0
failed=0
while read -r p f; do
    passed=$((passed + p))
    failed=$((failed + f))
done <"$work/results"
echo "e2e: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
