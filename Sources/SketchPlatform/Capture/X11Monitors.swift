import CSDL2
import SketchCore

/// The monitors' rectangles on the X11 root window, as XRandR lists them; empty where it
/// lists none (an X server without the extension), meaning the whole root is shown.
enum X11Monitors {
    static func rectangles(display: OpaquePointer, root: Window) -> [IntRect] {
        var base: Int32 = 0, error: Int32 = 0
        guard XRRQueryExtension(display, &base, &error) != 0 else { return [] }
        var count: Int32 = 0
        guard let monitors = XRRGetMonitors(display, root, 1, &count) else { return [] }
        defer { XRRFreeMonitors(monitors) }
        return (0..<Int(count)).map { i in
            let m = monitors[i]
            return IntRect(x: Int(m.x), y: Int(m.y), width: Int(m.width), height: Int(m.height))
        }
    }
}
