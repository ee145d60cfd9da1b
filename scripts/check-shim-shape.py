#!/usr/bin/env python3
"""Checks the shape issue 33 gave Sources/CGtkShim, so that it cannot drift back:
- one GObject type per file (G_DEFINE_*TYPE at most once a file), at least 6 of them;
- at least 4 of them built from a template in the GResource (every template listed in
  ui/calc.gresource.xml has its file, and every .ui file is listed);
- no state hung on objects: no g_object_set_data / g_object_get_data;
- no struct over 25 fields (a nested struct counts as one field of its parent, and its
  own fields are counted apart);
- no call circle: no two files calling each other, directly or through others (a call
  is a use of a function defined at the start of a line in another file).

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
    s = re.sub(r"/\*.*?\*/", "", s, flags=re.S)
    return re.sub(r"//[^\n]*", "", s)


code = {f: without_comments(t) for f, t in text.items()}

# Types.
types = {}
for f in sources:
    found = re.findall(r"G_DEFINE_(?:FINAL_)?TYPE(?:_WITH_PRIVATE)?\s*\(\s*(\w+)", code[f])
    if len(found) > 1:
        problems.append(f"{f}: {len(found)} GObject types in one file ({', '.join(found)})")
    for name in found:
        types[name] = f
templated = [f for f in sources if "gtk_widget_class_set_template_from_resource" in code[f]]
if len(types) < 6:
    problems.append(f"{len(types)} GObject types, fewer than 6")
if len(templated) < 4:
    problems.append(f"{len(templated)} types with templates, fewer than 4")
resources = open(f"{SHIM}/ui/calc.gresource.xml", encoding="utf-8").read()
listed = set(re.findall(r">([\w./-]+\.ui)<", resources))
on_disk = {os.path.basename(p) for p in glob.glob(f"{SHIM}/ui/*.ui")}
for name in sorted(listed ^ on_disk):
    problems.append(f"ui/{name}: {'listed but missing' if name in listed else 'not in calc.gresource.xml'}")

# State on objects.
for f in sources + headers:
    for m in re.finditer(r"g_object_(?:set|get)_data\w*", code[f]):
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
            # `int a, b;` declares two fields.
            statement = body[:i].rsplit(";", 1)[-1].rsplit("}", 1)[-1]
            count += statement.count(",") + 1 if "(" not in statement else 1
    return count, nested


def check_struct(where, name, body):
    count, nested = struct_fields(body)
    if count > 25:
        problems.append(f"{where}: struct {name} has {count} fields, more than 25")
    for inner in nested:
        check_struct(where, name + " (nested)", inner)


for f in sources + headers:
    for m in re.finditer(r"\bstruct\s+(\w*)\s*\{", code[f]):
        depth, i = 1, m.end()
        while depth and i < len(code[f]):
            depth += {"{": 1, "}": -1}.get(code[f][i], 0)
            i += 1
        check_struct(f, m.group(1) or "(anonymous)", code[f][m.end():i - 1])

# Calls between files.
defined = {}
for f in sources:
    for name in re.findall(r"^([a-z_][a-z0-9_]*)\s*\(", code[f], flags=re.M):
        defined.setdefault(name, f)
calls = {f: set() for f in sources}
for f in sources:
    for name in set(re.findall(r"\b([a-z_][a-z0-9_]*)\s*\(", code[f])):
        owner = defined.get(name)
        if owner and owner != f:
            calls[f].add(owner)

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
