import CSDL2
import Dispatch
import FoundationEssentials
import Glibc
import SketchCore
import SketchRaster
import SketchTranslation

/// The SDL window: its identity (app id, class, icon, title), its scale, the cursor, and the
/// presenter backend that shows its frames (see `PresenterChoice`). Only dirty rectangles are
/// presented, in software. Measured under Xvfb on a 1200-point scribble, a GL renderer that
/// redraws on every event took over 12 s of CPU and 116 MB (Mesa's software GL, no GPU).
public final class AppWindow {
    /// The name desktops know the app by: the Wayland app_id, the X11 WM_CLASS, the desktop
    /// entry's and the icon's name.
    public static let appID = "org.sketchpad.Sketchpad"

    public let window: OpaquePointer
    public private(set) var title: String = ""
    /// SDL's video driver: "x11", "wayland", ...
    public let videoDriver: String
    private var presenter: Presenter?
    /// Ring cursors made so far, by diameter in half pixels and line scale in eighths.
    private var cursors: [[Int]: OpaquePointer] = [:]
    /// The system's cursors (I-beam, hand, crosshair, move, resize), each made when first shown.
    private var systemCursors: [UInt32: OpaquePointer] = [:]
    /// Eyedropper cursors made so far, by line scale in eighths.
    private var eyedropperCursors: [Int: OpaquePointer] = [:]
    private var shownCursor: CursorRequest?

    /// Starts SDL's video (once per process) with the hints the app relies on. A display that
    /// does not answer yet (an X server still starting, as at the start of a session) is given
    /// `patience` seconds before the app gives up with a message.
    public static func startVideo(patience: Double = 3) throws {
        TextLocale.adopt()
        // SDL 2.26 takes the X11 WM_CLASS and the Wayland app_id from these, read when its
        // video starts; one set by the user is kept.
        setenv("SDL_VIDEO_X11_WMCLASS", appID, 0)
        setenv("SDL_VIDEO_WAYLAND_WMCLASS", appID, 0)
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // The close button comes as the window's close event alone, which asks about unsaved
        // changes; SDL_QUIT then means a signal or the display going, which end at once.
        SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw PlatformError.display(reason: tr("SDL cannot start its video ({detail}); is a display available?", ["detail": SDLError.last]))
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
        throw PlatformError.display(reason: waits ? tr("no display to open a window on: neither an X server ({display}) nor a Wayland compositor ({wayland}) answered within {seconds} s", ["display": display, "wayland": wayland, "seconds": Int(patience)]) : tr("no display to open a window on: neither an X server ({display}) nor a Wayland compositor ({wayland}) answered", ["display": display, "wayland": wayland]))
    }

    /// The size a window opens at when nothing else is asked, in screen points.
    public static let openingSize = (width: 1280, height: 800)

