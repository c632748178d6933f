/// How a picture is turned and flipped: a number of quarter turns clockwise, then, when
/// `mirrored`, a flip left to right. These eight are every way to lay a rectangle of pixels on
/// the pixel grid again, so each maps whole pixels to whole pixels and has an exact inverse.
public struct Orientation: Equatable, Hashable, Sendable {
    /// Quarter turns clockwise, 0...3.
    public let quarterTurns: Int
    /// Flipped left to right after the turn.
    public let mirrored: Bool

    public init(quarterTurns: Int, mirrored: Bool = false) {
        self.quarterTurns = ((quarterTurns % 4) + 4) % 4; self.mirrored = mirrored
    }

    public static let upright = Orientation(quarterTurns: 0)
    public static let turnedRight = Orientation(quarterTurns: 1)
    public static let turnedLeft = Orientation(quarterTurns: 3)
    public static let flippedHorizontally = Orientation(quarterTurns: 0, mirrored: true)
    /// Top to bottom: a half turn and a flip left to right.
    public static let flippedVertically = Orientation(quarterTurns: 2, mirrored: true)

    public var isUpright: Bool { self == .upright }
    /// Whether width and height trade places.
    public var swapsSides: Bool { quarterTurns % 2 == 1 }

    /// The picture's size once oriented.
    public func size(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsSides ? (height, width) : (width, height)
    }

    /// Where the picture's direction (dx, dy) points once oriented, as a matrix with one ±1 in
    /// each row: (a b; c d). A quarter turn clockwise takes right to down: (x, y) → (-y, x).
    var matrix: (a: Int, b: Int, c: Int, d: Int) {
        var m = (a: 1, b: 0, c: 0, d: 1)
        for _ in 0..<quarterTurns { m = (a: -m.c, b: -m.d, c: m.a, d: m.b) }
        if mirrored { m = (a: -m.a, b: -m.b, c: m.c, d: m.d) }
        return m
    }

    private init(matrix m: (a: Int, b: Int, c: Int, d: Int)) {
        let found = (0..<8).lazy.map { Orientation(quarterTurns: $0 % 4, mirrored: $0 >= 4) }.first { $0.matrix == m }
        self = found!
    }

    /// This orientation, then `next`.
    public func then(_ next: Orientation) -> Orientation {
        let p = next.matrix, q = matrix
        return Orientation(matrix: (a: p.a * q.a + p.b * q.c, b: p.a * q.b + p.b * q.d,
                                    c: p.c * q.a + p.d * q.c, d: p.c * q.b + p.d * q.d))
    }

    /// What takes an oriented picture back.
    public var inverse: Orientation {
        // The matrices are orthogonal: the inverse is the transpose.
        let m = matrix
        return Orientation(matrix: (a: m.a, b: m.c, c: m.b, d: m.d))
    }

    /// Where the point `p` of a `width` × `height` picture is once the picture is oriented.
    /// Only signs change and whole sides are added, so whole and half pixels stay exact.
    public func map(_ p: Point, width: Int, height: Int) -> Point {
        let m = matrix
        func axis(_ a: Int, _ b: Int) -> Double {
            // The row's one ±1 picks x or y; a -1 counts from the far side of that axis.
            if a != 0 { return a > 0 ? p.x : Double(width) - p.x }
            return b > 0 ? p.y : Double(height) - p.y
        }
        return Point(axis(m.a, m.b), axis(m.c, m.d))
    }

    /// Where the whole-pixel rectangle `r` of a `width` × `height` picture is once oriented.
    public func map(_ r: IntRect, width: Int, height: Int) -> IntRect {
        let a = map(Point(Double(r.x), Double(r.y)), width: width, height: height)
        let b = map(Point(Double(r.maxX), Double(r.maxY)), width: width, height: height)
        return IntRect(x: Int(min(a.x, b.x)), y: Int(min(a.y, b.y)), width: swapsSides ? r.height : r.width, height: swapsSides ? r.width : r.height)
    }

    /// The EXIF orientation (1...8) that shows a stored picture this way.
    public var exif: Int {
        switch (quarterTurns, mirrored) {
        case (0, false): 1
        case (0, true): 2
        case (1, false): 6
        case (1, true): 5
        case (2, false): 3
        case (2, true): 4
        case (3, false): 8
        default: 7
        }
    }

    /// The orientation an EXIF number (1...8) names; nil for any other number.
    public init?(exif: Int) {
        guard let found = (0..<8).lazy.map({ Orientation(quarterTurns: $0 % 4, mirrored: $0 >= 4) }).first(where: { $0.exif == exif }) else { return nil }
        self = found
    }

    /// The document format's keys: `"rotation"` in degrees clockwise, and `"flip"`
    /// (`"horizontal"`, after the rotation) or nil.
    public var degrees: Int { quarterTurns * 90 }
}
