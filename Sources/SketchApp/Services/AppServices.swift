import SketchCore
import SketchRaster

/// Everything the controller needs from the machine, as small clients of closures (the way
/// isowords passes its dependencies): each has a `live` version in SketchAppLive and a test
/// version in TestSupport, so the controller is tested without SDL, files or a clock. All but
/// the glyphs are `Sendable`: saves run them in the background. The glyphs are used on the
/// event loop's thread only.
public struct AppServices {
    public var glyphs: GlyphSource
    public var photos: PhotoClient
    public var images: ImageWriter
    public var files: FileClient
    public var clipboard: ClipboardClient
    public var clock: Clock
    public var settings: SettingsStore
    public var journal: JournalClient
    public var wake: Wake
    public var log: Log
    /// Where saves go unless told otherwise.
    public var picturesFolder: String
    /// One-file drawings (`.sketch`); none unless the program gives them.
    public var drawings = DrawingClient.unavailable
    /// "New screenshot"; the launcher sets the live one once the window is open.
    public var screenshots: ScreenshotClient = .unavailable

    public init(glyphs: GlyphSource, photos: PhotoClient, images: ImageWriter, files: FileClient, clipboard: ClipboardClient, clock: Clock,
                settings: SettingsStore, journal: JournalClient, wake: Wake, log: Log, picturesFolder: String) {
        self.glyphs = glyphs; self.photos = photos; self.images = images; self.files = files; self.clipboard = clipboard
        self.clock = clock; self.settings = settings; self.journal = journal; self.wake = wake; self.log = log
        self.picturesFolder = picturesFolder
    }
}
