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
        func xy(_ x: Float, _ y: Float, _ standard: (Double, Double)) -> (x: Double, y: Double) {
            unknown || y <= 0 ? standard : (Double(x), Double(y))
        }
        let curve: OpaquePointer?
        switch transfer {
        case heif_transfer_characteristic_linear.rawValue: curve = cmsBuildGamma(nil, 1.0)
        case heif_transfer_characteristic_ITU_R_BT_470_6_System_M.rawValue: curve = cmsBuildGamma(nil, 2.2)
        case heif_transfer_characteristic_ITU_R_BT_470_6_System_B_G.rawValue: curve = cmsBuildGamma(nil, 2.8)
        default: curve = ColorProfile.sRGBCurve()
        }
        return ColorProfile.rgbProfile(white: xy(nclx.color_primary_white_x, nclx.color_primary_white_y, (0.3127, 0.3290)),
                                       red: xy(nclx.color_primary_red_x, nclx.color_primary_red_y, (0.64, 0.33)),
                                       green: xy(nclx.color_primary_green_x, nclx.color_primary_green_y, (0.30, 0.60)),
                                       blue: xy(nclx.color_primary_blue_x, nclx.color_primary_blue_y, (0.15, 0.06)), curve: curve)
    }
}
