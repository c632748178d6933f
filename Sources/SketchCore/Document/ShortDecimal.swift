/// The shortest decimal that reads back as a point's coordinate, written without Swift's
/// general float printing for the values a drawing's points mostly are: whole pixels and
/// binary fractions of them (a pointer at zoom 2 or 4 lands on halves and quarters). A journal
/// line is written for every stroke as it ends, hundreds of numbers each.
///
/// A value that is a whole number of 2⁻¹⁶ths below 2³³ is written exactly, digit by digit. When
/// that exact decimal has at most 15 significant digits it is the shortest one that reads back
/// (two decimals of 15 digits never read as the same double), so it is the text `"\(v)"` gives;
/// any other value is left to that (`text` returns nil).
enum ShortDecimal {
    /// Fraction bits kept: 2⁻¹⁶ × 5¹⁶ × 10¹⁶ fits a UInt64 for every fraction below one.
    static let fractionBits = 16
    /// Below this the whole part and the fraction's 16 digits stay within the same UInt64s,
    /// and far below 2⁵³, where `"\(v)"` turns to exponents.
    static let limit = Double(1 << 33)
    /// Below this `"\(v)"` writes a fraction with an exponent (`6.103515625e-05`).
    static let smallest = 1.0 / 256
    static let maxSignificantDigits = 15

    static func text(_ v: Double) -> String? {
        let a = abs(v)
        guard a >= smallest, a < limit else { return nil }
        let scaled = a * Double(1 << fractionBits)
        guard scaled == scaled.rounded(.towardZero) else { return nil }
        let n = UInt64(scaled)
        let whole = n >> UInt64(fractionBits)
        // The fraction's 16 decimal digits: f / 2¹⁶ = f × 5¹⁶ / 10¹⁶.
        var fraction = (n & ((1 << UInt64(fractionBits)) - 1)) * 152_587_890_625
        var fractionDigits = 16
        if fraction == 0 { fractionDigits = 0 } else {
            while fraction % 10 == 0 { fraction /= 10; fractionDigits -= 1 }
        }
        let wholeDigits = digitCount(whole)
        let significant = whole > 0 ? wholeDigits + fractionDigits : digitCount(fraction)
        guard significant <= maxSignificantDigits else { return nil }
        let length = (v < 0 ? 1 : 0) + wholeDigits + (fractionDigits > 0 ? 1 + fractionDigits : 2)
        return String(unsafeUninitializedCapacity: length) { out in
            var i = length
            // The fraction, from its last digit (".0" for a whole number, as `"\(v)"` writes one).
            if fractionDigits == 0 { i -= 1; out[i] = UInt8(ascii: "0") }
            for _ in 0..<fractionDigits {
                i -= 1; out[i] = UInt8(ascii: "0") + UInt8(fraction % 10); fraction /= 10
            }
            i -= 1; out[i] = UInt8(ascii: ".")
            var w = whole
            repeat { i -= 1; out[i] = UInt8(ascii: "0") + UInt8(w % 10); w /= 10 } while w > 0
            if v < 0 { out[0] = UInt8(ascii: "-") }
            return length
        }
    }

    /// Decimal digits of `n` (one for zero).
    private static func digitCount(_ n: UInt64) -> Int {
        var count = 1, rest = n
        while rest >= 10 { rest /= 10; count += 1 }
        return count
    }
}
