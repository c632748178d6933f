import Foundation
@testable import SketchCore
import Testing

/// Every kind of edit, some more than once, in one document, with steps both to undo and to
/// redo: what the tests below write, read and compare. Without `restacking`, the kinds the old
/// code knew (`oldSnapshot` holds that document); with it, strokes brought to the front and
/// sent to the back too.
enum EveryEdit {
    static func document(restacking: Bool = false) -> Document {
        let red = Color(red: 255, green: 0, blue: 0)
        var d = Document(width: 300, height: 200, background: Color(red: 9, green: 8, blue: 7), photoPath: "/p/photo.jpg")
        d.add(Stroke(tool: .pen, color: red, width: 3, points: [Point(1, 2), Point(10.5, 20.25), Point(30, 5)]))
        d.add(Stroke(tool: .text, color: .black, width: 20, points: [Point(40, 50)], text: "note"))
        var rect = Stroke(tool: .rectangle, color: red, width: 4, points: [Point(5, 5), Point(80, 60)], fill: .white)
        rect.dash = Dash(on: 2, off: 1)
        d.add(rect)
        d.replace(at: 1, with: Stroke(tool: .text, color: .black, width: 20, points: [Point(40, 50)], text: "note, edited"))
        d.replace([0: d.strokes[0].translated(by: 5, 6), 2: d.strokes[2].translated(by: 5, 6)])
        var restyled = d.strokes[0]
        restyled.color = .black
        restyled.width = 7
        d.replace([0: restyled])
        d.remove(at: [2])
        d.crop(to: IntRect(x: 10, y: 20, width: 100, height: 80))
        d.orient(by: .turnedRight, placed: [1: Stroke(tool: .text, color: .black, width: 20, points: [Point(120, 40)], text: "note, edited")])
        d.orient(by: .flippedHorizontally)
        d.add(Stroke(tool: .marker, color: red, width: 8, points: [Point(60, 70)], number: 1))
        if restacking {
            d.bringToFront([0])
            d.sendToBack([1, 2])
        }
        d.clear()
        d.open(Canvas(width: 50, height: 40, background: .white, photoPath: "/p/other.png"))
        d.undo()
        d.undo()
        return d
    }

    /// `EveryEdit.document()` as a checkpoint written before edits were types of their own
    /// (snapshot version 6, one `switch` over an enum of edits).
    static let oldSnapshot: [UInt8] = {
        let hex = """
        534b445306c80000002c010000070809ff010c0000002f702f70686f746f2e6a706701140000000a0000005000000064
        000000050c00000000000000ff0000000000001c4003000000000000000000204000000000000018400000000000403a
        400000000000002f400000000000002640000000000080414000010000000000000007000000ff000000000000344001
        00000000000000000054400000000000004440010c0000006e6f74652c206564697465640200000000000000080000ff
        ff0000000000002040010000000000000000004e40000000000080514002010000000400000000000000000000ffff00
        0000000000084003000000000000000000f03f0000000000000040000000000000254000000000004034400000000000
        003e40000000000000144000010000000000000007000000ff0000000000003440010000000000000000004440000000
        000000494001040000006e6f74650200000000000000030000ffff000000000000104002000000000000000000144000
        0000000000144000000000000054400000000000004e400cffffffff0000000000000040000000000000f03f03000000
        0000000007000000ff00000000000034400100000000000000000044400000000000004940010c0000006e6f74652c20
        6564697465640200000000000000000000ffff0000000000000840030000000000000000001840000000000000204000
        00000000002f400000000000403a4000000000008041400000000000002640000100000000000000030000ffff000000
        00000010400200000000000000000024400000000000002640000000000040554000000000008050400cffffffff0000
        000000000040000000000000f03f030000000000000000000000ff0000000000001c4003000000000000000000184000
        000000000020400000000000002f400000000000403a4000000000008041400000000000002640000100000000000000
        00000000ff0000000000001c4003000000000000000000684000000000000018400000000000b865400000000000002f
        400000000000a06740000000000080414000010000000000000007000000ff0000000000003440010000000000000000
        005e400000000000004440010c0000006e6f74652c206564697465640200000000000000030000000000000001000000
        020000000b00000000030000000004000000000500000003010000000400000006000000040200000000000000020000
        000200000003000000050000000200000007000000080000000401000000000000000100000007000000010000000900
        000005010000000200000001000000080000000600010a000000140000006400000050000000072c010000c800000007
        0809ff010c0000002f702f70686f746f2e6a7067010a0000001400000064000000500000000102000000090000000600
        0000c80000002c010000070809ff010c0000002f702f70686f746f2e6a706701640000000a0000005000000064000000
        06020000000a0000000b00000007c80000002c010000070809ff010c0000002f702f70686f746f2e6a70670164000000
        0a000000500000006400000006020000000a0000000b000000c80000002c010000070809ff010c0000002f702f70686f
        746f2e6a706701140000000a00000050000000640000000502000000000000000100000000020000000200000002c800
        00002c010000070809ff010c0000002f702f70686f746f2e6a706701140000000a000000500000006400000005000000
        003200000028000000ffffffff010c0000002f702f6f746865722e706e67000101030000000000000001000000020000
        00
        """.filter(\.isHexDigit)
        return stride(from: 0, to: hex.count, by: 2).map { i in
            let start = hex.index(hex.startIndex, offsetBy: i)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!
        }
    }()

