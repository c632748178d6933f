/// The pen a new stroke is drawn with. Every setter clamps, so the model never holds
/// a width or channel outside the range the settings view offers.
public struct PenSettings: Equatable, Sendable {
    public static let widthRange = 1...64
    /// Opaque red #E53935 at 6 px: it stands out on most photos.
    public static let `default` = PenSettings(width: 6, color: Color(red: 0xE5, green: 0x39, blue: 0x35))

    public private(set) var width: Int
    public var color: Color

    public init(width: Int, color: Color) {
        self.width = Self.clampWidth(width)
        self.color = color
    }

    public mutating func setWidth(_ w: Int) { width = Self.clampWidth(w) }
    public mutating func setChannel(_ channel: ColorChannel, _ value: Int) {
        let v = UInt8(clamping: value)
        switch channel {
        case .red: color.red = v
        case .green: color.green = v
        case .blue: color.blue = v
        case .alpha: color.alpha = v
        }
    }

    public func channel(_ channel: ColorChannel) -> Int {
        switch channel {
        case .red: return Int(color.red)
        case .green: return Int(color.green)
        case .blue: return Int(color.blue)
        case .alpha: return Int(color.alpha)
        }
    }

    private static func clampWidth(_ w: Int) -> Int { min(max(w, widthRange.lowerBound), widthRange.upperBound) }
}

public enum ColorChannel: String, CaseIterable, Sendable {
    case red, green, blue, alpha
}
