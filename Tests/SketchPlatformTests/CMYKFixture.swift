import CLcms2
import CTurboJPEG
import Foundation
import SketchRaster
import TestSupport
import Testing

/// CMYK JPEGs as print workflows write them, for the tests: a CMYK output profile made here
/// with Little CMS (no installed package ships one), the inks of a row of patches written as
/// Adobe's inverted CMYK (each stored byte 255 minus the ink), and the profile embedded in
/// APP2 segments; and `transicc`'s sRGB of those inks, the reference.
enum CMYKFixture {
    /// The patches' inks in percent (cyan, magenta, yellow, black): each ink alone, mixes, a
    /// rich black, bare paper, each 64 px square.
    static let inks: [(Double, Double, Double, Double)] = [
        (100, 0, 0, 0), (0, 100, 0, 0), (0, 0, 100, 0), (0, 0, 0, 50), (0, 60, 100, 0), (80, 30, 0, 10),
        (40, 40, 40, 100), (0, 0, 0, 0), (20, 10, 60, 5),
    ]

    /// A press-like profile: each ink a filter over slightly warm paper (linear light, with dot
    /// gain), sampled into a 17-point CLUT from CMYK to Lab (AToB0). At about 500 KB, as press
    /// profiles are, a JPEG holds it in several APP2 segments.
    static let profile: [UInt8] = {
        let p = cmsCreateProfilePlaceholder(nil)!
        defer { cmsCloseProfile(p) }
        cmsSetDeviceClass(p, cmsSigOutputClass)
        cmsSetColorSpace(p, cmsSigCmykData)
        cmsSetPCS(p, cmsSigLabData)
        let description = cmsMLUalloc(nil, 1)!
        defer { cmsMLUfree(description) }
        cmsMLUsetASCII(description, "en", "US", "Sketchpad test press CMYK")
        cmsWriteTag(p, cmsSigProfileDescriptionTag, UnsafeRawPointer(description))
        cmsWriteTag(p, cmsSigMediaWhitePointTag, UnsafeRawPointer(cmsD50_XYZ()))
        let lut = cmsPipelineAlloc(nil, 4, 3)!
        defer { cmsPipelineFree(lut) }
        let clut = cmsStageAllocCLut16bit(nil, 17, 4, 3, nil)!
        cmsStageSampleCLut16bit(clut, { input, output, _ in
            guard let input, let output else { return 0 }
            let paper = [0.90, 0.89, 0.85]
            let filters = [[0.08, 0.50, 0.82], [0.75, 0.10, 0.40], [0.92, 0.80, 0.08], [0.04, 0.04, 0.045]]
            var light = paper
            for ink in 0..<4 {
                let amount = 1 - pow(1 - Double(input[ink]) / 65535, 1.35)
                for c in 0..<3 { light[c] *= 1 - amount * (1 - filters[ink][c]) }
            }
            // Linear sRGB to XYZ (D50, as the ICC's PCS), then Lab.
            var xyz = cmsCIEXYZ(X: 0.4360747 * light[0] + 0.3850649 * light[1] + 0.1430804 * light[2],
                                Y: 0.2225045 * light[0] + 0.7168786 * light[1] + 0.0606169 * light[2],
                                Z: 0.0139322 * light[0] + 0.0971045 * light[1] + 0.7141733 * light[2])
            var lab = cmsCIELab()
            cmsXYZ2Lab(cmsD50_XYZ(), &lab, &xyz)
            var encoded: [cmsUInt16Number] = [0, 0, 0]
            cmsFloat2LabEncoded(&encoded, &lab)
            for c in 0..<3 { output[c] = encoded[c] }
            return 1
        }, nil, 0)
        cmsPipelineInsertStage(lut, cmsAT_BEGIN, clut)
        cmsWriteTag(p, cmsSigAToB0Tag, UnsafeRawPointer(lut))
        var size: cmsUInt32Number = 0
        cmsSaveProfileToMem(p, nil, &size)
        var bytes = [UInt8](repeating: 0, count: Int(size))
        cmsSaveProfileToMem(p, &bytes, &size)
        return bytes
    }()

    /// A CMYK profile Little CMS reads but cannot convert from: it has no table from the inks.
    static let tableless: [UInt8] = {
        let p = cmsCreateProfilePlaceholder(nil)!
        defer { cmsCloseProfile(p) }
        cmsSetDeviceClass(p, cmsSigOutputClass)
        cmsSetColorSpace(p, cmsSigCmykData)
        cmsSetPCS(p, cmsSigLabData)
        cmsWriteTag(p, cmsSigMediaWhitePointTag, UnsafeRawPointer(cmsD50_XYZ()))
        var size: cmsUInt32Number = 0
        cmsSaveProfileToMem(p, nil, &size)
        var bytes = [UInt8](repeating: 0, count: Int(size))
        cmsSaveProfileToMem(p, &bytes, &size)
        return bytes
    }()

