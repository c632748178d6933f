import CSDL2
import SketchCore
import SketchRaster
import SketchTranslation

/// Text through SDL2_ttf with the font shipped in Assets/: sizes measured and masks rendered
/// on demand, and kept, since the same labels are drawn again and again. A character the font
/// lacks (a Chinese label's) is drawn with a system font that has it (FallbackFonts): the text
/// is cut into runs by font, each rendered with its own and set on a common baseline.
/// Right-to-left text (Hebrew, Arabic) is also cut by the bidi algorithm (BidiRuns), each run
/// shaped by SDL2_ttf's HarfBuzz in its direction, and the runs set in their visual order.
public final class TrueTypeGlyphs: GlyphSource {
    private let fontPath: String
    private let fallback: FallbackFonts?
    private var fonts: [FontKey: OpaquePointer] = [:]
    private var masks: [String: AlphaMask] = [:]
    private var maskBytes = 0
    private var widths: [String: Int] = [:]

    private struct FontKey: Hashable {
        var face: FallbackFonts.Face?
        var size: Int
    }

    /// Fails with a message when SDL2_ttf cannot start or the font cannot be opened. Without
    /// `fallback`, characters the font lacks are drawn as its missing-glyph box.
    public init(fontPath: String, fallback: FallbackFonts? = FallbackFonts()) throws {
        if TTF_WasInit() == 0 && TTF_Init() != 0 {
            throw PlatformError.font(fontPath, reason: tr("SDL2_ttf cannot start ({detail})", ["detail": SDLError.last]))
        }
        self.fontPath = fontPath
        self.fallback = fallback
        _ = try font(nil, 14)
    }

    deinit { fonts.values.forEach { TTF_CloseFont($0) } }

    /// The bundled font (`face` nil) or a fallback face, at `size`.
    private func font(_ face: FallbackFonts.Face?, _ size: Int) throws -> OpaquePointer {
        let key = FontKey(face: face, size: size)
        if let f = fonts[key] { return f }
        let path = face?.path ?? fontPath
        guard let f = path.withSystemPath({ TTF_OpenFontIndex($0, Int32(size), face?.index ?? 0) }) else {
            throw PlatformError.font(path, reason: tr("cannot open the font ({detail})", ["detail": SDLError.last]))
        }
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
        // Many sizes of many faces (a text typed at several sizes) would keep every one open.
        if fonts.count > 64 {
            fonts.values.forEach { TTF_CloseFont($0) }
            fonts.removeAll()
        }
        fonts[key] = f
        return f
    }

    /// A piece of a line drawn with one font in one go; `script` and right to left only for
    /// the runs of the bidi algorithm (BidiRuns), the others are shaped as SDL2_ttf does by default.
    private struct Run {
        var font: OpaquePointer
        var text: String
        var rightToLeft = false
        var script: String?
    }

    /// `text` cut where the font that draws it changes: the bundled one wherever it has the
    /// glyph (and for spaces and controls), otherwise the fallback that has it, if any. With
    /// right-to-left text, also where the bidi level or the script changes, in visual order.
    private func runs(_ text: String, size: Int) -> [Run] {
        guard let primary = try? font(nil, size) else { return [] }
        let scalars = Array(text.unicodeScalars)
        let faces = scalars.map { scalar -> FallbackFonts.Face? in
            guard scalar.value > 0x7F, TTF_GlyphIsProvided32(primary, scalar.value) == 0, let fallback else { return nil }
            return fallback.font(for: scalar.value)
        }
        if BidiRuns.mayNeedBidi(text), let bidi = BidiRuns.visual(scalars, faces: faces) {
            return bidi.compactMap { run in
                (try? font(faces[run.range.lowerBound], size)).map {
                    Run(font: $0, text: String(String.UnicodeScalarView(scalars[run.range])), rightToLeft: run.rightToLeft, script: run.script)
                }
            }
        }
        var runs: [(face: FallbackFonts.Face?, text: String)] = []
        for (scalar, face) in zip(scalars, faces) {
            if let last = runs.last, last.face == face {
                runs[runs.count - 1].text.unicodeScalars.append(scalar)
            } else {
                runs.append((face, String(scalar)))
            }
        }
        return runs.compactMap { run in (try? font(run.face, size)).map { Run(font: $0, text: run.text) } }
    }

