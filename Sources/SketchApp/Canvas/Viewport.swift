import SketchCore

/// How the canvas is shown in the canvas area: fitted (the whole canvas, following the window),
/// or at a zoom with a canvas point at the area's centre. Zoom is window pixels per canvas pixel.
struct Viewport: Equatable, Sendable {
    static let minZoom = 0.1
    static let maxZoom = 32.0
    /// The steps Ctrl+= and Ctrl+- go through, as people expect them from image viewers.
    static let steps: [Double] = [0.1, 0.125, 1.0 / 6, 0.25, 1.0 / 3, 0.5, 2.0 / 3, 1, 1.5, 2, 3, 4, 6, 8, 12, 16, 24, 32]

    /// nil: fitted into the area.
    var zoom: Double?
    /// The canvas point at the centre of the canvas area (unused when fitted).
    var center = Point(0, 0)

    static let fitted = Viewport()

    /// The next step above (`direction` 1) or below (-1) `current`.
    static func step(from current: Double, direction: Int) -> Double {
        if direction > 0 { return steps.first { $0 > current * 1.001 } ?? maxZoom }
        return steps.last { $0 < current * 0.999 } ?? minZoom
    }

    static func clamped(_ zoom: Double) -> Double { min(max(zoom, minZoom), maxZoom) }

    /// Where the canvas is drawn: the part of `shown` (the canvas, or what a crop keeps of it)
    /// inside the canvas area, and the transform from canvas pixels to that rectangle's pixels.
    /// A picture smaller than the area on an axis is centred on it; a larger one never leaves
    /// a gap at an edge.
    func placement(in layout: Layout, shown: IntRect) -> CanvasPlacement {
        guard let zoom else {
            let fit = layout.fit(canvasWidth: shown.width, canvasHeight: shown.height)
            return CanvasPlacement(rect: fit.rect, transform: CanvasTransform(scale: fit.scale, offsetX: -Double(shown.x) * fit.scale,
                                                                              offsetY: -Double(shown.y) * fit.scale))
        }
        let area = layout.canvasArea
        let c = clampedCenter(area: area, shown: shown, zoom: zoom)
        // Whole-pixel origins: a pan then moves the picture by whole pixels.
        let middle = Self.middle(of: area)
        let ox = Int((middle.x - c.x * zoom).rounded()), oy = Int((middle.y - c.y * zoom).rounded())
        let x0 = ox + Int((Double(shown.x) * zoom).rounded()), y0 = oy + Int((Double(shown.y) * zoom).rounded())
        let w = max(1, Int((Double(shown.width) * zoom).rounded())), h = max(1, Int((Double(shown.height) * zoom).rounded()))
        var rect = IntRect(x: x0, y: y0, width: w, height: h).intersection(area)
        if rect.isEmpty { rect = IntRect(x: area.x, y: area.y, width: 1, height: 1) }
        return CanvasPlacement(rect: rect, transform: CanvasTransform(scale: zoom, offsetX: Double(ox - rect.x), offsetY: Double(oy - rect.y)))
    }

    /// The window pixel `center` is shown at: a whole one, so the picture's origin is too.
    static func middle(of area: IntRect) -> Point { Point(Double(area.x + area.width / 2), Double(area.y + area.height / 2)) }

    /// `center` kept where the picture (`shown`) covers the area wherever it can.
    func clampedCenter(area: IntRect, shown: IntRect, zoom: Double) -> Point {
        func axis(_ c: Double, _ start: Int, _ size: Int, _ view: Int) -> Double {
            let half = Double(view) / 2 / zoom, lo = Double(start)
            return Double(size) <= 2 * half ? lo + Double(size) / 2 : min(max(c, lo + half), lo + Double(size) - half)
        }
        return Point(axis(center.x, shown.x, shown.width, area.width), axis(center.y, shown.y, shown.height, area.height))
    }

    /// Zoomed to `newZoom` keeping the canvas point under `window` where it is; `current` is
    /// the placement shown now.
    static func zoomed(to newZoom: Double, about window: Point, current: CanvasPlacement, layout: Layout) -> Viewport {
        let z = clamped(newZoom)
        let canvasPoint = current.canvasPoint(window)
        return Viewport(zoom: z, center: canvasPoint + (middle(of: layout.canvasArea) - window) * (1 / z))
    }

    /// Moved by `dx`, `dy` window pixels (the picture follows the pointer), never past an edge.
    func panned(by dx: Double, _ dy: Double, current: CanvasPlacement, layout: Layout, shown: IntRect) -> Viewport {
        // Fitted, the whole canvas is in view: there is nowhere to pan to.
        guard zoom != nil else { return self }
        let z = current.transform.scale, start = self
        var next = Viewport(zoom: start.zoom, center: start.center - Point(dx / z, dy / z))
        next.center = next.clampedCenter(area: layout.canvasArea, shown: shown, zoom: z)
        return next
    }
}
