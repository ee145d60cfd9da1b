#!/usr/bin/env bash
# The command line's formula side (SPEC §9, §11): `cerebrum --solve` output, exit statuses
# and streams, and `( … )` formula groups in --keys. Prints one line per case and ends
# with `solve: N passed, M failed`. Environment: CEREBRUM_BIN (default .build/debug/cerebrum).
set -uo pipefail
cd "$(dirname "$0")/../.."
bin=${CEREBRUM_BIN:-.build/debug/cerebrum}
passed=0
failed=0

# expect NAME STATUS STDOUT STDERR_PATTERN -- ARGS...: the exit status, the exact standard
# output and a grep pattern standard error must match ('' for empty).
expect() {
    local name=$1 status=$2 stdout=$3 stderr=$4
    shift 5
    local out err code
    out=$("$bin" "$@" 2>/tmp/cerebrum-solve-err.$$)
    code=$?
    err=$(cat /tmp/cerebrum-solve-err.$$)
    rm -f /tmp/cerebrum-solve-err.$$
    local ok=1
    [ "$code" = "$status" ] || ok=0
    [ "$out" = "$stdout" ] || ok=0
    if [ -z "$stderr" ]; then [ -z "$err" ] || ok=0; else grep -q -- "$stderr" <<<"$err" || ok=0; fi
    if [ $ok = 1 ]; then
        passed=$((passed + 1)); echo "ok: $name"
    else
        failed=$((failed + 1)); echo "FAIL: $name (status $code, stdout '$out', stderr '$err')"
    fi
}

expect "value as the display writes it" 0 "98" "" -- --solve "2(3+4)^2"
expect "ASCII operators and precedence" 0 "14" "" -- --solve "2+3*4"
expect "exact decimals" 0 "0.3" "" -- --solve "0.1+0.2"
expect "scientific notation reads back" 0 "3e20" "" -- --solve "1.5e20*2"
expect "minus sign U+2212" 0 "−4" "" -- --solve "-2^2"
expect "--angle applies" 0 "0.5" "" -- --angle deg --solve "sin 30"
expect "radians by default" 0 "0" "" -- --solve "sin π"
expect "--set applies" 0 "11" "" -- --set x=2 --solve "3x² − 1"
expect "--mode rpn pushes it" 0 "3" "" -- --mode rpn --solve "1+2"
expect "--json object" 0 '{"angle":"rad","description":"2 + 3 × 4 =","display":"14","error":null,"mode":"algebraic","pending":false,"stack":[],"typing":false,"value":14,"variables":{}}' "" -- --json --solve "2+3*4"
expect "parse error: position, status 2, no stdout" 2 "" "missing operand after \`+\` at column 3" -- --solve "2+"
expect "parse error: missing )" 2 "" "missing \`)\` at column 5" -- --solve "(1+2"
expect "parse error: unknown name" 2 "" "unknown name \`sinx\` at column 1" -- --solve "sinx"
expect "math error: stderr, status 1" 1 "" "Division by zero" -- --solve "1/0"
expect "math error with --json: in error" 1 '{"angle":"rad","description":"1 ÷ 0 =","display":"Division by zero","error":{"code":"division_by_zero","message":"Division by zero"},"mode":"algebraic","pending":false,"stack":[],"typing":false,"value":null,"variables":{}}' "" -- --json --solve "1/0"
expect "unset variable is a math error" 1 "" "x is not set" -- --solve "2x"
expect "--keys and --solve together" 2 "" "cannot be used together" -- --keys "1" --solve "2"
expect "--keys formula group" 0 $'display: 38\ndescription: 2 × (3 + 4 ^ 2) =' "" -- --keys "2 × (3 + 4 ^ 2) ="
expect "--keys group in RPN" 0 $'display: 18\ndescription: 2 × (1 + 2)² =' "" -- --mode rpn --keys "2 ↵ (1 + 2)² ×"
expect "--keys group without )" 2 "" "no matching \`)\` for formula \"(3 + 4 =\" at position 3" -- --keys "2 × (3 + 4 ="
expect "--keys group that does not parse" 2 "" "after \`+\`, not \`)\` at column 6 of the formula \"(3 + )\" at position 3" -- --keys "2 × (3 + ) ="
if "$bin" --help | grep -q -- "--solve"; then passed=$((passed + 1)); echo "ok: --help names --solve"; else failed=$((failed + 1)); echo "FAIL: --help names --solve"; fi

echo "solve: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
