#!/usr/bin/env bash
# End-to-end test of Cerebrum on the desktop (docs/behaviour.md §19):
#   1. a release build (make all) without SwiftPM's prohibited-flag warning, then
#      `make install PREFIX=<temporary prefix>`: the search
#      provider's .ini, its D-Bus service file (whose Exec is the installed provider), the
#      KRunner plugin, the completions for bash, zsh and fish, and the man page, which
#      `man -l` renders with --solve;
#   2. on a private session bus whose only service is the installed provider (the bus starts
#      it from the service file), gdbus asks it as GNOME Shell would: ['2+3'] gives one
#      result whose meta says = 5; ['hello'] none; a 10,000-character term and binary junk
#      none, each answered within a second, and the process lives on; KRunner's Match;
#   3. `make deb`: the package holds the files and depends on libgtk-4-1 (lintian, run by
#      make deb, finds no error); its binary, extracted, runs --solve "2+3" with an empty
#      environment, and ldd finds no library missing, none under the Swift toolchain or
#      the build tree.
# Prints "desktop: N passed, M failed"; exits non-zero on any failure.
#
# Environment: BUILDDIR (SwiftPM scratch folder, default .build); SKIP_BUILD=1 to use an
# existing release build. Needs make, dbus, libglib2.0-bin (gdbus), man-db, dpkg-dev,
# lintian (scripts/install-deps.sh test).
set -uo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD

BUILDDIR=${BUILDDIR:-.build}
app_id=$(scripts/app-info.sh id)
version=$(scripts/app-info.sh version)

SUITE=desktop
. Tests/e2e/results.sh

tmp=$(mktemp -d /tmp/cerebrum-desktop.XXXXXX)
prefix=$tmp/prefix
trap 'rm -rf "$tmp"' EXIT

for tool in make dbus-run-session gdbus man dpkg-deb ldd python3; do
    command -v "$tool" >/dev/null || { not_ok "$tool is missing (scripts/install-deps.sh test)"; finish; }
done

# --- 1. build and install ----------------------------------------------------------------

if [ "${SKIP_BUILD:-0}" != 1 ]; then
    if make --no-print-directory all BUILDDIR="$BUILDDIR" >"$tmp/build.log" 2>&1; then
        ok "release build (make all BUILDDIR=$BUILDDIR)"
        # SwiftPM warns at every build that reads GTK's pkg-config files unfiltered
        # (scripts/pkg-config-for-swiftpm.sh).
        warned=$(grep -m1 'warning: prohibited flag' "$tmp/build.log")
        check "the build prints no prohibited-flag warning${warned:+: $warned}" test -z "$warned"
    else
        tail -30 "$tmp/build.log"
        not_ok "release build (make all BUILDDIR=$BUILDDIR)"
        finish
    fi
fi
if make --no-print-directory install PREFIX="$prefix" BUILDDIR="$BUILDDIR" >"$tmp/install.log" 2>&1; then
    ok "make install PREFIX=$prefix"
else
    cat "$tmp/install.log"
    not_ok "make install PREFIX=$prefix"
    finish
fi

share=$prefix/share
ini=$share/gnome-shell/search-providers/$app_id.search-provider.ini
service=$share/dbus-1/services/$app_id.SearchProvider.service
check "the search provider's .ini names the desktop file, bus name and object path" \
    grep -qzE "DesktopId=$app_id\.desktop.*BusName=$app_id\.SearchProvider.*ObjectPath=/io/github/cerebrum/Cerebrum/SearchProvider" "$ini"
check "the D-Bus service file starts the installed provider" \
    grep -qx "Exec=$prefix/libexec/cerebrum-search-provider" "$service"
check "the installed provider is executable" test -x "$prefix/libexec/cerebrum-search-provider"
check "the KRunner plugin names the provider's bus name" \
    grep -qx "X-Plasma-DBusRunner-Service=$app_id.SearchProvider" "$share/krunner/dbusplugins/$app_id.krunner.desktop"

