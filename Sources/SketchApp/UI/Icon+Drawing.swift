import FoundationEssentials
import SketchCore
import SketchRaster
import Glibc

extension Icon {
    /// The icon as window shapes filling `box` (its side `grid` units at the box's scale),
    /// with lines `lineWidth` pixels wide. Line points move to the nearest place where a line
    /// of that width has sharp edges (whole pixels for an even width, half pixels for an odd
    /// one), filled corners to whole pixels and radii to whole pixels, so the icon is as sharp
    /// at scale 1.25 or 1.5 as it is at 1 and 2.
    func shapes(in box: IntRect, lineWidth: Int) -> [VectorShape] {
        let s = Double(box.width) / Icon.grid, w = Double(max(lineWidth, 1))
        let offset = lineWidth % 2 == 1 ? 0.5 : 0
        func onLine(_ q: Point) -> Point {
            Point((Double(box.x) + q.x * s - offset).rounded() + offset, (Double(box.y) + q.y * s - offset).rounded() + offset)
        }
        func onPixel(_ q: Point) -> Point { Point((Double(box.x) + q.x * s).rounded(), (Double(box.y) + q.y * s).rounded()) }
        func radius(_ r: Double) -> Double { max((r * s).rounded(), 0.5) }
        return marks.flatMap { mark -> [VectorShape] in
            switch mark {
            case .line(let q): return [.stroke(q.map(onLine), width: w)]
            case .loop(let q): return [.stroke((q + q.prefix(1)).map(onLine), width: w)]
            case .fill(let q): return [.fill(q.map(onPixel))]
            case .dot(let q): return [.stroke([onLine(q)], width: w)]
            case .arc(let c, let r, let from, let to):
                return [.stroke(Self.arc(onLine(c), radius(r), radius(r), from: from, to: to), width: w)]
            case .ellipse(let c, let rx, let ry, let filled):
                let outline = Self.arc(onLine(c), radius(rx), radius(ry), from: 0, to: 360)
                return filled ? [.stroke(outline, width: w), .fill(outline)] : [.stroke(outline, width: w)]
            }
        }
    }

    /// Points along an elliptic arc (angles in degrees, clockwise on screen), close enough to
    /// the curve that no pixel's coverage can tell.
    static func arc(_ c: Point, _ rx: Double, _ ry: Double, from: Double, to: Double) -> [Point] {
        let sweep = (to - from) * .pi / 180, r = max(rx, ry)
        // A chord strays r(1 - cos(θ/2)) from its arc: at most 1/20 px.
        let step = 2 * acos(max(1 - 0.05 / r, -1))
        let n = max(4, Int((abs(sweep) / step).rounded(.up)))
        return (0...n).map { i in
            let a = from * .pi / 180 + sweep * Double(i) / Double(n)
            return Point(c.x + rx * cos(a), c.y + ry * sin(a))
        }
    }
}

extension WidgetContext {
    /// Draws `icon` in `box` (a square) in `color`.
    func icon(_ icon: Icon, in box: IntRect, color: Color) {
        draw(.shapes(iconShapes.shapes(of: icon, in: box, lineWidth: px(Icon.lineWidth)), color))
    }

    /// The square an icon takes, centred in `rect`.
    func iconBox(centredIn rect: IntRect) -> IntRect {
        let side = px(Int(Icon.grid))
        return IntRect(x: rect.x + (rect.width - side) / 2, y: rect.y + (rect.height - side) / 2, width: side, height: side)
    }
}
