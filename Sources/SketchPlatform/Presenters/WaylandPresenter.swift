import CSDL2
import CWayland
import Dispatch
import Glibc
import SketchCore
import SketchRaster

/// Presents frames on Wayland: the dirty rectangles are copied into a wl_shm buffer that is
/// attached to SDL's own wl_surface (from SDL_GetWindowWMInfo), with damage_buffer for just
/// those rectangles. SDL 2.26's Wayland driver has no software window surface, and its GL
/// texture framebuffer costs tens of times the CPU under Mesa's software GL.
///
/// - Buffers come from a small pool and are reused once the compositor releases them; each
///   remembers what it lacks of the newest frame, so only dirty rectangles are ever copied.
/// - A frame callback paces the commits: a new frame waits for the compositor to have shown
///   the last one (at most `callbackPatience`, as a hidden window gets no callbacks).
/// - SDL keeps the surface's role, its xdg-decoration or libdecor frame, and its buffer scale
///   or, at a fractional output scale, its viewport (from the outputs it enters, with
///   SDL_WINDOW_ALLOW_HIGHDPI); frames come at the drawable's size in pixels. SDL itself never attaches a buffer to the surface while it has
///   neither a renderer nor a window surface, which this presenter makes sure of.
/// - Where the compositor has wp_fractional_scale_v1, `WaylandFractionalScale` follows its
///   preferred scale with a viewport of the presenter's own where SDL leaves room for it; the
///   app then renders at `drawableSize()` rather than SDL's drawable.
/// - Its objects live on an event queue of their own: SDL's event pump reads the connection,
///   and the queue is dispatched here, so SDL's listeners never see them.
final class WaylandPresenter: Presenter {
    let name = PresenterChoice.wayland.rawValue
    private let display: OpaquePointer
    private let queue: OpaquePointer
    /// SDL's surface as seen from `queue`: frame callbacks asked for through it arrive there.
    private let surface: OpaquePointer
    private var shm: OpaquePointer?
    private var buffers: [WaylandShmBuffer] = []
    /// The buffer last committed: what the window shows.
    private weak var shown: WaylandShmBuffer?
    private var frameCallback: OpaquePointer?
    /// Changes of frames that found no free buffer: not on screen yet, so the next commit
    /// damages them too.
    private var unshown = DirtyRegion()
    /// The preferred fractional scale and the presenter's own viewport, where they apply.
    private let fractional: WaylandFractionalScale
    static let poolLimit = 3
    static let callbackPatience = 0.05
    static let releasePatience = 0.1

    init(window: OpaquePointer) throws {
        guard let info = windowSystemInfo(window), info.subsystem == SDL_SYSWM_WAYLAND,
              let display = info.info.wl.display, let sdlSurface = info.info.wl.surface else {
            throw PresenterUnavailable(reason: "the window is not a Wayland window")
        }
        guard let queue = wl_display_create_queue(display) else { throw PresenterUnavailable(reason: "cannot make a Wayland event queue") }
        self.display = display
        self.queue = queue
        fractional = WaylandFractionalScale(window: window)
        surface = OpaquePointer(wl_proxy_create_wrapper(UnsafeMutableRawPointer(sdlSurface)))
        wl_proxy_set_queue(surface, queue)
        let displayOnQueue = OpaquePointer(wl_proxy_create_wrapper(UnsafeMutableRawPointer(display)))
        wl_proxy_set_queue(displayOnQueue, queue)
        let registry = wl_display_get_registry(displayOnQueue)
        wl_proxy_wrapper_destroy(UnsafeMutableRawPointer(displayOnQueue))
        wl_registry_add_listener(registry, registryListener, Unmanaged.passUnretained(self).toOpaque())
        let answered = wl_display_roundtrip_queue(display, queue)
        wl_registry_destroy(registry)
        guard answered >= 0 else {
            throw PresenterUnavailable(reason: "the compositor did not list its globals (\(String(cString: strerror(errno))))")
        }
        guard shm != nil else { throw PresenterUnavailable(reason: "the compositor offers no wl_shm") }
        fractional.start(surface: surface)
        wl_display_roundtrip_queue(display, queue)
    }

    /// The drawable size the app renders: SDL's, or the compositor's preferred scale's where
    /// SDL leaves room for it (`WaylandBufferPlan`).
    func drawableSize() -> (width: Int, height: Int)? {
        wl_display_dispatch_queue_pending(display, queue)
        let plan = fractional.plan
        return (plan.width, plan.height)
    }

    deinit {
        if let frameCallback { wl_callback_destroy(frameCallback) }
        buffers.removeAll()
        if let shm { wl_shm_destroy(shm) }
        fractional.close()
        wl_proxy_wrapper_destroy(UnsafeMutableRawPointer(surface))
        wl_event_queue_destroy(queue)
        registryListener.deallocate()
        callbackListener.deallocate()
    }

