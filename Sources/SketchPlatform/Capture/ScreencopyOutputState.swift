import CWayland
import CWaylandProtocols
import Glibc
import SketchTranslation

/// One wl_output of `WaylandScreencopy`: where it lies and its scale (from wl_output's
/// events), and its screencopy frame: the buffer the compositor asks for, made in shared memory
/// once it has said all it offers (buffer_done, or the buffer event before version 3), then
/// its pixels when the frame is ready.
final class ScreencopyOutputState {
    private let proxy: OpaquePointer
    private var output = ScreencopyOutput()
    private var frame: OpaquePointer?
    private var place: OpaquePointer?
    private var version: UInt32 = 1
    private var shm: OpaquePointer?
    private var offer: (format: UInt32, width: Int, height: Int, stride: Int)?
    private var yInvert = false
    /// Whether xdg-output gave the position.
    private var placed = false
    private var buffer: OpaquePointer?
    private var memory: (map: UnsafeMutableRawPointer, size: Int)?
    /// The copied pixels, or why there are none; nil while the copy runs.
    private(set) var result: Result<ScreencopyOutput, ScreencopyError>?
    var isFinished: Bool { result != nil }

    struct ScreencopyError: Error { let reason: String }

    init(proxy: OpaquePointer) {
        self.proxy = proxy
        wl_output_add_listener(proxy, outputListener, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Asks where the output lies in the logical space (xdg-output).
    func askPlace(_ manager: OpaquePointer) {
        place = zxdg_output_manager_v1_get_xdg_output(manager, proxy)
        zxdg_output_v1_add_listener(place, placeListener, Unmanaged.passUnretained(self).toOpaque())
    }

    func close() {
        releaseBuffer()
        if let place { zxdg_output_v1_destroy(place) }
        place = nil
        placeListener.deallocate()
        if let frame { zwlr_screencopy_frame_v1_destroy(frame) }
        frame = nil
        outputListener.deallocate()
        frameListener.deallocate()
        // wl_output's release request came with version 3.
        if wl_proxy_get_version(proxy) >= 3 { wl_output_release(proxy) } else { wl_output_destroy(proxy) }
    }

    func start(manager: OpaquePointer, shm: OpaquePointer) {
        self.shm = shm
        version = zwlr_screencopy_manager_v1_get_version(manager)
        frame = zwlr_screencopy_manager_v1_capture_output(manager, 0, proxy)
        zwlr_screencopy_frame_v1_add_listener(frame, frameListener, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Makes the buffer the compositor offered and asks for the copy.
    private func copy() {
        guard buffer == nil, let offer, let shm, let frame else { return }
        guard offer.width > 0, offer.height > 0, offer.stride >= offer.width * 4 else {
            return finish(tr("the compositor offered a buffer of {width}×{height} pixels, which cannot hold a screen", ["width": offer.width, "height": offer.height]))
        }
        guard ScreencopyPicture.Format(rawValue: offer.format) != nil else {
            return finish(tr("the compositor copies the screen only in the pixel format {format}, which Sketchpad does not read", ["format": ScreencopyPicture.fourcc(offer.format)]))
        }
        let size = offer.stride * offer.height
        let fd = sketchpad_shm_file(size)
        guard fd >= 0 else { return finish(tr("cannot make {bytes} bytes of shared memory for the screen", ["bytes": size])) }
        defer { Glibc.close(fd) }
        guard let map = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), map != MAP_FAILED else {
            return finish(tr("cannot make {bytes} bytes of shared memory for the screen", ["bytes": size]))
        }
        memory = (map, size)
        let pool = wl_shm_create_pool(shm, fd, Int32(size))
        buffer = wl_shm_pool_create_buffer(pool, 0, Int32(offer.width), Int32(offer.height), Int32(offer.stride), offer.format)
        wl_shm_pool_destroy(pool)
        zwlr_screencopy_frame_v1_copy(frame, buffer)
    }

    private func ready() {
        guard let offer, let memory, let format = ScreencopyPicture.Format(rawValue: offer.format) else {
            return finish(tr("the compositor said the screen was copied before it was given a buffer"))
        }
        output.width = offer.width
        output.height = offer.height
        output.pixels = ScreencopyPicture.pixels(UnsafeRawBufferPointer(start: memory.map, count: memory.size), format: format,
                                                 width: offer.width, height: offer.height, stride: offer.stride, yInvert: yInvert)
        result = .success(output)
        releaseBuffer()
    }

    private func finish(_ reason: String) {
        if result == nil { result = .failure(ScreencopyError(reason: reason)) }
        releaseBuffer()
    }

    private func releaseBuffer() {
        if let buffer { wl_buffer_destroy(buffer) }
        buffer = nil
        if let memory { munmap(memory.map, memory.size) }
        memory = nil
    }

    private static func state(_ data: UnsafeMutableRawPointer?) -> ScreencopyOutputState? {
        data.map { Unmanaged<ScreencopyOutputState>.fromOpaque($0).takeUnretainedValue() }
    }

    /// libwayland keeps the listeners' addresses while the objects live: allocated with the
    /// output, freed when it closes.
    private let outputListener: UnsafeMutablePointer<wl_output_listener> = {
        var listener = wl_output_listener()
        listener.geometry = { data, _, x, y, _, _, _, _, _, transform in
            guard let state = ScreencopyOutputState.state(data) else { return }
            state.output.transform = Int(transform)
            // xdg-output's position, when it came, is the one that counts.
            if !state.placed { (state.output.x, state.output.y) = (Int(x), Int(y)) }
        }
        listener.mode = { _, _, _, _, _, _ in }
        listener.done = { _, _ in }
        listener.scale = { data, _, factor in ScreencopyOutputState.state(data)?.output.scale = Int(max(1, factor)) }
        let pointer = UnsafeMutablePointer<wl_output_listener>.allocate(capacity: 1)
        pointer.initialize(to: listener)
        return pointer
    }()

    private let placeListener: UnsafeMutablePointer<zxdg_output_v1_listener> = {
        var listener = zxdg_output_v1_listener()
        listener.logical_position = { data, _, x, y in
            guard let state = ScreencopyOutputState.state(data) else { return }
            (state.output.x, state.output.y) = (Int(x), Int(y))
            state.placed = true
        }
        listener.logical_size = { data, _, width, height in ScreencopyOutputState.state(data)?.output.logicalSize = (Int(width), Int(height)) }
        listener.done = { _, _ in }
        listener.name = { _, _, _ in }
        listener.description = { _, _, _ in }
        let pointer = UnsafeMutablePointer<zxdg_output_v1_listener>.allocate(capacity: 1)
        pointer.initialize(to: listener)
        return pointer
    }()

    private let frameListener: UnsafeMutablePointer<zwlr_screencopy_frame_v1_listener> = {
        var listener = zwlr_screencopy_frame_v1_listener()
        listener.buffer = { data, _, format, width, height, stride in
            guard let state = ScreencopyOutputState.state(data) else { return }
            state.offer = (format, Int(width), Int(height), Int(stride))
            // Before version 3 nothing more is offered: the copy can be asked for now.
            if state.version < 3 { state.copy() }
        }
        listener.flags = { data, _, flags in
            ScreencopyOutputState.state(data)?.yInvert = flags & ZWLR_SCREENCOPY_FRAME_V1_FLAGS_Y_INVERT.rawValue != 0
        }
        listener.ready = { data, _, _, _, _ in ScreencopyOutputState.state(data)?.ready() }
        listener.failed = { data, _ in ScreencopyOutputState.state(data)?.finish(tr("the compositor could not copy the screen")) }
        listener.damage = { _, _, _, _, _, _ in }
        listener.linux_dmabuf = { _, _, _, _, _ in }
        listener.buffer_done = { data, _ in
            guard let state = ScreencopyOutputState.state(data) else { return }
            guard state.offer != nil else { return state.finish(tr("the compositor offers the screen in no shared-memory buffer")) }
            state.copy()
        }
        let pointer = UnsafeMutablePointer<zwlr_screencopy_frame_v1_listener>.allocate(capacity: 1)
        pointer.initialize(to: listener)
        return pointer
    }()
}
