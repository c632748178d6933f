import CSDL2
import CWayland
import CWaylandProtocols

/// The compositor's preferred scale for SDL's surface (wp_fractional_scale_v1, in 120ths) and
/// the Wayland presenter's own viewport, which shows a buffer of round(window × scale) pixels at
/// the window's size where SDL leaves room for it (`WaylandBufferPlan` decides).
///
/// Its objects live on the presenter's event queue, so their events arrive only while the
/// presenter dispatches it: at each frame, and whenever the app asks for its drawable size.
final class WaylandFractionalScale {
    private let window: OpaquePointer
    private var manager: OpaquePointer?
    private var viewporter: OpaquePointer?
    private var fractionalScale: OpaquePointer?
    private var viewport: OpaquePointer?
    private var shownDestination: WaylandBufferPlan.Size?
    /// The compositor's preferred scale in 120ths; nil until it says.
    private(set) var preferredScale: Int?
    /// The plan the app was last given, to tell it when a new scale changes it.
    private var lastPlan: WaylandBufferPlan?

    init(window: OpaquePointer) {
        self.window = window
    }

    deinit { close() }

    /// Destroys its objects; the presenter calls it before destroying their event queue.
    func close() {
        if let viewport { wp_viewport_destroy(viewport) }
        if let fractionalScale { wp_fractional_scale_v1_destroy(fractionalScale) }
        if let viewporter { wp_viewporter_destroy(viewporter) }
        if let manager { wp_fractional_scale_manager_v1_destroy(manager) }
        (viewport, fractionalScale, viewporter, manager) = (nil, nil, nil, nil)
    }

    /// Binds the globals it uses from the presenter's registry; false for any other.
    func bind(registry: OpaquePointer?, name: UInt32, interface: String) -> Bool {
        switch interface {
        case "wp_fractional_scale_manager_v1":
            manager = OpaquePointer(wl_registry_bind(registry, name, sketchpad_wp_fractional_scale_manager_v1_interface(), 1))
        case "wp_viewporter":
            viewporter = OpaquePointer(wl_registry_bind(registry, name, sketchpad_wp_viewporter_interface(), 1))
        default:
            return false
        }
        return true
    }

    /// Asks for the surface's preferred scale, once the globals are bound. `surface` is SDL's
    /// surface as seen from the presenter's queue. SDL 2.26 never asks for one itself (a
    /// second wp_fractional_scale_v1 of a surface would be a protocol error).
    func start(surface: OpaquePointer) {
        guard let manager, fractionalScale == nil else { return }
        fractionalScale = wp_fractional_scale_manager_v1_get_fractional_scale(manager, surface)
        wp_fractional_scale_v1_add_listener(fractionalScale, Self.listener, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The buffer size for the window now, from SDL's sizes and the preferred scale.
    var plan: WaylandBufferPlan {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetWindowSizeInPixels(window, &pw, &ph)
        let plan = WaylandBufferPlan.decide(
            window: .init(width: Int(w), height: Int(h)), sdlDrawable: .init(width: Int(pw), height: Int(ph)),
            preferredScale: preferredScale, hasViewporter: viewporter != nil, sdlMayMakeViewport: Self.sdlMayMakeViewport())
        lastPlan = plan
        return plan
    }

    /// Before a commit: gives the surface the presenter's viewport with the plan's destination,
    /// or takes it away when SDL's setup is the one to follow. The buffer may lag the plan by a
    /// frame (the app renders the new size next): the viewport shows any buffer size.
    func apply(_ plan: WaylandBufferPlan, surface: OpaquePointer) {
        guard let destination = plan.viewportDestination, let viewporter else {
            if let viewport {
                wp_viewport_destroy(viewport)
                self.viewport = nil
                shownDestination = nil
            }
            return
        }
        if viewport == nil { viewport = wp_viewporter_get_viewport(viewporter, surface) }
        if shownDestination != destination {
            wp_viewport_set_destination(viewport, Int32(destination.width), Int32(destination.height))
            shownDestination = destination
        }
    }

    /// A new preferred scale changes the drawable size without SDL knowing: the app hears of
    /// it as a size change, and renders the new size.
    private func preferredScaleChanged(_ scale: Int) {
        guard scale != preferredScale else { return }
        preferredScale = scale
        guard let before = lastPlan, plan != before else { return }
        var event = SDL_Event()
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.timestamp = SDL_GetTicks()
        event.window.windowID = SDL_GetWindowID(window)
        event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        event.window.data1 = w
        event.window.data2 = h
        SDL_PushEvent(&event)
    }

    /// Whether any display has a fractional scale in SDL's eyes, where SDL would give a window
    /// entering it a viewport of its own: SDL 2.26's desktop mode and bounds are the display's
    /// xdg-output size, and a scaled display also lists its pixels as its largest mode (mode 0).
    private static func sdlMayMakeViewport() -> Bool {
        (0..<max(0, SDL_GetNumVideoDisplays())).contains { index in
            var largest = SDL_DisplayMode(), desktop = SDL_DisplayMode()
            guard SDL_GetDisplayMode(index, 0, &largest) == 0, SDL_GetDesktopDisplayMode(index, &desktop) == 0 else { return false }
            return WaylandBufferPlan.isFractional(pixelWidth: Int(largest.w), logicalWidth: Int(desktop.w))
        }
    }

    /// Unchecked: the table is written once, when first used, and only read after (libwayland
    /// calls through it on the thread that dispatches the presenter's queue, the main thread).
    nonisolated(unsafe) private static let listener: UnsafeMutablePointer<wp_fractional_scale_v1_listener> = {
        let listener = UnsafeMutablePointer<wp_fractional_scale_v1_listener>.allocate(capacity: 1)
        listener.initialize(to: wp_fractional_scale_v1_listener(preferred_scale: { data, _, scale in
            guard let data else { return }
            Unmanaged<WaylandFractionalScale>.fromOpaque(data).takeUnretainedValue().preferredScaleChanged(Int(scale))
        }))
        return listener
    }()
}
