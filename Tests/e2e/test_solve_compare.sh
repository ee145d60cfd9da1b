#!/usr/bin/env bash
# `cerebrum --solve` against `gnome-calculator --solve` on a few dozen formulas
# (scripts/compare-gnome-calculator.py): prints one line per formula and ends with
# `solve_compare: N passed, M failed`. Needs gnome-calculator and the en_US.UTF-8 locale
# (scripts/install-deps.sh test).
set -uo pipefail
cd "$(dirname "$0")/../.."
exec python3 scripts/compare-gnome-calculator.py
