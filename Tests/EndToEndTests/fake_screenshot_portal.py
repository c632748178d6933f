#!/usr/bin/python3
"""A stand-in for xdg-desktop-portal's Screenshot interface on a test's own session bus. Each
Screenshot call answers through its request object's Response signal, as the real portal
does, in the way asked for. Prints "ready" once it owns its name, then each call's options.

usage: fake_screenshot_portal.py give PICTURE | cancel | refuse | silent"""
import sys
import urllib.parse

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

REQUEST = "org.freedesktop.portal.Request"


class Request(dbus.service.Object):
    @dbus.service.signal(REQUEST, signature="ua{sv}")
    def Response(self, code, results):
        pass


class Portal(dbus.service.Object):
    def __init__(self, bus, how, picture):
        super().__init__(bus, "/org/freedesktop/portal/desktop")
        self.bus, self.how, self.picture = bus, how, picture
        self.requests = []

    @dbus.service.method("org.freedesktop.portal.Screenshot", in_signature="sa{sv}", out_signature="o", sender_keyword="sender")
    def Screenshot(self, parent, options, sender=None):
        token = str(options.get("handle_token", "t"))
        path = "/org/freedesktop/portal/desktop/request/%s/%s" % (sender[1:].replace(".", "_"), token)
        print("interactive=%s" % bool(options.get("interactive", False)), flush=True)
        request = Request(self.bus, path)
        self.requests.append(request)
        if self.how == "give":
            uri = "file://" + urllib.parse.quote(self.picture)
            GLib.timeout_add(50, lambda: request.Response(dbus.UInt32(0), {"uri": dbus.String(uri, variant_level=1)}) and False)
        elif self.how == "cancel":
            GLib.timeout_add(50, lambda: request.Response(dbus.UInt32(1), dbus.Dictionary({}, signature="sv")) and False)
        elif self.how == "refuse":
            GLib.timeout_add(50, lambda: request.Response(dbus.UInt32(2), dbus.Dictionary({}, signature="sv")) and False)
        return dbus.ObjectPath(path)


DBusGMainLoop(set_as_default=True)
bus = dbus.SessionBus()
name = dbus.service.BusName("org.freedesktop.portal.Desktop", bus)
portal = Portal(bus, sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "")
print("ready", flush=True)
GLib.MainLoop().run()
