/// An sRGB colour with straight (not premultiplied) 8-bit alpha.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public static let white = Color(red: 255, green: 255, blue: 255)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, hex digits in either case).
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy({ $0.isHexDigit }),
              let value = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        } else {
            self.init(red: UInt8(value >> 24), green: UInt8(value >> 16 & 0xFF),
                      blue: UInt8(value >> 8 & 0xFF), alpha: UInt8(value & 0xFF))
        }
    }

    /// `#RRGGBBAA`, the form documents store.
    public var hexRGBA: String { "#" + [red, green, blue, alpha].map(Self.hexByte).joined() }
    /// `#RRGGBB`, for people; the alpha is shown separately.
    public var hexRGB: String { "#" + [red, green, blue].map(Self.hexByte).joined() }
    public var description: String { hexRGBA }

    public func withAlpha(_ a: UInt8) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    private static func hexByte(_ b: UInt8) -> String {
        let s = String(b, radix: 16, uppercase: true)
        return s.count == 1 ? "0" + s : s
    }
}