    /// Opens a resizable window of `width` x `height`, or smaller to fit the screen, with the
    /// first presenter backend that works on it (`SKETCHPAD_PRESENTER` picks one by name), and
    /// `icon` as its icon. Throws, naming the video driver and each backend's reason, when none
    /// can show it.
    public init(title: String, width: Int = openingSize.width, height: Int = openingSize.height, icon: RGBAImage? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        var w = width, h = height
        var usable = SDL_Rect()
        if SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0 {
            w = min(w, Int(usable.w)); h = min(h, Int(usable.h))
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centred = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        let order = try PresenterChoice.order(driver: driver, requested: environment["SKETCHPAD_PRESENTER"])
        let opened = try PresenterChoice.open(order, driver: driver) { withoutGL in
            // On Wayland, a window for a backend that draws without GL is made as a Vulkan
            // window with the app's own loader: SDL then loads no EGL and Mesa for it.
            let loader = driver == "wayland" && withoutGL && WaylandWindowLoader.load()
            defer { if loader { WaylandWindowLoader.release() } }
            let kind = loader ? flags | SDL_WINDOW_VULKAN.rawValue : flags
            guard let win = SDL_CreateWindow(title, centred, centred, Int32(w), Int32(h), kind) else {
                throw PlatformError.window(reason: tr("SDL cannot open a window ({detail})", ["detail": SDLError.last]))
            }
            return win
        }
        window = opened.window
        presenter = opened.presenter
        self.title = title
        videoDriver = driver
        let win = opened.window
        if let icon { _ = try? ImageFile.withSurface(icon) { SDL_SetWindowIcon(win, $0) } }
        SDL_SetWindowMinimumSize(win, 480, 320)
        // Keys arrive as key events; text input (an input method filtering every X event) is on
        // only while a text is typed (the event loop follows the controller's textInputRect).
        SDL_StopTextInput()
    }

    deinit {
        presenter = nil
        cursors.values.forEach { SDL_FreeCursor($0) }
        systemCursors.values.forEach { SDL_FreeCursor($0) }
        eyedropperCursors.values.forEach { SDL_FreeCursor($0) }
        SDL_DestroyWindow(window)
    }

    /// The drawable size in pixels: SDL's, or the presenter's where it shows its buffer through
    /// a viewport of its own (Wayland's preferred fractional scale).
    public var pixelSize: (width: Int, height: Int) {
        if let size = presenter?.drawableSize() { return size }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The size in window coordinates (what mouse events use).
    public var windowSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The window's X11 id; nil on Wayland.
    public var x11WindowID: UInt? {
        guard let info = windowSystemInfo(window), info.subsystem == SDL_SYSWM_X11 else { return nil }
        return info.info.x11.window
    }

    /// Drawable pixels per window coordinate: the Wayland buffer scale, 1 on X11.
    public var pixelRatio: Double {
        let w = windowSize.width
        return w > 0 ? Double(pixelSize.width) / Double(w) : 1
    }

    /// The widgets' scale here (`DisplayScale`); `warn` hears of unusable variables.
    public func uiScale(environment: [String: String], warn: (String) -> Void = { _ in }) -> Double {
        DisplayScale.resolve(environment: environment, x11Resources: X11Resources.database(of: window), drawableRatio: pixelRatio, warn: warn)
    }

    /// The display's refresh rate, or 60 when unknown.
    public var refreshRate: Int {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Int(mode.refresh_rate)
    }

    /// Whether `setShown(false)` took the window off the screen: nothing is presented then.
    public private(set) var hidden = false

    /// Takes the window off the screen or puts it back (New screenshot on Wayland, where only
    /// the window's own connection can). A window shown again has no picture: the caller has
    /// the whole frame presented next.
    public func setShown(_ shown: Bool) {
        guard shown == hidden else { return }
        hidden = !shown
        if shown {
            SDL_ShowWindow(window)
            SDL_RaiseWindow(window)
        } else {
            SDL_HideWindow(window)
        }
        // The compositor has it before anything that follows (the capture's own connection).
        SDL_PumpEvents()
    }

    public func setTitle(_ t: String) {
        guard t != title else { return }
        title = t
        SDL_SetWindowTitle(window, t)
    }

    /// Copies the `rects` of `frame` to the window and shows them.
    /// Whether the presenter keeps memory it can give back while the app is idle.
    public var holdsSpareMemory: Bool { presenter?.holdsSpareMemory ?? false }

    /// Gives back the presenter's spare memory (see `Presenter.dropSpareMemory`).
    public func dropSpareMemory() { presenter?.dropSpareMemory() }

    public func present(_ frame: RGBAImage, rects: [IntRect]) {
        guard let presenter, !rects.isEmpty, !hidden else { return }
        let size = pixelSize
        let visible = IntRect(x: 0, y: 0, width: min(size.width, frame.width), height: min(size.height, frame.height))
        // Nearly always all inside: then the rectangles go as they are, with no copy each frame.
        let inside = rects.allSatisfy { !$0.isEmpty && $0.intersection(visible) == $0 }
        let clipped = inside ? rects : rects.map { $0.intersection(visible) }.filter { !$0.isEmpty }
        if !clipped.isEmpty { presenter.present(frame, rects: clipped) }
    }

    /// Shows the cursor asked for: the system's own (arrow, I-beam, hand, crosshair, move and
    /// resize arrows), or one drawn here (a ring as wide as the pen, the eyedropper). SDL's
    /// cursors are in window coordinates, so on a Wayland HiDPI screen the ring is drawn at the
    /// window's size of the pen.
    public func setCursor(_ request: CursorRequest) {
        guard request != shownCursor else { return }
        shownCursor = request
        func system(_ kind: SDL_SystemCursor) {
            if systemCursors[kind.rawValue] == nil { systemCursors[kind.rawValue] = SDL_CreateSystemCursor(kind) }
            SDL_SetCursor(systemCursors[kind.rawValue] ?? SDL_GetDefaultCursor())
        }
        switch request {
        case .arrow: SDL_SetCursor(SDL_GetDefaultCursor())
        case .text: system(SDL_SYSTEM_CURSOR_IBEAM)
        case .hand: system(SDL_SYSTEM_CURSOR_HAND)
        case .crosshair: system(SDL_SYSTEM_CURSOR_CROSSHAIR)
        case .move: system(SDL_SYSTEM_CURSOR_SIZEALL)
        case .resize(.diagonalDown): system(SDL_SYSTEM_CURSOR_SIZENWSE)
        case .resize(.diagonalUp): system(SDL_SYSTEM_CURSOR_SIZENESW)
        case .resize(.horizontal): system(SDL_SYSTEM_CURSOR_SIZEWE)
        case .resize(.vertical): system(SDL_SYSTEM_CURSOR_SIZENS)
        case .eyedropper(let scale):
            let line = scale / max(1, pixelRatio), key = Int((line * 8).rounded())
            if eyedropperCursors[key] == nil {
                let pipette = CursorImage.eyedropper(scale: line)
                eyedropperCursors[key] = try? ImageFile.withSurface(pipette.image) { SDL_CreateColorCursor($0, Int32(pipette.hotX), Int32(pipette.hotY)) }
            }
            SDL_SetCursor(eyedropperCursors[key] ?? SDL_GetDefaultCursor())
        case .ring(let diameter, let scale):
            let ratio = max(1, pixelRatio)
            let d = diameter / ratio, line = scale / ratio
            let key = [Int((d * 2).rounded()), Int((line * 8).rounded())]
            if cursors[key] == nil {
                let ring = CursorImage.ring(diameter: d, scale: line)
                cursors[key] = try? ImageFile.withSurface(ring.image) { SDL_CreateColorCursor($0, Int32(ring.hotX), Int32(ring.hotY)) }
            }
            if let c = cursors[key] { SDL_SetCursor(c) }
        }
    }
}
