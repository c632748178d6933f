import FoundationEssentials
import SketchCore
import SketchTranslation

/// Every text the window shows, and the messages the controller writes to standard error, in
/// one place, each through `tr` (SketchTranslation) and nothing else in SketchApp. (Key help is
/// in `KeyBindings`, the command line's in the `sketchpad` target, file and system errors come
/// from `PlatformError`.) Widget ids never use these, so translated labels keep them.
enum Strings {
    static let appName = "Sketchpad"

    /// The window's title: the photo's file name, then the app's, as desktop apps name their
    /// windows (`beach.jpg — Sketchpad`).
    /// `beach.jpg — Sketchpad`, with `• ` before it while changes are unsaved.
    static func windowTitle(photo: String?, unsaved: Bool) -> String {
        (unsaved ? "• " : "") + (photo.map { "\(PathBytes.display($0)) — \(appName)" } ?? appName)
    }

    // MARK: Toolbar

    /// A tooltip with its key: `Undo (Ctrl+Z)`.
    static func tooltip(name: String, key: String) -> String { tr("{name} ({key})", ["name": name, "key": key]) }

    // MARK: Settings panel

    static let width = tr("Width")
    static func channel(_ channel: ColorChannel) -> String {
        switch channel {
        case .red: return tr("Red")
        case .green: return tr("Green")
        case .blue: return tr("Blue")
        case .alpha: return tr("Opacity")
        }
    }
    static func swatch(_ pen: PenSettings) -> String { tr("{color}  opacity {alpha}  {width} px", ["color": pen.color.hexRGB, "alpha": pen.color.alpha, "width": pen.width]) }
    static let widthKeysHint = tr("{keys} change the width", ["keys": KeyBindings.Keys.opposites(.changeWidth(-1), .changeWidth(1), .and).written])
    static let textSize = tr("Text size")
    static func textBackdrop(_ backdrop: TextBackdrop) -> String {
        switch backdrop {
        case .none: return tr("Text on: nothing")
        case .box: return tr("Text on: a box")
        case .outline: return tr("Text on: an outline")
        }
    }
    static var textSizeAtLimit: String {
        tr("Text size is at its limit of {size} px", ["size": Int(DocumentLimits.maxTextSize)])
    }
    static var textAtLengthLimit: String {
        tr("A text holds at most {count} characters: the rest was not typed", ["count": DocumentLimits.maxTextLength])
    }
    static let hex = tr("Hex")
    /// The panel's line styles.
    static let dashed = tr("Dashed")
    static let bothHeads = tr("Both heads")
    static let roundCorners = tr("Round corners")
    static let nothingToPick = tr("No colour to pick here: the picture is transparent")
    static func notAColor(_ text: String) -> String {
        tr("\"{text}\" is not a colour: type #RRGGBB or #RRGGBBAA (hex digits; the # may be left out)", ["text": text])
    }

    // MARK: Photo picker

    static let pickerTitle = tr("Open a photo")
    static let pickerEmpty = tr("No folders or photos here")
    static let pickerParent = tr("Parent folder")
    static let placeHome = tr("Home")
    static let placePictures = tr("Pictures")
    static let placeDesktop = tr("Desktop")
    static let placeDownloads = tr("Downloads")
    static let pickerCancel = tr("Cancel")
    static let pickerOpen = tr("Open")
    static let saveAsTitle = tr("Save the picture as")
    static let saveAsSave = tr("Save")
    static let saveAsReplace = tr("Replace")
    static let saveAsNameHint = tr("File name")
    static let saveAsBadName = tr("Type a name for the file (without a slash).")
    static func saveAsExists(_ name: String) -> String { tr("{name} exists. Press Replace to replace it.", ["name": PathBytes.display(name)]) }
    static let pickerPathHint = tr("Type a folder's or a photo's path ({key})", ["key": CommandTable.key(.typePath)])
    static let pickerSortBy = tr("Sort:")
    static let pickerSortName = tr("Name")
    static let pickerSortDate = tr("Date")

    // MARK: Help

    static let helpTitle = tr("Keyboard shortcuts")

    // MARK: Banners

    static let autosaveFailing = tr("Autosave is failing. Your edits are kept, and written as soon as it works again.")
    static func restoreHeading(count: Int) -> String { trn("Your last drawing can be restored:", "Drawings that can be restored:", count) }
    static let restoreDismiss = tr("Dismiss")
    static let restoreButton = tr("Restore")
    static func continueHeading(count: Int) -> String {
        trn("A drawing on this photo is kept:", "Drawings on this photo are kept:", count)
    }
    static let continueButton = tr("Continue")
    static func restoreMore(_ n: Int) -> String { tr("and {count} more: sketchpad --sessions lists them", ["count": n]) }
    static let blankCanvas = tr("blank canvas")
    /// One line of the restore offer: the photo (or a blank canvas), the strokes and when.
    static func offer(photo: String?, strokes: Int, when: String) -> String {
        trn("{photo}, {count} stroke, {when}", "{photo}, {count} strokes, {when}", strokes, ["photo": photo ?? blankCanvas, "when": when])
    }
    static let justNow = tr("just now")
    static func minutesAgo(_ n: Int) -> String { tr("{count} min ago", ["count": n]) }
    static func today(_ clock: String) -> String { tr("today {time}", ["time": clock]) }

