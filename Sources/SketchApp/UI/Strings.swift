import Foundation
import SketchCore

/// Every text the window shows, and the messages the controller writes to standard error, in
/// one place: a translation wraps each of these and nothing else in SketchApp. (Key help is in
/// `KeyBindings`, the command line's in `SketchpadOptions`, file and system errors come from
/// `PlatformError`.) Widget ids never use these, so translated labels keep them.
enum Strings {
    static let appName = "Sketchpad"

    /// The window's title: the photo's file name, then the app's, as desktop apps name their
    /// windows (`beach.jpg — Sketchpad`).
    static func windowTitle(photo: String?) -> String { photo.map { "\($0) — \(appName)" } ?? appName }

    // MARK: Toolbar

    static func toolbar(_ action: ToolbarAction) -> String {
        switch action {
        case .open: return "Open"
        case .undo: return "Undo"
        case .redo: return "Redo"
        case .clear: return "Clear"
        case .save: return "Save"
        case .settings: return "Settings"
        case .tool(let tool): return toolLabel(tool)
        case .hand: return "Hand"
        }
    }

    /// A tool's button.
    static func toolLabel(_ tool: Tool) -> String {
        switch tool {
        case .pen: return "Pen"
        case .line: return "Line"
        case .arrow: return "Arrow"
        case .rectangle: return "Rect"
        case .ellipse: return "Ellipse"
        case .highlighter: return "Highlight"
        case .eraser: return "Eraser"
        }
    }

    /// A tool as the help names it.
    static func toolName(_ tool: Tool) -> String {
        switch tool {
        case .pen: return "pen"
        case .line: return "line"
        case .arrow: return "arrow"
        case .rectangle: return "rectangle"
        case .ellipse: return "ellipse"
        case .highlighter: return "highlighter"
        case .eraser: return "eraser"
        }
    }

    // MARK: Settings panel

    static let panelTitle = "Pen"
    static let width = "Width"
    static func channel(_ channel: ColorChannel) -> String {
        switch channel {
        case .red: return "Red"
        case .green: return "Green"
        case .blue: return "Blue"
        case .alpha: return "Alpha"
        }
    }
    static func swatch(_ pen: PenSettings) -> String { "\(pen.color.hexRGB)  alpha \(pen.color.alpha)  \(pen.width) px" }
    static let widthKeysHint = "[ and ] change the width"

    // MARK: Photo picker

    static let pickerTitle = "Open a photo"
    static let pickerEmpty = "No folders or photos here"
    static let pickerParent = "Parent folder"
    static let pickerCancel = "Cancel"
    static let pickerOpen = "Open"

    // MARK: Help

    static let helpTitle = "Keyboard shortcuts"

    // MARK: Banners

    static let autosaveFailing = "Autosave is failing. Your edits are kept, and written as soon as it works again."
    static func restoreHeading(count: Int) -> String { count == 1 ? "Your last drawing can be restored:" : "Drawings that can be restored:" }
    static let restoreDismiss = "Dismiss"
    static let restoreButton = "Restore"
    static func restoreMore(_ n: Int) -> String { "and \(n) more: sketchpad --sessions lists them" }
    static let blankCanvas = "blank canvas"
    /// One line of the restore offer: the photo (or a blank canvas), the strokes and when.
    static func offer(photo: String?, strokes: Int, when: String) -> String {
        "\(photo ?? blankCanvas), \(strokes) stroke\(strokes == 1 ? "" : "s"), \(when)"
    }
    static let justNow = "just now"
    static func minutesAgo(_ n: Int) -> String { "\(n) min ago" }
    static func today(_ clock: String) -> String { "today \(clock)" }

    // MARK: Messages (toasts) and their lines on standard error

    static let saving = "Saving…"
    static let exporting = "Exporting at full resolution…"
    static func exporting(percent: Int) -> String { "Exporting at full resolution… \(percent) %" }
    static func exported(_ path: String) -> String { "Exported the whole photo to \(path)" }
    static func zoom(_ zoom: Double) -> String {
        let percent = zoom * 100
        return percent < 10 ? String(format: "%.1f %%", percent) : "\(Int(percent.rounded())) %"
    }
    static func saved(_ path: String) -> String { "Saved the view to \(path)" }
    static func copied(tool: String) -> String { "Copied the picture to the clipboard (\(tool))" }
    static func couldNotSave(_ reason: String) -> String { "Could not save: \(reason)" }
    static func couldNotSaveLog(_ reason: String) -> String { "sketchpad: could not save: \(reason)" }
    static func couldNotCopy(_ reason: String) -> String { "Could not copy the picture: \(reason)" }
    static func couldNotCopyLog(_ reason: String) -> String { "sketchpad: could not copy the picture: \(reason)" }
    static func cannotOpen(_ error: String) -> String { "Cannot open \(error)" }
    static func cannotOpenLog(_ error: String) -> String { "sketchpad: cannot open \(error)" }
    static func warningLog(_ warning: String) -> String { "sketchpad: \(warning)" }
    static func cannotRestore(_ error: String) -> String { "Cannot restore: \(error)" }
    static func cannotRestoreLog(_ error: String) -> String { "sketchpad: cannot restore: \(error)" }
    static func restored(strokes n: Int) -> String { "Restored your drawing (\(n) stroke\(n == 1 ? "" : "s"))" }
    static func skippedLines(_ n: Int) -> String { "; \(n) damaged journal line\(n == 1 ? " was" : "s were") skipped" }
    static func skippedLinesLog(session: String, _ n: Int) -> String { "sketchpad: session \(session): skipped \(n) damaged journal line(s)" }
    static func withoutPhoto(_ message: String, _ problem: String) -> String { "\(message), without the photo: \(problem)" }
    static func withoutPhotoLog(_ problem: String) -> String { "sketchpad: restored the strokes without the photo: \(problem)" }
    static func photoChangedSize(_ path: String?) -> String { "\(path ?? "the photo") has changed size since" }
    static func strokesWithoutPhoto(_ error: String) -> String { "Showing the strokes without their photo: \(error)" }
    static func strokesWithoutPhotoLog(_ error: String) -> String { "sketchpad: showing the strokes without their photo: \(error)" }
    static func tooLarge(_ path: String, width: Int, height: Int) -> String {
        "\(path): \(width)x\(height) is over the limit of \(PixelBudget.maxSide) px a side"
    }
    static func noFreeName(_ folder: String) -> String { "\(folder): no free file name" }
}
