#!/usr/bin/env python3
"""Checks docs/architecture.md's table of targets against Package.swift, so the page
cannot drift from the build: each row's "depends on" column is exactly what its targets
depend on (outside the row), and every target of the package has a row (or is named in
one's folder column, as a C module beside its Swift target is).

Run from the repository (scripts/test.sh does); prints each difference and exits 1."""

import json
import re
import subprocess
import sys

package = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True,
                                    capture_output=True, text=True).stdout)
depends = {}
for target in package["targets"]:
    names = set()
    for dependency in target.get("dependencies", []):
        names.add(next(iter(dependency.values()))[0])
    depends[target["name"]] = (target["type"], names)

text = open("docs/architecture.md", encoding="utf-8").read()
table = text.split("| target | folder | holds | depends on |", 1)[1].split("\n\n", 1)[0]
problems = []
mentioned = set()
for row in table.splitlines()[2:]:
    cells = [c.strip() for c in row.strip().strip("|").split(" | ")]
    if len(cells) != 4:
        problems.append(f"a row without four cells: {row[:60]}")
        continue
    targets = re.findall(r"`([^`]+)`", cells[0])
    mentioned.update(targets)
    mentioned.update(re.findall(r"Sources/([A-Za-z-]+)", cells[1]))
    # A note in parentheses is for the reader (a dependency inside the row).
    column = re.sub(r"\s*\(.*?\)", "", cells[3])
    written = set() if column in ("—", "-") else {d.strip(" `") for d in re.split(r"[,;]", column)}
    actual = set()
    for target in targets:
        if target not in depends:
            problems.append(f"{target}: no such target in Package.swift")
            continue
        actual |= depends[target][1]
    actual -= set(targets)
    if written != actual:
        missing, extra = sorted(actual - written), sorted(written - actual)
        problems.append(f"{', '.join(targets)}: depends on {', '.join(sorted(actual)) or '—'}"
                        + (f" (the page misses {', '.join(missing)})" if missing else "")
                        + (f" (the page adds {', '.join(extra)})" if extra else ""))
for name, (kind, _) in sorted(depends.items()):
    if kind != "test" and name not in mentioned:
        problems.append(f"{name}: a target the table does not name")

for problem in problems:
    print(f"docs/architecture.md: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
