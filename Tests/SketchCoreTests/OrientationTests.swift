import Foundation
@testable import SketchCore
import Testing

/// The eight orientations: how they compose, invert and map points, and how a document holds
/// one (its strokes and crop turned with it, the format's `"rotation"` and `"flip"`).
@Suite struct OrientationTests {
    static let all = (0..<8).map { Orientation(quarterTurns: $0 % 4, mirrored: $0 >= 4) }

    @Test func theyComposeAndInvertAsTheirPointMapsDo() {
        var random = SplitMix64(seed: 7)
        for a in Self.all {
            #expect(a.then(a.inverse) == .upright && a.inverse.then(a) == .upright)
            // Whole eighths of a pixel: every sum and difference with a side is exact.
            for b in Self.all {
                let p = Point(Double(random.next() % 4800) / 8, Double(random.next() % 3200) / 8)
                let once = a.size(width: 600, height: 400)
                let twice = b.map(a.map(p, width: 600, height: 400), width: once.width, height: once.height)
                #expect(twice == a.then(b).map(p, width: 600, height: 400), "\(a) then \(b)")
            }
        }
        #expect(Orientation.turnedRight.then(.turnedRight).then(.turnedRight).then(.turnedRight) == .upright)
        #expect(Orientation.flippedVertically.then(.flippedVertically) == .upright)
        #expect(Set(Self.all.map(\.exif)) == Set(1...8) && Self.all.allSatisfy { Orientation(exif: $0.exif) == $0 })
        #expect(Orientation(exif: 0) == nil && Orientation(exif: 9) == nil)
        // A quarter right takes the top-left corner of a 600 × 400 picture to the top right.
        #expect(Orientation.turnedRight.map(Point(0, 0), width: 600, height: 400) == Point(400, 0))
        #expect(Orientation.turnedRight.map(IntRect(x: 10, y: 20, width: 30, height: 40), width: 600, height: 400)
                == IntRect(x: 340, y: 10, width: 40, height: 30))
    }

    static func sample() -> Document {
        var d = Document(width: 600, height: 400, photoPath: "/p/photo.jpg")
        d.add(Stroke(tool: .pen, color: .black, width: 4, points: [Point(10.5, 20.25), Point(300, 399)]))
        var rounded = Stroke(tool: .rectangle, color: .black, width: 2, points: [Point(100, 50), Point(200, 150)])
        rounded.radius = 8
        d.add(rounded)
        d.add(Stroke(tool: .text, color: .black, width: 24, points: [Point(40, 60)], text: "Hi"))
        d.crop(to: IntRect(x: 5, y: 10, width: 500, height: 300))
        return d
    }

    @Test func aDocumentTurnsItsCanvasStrokesAndCropAsOneStep() {
        var d = Self.sample()
        let before = d
        d.orient(by: .turnedRight)
        #expect(d.width == 400 && d.height == 600 && d.orientation == .turnedRight)
        #expect(d.crop == IntRect(x: 90, y: 5, width: 300, height: 500))
        #expect(d.strokes[0].points == [Point(379.75, 10.5), Point(1, 300)])
        #expect(d.strokes.map(\.id) == before.strokes.map(\.id))
        #expect(d.undoStack.last?.base is Orient)
        d.undo()
        #expect(d.canvas == before.canvas && d.strokes == before.strokes && d.undoStack == before.undoStack)
        d.redo()
        #expect(d.orientation == .turnedRight)
        for _ in 0..<3 { d.orient(by: .turnedRight) }
        #expect(d.canvas == before.canvas && d.strokes == before.strokes, "whole and half pixels turn exactly")
        #expect(d.orient(by: .upright) == nil)
        // A pasted image stays upright at its size: its box is not stretched.
        var e = Document(width: 600, height: 400)
        e.add(Stroke(tool: .image, color: .black, width: 1, points: [Point(100, 100), Point(160, 130)]))
        e.orient(by: .turnedLeft)
        #expect(e.strokes[0].points == [Point(85, 455), Point(145, 485)])
    }

    @Test func theFormatStoresThePhotosOwnPixelsAndTheOrientation() throws {
        var d = Self.sample()
        d.orient(by: .turnedRight)
        d.orient(by: .flippedHorizontally)
        let text = String(decoding: DocumentCodec.encode(d), as: UTF8.self)
        #expect(text.contains("\"width\":600,\"height\":400,") && text.contains("\"rotation\":90,\"flip\":\"horizontal\","))
        #expect(text.contains("\"crop\":[5,10,505,310]"), "the crop in the photo's pixels")
        #expect(text.contains("[[10.5,20.25],[300,399]]"), "strokes in the photo's pixels")
        let back = try DocumentCodec.decode(Data(text.utf8))
        #expect(back.canvas == d.canvas && back.strokes == d.strokes)
        // "vertical" is a half turn and a horizontal flip; nothing written for the upright.
        let vertical = try DocumentCodec.decode(Data(#"{"format":"sketchpad","version":2,"width":6,"height":4,"rotation":180,"flip":"vertical","strokes":[]}"#.utf8))
        #expect(vertical.orientation == .flippedHorizontally)
        #expect(!String(decoding: DocumentCodec.encode(Self.sample()), as: UTF8.self).contains("rotation"))
        for (bad, says) in [(#""rotation":45"#, "invalid \"rotation\": expected 0, 90, 180 or 270 (degrees clockwise)"),
                            (#""flip":"diagonal""#, "invalid \"flip\": expected \"horizontal\" or \"vertical\"")] {
            #expect(throws: DocumentError(says)) {
                try DocumentCodec.decode(Data((#"{"format":"sketchpad","version":2,"width":6,"height":4,"# + bad + #","strokes":[]}"#).utf8))
            }
        }
    }

    @Test func theJournalMakesTheStepAgain() throws {
        var d = Self.sample()
        var placed = d.strokes[2]
        placed.points = [Point(7, 8)]
        d.orient(by: .turnedLeft, placed: [2: placed])
        d.orient(by: .flippedVertically)
        d.undo()
        let records = SessionJournal.records(reproducing: d)
        let lines = records.map(SessionJournal.line)
        let read = SessionJournal.read(lines.reduce(Data(), +)).records
        #expect(read == records)
        #expect(SessionJournal.document(read) == d)
        #expect(d.strokes[2].points == [Point(7, 8)], "the placed text")
    }
}
