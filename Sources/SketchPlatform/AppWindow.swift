import CSDL2
import Foundation
import SketchApp
import SketchCore
import SketchRaster

/// The SDL window and its presentation. Only the dirty rectangles are presented, in software:
/// on X11 with XPutImage (`X11Presenter`), elsewhere through SDL's window surface with
/// SDL_HINT_FRAMEBUFFER_ACCELERATION=0. Measured under Xvfb on a 1200-point scribble, a GL
/// renderer that redraws on every event took over 12 s of CPU and 116 MB (Mesa's software GL,
/// no GPU).
public final class AppWindow {
    public let window: OpaquePointer
    public private(set) var title: String = ""
    private let x11: X11Presenter?
    private var cursors: [Int: OpaquePointer] = [:]
    private var shownCursor: CursorRequest?

    /// Starts SDL's video (once per process) with the hints the app relies on. A display that
    /// does not answer yet (an X server still starting, as at the start of a session) is given
    /// `patience` seconds before the app gives up with a message.
    public static func startVideo(patience: Double = 3) throws {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw ImageFileError(path: "display", reason: "SDL cannot start its video (\(SDLError.last)); is a display available?")
        }
        // With no X server and no Wayland compositor to reach, SDL falls back to drivers that
        // draw nowhere: the app would run with no window. Those only when asked for by name.
        func fellBack() -> Bool {
            let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
            let requested = SDL_GetHint(SDL_HINT_VIDEODRIVER).map { String(cString: $0) } ?? ""
            return driver.isEmpty || (["offscreen", "dummy", "evdev"].contains(driver) && !requested.lowercased().contains(driver))
        }
        guard fellBack() else { return }
        let environment = ProcessInfo.processInfo.environment
        let waits = environment["DISPLAY"] != nil
        if waits {
            let giveUp = DispatchTime.now().uptimeNanoseconds + UInt64(patience * 1e9)
            while DispatchTime.now().uptimeNanoseconds < giveUp {
                usleep(100_000)
                if SDL_VideoInit("x11") == 0 { return }
            }
        }
        SDL_Quit()
        let display = environment["DISPLAY"].map { "DISPLAY=\($0)" } ?? "DISPLAY is not set"
        let wayland = environment["WAYLAND_DISPLAY"].map { "WAYLAND_DISPLAY=\($0)" } ?? "WAYLAND_DISPLAY is not set"
        throw ImageFileError(path: "display", reason: "no display to open a window on: neither an X server (\(display)) nor a Wayland compositor (\(wayland)) answered\(waits ? " within \(Int(patience)) s" : "")")
    }

    /// Opens a resizable window of `width` x `height`, or smaller to fit the screen.
    public init(title: String, width: Int = 1280, height: Int = 800) throws {
        var w = width, h = height
        var usable = SDL_Rect()
        if SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0 {
            w = min(w, Int(usable.w)); h = min(h, Int(usable.h))
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centred = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        guard let win = SDL_CreateWindow(title, centred, centred, Int32(w), Int32(h), flags) else {
            throw ImageFileError(path: "window", reason: "SDL cannot open a window (\(SDLError.last))")
        }
        window = win
        self.title = title
        x11 = X11Presenter(window: win)
        SDL_SetWindowMinimumSize(win, 480, 320)
        // Keys arrive as key events; text input (an input method filtering every X event) is
        // never used, so it is off.
        SDL_StopTextInput()
    }

    deinit {
        cursors.values.forEach { SDL_FreeCursor($0) }
        SDL_DestroyWindow(window)
    }

    /// The drawable size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        if x11 != nil {
            var w: Int32 = 0, h: Int32 = 0
            SDL_GetWindowSizeInPixels(window, &w, &h)
            return (Int(w), Int(h))
        }
        guard let s = SDL_GetWindowSurface(window) else { return windowSize }
        return (Int(s.pointee.w), Int(s.pointee.h))
    }

    /// The size in window coordinates (what mouse events use).
    public var windowSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The display's refresh rate, or 60 when unknown.
    public var refreshRate: Int {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Int(mode.refresh_rate)
    }

    public func setTitle(_ t: String) {
        guard t != title else { return }
        title = t
        SDL_SetWindowTitle(window, t)
    }

    /// Copies the `rects` of `frame` to the window and shows them.
    public func present(_ frame: RGBAImage, rects: [IntRect]) {
        guard !rects.isEmpty else { return }
        if let x11 {
            let clipped = Self.clip(rects, of: frame, to: pixelSize)
            if !clipped.isEmpty { x11.present(frame, rects: clipped) }
            return
        }
        guard let surface = SDL_GetWindowSurface(window) else { return }
        let clipped = Self.clip(rects, of: frame, to: (Int(surface.pointee.w), Int(surface.pointee.h)))
        guard !clipped.isEmpty else { return }
        let format = surface.pointee.format.pointee.format
        if format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue {
            SDL_LockSurface(surface)
            let pitch = Int(surface.pointee.pitch)
            let base = surface.pointee.pixels!
            frame.pixels.withUnsafeBytes { src in
                for r in clipped {
                    for y in r.y..<r.maxY {
                        base.advanced(by: y * pitch + r.x * 4).copyMemory(from: src.baseAddress! + (y * frame.width + r.x) * 4, byteCount: r.width * 4)
                    }
                }
            }
            SDL_UnlockSurface(surface)
        } else {
            _ = try? ImageFile.withSurface(frame) { source in
                for r in clipped {
                    var from = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
                    var to = from
                    SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE)
                    SDL_UpperBlit(source, &from, surface, &to)
                }
            }
        }
        var sdlRects = clipped.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height)) }
        SDL_UpdateWindowSurfaceRects(window, &sdlRects, Int32(sdlRects.count))
    }

    /// The parts of `rects` that both the frame and a drawable of `size` have.
    private static func clip(_ rects: [IntRect], of frame: RGBAImage, to size: (width: Int, height: Int)) -> [IntRect] {
        let visible = IntRect(x: 0, y: 0, width: min(size.width, frame.width), height: min(size.height, frame.height))
        return rects.map { $0.intersection(visible) }.filter { !$0.isEmpty }
    }

    /// Shows the arrow, or a ring as wide as the pen.
    public func setCursor(_ request: CursorRequest) {
        guard request != shownCursor else { return }
        shownCursor = request
        switch request {
        case .arrow:
            SDL_SetCursor(SDL_GetDefaultCursor())
        case .ring(let diameter):
            let key = Int((diameter * 2).rounded())
            if cursors[key] == nil {
                let ring = CursorImage.ring(diameter: diameter)
                cursors[key] = try? ImageFile.withSurface(ring.image) { SDL_CreateColorCursor($0, Int32(ring.hotX), Int32(ring.hotY)) }
            }
            if let c = cursors[key] { SDL_SetCursor(c) }
        }
    }
}
