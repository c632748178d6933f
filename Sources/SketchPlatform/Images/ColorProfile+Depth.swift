import CLcms2
import Dispatch
import FoundationEssentials
import SketchCore
import SketchRaster

/// Conversion to sRGB from a 16-bit picture's own samples: cut to 8 bits first, a picture in
/// linear light (a PNG with gAMA 1.0) loses its darkest levels, which the curve to sRGB spreads
/// over a dozen 8-bit ones (16-bit 255 is sRGB 13, but 8-bit 0). Here Little CMS reads the
/// 16-bit samples and rounds to 8 bits once, at the end.
extension ColorProfile {
    /// An lcms2 transform from an RGB profile's 16-bit R, G, B, A samples (straight alpha,
    /// host-endian, as libspng decodes a 16-bit PNG) to sRGB's 8-bit B, G, R, A; nil where
    /// the 8-bit `Transform` is (a profile that is not RGB, cannot be read, or changes no
    /// colour). Made without lcms2's one-pixel cache, so that threads may use it at once.
    final class WideTransform: @unchecked Sendable {
        private let handle: cmsHTRANSFORM

        init?(_ profile: [UInt8]) {
            guard profile.count <= maxBytes, ColorProfile.transform(for: profile) != nil,
                  let input = profile.withUnsafeBytes({ cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }) else { return nil }
            defer { cmsCloseProfile(input) }
            guard let srgb = cmsCreate_sRGBProfile() else { return nil }
            defer { cmsCloseProfile(srgb) }
            guard let made = cmsCreateTransform(input, sketchpad_lcms_rgba16, srgb, sketchpad_lcms_bgra8, cmsUInt32Number(INTENT_PERCEPTUAL),
                                                cmsUInt32Number(cmsFLAGS_COPY_ALPHA | cmsFLAGS_NOCACHE)) else { return nil }
            handle = made
        }

        deinit { cmsDeleteTransform(handle) }

        /// The rows of a picture too small to be worth a thread of their own.
        static let minStripePixels = 64 << 10

        /// `samples` (four a pixel) converted into `pixels`' words, in stripes of rows side by side.
        func apply(_ samples: UnsafeBufferPointer<UInt16>, into pixels: UnsafeMutableBufferPointer<UInt32>, width: Int) {
            guard width > 0, samples.count >= pixels.count * 4, let source = samples.baseAddress, let target = pixels.baseAddress else { return }
            let height = pixels.count / width
            let wanted = MemoryProbe.affordableThreads(ProcessInfo.processInfo.activeProcessorCount)
            let stripes = max(1, min(wanted, pixels.count / Self.minStripePixels, height))
            // Unchecked: each stripe's thread reads and writes only its own rows, and
            // concurrentPerform returns when all are done.
            nonisolated(unsafe) let from = source, to = target
            DispatchQueue.concurrentPerform(iterations: stripes) { i in
                let rows = (height * i / stripes)..<(height * (i + 1) / stripes)
                cmsDoTransform(handle, from + rows.lowerBound * width * 4, to + rows.lowerBound * width, cmsUInt32Number(rows.count * width))
            }
        }
    }
}
