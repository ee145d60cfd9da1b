#!/usr/bin/python3
"""A fake freedesktop settings portal for test_locale.py: owns org.freedesktop.portal.Desktop
on the session bus, answers org.freedesktop.portal.Settings.Read/ReadOne for
org.freedesktop.appearance color-scheme, and on each line `SCHEME` read from stdin (0, 1
or 2) changes the value and emits SettingChanged. Prints `ready` once it owns the name.
Run with the system Python (python3-dbus, python3-gi)."""

import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

NAME = "org.freedesktop.portal.Desktop"
PATH = "/org/freedesktop/portal/desktop"
SETTINGS = "org.freedesktop.portal.Settings"
APPEARANCE = "org.freedesktop.appearance"


class Settings(dbus.service.Object):
    def __init__(self, bus, scheme):
        super().__init__(bus, PATH)
        self.scheme = scheme

    def _value(self, namespace, key):
        if namespace != APPEARANCE or key != "color-scheme":
            raise dbus.exceptions.DBusException(
                "Requested setting not found", name="org.freedesktop.portal.Error.NotFound")
        return dbus.UInt32(self.scheme)

    @dbus.service.method(SETTINGS, in_signature="ss", out_signature="v")
    def ReadOne(self, namespace, key):
        return self._value(namespace, key)

    @dbus.service.method(SETTINGS, in_signature="ss", out_signature="v")
    def Read(self, namespace, key):
        # The old method wraps the value in one more variant.
        return dbus.types.UInt32(self._value(namespace, key), variant_level=1)

    @dbus.service.signal(SETTINGS, signature="ssv")
    def SettingChanged(self, namespace, key, value):
        pass

    def change(self, scheme):
        self.scheme = scheme
        self.SettingChanged(APPEARANCE, "color-scheme", dbus.UInt32(scheme))


def main():
    DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    settings = Settings(bus, int(sys.argv[1]) if len(sys.argv) > 1 else 0)
    name = dbus.service.BusName(NAME, bus, do_not_queue=True)
    loop = GLib.MainLoop()

    def on_line(channel, condition):
        line = sys.stdin.readline()
        if not line:
            loop.quit()
            return False
        settings.change(int(line))
        print(f"changed {int(line)}", flush=True)
        return True

    GLib.io_add_watch(sys.stdin.fileno(), GLib.IO_IN | GLib.IO_HUP, on_line)
    print("ready", flush=True)
    loop.run()
    del name


if __name__ == "__main__":
    main()
