#!/usr/bin/env bash
# End-to-end test of `make install` and `make uninstall`:
#   1. a release build (make all), then `make install PREFIX=<temporary prefix>`;
#   2. every file landed, identical to its source, with the right mode, and the installed
#      desktop entry and metainfo validate;
#   3. the installed binary runs headless from another folder (`cd /`), and speaks German
#      in de_DE.UTF-8 from the installed translations (share/locale/*/LC_MESSAGES);
#   4. under Xvfb (a private D-Bus session, temporary HOME and XDG folders), the installed
#      binary opens its window from `/`, and a screenshot shows the colours of the installed
#      stylesheet: the equals and operation keys of Resources/cerebrum.css, resolved against
#      the GTK theme's own colours; started again without the stylesheet, they are gone;
#   5. a staged install (DESTDIR) lands under DESTDIR and runs no cache tool;
#   6. `make uninstall` leaves no file in the prefix.
# Prints "install: N passed, M failed"; exits non-zero on any failure.
#
# Environment: OUT (screenshots, default /tmp/cerebrum-e2e); BUILDDIR (SwiftPM scratch
# folder, default .build); SKIP_BUILD=1 to install an existing build; TIMEOUT (seconds to
# wait for the window, default 30); E2E_DISPLAY_FROM (the lowest X display to use). Needs make, xvfb, xdotool, imagemagick, dbus,
# desktop-file-utils, appstream (scripts/install-deps.sh test).
set -uo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD

OUT=${OUT:-/tmp/cerebrum-e2e}
BUILDDIR=${BUILDDIR:-.build}
TIMEOUT=${TIMEOUT:-30}
app_id=$(scripts/app-info.sh id)
mkdir -p "$OUT"

SUITE=install
. Tests/e2e/results.sh

tmp=$(mktemp -d /tmp/cerebrum-install.XXXXXX)
prefix=$tmp/prefix
xvfb_pid=""
app_pid=""

