#!/usr/bin/python3
"""Regenerates data/startup-order.ld, the linker script that puts the code Cerebrum runs
from exec to its first visible window together at the start of the binary's text.

Why: the release binary links the Swift runtime, FoundationEssentials and our modules
statically, about 10 MB of code, and the kernel maps each touched page of it with its
64 KB neighbourhood (fault-around). The code run at start-up is scattered over all of it:
86 such windows, 5.5–6 MB resident. Placed together, the same code fits in about 3 MB
(docs/architecture.md, "Start-up budget").

What it does:
1. relinks the release binary with data/startup-order.ld emptied (code in the order it
   has without it) and a link map (`swift build -c release` with RELEASE_FLAGS below and
   `-Xlinker -Map=…`; only the link runs again). Emptied, because valgrind only
   knows the code of a section named `.text`: in the ordered binary it sees none of ours;
2. starts that binary under callgrind (`--dump-instr=yes`, every instruction executed)
   in a private D-Bus session under Xvfb with a fresh HOME, as a first start would be,
   dumps the counts once the window is mapped and the process has gone idle (its first
   frame drawn, its idle callbacks run), and ends it; then runs
   `cerebrum --keys "1 + 2 =" --json` under callgrind too;
3. maps each executed address to its input section (an object file's `.text`, or one
   function's `.text.NAME` where the object has one section per function) through the
   map, and writes those sections, in their order in `.text`, the window's first and
   then those only the headless run adds, as one output section that GNU ld places
   before `.text` (`INSERT BEFORE .text`);
4. relinks the release binary with the new file and checks the new section's size.

The granularity is the input section: our Swift modules and the packages' are built with
one section per function (RELEASE_FLAGS) and move one function at a time, as do the C++
runtime and the standard library's generic specialisations; the rest of the Swift
standard library (one 1.6 MB `.text`) and FoundationEssentials (one `.text` per source
file) move as wholes.

A stale file only costs speed, never correctness: a pattern that matches nothing (a
renamed file, a function gone) is ignored by the linker, and code that became hot since
is simply left where it was in `.text`.

Run it after larger changes to what the start runs, then commit data/startup-order.ld:

    scripts/update-startup-order.py [--display :N]   use a running X server instead of
                                                      starting an Xvfb of its own
Needs valgrind, xvfb, xdotool, dbus (scripts/install-deps.sh bench), binutils.
"""

import argparse
import bisect
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests/e2e"))
import harness  # noqa: E402

OUTPUT = ROOT / "data/startup-order.ld"
# The release build's flags, from scripts/release-build-flags as the Makefile and
# scripts/run.sh read them: one section per function in every Swift module, the packages'
# too, so that only the functions the start runs are placed. (Without it the linker also
# resolves the shared generic specialisations to the first object file defining one,
# often a package's, and that whole file's code would be placed.)
RELEASE_FLAGS = [word for line in (ROOT / "scripts/release-build-flags").read_text().splitlines()
                 if not line.startswith("#") for word in line.split()]
# The output sections of a link with or without this file in effect.
TEXT_SECTIONS = {".text", ".text.startup_order"}
# Under valgrind the start takes 10–20 s instead of 0.1 s.
WINDOW_TIMEOUT = 180


def build(map_path):
    """Relinks .build/release/cerebrum with a link map; returns the binary's path.
    SwiftPM does not know the link reads data/startup-order.ld: without the binary it
    links again."""
    binary = ROOT / ".build/release/cerebrum"
    binary.unlink(missing_ok=True)
    subprocess.run(["swift", "build", "-c", "release", *RELEASE_FLAGS,
                    "--product", "cerebrum", "-Xlinker", f"-Map={map_path}"],
                   cwd=ROOT, check=True)
    return binary


def text_input_sections(map_path):
    """The input sections of the output sections in TEXT_SECTIONS of a GNU ld map, as
    sorted (address, size, section name, file) tuples, empty ones left out."""
    found = []
    output = None
    pending = None          # an input section whose name filled its line
    with open(map_path, errors="replace") as lines:
        for line in lines:
            line = line.rstrip("\n")
            if line and not line[0].isspace():
                output = line.split()[0]
                pending = None
                continue
            if output not in TEXT_SECTIONS:
                continue
            if pending:
                m = re.match(r"^\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S.*)$", line)
                if m:
                    found.append((int(m[1], 16), int(m[2], 16), pending, m[3]))
                pending = None
                continue
            m = re.match(r"^ (\.\S+)\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S.*)$", line)
            if m:
                found.append((int(m[2], 16), int(m[3], 16), m[1], m[4]))
                continue
            m = re.match(r"^ (\.\S+)$", line)
            if m:
                pending = m[1]
    return sorted(s for s in found if s[1] > 0)


