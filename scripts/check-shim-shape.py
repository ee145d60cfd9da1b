#!/usr/bin/env python3
"""Checks the shape issue 33 gave Sources/CGtkShim, so that it cannot drift back:
- one GObject type per file (G_DEFINE_*TYPE at most once a file), at least 6 of them;
- at least 4 of them built from a template in the GResource (every template listed in
  ui/calc.gresource.xml has its file, and every .ui file is listed);
- no state hung on objects: no g_object_set_data / g_object_get_data;
- no struct over 25 fields (a nested struct counts as one field of its parent, and its
  own fields are counted apart);
- no call circle: no two files calling each other, directly or through others. A use is
  any mention of a function another file defines and a header declares (a call, a
  `G_CALLBACK`, a table of functions), or of another file's type (`CALC_WINDOW (w)`,
  `CALC_IS_KEYPAD`, `CALC_TYPE_…`).

Run from the repository (scripts/test.sh does); prints each problem and exits 1."""

import glob
import os
import re
import sys

SHIM = "Sources/CGtkShim"
problems = []
sources = sorted(f for f in glob.glob(f"{SHIM}/*.c") if not f.endswith("calc_resources.c"))
headers = sorted(glob.glob(f"{SHIM}/*.h") + glob.glob(f"{SHIM}/include/*.h"))
text = {f: open(f, encoding="utf-8").read() for f in sources + headers}


def without_comments(s):
    """The code without its comments; string literals are kept whole ("https://…")."""
    pattern = r'("(?:\\.|[^"\\\n])*")|/\*.*?\*/|//[^\n]*'
    return re.sub(pattern, lambda m: m.group(1) or "", s, flags=re.S)


code = {f: without_comments(t) for f, t in text.items()}

# Types.
types = {}
for f in sources:
    found = re.findall(r"\bG_DEFINE_\w*TYPE\w*\s*\(\s*(\w+)", code[f])
    if len(found) > 1:
        problems.append(f"{f}: {len(found)} GObject types in one file ({', '.join(found)})")
    for name in found:
        types[name] = f
templated = []
resources = open(f"{SHIM}/ui/calc.gresource.xml", encoding="utf-8").read()
listed = set(re.findall(r">([\w./-]+\.ui)<", resources))
for f in sources:
    for path in re.findall(r"gtk_widget_class_set_template_from_resource\s*\([^;]*?\"([^\"]+)\"", code[f], flags=re.S):
        if os.path.basename(path) not in listed:
            problems.append(f"{f}: template {path} is not in calc.gresource.xml")
        elif not re.search(r"\bG_DEFINE_\w*TYPE", code[f]):
            problems.append(f"{f}: a template without a type of its own")
        else:
            templated.append(f)
if len(types) < 6:
    problems.append(f"{len(types)} GObject types, fewer than 6")
if len(templated) < 4:
    problems.append(f"{len(templated)} types with templates, fewer than 4")
on_disk = {os.path.basename(p) for p in glob.glob(f"{SHIM}/ui/*.ui")}
for name in sorted(listed ^ on_disk):
    problems.append(f"ui/{name}: {'listed but missing' if name in listed else 'not in calc.gresource.xml'}")

# State on objects.
for f in sources + headers:
    for m in re.finditer(r"g_object_(?:set|get|steal|dup|replace)_q?data\w*", code[f]):
        problems.append(f"{f}: {m.group(0)} (state belongs in the type's struct)")


# Structs.
def struct_fields(body):
    """The number of fields at the top level of a struct's body, and the nested bodies."""
    depth, count, nested, start = 0, 0, [], None
    for i, c in enumerate(body):
        if c == "{":
            if depth == 0:
                start = i + 1
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                nested.append(body[start:i])
        elif c == ";" and depth == 0:
            # `int a, b;` declares two fields, `int (*f) (int, int), (*g) (void);` two.
            statement = body[:i].rsplit(";", 1)[-1].rsplit("}", 1)[-1]
            count += len(split_top_level(statement))
    return count, nested


def split_top_level(statement):
    """The declarators of one declaration: split at the commas outside parentheses."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(statement):
        depth += {"(": 1, ")": -1}.get(c, 0)
        if c == "," and depth == 0:
            parts.append(statement[start:i])
            start = i + 1
    return parts + [statement[start:]]


def check_struct(where, name, body):
    count, nested = struct_fields(body)
    if count > 25:
        problems.append(f"{where}: struct {name} has {count} fields, more than 25")
    for inner in nested:
        check_struct(where, name + " (nested)", inner)


for f in sources + headers:
    for m in re.finditer(r"\b(?:struct|union)\s+(\w*)\s*\{", code[f]):
        depth, i = 1, m.end()
        while depth and i < len(code[f]):
            depth += {"{": 1, "}": -1}.get(code[f][i], 0)
            i += 1
        check_struct(f, m.group(1) or "(anonymous)", code[f][m.end():i - 1])

# Uses between files: the functions headers declare, defined (not static) at the start of
# a line in one file; each type's cast, check and type macros (G_DECLARE_* in a header).
declared = set()
for h in headers:
    declared.update(re.findall(r"\b([a-z_][a-z0-9_]*)\s*\(", code[h]))
owner = {}
for f in sources:
    for m in re.finditer(r"^([a-z_][a-z0-9_]*)\s*\(", code[f], flags=re.M):
        line_start = code[f].rfind("\n", 0, m.start() - 1) + 1
        if m.group(1) in declared and not code[f][line_start:m.start()].lstrip().startswith("static"):
            owner[m.group(1)] = f
for h in headers:
    for module, name in re.findall(r"G_DECLARE_\w+\s*\(\s*\w+\s*,\s*\w+\s*,\s*(\w+)\s*,\s*(\w+)", code[h]):
        definer = next((f for f in sources if re.search(
            rf"\bG_DEFINE_\w*TYPE\w*\s*\(\s*\w+\s*,\s*{module.lower()}_{name.lower()}\b", code[f])), None)
        if definer:
            for macro in (f"{module}_{name}", f"{module}_IS_{name}", f"{module}_TYPE_{name}"):
                owner[macro] = definer
calls = {f: set() for f in sources}
for f in sources:
    for name in set(re.findall(r"\b([A-Za-z_][A-Za-z0-9_]*)\b", code[f])):
        if owner.get(name, f) != f:
            calls[f].add(owner[name])

# Cycles: depth-first search for a back edge.
state, stack = {}, []


def visit(f):
    state[f] = "open"
    stack.append(f)
    for g in sorted(calls[f]):
        if state.get(g) == "open":
            loop = stack[stack.index(g):] + [g]
            problems.append("call circle: " + " → ".join(os.path.basename(x) for x in loop))
        elif g not in state:
            visit(g)
    stack.pop()
    state[f] = "done"


for f in sources:
    if f not in state:
        visit(f)

for p in problems:
    print(p)
print(f"shim: {len(types)} GObject types in {len(sources)} files, {len(templated)} with templates, "
      f"{sum(len(c) for c in calls.values())} calls between files, "
      + ("problems: " + str(len(problems)) if problems else "ok"))
sys.exit(1 if problems else 0)
