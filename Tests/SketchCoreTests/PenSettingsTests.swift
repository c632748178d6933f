import Testing
import SketchCore

@Suite("PenSettings")
struct PenSettingsTests {
    @Test("the default pen is 6 px opaque #E53935")
    func defaults() {
        let pen = PenSettings.default
        #expect(pen.width == 6)
        #expect(pen.color == Color(red: 0xE5, green: 0x39, blue: 0x35, alpha: 255))
        #expect(pen.color.hexRGBA == "#E53935FF")
        #expect(PenSettings.widthRange == 1...64)
    }

    @Test("width is clamped to 1...64, by init and by setWidth",
          arguments: [(Int.min, 1), (-5, 1), (0, 1), (1, 1), (2, 2), (33, 33), (63, 63), (64, 64), (65, 64), (1_000, 64), (Int.max, 64)])
    func width(input: Int, expected: Int) {
        #expect(PenSettings(width: input, color: .black).width == expected)
        var pen = PenSettings.default
        pen.setWidth(input)
        #expect(pen.width == expected)
        #expect(pen.color == PenSettings.default.color)
    }

    @Test("channels are clamped to 0...255 and set only their own channel",
          arguments: ColorChannel.allCases)
    func channels(channel: ColorChannel) {
        for (input, expected) in [(Int.min, 0), (-1, 0), (0, 0), (1, 1), (128, 128), (254, 254), (255, 255), (256, 255), (Int.max, 255)] {
            var pen = PenSettings(width: 10, color: Color(red: 10, green: 20, blue: 30, alpha: 40))
            pen.setChannel(channel, input)
            #expect(pen.channel(channel) == expected, "\(channel) \(input)")
            for other in ColorChannel.allCases where other != channel {
                let before = PenSettings(width: 10, color: Color(red: 10, green: 20, blue: 30, alpha: 40))
                #expect(pen.channel(other) == before.channel(other), "\(channel) \(input) changed \(other)")
            }
            #expect(pen.width == 10)
        }
    }

    @Test("channel reads the colour")
    func channelRead() {
        let pen = PenSettings(width: 3, color: Color(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(pen.channel(.red) == 1)
        #expect(pen.channel(.green) == 2)
        #expect(pen.channel(.blue) == 3)
        #expect(pen.channel(.alpha) == 4)
    }
}
