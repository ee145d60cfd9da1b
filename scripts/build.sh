#!/usr/bin/env bash
# Builds Cerebrum and its translations: the one build step of the Makefile, scripts/run.sh
# and scripts/test.sh.
#
#   scripts/build.sh release [SCRATCH]   swift build -c release with scripts/release-build-flags
#   scripts/build.sh tests [SCRATCH]     swift build --build-tests (debug, with the test targets)
#   scripts/build.sh debug [SCRATCH]     swift build
#
# SCRATCH is SwiftPM's scratch folder (default .build); $SWIFT the swift driver (default
# swift). The .mo files go into locale/ beside the binary, where an uninstalled cerebrum
# finds them (scripts/build-translations.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

swift=${SWIFT:-swift}
scratch=${2:-.build}
case "${1:-debug}" in
    # shellcheck disable=SC2046  # the flags are words, split on purpose
    release) args=(-c release $(grep -v '^#' scripts/release-build-flags)) ;;
    tests) args=(--build-tests) ;;
    debug) args=() ;;
    *) echo "usage: $0 [release|tests|debug] [SCRATCH]" >&2; exit 2 ;;
esac

# SwiftPM's own reading of GTK's and GLib's pkg-config files, without the flags it would
# refuse with a warning (scripts/pkg-config-for-swiftpm.sh says why).
scripts/pkg-config-for-swiftpm.sh "$scratch/pkgconfig"
args+=(--pkg-config-path "$scratch/pkgconfig")

"$swift" build --scratch-path "$scratch" "${args[@]}"
scripts/build-translations.sh "$("$swift" build --scratch-path "$scratch" "${args[@]}" --show-bin-path)"
