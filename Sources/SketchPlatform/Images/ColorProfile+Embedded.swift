import SketchTranslation

/// Finding a photo's embedded profile in every format with one cap, `maxBytes`: a profile over
/// it is never copied, joined, inflated past it or parsed, only reported, so a small file that
/// claims or inflates to a huge profile costs nothing but the warning.
extension ColorProfile {
    /// A profile as a file holds it: its bytes, or only the news that it is over `maxBytes`.
    enum Embedded: Equatable {
        case bytes([UInt8])
        case oversized

        var bytes: [UInt8]? {
            if case .bytes(let profile) = self { return profile }
            return nil
        }
    }

    /// Why a profile over `maxBytes` is not used.
    static var oversizedReason: String { tr("it is over {megabytes} MB", ["megabytes": maxBytes >> 20]) }

    /// The profile embedded in a photo of `format`, or nil when it has none.
    static func find(in bytes: [UInt8], format: PhotoFormat) -> Embedded? {
        switch format {
        case .jpeg: return findInJPEG(bytes)
        case .png: return SPNGDecoder.embeddedProfile(bytes)
        case .webp: return findInWebP(bytes)
        case .heic, .avif:
            guard let range = HEIFHeader.read(bytes)?.profile else { return nil }
            return range.count > maxBytes ? .oversized : .bytes(Array(bytes[range]))
        case .tiff: return findInTIFF(bytes)
        case .gif, .bmp: return nil
        }
    }

    /// Why the profile embedded in a photo of `format` is not used, so that it is taken as
    /// sRGB; nil when it is used, needs not be, or there is none.
    static func problem(in bytes: [UInt8], format: PhotoFormat) -> String? {
        switch find(in: bytes, format: format) {
        case .oversized: return oversizedReason
        case .bytes(let profile): return problem(with: profile)
        case nil: return nil
        }
    }

    /// A JPEG's APP2 `ICC_PROFILE` segments, joined in their sequence order; the segments are
    /// only measured until they are over the cap together, and then none is copied.
    static func findInJPEG(_ bytes: [UInt8]) -> Embedded? {
        let marker = Array("ICC_PROFILE".utf8) + [0]
        var parts: [Int: Range<Int>] = [:]
        var total = 0
        var oversized = false
        JPEGSegments.forEach(bytes) { type, data in
            // The name, the part's number and the count of parts, then the part.
            guard type == 0xE2, data.count > marker.count + 2, bytes[data.prefix(marker.count)].elementsEqual(marker) else { return true }
            let sequence = Int(bytes[data.lowerBound + marker.count]), part = (data.lowerBound + marker.count + 2)..<data.upperBound
            // A repeated sequence number replaces the part before it.
            total += part.count - (parts[sequence]?.count ?? 0)
            parts[sequence] = part
            oversized = total > maxBytes
            return !oversized
        }
        if oversized { return .oversized }
        guard !parts.isEmpty else { return nil }
        return .bytes(parts.keys.sorted().flatMap { bytes[parts[$0]!] })
    }

    /// A WebP's ICCP chunk, which the extended format's VP8X announces.
    static func findInWebP(_ bytes: [UInt8]) -> Embedded? {
        let r = HeaderBytes(bytes)
        guard r.starts(Array("VP8X".utf8), at: 12), r[20] & 0x20 != 0 else { return nil }
        var at = 12
        // Chunks: a four-character name, a little-endian size, the data padded to an even length.
        while let size = r.le32(at + 4), at + 8 + size <= bytes.count {
            if r.starts(Array("ICCP".utf8), at: at) { return size > maxBytes ? .oversized : .bytes(Array(bytes[(at + 8)..<(at + 8 + size)])) }
            at += 8 + size + (size & 1)
        }
        return nil
    }
}
