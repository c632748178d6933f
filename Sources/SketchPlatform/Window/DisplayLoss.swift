import CSDL2
import CWayland
import FoundationEssentials
import Glibc
import Synchronization

/// Losing the display (the X server or the Wayland compositor going away) ends the app as a
/// signal does, with what was in progress finished: strokes, saves and exports, the journal,
/// `-o -`. Then it says so and exits with status 1.
///
/// On X11, Xlib finds the loss in whichever call reads or writes the connection, and once its
/// I/O error handler returns it ends the process: the ending runs inside that handler, on the
/// main thread. On Wayland, SDL turns a broken connection into a quit, which alone looks like
/// one the user asked for: `AppWindow.lostItsDisplay` tells them apart after the event loop.
public enum DisplayLoss {
    static let message = "sketchpad: lost the display; the drawing is kept (sketchpad --restore)"

    /// What the main thread does when Xlib finds the loss (quit the controller, which waits for
    /// saves and exports, then the launcher's ending). It holds the controller, which is not
    /// Sendable, so it lives on the main actor: set before the event loop runs.
    @MainActor static var ending: () -> Void = {}
    /// Whether the main thread has begun the ending.
    fileprivate static let endingBegun = Atomic<Bool>(false)

    /// Says the display is lost, on stderr.
    public static func report() { StandardStreams.printError(message) }

    /// Has Xlib run `ending` (on the main thread), write the journal and exit 1 when the X
    /// server goes away. On X11 only; harmless elsewhere.
    @MainActor
    public static func watchX11(ending: @escaping () -> Void) {
        self.ending = ending
        installXlibHandler()
    }
}

/// Out of the main actor: a handler made there would trap when Xlib calls it on another thread.
private func installXlibHandler() {
    XSetIOErrorHandler { _ in xlibLostTheDisplay() }
}

/// The X server is gone; Xlib ends the process if this returns.
private func xlibLostTheDisplay() -> Never {
    guard DetachedThread.isMain else {
        // Another thread's call found it first (SDL waking the event loop through a connection of
        // its own). That thread is no worker's, its wakes being queued (`EventLoopMail`): it waits
        // here while the main thread, which reads the same server whenever it waits for events,
        // finds the loss too and ends the app.
        while true { sleep(60) }
    }
    if DisplayLoss.endingBegun.exchange(true, ordering: .sequentiallyConsistent) {
        // The ending itself touched the display: what it had not finished is left to the journal.
        ShutdownSignals.speakLastWords()
        _exit(1)
    }
    DisplayLoss.report()
    MainActor.assumeIsolated { DisplayLoss.ending() }
    ShutdownSignals.speakLastWords()
    _exit(1)
}

extension AppWindow {
    /// Whether the connection to the display broke: on Wayland, a compositor that died or closed
    /// the connection leaves an error on it, where a quit the user asked for does not.
    public var lostItsDisplay: Bool {
        guard let info = windowSystemInfo(window), info.subsystem == SDL_SYSWM_WAYLAND, let display = info.info.wl.display else { return false }
        return wl_display_get_error(display) != 0
    }
}
