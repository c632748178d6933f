import SketchCore
import SketchRaster

/// What the Select tool holds: the strokes picked (indices into the document's strokes), the
/// press being dragged, and what the overlay last covered.
struct Selection {
    var indices: Set<Int> = []

    /// What a press of the Select tool is doing.
    enum Gesture {
        /// Moving the selection: where the press began, in canvas pixels.
        case move(from: Point)
        /// A rubber band from `start` to `end` (window pixels); `kept` were selected before it
        /// (with Shift) and stay.
        case band(start: Point, end: Point, kept: Set<Int>)
        /// Scaling the selection by `handle`: the opposite handle stays at `anchor`, the
        /// handle was at `corner` (canvas pixels).
        case scale(anchor: Point, corner: Point, handle: SelectionHandle)
    }
    var gesture: Gesture?
    /// A stroke not selected under a press inside the selection: the press moves the selection
    /// if it drags, and picks this stroke if it is let go where it began (a click).
    var clickPicks: Int?
    /// The pointer doing it.
    var pointer: PointerID?
    /// Window pixels the overlay covered when last drawn.
    var shown = IntRect.empty
    /// A pen change made while a widget is held (a slider dragged): the pen and fill before it.
    /// The selection shows it as it goes (`CanvasView.drag`) and takes it as one step on release.
    var restyleFrom: (pen: PenSettings, fill: Bool)?

    /// The rubber band's rectangle in window pixels, while one is dragged.
    var band: IntRect? {
        guard case .band(let a, let b, _)? = gesture else { return nil }
        return IntRect.covering(minX: min(a.x, b.x), minY: min(a.y, b.y), maxX: max(a.x, b.x), maxY: max(a.y, b.y))
    }

    /// Air around the strokes' box, in units of the widgets' design, so it never hides a thin line.
    static let air = 3

    /// A handle's side, in units of the widgets' design; a press this near its centre takes it.
    static let handleSize = 8.0
    /// How long both sides of the box are, in handles, before the sides' middles get handles too.
    static let handlesForSideHandles = 4.0

    /// The handles' side in window pixels at the widgets' `scale`.
    static func handlePixels(_ scale: Double) -> Int { max(1, Int((handleSize * scale).rounded())) }
    /// How long both sides of a box must be (window pixels) to show handles on their middles.
    static func roomy(_ scale: Double) -> Int { Int((handleSize * handlesForSideHandles * scale).rounded()) }

    /// The overlay: a dashed box around `box` with a handle at each corner (and in the middle
    /// of each side of a box roomy enough), and the band.
    static func overlay(box: IntRect?, band: IntRect?, scale: Double) -> [DrawCommand] {
        let px = { (v: Double) in max(1, Int((v * scale).rounded())) }
        var out: [DrawCommand] = []
        if let box, !box.isEmpty {
            out += dashed(box, dash: px(5), thickness: px(1))
            let h = handlePixels(scale)
            for c in SelectionHandle.shown(on: box, roomy: roomy(scale)).map({ $0.pixel(on: box) }) {
                let r = IntRect(x: c.x - h / 2, y: c.y - h / 2, width: h, height: h)
                out.append(.rect(r, .black, radius: 0))
                out.append(.rect(r.insetBy(px(1)), .white, radius: 0))
            }
        }
        if let band, !band.isEmpty {
            out.append(.rect(band, Color(red: 0x1E, green: 0x88, blue: 0xE5, alpha: 40), radius: 0))
            out += dashed(band, dash: px(4), thickness: px(1))
        }
        return out
    }

    /// The window pixels the overlay for `box` and `band` can cover.
    static func area(box: IntRect?, band: IntRect?, scale: Double) -> IntRect {
        let margin = handlePixels(scale)
        return (box.map { $0.insetBy(-margin) } ?? .empty).union(band ?? .empty)
    }

    /// A rectangle's outline in dashes of black and white, seen on any picture.
    private static func dashed(_ r: IntRect, dash: Int, thickness t: Int) -> [DrawCommand] {
        var out: [DrawCommand] = []
        func run(horizontal: Bool, at fixed: Int, from start: Int, to end: Int) {
            var k = 0, p = start
            while p < end {
                let n = min(dash, end - p)
                let color = k % 2 == 0 ? Color.black : Color.white
                out.append(.rect(horizontal ? IntRect(x: p, y: fixed, width: n, height: t) : IntRect(x: fixed, y: p, width: t, height: n), color, radius: 0))
                p += n; k += 1
            }
        }
        run(horizontal: true, at: r.y, from: r.x, to: r.maxX)
        run(horizontal: true, at: r.maxY - t, from: r.x, to: r.maxX)
        run(horizontal: false, at: r.x, from: r.y, to: r.maxY)
        run(horizontal: false, at: r.maxX - t, from: r.y, to: r.maxY)
        return out
    }
}