    /// The journal that code wrote for the document (`SessionJournal.records(reproducing:)`).
    static let oldJournal = #"""
        J1 c3b5f38b {"t":"begin","width":300,"height":200,"background":"#090807FF","photo":"/p/photo.jpg"}
        J1 68d0d0d9 {"t":"add","stroke":{"tool":"pen","color":"#FF0000FF","width":3,"points":[[1,2],[10.5,20.25],[30,5]]},"id":1}
        J1 f5308500 {"t":"add","stroke":{"tool":"text","color":"#000000FF","width":20,"points":[[40,50]],"text":"note"},"id":2}
        J1 add2a9a6 {"t":"add","stroke":{"tool":"rectangle","color":"#FF0000FF","width":4,"points":[[5,5],[80,60]],"fill":"#FFFFFFFF","dash":[2,1]},"id":3}
        J1 fdc05723 {"t":"replace","id":2,"stroke":{"tool":"text","color":"#000000FF","width":20,"points":[[40,50]],"text":"note, edited"}}
        J1 8a52c311 {"t":"replaceMany","ids":[1,3],"strokes":[{"tool":"pen","color":"#FF0000FF","width":3,"points":[[6,8],[15.5,26.25],[35,11]]},{"tool":"rectangle","color":"#FF0000FF","width":4,"points":[[10,11],[85,66]],"fill":"#FFFFFFFF","dash":[2,1]}]}
        J1 530155b8 {"t":"replaceMany","ids":[1],"strokes":[{"tool":"pen","color":"#000000FF","width":7,"points":[[6,8],[15.5,26.25],[35,11]]}]}
        J1 c6df210d {"t":"remove","ids":[3]}
        J1 b6b12436 {"t":"crop","rect":[10,20,110,100]}
        J1 2a187311 {"t":"orient","turns":1,"mirrored":false,"ids":[2],"strokes":[{"tool":"text","color":"#000000FF","width":20,"points":[[120,40]],"text":"note, edited"}]}
        J1 3f43c248 {"t":"orient","turns":0,"mirrored":true}
        J1 415106c0 {"t":"add","stroke":{"tool":"marker","color":"#FF0000FF","width":8,"points":[[60,70]],"number":1},"id":4}
        J1 6a0f1ba4 {"t":"clear"}
        J1 e01f6198 {"t":"open","width":50,"height":40,"background":"#FFFFFFFF","photo":"/p/other.png"}
        J1 b33c4415 {"t":"undo","step":"open 50x40/a502741c/all"}
        J1 f07aa278 {"t":"undo","step":"clear 1,2,4"}