    /// `body` with `run`'s font set to shape in its direction and script, which are put back to
    /// SDL2_ttf's defaults after: the fonts are shared with the runs shaped by default.
    private func shaping<T>(_ run: Run, _ body: () -> T) -> T {
        guard run.rightToLeft || run.script != nil else { return body() }
        TTF_SetFontDirection(run.font, run.rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(run.font, run.script ?? "Zzzz")
        defer {
            TTF_SetFontDirection(run.font, TTF_DIRECTION_LTR)
            TTF_SetFontScriptName(run.font, "Zzzz")   // HB_SCRIPT_UNKNOWN, SDL2_ttf's default
        }
        return body()
    }

    public func textWidth(_ text: String, size: Int) -> Int {
        let key = "\(size)|\(text)"
        if let w = widths[key] { return w }
        guard !text.isEmpty else { return 0 }
        var total = 0
        for run in runs(text, size: size) {
            var w: Int32 = 0, h: Int32 = 0
            shaping(run) { _ = TTF_SizeUTF8(run.font, run.text, &w, &h) }
            total += Int(w)
        }
        if widths.count > 4096 { widths.removeAll() }
        widths[key] = total
        return total
    }

    /// The most the kept masks may take together; a mask larger than a quarter of it (a line
    /// of 2000 px text is 5 to 10 MB) is not kept.
    static let maskCacheBytes = 96 << 20

    public func lineSkip(size: Int) -> Int {
        guard let f = try? font(nil, size) else { return Int((Double(size) * 1.17).rounded()) }
        return Int(TTF_FontLineSkip(f))
    }

    public func mask(for text: String, size: Int) -> AlphaMask? {
        let key = "\(size)|\(text)"
        if let m = masks[key] { return m }
        guard !text.isEmpty else { return nil }
        let lineRuns = runs(text, size: size)
        let pieces = lineRuns.compactMap { run -> Piece? in
            let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
            guard let surface = shaping(run, { TTF_RenderUTF8_Blended(run.font, run.text, white) }) else { return nil }
            defer { SDL_FreeSurface(surface) }
            guard let image = try? ImageFile.image(from: surface, path: "text") else { return nil }
            return Piece(mask: AlphaMask(width: image.width, height: image.height, alpha: image.pixels.map { UInt8($0 >> 24) }),
                         ascent: Int(TTF_FontAscent(run.font)))
        }
        guard let primary = try? font(nil, size) else { return nil }
        let onlyPrimary = lineRuns.count == 1 && lineRuns[0].font == primary
        guard let mask = onlyPrimary ? pieces.first?.mask : Self.joined(pieces, baseline: Int(TTF_FontAscent(primary))) else { return nil }
        // Kept by bytes, not by count: a few lines of 2000 px text would otherwise hold gigabytes.
        let bytes = mask.alpha.count
        guard bytes <= Self.maskCacheBytes / 4 else { return mask }
        if masks.count >= 1024 || maskBytes + bytes > Self.maskCacheBytes {
            masks.removeAll()
            maskBytes = 0
        }
        masks[key] = mask
        maskBytes += bytes
        return mask
    }

    /// One run's picture, its baseline `ascent` rows below its top.
    private struct Piece {
        var mask: AlphaMask
        var ascent: Int
        /// The first row with ink: a fallback font's box (Noto CJK's) is taller than its glyphs.
        var firstInk: Int {
            let w = max(1, mask.width)
            return mask.alpha.firstIndex { $0 != 0 }.map { $0 / w } ?? mask.height
        }
    }

    /// The runs' masks side by side, their baselines on one line `baseline` rows below the top:
    /// the bundled font's ascent, so that a line in a fallback font alone (a Chinese label)
    /// sits where Latin text and numbers drawn at the same place sit. The line moves down only
    /// as far as a taller glyph's ink needs.
    private static func joined(_ pieces: [Piece], baseline primaryAscent: Int) -> AlphaMask? {
        guard !pieces.isEmpty else { return nil }
        let baseline = pieces.reduce(primaryAscent) { max($0, $1.ascent - $1.firstInk) }
        let width = pieces.reduce(0) { $0 + $1.mask.width }
        let height = pieces.map { baseline - $0.ascent + $0.mask.height }.max() ?? 0
        guard width > 0, height > 0 else { return nil }
        var alpha = [UInt8](repeating: 0, count: width * height)
        var x = 0
        for piece in pieces {
            let top = baseline - piece.ascent
            // Rows above the line's top hold no ink (see `baseline`).
            for row in max(0, -top)..<piece.mask.height {
                let from = row * piece.mask.width, to = (top + row) * width + x
                for column in 0..<piece.mask.width { alpha[to + column] = piece.mask.alpha[from + column] }
            }
            x += piece.mask.width
        }
        return AlphaMask(width: width, height: height, alpha: alpha)
    }
}
