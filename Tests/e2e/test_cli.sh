#!/usr/bin/env bash
# The command line (SPEC §9) as a table: arguments → exit status, text on standard output,
# text on standard error. Needs no display: every case runs headless or fails before the
# window. Prints one line per case and "cli: N passed, M failed"; exits non-zero on failure.
#
# Environment: CEREBRUM_BIN (default .build/debug/cerebrum).
set -uo pipefail
cd "$(dirname "$0")/../.."
bin=${CEREBRUM_BIN:-$PWD/.build/debug/cerebrum}
passed=0
failed=0

# check NAME STATUS STDOUT-SUBSTRING STDERR-SUBSTRING -- ARGS...
# An empty substring means that stream must be empty.
check() {
    local name=$1 status=$2 want_out=$3 want_err=$4
    shift 5
    local out err rc
    out=$(mktemp) err=$(mktemp)
    # No display: a case that tried to open the window fails instead of hanging.
    env -u DISPLAY -u WAYLAND_DISPLAY timeout 20 "$bin" "$@" >"$out" 2>"$err" </dev/null
    rc=$?
    local ok=1
    [ "$rc" = "$status" ] || ok=0
    if [ -z "$want_out" ]; then [ ! -s "$out" ] || ok=0; else grep -qF -- "$want_out" "$out" || ok=0; fi
    if [ -z "$want_err" ]; then [ ! -s "$err" ] || ok=0; else grep -qF -- "$want_err" "$err" || ok=0; fi
    if [ "$ok" = 1 ]; then
        passed=$((passed + 1))
        echo "ok   $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name: status $rc (want $status); stdout: $(head -c 300 "$out"); stderr: $(head -c 300 "$err")"
    fi
    rm -f "$out" "$err"
}

version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/cerebrum/WindowApp.swift)
check "--version prints the About dialog's version" 0 "$version" "" -- --version
check "--help keeps --set on its line" 0 "--angle and --set then apply" "" -- --help
check "--keys prints display and description" 0 "display: 4" "" -- --keys "7 + 9 = √"
check "--keys description line" 0 "description: √(7 + 9) =" "" -- --keys "7 + 9 = √"
check "--json object" 0 '"display":"16"' "" -- --keys "7 + 9 =" --json
check "--json value null beyond a Double" 0 '"value":null' "" -- --keys "2 xʸ 2000 =" --json
check "--json exact display beyond a Double" 0 '"display":"1.14813069527425e602"' "" -- --keys "2 xʸ 2000 =" --json
check "--json error code" 0 '"code":"division_by_zero"' "" -- --keys "1 ÷ 0 =" --json
check "--json error message" 0 '"message":"Factorial needs a whole number from 0 to 3248"' "" -- --keys "2.5 x!" --json
check "--mode rpn" 0 "description: 3 × (5 + 4) =" "" -- --mode rpn --keys "3 ↵ 5 ↵ 4 + ×"
check "--angle deg" 0 "display: 0.5" "" -- --angle deg --keys "30 sin"
check "--set before --keys" 0 "display: 0.5" "" -- --angle deg --set x=30 --keys "x sin"
check "--set M" 0 "display: 6" "" -- --set M=5 --keys "M + 1 ="
check "--set empty value names the value" 2 "" "the value of x is missing" -- --set x= --keys x
check "--set bad value names the value" 2 "" 'the value "abc" is not a number' -- --set x=abc --keys x
check "--set bad name names the name" 2 "" 'no variable named "q"' -- --set q=1 --keys x
check "--set without =" 2 "" "expected NAME=VALUE" -- --set x --keys x
check "--json without --keys" 2 "" "--json needs --keys" -- --json
check "--json with options but no --keys" 2 "" "--json needs --keys" -- --mode rpn --json
check "unknown key names token and position" 2 "" 'unknown key "bogus" at position 2' -- --keys "7 bogus"
check "unknown option" 2 "" "Unknown option '--bogus'" -- --bogus
check "bad --mode" 2 "" "--mode" -- --mode hex --keys 1

echo "cli: $passed passed, $failed failed"
[ "$failed" = 0 ]
