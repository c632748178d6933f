import Foundation
import SketchApp
import SketchAppLive
import SketchCore
import SketchPlatform
import SketchRaster
import Synchronization
import TestSupport
import Testing

/// The launch's photo decoded while the window opens: the first open that it covers gets its
/// pixels without decoding again; any other open, and every later one, decodes for itself.
@Suite struct PhotoPrefetchTests {
    /// A load that counts its calls and gives a picture `width` wide.
    final class CountingLoad: Sendable {
        let calls = Mutex<[PhotoClient.Size]>([])
        let fails: Bool
        init(fails: Bool = false) { self.fails = fails }
        func load(_ path: String, _ fitting: PhotoClient.Size) throws -> LoadedPhoto {
            calls.withLock { $0.append(fitting) }
            if fails { throw PlatformError.file(path, reason: "not a picture") }
            let image = RGBAImage(width: fitting.width, height: 1, fill: .black)
            return LoadedPhoto(image: image, source: PhotoSource(image))
        }
        var count: Int { calls.withLock { $0.count } }
    }

    func client(_ counting: CountingLoad) -> PhotoClient {
        PhotoClient(load: { try counting.load($0, (0, 0)) }, loadFitting: { try counting.load($0, $1) })
    }

    @Test func theFirstOpenItCoversTakesItsPixelsWithoutASecondDecode() throws {
        let counting = CountingLoad()
        let prefetch = PhotoPrefetch(path: "/p/photo.jpg", fitting: (1280, 800), load: counting.load)
        let photos = client(counting).taking(prefetch)
        let first = try photos.loadFitting("/p/photo.jpg", (1200, 700))
        #expect(first.image.width == 1280, "the prefetched decode, made for the window's opening size")
        #expect(counting.count == 1)
        // Later opens of the same photo (a reopen, Revert) decode for themselves.
        let again = try photos.loadFitting("/p/photo.jpg", (1200, 700))
        #expect(again.image.width == 1200)
        #expect(counting.count == 2)
    }

    @Test func anOpenLargerThanItCoversOrOfAnotherFileDecodesForItself() throws {
        for (path, fitting) in [("/p/photo.jpg", (2560, 1600)), ("/p/other.jpg", (640, 400))] {
            let counting = CountingLoad()
            let prefetch = PhotoPrefetch(path: "/p/photo.jpg", fitting: (1280, 800), load: counting.load)
            let photos = client(counting).taking(prefetch)
            let opened = try photos.loadFitting(path, fitting)
            #expect(opened.image.width == fitting.0)
            // Not held for later: the next open of the prefetched photo decodes too.
            _ = try photos.loadFitting("/p/photo.jpg", (1200, 700))
            prefetch.waitUntilDecoded()
            #expect(counting.calls.withLock { $0.map(\.width) }.sorted() == [1200, 1280, fitting.0].sorted())
        }
    }

    @Test func aFailedDecodeLeavesTheOpenToSayWhy() throws {
        let counting = CountingLoad(fails: true)
        let prefetch = PhotoPrefetch(path: "/p/photo.jpg", fitting: (1280, 800), load: counting.load)
        let photos = client(counting).taking(prefetch)
        #expect(throws: PlatformError.self) { try photos.loadFitting("/p/photo.jpg", (1200, 700)) }
        #expect(counting.count == 2, "the open tried for itself, and its error is the one said")
    }

    @Test func standardInputAndDrawingsAreNotPrefetched() throws {
        let load: @Sendable (String, PhotoClient.Size) throws -> LoadedPhoto = { _, _ in Issue.record("decoded"); throw CancellationError() }
        #expect(PhotoPrefetch.launch(nil, load: load) == nil)
        #expect(PhotoPrefetch.launch("-", load: load) == nil)
        #expect(PhotoPrefetch.launch("/p/holiday.sketch", load: load) == nil)
    }

    /// On a real JPEG through the live client: the first view is the one an open without a
    /// prefetch shows, pixel for pixel.
    @Test func aRealJPEGsFirstViewIsTheSameAsWithoutIt() throws {
        let folder = try TestPaths.temporaryFolder("prefetch")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/photo.jpg"
        try Data(ImageFile.encode(JPEGDecodeTests.picture(width: 4000, height: 3000), as: .jpeg(quality: 90))).write(to: URL(fileURLWithPath: path))
        let prefetch = try #require(PhotoPrefetch.launch(path, load: PhotoClient.live.loadFitting))
        let fitting = (AppWindow.openingSize.width - 100, AppWindow.openingSize.height - 100)
        let prefetched = try PhotoClient.live.taking(prefetch).loadFitting(path, fitting)
        let direct = try PhotoClient.live.loadFitting(path, fitting)
        #expect(prefetched.image.width == 1500 && prefetched.image.height == 1125, "the 3/8 scale, the smallest covering the fit")
        #expect(prefetched.image == direct.image)
        #expect(prefetched.source.width == 4000 && prefetched.source.height == 3000)
    }
}
