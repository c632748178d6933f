import SketchCore
import SketchTranslation
import Testing

/// File names are bytes: every byte string comes back from its String exactly, valid UTF-8
/// reads as itself, and what is not UTF-8 shows as \xE9.
@Suite struct PathBytesTests {
    static let latin1Cafe: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".png".utf8)

    @Test func aLatin1NameComesBackAsItsBytesAndShowsEscaped() {
        let path = PathBytes.decode(Self.latin1Cafe)
        #expect(PathBytes.encode(path) == Self.latin1Cafe)
        #expect(PathBytes.display(path) == "caf\\xE9.png")
        #expect(!path.contains("\u{FFFD}"))
        #expect(path != PathBytes.decode(Array("caf".utf8) + [0xE8] + Array(".png".utf8)), "two names a byte apart stay two names")
        #expect(path.hasSuffix(".png") && path.hasPrefix("caf"), "the UTF-8 around the byte reads as text")
    }

    @Test func validUTF8IsReadAsItsText() {
        for text in ["", "plain.png", "café.png", "写真/照片.jpg", "emoji 📷.png", "\u{10FF7F}", "\u{10FEFF}"] {
            #expect(PathBytes.decode(Array(text.utf8)) == text)
            #expect(PathBytes.encode(text) == Array(text.utf8))
            #expect(PathBytes.display(text) == text)
        }
    }

    /// The scalars that stand for bytes are themselves escaped when a name holds them as UTF-8,
    /// so decoding stays one to one.
    @Test func aNameHoldingTheEscapeScalarsKeepsItsBytes() {
        let genuine = Array("a\u{10FFE9}b\u{10FF80}\u{10FFFF}".utf8)
        let path = PathBytes.decode(genuine)
        #expect(PathBytes.encode(path) == genuine)
        #expect(path != PathBytes.decode(Array("a".utf8) + [0xE9] + Array("b".utf8)))
        #expect(PathBytes.display(path) == "a\\xF4\\x8F\\xBF\\xA9b\\xF4\\x8F\\xBE\\x80\\xF4\\x8F\\xBF\\xBF")
    }

    /// Truncated sequences, overlong forms, surrogates, values past U+10FFFF and stray
    /// continuation bytes: each byte that is not part of valid UTF-8 is kept on its own.
    @Test func malformedUTF8KeepsEveryByte() {
        let cases: [[UInt8]] = [[0xC3], [0xC3, 0x28], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                [0xF8, 0x88, 0x80, 0x80, 0x80], [0x80, 0xBF], [0xFF, 0xFE], [0xE2, 0x82], [0x61, 0xF0, 0x9F, 0x93]]
        for bytes in cases {
            let path = PathBytes.decode(bytes)
            #expect(PathBytes.encode(path) == bytes, "\(bytes)")
            #expect(!PathBytes.display(path).unicodeScalars.contains { $0.value >= 0x10FF80 })
        }
        #expect(PathBytes.display(PathBytes.decode([0xC3, 0x28])) == "\\xC3(")
    }

    @Test func everyByteStringRoundTrips() {
        var generator = SplitMix64(seed: 24)
        for _ in 0..<5_000 {
            let count = Int(generator.next() % 24)
            // Bytes near the UTF-8 boundaries, so valid and broken sequences both come up.
            let alphabet: [UInt8] = [0x2F, 0x61, 0x7F, 0x80, 0x8F, 0x90, 0xBF, 0xBE, 0xBC, 0xC2, 0xC3, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
            let bytes = (0..<count).map { _ in generator.next() % 3 == 0 ? UInt8(truncatingIfNeeded: generator.next()) : alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let path = PathBytes.decode(bytes)
            #expect(PathBytes.encode(path) == bytes, "\(bytes)")
            #expect(PathBytes.decode(PathBytes.encode(path)) == path)
        }
    }

    @Test func aSystemCallGetsTheBytes() {
        let path = PathBytes.decode([0x2F, 0x74, 0xE9, 0xFF])
        let seen = path.withSystemPath { pointer in (0..<5).map { UInt8(bitPattern: pointer[$0]) } }
        #expect(seen == [0x2F, 0x74, 0xE9, 0xFF, 0])
        #expect("/plain".withSystemPath { pointer in (0..<7).map { UInt8(bitPattern: pointer[$0]) } } == Array("/plain".utf8) + [0])
    }

    @Test func messagesShowTheBytesEscapedWithTheirControls() {
        let name = PathBytes.decode(Array("a\u{1B}".utf8) + [0xE9])
        #expect(TextValue.escaped(name) == "a\\u{1B}\\xE9")
        #expect(TextValue.shown(PathBytes.decode(Self.latin1Cafe)) == "\"caf\\xE9.png\"")
    }
}
