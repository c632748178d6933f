import CHeif
import CLcms2

/// A HEIF picture's nclx colour description (ITU-T H.273 code points) as an ICC profile that
/// Little CMS converts from: its primaries and white point, and its transfer curve. BT.709
/// primaries (or unspecified ones) with an sRGB-like curve are sRGB itself: nil, the pixels stay
/// as decoded. The BT.709/601/2020 curves are taken as sRGB's, as displays show them; PQ and
/// HLG (HDR) have no ICC v2 curve and are taken as sRGB's too.
enum NCLXProfile {
    static func icc(_ nclx: heif_color_profile_nclx) -> [UInt8]? {
        let primaries = nclx.color_primaries.rawValue, transfer = nclx.transfer_characteristics.rawValue
        let srgbLike = transfer != heif_transfer_characteristic_linear.rawValue
            && transfer != heif_transfer_characteristic_ITU_R_BT_470_6_System_M.rawValue
            && transfer != heif_transfer_characteristic_ITU_R_BT_470_6_System_B_G.rawValue
        if srgbLike && (primaries == heif_color_primaries_ITU_R_BT_709_5.rawValue || primaries == heif_color_primaries_unspecified.rawValue) { return nil }
        // libheif fills in the chromaticities of the code point; unspecified ones are BT.709's.
        let unknown = primaries == heif_color_primaries_unspecified.rawValue || nclx.color_primary_white_y <= 0
        func xy(_ x: Float, _ y: Float, _ standard: (Double, Double)) -> cmsCIExyY {
            unknown || y <= 0 ? cmsCIExyY(x: standard.0, y: standard.1, Y: 1) : cmsCIExyY(x: Double(x), y: Double(y), Y: 1)
        }
        var white = xy(nclx.color_primary_white_x, nclx.color_primary_white_y, (0.3127, 0.3290))
        var triple = cmsCIExyYTRIPLE(Red: xy(nclx.color_primary_red_x, nclx.color_primary_red_y, (0.64, 0.33)),
                                     Green: xy(nclx.color_primary_green_x, nclx.color_primary_green_y, (0.30, 0.60)),
                                     Blue: xy(nclx.color_primary_blue_x, nclx.color_primary_blue_y, (0.15, 0.06)))
        let curve: OpaquePointer?
        switch transfer {
        case heif_transfer_characteristic_linear.rawValue: curve = cmsBuildGamma(nil, 1.0)
        case heif_transfer_characteristic_ITU_R_BT_470_6_System_M.rawValue: curve = cmsBuildGamma(nil, 2.2)
        case heif_transfer_characteristic_ITU_R_BT_470_6_System_B_G.rawValue: curve = cmsBuildGamma(nil, 2.8)
        default:
            // IEC 61966-2-1's curve: lcms2's parametric type 4.
            let parameters: [cmsFloat64Number] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
            curve = parameters.withUnsafeBufferPointer { cmsBuildParametricToneCurve(nil, 4, $0.baseAddress) }
        }
        guard let curve else { return nil }
        defer { cmsFreeToneCurve(curve) }
        var curves: [OpaquePointer?] = [curve, curve, curve]
        guard let profile = curves.withUnsafeMutableBufferPointer({ cmsCreateRGBProfile(&white, &triple, $0.baseAddress) }) else { return nil }
        defer { cmsCloseProfile(profile) }
        var size: cmsUInt32Number = 0
        guard cmsSaveProfileToMem(profile, nil, &size) != 0, size > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        guard cmsSaveProfileToMem(profile, &bytes, &size) != 0 else { return nil }
        return bytes
    }
}