stop_app() {
    if [ -n "$app_pid" ]; then
        # The app runs in its own process group (setsid): the D-Bus session and anything it
        # started go with it.
        kill -TERM -- "-$app_pid" 2>/dev/null
        for _ in $(seq 50); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
        kill -KILL -- "-$app_pid" 2>/dev/null
        wait "$app_pid" 2>/dev/null
        app_pid=""
    fi
}
cleanup() {
    trap '' INT TERM  # a second signal must not cut the cleanup short
    stop_app
    if [ -n "$xvfb_pid" ]; then
        kill "$xvfb_pid" 2>/dev/null
        wait "$xvfb_pid" 2>/dev/null
        xvfb_pid=""
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

for tool in make install xdotool Xvfb dbus-run-session import convert setsid python3 \
            desktop-file-validate appstreamcli readelf; do
    command -v "$tool" >/dev/null || { not_ok "$tool is missing (scripts/install-deps.sh test)"; finish; }
done

# --- 1. build and install ----------------------------------------------------------------

if [ "${SKIP_BUILD:-0}" != 1 ]; then
    if make --no-print-directory all BUILDDIR="$BUILDDIR" >"$tmp/build.log" 2>&1; then
        ok "release build (make all BUILDDIR=$BUILDDIR)"
    else
        tail -30 "$tmp/build.log"
        not_ok "release build (make all BUILDDIR=$BUILDDIR)"
        finish
    fi
fi

# The release binary's memory protections (data/rodata-relro.ld): its relocated data and
# GOT read-only after start-up, its constants never writable, no segment writable and
# executable at once.
readelf -lW "$BUILDDIR/release/cerebrum" >"$tmp/segments.txt" 2>&1
readelf -SW "$BUILDDIR/release/cerebrum" >"$tmp/sections.txt" 2>&1
check "the release binary has a GNU_RELRO segment" grep -q 'GNU_RELRO' "$tmp/segments.txt"
check "the release binary's .rodata is not writable" \
    awk 'sub(/^ *\[ *[0-9]+\] +/, "") && $1 == ".rodata" { found = 1; if ($7 ~ /W/) bad = 1 }
         END { exit !(found && !bad) }' "$tmp/sections.txt"
check "no segment of the release binary is both writable and executable" \
    awk '$1 == "LOAD" { seen = 1; if ($7 ~ /W/ && $7 ~ /E/) bad = 1 } END { exit bad || !seen }' \
        "$tmp/segments.txt"
# No run path (scripts/release-build-flags): an installed binary never looks for system
# libraries in its own folder.
readelf -dW "$BUILDDIR/release/cerebrum" >"$tmp/dynamic.txt" 2>&1
check "the release binary has no run path" \
    awk '/NEEDED/ { seen = 1 } /RUNPATH|RPATH/ { bad = 1 } END { exit bad || !seen }' "$tmp/dynamic.txt"

# The release binary reads its arguments: several, one with spaces and non-ASCII symbols,
# one it must refuse.
release_output=$("$BUILDDIR/release/cerebrum" --keys "9 √ × 2 =" --json 2>&1)
check "the release binary reads its arguments (--keys \"9 √ × 2 =\" --json: ${release_output:0:60})" \
    grep -q '"display":"6"' <<<"$release_output"
"$BUILDDIR/release/cerebrum" --keys "1" --no-such-option >/dev/null 2>&1
release_status=$?
check "the release binary refuses an unknown option (status $release_status)" test "$release_status" -eq 2

if make --no-print-directory install PREFIX="$prefix" BUILDDIR="$BUILDDIR" >"$tmp/install.log" 2>&1; then
    ok "make install PREFIX=$prefix"
else
    cat "$tmp/install.log"
    not_ok "make install PREFIX=$prefix"
    finish
fi

# --- 2. every file landed ------------------------------------------------------------------

# What should be there, from the sources (not from the Makefile's own list).
declare -A source_of=(
    [bin/cerebrum]=$BUILDDIR/release/cerebrum
    [share/applications/$app_id.desktop]=data/$app_id.desktop
    [share/metainfo/$app_id.metainfo.xml]=data/$app_id.metainfo.xml
    [share/icons/hicolor/scalable/apps/$app_id.svg]=data/icons/hicolor/scalable/apps/$app_id.svg
)
# The desktop's search (docs/behaviour.md §19), the man page and the completions `make`
# generated; the bus's service file names the installed provider.
source_of[libexec/cerebrum-search-provider]=$BUILDDIR/release/cerebrum-search-provider
source_of[share/gnome-shell/search-providers/$app_id.search-provider.ini]=data/$app_id.search-provider.ini
sed "s|@libexecdir@|$prefix/libexec|" "data/$app_id.SearchProvider.service.in" >"$tmp/service"
source_of[share/dbus-1/services/$app_id.SearchProvider.service]=$tmp/service
source_of[share/krunner/dbusplugins/$app_id.krunner.desktop]=data/$app_id.krunner.desktop
source_of[share/man/man1/cerebrum.1]=$BUILDDIR/release/generated/cerebrum.1
source_of[share/bash-completion/completions/cerebrum]=$BUILDDIR/release/generated/cerebrum.bash
source_of[share/zsh/site-functions/_cerebrum]=$BUILDDIR/release/generated/_cerebrum
source_of[share/fish/vendor_completions.d/cerebrum.fish]=$BUILDDIR/release/generated/cerebrum.fish
[ -f "data/icons/hicolor/symbolic/apps/$app_id-symbolic.svg" ] &&
    source_of[share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg]=data/icons/hicolor/symbolic/apps/$app_id-symbolic.svg
while IFS= read -r -d '' resource; do
    source_of[share/cerebrum/${resource#Resources/}]=$resource
done < <(find Resources -type f -print0)
# The translations `make` compiled beside the binary, one per language of po/LINGUAS.
for lang in $(sed -e 's/#.*//' po/LINGUAS); do
    source_of[share/locale/$lang/LC_MESSAGES/cerebrum.mo]=$BUILDDIR/release/locale/$lang/LC_MESSAGES/cerebrum.mo
done

for installed in $(printf '%s\n' "${!source_of[@]}" | LC_ALL=C sort); do
    file=$prefix/$installed
    source=${source_of[$installed]}
    want_mode=644
    case $installed in bin/cerebrum | libexec/cerebrum-search-provider) want_mode=755 ;; esac
    if [ ! -f "$file" ]; then
        not_ok "installed $installed (missing)"
    elif ! cmp -s "$source" "$file"; then
        not_ok "installed $installed (differs from $source)"
    elif [ "$(stat -c %a "$file")" != "$want_mode" ]; then
        not_ok "installed $installed (mode $(stat -c %a "$file"), not $want_mode)"
    else
        ok "installed $installed (mode $want_mode)"
    fi
done

# Nothing else, except the caches the desktop tools keep.
unexpected=$(cd "$prefix" && find . ! -type d | sed 's|^\./||' | LC_ALL=C sort | while IFS= read -r f; do
    [ -n "${source_of[$f]+set}" ] && continue
    case $f in share/icons/hicolor/icon-theme.cache | share/applications/mimeinfo.cache) continue ;; esac
    echo "$f"
done)
check "no unexpected files in the prefix${unexpected:+: $unexpected}" test -z "$unexpected"
installed_count=$(find "$prefix" ! -type d | wc -l)
echo "   ($installed_count files in the prefix, ${#source_of[@]} of them Cerebrum's own)"

check "the installed desktop entry validates" \
    bash -c '[ -z "$(desktop-file-validate "$1" 2>&1)" ]' _ "$prefix/share/applications/$app_id.desktop"
check "the installed metainfo validates (appstreamcli --no-net)" \
    bash -c 'appstreamcli validate --no-net --no-color "$1" >/dev/null' _ "$prefix/share/metainfo/$app_id.metainfo.xml"

# --- 3. headless, from another folder ------------------------------------------------------

headless=$(cd / && "$prefix/bin/cerebrum" --keys "7 + 9 =" 2>"$tmp/headless.err"); status=$?
expected=$'display: 16\ndescription: 7 + 9 ='
if [ $status -eq 0 ] && [ "$headless" = "$expected" ]; then
    ok "cd / && cerebrum --keys \"7 + 9 =\" prints display 16"
else
    not_ok "cd / && cerebrum --keys \"7 + 9 =\" (status $status): $headless $(cat "$tmp/headless.err")"
fi

# In German, from the installed share/locale (nothing beside the binary, no override); status 1:
# the keys end in an error, whose display is still printed (docs/behaviour.md §9).
headless=$(cd / && env -u CEREBRUM_LOCALEDIR LANG=de_DE.UTF-8 LC_ALL= LC_MESSAGES= LANGUAGE= \
    "$prefix/bin/cerebrum" --keys "1 / 0 =" 2>"$tmp/headless.err"); status=$?
expected=$'display: Division durch Null\ndescription: 1 ÷ 0 ='
if [ $status -eq 1 ] && [ "$headless" = "$expected" ]; then
    ok "LANG=de_DE.UTF-8 cerebrum --keys \"1 / 0 =\" says Division durch Null (share/locale)"
else
    not_ok "LANG=de_DE.UTF-8 cerebrum --keys \"1 / 0 =\" (status $status): $headless $(cat "$tmp/headless.err")"
fi

# --- 4. the window, with the installed stylesheet ----------------------------------------

# The colours the stylesheet gives a key class, resolved against the GTK theme's colours.
# Prints "r g b" (0-255), or "?" and the reason.
gtk_lib=$(ldd "$prefix/bin/cerebrum" 2>/dev/null | awk '/libgtk-4\.so/ { print $3; exit }')
gresource extract "$gtk_lib" /org/gtk/libgtk/theme/Default/Default-light.css >"$tmp/theme.css" 2>/dev/null ||
    : >"$tmp/theme.css"
key_colour() { # key_colour CLASS
    python3 - "$tmp/theme.css" "$prefix/share/cerebrum/cerebrum.css" "$1" <<'PY'
import colorsys, re, sys

theme_path, css_path, key_class = sys.argv[1:]
def strip(text): return re.sub(r"/\*.*?\*/", "", text, flags=re.S)
theme, css = strip(open(theme_path).read()), strip(open(css_path).read())
defines = {}
for text in (theme, css):  # the app's own definitions come last and win
    for name, expr in re.findall(r"@define-color\s+([\w-]+)\s+([^;]+);", text):
        defines[name] = expr.strip()
NAMED = {"black": (0, 0, 0, 1), "white": (1, 1, 1, 1), "transparent": (0, 0, 0, 0)}

class Parser:
    def __init__(self, text): self.text, self.i = text, 0
    def skip(self):
        while self.i < len(self.text) and self.text[self.i].isspace(): self.i += 1
    def expect(self, ch):
        self.skip()
        if self.text[self.i:self.i + 1] != ch: raise ValueError(f"expected {ch!r} in {self.text!r}")
        self.i += 1
    def number(self):
        self.skip()
        m = re.compile(r"[-+]?(\d+\.?\d*|\.\d+)(%?)").match(self.text, self.i)
        if not m: raise ValueError(f"expected a number in {self.text!r}")
        self.i = m.end()
        self.percent = bool(m.group(2))
        return float(m.group(0).rstrip("%")) / (100 if self.percent else 1)
    def colour(self):
        self.skip()
        m = re.compile(r"@([\w-]+)|#([0-9a-fA-F]+)|([a-zA-Z_-]+)").match(self.text, self.i)
        if not m: raise ValueError(f"cannot read a colour in {self.text!r}")
        self.i = m.end()
        if m.group(1):
            name = m.group(1)
            if name not in defines: raise ValueError(f"@{name} is not defined")
            return Parser(defines[name]).colour()
        if m.group(2):
            h = m.group(2)
            if len(h) in (3, 4): h = "".join(c * 2 for c in h)
            values = [int(h[k:k + 2], 16) / 255 for k in range(0, len(h), 2)]
            return tuple(values + [1.0] * (4 - len(values)))
        word = m.group(3).lower()
        if word in NAMED: return NAMED[word]
        self.expect("(")
        if word in ("rgb", "rgba"):
            rgb = []
            for k in range(3):
                if k: self.expect(",")
                value = self.number()
                rgb.append(value if self.percent else value / 255)
            alpha = 1.0
            if word == "rgba": self.expect(","); alpha = self.number()
            self.expect(")")
            return tuple(rgb + [alpha])
        if word == "mix":
            a = self.colour(); self.expect(","); b = self.colour(); self.expect(",")
            f = self.number(); self.expect(")")
            return tuple(min(1, max(0, x + (y - x) * f)) for x, y in zip(a, b))
        if word == "alpha":
            a = self.colour(); self.expect(","); f = self.number(); self.expect(")")
            return a[:3] + (min(1, max(0, a[3] * f)),)
        if word in ("shade", "lighter", "darker"):
            a = self.colour()
            if word == "shade": self.expect(","); f = self.number()
            else: f = 1.3 if word == "lighter" else 0.7
            self.expect(")")
            h, l, s = colorsys.rgb_to_hls(*a[:3])
            return colorsys.hls_to_rgb(h, min(1, max(0, l * f)), min(1, max(0, s * f))) + (a[3],)
        raise ValueError(f"unknown colour function {word}()")

wanted = "button.key." + key_class
expr = None
for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
    selectors = selectors.rsplit(";", 1)[-1]  # not the @define-color lines before it
    if wanted not in [" ".join(s.split()) for s in selectors.split(",")]:
        continue
    for prop, value in re.findall(r"([\w-]+)\s*:\s*([^;]+);?", body):
        value = value.strip()
        if prop == "background-image":
            m = re.fullmatch(r"image\((.*)\)", value)
            if m: expr = m.group(1)
        elif prop in ("background-color", "background"):
            expr = value
if expr is None:
    print(f"? no background colour for {wanted} in the stylesheet"); sys.exit()
try:
    r, g, b, a = Parser(expr).colour()
except ValueError as error:
    print(f"? {wanted}: {error}"); sys.exit()
if a < 1:  # a translucent key shows over the window background
    bg = Parser("@theme_bg_color").colour()
    r, g, b = (x * a + y * (1 - a) for x, y in zip((r, g, b), bg))
print(round(r * 255), round(g * 255), round(b * 255), f"# {wanted}: {expr}")
PY
}

# How many pixels of a screenshot are within 3 of a colour on every channel.
pixels_of() { # pixels_of PNG R G B
    convert "$1" -format %c histogram:info:- 2>/dev/null | python3 -c '
import re, sys
r, g, b = map(int, sys.argv[1:4])
total = 0
for line in sys.stdin:
    m = re.match(r"\s*(\d+):.*?#([0-9A-Fa-f]{6})", line)
    if not m: continue
    c = [int(m.group(2)[k:k + 2], 16) for k in (0, 2, 4)]
    if max(abs(c[0] - r), abs(c[1] - g), abs(c[2] - b)) <= 3:
        total += int(m.group(1))
print(total)' "$2" "$3" "$4"
}

# Starts Xvfb on a free display; sets DISPLAY.
start_xvfb() {
    : >"$tmp/display"
    # E2E_DISPLAY_FROM, as for the Python tests: the first free display from there up, so
    # that people sharing a machine keep to their own numbers. Otherwise Xvfb picks one.
    local display=()
    if [ -n "${E2E_DISPLAY_FROM:-}" ]; then
        local number=$E2E_DISPLAY_FROM
        while [ -e "/tmp/.X11-unix/X$number" ] || [ -e "/tmp/.X$number-lock" ]; do
            number=$((number + 1))
        done
        display=(":$number")
    fi
    Xvfb "${display[@]}" -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$tmp/display" 2>"$tmp/xvfb.log" &
    xvfb_pid=$!
    for _ in $(seq 100); do
        [ -s "$tmp/display" ] && break
        kill -0 "$xvfb_pid" 2>/dev/null || break
        sleep 0.1
    done
    [ -s "$tmp/display" ] || return 1
    export DISPLAY=:$(tr -d '[:space:]' <"$tmp/display")
}

# A private session bus that activates no services (no portals, no accessibility bus), so
# that nothing outlives the test and the host's services play no part.
cat >"$tmp/session-bus.conf" <<'XML'
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
XML

# Starts the installed binary with no arguments from /, in its own process group with a
# private D-Bus session, and waits for its window. Sets app_pid and window.
start_app() { # start_app LOGNAME
    mkdir -p "$tmp/home" "$tmp/state" "$tmp/config" "$tmp/cache" "$tmp/data" "$tmp/runtime"
    chmod 700 "$tmp/runtime"
    (
        cd / &&
        exec env HOME="$tmp/home" XDG_STATE_HOME="$tmp/state" XDG_CONFIG_HOME="$tmp/config" \
            XDG_CACHE_HOME="$tmp/cache" XDG_DATA_HOME="$tmp/data" XDG_RUNTIME_DIR="$tmp/runtime" \
            XDG_DATA_DIRS="$prefix/share:/usr/local/share:/usr/share" \
            GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_THEME=Default GTK_A11Y=none NO_AT_BRIDGE=1 \
            LC_ALL=C.UTF-8 G_MESSAGES_DEBUG=Cerebrum \
            setsid dbus-run-session --config-file="$tmp/session-bus.conf" -- "$prefix/bin/cerebrum"
    ) >"$tmp/$1.log" 2>&1 &
    app_pid=$!
    window=$(timeout "$TIMEOUT" xdotool search --sync --onlyvisible --name '^Cerebrum$' 2>/dev/null | head -1)
    [ -n "$window" ]
}

# Screenshot of the whole screen once the window is drawn and still: the pointer is moved
# out of the way (no hover highlight), then the screen is polled until it shows a drawn
# window (more than a handful of colours) that two looks 200 ms apart find unchanged.
screenshot() { # screenshot PNG
    xdotool mousemove 1023 767 2>/dev/null
    local previous=$tmp/screen-previous.png current=$tmp/screen-current.png
    import -window root "$previous" 2>/dev/null || return 1
    for _ in $(seq 75); do
        sleep 0.2
        import -window root "$current" 2>/dev/null || return 1
        if [ "$(compare -metric AE "$previous" "$current" null: 2>&1)" = 0 ] &&
            [ "$(identify -format %k "$current" 2>/dev/null)" -gt 16 ]; then
            mv "$current" "$1"
            return 0
        fi
        mv "$current" "$previous"
    done
    return 1
}

if ! start_xvfb; then
    not_ok "Xvfb started: $(cat "$tmp/xvfb.log")"
else
    ok "Xvfb started on $DISPLAY"
    equals=$(key_colour equals)
    operation=$(key_colour operation)
    echo "   expected colours: $equals; $operation"

    if start_app window; then
        ok "the installed cerebrum, started from /, opened its window ($window)"
        geometry=$(xdotool getwindowgeometry "$window" 2>/dev/null | tr '\n' ' ')
        echo "   $geometry"
        if screenshot "$OUT/installed.png"; then
            ok "screenshot $OUT/installed.png"
        else
            not_ok "screenshot $OUT/installed.png"
        fi
        check "cerebrum is still running after the screenshot" kill -0 "$app_pid"
        warnings=$(grep -E 'Gtk-(WARNING|CRITICAL)|GLib-(GObject-)?(WARNING|CRITICAL)|Theme parsing error|cerebrum.css' "$tmp/window.log")
        check "no GTK warnings or stylesheet errors on standard error${warnings:+: $warnings}" test -z "$warnings"
        for key in equals operation; do
            colour=${!key}
            if [ -z "$colour" ] || [ "${colour:0:1}" = "?" ]; then
                not_ok "the $key key colour could not be read from the stylesheet: ${colour:-no answer}"
                continue
            fi
            read -r r g b _ <<<"$colour"
            count=$(pixels_of "$OUT/installed.png" "$r" "$g" "$b")
            if [ "${count:-0}" -ge 150 ]; then
                ok "the $key key colour rgb($r,$g,$b) is on screen ($count pixels)"
            else
                not_ok "the $key key colour rgb($r,$g,$b) is on screen (${count:-0} pixels)"
            fi
        done
    else
        not_ok "the installed cerebrum, started from /, opened its window within ${TIMEOUT}s"
        sed 's/^/   /' "$tmp/window.log"
    fi
    stop_app
    cp "$tmp/window.log" "$OUT/installed.log" 2>/dev/null

    # Control: without the installed stylesheet the operation colour must be gone, which
    # shows the colours above came from share/cerebrum/cerebrum.css.
    read -r r g b _ <<<"$operation"
    if [ -n "$operation" ] && [ "${operation:0:1}" != "?" ] && mv "$prefix/share/cerebrum/cerebrum.css" "$tmp/cerebrum.css"; then
        if start_app nocss; then
            screenshot "$OUT/installed-without-css.png"
            count=$(pixels_of "$OUT/installed-without-css.png" "$r" "$g" "$b")
            check "without the stylesheet the operation key colour is gone (${count:-?} pixels)" \
                test "${count:-1}" -lt 50
        else
            not_ok "without the stylesheet cerebrum still opens its window"
            sed 's/^/   /' "$tmp/nocss.log"
        fi
        stop_app
        mv "$tmp/cerebrum.css" "$prefix/share/cerebrum/cerebrum.css"
    fi
fi

# --- 5. a staged install -------------------------------------------------------------------

stage=$tmp/stage
if make --no-print-directory install DESTDIR="$stage" PREFIX=/usr BUILDDIR="$BUILDDIR" >"$tmp/stage.log" 2>&1; then
    staged=$(cd "$stage" && find . ! -type d | sed 's|^\./||' | LC_ALL=C sort)
    want=$(printf 'usr/%s\n' "${!source_of[@]}" | LC_ALL=C sort)
    check "make install DESTDIR=… PREFIX=/usr stages exactly Cerebrum's files, no caches" \
        test "$staged" = "$want"
    make --no-print-directory uninstall DESTDIR="$stage" PREFIX=/usr >>"$tmp/stage.log" 2>&1
    check "make uninstall DESTDIR=… empties the stage" test -z "$(find "$stage" ! -type d)"
else
    cat "$tmp/stage.log"
    not_ok "make install DESTDIR=… PREFIX=/usr"
fi

# --- 6. uninstall -----------------------------------------------------------------------------

if make --no-print-directory uninstall PREFIX="$prefix" >"$tmp/uninstall.log" 2>&1; then
    ok "make uninstall PREFIX=$prefix"
else
    cat "$tmp/uninstall.log"
    not_ok "make uninstall PREFIX=$prefix"
fi
left=$(find "$prefix" ! -type d 2>/dev/null)
check "the prefix has no files left${left:+: $left}" test -z "$left"
check "uninstall removed share/cerebrum" test ! -e "$prefix/share/cerebrum"

finish
