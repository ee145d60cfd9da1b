# Cerebrum: build, install and uninstall.
#
#   make                                  release build and .mo files (scripts/build.sh release)
#   sudo make install                     into /usr/local
#   make install PREFIX=~/.local          into your home
#   make install DESTDIR=pkg PREFIX=/usr  staged, for packaging
#   sudo make uninstall                   removes exactly what install put there
#   make check                            every test (scripts/test.sh)
#   make deb                              cerebrum_<version>_<arch>.deb here (scripts/make-deb.sh)
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
# The desktop's search (docs/behaviour.md §19), started by the session bus.
PROVIDER := $(BUILDDIR)/release/cerebrum-search-provider
# The man page and shell completions `make` generates from the option tables
# (scripts/build-desktop-files.sh).
GENERATED := $(BUILDDIR)/release/generated

# Every file under Resources/, by its path inside Resources/ (no spaces in names).
RESOURCES := $(patsubst Resources/%,%,$(shell find Resources -type f 2>/dev/null | LC_ALL=C sort))

bindir      := $(PREFIX)/bin
libexecdir  := $(PREFIX)/libexec
datadir     := $(PREFIX)/share
pkgdatadir  := $(datadir)/cerebrum
appsdir     := $(datadir)/applications
metainfodir := $(datadir)/metainfo
hicolordir  := $(datadir)/icons/hicolor
icondir     := $(hicolordir)/scalable/apps
symbolicdir := $(hicolordir)/symbolic/apps
man1dir     := $(datadir)/man/man1
dbusdir     := $(datadir)/dbus-1/services
shelldir    := $(datadir)/gnome-shell/search-providers
krunnerdir  := $(datadir)/krunner/dbusplugins
# Where each shell looks for completions. zsh's default is site-functions; Debian's own
# zsh reads vendor-completions, which `make deb` asks for.
bashcompdir ?= $(datadir)/bash-completion/completions
zshcompdir  ?= $(datadir)/zsh/site-functions
fishcompdir ?= $(datadir)/fish/vendor_completions.d

DESKTOP  := $(APP_ID).desktop
METAINFO := $(APP_ID).metainfo.xml
ICON     := $(APP_ID).svg
SYMBOLIC := $(APP_ID)-symbolic.svg
SEARCH_INI := $(APP_ID).search-provider.ini
SERVICE    := $(APP_ID).SearchProvider.service
KRUNNER    := $(APP_ID).krunner.desktop

# Every file install puts in place, under $(DESTDIR).
INSTALLED := \
	$(bindir)/cerebrum \
	$(addprefix $(pkgdatadir)/,$(RESOURCES)) \
	$(appsdir)/$(DESKTOP) \
	$(metainfodir)/$(METAINFO) \
	$(icondir)/$(ICON) \
	$(symbolicdir)/$(SYMBOLIC) \
	$(libexecdir)/cerebrum-search-provider \
	$(shelldir)/$(SEARCH_INI) \
	$(dbusdir)/$(SERVICE) \
	$(krunnerdir)/$(KRUNNER) \
	$(man1dir)/cerebrum.1 \
	$(bashcompdir)/cerebrum \
	$(zshcompdir)/_cerebrum \
	$(fishcompdir)/cerebrum.fish

# Translations: every po/<language>.po of po/LINGUAS, compiled by `make` beside the release
# binary (where an uninstalled build finds them) and installed as
# $(localedir)/<language>/LC_MESSAGES/cerebrum.mo.
LINGUAS   := $(shell sed -e 's/[[:space:]]*[\#].*//' po/LINGUAS)
localedir := $(datadir)/locale
INSTALLED += $(foreach lang,$(LINGUAS),$(localedir)/$(lang)/LC_MESSAGES/cerebrum.mo)

INSTALL      ?= install
INSTALL_PROG := $(INSTALL) -m 755
INSTALL_DATA := $(INSTALL) -m 644

.PHONY: all install uninstall check validate installed-files deb

all:
	SWIFT=$(SWIFT) scripts/build.sh release $(BUILDDIR)
	scripts/build-desktop-files.sh $(BINARY) $(GENERATED)

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
	@test -x $(PROVIDER) || { echo "make install: $(PROVIDER) is missing; run 'make' first" >&2; exit 1; }
	@test -f $(GENERATED)/cerebrum.1 || { echo "make install: $(GENERATED)/cerebrum.1 is missing; run 'make' first" >&2; exit 1; }
	$(INSTALL) -d $(DESTDIR)$(libexecdir) $(DESTDIR)$(shelldir) $(DESTDIR)$(dbusdir) $(DESTDIR)$(krunnerdir) \
		$(DESTDIR)$(man1dir) $(DESTDIR)$(bashcompdir) $(DESTDIR)$(zshcompdir) $(DESTDIR)$(fishcompdir)
	$(INSTALL_PROG) $(PROVIDER) $(DESTDIR)$(libexecdir)/cerebrum-search-provider
	$(INSTALL_DATA) data/$(SEARCH_INI) $(DESTDIR)$(shelldir)/$(SEARCH_INI)
	sed 's|@libexecdir@|$(libexecdir)|' data/$(SERVICE).in >$(DESTDIR)$(dbusdir)/$(SERVICE)
	chmod 644 $(DESTDIR)$(dbusdir)/$(SERVICE)
	$(INSTALL_DATA) data/$(KRUNNER) $(DESTDIR)$(krunnerdir)/$(KRUNNER)
	$(INSTALL_DATA) $(GENERATED)/cerebrum.1 $(DESTDIR)$(man1dir)/cerebrum.1
	$(INSTALL_DATA) $(GENERATED)/cerebrum.bash $(DESTDIR)$(bashcompdir)/cerebrum
	$(INSTALL_DATA) $(GENERATED)/_cerebrum $(DESTDIR)$(zshcompdir)/_cerebrum
	$(INSTALL_DATA) $(GENERATED)/cerebrum.fish $(DESTDIR)$(fishcompdir)/cerebrum.fish
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

# Builds if needed (make all), then packs a staged install into cerebrum_<version>_<arch>.deb.
deb: all
	BUILDDIR=$(BUILDDIR) scripts/make-deb.sh

validate:
	scripts/validate-data.sh
