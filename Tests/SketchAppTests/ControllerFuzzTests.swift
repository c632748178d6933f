import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The fuzzer in a suite of its own: it runs beside the other suites, not in the line of the
/// serialized `ControllerTests`, so the suite's time is not added to theirs. Its events are
/// sent in `parts` runs of their own seeds, side by side, so that on a machine of a few cores
/// no single test is the run's longest.
@Suite struct ControllerFuzzTests {
    /// How many events the fuzzer sends in all its parts: `SKETCHPAD_FUZZ_EVENTS`, 250,000 by
    /// default (what CI runs, about a minute in the debug build here); a soak run asks for millions.
    static var fuzzEvents: Int { ProcessInfo.processInfo.environment["SKETCHPAD_FUZZ_EVENTS"].flatMap(Int.init) ?? 250_000 }

    /// The runs the events are shared among; the first has the seed a single run had.
    static let parts = 4

    /// `fuzzEvents` random input events (mouse, fingers, keys, the wheel, drops, focus, resizes) in
    /// any order, up before down and unknown fingers included, seeded so a failure repeats.
    /// After each one: no stroke lost or doubled, and the history agrees with its journal; now
    /// and then, the frame drawn from dirty rectangles is the frame a full repaint draws.
    @Test(arguments: 0..<ControllerFuzzTests.parts) func randomEventsKeepEveryInvariant(part: Int) throws {
        let h = Harness(width: 360, height: 260, photo: nil)
        let textFile = h.machine.home + "/notes.jpg"
        h.machine.put(nil, at: textFile)
        let drops = [TestPaths.samplePhoto, textFile, h.machine.home + "/missing.png"]
        let keys: [(Key, KeyModifiers)] = [
            (.character("z"), .control), (.character("y"), .control), (.character("z"), [.control, .shift]),
            (.character("["), []), (.character("]"), []), (.character("["), .shift), (.character("p"), []), (.character("l"), []),
            (.character("a"), []), (.character("r"), []), (.character("o"), []), (.character("h"), []), (.character("e"), []),
            (.escape, []), (.character("o"), .control), (.enter, []), (.down, []), (.backspace, []), (.f1, []), (.character("/"), .shift),
            (.character("t"), []), (.character("n"), []), (.character("x"), []), (.character("b"), []), (.character("f"), []),
            (.delete, []), (.left, []), (.right, []), (.home, []), (.end, []), (.character("c"), []),
            (.character("]"), .control), (.character("h"), [.control, .shift]),
        ]
        let typed: [InputEvent] = [.textInput("a"), .textInput("标注"), .textInput("\n"), .textEditing("biao", cursor: 4), .textEditing("标", cursor: 1),
                                   .textEditing("", cursor: 0)]
        var rng = SplitMix64(seed: 20261129 + UInt64(part))
        var reference: Document?
        var journalled = 0, addRecords = 0
        var events = 0
        let count = Self.fuzzEvents / Self.parts
        for n in 0..<count {
            let p = Point(Double(rng.int(-20..<380)) + 0.5, Double(rng.int(-20..<280)) + 0.5)
            let finger = PointerID.finger(Int64(rng.int(0..<6)))
            var sent: [InputEvent] = []
            switch rng.int(0..<1000) {
            case 0..<90: sent = [.pointerDown(.mouse, p)]
            case 90..<180: sent = [.pointerUp(.mouse, p)]
            case 180..<400: sent = [.pointerMoved(.mouse, p)]
            case 400..<520: sent = [.hover(p)]
            case 520..<560: sent = [.pointerCancelled(rng.int(0..<2) == 0 ? .mouse : finger)]
            case 560..<640: sent = [.pointerDown(finger, p)]
            case 640..<860: sent = [.pointerMoved(finger, p)]
            case 860..<940: sent = [.pointerUp(finger, p)]
            case 940..<975:
                let k = keys[rng.int(0..<keys.count)]
                sent = [.modifiersChanged(k.1)] + (rng.int(0..<3) == 0 ? [] : [.key(k.0, k.1)])
                if rng.int(0..<3) == 0 { sent = [typed[rng.int(0..<typed.count)]] }
            case 975..<985: sent = [.wheel(dy: Double(rng.int(-3..<4)))]
            case 985..<993: sent = [[.focusLost, .hoverEnded, .modifiersChanged([])][rng.int(0..<3)]]
            case 993..<996:
                h.machine.clock += rng.double(0...2)
                h.controller.tick()
            case 996..<998 where rng.int(0..<40) == 0: sent = [.fileDropped(drops[rng.int(0..<drops.count)])]
            case 998..<1000 where rng.int(0..<40) == 0: sent = [.resized(width: rng.int(200..<500), height: rng.int(150..<400))]
            default: break
            }
            sent.forEach(h.controller.handle)
            events += sent.count
            // A dropped photo opens in the background, and the input meanwhile waits for it; the
            // event loop takes the photo up once it is there: here after a few more events, so
            // the input held for it is fuzzed too.
            if h.controller.isOpeningPhoto && rng.int(0..<8) == 0 { h.controller.waitForOpenedPhoto() }
            if n % 64 == 0 {
                _ = h.controller.render()
                if n % 4096 == 0 {
                    // What the dirty rectangles repainted is what a full repaint shows.
                    let incremental = h.controller.frame
                    h.controller.invalidateAll()
                    _ = h.controller.render()
                    try #require(incremental == h.controller.frame, "event \(n): the frame repainted by dirty rectangles differs from a full repaint")
                }
            }

            // The journal, replayed as it grows, is the reference history.
            let records = h.machine.journalled
            while journalled < records.count {
                // Texts are added when they end, not as strokes drawn by a pointer.
                if case .add(let s) = records[journalled], s.tool != .text { addRecords += 1 }
                SessionJournal.apply(records[journalled], to: &reference)
                journalled += 1
            }
            let c = h.controller.strokeCounts
            try #require(c.begun == c.added + c.dropped + c.live, "event \(n): a stroke was lost: \(c)")
            try #require(c.added == addRecords, "event \(n): \(c.added) strokes added but \(addRecords) journalled")
            let doc = h.controller.document
            // A photo just opened is a new drawing whose journal starts at its first edit; until
            // then the journal still holds the previous drawing, and there is nothing to lose.
            let untouched = doc.strokes.isEmpty && doc.undoDepth == 0 && doc.redoDepth == 0
            if let reference, !untouched {
                try #require(reference.strokes.count == doc.strokes.count && reference.undoDepth == doc.undoDepth && reference.redoDepth == doc.redoDepth,
                             "event \(n): the history (\(doc.strokes.count) strokes, \(doc.undoDepth) undo, \(doc.redoDepth) redo) disagrees with its journal (\(reference.strokes.count), \(reference.undoDepth), \(reference.redoDepth)); last records \(records.suffix(3).map { "\($0)".prefix(20) })")
                if n % 5000 == 0 { try #require(reference == doc, "event \(n): the document differs from its journal") }
            }
        }
        h.controller.handle(.focusLost)
        let c = h.controller.strokeCounts
        #expect(c.live == 0 && c.begun == c.added + c.dropped)
        // At least one stroke in every 250 events, once there are enough of them to ask.
        #expect(count < 25_000 || c.added > count / 250, "the fuzzer drew \(c.added) strokes in \(events) events")
    }
}
