import Foundation
import SketchCore
import Testing

/// Version 2 of the document format: text, numbered markers, pixelate, blur and filled shapes;
/// version 1 is still read. Every key docs/documents.md describes is here.
@Suite struct DocumentFormatV2Tests {
    static func document(_ strokes: String, version: Int = 2) -> Data {
        Data("{\"format\":\"sketchpad\",\"version\":\(version),\"width\":200,\"height\":100,\"strokes\":[\(strokes)]}".utf8)
    }

    static func error(_ strokes: String) -> String? {
        do { _ = try DocumentCodec.decode(document(strokes)); return nil } catch let e as DocumentError { return e.message } catch { return "\(error)" }
    }

    @Test func everyNewKeyIsReadAsWritten() throws {
        let doc = try DocumentCodec.decode(Self.document("""
            {"tool":"text","color":"#112233FF","width":24,"points":[[10,20]],"text":"标注 \\"quoted\\"\\nline 2"},
            {"tool":"marker","color":"#E53935FF","width":8,"points":[[50,60]],"number":3},
            {"tool":"pixelate","width":12,"points":[[1,2],[30,40]]},
            {"tool":"blur","width":6,"points":[[30,40],[1,2]]},
            {"tool":"rectangle","color":"#000000FF","width":2,"points":[[1,1],[9,9]],"fill":"#FF000080"},
            {"tool":"ellipse","color":"#000000FF","width":2,"points":[[1,1],[9,9]],"fill":"#00FF00"}
            """))
        let s = doc.strokes
        #expect(s[0] == Stroke(tool: .text, color: Color(hex: "#112233")!, width: 24, points: [Point(10, 20)], text: "标注 \"quoted\"\nline 2"))
        #expect(s[1] == Stroke(tool: .marker, color: Color(hex: "#E53935")!, width: 8, points: [Point(50, 60)], number: 3))
        #expect(s[2] == Stroke(tool: .pixelate, color: .clear, width: 12, points: [Point(1, 2), Point(30, 40)]))
        #expect(s[3].tool == .blur && s[3].width == 6 && s[3].color == .clear)
        #expect(s[4].fill == Color(red: 255, green: 0, blue: 0, alpha: 128))
        #expect(s[5].fill == Color(red: 0, green: 255, blue: 0))
        // And written back exactly: version 2, no colour on the filters, the keys after the points.
        let text = String(decoding: DocumentCodec.encode(doc), as: UTF8.self)
        #expect(text.hasPrefix("{\"format\":\"sketchpad\",\"version\":2,"))
        #expect(text.contains(##"{"tool":"pixelate","width":12,"points":[[1,2],[30,40]]}"##))
        #expect(text.contains(##"{"tool":"marker","color":"#E53935FF","width":8,"points":[[50,60]],"number":3}"##))
        #expect(text.contains(##""points":[[10,20]],"text":"标注 \"quoted\"\nline 2"}"##))
        #expect(text.contains(##""points":[[1,1],[9,9]],"fill":"#FF000080"}"##))
        #expect(try DocumentCodec.decode(DocumentCodec.encode(doc)) == doc)
    }

