/// The pictures pasted into one drawing (its image strokes) decode to at most `maxPixels` in
/// all, the photos' budget: the window refuses a paste that would take them past it, a
/// document past it is refused naming the stroke that does (`DocumentLimits.pictureProblem`),
/// and a restore leaves out the strokes past it. Weighed by the pictures' headers, before any
/// is decoded.
public enum PictureBudget {
    public static var maxPixels: Int { PixelBudget.maxPixels }

    /// The pixels `stroke`'s picture decodes to (0 for a stroke without one).
    public static func pixels(of stroke: Stroke) -> Int { stroke.image.map { $0.width * $0.height } ?? 0 }

    /// The pixels all of `strokes`' pictures decode to.
    public static func pixels(of strokes: [Stroke]) -> Int { strokes.reduce(0) { $0 + pixels(of: $1) } }

    /// Whether a picture of `pixels` more keeps `strokes`' pictures within the budget.
    public static func fits(_ pixels: Int, besides strokes: [Stroke]) -> Bool { self.pixels(of: strokes) + pixels <= maxPixels }

    /// The strokes (by index) left out to keep the others' pictures within the budget: taken
    /// in order, each whose picture would take the pictures kept before it past the budget.
    /// A smaller picture after one left out is kept if it fits.
    public static func leftOut(of strokes: [Stroke]) -> [Int] {
        var kept = 0, out: [Int] = []
        for (i, stroke) in strokes.enumerated() where stroke.image != nil {
            let p = pixels(of: stroke)
            if kept + p > maxPixels { out.append(i) } else { kept += p }
        }
        return out
    }
}
