import CLcms2
import CTurboJPEG
import CWebP
import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The JPEG and WebP encoders, checked through the decoders of their own libraries: a JPEG's
/// and a lossy WebP's pixels come back close, a lossless WebP's exactly; a JPEG's transparency
/// is laid on its matte (white by default), a WebP keeps its alpha; and every file says its
/// colours are sRGB (a PNG with its sRGB chunk, a JPEG and a WebP with the sRGB profile).
@Suite struct SaveEncoderTests {
    /// A smooth picture with edges: what a photo with strokes is like to an encoder.
    static func picture(width: Int = 320, height: Int = 200, alpha: Bool = false) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        var rng = SplitMix64(seed: 9)
        for y in 0..<height {
            for x in 0..<width {
                let edge = (x / 40 + y / 25) % 2 == 0 ? 50 : 0
                let a: UInt8 = !alpha ? 255 : x < width / 4 ? 0 : x < width / 2 ? UInt8(40 + y % 180) : 255
                image[x, y] = Color(red: UInt8(min(255, x * 180 / width + edge + rng.int(0..<6))), green: UInt8(min(255, y * 200 / height + rng.int(0..<6))),
                                    blue: UInt8((x + 2 * y) % 200), alpha: a)
            }
        }
        return image
    }

    /// The mean and the largest difference of the colour channels (and alpha when asked).
    static func difference(_ a: RGBAImage, _ b: RGBAImage, alpha: Bool = false) -> (mean: Double, max: Int) {
        var total = 0, most = 0
        for i in 0..<a.pixels.count {
            let p = Color(argb: a.pixels[i]), q = Color(argb: b.pixels[i])
            let pairs = [(p.red, q.red), (p.green, q.green), (p.blue, q.blue)] + (alpha ? [(p.alpha, q.alpha)] : [])
            for (x, y) in pairs { let d = abs(Int(x) - Int(y)); total += d; most = max(most, d) }
        }
        return (Double(total) / Double(a.pixels.count * (alpha ? 4 : 3)), most)
    }

    /// Decoded by TurboJPEG itself, into the app's pixel layout.
    static func decodeJPEG(_ bytes: [UInt8]) throws -> RGBAImage {
        let handle = try #require(tjInitDecompress())
        defer { tjDestroy(handle) }
        var w: Int32 = 0, h: Int32 = 0, sub: Int32 = 0, space: Int32 = 0
        #expect(tjDecompressHeader3(handle, bytes, UInt(bytes.count), &w, &h, &sub, &space) == 0)
        var pixels = [UInt32](repeating: 0, count: Int(w * h))
        let status = pixels.withUnsafeMutableBytes { out in
            tjDecompress2(handle, bytes, UInt(bytes.count), out.baseAddress!.assumingMemoryBound(to: UInt8.self), w, w * 4, h, Int32(TJPF_BGRA.rawValue), 0)
        }
        #expect(status == 0)
        return RGBAImage(width: Int(w), height: Int(h), pixels: pixels)
    }

    /// Decoded by libwebp itself, alpha included.
    static func decodeWebP(_ bytes: [UInt8]) throws -> RGBAImage {
        var w: Int32 = 0, h: Int32 = 0
        let decoded = try #require(WebPDecodeBGRA(bytes, bytes.count, &w, &h), "libwebp cannot decode it")
        defer { WebPFree(decoded) }
        var image = RGBAImage(width: Int(w), height: Int(h))
        image.pixels.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(start: decoded, count: Int(w * h * 4))) }
        return image
    }

    /// The profile in a JPEG's APP2 `ICC_PROFILE` segment.
    static func jpegProfile(_ bytes: [UInt8]) -> [UInt8]? {
        let name = Array("ICC_PROFILE".utf8) + [0]
        guard let at = (4..<bytes.count - name.count).first(where: { Array(bytes[$0..<$0 + name.count]) == name }),
              bytes[at - 4] == 0xFF, bytes[at - 3] == 0xE2 else { return nil }
        let length = Int(bytes[at - 2]) << 8 | Int(bytes[at - 1])
        return Array(bytes[(at + name.count + 2)..<(at - 2 + length)])
    }

    /// `jpeg` without its APP2 `ICC_PROFILE` segments: a JPEG as an encoder without colour
    /// management writes it.
    static func untagged(_ jpeg: [UInt8]) -> [UInt8] {
        var out = Array(jpeg[0..<2]), at = 2
        while at + 4 <= jpeg.count, jpeg[at] == 0xFF, jpeg[at + 1] != 0xDA {
            let end = at + 2 + (Int(jpeg[at + 2]) << 8 | Int(jpeg[at + 3]))
            if !(jpeg[at + 1] == 0xE2 && jpeg[(at + 4)..<min(end, at + 15)].elementsEqual("ICC_PROFILE".utf8)) { out += jpeg[at..<end] }
            at = end
        }
        return out + jpeg[at...]
    }

    /// The profile in a WebP's ICCP chunk, through libwebpmux.
    static func webpProfile(_ bytes: [UInt8]) -> [UInt8]? {
        bytes.withUnsafeBufferPointer { b in
            var data = WebPData(bytes: b.baseAddress, size: b.count)
            guard let mux = WebPMuxCreate(&data, 0) else { return nil }
            defer { WebPMuxDelete(mux) }
            var chunk = WebPData(bytes: nil, size: 0)
            guard WebPMuxGetChunk(mux, "ICCP", &chunk) == WEBP_MUX_OK, let start = chunk.bytes else { return nil }
            return Array(UnsafeBufferPointer(start: start, count: chunk.size))
        }
    }

    /// Whether lcms2 reads `profile` as an RGB profile that maps colours to themselves in sRGB.
    static func isSRGB(_ profile: [UInt8]) -> Bool {
        guard let p = profile.withUnsafeBytes({ cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }), let srgb = cmsCreate_sRGBProfile() else { return false }
        defer { cmsCloseProfile(p); cmsCloseProfile(srgb) }
        guard cmsGetColorSpace(p) == cmsSigRgbData,
              let t = cmsCreateTransform(p, sketchpad_lcms_bgra8, srgb, sketchpad_lcms_bgra8, UInt32(INTENT_PERCEPTUAL), 0) else { return false }
        defer { cmsDeleteTransform(t) }
        let colours: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF, 0xFFC8_1E28, 0xFF0A_B45A, 0xFF3C_46DC, 0xFF80_8080]
        var out = [UInt32](repeating: 0, count: colours.count)
        cmsDoTransform(t, colours, &out, cmsUInt32Number(colours.count))
        for (a, b) in zip(colours, out) {
            for shift: UInt32 in [0, 8, 16] where abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) > 1 { return false }
        }
        return true
    }

    @Test func aJPEGDecodesCloseToThePictureAndCarriesTheSRGBProfile() throws {
        let image = Self.picture()
        let jpeg = try ImageFile.encode(image, as: .jpeg(quality: 90))
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF, 0xE0]), "JFIF first, as the standard asks")
        let back = try Self.decodeJPEG(jpeg)
        let d = Self.difference(image, back)
        // Close on the whole (2.9 measured); the hard edges of the blue ramp are smeared most.
        #expect(d.mean < 3.5 && d.max < 128, "\(d)")
        let profile = try #require(Self.jpegProfile(jpeg), "no ICC profile in APP2")
        #expect(Self.isSRGB(profile) && profile.count > 400, "\(profile.count) bytes")
        // The app's own decoder sees the profile is sRGB and keeps the pixels as decoded.
        #expect(try ImageFile.decode(jpeg, path: "saved.jpg") == back)
        let bare = Self.untagged(jpeg)
        #expect(Self.jpegProfile(bare) == nil && bare.count == jpeg.count - 4 - 14 - profile.count)
        #expect(try Self.decodeJPEG(bare) == back, "the profile is all that was added")
        // A lower quality is smaller; quality is passed on.
        #expect(try ImageFile.encode(image, as: .jpeg(quality: 40)).count < jpeg.count)
    }

    @Test func aJPEGLaysTransparencyOnItsMatteWhiteUnlessTold() throws {
        var image = RGBAImage(width: 64, height: 32, fill: .clear)
        image.fill(IntRect(x: 32, y: 0, width: 32, height: 32), with: Color(red: 200, green: 0, blue: 0, alpha: 128))
        let white = try Self.decodeJPEG(try ImageFile.encode(image, as: .jpeg(quality: 95)))
        let green = try Self.decodeJPEG(try ImageFile.encode(image, as: .jpeg(quality: 95), matte: Color(red: 0, green: 160, blue: 0)))
        func near(_ c: Color, _ r: Int, _ g: Int, _ b: Int) -> Bool { abs(Int(c.red) - r) <= 4 && abs(Int(c.green) - g) <= 4 && abs(Int(c.blue) - b) <= 4 }
        #expect(near(white[8, 16], 255, 255, 255) && white[8, 16].alpha == 255, "\(white[8, 16])")
        // Half-transparent red over white, and over green.
        #expect(near(white[50, 16], 228, 127, 127), "\(white[50, 16])")
        #expect(near(green[8, 16], 0, 160, 0) && near(green[50, 16], 100, 80, 0), "\(green[8, 16]) \(green[50, 16])")
    }

    @Test func aLossyWebPDecodesCloseAndKeepsItsAlpha() throws {
        let image = Self.picture(alpha: true)
        let webp = try ImageFile.encode(image, as: .webp(quality: 90))
        #expect(Array(webp[0..<4]) == Array("RIFF".utf8) && Array(webp[8..<12]) == Array("WEBP".utf8))
        let back = try Self.decodeWebP(webp)
        #expect(back.width == image.width && back.height == image.height)
        var opaque = image, decoded = back
        // Colours compared where they show; alpha everywhere, exactly (WebP keeps alpha losslessly by default).
        for i in 0..<image.pixels.count where image.pixels[i] >> 24 == 0 { opaque.pixels[i] = 0; decoded.pixels[i] = 0 }
        let d = Self.difference(opaque, decoded)
        #expect(d.mean < 3.5, "\(d)")
        #expect(zip(image.pixels, back.pixels).allSatisfy { $0 >> 24 == $1 >> 24 }, "alpha is kept")
        #expect(Self.webpProfile(webp).map(Self.isSRGB) == true, "the sRGB profile in ICCP")
        #expect(try ImageFile.encode(image, as: .webp(quality: 30)).count < webp.count)
    }

    @Test func aWebPAtQuality100IsLosslessToTheLastPixel() throws {
        let image = Self.picture(alpha: true)
        let webp = try ImageFile.encode(image, as: .webp(quality: 100))
        #expect(try Self.decodeWebP(webp) == image)
        #expect(Self.webpProfile(webp).map(Self.isSRGB) == true)
        // The app reads back what it wrote.
        #expect(try ImageFile.decode(webp, path: "saved.webp") == image)
    }

    @Test func aWebPTooLargeForTheFormatIsRefusedNamingTheLimit() {
        #expect(throws: PlatformError.self) { try ImageFile.encode(RGBAImage(width: 16384, height: 2), as: .webp(quality: 90)) }
        do {
            _ = try ImageFile.encode(RGBAImage(width: 16384, height: 2), as: .webp(quality: 90))
        } catch {
            #expect("\(error)".contains("a WebP is at most 16383×16383 pixels, and the picture is 16384×2"), "\(error)")
        }
    }

    /// The sRGB chunk comes right after IHDR: length 1, the type, intent 0 (perceptual).
    @Test func aPNGSaysItsColoursAreSRGB() throws {
        for image in [Self.picture(), Self.picture(alpha: true)] {
            let png = try ImageFile.encode(image, as: .png)
            #expect(Array(png[33..<46]) == [0, 0, 0, 1] + Array("sRGB".utf8) + [0, 0xAE, 0xCE, 0x1C, 0xE9], "\(Array(png[33..<46]))")
            #expect(try ImageFile.decode(png, path: "saved.png") == image)
        }
    }

    /// What the writer is told by name: the extension picks the format, the options its quality.
    @Test func theWriterPicksTheFormatByTheFilesName() throws {
        let folder = try TestPaths.temporaryFolder("save-encoders")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let image = Self.picture()
        for (name, magic) in [("a.jpg", [UInt8]([0xFF, 0xD8])), ("b.JPEG", [0xFF, 0xD8]), ("c.webp", Array("RIFF".utf8)), ("d.png", [0x89, 0x50])] {
            try ImageFile.write(image, to: folder + "/" + name, options: ImageWriter.Options(quality: 80))
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
            #expect(bytes.starts(with: magic), "\(name)")
        }
        #expect(throws: PlatformError.self) { try ImageFile.write(image, to: folder + "/e.gif", options: ImageWriter.Options()) }
    }
}
