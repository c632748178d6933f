import CSDL2
import Glibc
import SketchCore
import SketchRaster
import SketchTranslation

/// The frozen screen on Wayland without a desktop portal: a full-screen window of SDL's (app id
/// `sketchpad-capture`, so window rules and tests know it) showing the screencopy picture
/// dimmed, on which the user drags a rectangle (`RegionSelection`, as on X11), shown bright
/// with a white frame. Enter takes it, Escape or closing the window cancels.
///
/// SDL's video runs for the overlay alone and stops after it, so the app's own window starts
/// it again with the app's own id.
enum WaylandCaptureOverlay {
    static let appID = X11CaptureOverlay.windowClass

    /// The rectangle chosen in `screen`'s pixels; nil when cancelled.
    static func chooseRegion(on screen: RGBAImage) throws(CaptureFailure) -> IntRect? {
        let kept = getenv("SDL_VIDEO_WAYLAND_WMCLASS").map { String(cString: $0) }
        setenv("SDL_VIDEO_WAYLAND_WMCLASS", appID, 1)
        defer {
            if let kept { setenv("SDL_VIDEO_WAYLAND_WMCLASS", kept, 1) } else { unsetenv("SDL_VIDEO_WAYLAND_WMCLASS") }
        }
        var window: AppWindow?
        // SDL stops only once the window (and its presenter's Wayland objects) are gone.
        defer {
            window = nil
            SDL_Quit()
        }
        do {
            try AppWindow.startVideo()
            window = try AppWindow(title: tr("Sketchpad capture"), width: screen.width, height: screen.height)
        } catch {
            throw .failed(tr("the frozen screen cannot be shown for choosing: {reason}", ["reason": "\(error)"]))
        }
        return try choose(on: screen, in: window!)
    }

    private static func choose(on screen: RGBAImage, in window: AppWindow) throws(CaptureFailure) -> IntRect? {
        SDL_SetWindowBordered(window.window, SDL_FALSE)
        SDL_SetWindowFullscreen(window.window, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
        let cursor = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_CROSSHAIR)
        SDL_SetCursor(cursor)
        defer { SDL_FreeCursor(cursor) }
        var view = OverlayView(screen: screen, font: RegionSizeLabel.appFont())
        var selection = RegionSelection(bounds: screen.bounds)
        var event = SDL_Event()
        view.show(selection.rect, in: window)
        while true {
            guard SDL_WaitEventTimeout(&event, 200) != 0 else {
                view.show(selection.rect, in: window)
                continue
            }
            // Window coordinates to the picture's pixels.
            func point(_ x: Int32, _ y: Int32) -> (Int, Int) {
                let size = window.windowSize
                return (Int(x) * screen.width / max(1, size.width), Int(y) * screen.height / max(1, size.height))
            }
            switch SDL_EventType(event.type) {
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                let (x, y) = point(event.button.x, event.button.y)
                selection.press(x: x, y: y)
            case SDL_MOUSEMOTION:
                let (x, y) = point(event.motion.x, event.motion.y)
                selection.move(x: x, y: y)
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
                let (x, y) = point(event.button.x, event.button.y)
                selection.release(x: x, y: y)
            case SDL_KEYDOWN:
                switch Int(event.key.keysym.sym) {
                case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue):
                    if let rect = selection.rect, !selection.isDragging { return rect }
                case Int(SDLK_ESCAPE.rawValue): return nil
                default: break
                }
            case SDL_QUIT:
                return nil
            case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_CLOSE.rawValue):
                return nil
            default:
                break
            }
            view.show(selection.rect, in: window)
        }
    }
}

/// What the overlay shows: the picture dimmed, the chosen part bright in a white frame with its
/// size under it (`RegionSizeLabel`), at the window's drawable size (the picture's own when the
/// window covers the output it came from). Only what changed since the last frame is presented.
struct OverlayView {
    let screen: RGBAImage
    let font: GlyphSource?
    private var bright = RGBAImage(width: 0, height: 0), dim = RGBAImage(width: 0, height: 0)
    private(set) var frame = RGBAImage(width: 0, height: 0)
    /// The rectangle shown, in the picture's pixels, and where its label was painted.
    private var shown: IntRect?
    private var labelPlace: IntRect?
    private var fresh = true

