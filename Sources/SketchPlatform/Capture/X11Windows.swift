import CSDL2
import SketchCore

/// The windows shown on the X11 root, bottom to top, as rectangles on the screen: with a
/// window manager these are its frames, so a picked window comes with its title bar.
enum X11Windows {
    static func shown(display: OpaquePointer, root: Window) -> [IntRect] {
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        return (0..<Int(count)).compactMap { (i: Int) -> IntRect? in
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(display, children[i], &attributes) != 0,
                  attributes.map_state == IsViewable, attributes.class == InputOutput else { return nil }
            let border = Int(attributes.border_width)
            return IntRect(x: Int(attributes.x), y: Int(attributes.y),
                           width: Int(attributes.width) + 2 * border, height: Int(attributes.height) + 2 * border)
        }
    }
}
