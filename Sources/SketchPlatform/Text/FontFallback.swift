import CSDL2

/// The font file to draw a character the bundled font lacks, found through fontconfig as
/// desktop apps find theirs: the sans-serif font the system prefers among those that have it
/// (with Debian's `fonts-noto-cjk`, Noto Sans CJK for Chinese, Japanese and Korean).
final class FontFallback {
    struct Face: Hashable {
        var path: String
        var index: Int
    }

    private var faces: [UInt32: Face?] = [:]
    /// Fontconfig's configuration and font list, read at the first character the bundled font
    /// lacks: most windows never need it, and reading it costs a start-up time.
    private var loaded: OpaquePointer?
    private var config: OpaquePointer? {
        if loaded == nil { loaded = FcInitLoadConfigAndFonts() }
        return loaded
    }

    init() {}

    deinit { if let loaded { FcConfigDestroy(loaded) } }

    /// A font that has `scalar`, or nil when the system has none.
    func face(for scalar: Unicode.Scalar) -> Face? {
        if let known = faces[scalar.value] { return known }
        let found = lookUp(scalar)
        if faces.count > 4096 { faces.removeAll() }
        faces[scalar.value] = found
        return found
    }

    private func lookUp(_ scalar: Unicode.Scalar) -> Face? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let wanted = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(wanted) }
        FcCharSetAddChar(wanted, scalar.value)
        FcPatternAddCharSet(pattern, "charset", wanted)
        _ = "sans-serif".withCString { FcPatternAddString(pattern, "family", UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        // The best match may still lack the character (fontconfig always answers something).
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(match, "charset", 0, &charset) == FcResultMatch, let charset, FcCharSetHasChar(charset, scalar.value) != 0 else {
            return nil
        }
        var file: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        guard FcPatternGetString(match, "file", 0, &file) == FcResultMatch, let file else { return nil }
        _ = FcPatternGetInteger(match, "index", 0, &index)
        return Face(path: String(cString: file), index: Int(index))
    }
}
