import FoundationEssentials
import Glibc
import SketchCore
import SketchRaster
import SketchTranslation

/// A session's checkpoint: the document with its whole history (`DocumentSnapshot`) and the
/// layer as it was shown for it (a PNG), so a restore starts from here with nothing to replay
/// or redraw. The journal of the same generation holds the edits since.
///
/// Layout (little-endian): "SKCP" 1, generation (u64), steps to redo (u32), the layer's PNG
/// (u64 length, bytes; empty for none), the document snapshot (the rest), CRC-32 of all before.
public enum CheckpointFile {
    static let magic: [UInt8] = Array("SKCP".utf8)
    static let version: UInt8 = 1

    public struct Contents {
        public var generation: Int
        public var redos: Int
        public var document: Document
        public var layer: RGBAImage?
    }

    public static func encode(generation: Int, redos: Int, document: Document, layer: RGBAImage?) throws -> [UInt8] {
        let png = try layer.map { try ImageFile.encode($0, as: .png) } ?? []
        var w = ByteWriter()
        w.append(magic)
        w.u8(version)
        w.u64(UInt64(generation))
        w.u32(UInt32(redos))
        w.u64(UInt64(png.count))
        w.append(png)
        DocumentSnapshot.encode(document, into: &w)
        var bytes = w.bytes
        let crc = bytes.withUnsafeBytes { CRC32.checksum($0) }
        withUnsafeBytes(of: crc.littleEndian) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Reads a checkpoint; `layer: false` skips decoding the picture (for a listing).
    public static func read(_ path: String, layer wantLayer: Bool) throws -> Contents {
        guard let data = FileSystem.contents(path) else {
            throw PlatformError.file(path, reason: tr("cannot be read: {system}", ["system": AtomicFile.errnoText()]))
        }
        return try data.withUnsafeBytes { raw -> Contents in
            guard raw.count > 4 else { throw PlatformError.file(path, reason: tr("the checkpoint is cut short")) }
            let body = UnsafeRawBufferPointer(rebasing: raw[0..<(raw.count - 4)])
            let stored = UInt32(littleEndian: UnsafeRawBufferPointer(rebasing: raw[(raw.count - 4)...]).loadUnaligned(as: UInt32.self))
            guard CRC32.checksum(body) == stored else { throw PlatformError.file(path, reason: tr("the checkpoint is damaged (checksum mismatch)")) }
            do {
                var r = ByteReader(body)
                guard Array(try r.bytes(4)) == magic, try r.u8() == version else { throw ByteReadError("not a checkpoint of this version") }
                let generation = Int(try r.u64()), redos = Int(try r.u32())
                let png = try r.bytes(Int(try r.count64()))
                var layer: RGBAImage?
                if wantLayer && png.count > 0 { layer = try ImageFile.decode(Array(png), path: path) }
                let document = try DocumentSnapshot.decode(try r.bytes(r.remaining))
                guard redos <= document.redoDepth else { throw ByteReadError("\(redos) steps to redo, \(document.redoDepth) kept") }
                return Contents(generation: generation, redos: redos, document: document, layer: layer)
            } catch let e as ByteReadError {
                throw PlatformError.file(path, reason: tr("the checkpoint cannot be read ({problem})", ["problem": e]))
            }
        }
    }

    /// Only the generation, from the header (unchecked), to order candidates before reading one.
    static func generation(at path: String) -> Int? {
        guard let file = FileDescriptor(opening: path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) else { return nil }
        var head = [UInt8](repeating: 0, count: 13)
        guard pread(file.raw, &head, head.count, 0) == head.count, Array(head.prefix(4)) == magic else { return nil }
        return head.withUnsafeBytes { Int(UInt64(littleEndian: UnsafeRawBufferPointer(rebasing: $0[5..<13]).loadUnaligned(as: UInt64.self))) }
    }
}
