import CSDL2
import Synchronization

/// Runs Xlib calls whose failure comes as an error event rather than a result, and tells
/// whether one came. Xlib's handler is process-wide: it is swapped in and back here.
enum X11Errors {
    private static let seen = Atomic<Bool>(false)

    static func caught(_ display: OpaquePointer, _ body: () -> Bool) -> Bool {
        XSync(display, 0)
        seen.store(false, ordering: .sequentiallyConsistent)
        let previous = XSetErrorHandler { _, _ in
            X11Errors.seen.store(true, ordering: .sequentiallyConsistent)
            return 0
        }
        let result = body()
        XSync(display, 0)
        XSetErrorHandler(previous)
        return result && !seen.load(ordering: .sequentiallyConsistent)
    }
}
