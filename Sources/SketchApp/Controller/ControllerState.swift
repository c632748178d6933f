import SketchCore

/// The controller's state that is not routing or wiring, in the groups it belongs to. Each
/// group is one stored value of `SketchController`; the names the controller's files use
/// (`pointer`, `quitAt`, `decoder`...) read and write through to it (`SketchController+State`).

/// How far the settings panel is scrolled, in pixels, and where the held scroll bar thumb
/// was taken (see `ViewIndicators.State.grab`).
struct ScrollState {
    var panel = 0
    var grab: Double?
}

/// The pointer as the widgets see it, where the mouse is, and the modifier keys held.
struct PointerState {
    var widgets = WidgetInput()
    var hover: Point?
    var modifiers = KeyModifiers()
    /// The cursor as last worked out, and whether an input since may have changed it.
    var cursor = CursorRequest.arrow
    var cursorIsStale = false
    /// Where the last widget pass put the zoom button and the scroll bars (those shown), kept
    /// apart from `WidgetContext.rects` for the cursor, which asks once a frame.
    var viewIndicators: [IntRect] = []
}

/// Times the event loop must wake at, on `services.clock.now()`'s clock.
struct Deadlines {
    /// When the app ends, once quitting was asked for (see `quit`).
    var quit: Double?
    /// When a zoom in progress, shown quickly, is drawn exactly (no zoom step came since).
    var zoomSettles: Double?
    /// When the save of the picture in progress began (its message shows progress after half a second).
    var pictureSaveStarted: Double?
}

/// Work done off the main thread that the controller collects when woken.
struct BackgroundWork {
    let decoder: PhotoDecoder
    /// The picker's thumbnails, kept from one opening to the next.
    let thumbnails: Thumbnails
    /// Kept drawings on a photo just opened.
    let keptDrawings: KeptDrawingLookup
    /// What Ctrl+V reads from the clipboard.
    let clipboard: ClipboardReader
    /// Photos being opened.
    let opener: PhotoOpener
    /// Saved files being shown in the file manager.
    let folderShower: FolderShower
    /// The photo being opened, and the input held for it.
    var opening: PhotoOpening?
    /// "New screenshot" being taken.
    let screenshots: ScreenshotTaker

    init(_ services: AppServices) {
        decoder = PhotoDecoder(wake: services.wake)
        thumbnails = Thumbnails(make: services.photos.thumbnail, wake: services.wake)
        keptDrawings = KeptDrawingLookup(find: services.journal.kept, origin: services.journal.savedPictureOrigin, wake: services.wake)
        clipboard = ClipboardReader(paste: services.clipboard.paste, wake: services.wake)
        opener = PhotoOpener(load: services.photos.loadFitting, wake: services.wake)
        folderShower = FolderShower(show: services.files.showInFolder, wake: services.wake)
        screenshots = ScreenshotTaker(take: services.screenshots.take, wake: services.wake)
    }
}

/// Where the picture goes and what the window is called.
struct Destination {
    /// `-o FILE`: Save writes this file instead of a new one in the save folder.
    var outputFile: String?
    /// `--save-dir DIR` or `save.folder`: where Save writes instead of the Pictures folder.
    var saveFolder: String?
    /// The photo's file name, which the title shows.
    var photoName: String?
    /// The `.sketch` the drawing was opened from or last saved as: Save writes it back.
    var drawingFile: String?
    /// The picture a continued drawing was saved as (see `SketchController+SavedPictures`):
    /// Save writes it again.
    var continuedPicture: String?
    /// Whether the window said that a `.sketch` keeps what pixelate, blur and spotlight hide.
    var toldDrawingKeepsPhoto = false
    /// The folder of a Save as in progress: where the next Save as opens once its file is written.
    var saveAsFolderPending: String?
    /// Whether Enter's or Escape's copy or save failed (see `SketchController.run`).
    var actionFailed = false
    /// What the close question's Save leaves for once the picture is written.
    var leavingAfterSave: Leaving?
    /// Closing asks nothing (see `SketchController.closesWithoutAsking`).
    var closesWithoutAsking = false
}

/// The colours last drawn with, most recent first (the palette's second row), and whether a
/// stroke was begun in the pen's current colour (it is then remembered as recent).
struct ColorMemory {
    var recent: [Color]
    var penColorDrawn = false
}

/// The canvas's mode: what a press on it does, and the mode a borrowed one
/// (`CanvasMode.Traits.temporary`, the eyedropper) goes back to when it is done.
struct CanvasModes {
    private(set) var current: any CanvasInteraction = DrawMode()
    private var beforeTemporary = CanvasMode.draw

    /// `next` takes the canvas; a borrowed mode remembers where it was borrowed from (never
    /// another borrowed one).
    mutating func switchTo(_ next: CanvasMode) {
        if next.traits.temporary && !current.mode.traits.temporary { beforeTemporary = current.mode }
        current = next.makeInteraction()
    }

    /// Where leaving the mode goes: a borrowed one back where it came from, any other to drawing.
    var leavingTo: CanvasMode { current.mode.traits.temporary ? beforeTemporary : .draw }
}
