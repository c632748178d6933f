import Glibc

/// Whether memory can be had now. Swift's arrays stop the program when the system refuses
/// them, and a worker thread the system cannot give a stack leaves libdispatch waiting for one
/// for ever; work large enough to be refused asks here first.
public enum MemoryProbe {
    /// What a worker thread takes: its stack (8 MB by default on Linux).
    public static let threadBytes = 8 << 20

    /// Asks the system for `bytes` of address space and gives them back at once. Straight from
    /// mmap, as malloc serves a block this large: a malloc and free of it would also move
    /// malloc's threshold for using mmap, and the next large block would come from the heap.
    public static func canAllocate(_ bytes: Int) -> Bool {
        guard bytes > 0 else { return true }
        guard let block = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), block != MAP_FAILED else { return false }
        munmap(block, bytes)
        return true
    }

    /// How many threads `wanted` work items may run on: all of them when their stacks can be
    /// had, else one, the caller's own (`concurrentPerform` runs a single item on it).
    public static func affordableThreads(_ wanted: Int) -> Int {
        // Twice the stacks, and one more: libdispatch may start more threads than items, and
        // whatever runs beside needs room too.
        wanted > 1 && !canAllocate((wanted + 1) * 2 * threadBytes) ? 1 : wanted
    }
}
