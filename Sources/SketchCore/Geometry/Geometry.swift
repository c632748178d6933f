/// A point in floating-point pixels. Document points are in the photo's own pixels.
public struct Point: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    public func distance(to other: Point) -> Double { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

/// An integer pixel rectangle, half-open: it covers x ..< x + width, y ..< y + height.
public struct IntRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public static let empty = IntRect(x: 0, y: 0, width: 0, height: 0)

    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var description: String { "\(width)x\(height)+\(x)+\(y)" }

    public func contains(_ p: Point) -> Bool {
        p.x >= Double(x) && p.y >= Double(y) && p.x < Double(maxX) && p.y < Double(maxY)
    }

    /// Grown by `fraction` of its width and height on each side.
    public func widened(by fraction: Double) -> IntRect {
        let dx = Int((Double(width) * fraction).rounded(.up)), dy = Int((Double(height) * fraction).rounded(.up))
        return IntRect(x: x - dx, y: y - dy, width: width + 2 * dx, height: height + 2 * dy)
    }

    /// This rectangle minus `hole`, as up to four rectangles.
    public func subtracting(_ hole: IntRect) -> [IntRect] {
        let h = intersection(hole)
        guard !h.isEmpty else { return isEmpty ? [] : [self] }
        var out: [IntRect] = []
        if h.y > y { out.append(IntRect(x: x, y: y, width: width, height: h.y - y)) }
        if h.maxY < maxY { out.append(IntRect(x: x, y: h.maxY, width: width, height: maxY - h.maxY)) }
        if h.x > x { out.append(IntRect(x: x, y: h.y, width: h.x - x, height: h.height)) }
        if h.maxX < maxX { out.append(IntRect(x: h.maxX, y: h.y, width: maxX - h.maxX, height: h.height)) }
        return out
    }

    /// Whether `o` lies wholly inside.
    public func contains(_ o: IntRect) -> Bool { o.x >= x && o.y >= y && o.maxX <= maxX && o.maxY <= maxY }

    public func intersection(_ o: IntRect) -> IntRect {
        let x0 = max(x, o.x), y0 = max(y, o.y), x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .empty
    }

    public func union(_ o: IntRect) -> IntRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y), x1 = max(maxX, o.maxX), y1 = max(maxY, o.maxY)
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func insetBy(_ d: Int) -> IntRect { IntRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
    public func offsetBy(_ dx: Int, _ dy: Int) -> IntRect { IntRect(x: x + dx, y: y + dy, width: width, height: height) }

    /// The smallest pixel rectangle holding every pixel a shape inside these bounds can touch.
    /// Bounds beyond ±2^50 are clamped there: no picture reaches that far, and the conversion
    /// to Int stays defined.
    public static func covering(minX: Double, minY: Double, maxX: Double, maxY: Double) -> IntRect {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX >= minX, maxY >= minY else { return .empty }
        // floor and ceil rather than `rounded(_:)` with a rule chosen at run time, which sets
        // the FPU's rounding mode on each call: this runs for every pointer move.
        func clamped(_ v: Double) -> Double { min(max(v, -0x1p50), 0x1p50) }
        let x0 = Int(clamped(minX).rounded(.down)), y0 = Int(clamped(minY).rounded(.down))
        let x1 = Int(clamped(maxX).rounded(.up)) + 1, y1 = Int(clamped(maxY).rounded(.up)) + 1
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Maps canvas pixels to device pixels: `device = canvas * scale + offset`.
public struct CanvasTransform: Equatable, Sendable {
    public var scale: Double
    public var offsetX: Double
    public var offsetY: Double
    public init(scale: Double = 1, offsetX: Double = 0, offsetY: Double = 0) {
        self.scale = scale; self.offsetX = offsetX; self.offsetY = offsetY
    }
    public static let identity = CanvasTransform()

    public func apply(_ p: Point) -> Point { Point(p.x * scale + offsetX, p.y * scale + offsetY) }
    public func invert(_ p: Point) -> Point { Point((p.x - offsetX) / scale, (p.y - offsetY) / scale) }
}
