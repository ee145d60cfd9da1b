#!/usr/bin/env bash
# Writes into DIR a copy of each of the system's pkg-config files whose flags SwiftPM would
# refuse, without those flags, for `swift build --pkg-config-path DIR` (scripts/build.sh).
#
# SwiftPM reads .pc files itself and passes on only the flags of its allow-list (Cflags:
# -I, -F; Libs: -L, -l, -F, -framework, -w); it drops the rest with "warning: prohibited
# flag(s): …" — for GTK, GLib's -pthread and graphene's -mfpmath=sse -msse -msse2, twice
# per build. The copies drop the same flags before SwiftPM sees them, so the build is the
# same and a first build prints no warning. The search path named with --pkg-config-path
# comes before the system's in SwiftPM's search, and only SwiftPM reads DIR: pkg-config
# itself, and everything else on the machine, still read the originals. Only Cflags: and
# Libs: lines change (the only ones SwiftPM reads besides Requires); a copy refers to its
# original folder where the original says ${pcfiledir}. Only the packages Package.swift
# names (pkgConfig:) and what they require are looked at.
#
#   scripts/pkg-config-for-swiftpm.sh DIR
set -euo pipefail

dir=${1:?usage: $0 DIR}
mkdir -p "$dir"
command -v pkg-config >/dev/null || exit 0  # nothing to read: SwiftPM reports the missing .pc itself

# The packages Package.swift names and everything they require (public or private: SwiftPM
# reads both for Cflags), each at the path pkg-config finds it, as SwiftPM does.
cd "$(dirname "$0")/.."
todo=($(sed -n 's/.*pkgConfig: "\([^"]*\)".*/\1/p' Package.swift))
seen=" "
files=()
while [ ${#todo[@]} -gt 0 ]; do
    name=${todo[0]}
    todo=("${todo[@]:1}")
    case $seen in *" $name "*) continue ;; esac
    seen+="$name "
    path=$(pkg-config --path "$name" 2>/dev/null) || continue
    files+=("$path")
    todo+=($(pkg-config --print-requires --print-requires-private "$name" 2>/dev/null | awk '{ print $1 }'))
done
[ ${#files[@]} -gt 0 ] || exit 0

# One pass over them all: a copy is written only for a file that loses a flag.
rm -f "$dir"/*.pc
awk -v dir="$dir" '
    function allowed(token, cflags) {
        if (token ~ /^\$/) return 1  # a variable: SwiftPM judges what it becomes
        if (cflags) return token ~ /^-[IF]/
        return token ~ /^-[LlF]/ || token == "-framework" || token == "-w"
    }
    function flush() {
        if (name != "" && dropped) printf "%s", text > (dir "/" name)
        if (name != "") close(dir "/" name)
    }
    FNR == 1 {
        flush()
        name = FILENAME; sub(/.*\//, "", name)
        origin = FILENAME; sub(/\/[^\/]*$/, "", origin)
        text = ""; dropped = 0
    }
    {
        line = $0
        gsub(/\$\{pcfiledir\}/, origin, line)
        lower = tolower(line)
        if (match(lower, /^(cflags|libs)[ \t]*:/)) {
            key = substr(line, 1, RLENGTH)
            cflags = lower ~ /^cflags/
            n = split(substr(line, RLENGTH + 1), tokens, /[ \t]+/)
            out = ""; take = 0
            for (i = 1; i <= n; i++) {
                t = tokens[i]
                if (t == "") continue
                if (take) { out = out " " t; take = 0; continue }
                if (allowed(t, cflags)) {
                    out = out " " t
                    if (t ~ /^-([IFLl]|framework)$/) take = 1
                } else dropped = 1
            }
            line = key out
        }
        text = text line "\n"
    }
    END { flush() }' "${files[@]}"
