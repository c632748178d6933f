import Glibc

/// Keeps the app's resident memory close to what it uses. glibc raises its mmap threshold
/// after the first large free, so later large buffers (decoded photos, masks) come from the
/// heap and stay resident after they are freed; a fixed threshold returns them to the system,
/// and a trim after big one-off work (opening a photo) hands back the rest.
/// (`mallopt` and `malloc_trim` are glibc's; Swift's Glibc module does not import malloc.h,
/// so they are looked up by name.)
public enum MemoryPolicy {
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    private typealias MallocTrim = @convention(c) (Int) -> Int32
    /// From malloc.h.
    private static let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3

    public static func apply() {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(mmapThreshold, 256 * 1024)
        _ = mallopt(trimThreshold, 1024 * 1024)
    }

    /// glibc's malloc_trim, looked up once.
    private static let mallocTrim: MallocTrim? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim").map { unsafeBitCast($0, to: MallocTrim.self) }

    /// Hands the pages of every free block in every arena back to the system; false when this
    /// C library has no malloc_trim.
    @discardableResult
    public static func trim() -> Bool {
        guard let mallocTrim else { return false }
        _ = mallocTrim(0)
        return true
    }
}
