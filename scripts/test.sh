#!/usr/bin/env bash
# Runs every test: unit, property and controller tests (swift test), then the
# end-to-end tests that drive the real window under Xvfb. Installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh test
scripts/validate-data.sh
scripts/check-shim-strings.sh
swift build --build-tests
swift test --skip-build
Tests/e2e/run.sh