        """#

    /// The keys of its steps, newest first, as that code named them with every step redone.
    static let oldStepKeys = [
            "open 50x40/a502741c/all",
            "clear 1,2,4",
            "add 4",
            "orient 200x300/adc27822/100.10.80.100/6>200x300/adc27822/20.10.80.100/5",
            "orient 300x200/adc27822/10.20.100.80>200x300/adc27822/100.10.80.100/6",
            "crop 10.20.100.80",
            "remove 3",
            "replaceMany 1:645c1eaa",
            "replaceMany 1:7374f003,3:dd532646",
            "replace 2:da801cce",
            "add 3",
            "add 2",
            "add 1",
    ]
}

/// Each kind of edit stores itself in a checkpoint and reads itself back, and checkpoints
/// written before edits were types of their own read as the same document and history.
@Suite struct EditRecordTests {
    @Test func aCheckpointOfTheOldCodeReadsAsTheSameDocumentAndHistory() throws {
        let old = EveryEdit.oldSnapshot
        let back = try old.withUnsafeBytes { try DocumentSnapshot.decode($0) }
        let made = EveryEdit.document()
        #expect(back == made)
        #expect(back.undoDepth == 11 && back.redoDepth == 2)
        // Written again in today's format (its strokes as tagged records), it reads back the same.
        let again = DocumentSnapshot.encode(back)
        #expect(again == DocumentSnapshot.encode(made), "the old checkpoint and the document it holds write the same bytes")
        #expect(try again.withUnsafeBytes { try DocumentSnapshot.decode($0) } == made)
        let journal = SessionJournal.records(reproducing: back).map { String(decoding: SessionJournal.line($0), as: UTF8.self) }.joined()
        #expect(journal == EveryEdit.oldJournal)
        var a = back, b = made
        while a.canRedo { a.redo(); b.redo() }
        var keys: [String] = []
        while a.canUndo {
            keys.append(a.undoStepKey!)
            #expect(a.undo() == b.undo())
            #expect(a == b)
        }
        #expect(keys == EveryEdit.oldStepKeys)
    }

    @Test func strokesMovedAndRestyledAreEditsOfTheirOwnThatShareTheOldKind() throws {
        let d = EveryEdit.document(restacking: true)
        let kinds = (d.undoStack + d.redoStack).map { type(of: $0.base) }
        #expect(Set(kinds.map(ObjectIdentifier.init)) == Set(SnapshotStepKinds.all.map(ObjectIdentifier.init)), "the document holds every kind")
        #expect(d.undoStack[4].base is MoveStrokes && d.undoStack[5].base is RestyleStrokes)
        #expect(MoveStrokes.snapshotKind == 4 && RestyleStrokes.snapshotKind == 4)
    }

    /// Each step, written alone and read back, is equal to what was written and does and undoes
    /// the same to the document.
    @Test func everyKindOfStepRoundTripsThroughItsRecord() throws {
        var d = EveryEdit.document(restacking: true)
        while d.canUndo { d.undo() }
        var seen = 0
        while d.canRedo {
            let edit = d.redoStack.last!.base
            var w = SnapshotStepWriter()
            edit.write(to: &w)
            let bytes = w.bytes.bytes
            let back = try bytes.withUnsafeBytes { raw in
                var r = SnapshotStepReader(bytes: ByteReader(raw), table: w.table.strokes, version: DocumentSnapshot.version)
                let read = try SnapshotStepKinds.read(kind: type(of: edit).snapshotKind, from: &r)
                #expect(r.bytes.remaining == 0, "\(edit) reads all it wrote")
                return read
            }
            #expect(type(of: back) == type(of: edit))
            #expect(Edit(back) == Edit(edit))
            #expect(back.stepKey == edit.stepKey)
            #expect(back.journalRecord == edit.journalRecord)
            var a = d, b = d
            b.redoStack[b.redoStack.count - 1] = Edit(back)
            #expect(a.redo() == b.redo())
            #expect(a.canvas == b.canvas && a.strokes == b.strokes && a.strokes.map(\.id) == b.strokes.map(\.id))
            #expect(a.undo() == b.undo())
            #expect(a.canvas == b.canvas && a.strokes == b.strokes && a.strokes.map(\.id) == b.strokes.map(\.id))
            d.redo()
            seen += 1
        }
        #expect(seen == 15)
    }

    /// Strokes brought to the front and sent to the back: the order changes, an undo puts each
    /// back where it was, and the checkpoint and the journal both make the same document again.
    @Test func theStrokesOrderRoundTripsThroughTheCheckpointAndTheJournal() throws {
        let d = EveryEdit.document(restacking: true)
        var a = d
        while a.canRedo { a.redo() }
        while !(a.undoStack.last?.base is BringToFront) { a.undo() }
        let ids = { (doc: Document) in doc.strokes.map(\.id) }
        #expect(ids(a) == [2, 4, 1], "the pen, stroke 1, was brought above the text and the marker")
        a.undo()
        #expect(ids(a) == [1, 2, 4], "and the undo put it back under them")
        a.redo()
        #expect(ids(a) == [2, 4, 1])
        a.redo()
        #expect(ids(a) == [4, 1, 2], "the marker and the pen sent to the back, in their order")
        a.undo()
        #expect(ids(a) == [2, 4, 1])
        #expect(a.sendToBack([0]) == nil && a.bringToFront([2]) == nil, "strokes at that end already record nothing")
        let checkpoint = DocumentSnapshot.encode(d)
        #expect(checkpoint[4] == DocumentSnapshot.version && DocumentSnapshot.version == 8)
        #expect(try checkpoint.withUnsafeBytes { try DocumentSnapshot.decode($0) } == d)
        let lines = SessionJournal.records(reproducing: d).map(SessionJournal.line)
        let read = SessionJournal.read(lines.reduce(Data(), +))
        #expect(read.damaged == 0)
        #expect(read.records.contains(.restack([.id(1)], toFront: true)) && read.records.contains(.restack([.id(4), .id(1)], toFront: false)))
        #expect(SessionJournal.document(read.records) == d)
        #expect(lines.map { String(decoding: $0, as: UTF8.self) }.contains { $0.hasSuffix("{\"t\":\"back\",\"ids\":[1,4]}\n") })
    }

    @Test func undoAndRedoNameARestack() {
        var d = EveryEdit.document(restacking: true)
        while !(d.undoStack.last?.base is SendToBack) { d.redo() }
        #expect(d.undoMessage == "Undone: sending 2 strokes to the back")
        d.undo()
        #expect(d.undoMessage == "Undone: bringing 1 stroke to the front")
    }

    /// What Undo and Redo say, step by step: the English of each edit's name.
    @Test func undoAndRedoNameEachStepAsBefore() {
        var d = EveryEdit.document()
        while d.canRedo { d.redo() }
        var said: [String] = []
        while let message = d.undoMessage {
            said.append(message)
            d.undo()
        }
        #expect(said == [
            "Undone: opening the photo", "Undone: the clear of 3 strokes", "Undone: Numbered marker",
            "Undone: the turn or flip", "Undone: the turn or flip", "Undone: the crop", "Undone: the removal of 1 stroke",
            "Undone: the change to 1 stroke", "Undone: the change to 2 strokes", "Undone: the change to 1 stroke",
            "Undone: Rectangle", "Undone: Text", "Undone: Pen",
        ])
        #expect(d.redoMessage == "Redone: Pen")
        #expect(d.undoMessage == nil)
    }
}
