# What the shell e2e tests share (sourced, not run: Tests/e2e/run.sh runs test_*.sh): one
# line per case (`ok: …` or `FAIL: …`), then `SUITE: N passed, M failed`, the line run.sh
# sums. Set SUITE before `finish`, which exits non-zero on any failure.
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok: $*"; }
not_ok() { failed=$((failed + 1)); echo "FAIL: $*"; }
check() { # check DESCRIPTION COMMAND...
    local description=$1; shift
    if "$@"; then ok "$description"; else not_ok "$description"; fi
}
finish() {
    echo "$SUITE: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
}
