/// How an attribute is kept in a checkpoint (`DocumentSnapshot`, from version 7): a record of
/// its tag, its length and its bytes, written when the stroke holds a value away from the
/// blank stroke's. A reader skips a tag it does not know by its length, so an attribute added
/// later does not stop an older reader from reading the rest.
struct RecordForm: Sendable {
    /// Its tag, 1 to 255, never reused (0 ends a stroke's records).
    let tag: UInt8
    /// Its bytes (their length is written before them).
    let write: @Sendable (Stroke, inout ByteWriter) -> Void
    /// Reads it from exactly its record's bytes (the reader checks that every byte was used).
    let read: @Sendable (inout ByteReader, inout Stroke) throws -> Void

    /// A colour as a u32 word 0xAARRGGBB.
    static func color(_ tag: UInt8, _ path: WritableKeyPath<Stroke, Color> & Sendable) -> RecordForm {
        RecordForm(tag: tag, write: { s, w in w.u32(s[keyPath: path].snapshotWord) }, read: { r, s in s[keyPath: path] = Color(snapshotWord: try r.u32()) })
    }

    /// An optional colour as a u32 word, its record present only when set.
    static func optionalColor(_ tag: UInt8, _ path: WritableKeyPath<Stroke, Color?> & Sendable) -> RecordForm {
        RecordForm(tag: tag, write: { s, w in w.u32(s[keyPath: path]?.snapshotWord ?? 0) }, read: { r, s in s[keyPath: path] = Color(snapshotWord: try r.u32()) })
    }

    /// An optional number as an f64.
    static func optionalReal(_ tag: UInt8, _ path: WritableKeyPath<Stroke, Double?> & Sendable) -> RecordForm {
        RecordForm(tag: tag, write: { s, w in w.f64(s[keyPath: path] ?? 0) }, read: { r, s in s[keyPath: path] = try r.f64() })
    }
}

extension ByteReader {
    /// Every byte left.
    mutating func rest() throws -> UnsafeRawBufferPointer { try bytes(remaining) }
}

extension Color {
    /// The snapshot's form of a colour: a u32 word 0xAARRGGBB.
    var snapshotWord: UInt32 { UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    init(snapshotWord w: UInt32) {
        self.init(red: UInt8(w >> 16 & 0xFF), green: UInt8(w >> 8 & 0xFF), blue: UInt8(w & 0xFF), alpha: UInt8(w >> 24))
    }
}
