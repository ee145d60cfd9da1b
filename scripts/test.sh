#!/usr/bin/env bash
# Runs every test: unit, property and controller tests (swift test), then the
# end-to-end tests that drive the real window under Xvfb. Installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh test
scripts/check-translations.sh
scripts/validate-data.sh
scripts/check-architecture.py
scripts/check-shim-strings.sh
scripts/check-shim-shape.py
scripts/make-shim-resources.sh --check
scripts/build.sh tests
scripts/check-no-foundation.sh .build/debug
swift test --skip-build --pkg-config-path .build/pkgconfig  # as scripts/build.sh built it
Tests/e2e/run.sh
