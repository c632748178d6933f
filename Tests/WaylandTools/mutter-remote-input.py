"""Input for a headless mutter through its RemoteDesktop D-Bus API, from commands on stdin:

  move X Y         the pointer to X, Y (logical pixels of the monitor)
  down, up         the left button
  key NAME         press and release one key, NAME an X keysym name or with modifiers: ctrl+s
  sleep MS         wait
  sync             wait until mutter has handled everything, then print "ok"

Run on mutter's session bus as its user. The session lives as long as this process: mutter ends
a remote desktop session when the D-Bus client that made it goes away. Without a screen cast,
mutter takes relative motion only, so the pointer is first pushed to the top left corner, where
the monitor stops it, and every move is the difference from where it is.
"""
import sys
import time

import dbus

BTN_LEFT = 0x110
KEYSYMS = {"ctrl": 0xFFE3, "shift": 0xFFE1, "alt": 0xFFE9, "return": 0xFF0D, "escape": 0xFF1B}


def keysym(name):
    if name.lower() in KEYSYMS:
        return KEYSYMS[name.lower()]
    if len(name) == 1:
        return ord(name)
    sys.exit(f"mutter-remote-input: unknown key {name}")


bus = dbus.SessionBus()
desktop = dbus.Interface(bus.get_object("org.gnome.Mutter.RemoteDesktop", "/org/gnome/Mutter/RemoteDesktop"),
                         "org.gnome.Mutter.RemoteDesktop")
path = desktop.CreateSession()
session = dbus.Interface(bus.get_object("org.gnome.Mutter.RemoteDesktop", path), "org.gnome.Mutter.RemoteDesktop.Session")
session.Start()
session.NotifyPointerMotionRelative(-100000.0, -100000.0)
# mutter gives the seat its keyboard at the first key: a Shift now, so that clients hold the
# keyboard before the first key that counts (the one that made it would reach them pressed).
session.NotifyKeyboardKeysym(KEYSYMS["shift"], True)
session.NotifyKeyboardKeysym(KEYSYMS["shift"], False)
time.sleep(0.3)
x, y = 0, 0
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    if words[0] == "move":
        nx, ny = int(words[1]), int(words[2])
        session.NotifyPointerMotionRelative(float(nx - x), float(ny - y))
        x, y = nx, ny
    elif words[0] in ("down", "up"):
        session.NotifyPointerButton(BTN_LEFT, words[0] == "down")
    elif words[0] == "key":
        names = words[1].split("+")
        for name in names:
            session.NotifyKeyboardKeysym(keysym(name), True)
        for name in reversed(names):
            session.NotifyKeyboardKeysym(keysym(name), False)
    elif words[0] == "sleep":
        time.sleep(int(words[1]) / 1000)
    elif words[0] == "sync":
        # A call answered after the ones before it: mutter has taken them all off the bus.
        bus.get_object("org.gnome.Mutter.RemoteDesktop", "/org/gnome/Mutter/RemoteDesktop").Introspect(
            dbus_interface="org.freedesktop.DBus.Introspectable")
        print("ok", flush=True)
    else:
        sys.exit(f"mutter-remote-input: unknown command {line.strip()}")
session.Stop()
