#!/usr/bin/env bash
# Fails when a user-facing message escapes translation or a translation is incomplete
# (issue 10, docs/behaviour.md §12):
#   1. po/cerebrum.pot is what scripts/update-po.sh makes of the sources today (a message
#      added or changed without updating the template fails), POT-Creation-Date aside;
#   2. every Swift file under Sources/ that calls tr(/trn( is listed in po/POTFILES, and
#      every file listed exists;
#   3. tr(/trn( take a string literal, never a variable (xgettext reads only literals);
#   4. every po/<language>.po of po/LINGUAS passes `msgfmt --check`, with every message
#      translated and none fuzzy.
# Prints one line per problem and `translations: ok` or `translations: N problems`.
set -uo pipefail
cd "$(dirname "$0")/.."

problems=0
problem() { echo "check-translations: $*" >&2; problems=$((problems + 1)); }
entries() { sed -e 's/#.*//' -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' "$1" | grep -v '^$'; }

for tool in xgettext msgfmt msgmerge; do
    command -v "$tool" >/dev/null || { echo "check-translations: $tool is missing (apt install gettext)" >&2; exit 1; }
done

# 1. The template is up to date.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! scripts/update-po.sh --pot "$tmp/cerebrum.pot"; then
    problem "xgettext failed on the files of po/POTFILES"
elif ! diff -u -I '^"POT-Creation-Date:' po/cerebrum.pot "$tmp/cerebrum.pot" >"$tmp/pot.diff"; then
    problem "po/cerebrum.pot is out of date: run scripts/update-po.sh, translate, commit"
    sed 's/^/    /' "$tmp/pot.diff" | head -40 >&2
fi

# 2. POTFILES lists every file with messages, and only files that exist. Comment lines
# (`//`, `///`) do not count: documentation may show `tr("…")`.
entries po/POTFILES | LC_ALL=C sort >"$tmp/listed"
while IFS= read -r file; do
    [ -f "$file" ] || problem "po/POTFILES lists $file, which does not exist"
done <"$tmp/listed"
grep -rlP --include='*.swift' '^(?!\s*//).*\btrn?\("' Sources | LC_ALL=C sort >"$tmp/calling"
while IFS= read -r file; do
    problem "$file calls tr() but is not in po/POTFILES"
done < <(LC_ALL=C comm -23 "$tmp/calling" "$tmp/listed")

# 3. Only literals: `tr(name)` would hide its message from xgettext (a StaticString
# variable compiles). The definitions themselves (`func tr(`) are not calls.
while IFS= read -r hit; do
    problem "a tr()/trn() call without a string literal (xgettext cannot read it): $hit"
done < <(grep -rnP --include='*.swift' '^(?!\s*//)(?!.*\bfunc trn?\().*\btrn?\((?!\s*")' Sources)

# 4. Every language compiles, complete and checked.
while IFS= read -r lang; do
    po=po/$lang.po
    if [ ! -f "$po" ]; then
        problem "$po is missing (po/LINGUAS lists $lang)"
        continue
    fi
    if ! stats=$(LC_ALL=C msgfmt --check --statistics --output-file=/dev/null "$po" 2>&1); then
        problem "msgfmt --check $po failed:"
        echo "$stats" | sed 's/^/    /' >&2
        continue
    fi
    echo "$lang: $stats"
    # Complete: msgfmt says "N translated messages." and nothing about fuzzy or untranslated
    # ones. The template's messages must all be in the .po (msgmerge brings them in).
    case $stats in
        *fuzzy* | *untranslated*) problem "$po is not complete: $stats (translate, and remove the fuzzy flags)" ;;
    esac
    missing=$(msgcomm --less-than=2 --unique "$po" po/cerebrum.pot 2>/dev/null | grep -c '^msgid "..*"$' || true)
    obsolete=$(grep -c '^#~ msgid' "$po" || true)
    [ "$missing" -eq 0 ] || problem "$po and po/cerebrum.pot differ by $missing messages (run scripts/update-po.sh)"
    [ "$obsolete" -eq 0 ] || problem "$po keeps $obsolete obsolete messages (#~): remove them"
done < <(entries po/LINGUAS)

if [ "$problems" -eq 0 ]; then
    echo "translations: ok"
else
    echo "translations: $problems problems"
    exit 1
fi
