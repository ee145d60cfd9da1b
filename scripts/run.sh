#!/usr/bin/env bash
# Builds Cerebrum (release) and opens the window; arguments are passed to cerebrum.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh build
# Static Swift runtime, one section per function: a lighter start (see the Makefile's
# SWIFT_BUILD_FLAGS).
swift build -c release --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -function-sections
scripts/build-translations.sh .build/release
exec .build/release/cerebrum "$@"
