import CSDL2
import SketchCore
import SketchRaster

/// Text through SDL2_ttf (FreeType) with the font shipped in Assets/ and, for characters it
/// lacks, fallback fonts found through fontconfig (`FontFallback`), so Chinese, Japanese,
/// Korean and other scripts show as themselves, not as boxes. A line is cut into runs, each in
/// the first font that has its characters, set on one baseline. Sizes and masks are kept,
/// since the same labels are drawn again and again.
public final class TrueTypeGlyphs: GlyphSource {
    private let fontPath: String
    private let fallback = FontFallback()
    private var fonts: [FontKey: OpaquePointer] = [:]
    private var masks: [String: AlphaMask] = [:]
    private var widths: [String: Int] = [:]

    private struct FontKey: Hashable {
        var face: FontFallback.Face
        var size: Int
    }

    /// A piece of a line drawn in one font.
    private struct Run {
        var text: String
        var font: OpaquePointer
    }

    /// Fails with a message when SDL2_ttf cannot start or the font cannot be opened.
    public init(fontPath: String) throws {
        if TTF_WasInit() == 0 && TTF_Init() != 0 {
            throw PlatformError.font(fontPath, reason: "SDL2_ttf cannot start (\(SDLError.last))")
        }
        self.fontPath = fontPath
        _ = try font(FontFallback.Face(path: fontPath, index: 0), 14)
    }

    deinit { fonts.values.forEach { TTF_CloseFont($0) } }

    private func font(_ face: FontFallback.Face, _ size: Int) throws -> OpaquePointer {
        let key = FontKey(face: face, size: size)
        if let f = fonts[key] { return f }
        guard let f = TTF_OpenFontIndex(face.path, Int32(size), face.index) else {
            throw PlatformError.font(face.path, reason: "cannot open the font (\(SDLError.last))")
        }
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
        if fonts.count > 64 {
            fonts.values.forEach { TTF_CloseFont($0) }
            fonts.removeAll()
        }
        fonts[key] = f
        return f
    }

    /// The line cut into runs by the font that draws each character: the bundled one where it
    /// has the glyph, else the fallback for it, else the bundled one (its missing-glyph box).
    private func runs(_ text: String, size: Int) -> [Run]? {
        guard let primary = try? font(FontFallback.Face(path: fontPath, index: 0), size) else { return nil }
        var out: [Run] = []
        for c in text {
            var chosen = primary
            if let first = c.unicodeScalars.first, TTF_GlyphIsProvided32(primary, first.value) == 0,
               let face = fallback.face(for: first), let f = try? font(face, size) {
                chosen = f
            }
            if let last = out.last, last.font == chosen { out[out.count - 1].text.append(c) } else { out.append(Run(text: String(c), font: chosen)) }
        }
        return out
    }

    private func width(_ run: Run) -> Int {
        var w: Int32 = 0, h: Int32 = 0
        TTF_SizeUTF8(run.font, run.text, &w, &h)
        return Int(w)
    }

    public func textWidth(_ text: String, size: Int) -> Int {
        let key = "\(size)|\(text)"
        if let w = widths[key] { return w }
        guard !text.isEmpty, let runs = runs(text, size: size) else { return 0 }
        let w = runs.reduce(0) { $0 + width($1) }
        if widths.count > 4096 { widths.removeAll() }
        widths[key] = w
        return w
    }

    public func lineSkip(size: Int) -> Int {
        guard let f = try? font(FontFallback.Face(path: fontPath, index: 0), size) else { return Int((Double(size) * 1.17).rounded()) }
        return Int(TTF_FontLineSkip(f))
    }

    public func mask(for text: String, size: Int) -> AlphaMask? {
        let key = "\(size)|\(text)"
        if let m = masks[key] { return m }
        guard !text.isEmpty, let runs = runs(text, size: size) else { return nil }
        let ascent = runs.map { Int(TTF_FontAscent($0.font)) }.max() ?? 0
        let descent = runs.map { -Int(TTF_FontDescent($0.font)) }.max() ?? 0
        let height = max(ascent + descent, runs.map { Int(TTF_FontHeight($0.font)) }.max() ?? 0)
        let width = runs.reduce(0) { $0 + self.width($1) }
        guard width > 0, height > 0 else { return nil }
        var alpha = [UInt8](repeating: 0, count: width * height)
        var x = 0
        for run in runs {
            defer { x += self.width(run) }
            guard let surface = TTF_RenderUTF8_Blended(run.font, run.text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { continue }
            defer { SDL_FreeSurface(surface) }
            guard let image = try? ImageFile.image(from: surface, path: "text") else { continue }
            let top = ascent - Int(TTF_FontAscent(run.font))
            for row in 0..<image.height where top + row >= 0 && top + row < height {
                for col in 0..<image.width where x + col < width {
                    let a = UInt8(image.pixels[row * image.width + col] >> 24)
                    let i = (top + row) * width + x + col
                    if a > alpha[i] { alpha[i] = a }
                }
            }
        }
        let mask = AlphaMask(width: width, height: height, alpha: alpha)
        if masks.count > 1024 { masks.removeAll() }
        masks[key] = mask
        return mask
    }
}
