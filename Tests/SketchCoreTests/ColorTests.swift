import Testing
import SketchCore

@Suite("Color")
struct ColorTests {
    @Test("#RRGGBB parses as opaque, in either case, with or without '#'",
          arguments: ["#E53935", "E53935", "#e53935", "e53935"])
    func rgb(text: String) throws {
        let c = try #require(Color(hex: text))
        #expect(c == Color(red: 0xE5, green: 0x39, blue: 0x35, alpha: 255))
    }

    @Test("#RRGGBBAA parses, in either case, with or without '#'",
          arguments: ["#0A1b2C3d", "0A1b2C3d", "#0a1b2c3d", "0A1B2C3D"])
    func rgba(text: String) throws {
        let c = try #require(Color(hex: text))
        #expect(c == Color(red: 0x0A, green: 0x1B, blue: 0x2C, alpha: 0x3D))
    }

    @Test("printing is uppercase, zero-padded #RRGGBBAA and #RRGGBB")
    func printing() {
        let c = Color(red: 0x0A, green: 0xB0, blue: 0x00, alpha: 0x07)
        #expect(c.hexRGBA == "#0AB00007")
        #expect(c.hexRGB == "#0AB000")
        #expect(c.description == "#0AB00007")
        #expect(Color.clear.hexRGBA == "#00000000")
        #expect(Color.white.hexRGBA == "#FFFFFFFF")
        #expect(Color.black.hexRGB == "#000000")
    }

    @Test("print then parse gives the colour back, for many colours")
    func roundTrips() throws {
        var rng = SplitMix64(seed: 7)
        var samples: [Color] = [.white, .black, .clear, Color(red: 1, green: 2, blue: 3, alpha: 254)]
        for _ in 0..<2_000 { samples.append(Color(word: UInt32.random(in: 0...UInt32.max, using: &rng))) }
        for c in samples {
            #expect(Color(hex: c.hexRGBA) == c)
            #expect(Color(hex: String(c.hexRGBA.dropFirst())) == c)
            #expect(Color(hex: c.hexRGBA.lowercased()) == c)
            #expect(Color(hex: c.hexRGB) == c.withAlpha(255))
            #expect(Color(hex: String(c.hexRGB.dropFirst()).lowercased()) == c.withAlpha(255))

        }
    }

    @Test("parse then print gives the text back, uppercased")
    func textRoundTrips() throws {
        for text in ["#00ff7f80", "#DeAdBeEf", "#123456FF"] {
            #expect(try #require(Color(hex: text)).hexRGBA == text.uppercased())
        }
        #expect(try #require(Color(hex: "abcdef")).hexRGB == "#ABCDEF")
    }

    @Test("bad input is rejected", arguments: [
        "", "#", "##E53935", "#E5393", "#E539350", "#E5393500F", "E53935 ", " E53935", "#E5 935",
        "#G53935", "#E53935GG", "0xE53935", "+E5393", "-E5393", "#+E5393", "#-1234567",
        "#ＥＥＥＥＥＥ", "#١٢٣٤٥٦", "#E5393\u{301}5", "E53935#", "#E53935\n", "#1",
    ])
    func rejects(text: String) {
        #expect(Color(hex: text) == nil, "\(text.debugDescription)")
    }
}

extension Color {
    /// Any colour from 32 random bits, 0xAARRGGBB.
    init(word: UInt32) {
        self.init(red: UInt8(word >> 16 & 0xFF), green: UInt8(word >> 8 & 0xFF), blue: UInt8(word & 0xFF), alpha: UInt8(word >> 24))
    }
}
