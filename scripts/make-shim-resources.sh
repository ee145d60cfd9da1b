#!/usr/bin/env bash
# Compiles the shim's GtkBuilder templates (Sources/CGtkShim/ui, listed in
# calc.gresource.xml) into Sources/CGtkShim/calc_resources.c with glib-compile-resources.
#
#   scripts/make-shim-resources.sh          writes the C file (after changing a .ui file)
#   scripts/make-shim-resources.sh --check  fails when the C file is not what the .ui
#                                           files make (scripts/test.sh runs it)
#
# Why a generated file checked in, not a build step: SwiftPM compiles a C target's
# sources as they are and cannot run a tool first, so `swift build` alone (an IDE, a
# package depending on this one) must find the C file there. The resource is linked into
# the binary and registered at start-up (calc_app.c), so an uninstalled build finds its
# templates too.
set -euo pipefail
cd "$(dirname "$0")/.."

ui=Sources/CGtkShim/ui
target=Sources/CGtkShim/calc_resources.c

generate() {
    glib-compile-resources --generate-source --manual-register --c-name calc \
        --sourcedir "$ui" --target "$1" "$ui/calc.gresource.xml"
}

case "${1:-}" in
    --check)
        fresh=$(mktemp --suffix=.c)
        trap 'rm -f "$fresh"' EXIT
        generate "$fresh"
        if ! cmp -s "$fresh" "$target"; then
            echo "make-shim-resources: $target is out of date: run scripts/make-shim-resources.sh" >&2
            exit 1
        fi
        echo "make-shim-resources: ok" ;;
    "") generate "$target" ;;
    *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac
