import CSDL2
import Glibc
import SketchCore
import SketchRaster
import SketchTranslation

/// The X11 root window's pixels, every monitor at once, as the server holds them: the pointer
/// is not in them (the server draws it apart). Read through shared memory (XShm) when the
/// server offers it, a plain XGetImage otherwise (a remote display).
struct X11ScreenGrab {
    let display: OpaquePointer
    let root: Window

    /// The whole root window; the parts no monitor shows (a layout that is not a rectangle) are
    /// left transparent.
    func take() throws(CaptureFailure) -> RGBAImage {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, root, &attributes) != 0 else {
            throw .failed(tr("the X server did not describe its screen"))
        }
        let width = Int(attributes.width), height = Int(attributes.height)
        var image = try read(width: width, height: height, visual: attributes.visual, depth: attributes.depth)
        let shown = X11Monitors.rectangles(display: display, root: root)
        if !shown.isEmpty { Self.clearOutside(shown, in: &image) }
        return image
    }

    private func read(width: Int, height: Int, visual: UnsafeMutablePointer<Visual>?, depth: Int32) throws(CaptureFailure) -> RGBAImage {
        if let image = readShared(width: width, height: height, visual: visual, depth: depth) { return image }
        guard let ximage = XGetImage(display, root, 0, 0, UInt32(width), UInt32(height), ~0, ZPixmap) else {
            throw .failed(tr("the X server did not give the screen's pixels"))
        }
        defer { X11Pixels.destroy(ximage) }
        return try X11Pixels.rgba(ximage)
    }

    /// Through a shared memory segment: no copy of the screen through the socket.
    private func readShared(width: Int, height: Int, visual: UnsafeMutablePointer<Visual>?, depth: Int32) -> RGBAImage? {
        guard XShmQueryExtension(display) != 0, let visual else { return nil }
        var info = XShmSegmentInfo()
        guard let ximage = XShmCreateImage(display, visual, UInt32(depth), ZPixmap, nil, &info, UInt32(width), UInt32(height)) else { return nil }
        defer { X11Pixels.destroy(ximage) }
        let bytes = Int(ximage.pointee.bytes_per_line) * height
        info.shmid = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
        guard info.shmid >= 0 else { return nil }
        // Removed at once: the segment goes when both sides have detached, even if the app dies.
        defer { shmctl(info.shmid, IPC_RMID, nil) }
        guard let address = shmat(info.shmid, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        defer { shmdt(address) }
        info.shmaddr = address.assumingMemoryBound(to: CChar.self)
        info.readOnly = 0
        ximage.pointee.data = info.shmaddr
        defer { ximage.pointee.data = nil }
        // A server on another machine cannot attach; its refusal comes as an error event, so
        // the attach is checked with a round trip under a handler that notes it.
        let attached = X11Errors.caught(display) { XShmAttach(display, &info) != 0 && XSync(display, 0) != 0 }
        guard attached else { return nil }
        defer { XShmDetach(display, &info); XSync(display, 0) }
        guard XShmGetImage(display, root, ximage, 0, 0, ~0) != 0 else { return nil }
        return try? X11Pixels.rgba(ximage)
    }

    /// Makes transparent what lies outside every rectangle in `shown`.
    static func clearOutside(_ shown: [IntRect], in image: inout RGBAImage) {
        let width = image.width
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<image.height {
                let spans = shown.filter { y >= $0.y && y < $0.y + $0.height }
                    .map { max(0, $0.x)..<min(width, $0.x + $0.width) }.filter { !$0.isEmpty }
                for x in 0..<width where !spans.contains(where: { $0.contains(x) }) {
                    pixels[y * width + x] = 0
                }
            }
        }
    }
}
