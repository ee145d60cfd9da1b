#!/usr/bin/python3
"""Startup benchmark: Cerebrum against a bare GTK 4 window in C (built here), galculator
and GNOME Calculator, under one Xvfb and one private D-Bus session.

For each configuration, in alternating turns (cerebrum, bare window, galculator, …),
RUNS times (default 5) after one untimed warm-up turn each (the first launch in a session
also starts the D-Bus services both apps use: the portal, gvfs, the AT-SPI bus):
- time from exec to the visible window: the X server's MapNotify for a top-level window
  of that title owned by the launched process (_NET_WM_PID), watched through libX11 with
  ctypes (about 1 ms resolution). Without libX11 it falls back to polling
  `xdotool search --onlyvisible --pid PID --name TITLE` every 10 ms; the output says
  which was used;
- CPU time to the visible window: the process's utime + stime (/proc/PID/stat, 10 ms
  ticks) and, finer, the sum of its threads' run time (/proc/PID/task/*/schedstat, ns),
  read as the MapNotify arrives. Far steadier than wall time on a busy machine: use it to
  decide;
- resident memory (VmRSS from /proc/PID/status) once the window is up plus a settle time
  (default 1 s).
Each executable is dropped from the page cache before the warm-up (a binary just built
is cached whole, and the kernel then maps more of it around each touched page).
Every run gets a fresh temporary HOME and XDG folders, and each process is ended before
the next turn: gnome-calculator is a single-instance GApplication, so a second launch
would hand off to the first and exit; the script checks the window belongs to the process
it launched.

Cerebrum runs as shipped (with GSK_RENDERER and GDK_DEBUG unset it picks the cairo
renderer and keeps OpenGL unloaded itself, see WindowApp.preferLightweightRendering) and
with GSK_RENDERER=cairo; GNOME Calculator with its default renderer (the baseline of the
targets) and, for reference, with cairo.
Against the bare window and galculator it prints the ratio of the medians and, paired,
the median of each turn's ratio (the two ran side by side, so a slow stretch of the
machine slows both), with the middle half of the turns' time ratios and how many turns met
the target: a median near the target with a wide spread means the run cannot tell.
Targets: Cerebrum's median time ≤ 0.5× GNOME Calculator's, median RSS ≤ 0.6×. PASS/FAIL is
printed per target and renderer; the exit status is 0 whatever the result.

    make && scripts/bench-startup.py [--runs 5] [--settle 1.0]
        [--no-gnome-calculator]   only Cerebrum, the bare window and galculator
        [--compare BIN]   also another Cerebrum build, e.g. from before a change
        [--sized-bare]   also the bare window at Cerebrum's default size (480 × 700): how
                         much of the difference is the size of the window alone (its pixel
                         buffer, its first frame)
        [--replica]   also Cerebrum's window written in C (scripts/bench-replica.c, built
                      here): the same widgets with Cerebrum's style sheet, and without
                      it. What GTK itself costs for this window, against what Cerebrum's
                      own code adds
        [--swift-floor]   also the bare window started from a Swift main and linked as
                          Cerebrum's release build is (static Swift runtime and standard
                          library, built here with swiftc): the floor of any GTK 4 app in
                          Swift, against which galculator's memory is no longer in reach
        [--saved-state]   also Cerebrum as a returning user starts it: on the state file
                          of 1,100 finished calculations, a full history (written once
                          into a temporary folder by the cerebrum-bench built next to
                          the binary, `--write-state`), against a first start of the same
                          build; with --compare, the other build too
        [--variants]   also Cerebrum (cairo) with GDK_DEBUG=gl-disable (GDK then never
                       loads the GL driver: with Mesa that is libLLVM), GTK_A11Y=none,
                       GIO_USE_VFS=local: what would help if the app set them itself

Binary: $CEREBRUM_BIN or .build/release/cerebrum. Needs xvfb, xdotool, dbus,
gnome-calculator (scripts/install-deps.sh bench).
"""

import argparse
import ctypes
import ctypes.util
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests/e2e"))
import harness  # noqa: E402


# ---------------------------------------------------------------- window watching

