#!/usr/bin/env bash
# Packs the release build into cerebrum_<version>_<arch>.deb in the project root, with
# Debian's own tools and no network (`make deb` builds first and calls this):
#   1. `make install DESTDIR=<stage> PREFIX=/usr`: binary, search provider, resources,
#      translations, desktop file, metainfo, icons, completions (zsh in Debian's
#      vendor-completions), man page;
#   2. Debian's layout: the man page gzipped, binaries without symbol tables, the copyright
#      and a changelog under usr/share/doc/cerebrum;
#   3. Depends computed by dpkg-shlibdeps from the binaries' libraries (libgtk-4-1 …);
#      the Swift runtime is linked in statically (scripts/release-build-flags), so nothing
#      of the toolchain is needed at run time;
#   4. dpkg-deb --root-owner-group, then lintian when it is installed (errors fail).
#
# Environment: BUILDDIR (SwiftPM scratch folder, default .build); LINTIAN=0 to skip
# lintian. Needs dpkg-dev (dpkg-shlibdeps), binutils (strip); lintian optional
# (scripts/install-deps.sh test installs it).
set -euo pipefail
cd "$(dirname "$0")/.."

BUILDDIR=${BUILDDIR:-.build}
version=$(scripts/app-info.sh version)
website=$(scripts/app-info.sh website)
arch=$(dpkg --print-architecture)
deb=cerebrum_${version}_${arch}.deb

for tool in dpkg-deb dpkg-shlibdeps strip gzip; do
    command -v "$tool" >/dev/null || { echo "make-deb: $tool is missing (apt install dpkg-dev binutils)" >&2; exit 1; }
done

work=$(mktemp -d /tmp/cerebrum-deb.XXXXXX)
trap 'rm -rf "$work"' EXIT
root=$work/root

# --- 1. the files ------------------------------------------------------------------------
make --no-print-directory install DESTDIR="$root" PREFIX=/usr BUILDDIR="$BUILDDIR" \
    zshcompdir=/usr/share/zsh/vendor-completions >"$work/install.log" ||
    { cat "$work/install.log" >&2; exit 1; }

# --- 2. Debian's layout --------------------------------------------------------------------
gzip -9n "$root/usr/share/man/man1/cerebrum.1"
for binary in "$root/usr/bin/cerebrum" "$root/usr/libexec/cerebrum-search-provider"; do
    strip --remove-section=.comment --remove-section=.note "$binary"
done
doc=$root/usr/share/doc/cerebrum
install -d -m 755 "$doc"
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: Cerebrum"
    echo "Source: $website"
    echo
    echo "Files: *"
    echo "Copyright: $(sed -n 's/^Copyright (c) //p' LICENSE | head -1)"
    echo "License: MIT"
    # The license text, as the format wants it: indented, blank lines as " .".
    sed -n '/^Permission/,$p' LICENSE | sed -e 's/^$/./' -e 's/^/ /'
} >"$doc/copyright"
chmod 644 "$doc/copyright"
{
    echo "cerebrum ($version) unstable; urgency=medium"
    echo
    echo "  * Release $version ($website)."
    echo
    # The date of the last commit, so the same sources give the same package.
    echo " -- Cerebrum developers <cerebrum@users.noreply.github.com>  $(date -R -d "@$(git log -1 --format=%ct 2>/dev/null || date +%s)")"
} | gzip -9n >"$doc/changelog.gz"
chmod 644 "$doc/changelog.gz"
# lintian's one complaint left: the provider has no manual page, but nobody runs it (the
# session bus does; docs/behaviour.md §19 describes it).
install -d -m 755 "$root/usr/share/lintian/overrides"
echo "cerebrum: no-manual-page [usr/libexec/cerebrum-search-provider]" >"$root/usr/share/lintian/overrides/cerebrum"
chmod 644 "$root/usr/share/lintian/overrides/cerebrum"
# Every folder 755, every file 644 but the two programs (install's modes, umask aside).
find "$root" -type d -exec chmod 755 {} +

# --- 3. Depends --------------------------------------------------------------------------
# dpkg-shlibdeps reads debian/control in the current folder for the package's name.
mkdir -p "$work/src/debian"
printf 'Source: cerebrum\n\nPackage: cerebrum\nArchitecture: any\n' >"$work/src/debian/control"
depends=$(cd "$work/src" && dpkg-shlibdeps -O -e"$root/usr/bin/cerebrum" \
    -e"$root/usr/libexec/cerebrum-search-provider" 2>"$work/shlibdeps.log" |
    sed -n 's/^shlibs:Depends=//p') || { cat "$work/shlibdeps.log" >&2; exit 1; }
case $depends in
    *libgtk-4-1*) ;;
    *) echo "make-deb: dpkg-shlibdeps found no libgtk-4-1 in: $depends" >&2; exit 1 ;;
esac

# --- 4. the package ------------------------------------------------------------------------
install -d -m 755 "$root/DEBIAN"
cat >"$root/DEBIAN/control" <<EOF
Package: cerebrum
Version: $version
Architecture: $arch
Maintainer: Cerebrum developers <cerebrum@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: math
Priority: optional
Homepage: $website
Description: desktop calculator with exact decimals, algebraic and RPN entry
 Cerebrum is a keyboard-first GTK 4 calculator: exact decimal arithmetic
 (0.1 + 0.2 is 0.3), certain digits for roots and trigonometry, algebraic
 and Reverse Polish entry, formulas as GNOME Calculator reads them, memory,
 variables, a history that survives a restart, and a graph.
 .
 It answers calculations typed into the GNOME Shell overview or KRunner
 without opening a window, and runs key sequences and formulas from the
 command line (cerebrum --solve "2+3").
EOF
chmod 644 "$root/DEBIAN/control"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "make-deb: wrote $deb ($(du -k "$deb" | cut -f1) kB); Depends: $depends"

if [ "${LINTIAN:-1}" != 0 ] && command -v lintian >/dev/null; then
    # Errors fail; warnings are shown. --no-tag-display-limit: every tag, not the first few.
    lintian --fail-on error --tag-display-limit 0 "$deb"
fi
