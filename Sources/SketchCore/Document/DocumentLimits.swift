/// What a `.sketch` document may ask for, so that reading and rendering one stays within a few
/// seconds and a few hundred megabytes whatever it says. `sketchpad render` refuses a document
/// past these (exit status 2) with a message naming the limit. docs/documents.md lists them.
public enum DocumentLimits {
    /// Every coordinate lies within ± this many canvas pixels: far enough off the canvas for
    /// any shape whose edge crosses it, near enough that no arithmetic on it overflows.
    public static let maxCoordinate = 1_000_000.0
    /// The widest stroke, in canvas pixels.
    public static let maxWidth = 1_000_000.0
    /// A text's em size, in canvas pixels: the font library draws each glyph whole.
    public static let maxTextSize = 2_000.0
    /// The largest em size text is drawn at, in output pixels, whatever the scale.
    public static let maxDrawnTextSize = 2048
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
    /// The render work a document may take, estimated stroke by stroke (`RenderWork`), in units
    /// of about a nanosecond of one core: some seconds of rendering on the machine it was
    /// measured on (nine Gaussians over a whole 4000x3000 picture, or fifteen texts of two 2000 px
    /// lines in it), so that with the photo and the encoding any document takes at most five.
    public static let maxRenderWork = 4_000_000_000.0
    /// A line of text in view is laid out whole, however little of it shows: at most this many
    /// pixels, estimated as an em wide a character and 1.2 em high (its picture takes about
    /// 12 bytes a pixel while it is made).
    public static let maxTextLinePixels = 30_000_000.0

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

    /// Why the pictures of `strokes` (image strokes) are past the one budget of decoded pixels
    /// for all of them (`PictureBudget`), naming the first stroke that takes them past it; nil
    /// when they are within it. Only the pictures' headers are read.
    public static func pictureProblem(in strokes: [Stroke]) -> String? {
        guard let i = PictureBudget.leftOut(of: strokes).first, let image = strokes[i].image else { return nil }
        let total = PictureBudget.pixels(of: Array(strokes[...i]))
        return "stroke \(i + 1) (image): its picture of \(image.width)x\(image.height) px takes the document's pictures to \(megapixels(total)) MP, "
            + "over the limit of \(PictureBudget.maxPixels / 1_000_000) MP for all of them"
    }

    /// Why rendering `document` (what its crop keeps) at `scale` is past the work budget, naming
    /// the first stroke that takes it past; nil when it is within it.
    public static func workProblem(in document: Document, scale: Double) -> String? {
        for (i, largest) in RenderWork.largestLinesInView(in: document, scale: scale).enumerated() {
            guard let largest, largest.pixels > maxTextLinePixels else { continue }
            return "stroke \(i + 1) (text): line \(largest.line) would be laid out in about \(millions(largest.pixels)) million pixels, "
                + "over the limit of \(millions(maxTextLinePixels)) million a line"
        }
        var total = 0.0
        for (i, work) in RenderWork.ofStrokes(in: document, scale: scale).enumerated() {
            total += work
            guard total > maxRenderWork else { continue }
            let tool = document.strokes[i].tool.id
            return "stroke \(i + 1) (\(tool)): the estimated render work reaches \(millions(total)) million units, "
                + "over the budget of \(millions(maxRenderWork)) million (about \(number(maxRenderWork / 1e9)) s of rendering)"
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

    /// Megapixels, rounded up: "240".
    static func megapixels(_ pixels: Int) -> Int { (pixels + 999_999) / 1_000_000 }

    /// Millions, rounded up, grouped in thousands: "3,000".
    static func millions(_ v: Double) -> String {
        let digits = String(Int(min((v / 1e6).rounded(.up), 1e15)))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    /// A number as a person writes it: whole numbers without ".0", huge ones in exponent form.
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)"
    }
}
