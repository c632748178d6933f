#!/usr/bin/python3
"""A stand-in for xdg-desktop-portal's Settings interface on a test's own session bus: it
answers ReadOne and Read for org.freedesktop.appearance color-scheme, and SetColorScheme (its
own method, on org.sketchpad.FakePortal) changes the value and emits SettingChanged, as the
real portal does when the desktop's appearance changes. Prints "ready" once it owns its name.

usage: fake_portal.py INITIAL_VALUE   (0 no preference, 1 dark, 2 light)"""
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

SETTINGS = "org.freedesktop.portal.Settings"
NAMESPACE, KEY = "org.freedesktop.appearance", "color-scheme"


class Portal(dbus.service.Object):
    def __init__(self, bus, value):
        super().__init__(bus, "/org/freedesktop/portal/desktop")
        self.value = value

    def lookup(self, namespace, key):
        if (namespace, key) != (NAMESPACE, KEY):
            raise dbus.exceptions.DBusException("no such setting", name="org.freedesktop.portal.Error.NotFound")
        return dbus.UInt32(self.value, variant_level=1)

    @dbus.service.method(SETTINGS, in_signature="ss", out_signature="v")
    def ReadOne(self, namespace, key):
        return self.lookup(namespace, key)

    @dbus.service.method(SETTINGS, in_signature="ss", out_signature="v")
    def Read(self, namespace, key):
        return dbus.UInt32(self.value, variant_level=2)

    @dbus.service.signal(SETTINGS, signature="ssv")
    def SettingChanged(self, namespace, key, value):
        pass

    @dbus.service.method("org.sketchpad.FakePortal", in_signature="u", out_signature="")
    def SetColorScheme(self, value):
        self.value = int(value)
        self.SettingChanged(NAMESPACE, KEY, dbus.UInt32(self.value, variant_level=1))


DBusGMainLoop(set_as_default=True)
bus = dbus.SessionBus()
name = dbus.service.BusName("org.freedesktop.portal.Desktop", bus)
portal = Portal(bus, int(sys.argv[1]))
print("ready", flush=True)
GLib.MainLoop().run()