class MapWatcher:
    """Reports top-level windows as the X server maps them (SubstructureNotify on the
    root window: without a window manager, top-level windows are the root's children)."""

    MAP_NOTIFY = 19
    SUBSTRUCTURE_NOTIFY_MASK = 1 << 19

    def __init__(self):
        path = ctypes.util.find_library("X11")
        if not path:
            raise OSError("no libX11")
        x = self.x = ctypes.CDLL(path)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        x.XPending.argtypes = [ctypes.c_void_p]
        x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        x.XFlush.argtypes = [ctypes.c_void_p]
        x.XConnectionNumber.argtypes = [ctypes.c_void_p]
        x.XInternAtom.restype = ctypes.c_ulong
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x.XGetWindowProperty.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long,
            ctypes.c_int, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
        x.XFree.argtypes = [ctypes.c_void_p]
        self.display = x.XOpenDisplay(None)
        if not self.display:
            raise OSError("cannot open the X display")
        root = x.XDefaultRootWindow(self.display)
        x.XSelectInput(self.display, root, self.SUBSTRUCTURE_NOTIFY_MASK)
        x.XFlush(self.display)
        self.fd = x.XConnectionNumber(self.display)
        self.atom_pid = x.XInternAtom(self.display, b"_NET_WM_PID", 0)
        self.atom_name = x.XInternAtom(self.display, b"_NET_WM_NAME", 0)
        self.atom_utf8 = x.XInternAtom(self.display, b"UTF8_STRING", 0)
        self.event = ctypes.create_string_buffer(192)       # sizeof(XEvent)

    def drain(self):
        """Forgets every event seen so far."""
        while self.x.XPending(self.display):
            self.x.XNextEvent(self.display, self.event)

    def _property(self, window, atom, kind):
        actual, fmt = ctypes.c_ulong(), ctypes.c_int()
        count, after, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
        status = self.x.XGetWindowProperty(self.display, window, atom, 0, 1024, 0, kind,
                                           ctypes.byref(actual), ctypes.byref(fmt),
                                           ctypes.byref(count), ctypes.byref(after),
                                           ctypes.byref(data))
        if status != 0 or not data.value:
            return None
        try:
            if fmt.value == 32:     # format 32 is an array of C longs
                return ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))[0] \
                    if count.value else None
            return ctypes.string_at(data, count.value).decode("utf-8", "replace")
        finally:
            self.x.XFree(data)

    def wait_for(self, pid, title, deadline, proc):
        """Monotonic time of the MapNotify of the first non-override-redirect window of
        that pid and title."""
        import select
        while time.monotonic() < deadline:
            if not self.x.XPending(self.display):
                if proc.poll() is not None:
                    raise RuntimeError(f"exited with status {proc.returncode} before its "
                                       "window showed (handed off to another instance?)")
                select.select([self.fd], [], [], 0.005)
                continue
            self.x.XNextEvent(self.display, self.event)
            now = time.monotonic()
            kind = ctypes.c_int.from_buffer(self.event, 0).value
            if kind != self.MAP_NOTIFY:
                continue
            window = ctypes.c_ulong.from_buffer(self.event, 40).value
            override_redirect = ctypes.c_int.from_buffer(self.event, 48).value
            if override_redirect:
                continue
            if self._property(window, self.atom_pid, 6) != pid:         # 6: XA_CARDINAL
                continue
            if self._property(window, self.atom_name, self.atom_utf8) == title:
                return now
        raise TimeoutError(f"no window {title!r} of pid {pid}")


def wait_by_polling(pid, title, deadline, proc):
    """Fallback: `xdotool search --onlyvisible` every 10 ms."""
    while time.monotonic() < deadline:
        done = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid),
                               "--name", f"^{title}$"], capture_output=True, text=True)
        if done.stdout.strip():
            return time.monotonic()
        if proc.poll() is not None:
            raise RuntimeError(f"exited with status {proc.returncode} before its window")
        time.sleep(0.01)
    raise TimeoutError(f"no window {title!r} of pid {pid}")


# ---------------------------------------------------------------- the bare floor

