import CSDL2
import Glibc
import SketchCore
import SketchRaster
import SketchTranslation

/// The frozen screen shown full-screen above every window (override-redirect, so no window
/// manager frames or moves it), with the pointer and keyboard grabbed, on which the user
/// chooses what to take: a rectangle they drag (`RegionSelection`), or the window under a click.
/// Enter takes the rectangle (a release leaves it to be adjusted); Escape cancels.
final class X11CaptureOverlay {
    private let display: OpaquePointer
    private let root: Window
    private let bounds: IntRect
    private var window: Window = 0
    private var gc: GC?
    /// The frozen screen as it is, dimmed, and the frame being drawn, all on the server.
    private var bright: Pixmap = 0, dim: Pixmap = 0, back: Pixmap = 0
    private var visual: UnsafeMutablePointer<Visual>?
    private var depth: Int32 = 0
    /// The rectangle's size under it, drawn as the Wayland overlay draws it.
    private let sizeLabel = RegionSizeLabel.appFont().map { RegionSizeLabel(glyphs: $0) }

    init(display: OpaquePointer, root: Window, screen: RGBAImage) throws(CaptureFailure) {
        self.display = display
        self.root = root
        bounds = screen.bounds
        try open(screen)
    }

    deinit {
        XUngrabPointer(display, UInt(CurrentTime))
        XUngrabKeyboard(display, UInt(CurrentTime))
        for pixmap in [bright, dim, back] where pixmap != 0 { XFreePixmap(display, pixmap) }
        if let gc { XFreeGC(display, gc) }
        if window != 0 { XDestroyWindow(display, window) }
        XSync(display, 0)
    }

    /// A dragged rectangle, confirmed with Enter; nil when cancelled.
    func chooseRegion() throws(CaptureFailure) -> IntRect? {
        var selection = RegionSelection(bounds: bounds)
        return try run(draw: { selection.rect }) { event in
            switch event {
            case .press(let x, let y): selection.press(x: x, y: y)
            case .motion(let x, let y): selection.move(x: x, y: y)
            case .release(let x, let y): selection.release(x: x, y: y)
            case .enter: if let rect = selection.rect, !selection.isDragging { return .done(rect) }
            case .escape: return .done(nil)
            }
            return .more
        }
    }

