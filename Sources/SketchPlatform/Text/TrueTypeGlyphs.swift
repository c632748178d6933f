import CSDL2
import SketchApp
import SketchCore
import SketchRaster

/// Text through SDL2_ttf with the font shipped in Assets/: sizes measured and masks rendered
/// on demand, and kept, since the same labels are drawn again and again.
public final class TrueTypeGlyphs: GlyphSource {
    private let fontPath: String
    private var fonts: [Int: OpaquePointer] = [:]
    private var masks: [String: AlphaMask] = [:]
    private var widths: [String: Int] = [:]

    /// Fails with a message when SDL2_ttf cannot start or the font cannot be opened.
    public init(fontPath: String) throws {
        if TTF_WasInit() == 0 && TTF_Init() != 0 {
            throw PlatformError.font(fontPath, reason: tr("SDL2_ttf cannot start ({detail})", ["detail": SDLError.last]))
        }
        self.fontPath = fontPath
        _ = try font(14)
    }

    deinit { fonts.values.forEach { TTF_CloseFont($0) } }

    private func font(_ size: Int) throws -> OpaquePointer {
        if let f = fonts[size] { return f }
        guard let f = TTF_OpenFont(fontPath, Int32(size)) else {
            throw PlatformError.font(fontPath, reason: tr("cannot open the font ({detail})", ["detail": SDLError.last]))
        }
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
        fonts[size] = f
        return f
    }

    public func textWidth(_ text: String, size: Int) -> Int {
        let key = "\(size)|\(text)"
        if let w = widths[key] { return w }
        guard !text.isEmpty, let f = try? font(size) else { return 0 }
        var w: Int32 = 0, h: Int32 = 0
        TTF_SizeUTF8(f, text, &w, &h)
        if widths.count > 4096 { widths.removeAll() }
        widths[key] = Int(w)
        return Int(w)
    }

    public func mask(for text: String, size: Int) -> AlphaMask? {
        let key = "\(size)|\(text)"
        if let m = masks[key] { return m }
        guard !text.isEmpty, let f = try? font(size),
              let surface = TTF_RenderUTF8_Blended(f, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let image = try? ImageFile.image(from: surface, path: "text") else { return nil }
        let mask = AlphaMask(width: image.width, height: image.height, alpha: image.pixels.map { UInt8($0 >> 24) })
        if masks.count > 1024 { masks.removeAll() }
        masks[key] = mask
        return mask
    }
}
