#!/usr/bin/env bash
# Runs every test: unit, property and controller tests (swift test), then the
# end-to-end tests that drive the real window under Xvfb. Installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh test
scripts/check-translations.sh
scripts/validate-data.sh
scripts/check-shim-strings.sh
swift build --build-tests
scripts/check-no-foundation.sh .build/debug
swift test --skip-build
# The .mo files beside .build/debug/cerebrum, for the window and CLI in e2e (the Swift
# tests compile their own).
scripts/build-translations.sh .build/debug
# And GTK's theme without the rules for widgets Cerebrum never shows, which the app uses
# (test_theme.py checks it looks the same).
scripts/build-theme.py .build/debug
Tests/e2e/run.sh
