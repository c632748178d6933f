/// A stroke in a snapshot from version 7: its tool (u8, its place in `Tool.allCases`), its id
/// (u64; see `Stroke.id`), then a record for each attribute it holds away from the blank
/// stroke's (`StrokeAttribute.record`): a tag (u8), a length (u32) and that many bytes, and a
/// tag 0 at the end. A tag this reader does not know (an attribute added later) is skipped by
/// its length, so an older Sketchpad still reads the rest of the stroke.
extension DocumentSnapshot {
    /// The fewest bytes a stroke takes: its tool, its id and the end of its records.
    static let minimumStrokeSize = 10

    static func writeStroke(_ s: Stroke, _ w: inout ByteWriter) {
        w.u8(UInt8(Tool.allCases.firstIndex(of: s.tool)!))
        w.u64(UInt64(s.id))
        for attribute in StrokeAttribute.all where attribute.storage.isSet(s) {
            w.u8(attribute.record.tag)
            let lengthAt = w.count
            w.u32(0)
            attribute.record.write(s, &w)
            w.setU32(UInt32(w.count - lengthAt - 4), at: lengthAt)
        }
        w.u8(0)
    }

    static func readStroke(_ r: inout ByteReader) throws -> Stroke {
        let toolIndex = Int(try r.u8())
        guard toolIndex < Tool.allCases.count else { throw ByteReadError("unknown tool \(toolIndex)") }
        var stroke = StrokeAttribute.blank(Tool.allCases[toolIndex])
        stroke.id = try readID(&r)
        while true {
            let tag = try r.u8()
            if tag == 0 { return stroke }
            let bytes = try r.bytes(try r.count(itemSize: 1))
            guard let attribute = StrokeAttribute.byTag[tag] else { continue }
            var record = ByteReader(bytes)
            try attribute.record.read(&record, &stroke)
            guard record.remaining == 0 else { throw ByteReadError("\(record.remaining) bytes after a stroke's \(attribute)") }
        }
    }

    /// A stroke's id, from 1 to the most the journal names.
    static func readID(_ r: inout ByteReader) throws -> Int {
        let id = try r.u64()
        guard id >= 1, id <= UInt64(SessionJournal.maxStrokeID) else { throw ByteReadError("stroke id \(id) is out of range") }
        return Int(id)
    }
}
