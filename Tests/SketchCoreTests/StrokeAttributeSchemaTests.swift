import Foundation
@testable import SketchCore
import Testing

/// Tests made from the attribute schema (`StrokeAttribute.all`) and `Tool.takes`, so that they
/// cannot forget an attribute: for every tool and every attribute it takes, a stroke with that
/// attribute set to its entry's `example` comes back from the document file, the checkpoint
/// and the journal equal stored property by stored property (by reflection); and every stored
/// property of `Stroke` belongs to an entry, so a property added without one fails here.
@Suite struct StrokeAttributeSchemaTests {
    /// A stroke of `tool` as little as a document may hold: its width and its content (its
    /// points, and what its tool cannot be without: a text's text, a marker's number, a
    /// picture's PNG).
    static func base(_ tool: Tool) -> Stroke {
        var s = StrokeAttribute.blank(tool)
        for a in StrokeAttribute.all where tool.takes(a) && (a.kind == .content || a.id == StrokeAttribute.width.id) { a.example(&s) }
        return s
    }

    /// Every tool with every attribute it takes set to its example, one at a time, then all of
    /// them at once; each with an id of its own.
    static func cases() -> [(tool: Tool, attribute: String, stroke: Stroke)] {
        var out: [(Tool, String, Stroke)] = []
        for tool in Tool.allCases {
            var all = base(tool)
            for a in StrokeAttribute.all where tool.takes(a) {
                var s = base(tool)
                a.example(&s)
                a.example(&all)
                out.append((tool, a.id, s))
            }
            out.append((tool, "all", all))
        }
        return out.enumerated().map { i, c in
            var s = c.2
            s.id = 100 + i
            return (c.0, c.1, s)
        }
    }

    static func fields(_ stroke: Stroke, keepingID: Bool = true) -> [String: String] {
        StrokeAttributeRoundTripTests.fields(stroke, keepingID: keepingID)
    }

