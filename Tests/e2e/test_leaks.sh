#!/usr/bin/env bash
# Memory check of a scripted window session under valgrind memcheck (docs/architecture.md,
# "Tests"): the window opens under Xvfb, takes a few dozen keys, opens and closes the
# history, the main menu and the preferences, opens the converter and the graph, pins and copies it, and quits with Ctrl+Q. Then:
#   - no block is definitely lost (after Debian's GLib and GTK suppressions and
#     Tests/e2e/leaks.supp, which holds fontconfig's caches);
#   - no invalid read or write, nor a bad free, has a frame in Cerebrum's own code (the
#     executable: the Swift modules and the C shim).
# Prints one line per case and "leaks: N passed, M failed"; exits non-zero on a failure.
#
# valgrind 3.19 cannot read the DWARF 5 that Swift 6.3 writes, so a copy of the binary
# without debug information runs (its symbol table still names our functions).
#
# Environment: CEREBRUM_BIN (default .build/debug/cerebrum), OUT (the valgrind report is
# kept there as leaks.valgrind.xml, default /tmp/cerebrum-e2e), TIMEOUT (seconds for each
# step under valgrind, default 300: a poll, so it costs only what the step takes, and
# valgrind on a loaded machine needs minutes), E2E_DISPLAY_FROM (the lowest X display to use).
# Needs valgrind, xvfb, xdotool, dbus, python3 (scripts/install-deps.sh test).
set -uo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD

BIN=${CEREBRUM_BIN:-$repo/.build/debug/cerebrum}
OUT=${OUT:-/tmp/cerebrum-e2e}
TIMEOUT=${TIMEOUT:-300}
mkdir -p "$OUT"

SUITE=leaks
. Tests/e2e/results.sh

tmp=$(mktemp -d /tmp/cerebrum-leaks.XXXXXX)
xvfb_pid=""
app_pid=""

