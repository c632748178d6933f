import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import Synchronization
import TestSupport
import Testing

/// The whole photo is never decoded on the thread that runs the window: a restored session and
/// the canvas an undone open goes back to show a fitted decode (or the canvas as it was shown)
/// first, and the whole photo comes from the background decoder when a zoom needs it.
@Suite struct BackgroundDecodeTests {
    /// Photos of one-pixel squares whose every decode records the thread it ran on.
    final class Photos: Sendable {
        let full = ZoomControllerTests.checker(1200, 800)
        let threads = Mutex<[UInt]>([])

        func client() -> PhotoClient {
            let full = full
            @Sendable func source() -> PhotoSource {
                PhotoSource(width: 1200, height: 800) { [self] in
                    threads.withLock { $0.append(UInt(pthread_self())) }
                    return full
                }
            }
            return PhotoClient(load: { [self] _ in
                threads.withLock { $0.append(UInt(pthread_self())) }
                return LoadedPhoto(image: full, source: source())
            }, loadFitting: { _, _ in LoadedPhoto(image: full.scaled(toWidth: 600, height: 400), source: source()) })
        }

        /// Whole decodes that ran on this (the test's, the window's) thread.
        var decodedHere: Int { threads.withLock { $0.filter { $0 == UInt(pthread_self()) }.count } }
        var decoded: Int { threads.withLock { $0.count } }
    }

    static func harness(_ photos: Photos, photo: String?) -> Harness {
        Harness(width: 600, height: 460, photo: photo, services: { m in
            var s = m.services()
            s.photos = photos.client()
            return s
        })
    }

    /// At 100 %, the photo's own pixels once the background decode is in; grey (the fitted
    /// decode's average of the squares) before.
    static func expectSharpensAt100Percent(_ h: Harness, _ photos: Photos, _ context: Comment) {
        h.press("1", .control)
        #expect(photos.decodedHere == 0, context)
        h.controller.waitForBackgroundWork()
        _ = h.controller.render()
        #expect(photos.decoded == 1, context)
        let p = h.controller.windowPoint(ofCanvas: Point(600, 400))
        let x = Int(p.x) - h.controller.canvasRect.x, y = Int(p.y) - h.controller.canvasRect.y
        #expect(h.controller.capture[x, y] == photos.full[600, 400] && h.controller.capture[x + 1, y] == photos.full[601, 400], context)
    }

    @Test func aRestoredSessionDecodesToFitThenWholeInTheBackground() throws {
        let photos = Photos()
        let h = Self.harness(photos, photo: nil)
        h.restore(RestoredSession(id: "s", start: Document(canvas: Canvas(width: 1200, height: 800, photoPath: "/photos/big.png")),
                                             layer: nil, redos: 0, records: [], damaged: 0, needsFreshJournal: false))
        #expect(h.controller.document.width == 1200 && h.controller.document.height == 800)
        #expect(photos.decoded == 0, "fitted, the small decode is enough")
        Self.expectSharpensAt100Percent(h, photos, "restored")
    }

    @Test func theCanvasAnUndoneOpenGoesBackToDecodesWholeInTheBackground() throws {
        let photos = Photos()
        let h = Self.harness(photos, photo: "/photos/big.png")
        let a = h.window(Point(100, 100)), b = h.window(Point(300, 200))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.open("/photos/other.png")
        h.press("z", .control)
        #expect(h.controller.document.width == 1200 && h.controller.document.strokes.count == 1, "back on the first photo")
        #expect(photos.decoded == 0)
        Self.expectSharpensAt100Percent(h, photos, "after the undo")
    }
}
