import SketchTranslation

/// Swift's arrays stop the program when the system refuses them memory. A picture large
/// enough to be refused (a whole photo decoded for an export, an exported picture, its
/// encoded file) is asked for here first, and given back at once: a refusal becomes an error
/// that says what did not fit, and the app lives.
public enum MemoryCheck {
    public struct Refused: Error, CustomStringConvertible {
        public let what: String
        public let bytes: Int
        public init(what: String, bytes: Int) { self.what = what; self.bytes = bytes }
        public var description: String {
            tr("not enough memory for {what} ({megabytes} MB); {advice}", ["what": what, "megabytes": (bytes + (1 << 20) - 1) >> 20, "advice": advice])
        }
    }

    /// What the user can do when memory runs short: every message that says so ends with it.
    public static var advice: String { tr("close other programs, or open a smaller photo") }

    /// Why a photo did not decode when a library was refused memory, in the app's words: the
    /// libraries' own ("Insufficient memory (case 4)") tell a user nothing to do.
    public static var decodeShortage: String { tr("not enough memory to decode it; {advice}", ["advice": advice]) }

    /// Why a picture did not encode when a library was refused memory.
    public static var encodeShortage: String { tr("not enough memory to encode the picture; {advice}", ["advice": advice]) }

    /// Throws `Refused` when `bytes` cannot be had now, with room to spare: the other threads
    /// go on allocating between the check and the picture.
    public static func require(_ bytes: Int, for what: String) throws {
        guard bytes > 0 else { return }
        guard MemoryProbe.canAllocate(bytes + bytes / 8 + spare) else { throw Refused(what: what, bytes: bytes) }
    }

    static let spare = 8 << 20

    /// The bytes of a picture of `width` × `height` pixels.
    public static func pictureBytes(width: Int, height: Int) -> Int { width * height * 4 }
}