    /// The window under a click, from `windows` (bottom to top); nil when cancelled.
    func chooseWindow(among windows: [IntRect]) throws(CaptureFailure) -> IntRect? {
        var hovered: IntRect?
        func under(_ x: Int, _ y: Int) -> IntRect? {
            windows.last { $0.contains(Point(x: Double(x), y: Double(y))) }.map { $0.intersection(bounds) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        return try run(draw: { hovered }) { event in
            switch event {
            case .motion(let x, let y): hovered = under(x, y)
            case .press(let x, let y):
                hovered = under(x, y)
                if let hovered { return .done(hovered) }
            case .release, .enter: break
            case .escape: return .done(nil)
            }
            return .more
        }
    }

    enum Input { case press(Int, Int), motion(Int, Int), release(Int, Int), enter, escape }
    enum Step { case more, done(IntRect?) }

    /// Shows the overlay, grabs the input and feeds it to `handle` until it is done, redrawing
    /// what `draw` says is chosen after each event.
    private func run(draw chosen: () -> IntRect?, handle: (Input) -> Step) throws(CaptureFailure) -> IntRect? {
        try show()
        redraw(chosen())
        var event = XEvent()
        while true {
            XNextEvent(display, &event)
            var input: Input?
            switch event.type {
            case ButtonPress where event.xbutton.button == UInt32(Button1):
                input = .press(Int(event.xbutton.x_root), Int(event.xbutton.y_root))
            case ButtonRelease where event.xbutton.button == UInt32(Button1):
                input = .release(Int(event.xbutton.x_root), Int(event.xbutton.y_root))
            case MotionNotify:
                // Only the latest position counts: a slow redraw does not fall behind the pointer.
                while XCheckTypedWindowEvent(display, window, MotionNotify, &event) != 0 {}
                input = .motion(Int(event.xmotion.x_root), Int(event.xmotion.y_root))
            case KeyPress:
                switch UInt32(XLookupKeysym(&event.xkey, 0)) {
                case Keysym.enter, Keysym.keypadEnter: input = .enter
                case Keysym.escape: input = .escape
                default: break
                }
            case Expose:
                break
            default:
                continue
            }
            if let input, case .done(let rect) = handle(input) { return rect }
            redraw(chosen())
        }
    }

    private enum Keysym {
        static let enter: UInt32 = 0xFF0D, keypadEnter: UInt32 = 0xFF8D, escape: UInt32 = 0xFF1B
    }

    private func open(_ screen: RGBAImage) throws(CaptureFailure) {
        let number = XDefaultScreen(display)
        let depth = XDefaultDepth(display, number)
        guard let visual = XDefaultVisual(display, number), depth == 24 || depth == 32,
              visual.pointee.red_mask == 0xFF0000, visual.pointee.green_mask == 0xFF00, visual.pointee.blue_mask == 0xFF,
              XImageByteOrder(display) == LSBFirst else {
            throw .failed(tr("the X screen's colour format (depth {depth}) cannot be shown for choosing", ["depth": Int(depth)]))
        }
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.event_mask = ExposureMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | KeyPressMask | StructureNotifyMask
        attributes.cursor = XCreateFontCursor(display, UInt32(XC_crosshair))
        window = XCreateWindow(display, root, Int32(bounds.x), Int32(bounds.y), UInt32(bounds.width), UInt32(bounds.height), 0,
                               depth, UInt32(InputOutput), visual, UInt(CWOverrideRedirect | CWEventMask | CWCursor), &attributes)
        name(window)
        gc = XCreateGC(display, window, 0, nil)
        let width = UInt32(bounds.width), height = UInt32(bounds.height), pixmapDepth = UInt32(depth)
        bright = XCreatePixmap(display, window, width, height, pixmapDepth)
        dim = XCreatePixmap(display, window, width, height, pixmapDepth)
        back = XCreatePixmap(display, window, width, height, pixmapDepth)
        self.visual = visual
        self.depth = depth
        upload(screen, to: bright)
        var dimmed = screen
        for i in dimmed.pixels.indices { dimmed.pixels[i] = (dimmed.pixels[i] >> 1) & 0x7F7F7F }
        upload(dimmed, to: dim)
    }

    /// The class and title tools (and the tests) know the overlay by.
    static let windowClass = "sketchpad-capture"

    private func name(_ window: Window) {
        XStoreName(display, window, "Sketchpad capture")
        let name = strdup(Self.windowClass), kind = strdup(Self.windowClass)
        defer { free(name); free(kind) }
        var hint = XClassHint(res_name: name, res_class: kind)
        XSetClassHint(display, window, &hint)
    }

    /// Puts `image` on `pixmap` with its top left corner at (`x`, `y`).
    private func upload(_ image: RGBAImage, to pixmap: Pixmap, at x: Int = 0, _ y: Int = 0) {
        guard let gc, let visual else { return }
        image.pixels.withUnsafeBufferPointer { pixels in
            guard let ximage = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0, nil, UInt32(image.width), UInt32(image.height), 32,
                                            Int32(image.width * 4)) else { return }
            ximage.pointee.data = UnsafeMutableRawPointer(mutating: pixels.baseAddress!).assumingMemoryBound(to: CChar.self)
            XPutImage(display, pixmap, gc, ximage, 0, 0, Int32(x), Int32(y), UInt32(image.width), UInt32(image.height))
            ximage.pointee.data = nil
            XFree(ximage)
        }
    }

    /// Maps the overlay above everything and takes the pointer and keyboard. Another client
    /// may hold a grab a moment longer (the key that started the capture); after a bounded
    /// number of tries, that is said.
    private func show() throws(CaptureFailure) {
        XMapRaised(display, window)
        var event = XEvent()
        repeat { XWindowEvent(display, window, StructureNotifyMask, &event) } while event.type != MapNotify
        for _ in 0..<Self.grabTries {
            let pointer = XGrabPointer(display, window, 1, UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask),
                                       GrabModeAsync, GrabModeAsync, window, 0, UInt(CurrentTime))
            let keyboard = pointer == GrabSuccess ? XGrabKeyboard(display, window, 1, GrabModeAsync, GrabModeAsync, UInt(CurrentTime)) : pointer
            if pointer == GrabSuccess && keyboard == GrabSuccess { return }
            XUngrabPointer(display, UInt(CurrentTime))
            usleep(Self.grabPause)
        }
        throw .failed(tr("another program holds the pointer or the keyboard"))
    }

    static let grabTries = 40
    static let grabPause: UInt32 = 50_000

    /// The dimmed screen, the chosen part bright with a frame around it, and its size.
    private func redraw(_ chosen: IntRect?) {
        guard let gc else { return }
        let width = UInt32(bounds.width), height = UInt32(bounds.height)
        XCopyArea(display, dim, back, gc, 0, 0, width, height, 0, 0)
        if let rect = chosen, !rect.isEmpty {
            XCopyArea(display, bright, back, gc, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height), Int32(rect.x), Int32(rect.y))
            XSetForeground(display, gc, 0xFFFFFF)
            XDrawRectangle(display, back, gc, Int32(rect.x - 1), Int32(rect.y - 1), UInt32(rect.width + 1), UInt32(rect.height + 1))
            if let label = sizeLabel?.picture(of: rect, shownAt: rect, in: bounds) {
                upload(label.image, to: back, at: label.place.x, label.place.y)
            }
        }
        XCopyArea(display, back, window, gc, 0, 0, width, height, 0, 0)
        XFlush(display)
    }
}