    func present(_ frame: RGBAImage, rects: [IntRect]) {
        guard !rects.isEmpty, frame.width > 0, frame.height > 0 else { return }
        if frameCallback != nil { waitForEvents(Self.callbackPatience) { self.frameCallback == nil } }
        if let late = frameCallback {
            // Not shown for a while (a hidden window): present anyway rather than hold the frame.
            wl_callback_destroy(late)
            frameCallback = nil
        }
        guard let target = freeBuffer(width: frame.width, height: frame.height) else {
            // Every buffer is still the compositor's: they all lack this frame's changes, and
            // the next frame brings them.
            for buffer in buffers { rects.forEach { buffer.lacks.add($0) } }
            rects.forEach { unshown.add($0) }
            return
        }
        for buffer in buffers where buffer !== target { rects.forEach { buffer.lacks.add($0) } }
        var copy = target.lacks
        rects.forEach { copy.add($0) }
        target.copy(copy.rects, of: frame)
        target.lacks.removeAll()

        frameCallback = wl_surface_frame(surface)
        wl_callback_add_listener(frameCallback, callbackListener, Unmanaged.passUnretained(self).toOpaque())
        fractional.apply(fractional.plan, surface: surface)
        wl_surface_attach(surface, target.buffer, 0, 0)
        rects.forEach { unshown.add($0) }
        if wl_proxy_get_version(surface) >= UInt32(WL_SURFACE_DAMAGE_BUFFER_SINCE_VERSION) {
            for r in unshown.rects { wl_surface_damage_buffer(surface, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height)) }
        } else {
            // A wl_compositor older than version 4 takes damage in surface coordinates only.
            wl_surface_damage(surface, 0, 0, Int32.max, Int32.max)
        }
        unshown.removeAll()
        wl_surface_commit(surface)
        target.busy = true
        shown = target
        wl_display_flush(display)
    }

    /// A buffer beside the one the window shows.
    var holdsSpareMemory: Bool { buffers.contains { $0 !== shown } }

    /// Destroys the buffers the compositor has given back (its releases read first), keeping
    /// the one it shows: a frame
    /// after a pause makes a new buffer (one whole-frame copy) where a stroke reuses the two it
    /// alternates between.
    func dropSpareMemory() {
        wl_display_dispatch_queue_pending(display, queue)
        buffers.removeAll { !$0.busy && $0 !== shown }
    }

    /// A buffer of the frame's size that the compositor does not hold: a released one, a new one
    /// while the pool is small, or one released within `releasePatience`.
    private func freeBuffer(width: Int, height: Int) -> WaylandShmBuffer? {
        // Buffers of an old size are dropped; the compositor keeps its own reference to the
        // memory of one it still shows.
        buffers.removeAll { $0.width != width || $0.height != height }
        wl_display_dispatch_queue_pending(display, queue)
        if let free = buffers.first(where: { !$0.busy }) { return free }
        if buffers.count < Self.poolLimit, let shm, let made = try? WaylandShmBuffer(shm: shm, width: width, height: height) {
            buffers.append(made)
            return made
        }
        waitForEvents(Self.releasePatience) { self.buffers.contains { !$0.busy } }
        return buffers.first { !$0.busy }
    }

    /// Reads and dispatches this presenter's events until `done` or `seconds` have passed.
    /// Events for SDL's queue that arrive meanwhile stay queued for SDL's next pump.
    private func waitForEvents(_ seconds: Double, until done: () -> Bool) {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        while !done() {
            while wl_display_prepare_read_queue(display, queue) != 0 { wl_display_dispatch_queue_pending(display, queue) }
            let now = DispatchTime.now().uptimeNanoseconds
            guard !done(), now < deadline else { wl_display_cancel_read(display); return }
            wl_display_flush(display)
            var fd = pollfd(fd: wl_display_get_fd(display), events: Int16(POLLIN), revents: 0)
            if poll(&fd, 1, Int32((deadline - now) / 1_000_000) + 1) > 0 {
                guard wl_display_read_events(display) == 0 else { return }
            } else {
                wl_display_cancel_read(display)
            }
            if wl_display_dispatch_queue_pending(display, queue) < 0 { return }
        }
    }

    /// libwayland keeps these listeners' addresses while the objects live: they are allocated
    /// with the presenter and freed with it.
    private let registryListener: UnsafeMutablePointer<wl_registry_listener> = {
        let listener = UnsafeMutablePointer<wl_registry_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_registry_listener(global: { data, registry, name, interface, _ in
            guard let data, let interface else { return }
            let presenter = Unmanaged<WaylandPresenter>.fromOpaque(data).takeUnretainedValue()
            let interfaceName = String(cString: interface)
            guard !presenter.fractional.bind(registry: registry, name: name, interface: interfaceName) else { return }
            guard interfaceName == "wl_shm" else { return }
            presenter.shm = OpaquePointer(wl_registry_bind(registry, name, sketchpad_wl_shm_interface(), 1))
        }, global_remove: { _, _, _ in }))
        return listener
    }()

    private let callbackListener: UnsafeMutablePointer<wl_callback_listener> = {
        let listener = UnsafeMutablePointer<wl_callback_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_callback_listener(done: { data, callback, _ in
            guard let data else { return }
            let presenter = Unmanaged<WaylandPresenter>.fromOpaque(data).takeUnretainedValue()
            if presenter.frameCallback == callback { presenter.frameCallback = nil }
            wl_callback_destroy(callback)
        }))
        return listener
    }()
}
