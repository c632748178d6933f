import CWayland
import Glibc
import SketchCore
import SketchRaster

/// One frame-sized wl_shm buffer of the Wayland presenter: pixels in shared memory (XRGB8888,
/// the frame's own 0xAARRGGBB words), whether the compositor still holds it, and which parts of
/// the newest frame it has not been given yet.
final class WaylandShmBuffer {
    let width: Int
    let height: Int
    let buffer: OpaquePointer
    /// From its commit until the compositor's wl_buffer.release its pixels are the compositor's.
    var busy = false
    /// What it lacks of the newest frame: changes made while it was busy or not yet made.
    var lacks = DirtyRegion()
    private let pixels: UnsafeMutableRawPointer
    private let byteCount: Int

    init(shm: OpaquePointer, width: Int, height: Int) throws {
        self.width = width
        self.height = height
        byteCount = width * height * 4
        // The memory's descriptor is needed only until the pool is made: the mapping and the
        // compositor's copy (libwayland sends a duplicate) keep the memory after it closes.
        guard let memory = FileDescriptor(sketchpad_shm_file(byteCount)) else {
            throw PresenterUnavailable(reason: "cannot make \(byteCount) bytes of shared memory (\(String(cString: strerror(errno))))")
        }
        guard let map = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, memory.raw, 0), map != MAP_FAILED else {
            throw PresenterUnavailable(reason: "cannot map \(byteCount) bytes of shared memory (\(String(cString: strerror(errno))))")
        }
        guard let pool = wl_shm_create_pool(shm, memory.raw, Int32(byteCount)),
              let buffer = wl_shm_pool_create_buffer(pool, 0, Int32(width), Int32(height), Int32(width * 4), WL_SHM_FORMAT_XRGB8888.rawValue) else {
            munmap(map, byteCount)
            throw PresenterUnavailable(reason: "the compositor's wl_shm made no buffer")
        }
        // The buffer keeps the pool's memory; the pool itself is not needed again.
        wl_shm_pool_destroy(pool)
        pixels = map
        self.buffer = buffer
        lacks.add(IntRect(x: 0, y: 0, width: width, height: height))
        wl_buffer_add_listener(buffer, listener, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        wl_buffer_destroy(buffer)
        munmap(pixels, byteCount)
        listener.deallocate()
    }

    /// Copies the `rects` of `frame` (the buffer's size) into the buffer.
    func copy(_ rects: [IntRect], of frame: RGBAImage) {
        let bounds = IntRect(x: 0, y: 0, width: width, height: height)
        frame.pixels.withUnsafeBytes { source in
            for rect in rects {
                let r = rect.intersection(bounds)
                guard !r.isEmpty else { continue }
                for y in r.y..<r.maxY {
                    let offset = (y * width + r.x) * 4
                    (pixels + offset).copyMemory(from: source.baseAddress! + offset, byteCount: r.width * 4)
                }
            }
        }
    }

    /// libwayland keeps its address while the buffer lives; freed with it.
    private let listener: UnsafeMutablePointer<wl_buffer_listener> = {
        let listener = UnsafeMutablePointer<wl_buffer_listener>.allocate(capacity: 1)
        listener.initialize(to: wl_buffer_listener(release: { data, _ in
            guard let data else { return }
            Unmanaged<WaylandShmBuffer>.fromOpaque(data).takeUnretainedValue().busy = false
        }))
        return listener
    }()
}
