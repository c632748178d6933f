import CLcms2
import Dispatch
import FoundationEssentials
import SketchCore
import SketchRaster
import SketchTranslation
import Synchronization

/// CMYK JPEGs in their colours. libjpeg gives a CMYK (or YCCK) JPEG's inks as stored, four
/// bytes a pixel; with a CMYK profile embedded (as print workflows write them) Little CMS
/// converts them to sRGB, perceptual intent, as an RGB profile's colours are. Stored inks are
/// inverted where the JPEG has Adobe's segment (`JPEGSegments.hasAdobeSegment`), and are the
/// inks themselves where it has none, as lcms2's own jpgicc reads them. Without a profile, or
/// with one Little CMS cannot convert from, the plain formula makes them RGB.
extension ColorProfile {
    /// The picture of a JPEG's (`jpeg`) stored CMYK bytes, `width` × `height` pixels.
    static func fromCMYK(_ stored: [UInt8], width: Int, height: Int, jpeg: [UInt8]) -> RGBAImage {
        guard let profile = embeddedInJPEG(jpeg), profile.count <= maxBytes,
              let transform = cmykTransform(for: profile, inverted: JPEGSegments.hasAdobeSegment(jpeg)) else {
            return plainCMYK(stored, width: width, height: height)
        }
        // Opaque: Little CMS writes the colour bytes only.
        var image = RGBAImage(width: width, height: height, fill: .black)
        image.pixels.withUnsafeMutableBufferPointer { transform.apply(stored, to: $0) }
        return image
    }

    /// Inverted CMYK by the plain formula: each channel times the black's (each byte is how
    /// much of the paper shows through that ink).
    static func plainCMYK(_ bytes: [UInt8], width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        image.pixels.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { cmyk in
                for i in 0..<width * height {
                    let k = UInt32(cmyk[4 * i + 3])
                    let r = (UInt32(cmyk[4 * i]) * k + 127) / 255, g = (UInt32(cmyk[4 * i + 1]) * k + 127) / 255
                    let b = (UInt32(cmyk[4 * i + 2]) * k + 127) / 255
                    out[i] = 0xFF00_0000 | r << 16 | g << 8 | b
                }
            }
        }
        return image
    }

    /// Why a CMYK profile is not used, or nil when it is.
    static func cmykProblem(with profile: [UInt8]) -> String? {
        cmykTransform(for: profile, inverted: true) == nil ? tr("Little CMS cannot convert from it") : nil
    }

    /// The last CMYK profile's transform, kept: a zoomed view decodes part after part of one photo.
    private static let lastCMYK = Mutex<(profile: [UInt8], inverted: Bool, transform: CMYKTransform?)?>(nil)

    static func cmykTransform(for profile: [UInt8], inverted: Bool) -> CMYKTransform? {
        lastCMYK.withLock { kept in
            if let kept, kept.inverted == inverted, kept.profile == profile { return kept.transform }
            let made = CMYKTransform(profile, inverted: inverted)
            kept = (profile, inverted, made)
            return made
        }
    }

    /// An lcms2 transform from a CMYK profile's inks (as stored, inverted or not) to sRGB; nil
    /// for a profile that is not CMYK or that Little CMS cannot convert from. Made without
    /// lcms2's one-pixel cache, so that threads may use it at once (hence `@unchecked`).
    final class CMYKTransform: @unchecked Sendable {
        private let handle: cmsHTRANSFORM

        init?(_ profile: [UInt8], inverted: Bool) {
            guard let input = profile.withUnsafeBytes({ cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }) else { return nil }
            defer { cmsCloseProfile(input) }
            guard cmsGetColorSpace(input) == cmsSigCmykData, let srgb = cmsCreate_sRGBProfile() else { return nil }
            defer { cmsCloseProfile(srgb) }
            // Bare paper stays the paper's colour, as every ink near it is: lcms2's 8-bit tables
            // would otherwise pin it alone to pure white.
            let flags = cmsFLAGS_NOCACHE | cmsFLAGS_NOWHITEONWHITEFIXUP
            guard let made = cmsCreateTransform(input, inverted ? sketchpad_lcms_cmyk8_inverted : sketchpad_lcms_cmyk8, srgb, sketchpad_lcms_bgra8,
                                                cmsUInt32Number(INTENT_PERCEPTUAL), cmsUInt32Number(flags)) else { return nil }
            handle = made
        }

        deinit { cmsDeleteTransform(handle) }

        /// `stored` (four bytes a pixel) into `pixels`, whose alpha stays as it is; in a stripe
        /// per core, as a CMYK table is several times slower than an RGB profile's curves.
        func apply(_ stored: [UInt8], to pixels: UnsafeMutableBufferPointer<UInt32>) {
            guard let out = pixels.baseAddress, !pixels.isEmpty, stored.count >= pixels.count * 4 else { return }
            let count = pixels.count
            let stripes = max(1, min(MemoryProbe.affordableThreads(ProcessInfo.processInfo.activeProcessorCount), count / (1 << 16)))
            stored.withUnsafeBytes { bytes in
                // Each stripe reads and writes only its own pixels.
                nonisolated(unsafe) let inks = bytes.baseAddress!, pixels = out
                DispatchQueue.concurrentPerform(iterations: stripes) { i in
                    let first = count * i / stripes, end = count * (i + 1) / stripes
                    cmsDoTransform(handle, inks + 4 * first, pixels + first, cmsUInt32Number(end - first))
                }
            }
        }
    }
}
