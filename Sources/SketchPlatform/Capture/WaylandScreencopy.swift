import CWayland
import CWaylandProtocols
import Dispatch
import Glibc
import SketchCore
import SketchRaster
import SketchTranslation

/// The screen of a wlroots compositor (sway, Hyprland, river, labwc…) through
/// wlr-screencopy-unstable-v1, as grim takes it: a connection of its own, every wl_output
/// copied into a wl_shm buffer of the format the compositor asks for, the outputs composed at
/// their logical positions (`ScreencopyPicture`). The cursor is left out. Every wait is
/// bounded: a compositor that stops answering is said, not hung on.
final class WaylandScreencopy {
    /// How long the listing of the outputs, and then their copy, may each take: a compositor
    /// answers within a frame or two.
    static let timeoutSeconds = 10.0

    enum Failure: Error, Equatable {
        /// The compositor offers no zwlr_screencopy_manager_v1 (or cannot be reached): said as
        /// part of the message that no way is left.
        case absent(String)
        case failed(String)
    }

    private let display: OpaquePointer
    private var shm: OpaquePointer?
    private var manager: OpaquePointer?
    private var xdgOutputs: OpaquePointer?
    private var outputs: [ScreencopyOutputState] = []

    /// Connects to `name` (WAYLAND_DISPLAY) and lists the globals.
    init(display name: String) throws(Failure) {
        guard let display = wl_display_connect(name) else {
            throw .absent(tr("cannot connect to the Wayland display {display}", ["display": name]))
        }
        self.display = display
        let registry = wl_display_get_registry(display)
        defer { wl_registry_destroy(registry) }
        wl_registry_add_listener(registry, registryListener, Unmanaged.passUnretained(self).toOpaque())
        // The globals, then each output's geometry, scale and logical place.
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(Self.timeoutSeconds * 1e9)
        try roundtrip(until: deadline)
        if let xdgOutputs { outputs.forEach { $0.askPlace(xdgOutputs) } }
        try roundtrip(until: deadline)
        guard manager != nil else { throw .absent(tr("the compositor offers no wlr-screencopy (zwlr_screencopy_manager_v1)")) }
        guard shm != nil, !outputs.isEmpty else { throw .failed(tr("the compositor offers no shared memory or no output to copy")) }
    }

    deinit {
        outputs.forEach { $0.close() }
        if let manager { zwlr_screencopy_manager_v1_destroy(manager) }
        if let xdgOutputs { zxdg_output_manager_v1_destroy(xdgOutputs) }
        if let shm { wl_shm_destroy(shm) }
        wl_display_disconnect(display)
        registryListener.deallocate()
        syncListener.deallocate()
    }

    /// Every output's pixels, composed.
    func take(timeoutSeconds: Double = timeoutSeconds) throws(Failure) -> RGBAImage {
        guard let manager, let shm else { throw .failed(tr("the compositor offers no wlr-screencopy (zwlr_screencopy_manager_v1)")) }
        for output in outputs { output.start(manager: manager, shm: shm) }
        wl_display_flush(display)
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeoutSeconds * 1e9)
        while outputs.contains(where: { !$0.isFinished }) {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else {
                throw .failed(tr("the compositor did not copy the screen within {seconds} s", ["seconds": Int(timeoutSeconds)]))
            }
            guard dispatch(milliseconds: Int32((deadline - now) / 1_000_000) + 1) else {
                throw .failed(tr("the connection to the Wayland compositor broke during the copy"))
            }
        }
        var copied: [ScreencopyOutput] = []
        for output in outputs {
            switch output.result {
            case .success(let pixels): copied.append(pixels)
            case .failure(let error): throw .failed(error.reason)
            case nil: break
            }
        }
        return ScreencopyPicture.compose(copied)
    }

    /// wl_display_roundtrip with a deadline: a compositor that stops answering (stopped, or
    /// stuck) is said rather than waited for.
    private func roundtrip(until deadline: UInt64) throws(Failure) {
        synced = false
        guard let callback = wl_display_sync(display) else { throw .failed(tr("the Wayland compositor did not list its outputs")) }
        defer { wl_callback_destroy(callback) }
        wl_callback_add_listener(callback, syncListener, Unmanaged.passUnretained(self).toOpaque())
        while !synced {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else {
                throw .failed(tr("the Wayland compositor did not answer within {seconds} s", ["seconds": Int(Self.timeoutSeconds)]))
            }
            guard dispatch(milliseconds: Int32((deadline - now) / 1_000_000) + 1) else {
                throw .failed(tr("the Wayland compositor did not list its outputs"))
            }
        }
    }

    private var synced = false

    private let syncListener: UnsafeMutablePointer<wl_callback_listener> = {
        let listener = UnsafeMutablePointer<wl_callback_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_callback_listener(done: { data, _, _ in
            guard let data else { return }
            Unmanaged<WaylandScreencopy>.fromOpaque(data).takeUnretainedValue().synced = true
        }))
        return listener
    }()

    /// Reads and dispatches the events that come within `milliseconds`; false when the
    /// connection broke.
    private func dispatch(milliseconds: Int32) -> Bool {
        while wl_display_prepare_read(display) != 0 {
            if wl_display_dispatch_pending(display) < 0 { return false }
        }
        wl_display_flush(display)
        var fd = pollfd(fd: wl_display_get_fd(display), events: Int16(POLLIN), revents: 0)
        if poll(&fd, 1, milliseconds) > 0 {
            if wl_display_read_events(display) != 0 { return false }
        } else {
            wl_display_cancel_read(display)
        }
        return wl_display_dispatch_pending(display) >= 0
    }

    private func global(registry: OpaquePointer?, name: UInt32, interface: String, version: UInt32) {
        switch interface {
        case "wl_shm":
            shm = OpaquePointer(wl_registry_bind(registry, name, sketchpad_wl_shm_interface(), 1))
        case "wl_output":
            // Version 2 brings the scale; 3 is what this reads at most.
            let proxy = OpaquePointer(wl_registry_bind(registry, name, sketchpad_wl_output_interface(), min(version, 3)))
            if let proxy { outputs.append(ScreencopyOutputState(proxy: proxy)) }
        case "zwlr_screencopy_manager_v1":
            manager = OpaquePointer(wl_registry_bind(registry, name, sketchpad_zwlr_screencopy_manager_v1_interface(), min(version, 3)))
        case "zxdg_output_manager_v1":
            // Version 2 is the first whose logical size is the output's as its clients see it.
            xdgOutputs = OpaquePointer(wl_registry_bind(registry, name, sketchpad_zxdg_output_manager_v1_interface(), min(version, 3)))
        default:
            break
        }
    }

    /// libwayland keeps the listener's address while the registry lives: allocated with the
    /// capture and freed with it.
    private let registryListener: UnsafeMutablePointer<wl_registry_listener> = {
        let listener = UnsafeMutablePointer<wl_registry_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_registry_listener(global: { data, registry, name, interface, version in
            guard let data, let interface else { return }
            Unmanaged<WaylandScreencopy>.fromOpaque(data).takeUnretainedValue()
                .global(registry: registry, name: name, interface: String(cString: interface), version: version)
        }, global_remove: { _, _, _ in }))
        return listener
    }()
}
