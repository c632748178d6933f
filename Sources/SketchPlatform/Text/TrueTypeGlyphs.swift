import CSDL2
import SketchApp
import SketchCore
import SketchRaster

/// Text through SDL2_ttf with the font shipped in Assets/: sizes measured and masks rendered
/// on demand, and kept, since the same labels are drawn again and again. A character the font
/// lacks (a Chinese label's) is drawn with a system font that has it (FallbackFonts): the text
/// is cut into runs by font, each rendered with its own and set on a common baseline.
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
        guard let f = TTF_OpenFontIndex(path, Int32(size), face?.index ?? 0) else {
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

    /// `text` cut where the font that draws it changes: the bundled one wherever it has the
    /// glyph (and for spaces and controls), otherwise the fallback that has it, if any.
    private func runs(_ text: String, size: Int) -> [(font: OpaquePointer, text: String)] {
        guard let primary = try? font(nil, size) else { return [] }
        var runs: [(face: FallbackFonts.Face?, text: String)] = []
        for scalar in text.unicodeScalars {
            var face: FallbackFonts.Face?
            if scalar.value > 0x7F, TTF_GlyphIsProvided32(primary, scalar.value) == 0, let fallback {
                face = fallback.font(for: scalar.value)
            }
            if let last = runs.last, last.face == face {
                runs[runs.count - 1].text.unicodeScalars.append(scalar)
            } else {
                runs.append((face, String(scalar)))
            }
        }
        return runs.compactMap { run in (try? font(run.face, size)).map { ($0, run.text) } }
    }

    public func textWidth(_ text: String, size: Int) -> Int {
        let key = "\(size)|\(text)"
        if let w = widths[key] { return w }
        guard !text.isEmpty else { return 0 }
        var total = 0
        for run in runs(text, size: size) {
            var w: Int32 = 0, h: Int32 = 0
            TTF_SizeUTF8(run.font, run.text, &w, &h)
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
        let pieces = runs(text, size: size).compactMap { run -> (mask: AlphaMask, ascent: Int)? in
            guard let surface = TTF_RenderUTF8_Blended(run.font, run.text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
            defer { SDL_FreeSurface(surface) }
            guard let image = try? ImageFile.image(from: surface, path: "text") else { return nil }
            return (AlphaMask(width: image.width, height: image.height, alpha: image.pixels.map { UInt8($0 >> 24) }), Int(TTF_FontAscent(run.font)))
        }
        guard let mask = pieces.count == 1 ? pieces.first?.mask : Self.joined(pieces) else { return nil }
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

    /// The runs' masks side by side, their baselines (each font's ascent below the top) on one line.
    private static func joined(_ pieces: [(mask: AlphaMask, ascent: Int)]) -> AlphaMask? {
        guard let baseline = pieces.map(\.ascent).max() else { return nil }
        let width = pieces.reduce(0) { $0 + $1.mask.width }
        let height = pieces.map { baseline - $0.ascent + $0.mask.height }.max() ?? 0
        guard width > 0, height > 0 else { return nil }
        var alpha = [UInt8](repeating: 0, count: width * height)
        var x = 0
        for piece in pieces {
            let top = baseline - piece.ascent
            for row in 0..<piece.mask.height {
                let from = row * piece.mask.width, to = (top + row) * width + x
                for column in 0..<piece.mask.width { alpha[to + column] = piece.mask.alpha[from + column] }
            }
            x += piece.mask.width
        }
        return AlphaMask(width: width, height: height, alpha: alpha)
    }
}
