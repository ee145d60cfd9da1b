#!/usr/bin/python3
"""Start-up benchmark: Cerebrum against a bare GTK 4 window (one label, in C, built here),
both with the same GTK settings, under one Xvfb and one private D-Bus session.

The renderer is chosen for both through the environment, as a user could
(`--renderer cairo`, the default here: under Xvfb GTK's default is OpenGL on Mesa's
software rasteriser; `--renderer default` leaves GSK_RENDERER unset for both). The app
itself sets no GTK variable.

Measured for each program, in alternating turns (cerebrum, bare window, …), RUNS times
(default 3) after one untimed warm-up turn each:
- time from exec to the visible window: the X server's MapNotify for a top-level window
  of that title owned by the launched process (_NET_WM_PID), watched through libX11 with
  ctypes (falls back to polling xdotool every 10 ms; the output says which);
- CPU time to the visible window, all threads: utime + stime (/proc/PID/stat, 10 ms
  ticks) and the sum of its threads' run time (/proc/PID/task/*/schedstat, ns);
- resident memory (VmRSS) once the window is up plus a settle time (default 1 s);
- instructions to the visible window, all threads: the program under valgrind's
  callgrind, dumped (callgrind_control) when its window maps. The machine's speed does
  not move this one; use it to decide.
Each executable is dropped from the page cache before the warm-up. Every run gets a fresh
temporary HOME and XDG folders.

It prints each run, the medians, and Cerebrum's ratio to the bare window for each
figure, against the goal of 1.3x. The exit status is 0 whatever the result.

    make && benchmarks/bench-startup.py [--runs 3] [--settle 1.0] [--renderer cairo]
        [--env NAME=VALUE]    one more setting for both, e.g. GDK_DEBUG=gl-disable
        [--no-instructions]   skip the callgrind runs (they take a minute)
        [--gnome-calculator]  also GNOME Calculator, for reference

Binary: $CEREBRUM_BIN or .build/release/cerebrum. Needs xvfb, xdotool, dbus, valgrind
objcopy (scripts/install-deps.sh bench).
"""

import argparse
import ctypes
import ctypes.util
import glob
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import window_driver as harness  # noqa: E402

GOAL = 1.3

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


def wait_by_polling(pid, title, deadline, proc, interval=0.01):
    """Fallback: `xdotool search --onlyvisible` every `interval` seconds."""
    while time.monotonic() < deadline:
        done = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid),
                               "--name", f"^{title}$"], capture_output=True, text=True)
        if done.stdout.strip():
            return time.monotonic()
        if proc.poll() is not None:
            raise RuntimeError(f"exited with status {proc.returncode} before its window")
        time.sleep(interval)
    raise TimeoutError(f"no window {title!r} of pid {pid}")


# ---------------------------------------------------------------- the bare window

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



