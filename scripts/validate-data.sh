#!/usr/bin/env bash
# Validates the desktop integration files in data/: the desktop entry
# (desktop-file-validate), the AppStream metainfo (appstreamcli validate, offline; any
# error or warning fails, pedantic notes are shown but pass) and every SVG icon (well-formed
# XML whose root is an <svg> with a size). Exits non-zero on any failure.
# Needs desktop-file-utils, appstream and python3 (scripts/install-deps.sh test).
set -uo pipefail
cd "$(dirname "$0")/.."

# The application ID and version are defined in Swift (scripts/app-info.sh).
app_id=$(scripts/app-info.sh id)
version=$(scripts/app-info.sh version)
failed=0
fail() { echo "validate-data: FAIL: $*" >&2; failed=1; }

for tool in desktop-file-validate appstreamcli python3; do
    command -v "$tool" >/dev/null || { echo "validate-data: $tool is missing (scripts/install-deps.sh test)" >&2; exit 2; }
done

# Desktop entry: desktop-file-validate prints errors, warnings and hints, and fails on
# errors only; warnings fail here too, hints are shown but pass.
desktop=data/$app_id.desktop
out=$(desktop-file-validate "$desktop" 2>&1); status=$?
[ -n "$out" ] && printf '%s\n' "$out" | sed 's/^/  /'
if [ $status -ne 0 ] || printf '%s\n' "$out" | grep -qE ': (error|warning): '; then
    fail "$desktop"
else
    echo "ok: $desktop"
fi

# Metainfo: offline (the screenshot URL is not fetched). appstreamcli fails on errors only;
# warnings fail here too. Pedantic notes (e.g. the upper-case letters of a reverse-DNS id)
# are reported but accepted.
metainfo=data/$app_id.metainfo.xml
out=$(appstreamcli validate --no-net --pedantic --no-color "$metainfo" 2>&1); status=$?
printf '%s\n' "$out" | sed 's/^/  /'
if [ $status -ne 0 ] || printf '%s\n' "$out" | grep -qE '^[EW]: '; then
    fail "$metainfo"
else
    echo "ok: $metainfo"
fi
# The metainfo names the same app and, as its newest release, the version the app reports.
grep -q "<id>$app_id</id>" "$metainfo" || fail "$metainfo: <id> is not $app_id"
newest=$(grep -m1 -o '<release version="[^"]*"' "$metainfo" | cut -d'"' -f2)
[ "$newest" = "$version" ] || fail "$metainfo: the newest release is ${newest:-missing}, the app says $version"

# Icons: each SVG parses, is an <svg> root with a viewBox or width and height, and the app
# icon is where the desktop entry's Icon= and the metainfo expect it.
[ -f "data/icons/hicolor/scalable/apps/$app_id.svg" ] || fail "the scalable app icon is missing"
grep -qx "Icon=$app_id" "$desktop" || fail "$desktop: Icon= is not $app_id"
while IFS= read -r -d '' svg; do
    if python3 - "$svg" <<'PY'
import sys
import xml.etree.ElementTree as ET
path = sys.argv[1]
try:
    root = ET.parse(path).getroot()
except ET.ParseError as error:
    sys.exit(f"{path}: not well-formed XML: {error}")
if root.tag != "{http://www.w3.org/2000/svg}svg":
    sys.exit(f"{path}: the root element is {root.tag}, not an SVG <svg>")
if "viewBox" not in root.attrib and not ("width" in root.attrib and "height" in root.attrib):
    sys.exit(f"{path}: <svg> has neither a viewBox nor a width and height")
if len(root) == 0:
    sys.exit(f"{path}: the SVG is empty")
PY
    then echo "ok: $svg"; else fail "$svg"; fi
done < <(find data -name '*.svg' -print0 | LC_ALL=C sort -z)

if [ $failed -ne 0 ]; then
    echo "validate-data: FAILED" >&2
    exit 1
fi
echo "validate-data: all data files are valid"