    // MARK: Messages (toasts) and their lines on standard error

    static func fillShapes(_ on: Bool) -> String {
        let key = CommandTable.key(.toggleFill)
        return on ? tr("Rectangles and ellipses are filled ({key})", ["key": key]) : tr("Rectangles and ellipses are outlines ({key})", ["key": key])
    }
    static func cropped(width: Int, height: Int) -> String {
        tr("Cropped to {width}×{height} px (undo brings the rest back)", ["width": width, "height": height])
    }
    static func oriented(_ step: Orientation, width: Int, height: Int) -> String {
        let undo = CommandTable.key(.undo)
        switch step {
        case .turnedRight: return tr("Rotated right: {width}×{height} px ({key} takes it back)", ["width": width, "height": height, "key": undo])
        case .turnedLeft: return tr("Rotated left: {width}×{height} px ({key} takes it back)", ["width": width, "height": height, "key": undo])
        case .flippedHorizontally: return tr("Flipped horizontally ({key} takes it back)", ["key": undo])
        default: return tr("Flipped vertically ({key} takes it back)", ["key": undo])
        }
    }
    static let saving = tr("Saving…")
    static func saving(percent: Int) -> String { tr("Saving… {percent} %", ["percent": percent]) }
    /// The picture's size on the status line.
    static func picturePixels(width: Int, height: Int) -> String { tr("{width} × {height} px", ["width": width, "height": height]) }
    /// The status line's mark while changes are unsaved (the title's `•` says the same).
    static let unsavedMark = tr("• Unsaved")
    /// Said for a moment as the window closes with changes no save holds.
    static let drawingKept = tr("Your drawing is kept: Sketchpad offers it back when you next open it")
    static func zoom(_ zoom: Double) -> String {
        let percent = zoom * 100
        return percent < 10 ? String(cFormat: "%.1f %%", percent) : "\(Int(percent.rounded())) %"
    }
    /// What a finished save says: which picture was written, its size in pixels, and where.
    static func saved(_ kind: SaveKind, cropped: Bool, path: String, width: Int, height: Int) -> String {
        switch kind {
        case .view: return tr("Saved the view ({width}×{height}) to {file}", ["width": width, "height": height, "file": path])
        case .picture where cropped: return tr("Saved the cropped picture ({width}×{height}) to {file}", ["width": width, "height": height, "file": path])
        case .picture: return tr("Saved the picture ({width}×{height}) to {file}", ["width": width, "height": height, "file": path])
        case .layers: return tr("Exported the photo and the drawing as two layers ({width}×{height}) to {file}", ["width": width, "height": height, "file": path])
        case .drawing: return tr("Saved the drawing ({width}×{height}) to {file}; it opens again editable", ["width": width, "height": height, "file": path])
        }
    }
    static func copied(tool: String) -> String { tr("Copied the picture to the clipboard ({tool})", ["tool": tool]) }
    static func pictureWithoutPhoto(_ reason: String) -> String { tr("the photo cannot be decoded whole for the picture: {reason}", ["reason": reason]) }
    static var theSavedPicture: String { tr("the saved picture") }
    static func couldNotSave(_ reason: String) -> String { tr("Could not save: {reason}", ["reason": reason]) }
    static func couldNotSaveLog(_ reason: String) -> String { tr("sketchpad: could not save: {reason}", ["reason": reason]) }
    static func couldNotPaste(_ reason: String) -> String { tr("Could not paste: {reason}", ["reason": reason]) }
    static func couldNotPasteLog(_ reason: String) -> String { tr("sketchpad: could not paste: {reason}", ["reason": reason]) }
    static var nothingToPaste: String { tr("The clipboard holds no image or text to paste") }
    static var pasteTextNeedsTextTool: String { tr("The clipboard holds text: click with the Text tool ({key}), then paste it", ["key": CommandTable.key(.tool(.text))]) }
    static var pastedImageTitle: String { tr("pasted image") }
    static func pastedAsPhoto(width: Int, height: Int) -> String { tr("Pasted a {width}×{height} image as the photo", ["width": width, "height": height]) }
    static func pastedImage(width: Int, height: Int) -> String {
        tr("Pasted a {width}×{height} image: drag it to move it, a corner to scale it; {key} removes it",
           ["width": width, "height": height, "key": CommandTable.key(.deleteSelection)])
    }
    static func pasteOverBudget(_ megapixels: Int) -> String { tr("the pasted images would be over {mp} MP in all", ["mp": megapixels]) }
    static func couldNotCopy(_ reason: String) -> String { tr("Could not copy the picture: {reason}", ["reason": reason]) }
    static func couldNotCopyLog(_ reason: String) -> String { tr("sketchpad: could not copy the picture: {reason}", ["reason": reason]) }
    static func cannotOpen(_ error: String) -> String { tr("Cannot open {problem}", ["problem": error]) }
    static func cannotOpenLog(_ error: String) -> String { tr("sketchpad: cannot open {problem}", ["problem": error]) }
    static func opening(_ name: String, seconds: Int) -> String {
        seconds < 1 ? tr("Opening {file}… (Escape stops)", ["file": name])
            : tr("Opening {file}… {seconds} s (Escape stops)", ["file": name, "seconds": seconds])
    }
    static func notQuitting(_ reason: String) -> String {
        tr("Not closing: {reason}. The picture is still here to save or copy again", ["reason": reason])
    }
    static func notQuittingLog(_ reason: String) -> String { tr("sketchpad: not closing: {reason}", ["reason": reason]) }
    static func openingStopped(_ path: String) -> String { tr("Stopped opening {file}; nothing was changed", ["file": path]) }
    static func openingTooLong(_ path: String, seconds: Int) -> String {
        tr("{file}: it took longer than {seconds} s to open, so it is damaged or made to be slow; nothing was changed", ["file": path, "seconds": seconds])
    }
    static func warningLog(_ warning: String) -> String { "sketchpad: \(warning)" }
    static func cannotRestore(_ error: String) -> String { tr("Cannot restore: {problem}", ["problem": error]) }
    static func cannotRestoreLog(_ error: String) -> String { tr("sketchpad: cannot restore: {problem}", ["problem": error]) }
    static func restored(strokes n: Int) -> String { trn("Restored your drawing ({count} stroke)", "Restored your drawing ({count} strokes)", n) }
    static func skippedLines(_ n: Int) -> String { trn("; {count} damaged journal line was skipped", "; {count} damaged journal lines were skipped", n) }
    static func skippedLinesLog(session: String, _ n: Int) -> String { trn("sketchpad: session {session}: skipped {count} damaged journal line", "sketchpad: session {session}: skipped {count} damaged journal lines", n, ["session": session]) }
    static func picturesOverBudget(_ n: Int, strokes: String, megapixels: Int) -> String {
        trn("; left out stroke {strokes} (image): its picture would take the drawing's pictures past {mp} MP",
            "; left out strokes {strokes} (images): their pictures would take the drawing's pictures past {mp} MP", n, ["strokes": strokes, "mp": megapixels])
    }
    static func picturesUnreadable(_ n: Int, strokes: String) -> String {
        trn("; left out stroke {strokes} (image): its picture cannot be read", "; left out strokes {strokes} (images): their pictures cannot be read", n, ["strokes": strokes])
    }
    static func sessionLog(session: String, _ message: String) -> String { tr("sketchpad: session {session}: {message}", ["session": session, "message": message]) }
    static func withoutPhoto(_ message: String, _ problem: String) -> String { tr("{message}, without the photo: {problem}", ["message": message, "problem": problem]) }
    static func withoutPhotoLog(_ problem: String) -> String { tr("sketchpad: restored the strokes without the photo: {problem}", ["problem": problem]) }
    static func photoChangedSize(_ path: String?) -> String { path.map { tr("{file} has changed size since", ["file": $0]) } ?? tr("the photo has changed size since") }
    static func strokesWithoutPhoto(_ error: String) -> String { tr("Showing the strokes without their photo: {problem}", ["problem": error]) }
    static func strokesWithoutPhotoLog(_ error: String) -> String { tr("sketchpad: showing the strokes without their photo: {problem}", ["problem": error]) }
    static func tooLarge(_ path: String, width: Int, height: Int) -> String {
        tr("{file}: {width}x{height} is over the limit of {limit} px a side", ["file": path, "width": width, "height": height, "limit": PixelBudget.maxSide])
    }
    static func noFreeName(_ folder: String) -> String { tr("{folder}: no free file name", ["folder": folder]) }
    /// The options bar's opacity.
    static func percent(_ value: Int) -> String { tr("{percent} %", ["percent": value]) }

    // MARK: Screenshots

    static var noScreenshotsHere: String { tr("screenshots cannot be taken here") }
    static func couldNotTakeScreenshot(_ reason: String) -> String { tr("Could not take a screenshot: {reason}", ["reason": reason]) }
    static func couldNotTakeScreenshotLog(_ reason: String) -> String { tr("sketchpad: could not take a screenshot: {reason}", ["reason": reason]) }
}
