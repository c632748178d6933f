import Foundation
@testable import SketchApp
import SketchCore
import Synchronization
import TestSupport
import Testing

/// "New screenshot" in the controller, with the screen stood in for: the picture opens as the
/// photo (as Open opens one), a cancel changes nothing and says nothing, a failure is said.
@Suite struct ScreenshotCommandTests {
    /// How many times the screen was asked for.
    final class Asked: Sendable {
        let count = Mutex(0)
    }

    static func harness(_ outcome: ScreenshotClient.Outcome, asked: Asked? = nil) -> Harness {
        Harness(photo: nil) { machine in
            var services = machine.services()
            services.screenshots = ScreenshotClient {
                asked?.count.withLock { $0 += 1 }
                return outcome
            }
            return services
        }
    }

    /// Runs the command and collects what came, as the event loop does when woken (bounded by
    /// a count of tries, not by time).
    static func takeScreenshot(_ h: Harness, until done: () -> Bool) {
        CommandTable.row(.newScreenshot)?.perform?(h.controller)
        for _ in 0..<2000 where !done() {
            h.controller.collectBackgroundWork()
            if h.controller.isOpeningPhoto { h.controller.waitForOpenedPhoto() }
            usleep(1000)
        }
        h.send()
    }

    @Test func thePictureOpensAsThePhoto() throws {
        let h = Self.harness(ScreenshotClient.Outcome.photo(TestPaths.samplePhoto))
        #expect(h.controller.document.photoPath == nil)
        Self.takeScreenshot(h) { h.controller.document.photoPath != nil }
        #expect(h.controller.document.photoPath == TestPaths.samplePhoto)
        #expect(h.controller.document.width == 600 && h.controller.document.height == 400)
    }

    @Test func aCancelChangesNothingAndSaysNothing() {
        let asked = Asked()
        let h = Self.harness(ScreenshotClient.Outcome.cancelled, asked: asked)
        Self.takeScreenshot(h) { asked.count.withLock { $0 } == 1 }
        // The outcome may be collected just after the client returns: once more.
        h.controller.collectBackgroundWork()
        #expect(asked.count.withLock { $0 } == 1)
        #expect(h.controller.document.photoPath == nil)
        #expect(h.controller.toastText == nil)
    }

    @Test func aFailureIsSaid() {
        let h = Self.harness(ScreenshotClient.Outcome.failed("another program holds the pointer or the keyboard"))
        Self.takeScreenshot(h) { h.controller.toastText != nil }
        #expect(h.controller.toastText == "Could not take a screenshot: another program holds the pointer or the keyboard")
        #expect(h.controller.document.photoPath == nil)
    }
}
