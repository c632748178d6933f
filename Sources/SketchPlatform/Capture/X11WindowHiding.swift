import CSDL2
import Glibc

/// The app's own window taken off the screen while the screen is taken, and put back after,
/// through the capture's own connection (SDL's is the main thread's).
enum X11WindowHiding {
    /// Polls for the unmap to be done, at most this many times.
    static let checks = 100
    static let checkPause: UInt32 = 10_000
    /// A compositor may fade the window out: this long is left to it.
    static let compositorPause: UInt32 = 250_000

    static func hide(_ window: UInt, display: OpaquePointer) {
        XUnmapWindow(display, window)
        XSync(display, 0)
        var attributes = XWindowAttributes()
        for _ in 0..<checks {
            guard XGetWindowAttributes(display, window, &attributes) != 0, attributes.map_state == IsViewable else { break }
            usleep(checkPause)
        }
        if compositing(display) { usleep(compositorPause) }
    }

    static func show(_ window: UInt, display: OpaquePointer) {
        XMapRaised(display, window)
        XSync(display, 0)
    }

    /// Whether a compositing manager owns the screen's `_NET_WM_CM_Sn` selection.
    private static func compositing(_ display: OpaquePointer) -> Bool {
        let atom = XInternAtom(display, "_NET_WM_CM_S\(XDefaultScreen(display))", 0)
        return atom != 0 && XGetSelectionOwner(display, atom) != 0
    }
}
