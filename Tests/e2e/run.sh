#!/usr/bin/env bash
# Runs every end-to-end test: each Tests/e2e/test_*.py with the system Python (pyatspi
# needs it; each re-runs itself on its own D-Bus session bus, scripts/window_driver.py),
# and each Tests/e2e/test_*.sh. Builds nothing: it tests $CEREBRUM_BIN, default
# .build/debug/cerebrum (scripts/test.sh builds first).
#
# Every test prints one line per case and closes with `NAME: N passed, M failed`; this
# script sums those lines and ends with exactly `e2e: N passed, M failed`. A test that
# exits non-zero, or prints no closing line, counts as one more failure (a crash). Exits
# non-zero if anything failed.
#
# Environment: CEREBRUM_BIN (the binary), E2E_OUT (screenshots and each test's stderr
# log, default /tmp/cerebrum-e2e; also given to the shell tests as OUT), E2E_ONLY and
# E2E_SEED/E2E_KEYS (see the test files).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

export CEREBRUM_BIN=${CEREBRUM_BIN:-$root/.build/debug/cerebrum}
export E2E_OUT=${E2E_OUT:-/tmp/cerebrum-e2e}
export OUT=${OUT:-$E2E_OUT}
mkdir -p "$E2E_OUT"

if [ ! -x "$CEREBRUM_BIN" ]; then
    echo "e2e: no cerebrum at $CEREBRUM_BIN (run swift build, or set CEREBRUM_BIN)" >&2
    echo "e2e: 0 passed, 1 failed"
    exit 1
fi
for tool in Xvfb xdotool xwininfo import dbus-run-session /usr/bin/python3; do
    if ! command -v "$tool" >/dev/null; then
        echo "e2e: $tool is missing (scripts/install-deps.sh test)" >&2
        echo "e2e: 0 passed, 1 failed"
        exit 1
    fi
done

passed=0
failed=0
shopt -s nullglob
for test in "$here"/test_*.py "$here"/test_*.sh; do
    name=$(basename "$test")
    p=0 f=0
    log="$E2E_OUT/${name%.*}.stderr.log"
    out=$(mktemp)
    echo "== $name"
    start=$(date +%s)
    if [[ $test == *.py ]]; then
        /usr/bin/python3 "$test" 2>"$log" | tee "$out"
    else
        # A private XDG_RUNTIME_DIR per test: without one, the AT-SPI bus launcher of
        # every session falls back to the same socket (~/.cache/at-spi/bus), and tests
        # running at the same time (another checkout, another engineer) find each
        # other's apps.
        runtime=$(mktemp -d /tmp/cerebrum-e2e-runtime.XXXXXX)
        XDG_RUNTIME_DIR=$runtime bash "$test" 2>"$log" | tee "$out"
    fi
    status=${PIPESTATUS[0]}
    [[ $test == *.py ]] || rm -rf "$runtime" 2>/dev/null || { sleep 1; rm -rf "$runtime"; }
    seconds=$(( $(date +%s) - start ))
    summary=$(grep -E '^[A-Za-z0-9_.-]+: [0-9]+ passed, [0-9]+ failed$' "$out" | tail -n 1)
    rm -f "$out"
    if [ -n "$summary" ]; then
        read -r p f < <(sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed$/\1 \2/' <<<"$summary")
        passed=$((passed + p))
        failed=$((failed + f))
    fi
    if [ -z "$summary" ] || { [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; }; then
        echo "FAIL: $name crashed (exit status $status${summary:+ after \"$summary\"}); stderr in $log:"
        tail -n 20 "$log" | sed 's/^/    /'
        failed=$((failed + 1))
    elif [ "$status" -ne 0 ]; then
        echo "# $name: stderr in $log"
    fi
    echo "# $name: ${seconds} s"
done

echo "e2e: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
