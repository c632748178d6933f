import CLcms2
import SketchCore
import SketchTranslation

/// The sRGB ICC profile, as Little CMS makes it, that JPEGs and WebPs are written with, so
/// that every viewer knows their colours are sRGB (a PNG says so with its sRGB chunk instead).
/// A version 2 profile: older viewers read those, and not all of them read version 4.
enum SRGBProfile {
    /// The profile's bytes; empty if lcms2 could not make it (then none is written).
    static let bytes: [UInt8] = {
        guard let profile = cmsCreate_sRGBProfile() else { return [] }
        defer { cmsCloseProfile(profile) }
        cmsSetProfileVersion(profile, 2.1)
        var size: cmsUInt32Number = 0
        guard cmsSaveProfileToMem(profile, nil, &size) != 0, size > 0 else { return [] }
        var out = [UInt8](repeating: 0, count: Int(size))
        guard cmsSaveProfileToMem(profile, &out, &size) != 0 else { return [] }
        return Array(out.prefix(Int(size)))
    }()

    /// `jpeg` with the profile in an APP2 `ICC_PROFILE` segment, after its JFIF segment (which
    /// must come first); `jpeg` itself when there is no profile to add.
    static func taggingJPEG(_ jpeg: UnsafeBufferPointer<UInt8>) throws -> [UInt8] {
        let profile = bytes
        // One segment holds at most 65535 bytes, with its length, name, and sequence bytes.
        guard !profile.isEmpty, profile.count <= 65_535 - 2 - 14, jpeg.count >= 4, jpeg[0] == 0xFF, jpeg[1] == 0xD8 else { return Array(jpeg) }
        var at = 2
        if jpeg[2] == 0xFF, jpeg[3] == 0xE0, jpeg.count >= 6 { at = min(jpeg.count, 4 + (Int(jpeg[4]) << 8 | Int(jpeg[5]))) }
        let length = 2 + 14 + profile.count
        let segment: [UInt8] = [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + Array("ICC_PROFILE".utf8) + [0, 1, 1] + profile
        let total = jpeg.count + segment.count
        try MemoryCheck.require(total, for: tr("the encoded file"))
        return [UInt8](unsafeUninitializedCapacity: total) { out, count in
            let base = out.baseAddress!
            base.update(from: jpeg.baseAddress!, count: at)
            (base + at).update(from: segment, count: segment.count)
            (base + at + segment.count).update(from: jpeg.baseAddress! + at, count: jpeg.count - at)
            count = total
        }
    }
}
