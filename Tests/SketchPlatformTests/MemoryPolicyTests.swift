import Glibc
import SketchPlatform
import Testing

/// `MemoryPolicy.trim` hands what the heap holds freed back to the system: pages of blocks
/// freed between blocks still in use stay resident (the heap cannot shrink past them) until
/// it runs. Residency is read with mincore(2) on those pages alone.
@Suite struct MemoryPolicyTests {
    static let page = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Whole pages inside the block at `address` of `size` bytes, past its malloc header.
    static func innerPages(_ address: UnsafeMutableRawPointer, _ size: Int) -> (start: UnsafeMutableRawPointer, count: Int) {
        let first = (Int(bitPattern: address) + page) / page * page
        let end = (Int(bitPattern: address) + size) / page * page
        return (UnsafeMutableRawPointer(bitPattern: first)!, max(0, (end - first) / page))
    }

    static func residentPages(_ blocks: [(start: UnsafeMutableRawPointer, count: Int)]) -> Int {
        var resident = 0
        for block in blocks where block.count > 0 {
            var flags = [UInt8](repeating: 0, count: block.count)
            guard mincore(block.start, block.count * page, &flags) == 0 else { continue }
            resident += flags.reduce(0) { $0 + Int($1 & 1) }
        }
        return resident
    }

    /// Pages of the freed blocks: resident before the trim, and after it; and how many in all.
    struct Residency { var total = 0, beforeTrim = 0, afterTrim = 0, trimmed = false }

    /// Writes 64 blocks of 96 kB (under glibc's lowest mmap threshold, 128 kB, so they come
    /// from the heap), and frees every other one in address order, the highest kept: each
    /// freed block lies below one in use, so freeing cannot shrink the heap by itself (nor can
    /// it merge into the top of a thread's heap, which malloc_trim leaves alone). Then trims.
    static func freeAndTrim() -> Residency {
        let size = 96 * 1024
        let blocks = (0..<64).map { _ in malloc(size)! }.sorted { UInt(bitPattern: $0) < UInt(bitPattern: $1) }
        for block in blocks { memset(block, 0xA5, size) }
        let freed = blocks.indices.filter { $0 % 2 == 0 }.map { blocks[$0] }
        let kept = blocks.indices.filter { $0 % 2 == 1 }.map { blocks[$0] }
        defer { for block in kept { free(block) } }
        let pages = freed.map { innerPages($0, size) }
        var residency = Residency(total: pages.reduce(0) { $0 + $1.count })
        for block in freed { free(block) }
        residency.beforeTrim = residentPages(pages)
        residency.trimmed = MemoryPolicy.trim()
        residency.afterTrim = residentPages(pages)
        return residency
    }

    @Test func aTrimReturnsThePagesOfFreedBlocks() throws {
        // In a child process of one thread: the other tests running in this one would reuse
        // the freed blocks. Run here once first, so that everything the Swift runtime sets up
        // on first use is set up before the fork; the child reports through shared memory.
        _ = Self.freeAndTrim()
        let shared = mmap(nil, MemoryLayout<Residency>.size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0)!
        try #require(shared != MAP_FAILED)
        defer { munmap(shared, MemoryLayout<Residency>.size) }
        let result = shared.bindMemory(to: Residency.self, capacity: 1)
        result.initialize(to: Residency())
        let child = fork()
        if child == 0 {
            result.pointee = Self.freeAndTrim()
            _exit(0)
        }
        try #require(child > 0)
        var status: Int32 = 0
        try #require(waitpid(child, &status, 0) == child && status == 0, "the child ended with status \(status)")
        let r = result.pointee
        #expect(r.trimmed, "no malloc_trim in this C library")
        #expect(r.total > 700, "\(r.total) pages")
        #expect(r.beforeTrim > r.total / 2, "freed but not trimmed, most pages stay: \(r.beforeTrim) of \(r.total)")
        #expect(r.afterTrim < r.total / 4, "after the trim, \(r.afterTrim) of \(r.total) pages are still resident")
    }
}