def trace(binary, display):
    """The addresses executed in `binary` (its own code, not the libraries') from exec
    to the window's first map, and in a headless `--keys` run, by callgrind."""
    work = Path(harness.temp_dir("cerebrum-order-"))
    # valgrind 3.19 cannot read the DWARF 5 that swiftc writes: trace a copy without it
    # (same addresses, the symbol table kept), beside the binary, so that it finds the
    # style sheet, icons and translations as the binary does (StyleSheet.swift).
    copy = binary.resolve().parent / "cerebrum-startup-order-trace"
    subprocess.run(["strip", "-g", "-o", str(copy), str(binary)], check=True)
    try:
        return trace_copy(copy, work, display)
    finally:
        copy.unlink(missing_ok=True)
        shutil.rmtree(work, ignore_errors=True)


def trace_copy(copy, work, display):
    """`trace` on the stripped copy."""
    if display:
        os.environ["DISPLAY"] = display
    else:
        harness.start_xvfb(1280, 1024)
    env = dict(os.environ)
    for name in ("HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME",
                 "XDG_DATA_HOME"):
        env[name] = harness.temp_dir("cerebrum-order-home-")
    out = work / "callgrind.out"
    log = open(work / "valgrind.log", "w+")
    app = harness.spawn(callgrind(out, copy), env=env, stdout=log, stderr=log)

    def visible():
        if app.poll() is not None:
            log.seek(0)
            raise SystemExit(f"{log.read()}\ncerebrum under valgrind ended early "
                             f"({app.returncode})")
        return subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(app.pid)],
                              capture_output=True).returncode == 0

    harness.wait_until(visible, WINDOW_TIMEOUT, "the window under valgrind")
    # The start is not over when the window maps: the first frame is drawn, the idle
    # callbacks and the first events (the history's first render, the desktop's colour
    # scheme) run. Left out, their code stayed scattered in .text and made two more 64 KB
    # windows of it resident by the time bench-startup.py reads VmRSS.
    if not harness.wait_until_idle(lambda: harness.cpu_ticks(app.pid), 1.0, WINDOW_TIMEOUT):
        print(f"update-startup-order: the process was still busy after {WINDOW_TIMEOUT} s; "
              "the trace ends there", file=sys.stderr, flush=True)
    # Dumps the counts so far into OUT.1; it is complete once the process has ended
    # (the request returns before the file is written).
    subprocess.run(["callgrind_control", "--dump", str(app.pid)], check=True,
                   stdout=subprocess.DEVNULL)
    dump = Path(f"{out}.1")
    harness.wait_until(lambda: dump.exists() and dump.stat().st_size > 0, 60, "the dump")
    harness.stop(app, grace=60)
    window = executed(dump, copy)
    # The command line without a window (`--keys`, as the tests and scripts run it) next:
    # what it runs besides is placed after the window's code.
    headless_out = work / "callgrind-headless.out"
    subprocess.run(callgrind(headless_out, copy, "--keys", "1 + 2 =", "--json"),
                   env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    headless = executed(headless_out, copy)
    if not window or not headless:
        raise SystemExit("callgrind saw no instruction of cerebrum itself")
    return window, headless


def callgrind(out, binary, *arguments):
    """The command that runs `binary` under callgrind, listing every instruction address
    it executes (uncompressed, for `executed`) into `out`."""
    return ["valgrind", "--tool=callgrind", "--dump-instr=yes", "--compress-pos=no",
            "--compress-strings=no", "--demangle=no", f"--callgrind-out-file={out}",
            str(binary), *arguments]


def executed(dump, binary):
    """The addresses of `binary` a callgrind dump (--dump-instr=yes) lists."""
    addresses = set()
    in_binary = False
    with open(dump, errors="replace") as lines:
        for line in lines:
            if line.startswith("ob="):
                in_binary = line[3:].strip() == str(binary)
            elif in_binary and line.startswith("0x"):
                addresses.add(int(line.split()[0], 16))
    return addresses


def file_pattern(path):
    """A linker script file pattern for an input file of the map that does not depend on
    where the package or the toolchain is: `*/libswiftCore.a:Swift.o`,
    `*/CalculatorBrain.build/Number.swift.o`, `*/crtbeginS.o`. A space (BigInt's file
    names have some) becomes `?`, which matches it."""
    m = re.match(r"^(.*)\((.*)\)$", path)
    if m:
        pattern = f"*/{Path(m[1]).name}:{m[2]}"
    elif Path(path).parent.name.endswith(".build"):
        pattern = f"*/{Path(path).parent.name}/{Path(path).name}"
    else:
        pattern = f"*/{Path(path).name}"
    return pattern.replace(" ", "?")


HEADER = """\
/* The code Cerebrum runs from exec to its first visible window, then what a headless
   `--keys` run adds, placed together before the rest of .text by the release link
   (Package.swift, GNU ld `-T`; INSERT keeps the default linker script for everything
   else). Generated by scripts/update-startup-order.py from callgrind traces of a first
   start under Xvfb and of `--keys`: {sections} input sections, {size:.2f} MB of the
   {total:.2f} MB of text.

   Why: the kernel maps each touched page of the binary with its 64 KB neighbourhood, and
   this code was scattered over the whole 10 MB text: about 6 MB of it resident. Together
   it is about 3 MB (docs/architecture.md, "Start-up budget").

   A stale file only costs speed, never correctness: patterns that match nothing are
   ignored, and code not listed stays in .text. Regenerate it after larger changes to what
   the start runs (SwiftPM does not relink when only this file changes; the script does).
   valgrind only reads symbols of a section named .text: on a release binary it names
   none of the functions in .text.startup_order (debug builds do not use this file). */
SECTIONS
{{
  .text.startup_order :
  {{
"""

FOOTER = """\
  }
}
INSERT BEFORE .text;
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--display", help="an X display to use instead of a new Xvfb")
    args = parser.parse_args()
    harness.private_session()
    work = Path(harness.temp_dir("cerebrum-order-map-"))
    map_path = work / "cerebrum.map"
    previous = OUTPUT.read_text() if OUTPUT.exists() else None
    done = False
    try:
        # Still an INSERT script: a -T script without INSERT would replace ld's default.
        OUTPUT.write_text(HEADER.format(sections=0, size=0, total=0) + FOOTER)
        binary = build(map_path)
        sections = text_input_sections(map_path)
        if not sections:
            raise SystemExit(f"no .text input sections in {map_path}")
        starts = [s[0] for s in sections]
        window, headless = trace(binary, args.display)

        def sections_of(addresses):
            found = set()
            for address in addresses:
                k = bisect.bisect_right(starts, address) - 1
                if k >= 0 and address < sections[k][0] + sections[k][1]:
                    found.add(k)
            return found

        hot_window = sections_of(window)
        hot_headless = sections_of(headless) - hot_window
        hot = hot_window | hot_headless
        lines = []
        seen = set()
        for k in sorted(hot_window) + sorted(hot_headless):
            _, _, name, path = sections[k]
            line = f"    {file_pattern(path)}({name})"
            if line not in seen:
                seen.add(line)
                lines.append(line)
        size = sum(sections[k][1] for k in hot)
        window_size = sum(sections[k][1] for k in hot_window)
        total = sum(s[1] for s in sections)
        OUTPUT.write_text(HEADER.format(sections=len(lines), size=size / 1e6,
                                        total=total / 1e6)
                          + "\n".join(lines) + "\n" + FOOTER)
        done = True
    finally:
        if not done and previous is not None:
            OUTPUT.write_text(previous)
    build(map_path)
    # The new output section's size, from the map of the relinked binary.
    # (bfd writes a long name on a line of its own, the address and size on the next)
    text = map_path.read_text(errors="replace")
    m = re.search(r"^\.text\.startup_order\s+0x[0-9a-f]+\s+0x([0-9a-f]+)", text, re.M)
    placed = int(m[1], 16) if m else 0
    print(f"{OUTPUT.relative_to(ROOT)}: {len(lines)} input sections, {size / 1e6:.2f} of "
          f"{total / 1e6:.2f} MB of text ({window_size / 1e6:.2f} MB for the window); "
          f"placed together by the relinked binary: {placed / 1e6:.2f} MB")
    if placed < size * 0.99:
        raise SystemExit("some sections listed were not placed: check the patterns")


if __name__ == "__main__":
    main()
