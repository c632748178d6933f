/// What a `.sketch` document may ask for, so that reading and rendering one stays within a few
/// seconds and a few hundred megabytes whatever it says. `sketchpad render` refuses a document
/// past these (exit status 2) with a message naming the limit. README lists them.
public enum DocumentLimits {
    /// Every coordinate lies within ± this many canvas pixels: far enough off the canvas for
    /// any shape whose edge crosses it, near enough that no arithmetic on it overflows.
    public static let maxCoordinate = 1_000_000.0
    /// The widest stroke, in canvas pixels.
    public static let maxWidth = 1_000_000.0
    /// A text's em size, in canvas pixels: the font library draws each glyph whole.
    public static let maxTextSize = 2_000.0
    /// Characters (Unicode scalars) in one text.
    public static let maxTextLength = 10_000
    /// The highest number a marker may carry.
    public static let maxMarkerNumber = 999_999
    /// Points in the whole document (strictly, JSON lists: each point is one). Counted before
    /// the JSON is parsed, since parsing costs memory for each.
    public static let maxPoints = 500_000
    /// The rendered picture (canvas × scale) has the photos' pixel budget.
    public static var maxOutputSide: Int { PixelBudget.maxSide }
    public static var maxOutputPixels: Int { PixelBudget.maxPixels }

    /// Why `document` is past a limit, or nil.
    public static func problem(in document: Document) -> String? {
        for (i, stroke) in document.strokes.enumerated() {
            if !(stroke.width <= maxWidth) {
                return "stroke \(i + 1): width \(number(stroke.width)) is over the limit of \(number(maxWidth)) px"
            }
            for (j, p) in stroke.points.enumerated() where !(abs(p.x) <= maxCoordinate && abs(p.y) <= maxCoordinate) {
                return "stroke \(i + 1), point \(j + 1): [\(number(p.x)), \(number(p.y))] is outside the limit of ±\(number(maxCoordinate)) px"
            }
        }
        return nil
    }

    /// The rendered size of a `width` × `height` canvas at `scale`, or why it is past the limit.
    public static func outputSize(width: Int, height: Int, scale: Double) -> Result<(width: Int, height: Int), DocumentError> {
        guard scale.isFinite, scale > 0 else { return .failure(DocumentError("the scale must be a finite number above 0, not \(scale)")) }
        // In floating point first: the product of a huge scale does not fit an Int.
        let w = max(1, (Double(width) * scale).rounded()), h = max(1, (Double(height) * scale).rounded())
        let side = Double(maxOutputSide)
        if w > side || h > side {
            return .failure(DocumentError("at scale \(number(scale)) the output would be \(number(w))x\(number(h)) px, over the limit of \(maxOutputSide) px a side"))
        }
        if w * h > Double(maxOutputPixels) {
            return .failure(DocumentError("at scale \(number(scale)) the output would be \(number(w))x\(number(h)) px (\(Int(w * h / 1e6)) MP), over the limit of \(maxOutputPixels / 1_000_000) MP"))
        }
        return .success((Int(w), Int(h)))
    }

    /// A number as a person writes it: whole numbers without ".0", huge ones in exponent form.
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)"
    }
}
