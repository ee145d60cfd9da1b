#!/usr/bin/env bash
# Prints Cerebrum's application ID (`scripts/app-info.sh id`), version (`version`) or home
# page (`website`), read from where they are defined:
# Sources/CommandLineInterface/AppIdentity.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
value=$(sed -n "s/^ *public static let ${1:?usage: $0 id|version|website} = \"\(.*\)\"\$/\1/p" \
    Sources/CommandLineInterface/AppIdentity.swift)
[ -n "$value" ] || { echo "app-info: no '$1' in Sources/CommandLineInterface/AppIdentity.swift" >&2; exit 1; }
echo "$value"