def evict_from_page_cache(path):
    """Drops an executable's file from the page cache, so that every binary starts from
    the same state. The kernel maps the pages around a faulting one only if they are
    cached (fault-around): a binary just linked or copied is cached whole and shows
    more resident memory than the same binary after a while. After this, each run's warm-up
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
    env.update(config["env"])
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


def without_debug_info(binary):
    """A copy of `binary` without DWARF (valgrind cannot read the release build's), in a
    temporary prefix that also holds the style sheet where an installed Cerebrum finds
    it (`<prefix>/share/cerebrum`)."""
    prefix = harness.temp_dir("bench-valgrind-")
    os.makedirs(os.path.join(prefix, "bin"))
    os.makedirs(os.path.join(prefix, "share/cerebrum"))
    copy = os.path.join(prefix, "bin", os.path.basename(binary))
    subprocess.run(["objcopy", "--strip-debug", binary, copy], check=True)
    shutil.copy(ROOT / "Resources/cerebrum.css", os.path.join(prefix, "share/cerebrum"))
    return copy


def instructions_once(config, deadline=300):
    """Instructions the program runs, all threads, from exec until its window maps:
    callgrind's total, dumped when the window is visible."""
    home = harness.temp_dir("bench-home-")
    out = os.path.join(home, "callgrind.out")
    env = dict(os.environ, GDK_BACKEND="x11", HOME=home,
               XDG_STATE_HOME=f"{home}/state", XDG_CONFIG_HOME=f"{home}/config",
               XDG_CACHE_HOME=f"{home}/cache", XDG_DATA_HOME=f"{home}/data")
    env.update(config["env"])
    proc = harness.spawn(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                          without_debug_info(config["argv"][0]), *config["argv"][1:]],
                         env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_by_polling(proc.pid, config["title"], time.monotonic() + deadline, proc,
                        interval=0.05)
        subprocess.run(["callgrind_control", "--dump=window", str(proc.pid)], check=True,
                       capture_output=True, timeout=120)
        dumps = harness.wait_until(lambda: glob.glob(out + ".*"), 60, "callgrind's dump")
        with open(dumps[0]) as f:
            for line in f:
                if line.startswith(("summary:", "totals:")):
                    return int(line.split()[1])
        raise RuntimeError(f"no total in {dumps[0]}")
    finally:
        harness.stop(proc, grace=10)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--settle", type=float, default=1.0,
                        help="seconds between the window showing and reading VmRSS")
    parser.add_argument("--renderer", default="cairo",
                        help="GSK_RENDERER for both programs; 'default' leaves it unset")
    parser.add_argument("--env", action="append", default=[], metavar="NAME=VALUE",
                        help="one more GTK setting for both programs, e.g. "
                             "GDK_DEBUG=gl-disable (repeatable)")
    parser.add_argument("--no-instructions", action="store_true",
                        help="skip counting instructions under callgrind")
    parser.add_argument("--gnome-calculator", action="store_true",
                        help="also GNOME Calculator, for reference")
    args = parser.parse_args()

    harness.private_session()
    cerebrum = os.environ.get("CEREBRUM_BIN") or str(ROOT / ".build/release/cerebrum")
    if not os.access(cerebrum, os.X_OK):
        raise SystemExit(f"bench-startup: no {cerebrum} (make, or set CEREBRUM_BIN)")
    harness.start_xvfb()

    settings = {} if args.renderer == "default" else {"GSK_RENDERER": args.renderer}
    settings.update(setting.split("=", 1) for setting in args.env)
    for name in ("GSK_RENDERER", *settings):
        os.environ.pop(name, None)

    def cfg(name, argv, title):
        return {"name": name, "argv": argv, "title": title, "env": settings,
                "times": [], "cpu": [], "sched": [], "rss": [], "instructions": []}
    configs = [cfg("cerebrum", [cerebrum], "Cerebrum"),
               cfg("bare GTK 4 window", [build_bare_window()], "Bare GTK 4")]
    if args.gnome_calculator:
        configs.append(cfg("gnome-calculator", ["/usr/bin/gnome-calculator"], "Calculator"))

    try:
        watcher = MapWatcher()
        method = "X MapNotify via libX11 (ctypes)"
    except OSError as error:
        watcher = None
        method = f"xdotool search --onlyvisible every 10 ms (libX11: {error})"
    print(f"# cerebrum: {cerebrum}")
    print(f"# GTK settings for every program: {settings or 'GTK defaults'}")
    print(f"# window detection: {method}; VmRSS {args.settle:g} s after the window shows")
    print(f"# {args.runs} runs each after one warm-up, alternating", flush=True)

    def show(label, config, seconds, cpu, rss, note=""):
        print(f"{label}: {config['name']:<20} {seconds * 1000:7.1f} ms  CPU "
              f"{cpu[0] * 1000:4.0f} / {cpu[1] * 1000:6.1f} ms {rss / 1024:7.1f} MB{note}",
              flush=True)

    for executable in sorted({config["argv"][0] for config in configs}):
        evict_from_page_cache(executable)
    for config in configs:          # warm-up: starts the session's D-Bus services
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
    if not args.no_instructions:
        for run in range(args.runs):
            for config in configs:
                count = instructions_once(config)
                config["instructions"].append(count)
                print(f"run {run + 1}: {config['name']:<20} {count / 1e6:8.1f} M instructions "
                      "(callgrind)", flush=True)

    figures = [("time", "times", 1000, "ms"), ("CPU", "sched", 1000, "ms"),
               ("instructions", "instructions", 1e-6, "M"), ("VmRSS", "rss", 1 / 1024, "MB")]
    print()
    print(f"{'median of ' + str(args.runs):<22}" + "".join(f"{name:>15}" for name, *_ in figures))
    for config in configs:
        cells = []
        for _, key, scale, unit in figures:
            values = config[key]
            cells.append(f"{statistics.median(values) * scale:10.1f} {unit:<3}" if values
                         else f"{'–':>14}")
        print(f"{config['name']:<22}" + " ".join(cells))
    cerebrum_config, bare = configs[0], configs[1]
    print()
    for name, key, _, _ in figures:
        if not cerebrum_config[key]:
            continue
        ratio = statistics.median(cerebrum_config[key]) / statistics.median(bare[key])
        each = ", ".join(f"{a / b:.2f}" for a, b in zip(cerebrum_config[key], bare[key]))
        print(f"cerebrum / bare window, {name:<13} {ratio:5.2f}x  "
              f"{'PASS' if ratio <= GOAL else 'FAIL'} (goal ≤ {GOAL}x; each run: {each})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
