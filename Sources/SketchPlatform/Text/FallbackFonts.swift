import CFontconfig
import FoundationEssentials
import Glibc
import SketchCore
import SketchTranslation

/// Fonts for the characters the bundled font lacks (Chinese, Japanese, Korean above all: DejaVu
/// Sans has none), found through fontconfig among the system's fonts, such as Debian's
/// fonts-noto-cjk. Asked only for a character the bundled font cannot draw, so text it can
/// draw never loads fontconfig's configuration.
public final class FallbackFonts {
    /// A font file, and the face in it (a .ttc collection holds several).
    public struct Face: Hashable, Sendable {
        public var path: String
        public var index: Int
    }

    /// The language to prefer glyphs of, as fontconfig names it (`zh-cn`): Chinese, Japanese
    /// and Korean write some of the same characters differently.
    public let language: String?
    private var faces: [UInt32: Face?] = [:]
    private var config: OpaquePointer?

    public init(language: String? = FallbackFonts.language()) {
        self.language = language
    }

    deinit { if let config { FcConfigDestroy(config) } }

    /// The system's font for `codepoint` that really has its glyph, nil when none has.
    public func font(for codepoint: UInt32) -> Face? {
        if let known = faces[codepoint] { return known }
        let face = match(codepoint)
        faces[codepoint] = face
        return face
    }

    private func match(_ codepoint: UInt32) -> Face? {
        if config == nil { config = FcInitLoadConfigAndFonts() }
        guard let config, let pattern = FcPatternCreate(), let wanted = FcCharSetCreate() else { return nil }
        defer { FcPatternDestroy(pattern); FcCharSetDestroy(wanted) }
        FcCharSetAddChar(wanted, codepoint)
        FcPatternAddCharSet(pattern, FC_CHARSET, wanted)
        FcPatternAddString(pattern, FC_FAMILY, "sans-serif")
        if let language { FcPatternAddString(pattern, FC_LANG, language) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(found) }
        // The best match may still lack the character (no font on the system has it).
        var charset: OpaquePointer?
        var file: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        guard FcPatternGetCharSet(found, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
              FcCharSetHasChar(charset, codepoint) != 0,
              FcPatternGetString(found, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        if FcPatternGetInteger(found, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return Face(path: PathBytes.decode(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)), index: Int(index))
    }

    /// The user's language from the locale variables, as fontconfig names languages
    /// (`zh_CN.UTF-8` → `zh-cn`); nil for none or the C locale.
    public static func language(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let language = environment["LANGUAGE"].flatMap { $0.split(separator: ":").first.map(String.init) }
        guard let name = language ?? TextLocale.language(environment) else { return nil }
        return name.replacing("_", with: "-").lowercased()
    }
}
