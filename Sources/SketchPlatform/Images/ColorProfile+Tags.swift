import CLcms2
import Glibc
import SketchRaster

/// The colour descriptions that are not an embedded ICC stream: a PNG's gAMA and cHRM chunks,
/// and a TIFF's ICC tag; and the one builder of a profile from primaries and a curve, which
/// they and a HEIF's nclx description (`NCLXProfile`) are made into.
extension ColorProfile {
    /// A PNG's cHRM chunk: the white point's and the primaries' CIE x, y.
    struct Chromaticities {
        var white: (x: Double, y: Double)
        var red: (x: Double, y: Double)
        var green: (x: Double, y: Double)
        var blue: (x: Double, y: Double)

        /// sRGB's: D65 and the BT.709 primaries.
        static let sRGB = Chromaticities(white: (0.3127, 0.3290), red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06))

        /// Whether every value is within a PNG chunk's rounding (1/100000) and a writer's of sRGB's.
        var isSRGB: Bool {
            let pairs = [(white, Self.sRGB.white), (red, Self.sRGB.red), (green, Self.sRGB.green), (blue, Self.sRGB.blue)]
            return pairs.allSatisfy { abs($0.0.x - $0.1.x) < 0.001 && abs($0.0.y - $0.1.y) < 0.001 }
        }
    }

    /// A PNG gAMA chunk's 1/2.2 (45455), which most writers put beside sRGB's chromaticities (or
    /// none) to mean sRGB: such a picture is taken as sRGB, unchanged, as browsers take it.
    static let pngSRGBGamma = 0.45455

    /// An ICC profile made from a PNG's gAMA (the file's gamma, 0.45455 for 1/2.2) and cHRM
    /// chunks, for a PNG with neither an iCCP nor an sRGB chunk (which take precedence); nil
    /// when they say sRGB or cannot describe an RGB space. A missing cHRM means sRGB's
    /// primaries, a missing gAMA sRGB's transfer curve.
    static func fromPNGChunks(fileGamma: Double?, chromaticities: Chromaticities?) -> [UInt8]? {
        guard fileGamma != nil || chromaticities != nil else { return nil }
        let saysSRGBGamma = fileGamma.map { abs($0 - pngSRGBGamma) < 0.0005 } ?? true
        if saysSRGBGamma && (chromaticities?.isSRGB ?? true) { return nil }
        let c = chromaticities ?? .sRGB
        for point in [c.white, c.red, c.green, c.blue] {
            guard point.x > 0, point.x < 1, point.y > 0, point.y < 1, point.x + point.y <= 1 else { return nil }
        }
        if let fileGamma { guard fileGamma >= 0.01, fileGamma <= 10 else { return nil } }
        return rgbProfile(white: c.white, red: c.red, green: c.green, blue: c.blue,
                          curve: fileGamma.map { cmsBuildGamma(nil, 1 / $0) } ?? sRGBCurve())
    }

    /// IEC 61966-2-1's (sRGB's) transfer curve: lcms2's parametric type 4.
    static func sRGBCurve() -> OpaquePointer? {
        let parameters: [cmsFloat64Number] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
        return parameters.withUnsafeBufferPointer { cmsBuildParametricToneCurve(nil, 4, $0.baseAddress) }
    }

    /// An ICC profile (its bytes) of the RGB space with this white point and these primaries
    /// (CIE x, y) and `curve` on each channel, which it frees; nil when lcms2 makes none.
    static func rgbProfile(white: (x: Double, y: Double), red: (x: Double, y: Double), green: (x: Double, y: Double),
                           blue: (x: Double, y: Double), curve: OpaquePointer?) -> [UInt8]? {
        guard let curve else { return nil }
        defer { cmsFreeToneCurve(curve) }
        var whitePoint = cmsCIExyY(x: white.x, y: white.y, Y: 1)
        var primaries = cmsCIExyYTRIPLE(Red: cmsCIExyY(x: red.x, y: red.y, Y: 1), Green: cmsCIExyY(x: green.x, y: green.y, Y: 1),
                                        Blue: cmsCIExyY(x: blue.x, y: blue.y, Y: 1))
        var curves: [OpaquePointer?] = [curve, curve, curve]
        guard let profile = curves.withUnsafeMutableBufferPointer({ cmsCreateRGBProfile(&whitePoint, &primaries, $0.baseAddress) }) else { return nil }
        defer { cmsCloseProfile(profile) }
        var size: cmsUInt32Number = 0
        guard cmsSaveProfileToMem(profile, nil, &size) != 0, size > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        guard cmsSaveProfileToMem(profile, &bytes, &size) != 0 else { return nil }
        return bytes
    }

    /// The ICC profile of a TIFF's first page (tag 34675, InterColorProfile), or nil, also
    /// when it is over `maxBytes` (`findInTIFF`).
    static func embeddedInTIFF(_ bytes: [UInt8]) -> [UInt8]? { findInTIFF(bytes)?.bytes }

    static func findInTIFF(_ bytes: [UInt8]) -> Embedded? {
        let r = HeaderBytes(bytes)
        let big = r[0] == 0x4D
        let u16 = big ? r.be16 : r.le16, u32 = big ? r.be32 : r.le32
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for e in 0..<count {
            let at = ifd + 2 + e * 12
            // UNDEFINED or BYTE data, over four bytes long: where it is, not in the entry.
            guard let tag = u16(at), tag == 34675, let type = u16(at + 2), type == 7 || type == 1,
                  let length = u32(at + 4), length > 4, let offset = u32(at + 8), r.has(offset, length) else { continue }
            return length > maxBytes ? .oversized : .bytes(Array(bytes[offset..<(offset + length)]))
        }
        return nil
    }
}
