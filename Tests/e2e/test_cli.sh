#!/usr/bin/env bash
# The command line through a real process: what only the binary can show — exit statuses
# as the shell sees them, standard input, the two streams kept apart, a --json object and
# the --list-keys catalogue that other tests read. Every other case (options, messages,
# positions, --solve, --json objects) is a row in Tests/CommandLineInterfaceTests, which
# runs the same code without a process. Needs no display: every case runs headless or
# fails before the window. Prints one line per case and "cli: N passed, M failed".
#
# Environment: CEREBRUM_BIN (default .build/debug/cerebrum).
set -uo pipefail
cd "$(dirname "$0")/../.."
bin=${CEREBRUM_BIN:-$PWD/.build/debug/cerebrum}
passed=0
failed=0
input=""   # standard input of the next check (then reset); empty: /dev/null

# check NAME STATUS STDOUT STDERR-SUBSTRING -- ARGS...: the exit status, the exact standard
# output (without its last line break) and a fragment of standard error ('' for empty).
check() {
    local name=$1 status=$2 want_out=$3 want_err=$4
    shift 5
    local out err rc
    out=$(mktemp) err=$(mktemp)
    # No display: a case that tried to open the window fails instead of hanging.
    if [ -n "$input" ]; then
        printf '%s' "$input" | env -u DISPLAY -u WAYLAND_DISPLAY timeout 20 "$bin" "$@" >"$out" 2>"$err"
    else
        env -u DISPLAY -u WAYLAND_DISPLAY timeout 20 "$bin" "$@" >"$out" 2>"$err" </dev/null
    fi
    rc=$?
    input=""
    local ok=1
    [ "$rc" = "$status" ] || ok=0
    [ "$(cat "$out")" = "$want_out" ] || ok=0
    if [ -z "$want_err" ]; then [ ! -s "$err" ] || ok=0; else grep -qF -- "$want_err" "$err" || ok=0; fi
    if [ "$ok" = 1 ]; then
        passed=$((passed + 1))
        echo "ok: $name"
    else
        failed=$((failed + 1))
        echo "FAIL: $name: status $rc (want $status); stdout: $(head -c 300 "$out"); stderr: $(head -c 300 "$err")"
    fi
    rm -f "$out" "$err"
}

check "--keys: display and description, status 0" 0 $'display: 4\ndescription: √(7 + 9) =' "" -- --keys "7 + 9 = √"
version=$(scripts/app-info.sh version)
check "--version prints the About dialog's version" 0 "$version" "" -- --version
input=$'1 + 2\n+ 3 =\n'
check "--keys - reads standard input" 0 $'display: 6\ndescription: 1 + 2 + 3 =' "" -- --keys -
input="$(yes '9 × 9 = C' | head -n 20000) 1 + 2 ="
check "--keys - reads a long standard input" 0 $'display: 3\ndescription: 1 + 2 =' "" -- --keys -
input=$'6 × 7\n'
check "--solve - reads standard input" 0 "42" "" -- --solve -
check "unknown key: status 2, message on stderr only" 2 "" 'unknown key "bogus" at position 2 of --keys' -- --keys "7 bogus"
check "bad option: status 2 with its position" 2 "" "(argument 1)" -- --bogus
check "bad --set: status 2 before any window" 2 "" 'the value "abc" is not a number' -- --set x=abc
check "--solve math error: status 1, stderr" 1 "" "Division by zero" -- --solve "1/0"
check "--solve parse error: status 2" 2 "" "at column 3" -- --solve "2+"
# Issue 23: percent, a trailing =, no guess at `y 2`; degrees unless told.
check "--solve 200+15% is 230" 0 "230" "" -- --solve "200+15%"
check "--solve 80*15% is 12" 0 "12" "" -- --solve "80*15%"
check "--solve 12*3= is 36" 0 "36" "" -- --solve "12*3="
check "--solve y 2 is refused: status 2" 2 "" "a number right after \`y\`" -- --solve "y 2"
check "--keys 200 + 15 % = is 230" 0 $'display: 230\ndescription: 200 + 15% =' "" -- --keys "200 + 15 % ="
check "--solve sin(30) in degrees by default" 0 "0.5" "" -- --solve "sin(30)"
check "--json object on one line" 0 '{"angle":"deg","description":"7 + 9 =","display":"16","error":null,"fraction":"16","mode":"algebraic","pending":false,"stack":[],"typing":false,"value":16,"variables":{}}' "" -- --keys "7 + 9 =" --json

# A formula takes the locale's decimal mark as well as `.` (docs/behaviour.md §12), and the answer is
# written with `.`; in en_US the comma is a parse error. Where `,` is the mark, a `.` groups
# digits (1.000 is a thousand) and one that cannot group is refused (issue 32 item 2).
# The same in a --keys formula group, which is a calculation of its own: an `=` written
# right after it finishes it, a second `=` repeats its last operation (+ 1, issue 32
# item 3; docs/behaviour.md §9).
locale_run() { # locale_run LOCALE OPTION ARGUMENT: "STATUS OUTPUT"
    local json status display
    json=$(env -u DISPLAY LC_ALL="$1" LANG="$1" timeout 20 "$bin" "$2" "$3" --json 2>/dev/null)
    status=$?
    display=$(python3 -c 'import json, sys; print(json.loads(sys.argv[1])["display"])' "$json" 2>/dev/null)
    echo "$status $display"
}
for case in "de_DE.UTF-8|--solve|1,5+1|0 2.5" "pt_BR.UTF-8|--solve|2,5*2|0 5" \
            "de_DE.UTF-8|--solve|1.500+1,25|0 1501.25" "de_DE.UTF-8|--solve|1.000+1|0 1001" \
            "de_DE.UTF-8|--solve|2.5+1|2 " "en_US.UTF-8|--solve|1,5+1|2 " \
            "de_DE.UTF-8|--keys|(1,5+1)|0 2.5" "en_US.UTF-8|--keys|(1,5+1)|2 " \
            "de_DE.UTF-8|--keys|(1,5+1) =|0 2.5" "de_DE.UTF-8|--keys|(1,5+1) = =|0 3.5"; do
    IFS='|' read -r loc option text want <<<"$case"
    got=$(locale_run "$loc" "$option" "$text")
    if [ "$got" = "$want" ]; then
        passed=$((passed + 1)); echo "ok: LC_ALL=$loc $option \"$text\": $want"
    else
        failed=$((failed + 1)); echo "FAIL: LC_ALL=$loc $option \"$text\": got \"$got\", want \"$want\""
    fi
done

# The catalogue the e2e tests build their key tables from is JSON that names ∛'s shortcut.
if "$bin" --list-keys --json </dev/null | python3 -c '
import json, sys
catalog = json.load(sys.stdin)
assert catalog["tokens"]["∛"] == "unary(cubeRoot)"
assert any(s["keyval"] == "b" and s.get("key") == "unary(cubeRoot)" for s in catalog["shortcuts"])
assert any(b["name"] == "cube root" for b in catalog["buttons"])
'; then
    passed=$((passed + 1)); echo "ok: --list-keys --json is the key catalogue"
else
    failed=$((failed + 1)); echo "FAIL: --list-keys --json is the key catalogue"
fi

echo "cli: $passed passed, $failed failed"
[ "$failed" = 0 ]
