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

# The desktop's search (docs/behaviour.md §19): the Shell's .ini, the bus's service file and
# KRunner's plugin name the same bus name and object paths as the provider (AppIdentity's
# ID, + .SearchProvider), and the .ini the desktop file.
ini=data/$app_id.search-provider.ini
for line in "[Shell Search Provider]" "DesktopId=$app_id.desktop" "BusName=$app_id.SearchProvider" \
            "ObjectPath=/${app_id//.//}/SearchProvider" "Version=2"; do
    grep -qxF "$line" "$ini" || fail "$ini: no line $line"
done
grep -qxF "Name=$app_id.SearchProvider" "data/$app_id.SearchProvider.service.in" ||
    fail "data/$app_id.SearchProvider.service.in: Name= is not $app_id.SearchProvider"
grep -qxF "Exec=@libexecdir@/cerebrum-search-provider" "data/$app_id.SearchProvider.service.in" ||
    fail "data/$app_id.SearchProvider.service.in: Exec= is not the installed provider"
krunner=data/$app_id.krunner.desktop
grep -qxF "X-Plasma-DBusRunner-Service=$app_id.SearchProvider" "$krunner" &&
    grep -qxF "X-Plasma-DBusRunner-Path=/${app_id//.//}/KRunner" "$krunner" || fail "$krunner: not the provider's name and path"
echo "ok: $ini, the service file, $krunner"

# The Flatpak manifest, as far as can be checked offline (it cannot be built here):
# flatpak-builder reads it without a warning (an unknown key is one), and it is the app's:
# its ID, command, the GNOME runtime with a Swift SDK extension, the finish arguments a GTK
# app and its search provider need, known build systems, pinned sources, and a last module
# that builds and installs this tree into /app.
manifest=data/$app_id.json
if python3 - "$manifest" "$app_id" <<'PY'
import json, os, sys
path, app_id = sys.argv[1:]
try:
    m = json.load(open(path))
except ValueError as error:
    sys.exit(f"{path}: not JSON: {error}")
def need(ok, what):
    if not ok: sys.exit(f"{path}: {what}")
need(m.get("id") == app_id, f"id is {m.get('id')!r}, not {app_id}")
need(m.get("command") == "cerebrum", "command is not cerebrum")
need(m.get("runtime") == "org.gnome.Platform" and m.get("sdk") == "org.gnome.Sdk", "not the GNOME runtime and SDK")
need(str(m.get("runtime-version", "")).isdigit(), "runtime-version is not a GNOME release number")
need(any(e.startswith("org.freedesktop.Sdk.Extension.swift") for e in m.get("sdk-extensions", [])), "no Swift SDK extension")
args = m.get("finish-args", [])
for arg in ("--socket=wayland", "--socket=fallback-x11", "--share=ipc", f"--own-name={app_id}.SearchProvider"):
    need(arg in args, f"finish-args lack {arg}")
modules = m.get("modules", [])
need(modules, "no modules")
for module in modules:
    need(module.get("buildsystem") in ("autotools", "cmake", "cmake-ninja", "meson", "simple", "qmake"), f"module {module.get('name')}: unknown buildsystem")
    for source in module.get("sources", []):
        kind = source.get("type")
        if kind == "archive": need(len(source.get("sha256", "")) == 64, f"module {module['name']}: an archive without sha256")
        if kind == "git": need(source.get("tag") or source.get("commit"), f"module {module['name']}: a git source without tag or commit")
        if kind == "dir": need(os.path.isfile(os.path.join(os.path.dirname(path), source["path"], "Makefile")), f"module {module['name']}: {source['path']} is not this tree")
last = modules[-1]
need(last.get("name") == "cerebrum", "the last module is not cerebrum")
need("make install PREFIX=/app" in last.get("build-commands", []), "the cerebrum module does not make install PREFIX=/app")
PY
then
    if command -v flatpak-builder >/dev/null; then
        out=$(cd /tmp && flatpak-builder --show-manifest "$OLDPWD/$manifest" 2>&1 >/dev/null)
        if [ -n "$out" ]; then fail "$manifest: flatpak-builder --show-manifest: $out"; else echo "ok: $manifest (flatpak-builder reads it)"; fi
    else
        echo "ok: $manifest (flatpak-builder is not installed: its reading not checked)"
    fi
else
    fail "$manifest"
fi

if [ $failed -ne 0 ]; then
    echo "validate-data: FAILED" >&2
    exit 1
fi
echo "validate-data: all data files are valid"
