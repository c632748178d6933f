import CSDL2
import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

extension ControllerTests {
    static var fuzzEvents: Int { ProcessInfo.processInfo.environment["SKETCHPAD_FUZZ_EVENTS"].flatMap(Int.init) ?? 1_000_000 }

    /// A million random SDL events (mouse, fingers, keys, drops, window events) in any order,
    /// up before down and unknown fingers included, seeded so a failure repeats. After each
    /// one: no stroke lost or doubled, and the history agrees with its journal; now and then,
    /// the frame drawn from dirty rectangles is the frame a full repaint draws.
    @Test func aMillionRandomEventsKeepEveryInvariant() throws {
        let h = try Harness(width: 360, height: 260, photo: nil)
        let textFile = h.services.folder + "/notes.jpg"
        try Data("not a photo".utf8).write(to: URL(fileURLWithPath: textFile))
        let drops = [TestPaths.samplePhoto, textFile, h.services.folder + "/missing.png"]
        let keys: [(SDL_KeyCode, SDL_Keymod)] = [
            (SDLK_z, KMOD_LCTRL), (SDLK_y, KMOD_LCTRL), (SDLK_z, SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue)),
            (SDLK_LEFTBRACKET, KMOD_NONE), (SDLK_RIGHTBRACKET, KMOD_NONE), (SDLK_p, KMOD_NONE), (SDLK_l, KMOD_NONE),
            (SDLK_a, KMOD_NONE), (SDLK_r, KMOD_NONE), (SDLK_o, KMOD_NONE), (SDLK_h, KMOD_NONE), (SDLK_e, KMOD_NONE),
            (SDLK_ESCAPE, KMOD_NONE), (SDLK_o, KMOD_LCTRL), (SDLK_RETURN, KMOD_NONE), (SDLK_DOWN, KMOD_NONE),
            (SDLK_BACKSPACE, KMOD_NONE), (SDLK_LSHIFT, KMOD_NONE),
        ]
        var rng = TestRandom(seed: 20261129)
        var reference: Document?
        var journalled = 0, addRecords = 0
        let count = Self.fuzzEvents
        for n in 0..<count {
            var e = SDL_Event()
            let x = rng.int(-20..<380), y = rng.int(-20..<280)
            switch rng.int(0..<1000) {
            case 0..<90: e = Harness.mouseButton(true, x, y)
            case 90..<180: e = Harness.mouseButton(false, x, y)
            case 180..<520: e = Harness.mouseMotion(x, y)
            case 520..<560: e = Harness.mouseButton(rng.int(0..<2) == 0, x, y, button: SDL_BUTTON_RIGHT)
            case 560..<640: e = h.finger(SDL_FINGERDOWN, id: Int64(rng.int(0..<6)), Double(x), Double(y))
            case 640..<860: e = h.finger(SDL_FINGERMOTION, id: Int64(rng.int(0..<6)), Double(x), Double(y))
            case 860..<940: e = h.finger(SDL_FINGERUP, id: Int64(rng.int(0..<6)), Double(x), Double(y))
            case 940..<975:
                let k = keys[rng.int(0..<keys.count)]
                e = Harness.key(k.0, k.1)
                if rng.int(0..<3) == 0 { e.type = SDL_KEYUP.rawValue }
            case 975..<985:
                e.type = SDL_MOUSEWHEEL.rawValue
                e.wheel.y = Int32(rng.int(-3..<4))
            case 985..<993:
                e = Harness.window([SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_LEAVE, SDL_WINDOWEVENT_ENTER, SDL_WINDOWEVENT_EXPOSED][rng.int(0..<4)])
            case 993..<996:
                h.services.clock += rng.double(0...2)
                h.controller.tick()
            case 996..<998 where rng.int(0..<40) == 0:
                e.type = SDL_DROPFILE.rawValue
                e.drop.file = SDL_strdup(drops[rng.int(0..<drops.count)])
            case 998..<1000 where rng.int(0..<40) == 0:
                h.controller.handle(.resized(width: rng.int(200..<500), height: rng.int(150..<400)))
            default:
                break
            }
            if e.type != 0 {
                for input in h.translator.translate(e) { h.controller.handle(input) }
            }
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
            let records = h.services.journalled
            while journalled < records.count {
                if case .add = records[journalled] { addRecords += 1 }
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
        #expect(c.added > 1000, "the fuzzer drew \(c.added) strokes")
    }
}
