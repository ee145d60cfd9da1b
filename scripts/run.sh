#!/usr/bin/env bash
# Builds Cerebrum (release) and opens the window; arguments are passed to cerebrum.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh build
# Static Swift runtime, one section per function: a lighter start (scripts/release-build-flags).
# shellcheck disable=SC2046  # the flags are words, split on purpose
swift build -c release $(grep -v '^#' scripts/release-build-flags)
scripts/build-translations.sh .build/release
scripts/build-theme.py .build/release
exec .build/release/cerebrum "$@"
