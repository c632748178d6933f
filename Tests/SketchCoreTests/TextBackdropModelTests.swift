import FoundationEssentials
import SketchCore
import Testing

/// A text's size and backdrop in the settings and in documents.
@Suite struct TextBackdropModelTests {
    @Test func theSettingsReadAndWriteTheSizeAndTheBackdrop() {
        let read = Settings.parse("text.size = 90\ntext.backdrop = outline\n")
        #expect(read.warnings.isEmpty && read.settings.pen.textSize == 90 && read.settings.pen.style.textBackdrop == .outline)
        #expect(Settings.parse(read.settings.text).settings.pen == read.settings.pen)
        let bad = Settings.parse("text.size = 401\ntext.backdrop = shadow\n")
        #expect(bad.settings.pen.textSize == PenSettings.defaultTextSize && bad.settings.pen.style.textBackdrop == .none)
        #expect(bad.warnings == ["config key text.size: \"401\" is not a whole number in 8...400; using 24",
                                 "config key text.backdrop: \"shadow\" is not none, box or outline; using none"])
    }

    @Test func aDocumentKeepsATextsBoxAndOutlineAndOnlyATexts() throws {
        var text = Stroke(tool: .text, color: .black, width: 30, points: [Point(5, 6)], text: "hi")
        text.background = Color.white.withAlpha(204)
        text.outline = .white
        let doc = Document(width: 100, height: 80, strokes: [text])
        let json = String(decoding: DocumentCodec.encode(doc), as: UTF8.self)
        #expect(json.contains("\"background\":\"#FFFFFFCC\"") && json.contains("\"outline\":\"#FFFFFFFF\""))
        #expect(try DocumentCodec.decode(DocumentCodec.encode(doc)).strokes == [text])
        func read(_ stroke: String) throws -> Stroke {
            try DocumentCodec.decode(Data("{\"format\":\"sketchpad\",\"version\":2,\"width\":10,\"height\":10,\"strokes\":[\(stroke)]}".utf8)).strokes[0]
        }
        let line = try read("{\"tool\":\"line\",\"color\":\"#000000\",\"width\":2,\"points\":[[0,0],[5,5]],\"background\":\"#FFFFFF\",\"outline\":\"#FFFFFF\"}")
        #expect(line.background == nil && line.outline == nil, "a line passes them over")
        #expect { try read("{\"tool\":\"text\",\"color\":\"#000000\",\"width\":9,\"points\":[[0,0]],\"text\":\"a\",\"outline\":\"white\"}") } throws: {
            "\($0)" == "stroke 1: \"outline\" must be a colour like #RRGGBB or #RRGGBBAA"
        }
    }

    @Test func theBackdropsColoursStandOutAgainstTheText() {
        #expect(TextBackdrop.boxColor(for: .black) == Color.white.withAlpha(204))
        #expect(TextBackdrop.outlineColor(for: Color(red: 255, green: 235, blue: 59)) == .black, "dark round a yellow text")
        #expect(TextBackdrop.outlineColor(for: Color.white.withAlpha(100)) == Color.black.withAlpha(100))
        let plain = Stroke(tool: .text, color: .black, width: 9, points: [Point(0, 0)], text: "a")
        #expect(TextBackdrop.box.apply(to: plain).background != nil && TextBackdrop.none.apply(to: TextBackdrop.box.apply(to: plain)) == plain)
    }
}
