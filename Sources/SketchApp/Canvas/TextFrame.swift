import SketchCore
import SketchRaster

/// The thin box around the text being typed: a dashed line, dark and light by turns, that
/// shows over any photo. The dashes follow window pixels, so a part repainted alone matches
/// the rest.
enum TextFrame {
    static let dash = 4
    static let dark = Color(red: 0x20, green: 0x22, blue: 0x25)
    static let light = Color(red: 0xFF, green: 0xFF, blue: 0xFF)

    /// The box for the text's (and caret's) window rectangle `content`: a few pixels out.
    static func box(around content: IntRect) -> IntRect { content.isEmpty ? content : content.insetBy(-3) }

    /// The box's four sides, `thickness` pixels each: what to repaint when it moves.
    static func sides(of r: IntRect, thickness t: Int) -> [IntRect] {
        guard !r.isEmpty else { return [] }
        return [IntRect(x: r.x, y: r.y, width: r.width, height: t), IntRect(x: r.x, y: r.maxY - t, width: r.width, height: t),
                IntRect(x: r.x, y: r.y, width: t, height: r.height), IntRect(x: r.maxX - t, y: r.y, width: t, height: r.height)]
    }

    /// Paints the box `r` into `frame`, within `clip`.
    static func paint(_ r: IntRect, thickness t: Int, into frame: inout RGBAImage, clip: IntRect) {
        for (i, side) in sides(of: r, thickness: t).enumerated() {
            let part = side.intersection(clip)
            guard !part.isEmpty else { continue }
            let horizontal = i < 2
            var at = horizontal ? part.x : part.y
            let end = horizontal ? part.maxX : part.maxY
            while at < end {
                let next = min(end, (at / dash + 1) * dash)
                let color = (at / dash) % 2 == 0 ? dark : light
                let run = horizontal ? IntRect(x: at, y: part.y, width: next - at, height: part.height)
                                     : IntRect(x: part.x, y: at, width: part.width, height: next - at)
                frame.fill(run, with: color)
                at = next
            }
        }
    }
}
