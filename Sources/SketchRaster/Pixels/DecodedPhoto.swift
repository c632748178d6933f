/// A photo as decoded for showing: upright (its EXIF orientation applied), and possibly at a
/// fraction of its size when only a smaller picture was asked for (a JPEG's DCT scaling).
/// The document's coordinates are always the full-size photo's, so the full size travels with
/// the pixels.
public struct DecodedPhoto: Sendable, Equatable {
    /// The pixels, upright: `scale` of the full size in each direction (rounded up).
    public var image: RGBAImage
    /// The full-size photo's width and height, upright.
    public var fullWidth: Int
    public var fullHeight: Int
    public var scale: Scale

    /// A fraction of the full size; `numerator == denominator` is the full size.
    public struct Scale: Sendable, Equatable, CustomStringConvertible {
        public var numerator: Int
        public var denominator: Int
        public init(_ numerator: Int, _ denominator: Int) { self.numerator = numerator; self.denominator = denominator }
        public static let full = Scale(1, 1)
        public var isFull: Bool { numerator == denominator }
        public var value: Double { Double(numerator) / Double(denominator) }
        public var description: String { "\(numerator)/\(denominator)" }
    }

    public init(image: RGBAImage, fullWidth: Int, fullHeight: Int, scale: Scale) {
        self.image = image; self.fullWidth = fullWidth; self.fullHeight = fullHeight; self.scale = scale
    }
}