BARE_C = r"""
#include <gtk/gtk.h>
#include <stdio.h>
static void activate (GtkApplication *app, gpointer data) {
    (void) data;
    GtkWidget *window = gtk_application_window_new (app);
    gtk_window_set_title (GTK_WINDOW (window), "Bare GTK 4");
    gtk_window_set_child (GTK_WINDOW (window), gtk_label_new ("0"));
    const char *size = g_getenv ("BARE_SIZE");     /* "WxH": a window of that size */
    int width = 0, height = 0;
    if (size != NULL && sscanf (size, "%dx%d", &width, &height) == 2)
        gtk_window_set_default_size (GTK_WINDOW (window), width, height);
    gtk_window_present (GTK_WINDOW (window));
}
int main (int argc, char **argv) {
    GtkApplication *app = gtk_application_new ("io.github.cerebrum.Bare", G_APPLICATION_NON_UNIQUE);
    g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
    int status = g_application_run (G_APPLICATION (app), argc, argv);
    g_object_unref (app);
    return status;
}
"""


def gtk4_flags():
    """The compiler and linker flags of GTK 4 (pkg-config), as a list."""
    return subprocess.run(["pkg-config", "--cflags", "--libs", "gtk4"], check=True,
                          capture_output=True, text=True).stdout.split()


def build_replica():
    """scripts/bench-replica.c, Cerebrum's window in plain C, built with gcc into a
    temporary folder."""
    binary = os.path.join(harness.temp_dir("bench-replica-"), "replica")
    flags = gtk4_flags()
    subprocess.run(["gcc", "-O2", "-Wall", "-Wextra", "-Werror", "-o", binary,
                    str(ROOT / "scripts/bench-replica.c"), *flags], check=True)
    return binary


def write_saved_state(cerebrum):
    """A returning user's state file, 1,100 calculations (a full history), written by
    the cerebrum-bench next to `cerebrum` into a temporary folder."""
    bench = os.path.join(os.path.dirname(cerebrum), "cerebrum-bench")
    if not os.access(bench, os.X_OK):
        raise SystemExit(f"bench-startup: no {bench} (make, or swift build -c release)")
    path = os.path.join(harness.temp_dir("bench-state-"), "cerebrum")
    subprocess.run([bench, "--write-state", path, "1100"], check=True,
                   stdout=subprocess.DEVNULL)
    return os.path.join(path, "state.db")


def evict_from_page_cache(path):
    """Drops an executable's file from the page cache, so that every binary starts from
    the same state. The kernel maps the pages around a faulting one only if they are
    cached (fault-around): a binary just linked or copied is cached whole and showed
    0.3–0.5 MB more resident than the same binary after a while (issue 8's memory
    comparison went 31.8 → 31.3 MB on identical code). After this, each run's warm-up
    reads back what a start touches, with the kernel's read-ahead around it, as a first
    start after boot would."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)            # written pages must be clean before they can be dropped
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    except OSError as error:
        print(f"# {path} stays in the page cache: {error}", flush=True)
    finally:
        os.close(fd)


def build_bare_window():
    """A GTK 4 window with one label, built with gcc into a temporary folder: the floor
    any GTK 4 app starts from."""
    folder = harness.temp_dir("bench-bare-")
    source, binary = os.path.join(folder, "bare.c"), os.path.join(folder, "bare-gtk4")
    with open(source, "w") as f:
        f.write(BARE_C)
    flags = gtk4_flags()
    subprocess.run(["gcc", "-O2", "-o", binary, source, *flags], check=True)
    return binary


SWIFT_BARE_MAIN = """import Glibc

