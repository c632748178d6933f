import Glibc
import SketchPlatform
import Testing

/// `MemoryPolicy.trim` hands what the heap holds freed back to the system: pages of blocks
/// freed below a block still in use stay resident (the heap cannot shrink past it) until it
/// runs. Residency is read with mincore(2) on those pages alone, so other tests' memory does
/// not count.
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

    @Test func aTrimReturnsThePagesOfFreedBlocks() {
        // 64 blocks of 128 kB: under the mmap threshold (256 kB), so they come from the heap.
        let size = 128 * 1024
        let blocks = (0..<64).map { _ in malloc(size)! }
        for block in blocks { memset(block, 0xA5, size) }
        // Still in use above them, so freeing them cannot shrink the heap by itself.
        let pin = malloc(64)!
        let pages = blocks.map { Self.innerPages($0, size) }
        let total = pages.reduce(0) { $0 + $1.count }
        #expect(Self.residentPages(pages) == total, "the written blocks are resident")
        for block in blocks { free(block) }
        let beforeTrim = Self.residentPages(pages)
        #expect(beforeTrim > total / 2, "freed but not trimmed, most pages stay: \(beforeTrim) of \(total)")
        MemoryPolicy.trim()
        let afterTrim = Self.residentPages(pages)
        #expect(afterTrim < total / 4, "after the trim, \(afterTrim) of \(total) pages are still resident")
        free(pin)
    }
}
