#!/usr/bin/env bash
# Compiles every po/<language>.po of po/LINGUAS into
# DIR/locale/<language>/LC_MESSAGES/cerebrum.mo, where an uninstalled cerebrum in DIR
# finds them (Localization.localeDirectories: `locale/` beside the executable).
#
#   scripts/build-translations.sh [DIR...]
#
# Without DIR: each of .build/debug and .build/release that exists (the folders of
# `swift build` and `swift build -c release`). Only .mo files older than their .po are
# compiled again. Needs msgfmt (Debian's gettext: scripts/install-deps.sh build).
set -euo pipefail
cd "$(dirname "$0")/.."

dirs=("$@")
if [ ${#dirs[@]} -eq 0 ]; then
    for dir in .build/debug .build/release; do
        [ -d "$dir" ] && dirs+=("$dir")
    done
    if [ ${#dirs[@]} -eq 0 ]; then
        echo "build-translations: no .build/debug or .build/release yet (swift build first, or name a folder)" >&2
        exit 1
    fi
fi
command -v msgfmt >/dev/null || { echo "build-translations: msgfmt is missing (apt install gettext)" >&2; exit 1; }

languages=()
while IFS= read -r lang; do
    lang=${lang%%#*}
    lang=$(echo "$lang" | xargs)
    [ -n "$lang" ] && languages+=("$lang")
done <po/LINGUAS

for dir in "${dirs[@]}"; do
    for lang in "${languages[@]}"; do
        mo=$dir/locale/$lang/LC_MESSAGES/cerebrum.mo
        if [ ! -f "$mo" ] || [ "po/$lang.po" -nt "$mo" ]; then
            mkdir -p "$(dirname "$mo")"
            msgfmt --check --output-file="$mo" "po/$lang.po"
        fi
    done
done