    @Test func versionOneIsStillRead() throws {
        let doc = try DocumentCodec.decode(Self.document(##"{"tool":"pen","color":"#000000","width":2,"points":[[1,1],[2,2]]}"##, version: 1))
        #expect(doc.strokes.count == 1 && doc.strokes[0].tool == .pen)
    }

    @Test func badNewStrokesAreRefusedNamingTheReason() {
        #expect(Self.error(##"{"tool":"text","color":"#000000","width":20,"points":[[1,1]]}"##)?.contains("a text needs \"text\"") == true)
        #expect(Self.error(##"{"tool":"text","color":"#000000","width":20,"points":[[1,1],[2,2]],"text":"a"}"##)?.contains("exactly 1 point, not 2") == true)
        #expect(Self.error(##"{"tool":"text","color":"#000000","width":5000,"points":[[1,1]],"text":"a"}"##)?.contains("over the limit of 2000 px") == true)
        #expect(Self.error(##"{"tool":"marker","color":"#000000","width":8,"points":[[1,1]]}"##)?.contains("\"number\"") == true)
        #expect(Self.error(##"{"tool":"marker","color":"#000000","width":8,"points":[[1,1]],"number":0}"##)?.contains("1 to 999999") == true)
        #expect(Self.error(##"{"tool":"pixelate","width":8,"points":[[1,1]]}"##)?.contains("exactly 2 points") == true)
        #expect(Self.error(##"{"tool":"rectangle","color":"#000000","width":8,"points":[[1,1],[3,3]],"fill":"red"}"##)?.contains("\"fill\" must be a colour") == true)
        let long = String(repeating: "字", count: DocumentLimits.maxTextLength + 1)
        #expect(Self.error(##"{"tool":"text","color":"#000000","width":20,"points":[[1,1]],"text":"\##(long)"}"##)?.contains("10000 characters") == true)
    }

    @Test func aTextEditedAgainIsOneUndoableStepThatTheJournalAndSnapshotKeep() throws {
        var doc = Document(width: 100, height: 100)
        let before = Stroke(tool: .text, color: .black, width: 24, points: [Point(5, 5)], text: "draft")
        let after = Stroke(tool: .text, color: .black, width: 24, points: [Point(5, 5)], text: "final 定稿")
        doc.add(Stroke(tool: .pen, color: .black, width: 2, points: [Point(1, 1)]))
        doc.add(before)
        #expect(doc.replace(at: 1, with: after) == .replacedAll)
        #expect(doc.replace(at: 1, with: after) == nil, "the same stroke again records nothing")
        #expect(doc.replace(at: 9, with: after) == nil)
        #expect(doc.strokes[1] == after && doc.undoDepth == 3)
        doc.undo()
        #expect(doc.strokes[1] == before)
        doc.redo()
        #expect(doc.strokes[1] == after)
        doc.undo()
        // The journal's records and the checkpoint's bytes bring back the same history.
        let records = SessionJournal.records(reproducing: doc)
        let lines = records.map(SessionJournal.line).reduce(Data(), +)
        #expect(SessionJournal.replay(lines)?.document == doc)
        let bytes = DocumentSnapshot.encode(doc)
        let back = try bytes.withUnsafeBytes { try DocumentSnapshot.decode($0) }
        #expect(back == doc)
    }

    @Test func markersAreNumberedByWhatIsShownSoUndoTakesTheNumberBack() {
        var doc = Document(width: 100, height: 100)
        func marker(_ n: Int) -> Stroke { Stroke(tool: .marker, color: .black, width: 8, points: [Point(10, 10)], number: n) }
        #expect(doc.nextMarkerNumber == 1)
        doc.add(marker(doc.nextMarkerNumber))
        doc.add(marker(doc.nextMarkerNumber))
        doc.add(marker(doc.nextMarkerNumber))
        #expect(doc.strokes.map(\.number) == [1, 2, 3])
        doc.undo()
        #expect(doc.nextMarkerNumber == 3, "after undoing marker 3, the next one is 3 again")
        doc.clear()
        #expect(doc.nextMarkerNumber == 1)
        doc.undo()
        #expect(doc.nextMarkerNumber == 3)
    }

    @Test func toolsStoreTheirWidthsAsTheirRulesSay() {
        func pen(_ width: Int, text: Int = PenSettings.defaultTextSize) -> PenSettings {
            var p = PenSettings(width: width, color: .black)
            p.setTextSize(text)
            return p
        }
        #expect(Tool.text.strokeWidth(forPen: pen(6)) == 24, "text: the pen's text size, 24 by default")
        #expect(Tool.text.strokeWidth(forPen: pen(1, text: 90)) == 90 && Tool.text.strokeWidth(forPen: pen(30, text: 90)) == 90, "whatever the width")
        #expect(Tool.marker.strokeWidth(forPen: pen(6)) == 6)
        #expect(Stroke.markerDiameter(width: 6) == 24 && Stroke.markerDiameter(width: 10) == 30)
        #expect(Tool.pixelate.strokeWidth(forPen: pen(1)) == 12 && Tool.blur.strokeWidth(forPen: pen(10)) == 30)
        #expect(Set(Tool.allCases.map(\.shortcut)).isSuperset(of: ["t", "n", "x", "b"]))
    }

    @Test func aVersionOneSnapshotIsStillRead() throws {
        // "SKDS" 1, a 2x3 canvas, one pen stroke of one point, shown, no steps.
        var w = ByteWriter()
        w.append(Array("SKDS".utf8)); w.u8(1)
        w.u32(2); w.u32(3); w.u32(0xFFFF_FFFF); w.u8(0)
        w.u32(1); w.u8(0); w.u32(0xFF00_0000); w.f64(4); w.u32(1); w.f64(1); w.f64(2)
        w.u32(1); w.u32(0)
        w.u32(0); w.u32(0)
        let doc = try w.bytes.withUnsafeBytes { try DocumentSnapshot.decode($0) }
        #expect(doc.strokes == [Stroke(tool: .pen, color: .black, width: 4, points: [Point(1, 2)])])
    }
}

/// The line styles' keys: written only when set, read back, checked, and passed over by
/// tools that do not take them.
@Suite struct LineStyleCodecTests {
    @Test func dashHeadsAndRadiusRoundTrip() throws {
        var arrow = Stroke(tool: .arrow, color: .black, width: 4, points: [Point(1, 2), Point(30, 40)])
        arrow.dash = Dash(on: 2, off: 2.5)
        arrow.heads = .both
        var box = Stroke(tool: .rectangle, color: .black, width: 3, points: [Point(0, 0), Point(50, 40)])
        box.radius = 12.5
        let doc = Document(width: 100, height: 80, strokes: [arrow, box, Stroke(tool: .line, color: .black, width: 2, points: [Point(0, 0), Point(9, 9)])])
        let text = String(decoding: DocumentCodec.encode(doc), as: UTF8.self)
        #expect(text.contains("\"dash\":[2,2.5],\"heads\":\"both\"") && text.contains("\"radius\":12.5"))
        #expect(text.components(separatedBy: "\"dash\"").count == 2, "a solid line writes no dash")
        #expect(try DocumentCodec.decode(Data(text.utf8)).strokes == doc.strokes)
    }

    @Test func badStylesAreRefusedNamingTheStroke() {
        func problem(_ stroke: String) -> String? {
            let json = "{\"format\":\"sketchpad\",\"version\":2,\"width\":50,\"height\":50,\"strokes\":[\(stroke)]}"
            do { _ = try DocumentCodec.decode(Data(json.utf8)); return nil } catch { return "\(error)" }
        }
        let line = "{\"tool\":\"line\",\"color\":\"#000000\",\"width\":2,\"points\":[[0,0],[9,9]]"
        #expect(problem(line + ",\"dash\":[1]}")?.hasPrefix("stroke 1: \"dash\" must be [on, off]") == true)
        #expect(problem(line + ",\"dash\":[0.1,0.1]}")?.contains("together at least half a width") == true)
        #expect(problem(line + ",\"dash\":[1,0]}")?.contains("a gap above 0") == true)
        #expect(problem(line + ",\"dash\":[2,2]}") == nil)
        let arrow = "{\"tool\":\"arrow\",\"color\":\"#000000\",\"width\":2,\"points\":[[0,0],[9,9]]"
        #expect(problem(arrow + ",\"heads\":\"three\"}") == "stroke 1: \"heads\" must be \"end\" or \"both\"")
        let box = "{\"tool\":\"rectangle\",\"color\":\"#000000\",\"width\":2,\"points\":[[0,0],[9,9]]"
        #expect(problem(box + ",\"radius\":-3}")?.contains("\"radius\" must be 0 to") == true)
    }

    /// Keys a tool does not take are passed over, as a reader without them passes over all three.
    @Test func toolsThatTakeNoStyleIgnoreIt() throws {
        let json = """
        {"format":"sketchpad","version":2,"width":50,"height":50,"strokes":[
        {"tool":"highlighter","color":"#FFFF00","width":9,"points":[[0,0],[9,9]],"dash":[2,2],"heads":"both","radius":4},
        {"tool":"line","color":"#000000","width":2,"points":[[0,0],[9,9]],"heads":"both","radius":4}]}
        """
        let strokes = try DocumentCodec.decode(Data(json.utf8)).strokes
        #expect(strokes.allSatisfy { $0.dash == nil && $0.heads == .end && $0.radius == nil })
    }
}
