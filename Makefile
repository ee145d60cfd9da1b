# Cerebrum: build, install and uninstall.
#
#   make                                  release build and .mo files (scripts/build.sh release)
#   sudo make install                     into /usr/local
#   make install PREFIX=~/.local          into your home
#   make install DESTDIR=pkg PREFIX=/usr  staged, for packaging
#   sudo make uninstall                   removes exactly what install put there
#   make check                            every test (scripts/test.sh)
#
# `install` does not build: run `make` first (as yourself, not as root). BUILDDIR names
# the SwiftPM scratch folder the binary is built in and installed from.

PREFIX   ?= /usr/local
DESTDIR  ?=
BUILDDIR ?= .build
SWIFT    ?= swift

# Defined in Sources/CommandLineInterface/AppIdentity.swift.
APP_ID := $(shell scripts/app-info.sh id)
BINARY := $(BUILDDIR)/release/cerebrum

# Every file under Resources/, by its path inside Resources/ (no spaces in names).
RESOURCES := $(patsubst Resources/%,%,$(shell find Resources -type f 2>/dev/null | LC_ALL=C sort))

bindir      := $(PREFIX)/bin
datadir     := $(PREFIX)/share
pkgdatadir  := $(datadir)/cerebrum
appsdir     := $(datadir)/applications
metainfodir := $(datadir)/metainfo
hicolordir  := $(datadir)/icons/hicolor
icondir     := $(hicolordir)/scalable/apps
symbolicdir := $(hicolordir)/symbolic/apps

DESKTOP  := $(APP_ID).desktop
METAINFO := $(APP_ID).metainfo.xml
ICON     := $(APP_ID).svg
SYMBOLIC := $(APP_ID)-symbolic.svg

# Every file install puts in place, under $(DESTDIR).
INSTALLED := \
	$(bindir)/cerebrum \
	$(addprefix $(pkgdatadir)/,$(RESOURCES)) \
	$(appsdir)/$(DESKTOP) \
	$(metainfodir)/$(METAINFO) \
	$(icondir)/$(ICON) \
	$(symbolicdir)/$(SYMBOLIC)

# Translations: every po/<language>.po of po/LINGUAS, compiled by `make` beside the release
# binary (where an uninstalled build finds them) and installed as
# $(localedir)/<language>/LC_MESSAGES/cerebrum.mo.
LINGUAS   := $(shell sed -e 's/[[:space:]]*[\#].*//' po/LINGUAS)
localedir := $(datadir)/locale
INSTALLED += $(foreach lang,$(LINGUAS),$(localedir)/$(lang)/LC_MESSAGES/cerebrum.mo)

INSTALL      ?= install
INSTALL_PROG := $(INSTALL) -m 755
INSTALL_DATA := $(INSTALL) -m 644

.PHONY: all install uninstall check validate installed-files

all:
	SWIFT=$(SWIFT) scripts/build.sh release $(BUILDDIR)

install:
	@test -x $(BINARY) || { echo "make install: $(BINARY) is missing; run 'make' first" >&2; exit 1; }
	$(INSTALL) -d $(DESTDIR)$(bindir) $(DESTDIR)$(pkgdatadir) $(DESTDIR)$(appsdir) \
		$(DESTDIR)$(metainfodir) $(DESTDIR)$(icondir) $(DESTDIR)$(symbolicdir)
	$(INSTALL_PROG) $(BINARY) $(DESTDIR)$(bindir)/cerebrum
	@set -e; for f in $(RESOURCES); do \
		echo "$(INSTALL) -D -m 644 Resources/$$f $(DESTDIR)$(pkgdatadir)/$$f"; \
		$(INSTALL) -D -m 644 "Resources/$$f" "$(DESTDIR)$(pkgdatadir)/$$f"; \
	done
	$(INSTALL_DATA) data/$(DESKTOP) $(DESTDIR)$(appsdir)/$(DESKTOP)
	$(INSTALL_DATA) data/$(METAINFO) $(DESTDIR)$(metainfodir)/$(METAINFO)
	$(INSTALL_DATA) data/icons/hicolor/scalable/apps/$(ICON) $(DESTDIR)$(icondir)/$(ICON)
	$(INSTALL_DATA) data/icons/hicolor/symbolic/apps/$(SYMBOLIC) $(DESTDIR)$(symbolicdir)/$(SYMBOLIC)
ifeq ($(DESTDIR),)
	@$(MAKE) --no-print-directory refresh-caches
endif

uninstall:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED))
	@# Our own folder goes too once it is empty; shared folders (bin, share/…) stay.
	@if [ -d $(DESTDIR)$(pkgdatadir) ]; then \
		find $(DESTDIR)$(pkgdatadir) -depth -type d -empty -delete; \
	fi
ifeq ($(DESTDIR),)
	@$(MAKE) --no-print-directory refresh-caches
endif

.PHONY: install-translations
install: install-translations
install-translations:
	@set -e; for lang in $(LINGUAS); do \
		mo=$(BUILDDIR)/release/locale/$$lang/LC_MESSAGES/cerebrum.mo; \
		test -f "$$mo" || { echo "make install: $$mo is missing; run 'make' first" >&2; exit 1; }; \
		echo "$(INSTALL) -D -m 644 $$mo $(DESTDIR)$(localedir)/$$lang/LC_MESSAGES/cerebrum.mo"; \
		$(INSTALL) -D -m 644 "$$mo" "$(DESTDIR)$(localedir)/$$lang/LC_MESSAGES/cerebrum.mo"; \
	done

# Refreshes the icon and desktop caches of PREFIX when the tools exist; never fails.
# A cache left with nothing to index (the prefix held only Cerebrum) is removed, so that
# uninstall leaves such a prefix as empty as it found it.
.PHONY: refresh-caches
refresh-caches:
	@if [ -d $(hicolordir) ]; then \
		if [ -z "$$(find $(hicolordir) -type f ! -name icon-theme.cache ! -name index.theme -print -quit)" ]; then \
			rm -f $(hicolordir)/icon-theme.cache; \
		elif command -v gtk-update-icon-cache >/dev/null 2>&1; then \
			echo "gtk-update-icon-cache -q -t -f $(hicolordir)"; \
			gtk-update-icon-cache -q -t -f $(hicolordir) || true; \
		fi; \
	fi
	@if [ -d $(appsdir) ]; then \
		if [ -z "$$(find $(appsdir) -name '*.desktop' -print -quit)" ]; then \
			rm -f $(appsdir)/mimeinfo.cache; \
		elif command -v update-desktop-database >/dev/null 2>&1; then \
			echo "update-desktop-database -q $(appsdir)"; \
			update-desktop-database -q $(appsdir) || true; \
		fi; \
	fi

# Lists, one a line, every file install puts in place (under DESTDIR and PREFIX).
installed-files:
	@printf '%s\n' $(addprefix $(DESTDIR),$(INSTALLED))

check:
	scripts/test.sh

validate:
	scripts/validate-data.sh