cleanup() {
    trap '' INT TERM
    if [ -n "$app_pid" ]; then
        # setsid: the D-Bus session and valgrind go with the group.
        kill -KILL -- "-$app_pid" 2>/dev/null
        wait "$app_pid" 2>/dev/null
    fi
    if [ -n "$xvfb_pid" ]; then
        kill "$xvfb_pid" 2>/dev/null
        wait "$xvfb_pid" 2>/dev/null
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

for tool in valgrind objcopy Xvfb xdotool dbus-run-session setsid python3; do
    command -v "$tool" >/dev/null || { not_ok "$tool is missing (scripts/install-deps.sh test)"; finish; }
done
[ -x "$BIN" ] || { not_ok "no cerebrum at $BIN"; finish; }

# poll SECONDS COMMAND...: runs COMMAND every 50 ms until it succeeds; false on timeout.
poll() {
    local deadline=$((SECONDS + $1)); shift
    until "$@"; do
        [ "$SECONDS" -ge "$deadline" ] && return 1
        sleep 0.05
    done
}

# --- the binary, without DWARF, with its style sheet where it looks for it ----------------

mkdir -p "$tmp/bin" "$tmp/share/cerebrum" "$tmp/home"
objcopy --strip-debug "$BIN" "$tmp/bin/cerebrum"
cp Resources/cerebrum.css "$tmp/share/cerebrum/"

# --- Xvfb on a free display ----------------------------------------------------------------

# Numbers from :300 up (from $E2E_DISPLAY_FROM when set, as for the Python tests), away
# from the other tests' displays; a display is taken once a client can talk to it (a
# number another Xvfb has just left may refuse connections).
xvfb_answers() { DISPLAY=:$1 xdotool getdisplaygeometry >/dev/null 2>&1; }
xvfb_settled() { ! kill -0 "$xvfb_pid" 2>/dev/null || xvfb_answers "$1"; }
first_display=${E2E_DISPLAY_FROM:-300}
for number in $(seq "$first_display" $((first_display + 99))); do
    [ -e "/tmp/.X11-unix/X$number" ] || [ -e "/tmp/.X$number-lock" ] && continue
    # -noreset: a server that resets when its last client leaves (the probe below) refuses
    # the next connection for a moment.
    Xvfb ":$number" -screen 0 1280x1024x24 -nolisten tcp -noreset 2>"$tmp/xvfb.log" &
    xvfb_pid=$!
    if poll 20 xvfb_settled "$number" && kill -0 "$xvfb_pid" 2>/dev/null; then
        export DISPLAY=:$number
        break
    fi
    kill "$xvfb_pid" 2>/dev/null
    wait "$xvfb_pid" 2>/dev/null
    xvfb_pid=""
done
[ -n "$xvfb_pid" ] || { not_ok "Xvfb did not start: $(tail -n 3 "$tmp/xvfb.log")"; finish; }

# --- the session under valgrind ------------------------------------------------------------

report=$tmp/valgrind.xml
start=$SECONDS
# GDK_DEBUG=gl-disable: the test, not the app, keeps GDK from probing OpenGL, whose Mesa EGL
# driver leaks 160 bytes in dlclose (gdk_display_prepare_gl) that are not Cerebrum's.
setsid env HOME="$tmp/home" XDG_STATE_HOME="$tmp/home/state" XDG_CONFIG_HOME="$tmp/home/config" \
    XDG_CACHE_HOME="$tmp/home/cache" XDG_DATA_HOME="$tmp/home/data" \
    GDK_BACKEND=x11 GSK_RENDERER=cairo GDK_DEBUG=gl-disable G_SLICE=always-malloc G_DEBUG=gc-friendly GTK_A11Y=none \
    dbus-run-session -- valgrind --tool=memcheck --leak-check=full \
        --show-leak-kinds=definite --errors-for-leak-kinds=definite --num-callers=40 \
        --suppressions=/usr/share/glib-2.0/valgrind/glib.supp \
        --suppressions=/usr/share/gtk-4.0/valgrind/gtk.supp \
        --suppressions="$repo/Tests/e2e/leaks.supp" \
        --gen-suppressions=all --xml=yes --xml-file="$report" --log-file="$tmp/valgrind.log" \
        "$tmp/bin/cerebrum" >"$tmp/app.out" 2>"$tmp/app.err" &
app_pid=$!

window() { xdotool search --onlyvisible --name '^Cerebrum$' 2>/dev/null | head -n 1; }
# True once the window shows; gives up (false) at once if the app is gone.
has_window() {
    kill -0 "$app_pid" 2>/dev/null || { SECONDS=$((SECONDS + TIMEOUT)); return 1; }
    [ -n "$(window)" ]
}
if ! poll "$TIMEOUT" has_window; then
    not_ok "the window opens under valgrind"
    tail -n 20 "$tmp/app.err" "$tmp/valgrind.log" "$tmp/xvfb.log"
    finish
fi
wid=$(window)
ok "the window opens under valgrind ($((SECONDS - start)) s)"

# The display's visible X windows: more while a popover or a dialog is open.
surfaces() { xdotool search --onlyvisible --name '' 2>/dev/null | wc -l; }
surfaces_are() { [ "$(surfaces)" -eq "$1" ]; }
surfaces_above() { [ "$(surfaces)" -gt "$1" ]; }
# Without a window manager nothing gives the main window its focus back after a popover
# or a dialog closed: GTK ignores keys sent to an unfocused window.
# The last key may quit the app: xdotool then finds the window gone, which is fine.
focus_main() { xdotool windowfocus "$wid" 2>/dev/null; [ "$(xdotool getwindowfocus 2>/dev/null)" = "$wid" ]; }
keys() { poll 10 focus_main; xdotool key --window "$wid" --delay 20 "$@" 2>/dev/null; }
base=$(surfaces)

# A window of its own titled TITLE (Preferences): no window manager gives it the focus, so
# the closing key is sent to it once it shows.
titled() { xdotool search --onlyvisible --name "^$1\$" 2>/dev/null | head -n 1; }
titled_shows() { [ -n "$(titled "$1")" ]; }

# open_close NAME OPEN CLOSE [TITLE]: a key that opens a surface (a popover, or a window
# titled TITLE), and one that closes it again.
open_close() {
    local name=$1 open=$2 close=$3 title=${4:-}
    # A key that reaches the window while GTK is still moving its focus back from the
    # last popover is lost: press it again if nothing opened after a third of the time.
    local attempt opened=""
    for attempt in 1 2 3; do
        keys "$open"
        if poll $((TIMEOUT / 3)) surfaces_above "$base"; then opened=yes; break; fi
    done
    if [ -z "$opened" ]; then
        not_ok "$name opens ($open)"
        return
    fi
    if [ -n "$title" ]; then
        if ! poll "$TIMEOUT" titled_shows "$title"; then
            not_ok "$name shows as a window titled $title"
            return
        fi
        xdotool windowfocus "$(titled "$title")" 2>/dev/null
        xdotool key --window "$(titled "$title")" "$close"
    else
        # Keys go to the focused surface: the popover that just opened.
        xdotool key "$close"
    fi
    if poll "$TIMEOUT" surfaces_are "$base"; then
        ok "$name opens ($open) and closes ($close)"
    else
        not_ok "$name closes ($close)"
    fi
}

keys 7 plus 9 Return r 1 2 period 5 asterisk 3 equal ctrl+c BackSpace BackSpace \
     Escape 4 slash 0 Return s c p e x X m M ctrl+plus ctrl+Delete exclam q i n S T \
     l g E R w d 2 asciicircum 1 0 equal ctrl+z
open_close "the history" ctrl+h Escape
open_close "the main menu" F10 Escape
open_close "the preferences" ctrl+comma Escape Preferences
# The graph (docs/behaviour.md §14): built, drawn after keys, a pin, copied as an image
# (a texture on the clipboard), closed and opened again.
keys ctrl+d alt+x alt+s ctrl+g 2 asterisk ctrl+shift+p alt+x alt+c ctrl+shift+c ctrl+g ctrl+g
# The unit converter's row (docs/behaviour.md §16), opened on a result and closed.
keys ctrl+k 1 2 Return ctrl+k
keys ctrl+v 5 plus 6 equal ctrl+q

quit() { ! kill -0 "$app_pid" 2>/dev/null; }
if poll "$TIMEOUT" quit; then
    wait "$app_pid"
    status=$?
    app_pid=""
    if [ "$status" -eq 0 ]; then ok "Ctrl+Q quits, exit status 0"; else not_ok "Ctrl+Q quits with status $status"; fi
else
    not_ok "Ctrl+Q quits within $TIMEOUT s"
    finish
fi
echo "# session under valgrind: $((SECONDS - start)) s"
cp "$report" "$OUT/leaks.valgrind.xml" 2>/dev/null

# --- the report ------------------------------------------------------------------------------

python3 - "$report" "$tmp/bin/cerebrum" >"$tmp/verdict" <<'EOF'
# Reads valgrind's XML report; prints "definite N", "ours N" and a stack for each.
import sys
import xml.etree.ElementTree as ET

report, ours = sys.argv[1], sys.argv[2]
definite, from_us = [], []
for error in ET.parse(report).getroot().iter("error"):
    kind = error.findtext("kind")
    frames = error.find("stack").findall("frame")
    text = (error.findtext("xwhat/text") or error.findtext("what") or kind).strip()
    stack = "\n".join("      %s (%s)" % (f.findtext("fn") or "??",
                                         (f.findtext("obj") or "").rsplit("/", 1)[-1])
                      for f in frames[:16])
    entry = "%s: %s\n%s" % (kind, text, stack)
    if kind.startswith("Leak_"):
        definite.append(entry)
    elif kind.startswith(("Invalid", "Mismatched")) and any(f.findtext("obj") == ours for f in frames):
        from_us.append(entry)
print("definite", len(definite))
print("ours", len(from_us))
for entry in definite + from_us:
    print(entry)
EOF
definite=$(awk '$1 == "definite" { print $2 }' "$tmp/verdict")
invalid=$(awk '$1 == "ours" { print $2 }' "$tmp/verdict")
if [ -z "$definite" ]; then
    not_ok "valgrind wrote a readable report"
    tail -n 20 "$tmp/valgrind.log"
    finish
fi
tail -n +3 "$tmp/verdict" | sed 's/^/    /'
if [ "$definite" -eq 0 ]; then ok "no definite leaks"; else not_ok "$definite definite leaks"; fi
if [ "$invalid" -eq 0 ]; then
    ok "no invalid reads, writes or frees from our code"
else
    not_ok "$invalid invalid reads, writes or frees from our code"
fi
finish
