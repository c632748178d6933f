import CLcms2
import Dispatch
import FoundationEssentials
import SketchRaster
import SketchTranslation
import Synchronization

/// A photo's embedded ICC profile, and its pixels converted from it to sRGB through Little
/// CMS, so that a Display P3 photo (an iPhone's) shows and saves in its own colours on an sRGB
/// screen and in every output. A photo without a profile is taken as sRGB, unchanged; so is
/// one whose profile is not RGB (grey), or is sRGB itself (it maps every colour to itself,
/// and is not applied, so that such a photo's pixels stay exactly as decoded). A CMYK JPEG's
/// CMYK profile converts its inks (ColorProfile+CMYK.swift).
enum ColorProfile {
    /// The ICC profile embedded in a JPEG (APP2 `ICC_PROFILE` segments, joined in their
    /// sequence order), or nil, also when it is over `maxBytes` (`findInJPEG`).
    static func embeddedInJPEG(_ bytes: [UInt8]) -> [UInt8]? { findInJPEG(bytes)?.bytes }

    /// The ICC profile of a WebP (its ICCP chunk), or nil, also when it is over `maxBytes`.
    static func embeddedInWebP(_ bytes: [UInt8]) -> [UInt8]? { findInWebP(bytes)?.bytes }

    /// Profiles larger than this are ignored: real ones are a few kilobytes (a few hundred
    /// with lookup tables), and Little CMS would parse whatever a file claims.
    static let maxBytes = 4 << 20

    /// Why an embedded profile is not used, so the photo is taken as sRGB; nil when it is used
    /// or needs not be (sRGB itself, or not an RGB profile).
    static func problem(with profile: [UInt8]) -> String? {
        if profile.count > maxBytes { return oversizedReason }
        guard let input = profile.withUnsafeBytes({ cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }) else {
            return tr("Little CMS cannot read it")
        }
        defer { cmsCloseProfile(input) }
        if cmsGetColorSpace(input) == cmsSigCmykData { return cmykProblem(with: profile) }
        guard cmsGetColorSpace(input) == cmsSigRgbData, let srgb = cmsCreate_sRGBProfile() else { return nil }
        defer { cmsCloseProfile(srgb) }
        guard let made = cmsCreateTransform(input, sketchpad_lcms_bgra8, srgb, sketchpad_lcms_bgra8, cmsUInt32Number(INTENT_PERCEPTUAL), cmsUInt32Number(cmsFLAGS_NOCACHE)) else {
            return tr("Little CMS cannot convert from it")
        }
        cmsDeleteTransform(made)
        return nil
    }

    /// `image` (straight-alpha 0xAARRGGBB) converted from `profile` to sRGB, perceptual intent,
    /// alpha kept; `image` itself when the profile is not to be applied or cannot be read.
    static func toSRGB(_ image: RGBAImage, from profile: [UInt8]) -> RGBAImage {
        var out = image
        convertToSRGB(&out, from: profile)
        return out
    }

    /// `image` converted in place, as `toSRGB` converts it: a decoder's own picture, which is
    /// then never copied (a 24 MP photo is 96 MB), converted in stripes on every core.
    static func convertToSRGB(_ image: inout RGBAImage, from profile: [UInt8]) {
        guard profile.count <= maxBytes, let transform = transform(for: profile) else { return }
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            let stripes = max(1, min(ProcessInfo.processInfo.activeProcessorCount, pixels.count / (1 << 16)))
            let each = (pixels.count + stripes - 1) / stripes
            // Unchecked: each stripe's thread converts only its own pixels, and concurrentPerform
            // returns when every stripe is done.
            nonisolated(unsafe) let all = pixels
            DispatchQueue.concurrentPerform(iterations: stripes) { i in
                let range = min(all.count, i * each)..<min(all.count, (i + 1) * each)
                transform.apply(UnsafeMutableBufferPointer(rebasing: all[range]))
            }
        }
    }

    /// The last profile's transform, kept: a zoomed view decodes part after part of one photo.
    private static let last = Mutex<(profile: [UInt8], transform: Transform?)?>(nil)

    static func transform(for profile: [UInt8]) -> Transform? {
        last.withLock { kept in
            if let kept, kept.profile == profile { return kept.transform }
            let made = Transform(profile)
            kept = (profile, made)
            return made
        }
    }

    /// An lcms2 transform from an RGB profile to sRGB; nil for one that is not RGB, cannot be
    /// read, or changes no colour. Made without lcms2's one-pixel cache, so that threads may
    /// use it at once (hence `@unchecked`).
    final class Transform: @unchecked Sendable {
        private let handle: cmsHTRANSFORM

        init?(_ profile: [UInt8]) {
            guard let input = profile.withUnsafeBytes({ cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }) else { return nil }
            defer { cmsCloseProfile(input) }
            guard cmsGetColorSpace(input) == cmsSigRgbData, let srgb = cmsCreate_sRGBProfile() else { return nil }
            defer { cmsCloseProfile(srgb) }
            guard let made = cmsCreateTransform(input, sketchpad_lcms_bgra8, srgb, sketchpad_lcms_bgra8, cmsUInt32Number(INTENT_PERCEPTUAL),
                                                cmsUInt32Number(cmsFLAGS_COPY_ALPHA | cmsFLAGS_NOCACHE)) else { return nil }
            handle = made
            if isIdentity() { return nil }
        }

        deinit { cmsDeleteTransform(handle) }

        func apply(_ pixels: UnsafeMutableBufferPointer<UInt32>) {
            guard let base = pixels.baseAddress, !pixels.isEmpty else { return }
            cmsDoTransform(handle, base, base, cmsUInt32Number(pixels.count))
        }

        /// Whether every colour of a 17-step cube comes back as it went in (an sRGB profile).
        private func isIdentity() -> Bool {
            let steps = (0...16).map { UInt32(min(255, $0 * 16)) }
            var cube = steps.flatMap { r in steps.flatMap { g in steps.map { b in 0xFF00_0000 | r << 16 | g << 8 | b } } }
            let before = cube
            cube.withUnsafeMutableBufferPointer { apply($0) }
            return cube == before
        }
    }
}