// Nothing but the bare window's C main, called from Swift: what the statically linked
// Swift runtime and standard library cost any Swift app before its own code.
exit(bare_main(CommandLine.argc, CommandLine.unsafeArgv))
"""


def build_swift_bare():
    """The same bare window started from a Swift main, linked as Cerebrum's release build
    links (the Swift runtime and standard library static, GNU ld, packed relocations, no
    exported symbols, argv from glibc): the floor of a GTK 4 app written in Swift. Built with swiftc into a
    temporary folder."""
    folder = harness.temp_dir("bench-swift-bare-")
    paths = {name: os.path.join(folder, name)
             for name in ("bare.c", "bare.o", "bare.h", "main.swift", "swift-bare")}
    with open(paths["bare.c"], "w") as f:
        f.write(BARE_C)
    with open(paths["bare.h"], "w") as f:
        f.write("int bare_main (int argc, char **argv);\n")
    with open(paths["main.swift"], "w") as f:
        f.write(SWIFT_BARE_MAIN)
    gtk = gtk4_flags()
    subprocess.run(["gcc", "-O2", "-Dmain=bare_main", "-c", "-o", paths["bare.o"],
                    paths["bare.c"], *[f for f in gtk if f.startswith("-I")]], check=True)
    # Cerebrum's own argv entry points too, so the runtime's /proc/self/maps reader stays
    # out of this binary as it does out of Cerebrum's (Sources/CProgramArguments).
    arguments = os.path.join(folder, "program_arguments.o")
    subprocess.run(["gcc", "-O2", "-c", "-o", arguments, "-I",
                    str(ROOT / "Sources/CProgramArguments/include"),
                    str(ROOT / "Sources/CProgramArguments/program_arguments.c")], check=True)
    subprocess.run(["swiftc", "-O", "-static-stdlib", "-import-objc-header", paths["bare.h"],
                    "-use-ld=bfd", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                    "-Xlinker", "--no-export-dynamic", "-o", paths["swift-bare"],
                    paths["main.swift"], paths["bare.o"], arguments,
                    *[f for f in gtk if f.startswith(("-l", "-L"))]],
                   check=True, cwd=folder)
    return paths["swift-bare"]


# ---------------------------------------------------------------- runs

TICKS_PER_SECOND = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    """(utime + stime of the process, sum of its live threads' schedstat run time), in
    seconds. The first counts exited threads too but in 10 ms ticks; the second is in
    nanoseconds."""
    ticks = harness.cpu_ticks(pid)
    run_ns = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                run_ns += int(f.read().split()[0])
        except OSError:         # a thread that ended meanwhile
            pass
    return ticks / TICKS_PER_SECOND, run_ns / 1e9


def run_once(config, watcher, settle):
    """(seconds to the visible window, (CPU seconds by stat, by schedstat) then, VmRSS in
    kB after `settle`) of one launch."""
    home = harness.temp_dir("bench-home-")
    env = dict(os.environ, GDK_BACKEND="x11", HOME=home,
               XDG_STATE_HOME=f"{home}/state", XDG_CONFIG_HOME=f"{home}/config",
               XDG_CACHE_HOME=f"{home}/cache", XDG_DATA_HOME=f"{home}/data")
    env.pop("GSK_RENDERER", None)
    env.update(config["env"])
    if config.get("state"):         # a returning user: the saved state in its place
        folder = Path(env["XDG_STATE_HOME"]) / "cerebrum"
        folder.mkdir(parents=True, mode=0o700)
        shutil.copyfile(config["state"], folder / "state.db")
    if watcher:
        watcher.drain()
    start = time.monotonic()
    proc = harness.spawn(config["argv"], env=env, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    try:
        deadline = start + 30
        shown = (watcher.wait_for(proc.pid, config["title"], deadline, proc) if watcher
                 else wait_by_polling(proc.pid, config["title"], deadline, proc))
        cpu = cpu_seconds(proc.pid)
        time.sleep(settle)          # a settle time before reading memory, not a result
        if proc.poll() is not None:
            raise RuntimeError(f"exited with status {proc.returncode} after showing")
        return shown - start, cpu, harness.rss_kb(proc.pid)
    finally:
        harness.stop(proc, grace=5)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--settle", type=float, default=1.0,
                        help="seconds between the window showing and reading VmRSS")
    parser.add_argument("--no-gnome-calculator", action="store_true",
                        help="only Cerebrum, the bare window and galculator (the issue 8 "
                             "targets): a shorter run")
    parser.add_argument("--sized-bare", action="store_true",
                        help="also the bare window at Cerebrum's default size, 480 × 700")
    parser.add_argument("--replica", action="store_true",
                        help="also Cerebrum's window written in C, with Cerebrum's style "
                             "sheet and without it (scripts/bench-replica.c)")
    parser.add_argument("--swift-floor", action="store_true",
                        help="also the bare window started from a Swift main, linked as "
                             "the release build is: what Swift's static runtime adds")
    parser.add_argument("--saved-state", action="store_true",
                        help="also Cerebrum on a saved state with a full history (1,100 "
                             "calculations), as a returning user starts it")
    parser.add_argument("--variants", action="store_true",
                        help="also Cerebrum (cairo) with GDK_DEBUG=gl-disable, "
                             "GTK_A11Y=none, GIO_USE_VFS=local")
    parser.add_argument("--compare", metavar="BIN",
                        help="also run this other cerebrum build in the same turns (a build "
                             "from before a change: keep it in .build/release/ so it finds "
                             "the style sheet)")
    args = parser.parse_args()

    harness.private_session()
    cerebrum = os.environ.get("CEREBRUM_BIN") or str(ROOT / ".build/release/cerebrum")
    calculator = "/usr/bin/gnome-calculator"
    needed = [(cerebrum, "make, or set CEREBRUM_BIN")]
    if not args.no_gnome_calculator:
        needed.append((calculator, "scripts/install-deps.sh bench"))
    for path, hint in needed:
        if not os.access(path, os.X_OK):
            raise SystemExit(f"bench-startup: no {path} ({hint})")
    harness.start_xvfb()

    def cfg(name, argv, title, state=None, **env):
        return {"name": name, "argv": argv, "title": title, "env": env, "state": state}
    bare = build_bare_window()
    configs = [
        cfg("cerebrum (as shipped)", [cerebrum], "Cerebrum"),
        cfg("bare GTK 4 window in C (cairo, GL off)", [bare], "Bare GTK 4",
            GSK_RENDERER="cairo", GDK_DEBUG="gl-disable"),
        cfg("galculator (GTK 3, C)", ["/usr/bin/galculator"], "galculator"),
        cfg("gnome-calculator (default renderer)", [calculator], "Calculator"),
        cfg("cerebrum (GSK_RENDERER=cairo)", [cerebrum], "Cerebrum", GSK_RENDERER="cairo"),
        cfg("gnome-calculator (GSK_RENDERER=cairo)", [calculator], "Calculator",
            GSK_RENDERER="cairo"),
    ]
    if args.no_gnome_calculator:
        configs = configs[:3]
    if args.compare:
        configs.append(cfg(f"cerebrum ({os.path.basename(args.compare)})",
                           [os.path.abspath(args.compare)], "Cerebrum"))
    if args.sized_bare:
        configs.append(cfg("bare GTK 4 window, 480 × 700", [bare], "Bare GTK 4",
                           GSK_RENDERER="cairo", GDK_DEBUG="gl-disable", BARE_SIZE="480x700"))
    if args.swift_floor:
        swift_bare = cfg("bare GTK 4 window, Swift main", [build_swift_bare()], "Bare GTK 4",
                         GSK_RENDERER="cairo", GDK_DEBUG="gl-disable")
        swift_bare["swift_floor"] = True
        configs.append(swift_bare)
    if args.replica:
        replica = build_replica()
        configs += [
            cfg("Cerebrum's window in C, its style sheet", [replica], "Cerebrum",
                REPLICA_CSS=str(ROOT / "Resources/cerebrum.css")),
            cfg("Cerebrum's window in C, no style sheet", [replica], "Cerebrum",
                REPLICA_CSS=""),
        ]
    if args.saved_state:
        state = write_saved_state(cerebrum)
        configs.append(cfg("cerebrum, saved full history", [cerebrum], "Cerebrum", state=state))
        if args.compare:
            configs.append(cfg(f"cerebrum ({os.path.basename(args.compare)}), saved full history",
                               [os.path.abspath(args.compare)], "Cerebrum", state=state))
    if args.variants:
        configs += [
            cfg("cerebrum (cairo, GDK_DEBUG=gl-disable)", [cerebrum], "Cerebrum",
                GSK_RENDERER="cairo", GDK_DEBUG="gl-disable"),
            cfg("cerebrum (cairo, GTK_A11Y=none)", [cerebrum], "Cerebrum",
                GSK_RENDERER="cairo", GTK_A11Y="none"),
            cfg("cerebrum (cairo, GIO_USE_VFS=local)", [cerebrum], "Cerebrum",
                GSK_RENDERER="cairo", GIO_USE_VFS="local"),
        ]

    try:
        watcher = MapWatcher()
        method = "X MapNotify via libX11 (ctypes), ~1 ms resolution"
    except OSError as error:
        watcher = None
        method = f"xdotool search --onlyvisible every 10 ms (libX11: {error})"
    print(f"# cerebrum: {cerebrum}")
    print(f"# window detection: {method}; VmRSS {args.settle:g} s after the window shows")
    print(f"# {args.runs} runs each after one warm-up, alternating: "
          + ", ".join(c["name"] for c in configs), flush=True)

    def show(label, config, seconds, cpu, rss, note=""):
        print(f"{label}: {config['name']:<40} {seconds * 1000:7.1f} ms  CPU "
              f"{cpu[0] * 1000:4.0f} / {cpu[1] * 1000:6.1f} ms {rss / 1024:7.1f} MB{note}",
              flush=True)

    for executable in sorted({config["argv"][0] for config in configs}):
        evict_from_page_cache(executable)
    for config in configs:          # warm-up: starts the session's D-Bus services
        config["times"], config["cpu"], config["sched"], config["rss"] = [], [], [], []
        seconds, cpu, rss = run_once(config, watcher, args.settle)
        show("warm-up", config, seconds, cpu, rss, " (not counted)")
    for run in range(args.runs):
        for config in configs:
            seconds, cpu, rss = run_once(config, watcher, args.settle)
            config["times"].append(seconds)
            config["cpu"].append(cpu[0])
            config["sched"].append(cpu[1])
            config["rss"].append(rss)
            show(f"run {run + 1}", config, seconds, cpu, rss)

    print()
    print(f"{'median of ' + str(args.runs):<42} {'time':>9} {'CPU (stat':>10} {'/ sched)':>9} "
          f"{'VmRSS':>9}")
    for config in configs:
        config["t"] = statistics.median(config["times"])
        config["c"] = statistics.median(config["cpu"])
        config["s"] = statistics.median(config["sched"])
        config["m"] = statistics.median(config["rss"])
        print(f"{config['name']:<42} {config['t'] * 1000:6.1f} ms {config['c'] * 1000:6.0f} ms "
              f"{config['s'] * 1000:6.1f} ms {config['m'] / 1024:6.1f} MB"
              f"   (time {min(config['times']) * 1000:.0f}–{max(config['times']) * 1000:.0f} ms)")

    floor, galculator = configs[1], configs[2]
    shipped = configs[0]

    def turn_ratios(a, b, key):
        """Each turn's ratio of a to b ("times" or "sched"): the two ran next to each other
        in every turn."""
        return [x / y for x, y in zip(a[key], b[key])]

    def paired(a, b):
        """The median of the turns' ratios of a to b, for time and CPU. This cancels the
        machine's slower and faster stretches, which the ratio of the medians does not."""
        return [statistics.median(turn_ratios(a, b, key)) for key in ("times", "sched")]

    def spread(a, b, target):
        """How much the turns' time ratios of a to b vary: the middle half of them, and how
        many turns met `target`. A median near the target with a wide middle half says
        the run cannot tell (the container's speed changes within a run)."""
        turns = turn_ratios(a, b, "times")
        low, _, high = statistics.quantiles(turns, n=4) if len(turns) > 1 else (turns * 3)
        met = sum(ratio <= target for ratio in turns)
        return f"middle half of the turns {low:.2f}–{high:.2f}x, {met} of {len(turns)} ≤ {target}x"

    def ratios(a, b):
        """a against b: the ratios of the medians of time, CPU and memory."""
        return (f"time {a['t'] / b['t']:.2f}x, CPU {a['s'] / b['s']:.2f}x, "
                f"RSS {a['m'] / b['m']:.2f}x")

    print()
    for other, target in ((floor, 1.25), (galculator, 1.0)):
        time_ratio, rss_ratio = shipped["t"] / other["t"], shipped["m"] / other["m"]
        cpu_ratio = shipped["s"] / other["s"]
        print(f"cerebrum against {other['name']}: time {time_ratio:.2f}x "
              f"{'PASS' if time_ratio <= target else 'FAIL'}, CPU {cpu_ratio:.2f}x "
              f"{'PASS' if cpu_ratio <= target else 'FAIL'}, RSS {rss_ratio:.2f}x "
              f"{'PASS' if rss_ratio <= target else 'FAIL'} (target ≤ {target}x)")
        pair = paired(shipped, other)
        print(f"    paired (median of the {args.runs} turns' ratios): time {pair[0]:.2f}x "
              f"({spread(shipped, other, target)}), CPU {pair[1]:.2f}x")
    for other in configs:
        if other.get("env", {}).get("BARE_SIZE"):
            print(f"cerebrum against {other['name']}: {ratios(shipped, other)} (for reference)")
    for other in configs:
        if other.get("swift_floor"):
            pair = paired(other, floor)
            print(f"{other['name']} against {floor['name']}: {ratios(other, floor)}, "
                  f"{(other['m'] - floor['m']) / 1024:+.1f} MB "
                  f"(paired: time {pair[0]:.2f}x, CPU {pair[1]:.2f}x)")
            print(f"    galculator against it: RSS {galculator['m'] / other['m']:.2f}x, "
                  f"{(galculator['m'] - other['m']) / 1024:+.1f} MB; cerebrum against it: "
                  f"{ratios(shipped, other)}, {(shipped['m'] - other['m']) / 1024:+.1f} MB")
    for other in configs:
        if "REPLICA_CSS" in other.get("env", {}):
            pair = paired(other, floor)
            print(f"{other['name']} against {floor['name']}: {ratios(other, floor)} "
                  f"(paired: time {pair[0]:.2f}x, CPU {pair[1]:.2f}x)")
            pair = paired(shipped, other)
            print(f"    cerebrum against it: {ratios(shipped, other)}, "
                  f"{(shipped['m'] - other['m']) / 1024:+.1f} MB "
                  f"(paired: time {pair[0]:.2f}x, CPU {pair[1]:.2f}x)")
    if args.compare:
        for other in configs:
            if other["argv"][0] == os.path.abspath(args.compare):
                mine = next(c for c in configs if c["argv"][0] == cerebrum
                            and c.get("state") == other.get("state") and not c["env"])
                pair = paired(mine, other)
                print(f"{mine['name']} against {other['name']}: {ratios(mine, other)} "
                      f"(paired: time {pair[0]:.2f}x, CPU {pair[1]:.2f}x)")
    for other in configs:
        if other.get("state"):
            first = next(c for c in configs if c["argv"] == other["argv"]
                         and not c.get("state") and not c["env"])
            pair = paired(other, first)
            print(f"{other['name']} against its first start: {ratios(other, first)}, "
                  f"{(other['m'] - first['m']) / 1024:+.1f} MB "
                  f"(paired: time {pair[0]:.2f}x, CPU {pair[1]:.2f}x)")
    if args.no_gnome_calculator:
        return 0
    baseline = configs[3]
    print()
    print(f"ratios against {baseline['name']} "
          f"({baseline['t'] * 1000:.1f} ms, {baseline['m'] / 1024:.1f} MB):")
    for config in configs:
        if not config["argv"][0] == cerebrum:
            continue
        time_ratio = config["t"] / baseline["t"]
        rss_ratio = config["m"] / baseline["m"]
        print(f"  {config['name']:<40} time {time_ratio:.2f}x "
              f"{'PASS' if time_ratio <= 0.5 else 'FAIL'} (target ≤ 0.5x)   "
              f"RSS {rss_ratio:.2f}x {'PASS' if rss_ratio <= 0.6 else 'FAIL'} "
              f"(target ≤ 0.6x)")
    cairo, same = configs[4], configs[5]
    print(f"  for reference, both with cairo: time {cairo['t'] / same['t']:.2f}x, "
          f"RSS {cairo['m'] / same['m']:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
