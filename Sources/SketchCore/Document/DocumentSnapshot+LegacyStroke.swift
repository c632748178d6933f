/// A stroke as snapshots of versions 1 to 6 hold it: its tool (u8), colour (u32), width (f64)
/// and points (u32 count, f64 pairs); from version 2 a byte of flags (1 text, 2 number, 4 fill,
/// and from version 5: 8 dash, 16 both heads, 32 radius, 64 image, 128 a text's backdrop) with
/// the values they announce; from version 4 its id (u64), before which the ids are 1, 2… in
/// table order (`index`). Kept as it was so the checkpoints of an older Sketchpad still read.
extension DocumentSnapshot {
    /// The fewest bytes such a stroke takes: its tool, colour, width and point count.
    static let minimumLegacyStrokeSize = 17

    static func readLegacyStroke(_ r: inout ByteReader, version: UInt8, index: Int) throws -> Stroke {
        let toolIndex = Int(try r.u8())
        guard toolIndex < Tool.allCases.count else { throw ByteReadError("unknown tool \(toolIndex)") }
        let color = Color(snapshotWord: try r.u32())
        let width = try r.f64()
        let n = try r.count(itemSize: 16)
        let points: [Point]
        if pointsAreRawPairs {
            let raw = try r.bytes(n * 16)
            points = [Point](unsafeUninitializedCapacity: n) { buffer, done in
                if n > 0 { UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: raw.baseAddress!, byteCount: n * 16) }
                done = n
            }
        } else {
            points = try [Point](unsafeUninitializedCapacity: n) { buffer, done in
                for i in 0..<n { buffer[i] = Point(try r.f64(), try r.f64()) }
                done = n
            }
        }
        var stroke = Stroke(tool: Tool.allCases[toolIndex], color: color, width: width, points: points)
        if version >= 2 {
            let flags = try r.u8()
            if flags & 1 != 0 { stroke.text = try r.string() }
            if flags & 2 != 0 { stroke.number = Int(try r.u32()) }
            if flags & 4 != 0 { stroke.fill = Color(snapshotWord: try r.u32()) }
            if flags & 8 != 0 { stroke.dash = Dash(on: try r.f64(), off: try r.f64()) }
            if flags & 16 != 0 { stroke.heads = .both }
            if flags & 32 != 0 { stroke.radius = try r.f64() }
            if flags & 64 != 0 { stroke.image = try EmbeddedImage.read(png: [UInt8](try r.bytes(try r.count(itemSize: 1)))) }
            if flags & 128 != 0 {
                let backdrop = try r.u8()
                if backdrop & 1 != 0 { stroke.background = Color(snapshotWord: try r.u32()) }
                if backdrop & 2 != 0 { stroke.outline = Color(snapshotWord: try r.u32()) }
            }
        }
        stroke.id = version >= 4 ? try readID(&r) : index + 1
        return stroke
    }
}
