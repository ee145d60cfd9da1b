#!/usr/bin/env bash
# Regenerates the translation template po/cerebrum.pot from the messages marked with
# tr()/trn() in the files of po/POTFILES, then merges it into every po/<language>.po of
# po/LINGUAS (new messages come in untranslated, changed ones fuzzy: translate them).
#
#   scripts/update-po.sh            update po/cerebrum.pot and every .po
#   scripts/update-po.sh --pot FILE write the template to FILE only (the check uses it)
#
# The output is stable: locations name the file only (no line numbers to churn), and a
# template whose only change is its POT-Creation-Date is left as it was.
set -euo pipefail
cd "$(dirname "$0")/.."

pot=po/cerebrum.pot
only_pot=""
if [ "${1:-}" = --pot ]; then
    pot=${2:?usage: $0 [--pot FILE]}
    only_pot=1
fi

files=()
while IFS= read -r line; do
    line=${line%%#*}
    line=$(echo "$line" | xargs)
    [ -n "$line" ] && files+=("$line")
done <po/POTFILES

new=$(mktemp)
trap 'rm -f "$new"' EXIT
# Swift read as C: tr("…") and trn("…", "…", n) take plain literals (StaticString), which
# the C scanner reads exactly; `--keyword` alone drops C's default keywords (`_`, …).
xgettext --language=C --from-code=UTF-8 --keyword --keyword=tr --keyword=trn:1,2 \
    --add-comments=TRANSLATORS: --add-location=file --package-name=Cerebrum \
    --msgid-bugs-address=https://github.com/cerebrum-calc/cerebrum/issues \
    --copyright-holder="Cerebrum's authors" --output="$new" "${files[@]}"
# xgettext's template header leaves the charset open; the messages are UTF-8.
sed -i 's/charset=CHARSET/charset=UTF-8/' "$new"

without_date() { grep -v '^"POT-Creation-Date:' "$1"; }
if [ -f "$pot" ] && [ "$(without_date "$pot")" = "$(without_date "$new")" ]; then
    : # nothing but the date changed: keep the file as it is
else
    cp "$new" "$pot"
fi
[ -n "$only_pot" ] && exit 0

while IFS= read -r lang; do
    lang=${lang%%#*}
    lang=$(echo "$lang" | xargs)
    [ -z "$lang" ] && continue
    if [ ! -f "po/$lang.po" ]; then
        echo "update-po: po/$lang.po is missing (msginit --no-translator -i po/cerebrum.pot -l $lang -o po/$lang.po)" >&2
        exit 1
    fi
    msgmerge --quiet --update --backup=none --add-location=file "po/$lang.po" "$pot"
done <po/LINGUAS
