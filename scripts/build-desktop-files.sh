#!/usr/bin/env bash
# Generates, from a built cerebrum, what `make install` puts beside it for the desktop:
#   OUTDIR/cerebrum.bash, OUTDIR/_cerebrum, OUTDIR/cerebrum.fish   shell completions
#   OUTDIR/cerebrum.1                                               the man page
# Both come from the option tables (CommandLineOptions), never written twice: the
# completions are ArgumentParser's (--generate-completion-script), the man page is made
# from ArgumentParser's description of the options (--experimental-dump-help: abstract,
# usage, options, and the help's discussion with the key names, formulas, examples and exit
# statuses), so an option added to the table appears in both at the next build. The FILES
# section is this script's own (no option describes files).
#
#   scripts/build-desktop-files.sh BINARY OUTDIR
#
# Needs python3 (scripts/install-deps.sh build).
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:?usage: $0 BINARY OUTDIR}
out=${2:?usage: $0 BINARY OUTDIR}
command -v python3 >/dev/null || { echo "build-desktop-files: python3 is missing (apt install python3)" >&2; exit 1; }
mkdir -p "$out"

# bash sources its completions: no #! line (lintian: bash-completion-with-hashbang).
"$binary" --generate-completion-script bash | sed '1{/^#!/d}' >"$out/cerebrum.bash"
"$binary" --generate-completion-script zsh >"$out/_cerebrum"
"$binary" --generate-completion-script fish >"$out/cerebrum.fish"

# The man page's date: the last commit's, so the same sources give the same page.
date=$(date -u -d "@$(git log -1 --format=%ct 2>/dev/null || date +%s)" +%Y-%m-%d)
"$binary" --experimental-dump-help >"$out/options.json"
python3 - "$out/options.json" "$("$binary" --version)" "$date" >"$out/cerebrum.1.new" <<'PY'
import json, re, sys

path, version, date = sys.argv[1:]
command = json.load(open(path))["command"]

def roff(text):
    """Text as roff reads it literally: backslashes, and a leading . or ' escaped."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return re.sub(r"^([.'])", r"\\&\1", text, flags=re.M)

def paragraphs(text):
    """Help text: plain lines are filled into paragraphs; indented lines (tables,
    examples) are kept as written."""
    lines, out, literal = text.strip("\n").split("\n"), [".PP"], False
    for line in lines:
        if not line.strip():
            if literal: out.append(".fi"); literal = False
            out.append(".PP")
        elif line.startswith(" "):
            if not literal: out.append(".nf"); out.append(".RS 2"); literal = True
            out.append(roff(line.strip("\n")[2:] if line.startswith("  ") else line))
        else:
            if literal: out.append(".RE"); out.append(".fi"); literal = False
            out.append(roff(line))
    if literal: out += [".RE", ".fi"]
    # `.RS` opened with `.nf` closes with it.
    fixed, depth = [], 0
    for line in out:
        if line == ".RS 2": depth += 1
        if line == ".fi" and depth and fixed[-1:] != [".RE"]: fixed.append(".RE"); depth -= 1
        elif line == ".RE": depth -= 1
        fixed.append(line)
    return "\n".join(fixed)

name = command["commandName"]
print(f'.TH {name.upper()} 1 "{date}" "{roff(version)}" "User Commands"')
print(".SH NAME")
print(f"{name} \\- {roff(command['abstract'])}")
print(".SH SYNOPSIS")
print(f".B {name}\n[\\fIoptions\\fR]")
for argument in command["arguments"]:
    if argument.get("shouldDisplay", True) and argument["kind"] != "flag" and argument["preferredName"]["name"] in ("keys", "solve", "formula", "plot"):
        print(f".br\n.B {name}\n\\fB\\-\\-{argument['preferredName']['name']}\\fR \\fI{roff(argument['valueName'])}\\fR [\\fIoptions\\fR]")
# The discussion's paragraphs, the examples and the exit statuses in sections of their own.
blocks = re.split(r"\n\s*\n", command.get("discussion", "").strip())
examples = [b for b in blocks if b.startswith("Examples:")]
statuses = [b for b in blocks if "exit status" in b or "exits with status" in b]
description = [b for b in blocks if b not in examples and b not in statuses]
print(".SH DESCRIPTION")
print(paragraphs("\n\n".join(description)))
print(".SH OPTIONS")
for argument in command["arguments"]:
    if not argument.get("shouldDisplay", True):
        continue
    names = ", ".join(("\\-" if n["kind"] == "short" else "\\-\\-") + roff(n["name"]) for n in argument["names"])
    value = f" \\fI<{roff(argument['valueName'])}>\\fR" if argument["kind"] == "option" else ""
    print(f".TP\n\\fB{names}\\fR{value}")
    text = roff(argument.get("abstract", ""))
    if argument.get("allValues"):
        text += " Values: " + ", ".join(roff(v) for v in argument["allValues"]) + "."
    print(text)
if examples:
    print(".SH EXAMPLES")
    print(paragraphs("\n".join(examples[0].split("\n")[1:])))
if statuses:
    print(".SH EXIT STATUS")
    print(paragraphs("\n\n".join(statuses)))
print(""".SH FILES
.TP
.I $XDG_STATE_HOME/cerebrum/state.db
The window's saved state (the calculation, history, memory, variables, modes, the
window's size, the formula line left open, the graph's view and pinned curves), a SQLite
database written a change at a time; \\fI~/.local/state\\fR when XDG_STATE_HOME is unset.
Headless runs (\\-\\-keys, \\-\\-solve, \\-\\-plot) neither read nor write it.
.TP
.I $XDG_CACHE_HOME/cerebrum/eurofxref\\-daily.xml
The currency exchange rates, as last downloaded; \\fI~/.cache\\fR when XDG_CACHE_HOME is
unset.
.SH SEE ALSO
.BR gnome\\-calculator (1)""")
PY
mv "$out/cerebrum.1.new" "$out/cerebrum.1"
rm -f "$out/options.json"
