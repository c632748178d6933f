import Foundation
import SketchApp
import SketchCore
import Testing

/// Every text of both themes against what it is drawn on, by WCAG 2's contrast ratio: 4.5:1
/// (AA for normal text) at least; a disabled widget's label, which WCAG exempts, 2.5:1 so it
/// still reads. A translucent fill counts as over black and over white, the worse of the two.
@Suite struct ThemeContrastTests {
    /// WCAG 2's relative luminance of an sRGB colour.
    static func luminance(_ c: Color) -> Double {
        func channel(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055).pow(2.4)
        }
        return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }

    static func ratio(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `fill` laid over `under`, opaque.
    static func over(_ fill: Color, _ under: Color) -> Color {
        let a = Double(fill.alpha) / 255
        func mix(_ f: UInt8, _ u: UInt8) -> UInt8 { UInt8((Double(f) * a + Double(u) * (1 - a)).rounded()) }
        return Color(red: mix(fill.red, under.red), green: mix(fill.green, under.green), blue: mix(fill.blue, under.blue))
    }

    static func worstRatio(_ text: Color, on fill: Color) -> Double {
        let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 0xFF, green: 0xFF, blue: 0xFF)
        return [black, white].map { ratio(text, over(fill, $0)) }.min()!
    }

    @Test func theRatioIsWCAGs() {
        let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 0xFF, green: 0xFF, blue: 0xFF)
        #expect(abs(Self.ratio(black, white) - 21) < 1e-9)
        #expect(abs(Self.ratio(white, white) - 1) < 1e-9)
        // #767676 on white is the usual example of just passing AA.
        #expect(abs(Self.ratio(Color(red: 0x76, green: 0x76, blue: 0x76), white) - 4.54) < 0.01)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func everyTextReadsOnItsBackground(_ scheme: ColorScheme) {
        let theme = Theme(scheme)
        #expect(theme.scheme == scheme)
        #expect(theme.textPairs.count >= 15)
        for pair in theme.textPairs {
            let r = Self.worstRatio(pair.text, on: pair.on)
            #expect(r >= (pair.disabled ? 2.5 : 4.5), "\(scheme): \(pair.name) is \(r):1")
        }
    }

    @Test func theThemesDiffer() {
        let light = Theme(.light), dark = Theme(.dark)
        #expect(dark == Theme(), "the dark theme is the one the app always had")
        #expect(Self.luminance(light.panel) > 0.8 && Self.luminance(dark.panel) < 0.1)
        #expect(Self.luminance(light.text) < 0.05 && Self.luminance(dark.text) > 0.8)
    }
}

private extension Double {
    func pow(_ e: Double) -> Double { Foundation.pow(self, e) }
}