# Completions: bash's completes `cerebrum --so` to --solve; zsh's and fish's name it.
bash_completion=$share/bash-completion/completions/cerebrum
# (The function's own status is not the completion's: it returns 1 having completed.)
completed=$(bash -c 'source "$1" || exit; COMP_LINE="cerebrum --so"; COMP_POINT=${#COMP_LINE}
    COMP_WORDS=(cerebrum --so); COMP_CWORD=1; _cerebrum cerebrum --so cerebrum
    printf "%s\n" "${COMPREPLY[@]}"' _ "$bash_completion" 2>&1)
check "bash completes cerebrum --so to --solve (${completed//$'\n'/ })" grep -qx -- "--solve" <<<"$completed"
check "the zsh completion is a #compdef for cerebrum with --solve" \
    bash -c 'head -1 "$1" | grep -q "^#compdef cerebrum" && grep -q -- "--solve" "$1"' _ "$share/zsh/site-functions/_cerebrum"
check "the fish completion completes -l solve" \
    grep -q -- "-l 'solve'" "$share/fish/vendor_completions.d/cerebrum.fish"

# The man page: rendered by man without a warning, with the options and sections.
page=$share/man/man1/cerebrum.1
MANWIDTH=80 LC_ALL=C.UTF-8 man --warnings -l "$page" >"$tmp/man.txt" 2>"$tmp/man.err"
check "man -l renders cerebrum.1 with no warning$(head -c 300 "$tmp/man.err")" \
    bash -c '[ -s "$1" ] && [ ! -s "$2" ]' _ "$tmp/man.txt" "$tmp/man.err"
for text in "--solve <formula>" "--formula <formula>" "--list-keys" "EXIT STATUS" "EXAMPLES" \
            "state.db" "eurofxref-daily.xml" "√ (sqrt)"; do
    check "the man page shows \"$text\"" grep -qF -- "$text" "$tmp/man.txt"
done

# --- 2. the search provider on a private bus ---------------------------------------------

cat >"$tmp/bus.conf" <<XML
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <servicedir>$share/dbus-1/services</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
XML
# The junk: 2,000 characters drawn from all of Unicode but NUL and the surrogates (D-Bus
# strings are UTF-8), control characters and digits among them, as GVariant text.
python3 -c '
import random
rng = random.Random(38)
chars = [rng.choice([rng.randrange(1, 32), rng.randrange(0x30, 0x3a), rng.randrange(0x20, 0xd800), rng.randrange(0xe000, 0x110000)]) for _ in range(2000)]
print("[\x27" + "".join("\\U%08x" % c for c in chars) + "\x27]")' >"$tmp/junk.gvariant"
python3 -c 'print("[\x27" + "1+" * 5000 + "\x27]")' >"$tmp/long.gvariant"

cat >"$tmp/session.sh" <<'SH'
# Runs inside the private session: each call's answer in OUT/NAME.out, its time in
# OUT/NAME.ms, the provider's process id before and after in OUT/pid-*.
out=$1
provider=(gdbus call --session --dest io.github.cerebrum.Cerebrum.SearchProvider)
shell=("${provider[@]}" --object-path /io/github/cerebrum/Cerebrum/SearchProvider)
call() { # call NAME ARGS...
    local name=$1; shift
    local start=$(date +%s%N)
    "$@" >"$out/$name.out" 2>&1
    echo $(( ($(date +%s%N) - start) / 1000000 )) >"$out/$name.ms"
}
pid() {
    gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
        --method org.freedesktop.DBus.GetConnectionUnixProcessID io.github.cerebrum.Cerebrum.SearchProvider |
        tr -dc 0-9
}
call initial "${shell[@]}" --method org.gnome.Shell.SearchProvider2.GetInitialResultSet "['2+3']"
pid >"$out/pid-before"
call metas "${shell[@]}" --method org.gnome.Shell.SearchProvider2.GetResultMetas "['2+3']"
call hello "${shell[@]}" --method org.gnome.Shell.SearchProvider2.GetInitialResultSet "['hello']"
call subsearch "${shell[@]}" --method org.gnome.Shell.SearchProvider2.GetSubsearchResultSet "['2+3']" "['2+3', '*', '4']"
call long "${shell[@]}" --method org.gnome.Shell.SearchProvider2.GetInitialResultSet "$(cat "$out/long.gvariant")"
call junk "${shell[@]}" --method org.gnome.Shell.SearchProvider2.GetInitialResultSet "$(cat "$out/junk.gvariant")"
call after "${shell[@]}" --method org.gnome.Shell.SearchProvider2.GetInitialResultSet "['7*6']"
call krunner "${provider[@]}" --object-path /io/github/cerebrum/Cerebrum/KRunner --method org.kde.krunner1.Match "10/4"
pid >"$out/pid-after"
SH
dbus-run-session --config-file="$tmp/bus.conf" -- bash "$tmp/session.sh" "$tmp" >"$tmp/session.log" 2>&1
answer() { cat "$tmp/$1.out" 2>/dev/null; }
ms() { cat "$tmp/$1.ms" 2>/dev/null || echo 99999; }

check "the bus started the provider: ['2+3'] gives one result ($(answer initial))" \
    test "$(answer initial)" = "(['2+3'],)"
check "its meta: name 2+3, description = 5, the app's icon ($(answer metas))" \
    bash -c 'grep -qF "'"'"'name'"'"': <'"'"'2+3'"'"'>" "$1" && grep -qF "'"'"'description'"'"': <'"'"'= 5'"'"'>" "$1" &&
             grep -qF "<'"'"'$2'"'"'>" "$1"' _ "$tmp/metas.out" "$app_id"
check "['hello'] gives none ($(answer hello))" test "$(answer hello)" = "(@as [],)"
check "a subsearch ['2+3', '*', '4'] gives one result ($(answer subsearch))" test "$(answer subsearch)" = "(['2+3 * 4'],)"
check "a 10,000-character term gives none ($(answer long | head -c 80)) in $(ms long) ms (< 1000)" \
    bash -c '[ "$1" = "(@as [],)" ] && [ "$2" -lt 1000 ]' _ "$(answer long)" "$(ms long)"
check "binary junk gives none ($(answer junk | head -c 80)) in $(ms junk) ms (< 1000)" \
    bash -c '[ "$1" = "(@as [],)" ] && [ "$2" -lt 1000 ]' _ "$(answer junk)" "$(ms junk)"
check "the same process answers after them ($(cat "$tmp/pid-before" 2>/dev/null) → $(cat "$tmp/pid-after" 2>/dev/null)): ['7*6'] $(answer after)" \
    bash -c '[ -n "$1" ] && [ "$1" = "$2" ] && [ "$3" = "$4" ]' _ \
    "$(cat "$tmp/pid-before" 2>/dev/null)" "$(cat "$tmp/pid-after" 2>/dev/null)" "$(answer after)" "(['7*6'],)"
check "KRunner's Match 10/4 gives 2.5 ($(answer krunner))" grep -qF "('10/4', '2.5', '$app_id'" "$tmp/krunner.out"
[ "$failed" -eq 0 ] || sed 's/^/   /' "$tmp/session.log"

# --- 3. the Debian package -----------------------------------------------------------------

deb=cerebrum_${version}_$(dpkg --print-architecture).deb
rm -f "$deb"
if make --no-print-directory deb BUILDDIR="$BUILDDIR" >"$tmp/deb.log" 2>&1; then
    ok "make deb wrote $deb ($(du -k "$deb" | cut -f1) kB; lintian: no errors)"
    grep -E '^[WEI]: ' "$tmp/deb.log" | sed 's/^/   lintian /'
else
    tail -30 "$tmp/deb.log"
    not_ok "make deb"
    finish
fi
depends=$(dpkg-deb -f "$deb" Depends)
check "Depends names libgtk-4-1 ($depends)" grep -q 'libgtk-4-1' <<<"$depends"
dpkg-deb -c "$deb" | awk '{ print $6 }' >"$tmp/contents"
for file in ./usr/bin/cerebrum ./usr/libexec/cerebrum-search-provider ./usr/share/cerebrum/cerebrum.css \
            ./usr/share/locale/de/LC_MESSAGES/cerebrum.mo "./usr/share/applications/$app_id.desktop" \
            "./usr/share/metainfo/$app_id.metainfo.xml" "./usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
            "./usr/share/gnome-shell/search-providers/$app_id.search-provider.ini" \
            "./usr/share/dbus-1/services/$app_id.SearchProvider.service" \
            ./usr/share/bash-completion/completions/cerebrum ./usr/share/zsh/vendor-completions/_cerebrum \
            ./usr/share/fish/vendor_completions.d/cerebrum.fish ./usr/share/man/man1/cerebrum.1.gz \
            ./usr/share/doc/cerebrum/copyright; do
    check "the package holds ${file#./}" grep -qx -- "$file" "$tmp/contents"
done
dpkg-deb -x "$deb" "$tmp/deb"
check "the packaged service file starts /usr/libexec/cerebrum-search-provider" \
    grep -qx "Exec=/usr/libexec/cerebrum-search-provider" "$tmp/deb/usr/share/dbus-1/services/$app_id.SearchProvider.service"
solved=$(cd / && env -i "$tmp/deb/usr/bin/cerebrum" --solve "2+3" 2>&1)
check "env -i: the packaged cerebrum --solve \"2+3\" prints 5 ($solved)" test "$solved" = 5
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift || echo /opt/swift/usr/bin/swift)")")")
for binary in usr/bin/cerebrum usr/libexec/cerebrum-search-provider; do
    ldd "$tmp/deb/$binary" >"$tmp/ldd.txt" 2>&1
    bad=$(grep -E "not found|$toolchain/|$repo/" "$tmp/ldd.txt")
    check "ldd $binary: nothing missing, nothing under $toolchain or $repo${bad:+: $bad}" \
        bash -c '[ -z "$1" ] && grep -q "libc.so" "$2"' _ "$bad" "$tmp/ldd.txt"
done
rm -f "$deb"

finish
