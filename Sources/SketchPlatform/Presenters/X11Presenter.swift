import CSDL2
import SketchRaster
import SketchCore

/// Presents frames on X11 with XPutImage and a flush, never waiting for the server.
///
/// SDL's window surface ends every update with XSync, a round trip that puts the app to sleep
/// until the X server has drawn: a second wake-up on every frame while a stroke is drawn.
/// XPutImage copies the pixels into the request, so the frame may change as soon as it
/// returns; a dirty rectangle of a stroke is a few kilobytes. Used only when the window's
/// visual takes the frame's pixels as they are (32-bit, red in 0xFF0000, least significant
/// byte first); otherwise SDL's window surface is used (`SDLSurfacePresenter`).
final class X11Presenter: Presenter {
    let name = PresenterChoice.x11.rawValue
    private let display: OpaquePointer
    private let window: Window
    private let visual: UnsafeMutablePointer<Visual>
    private let depth: Int32
    private let gc: GC

    init(window sdlWindow: OpaquePointer) throws {
        guard let info = windowSystemInfo(sdlWindow), info.subsystem == SDL_SYSWM_X11,
              let display = info.info.x11.display else { throw PresenterUnavailable(reason: "the window is not an X11 window") }
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, info.info.x11.window, &attributes) != 0, let visual = attributes.visual else {
            throw PresenterUnavailable(reason: "the X server did not describe the window")
        }
        guard attributes.depth == 24 || attributes.depth == 32,
              visual.pointee.red_mask == 0xFF0000, visual.pointee.green_mask == 0xFF00, visual.pointee.blue_mask == 0xFF,
              XImageByteOrder(display) == LSBFirst else {
            throw PresenterUnavailable(reason: "the window's visual (depth \(attributes.depth)) does not take 32-bit little-endian XRGB pixels")
        }
        guard let gc = XCreateGC(display, info.info.x11.window, 0, nil) else { throw PresenterUnavailable(reason: "XCreateGC failed") }
        self.display = display
        self.window = info.info.x11.window
        self.visual = visual
        self.depth = attributes.depth
        self.gc = gc
    }

    /// An image header for frames of one size; its pixels are pointed at the frame's on
    /// each present, and never owned.
    private var image: UnsafeMutablePointer<XImage>?

    deinit {
        dropImage()
        XFreeGC(display, gc)
    }

    private func dropImage() {
        guard let image else { return }
        image.pointee.data = nil
        XFree(image)
        self.image = nil
    }

    /// Sends the `rects` of `frame` (already clipped to the window) and flushes.
    func present(_ frame: RGBAImage, rects: [IntRect]) {
        if let current = image, Int(current.pointee.width) != frame.width || Int(current.pointee.height) != frame.height { dropImage() }
        if image == nil {
            image = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0, nil, UInt32(frame.width), UInt32(frame.height),
                                 32, Int32(frame.width * 4))
        }
        guard let image else { return }
        frame.pixels.withUnsafeBufferPointer { pixels in
            image.pointee.data = UnsafeMutableRawPointer(mutating: pixels.baseAddress!).assumingMemoryBound(to: CChar.self)
            for r in rects {
                XPutImage(display, window, gc, image, Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y), UInt32(r.width), UInt32(r.height))
            }
            image.pointee.data = nil
        }
        XFlush(display)
    }
}
