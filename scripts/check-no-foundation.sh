#!/usr/bin/env bash
# Fails when the app's own compiled code calls into Foundation proper (module
# `Foundation`, not `FoundationEssentials`). With the static Swift runtime a single such
# call links Foundation, CoreFoundation and ICU into the binary: 78 MB instead of 29 MB
# and about 4 MB more resident at start (issue 8, docs/architecture.md). Such calls sneak
# in unseen: BigInt imports Foundation, so its String methods resolve in every file
# (`text.contains(".")` did). Run after `swift build` (either configuration).
#
#   scripts/check-no-foundation.sh [BUILD_DIR]      default .build/debug
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-.build/debug}
# The modules the window app is made of; BigInt and ArgumentParser are not ours.
modules=(CalculatorBrain CalculatorController Persistence WindowDescription CommandLineInterface Localization CGtkShim cerebrum
         DesktopSearch CSearchProvider cerebrum_search_provider)
status=0
found=0
for module in "${modules[@]}"; do
    folder="$build/$module.build"
    [ -d "$folder" ] || continue
    for object in "$folder"/*.o; do
        [ -e "$object" ] || continue
        found=1
        # Undefined symbols of module Foundation: its mangled name is `10Foundation`
        # (FoundationEssentials is `20FoundationEssentials`).
        calls=$(nm -u "$object" | awk '{print $NF}' | grep -E '(^|[^0-9])10Foundation' || true)
        if [ -n "$calls" ]; then
            echo "check-no-foundation: $object calls Foundation:" >&2
            echo "$calls" | sed 's/^/    /' >&2
            status=1
        fi
    done
done
if [ "$found" = 0 ]; then
    echo "check-no-foundation: no object files under $build; run swift build first" >&2
    exit 2
fi
[ "$status" = 0 ] && echo "check-no-foundation: no call into Foundation (FoundationEssentials only)"
exit $status
