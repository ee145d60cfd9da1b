#!/usr/bin/env bash
# Builds Cerebrum (release) and opens the window; arguments are passed to cerebrum.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh build
# Static Swift runtime: a lighter start (see the Makefile).
swift build -c release --static-swift-stdlib
scripts/build-translations.sh .build/release
exec .build/release/cerebrum "$@"