    /// `jpeg` with `profile` in APP2 `ICC_PROFILE` segments (as many as it takes, numbered),
    /// right after the start of image.
    static func embedding(_ profile: [UInt8], in jpeg: [UInt8]) -> [UInt8] {
        let most = 65_535 - 2 - 14
        let parts = stride(from: 0, to: profile.count, by: most).map { Array(profile[$0..<min(profile.count, $0 + most)]) }
        let segments = parts.enumerated().flatMap { i, part -> [UInt8] in
            let length = 2 + 14 + part.count
            return [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + Array("ICC_PROFILE".utf8) + [0, UInt8(i + 1), UInt8(parts.count)] + part
        }
        return Array(jpeg[0..<2]) + segments + Array(jpeg[2...])
    }

    /// `jpeg` without its Adobe (APP14) segment.
    static func withoutAdobeSegment(_ jpeg: [UInt8]) -> [UInt8] {
        var at = 2
        while at + 4 <= jpeg.count, jpeg[at] == 0xFF, jpeg[at + 1] != 0xDA {
            let end = at + 2 + (Int(jpeg[at + 2]) << 8 | Int(jpeg[at + 3]))
            if jpeg[at + 1] == 0xEE { return Array(jpeg[..<at]) + Array(jpeg[end...]) }
            at = end
        }
        return jpeg
    }

    /// The stored bytes of the patches: inverted inks, as Photoshop writes them.
    static func storedPatches() -> [UInt8] {
        let width = 64 * inks.count
        var bytes = [UInt8](repeating: 0, count: width * 64 * 4)
        for y in 0..<64 {
            for x in 0..<width {
                let ink = inks[x / 64]
                for (c, percent) in [ink.0, ink.1, ink.2, ink.3].enumerated() {
                    bytes[(y * width + x) * 4 + c] = 255 - UInt8((percent * 2.55).rounded())
                }
            }
        }
        return bytes
    }

    /// A CMYK JPEG of the patches through TurboJPEG (YCCK, 4:4:4, quality 100, with libjpeg's
    /// Adobe segment), without a profile.
    static func patchesJPEG() throws -> [UInt8] {
        let handle = try #require(tjInitCompress())
        defer { tjDestroy(handle) }
        let stored = storedPatches()
        var jpeg: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        defer { tjFree(jpeg) }
        let status = stored.withUnsafeBufferPointer {
            tjCompress2(handle, $0.baseAddress, Int32(64 * inks.count), 0, 64, Int32(TJPF_CMYK.rawValue), &jpeg, &size, Int32(TJSAMP_444.rawValue), 100, 0)
        }
        try #require(status == 0 && jpeg != nil)
        return Array(UnsafeBufferPointer(start: jpeg, count: Int(size)))
    }

    /// The CMYK bytes a JPEG stores, as libjpeg decodes them.
    static func storedBytes(_ jpeg: [UInt8]) throws -> (bytes: [UInt8], width: Int, height: Int) {
        let handle = try #require(tjInitDecompress())
        defer { tjDestroy(handle) }
        var w: Int32 = 0, h: Int32 = 0, sampling: Int32 = 0, space: Int32 = 0
        try #require(jpeg.withUnsafeBufferPointer { tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &w, &h, &sampling, &space) } == 0)
        var out = [UInt8](repeating: 0, count: Int(w * h * 4))
        let status = out.withUnsafeMutableBufferPointer { dst in
            jpeg.withUnsafeBufferPointer { tjDecompress2(handle, $0.baseAddress, UInt($0.count), dst.baseAddress, w, 0, h, Int32(TJPF_CMYK.rawValue), 0) }
        }
        try #require(status == 0)
        return (out, Int(w), Int(h))
    }

    /// What `transicc` makes of these inks (0-255 ink amounts, not stored bytes) through
    /// `profile` to sRGB, perceptual, as 0-255 values.
    static func reference(_ profile: [UInt8], inks: [[UInt8]], in folder: String) throws -> [(Double, Double, Double)] {
        let path = folder + "/cmyk.icc"
        try Data(profile).write(to: URL(fileURLWithPath: path))
        // transicc reads CMYK in percent.
        let input = inks.map { $0.map { String(Double($0) * 100 / 255) }.joined(separator: " ") + "\n" }.joined()
        let r = try runProcess("/bin/sh", ["-c", "printf '\(input)' | transicc -s -i'\(path)' -o'*sRGB' -t0 -v0"])
        let rows = r.stdout.split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }.filter { $0.count == 3 }
        try #require(rows.count == inks.count, "transicc said: \(r.stdout) \(r.stderr)")
        return rows.map { ($0[0], $0[1], $0[2]) }
    }

    /// The stored CMYK bytes in the middle of each patch of a decoded JPEG.
    static func patchMiddles(_ stored: (bytes: [UInt8], width: Int, height: Int)) -> [[UInt8]] {
        inks.indices.map { i in
            let at = (32 * stored.width + 64 * i + 32) * 4
            return Array(stored.bytes[at..<at + 4])
        }
    }
}
