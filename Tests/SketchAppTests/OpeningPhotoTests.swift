import Dispatch
import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import Synchronization
import TestSupport
import Testing

/// A photo opens off the window's thread: while it opens the window paints (its message counts
/// the seconds) and answers; what is drawn meanwhile lands on the photo once it is there;
/// Escape stops the open and a photo past its budget is refused, and either way nothing
/// changes, even when the abandoned decode ends later.
@Suite struct OpeningPhotoTests {
    /// A photo whose decode waits until the test lets it go, recording the thread it ran on.
    final class SlowPhoto: Sendable {
        let gate = DispatchSemaphore(value: 0)
        let threads = Mutex<[UInt]>([])
        let image = RGBAImage(width: 600, height: 400, fill: Color(red: 20, green: 120, blue: 220))

        func client(_ machine: TestMachine) -> PhotoClient {
            let fast = machine.services().photos
            return PhotoClient(load: { try fast.load($0) }, loadFitting: { [self] path, fitting in
                guard path == "/photos/slow.png" else { return try fast.loadFitting(path, fitting) }
                threads.withLock { $0.append(UInt(pthread_self())) }
                gate.wait()
                return LoadedPhoto(image: image, source: PhotoSource(image))
            })
        }

        var ranHere: Bool { threads.withLock { $0.contains(UInt(pthread_self())) } }
    }

    static func harness(_ slow: SlowPhoto) -> Harness {
        let h = Harness(width: 900, height: 600, services: { m in
            var s = m.services()
            s.photos = slow.client(m)
            return s
        })
        h.waitsForOpening = false
        return h
    }

    @Test func aSlowPhotoNeitherHoldsUpTheWindowNorLosesWhatIsDrawnMeanwhile() throws {
        let slow = SlowPhoto()
        let h = Self.harness(slow)
        h.open("/photos/slow.png")
        #expect(h.controller.isOpeningPhoto)
        #expect(h.controller.toastText == "Opening slow.png… (Escape stops)")
        // A stroke drawn while it opens waits for it.
        let a = h.window(Point(100, 100)), b = h.window(Point(400, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        #expect(h.controller.document.strokes.isEmpty && h.controller.document.photoPath == TestPaths.samplePhoto)
        // The window goes on painting: the message counts the seconds.
        h.machine.clock += 2
        #expect(!h.send().isEmpty, "the message changed, so a frame was painted")
        #expect(h.controller.toastText == "Opening slow.png… 2 s (Escape stops)")
        slow.gate.signal()
        h.controller.waitForOpenedPhoto()
        #expect(!slow.ranHere, "decoded off the window's thread")
        #expect(!h.controller.isOpeningPhoto && h.controller.document.photoPath == "/photos/slow.png")
        #expect(h.controller.document.strokes.count == 1, "the stroke drawn while it opened is on the photo")
        #expect(h.controller.toastText == nil)
    }

    @Test func escapeStopsAnOpenAndItsPhotoNeverComes() throws {
        let slow = SlowPhoto()
        let h = Self.harness(slow)
        let a = h.window(Point(100, 100)), b = h.window(Point(400, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.open("/photos/slow.png")
        h.press(.escape)
        #expect(!h.controller.isOpeningPhoto)
        #expect(h.controller.toastText == "Stopped opening /photos/slow.png; nothing was changed")
        slow.gate.signal()
        h.controller.waitForBackgroundWork()
        #expect(h.controller.document.photoPath == TestPaths.samplePhoto && h.controller.document.strokes.count == 1)
        #expect(h.controller.document.undoDepth == 1, "the open left no step to undo")
    }

    @Test func anOpenPastItsBudgetIsRefusedNamingTheFileAndTheReason() throws {
        let slow = SlowPhoto()
        let h = Self.harness(slow)
        h.open("/photos/slow.png")
        h.machine.clock += SketchController.openingBudget - 1
        h.send()
        #expect(h.controller.isOpeningPhoto)
        h.machine.clock += 1
        h.send()
        #expect(!h.controller.isOpeningPhoto)
        let refusal = "Cannot open /photos/slow.png: it took longer than 30 s to open, so it is damaged or made to be slow; nothing was changed"
        #expect(h.controller.toastText == refusal)
        #expect(h.machine.logged.contains("sketchpad: cannot open /photos/slow.png: it took longer than 30 s to open, so it is damaged or made to be slow; nothing was changed"))
        slow.gate.signal()
        h.controller.waitForBackgroundWork()
        #expect(h.controller.document.photoPath == TestPaths.samplePhoto)
    }

    @Test func aRestoreWhosePhotoIsStoppedKeepsItsStrokes() throws {
        let slow = SlowPhoto()
        let h = Self.harness(slow)
        var stroke = Stroke(tool: .pen, color: .black, width: 4, points: [Point(10, 10), Point(200, 100)])
        stroke.id = 7
        let start = Document(canvas: Canvas(width: 600, height: 400, background: .white, photoPath: "/photos/slow.png"))
        h.restore(RestoredSession(id: "s", start: start, layer: nil, redos: 0, records: [.add(stroke)], damaged: 0, needsFreshJournal: false))
        #expect(h.controller.isOpeningPhoto && h.controller.document.photoPath == TestPaths.samplePhoto)
        h.press(.escape)
        slow.gate.signal()
        h.controller.waitForBackgroundWork()
        #expect(h.controller.document.photoPath == "/photos/slow.png" && h.controller.document.strokes.map(\.points) == [stroke.points])
        #expect(h.controller.toastText?.contains("Stopped opening /photos/slow.png") == true)
    }

    /// Quitting is never held up by a photo that is opening.
    @Test func ctrlQQuitsWhileAPhotoOpens() throws {
        let slow = SlowPhoto()
        let h = Self.harness(slow)
        h.open("/photos/slow.png")
        h.press("q", .control)
        h.machine.clock += SketchController.quitNoticeTime
        #expect(h.controller.wantsQuit)
        slow.gate.signal()
        h.controller.waitForBackgroundWork()
    }
}
