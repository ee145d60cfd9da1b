#!/usr/bin/env bash
# Builds Cerebrum (release) and opens the window; arguments are passed to cerebrum.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh build
scripts/build.sh release
exec .build/release/cerebrum "$@"
