#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Cerebrum needs to build and test, if missing.
# Usage: scripts/install-deps.sh [build|test|bench|generate]   (default: test)
set -euo pipefail

# gettext: xgettext, msgfmt, msgmerge for the translations (po/, scripts/*translations.sh).
# binutils: GNU ld, which the release link asks for (Package.swift), and readelf.
# libsqlite3-dev: the saved state (Sources/CSQLite).
# libmpfr-dev, libmpfi-dev: the brain's arbitrary precision (Sources/CMPFR).
# libsleef-dev: the graph sampler's vector sin, cos, ln … (Sources/CVectorMath).
# libglib2.0-dev: GIO's GDBus for the search provider (Sources/CGio).
# python3: `make` renders the man page from the option table (scripts/build-desktop-files.sh).
# libcurl4-openssl-dev: libcurl's headers for the exchange rates' fetch (Sources/CRatesFetch,
# which loads libcurl.so.4 at the first fetch).
build=(pkg-config libgtk-4-dev libsqlite3-dev gettext binutils libmpfr-dev libmpfi-dev libsleef-dev libglib2.0-dev
       python3 libcurl4-openssl-dev)
# python3 and libglib2.0-bin (gresource): the e2e tests and test_install.sh's colour check.
# xdg-desktop-portal and its GTK back end, as on any GNOME desktop: the suite must pass
# with them installed (each e2e test runs on a bus that activates no portal).
test=("${build[@]}" python3 libglib2.0-bin xvfb xauth xdotool imagemagick dbus-x11
      x11-utils at-spi2-core python3-pyatspi desktop-file-utils appstream xclip valgrind
      gnome-calculator locales python3-dbus python3-gi xdg-desktop-portal xdg-desktop-portal-gtk
      python3-mpmath  # the digits' reference (Tests/e2e/test_digits.py)
      dpkg-dev lintian man-db  # make deb and its check, man -l (Tests/e2e/test_desktop.sh)
      flatpak-builder  # reads the Flatpak manifest offline (scripts/validate-data.sh)
      units  # GNU units: the unit conversions' reference (Tests/CalculatorBrainTests/UnitOracleTests.swift)
      gettext)  # msgfmt: test_window_texts.py's pseudo-translation
bench=("${test[@]}")
# Only to regenerate the unit table (scripts/generate-units.py): CLDR's units.xml.
generate=(python3 unicode-cldr-core)

case "${1:-test}" in
    build) wanted=("${build[@]}") ;;
    test) wanted=("${test[@]}") ;;
    bench) wanted=("${bench[@]}") ;;
    generate) wanted=("${generate[@]}") ;;
    *) echo "usage: $0 [build|test|bench|generate]" >&2; exit 2 ;;
esac

missing=()
for pkg in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || missing+=("$pkg")
done
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# gnome-calculator --solve is compared in en_US.UTF-8 (in the C locale it deletes spaces).
if [ "${1:-test}" != build ] && [ "${1:-test}" != generate ] && ! locale -a 2>/dev/null | grep -qi '^en_US\.utf-\?8$'; then
    $sudo localedef -i en_US -f UTF-8 en_US.UTF-8
fi
# The locale e2e test (test_locale.py) runs the window in pt_BR and de_DE (decimal comma).
if [ "${1:-test}" != build ] && [ "${1:-test}" != generate ]; then
    for loc in pt_BR de_DE; do
        locale -a 2>/dev/null | grep -qi "^${loc}\.utf-\?8$" || $sudo localedef -i "$loc" -f UTF-8 "$loc.UTF-8"
    done
fi