    init(screen: RGBAImage, font: GlyphSource?) {
        self.screen = screen
        self.font = font
    }

    mutating func show(_ chosen: IntRect?, in window: AppWindow) {
        let size = window.pixelSize
        if let changed = draw(chosen, width: size.width, height: size.height, scale: window.pixelRatio) { window.present(frame, rects: changed) }
    }

    /// Draws `chosen` into a frame of `width` × `height` pixels, `scale` of them a point; returns
    /// the rectangles that changed, nil when none did.
    mutating func draw(_ chosen: IntRect?, width: Int, height: Int, scale: Double) -> [IntRect]? {
        if width != frame.width || height != frame.height {
            guard width > 0, height > 0 else { return nil }
            bright = Self.fitted(screen, width, height)
            dim = bright
            for i in dim.pixels.indices { dim.pixels[i] = 0xFF00_0000 | ((dim.pixels[i] >> 1) & 0x7F7F7F) }
            frame = dim
            shown = nil
            labelPlace = nil
            fresh = true
        }
        guard fresh || chosen != shown else { return nil }
        var changed: [IntRect] = fresh ? [frame.bounds] : []
        for old in [shown.map { Self.outset(scaled($0)) }, labelPlace].compactMap({ $0 }) {
            let area = old.intersection(frame.bounds)
            frame.copy(from: dim, rect: area, to: area.x, area.y)
            changed.append(area)
        }
        labelPlace = nil
        if let chosen, !chosen.isEmpty {
            let rect = scaled(chosen)
            let inside = rect.intersection(frame.bounds)
            frame.copy(from: bright, rect: inside, to: inside.x, inside.y)
            let line = Self.outset(rect)
            for side in [IntRect(x: line.x, y: line.y, width: line.width, height: 1), IntRect(x: line.x, y: line.maxY - 1, width: line.width, height: 1),
                         IntRect(x: line.x, y: line.y, width: 1, height: line.height), IntRect(x: line.maxX - 1, y: line.y, width: 1, height: line.height)] {
                frame.fill(side.intersection(frame.bounds), with: .white)
            }
            changed.append(line)
            if let font, let label = RegionSizeLabel(glyphs: font, scale: scale).picture(of: chosen, shownAt: rect, in: frame.bounds) {
                frame.copy(from: label.image, rect: label.image.bounds, to: label.place.x, label.place.y)
                labelPlace = label.place
                changed.append(label.place)
            }
        }
        shown = chosen
        fresh = false
        return changed.map { $0.intersection(frame.bounds) }.filter { !$0.isEmpty }
    }

    /// A picture rectangle in the frame's pixels.
    private func scaled(_ r: IntRect) -> IntRect {
        guard frame.width != screen.width || frame.height != screen.height else { return r }
        let x0 = r.x * frame.width / screen.width, y0 = r.y * frame.height / screen.height
        let x1 = r.maxX * frame.width / screen.width, y1 = r.maxY * frame.height / screen.height
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle with a pixel around it, where its frame goes.
    private static func outset(_ r: IntRect) -> IntRect { IntRect(x: r.x - 1, y: r.y - 1, width: r.width + 2, height: r.height + 2) }

    /// `image` at `width` × `height` (nearest pixel); itself when it has that size.
    private static func fitted(_ image: RGBAImage, _ width: Int, _ height: Int) -> RGBAImage {
        guard image.width != width || image.height != height else { return image }
        var out = RGBAImage(width: width, height: height)
        for y in 0..<height {
            let sy = min(image.height - 1, y * image.height / height)
            for x in 0..<width { out.pixels[y * width + x] = image.pixels[sy * image.width + min(image.width - 1, x * image.width / width)] }
        }
        return out
    }
}