    @Test func everyStoredPropertyOfAStrokeIsAnAttributeOrStructural() {
        let stored = Set(Mirror(reflecting: Stroke(tool: .pen, color: .black, width: 1, points: [])).children.compactMap(\.label))
        let declared = StrokeAttribute.all.flatMap(\.storage.properties) + StrokeAttribute.structuralProperties
        #expect(Set(declared).count == declared.count, "a property is declared by two entries: \(declared)")
        for label in stored.sorted() {
            #expect(declared.contains(label), "Stroke.\(label) belongs to no StrokeAttribute: declare it in Sources/SketchCore/Attributes/ (docs/ARCHITECTURE.md, \"A new attribute\")")
        }
        for label in declared { #expect(stored.contains(label), "\(label) is declared but Stroke has no such stored property") }
    }

    @Test func keysTagsAndSettingsAreEachOnce() {
        let keys = StrokeAttribute.all.flatMap(\.document.keys) + ["tool"]
        #expect(Set(keys).count == keys.count, "\(keys)")
        let tags = StrokeAttribute.all.map(\.record.tag)
        #expect(Set(tags).count == tags.count && !tags.contains(0), "\(tags)")
        let settings = StrokeAttribute.settings.map(\.key)
        #expect(Set(settings).count == settings.count && settings.allSatisfy { key in Settings.keys.contains { $0.key == key } })
        let ids = StrokeAttribute.all.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test func everyExampleSetsItsAttributeAndEveryTakenAttributeIsExercised() {
        let cases = Self.cases()
        for a in StrokeAttribute.all {
            #expect(Tool.allCases.contains { $0.takes(a) }, "no tool takes \(a)")
            for c in cases where c.attribute == a.id {
                #expect(a.storage.isSet(c.stroke), "\(a)'s example leaves a \(c.tool) stroke at its default")
                #expect(c.stroke != StrokeAttribute.blank(c.tool), "\(a) on a \(c.tool)")
            }
        }
        // Every stored property is set away from the blank stroke's by some case.
        for a in StrokeAttribute.all { #expect(cases.contains { a.storage.isSet($0.stroke) }, "no stroke here sets \(a)") }
    }

    @Test func eachStrokeComesBackFromItsDocumentForm() throws {
        for c in Self.cases() {
            let json = DocumentCodec.strokeJSON(c.stroke)
            let back = try DocumentCodec.stroke(try JSONReader.read(Data(json.utf8)), index: 0)
            #expect(Self.fields(back, keepingID: false) == Self.fields(c.stroke, keepingID: false), "\(c.tool) with \(c.attribute): \(json)")
            #expect(back == c.stroke)
        }
    }

    /// A document file decodes its pictures, which SketchCore cannot: those are left to the
    /// stroke form above.
    @Test func theDocumentFileKeepsEveryAttributeOfEveryTool() throws {
        var doc = Document(width: 400, height: 300)
        let strokes = Self.cases().filter { !$0.tool.takes(.image) }.map(\.stroke)
        for s in strokes { doc.add(s) }
        let back = try DocumentCodec.decode(DocumentCodec.encode(doc))
        try #require(back.strokes.count == strokes.count)
        for (a, b) in zip(strokes, back.strokes) { #expect(Self.fields(a, keepingID: false) == Self.fields(b, keepingID: false), "\(a.tool)") }
    }

    @Test func theCheckpointKeepsEveryAttributeOfEveryTool() throws {
        var doc = Document(width: 400, height: 300)
        let cases = Self.cases()
        for c in cases { doc.add(c.stroke) }
        let back = try DocumentSnapshot.encode(doc).withUnsafeBytes { try DocumentSnapshot.decode($0) }
        try #require(back.strokes.count == cases.count)
        for (c, b) in zip(cases, back.strokes) { #expect(Self.fields(c.stroke) == Self.fields(b), "\(c.tool) with \(c.attribute) in the checkpoint") }
        #expect(back == doc)
    }

    @Test func theJournalKeepsEveryAttributeOfEveryTool() throws {
        var doc = Document(width: 400, height: 300)
        let cases = Self.cases()
        for c in cases { doc.add(c.stroke) }
        let lines = SessionJournal.records(reproducing: doc).reduce(Data()) { $0 + SessionJournal.line($1) }
        let read = SessionJournal.read(lines)
        #expect(read.damaged == 0)
        let back = try #require(SessionJournal.document(read.records))
        try #require(back.strokes.count == cases.count)
        for (c, b) in zip(doc.strokes, back.strokes) { #expect(Self.fields(c) == Self.fields(b), "\(c.tool) in the journal") }
    }

    /// A selection restyled from the options before to the options now takes each option that
    /// changed, on the tools that take its attribute, and only those.
    @Test func aRestyleChangesOnlyWhatTheToolTakes() {
        var old = PenSettings.default, pen = PenSettings.default
        pen.color = Color(red: 1, green: 200, blue: 3)
        pen.setWidth(20)
        pen.setTextSize(60)
        pen.style = PenStyle(dashed: true, heads: .both, roundCorners: true, textBackdrop: .box)
        old.style = PenStyle()
        let restyle = Restyle(pen: pen, fill: true, old: (old, false), width: { $0.widthRule == .textSize ? 61 : 21 })
        for tool in Tool.allCases {
            let s = Self.base(tool), r = restyle.apply(to: s)
            for a in StrokeAttribute.all where !tool.takes(a) {
                #expect(a.storage.same(s, r), "a restyle changed \(a) of a \(tool), which does not take it")
            }
            if tool.takes(.dash) { #expect(r.dash == .standard) }
            if tool.takes(.heads) { #expect(r.heads == .both) }
            if tool.takes(.radius) { #expect(r.radius == PenStyle.cornerRadius(forWidth: 21)) }
            if tool.takes(.background) { #expect(r.background == TextBackdrop.boxColor(for: r.color) && r.outline == nil) }
            if tool.takes(.fill) { #expect(r.fill == r.color) }
        }
        // Nothing changed: nothing is restyled.
        let same = Restyle(pen: pen, fill: true, old: (pen, true), width: { _ in 99 })
        for tool in Tool.allCases { #expect(same.apply(to: Self.base(tool)) == Self.base(tool)) }
    }
}
