import FoundationEssentials
import SketchCore
import SketchTranslation
import Glibc

/// The overlays (`OverlayStack`): opening and closing them where a command or the app asks,
/// what they show for tests and the platform, and what they may reach (`OverlayContext`).
extension SketchController {
    /// Opens the picker in the Pictures folder; with `typing`, its path field has the keyboard.
    /// Opens the picker to open a photo, or (`savingAs`) to save the picture as a file named in
    /// it, starting where Save as… last wrote, else in the save folder, under Save's next name
    /// (with `extension`, the name ends in it: `.ora` exports the layers).
    func openPicker(typing: Bool = false, savingAs: Bool = false, extension ext: String? = nil) {
        canvas.finishStrokesInProgress()
        let folder = savingAs ? settings.saveAsFolder ?? saveFolder ?? services.picturesFolder : services.picturesFolder
        let base = SaveName.base(services.clock.timestamp(), pattern: namePattern(settings.filePattern))
        let form = savingAs ? SaveAsForm(name: ext.map { base + "." + $0 } ?? base, format: settings.saveFormat) : nil
        let shown = PhotoPicker(folder: folder, files: services.files, thumbnails: thumbnails, sort: overlays.picker.sort,
                                home: getenv("HOME").map { PathBytes.decode(cString: $0) }, places: services.files.places(), saveAs: form)
        overlays.picker.open(shown, typing: typing)
        refreshUI()
    }

    func closePicker() { overlays.picker.close(in: overlayContext) }

    func showHelp() {
        closePopover()
        closeMenu()
        overlays.help.open()
        refreshUI()
    }

    func togglePopover(_ which: Popover) {
        closeMenu()
        overlays.popover.toggle(which, in: overlayContext)
    }

    func closePopover() { overlays.popover.close(in: overlayContext) }

    func showToast(_ text: String, isError: Bool, inStatusLine: Bool = false, action: ToastAction? = nil) {
        overlays.toast.show(text, isError: isError, inStatusLine: inStatusLine, action: action, in: overlayContext)
    }

    // MARK: What they show

    public var isHelpOpen: Bool { overlays.help.isOpen }
    public var isPickerOpen: Bool { picker != nil }
    /// The picker while it is open.
    var picker: PhotoPicker? { overlays.picker.shown }
    /// The folder the photo picker shows, while it is open.
    public var pickerFolder: String? { picker?.folder }
    /// Whether the picker's path field has the keyboard.
    var isTypingPath: Bool { overlays.picker.isTypingPath }
    /// Whether the toolbar's palette or overflow menu is open, and where it was drawn last.
    public var isPaletteOpen: Bool { overlays.popover.open == .palette }
    public var isOverflowMenuOpen: Bool { overlays.popover.open == .overflow }
    public var popoverRect: IntRect? { overlays.popover.drawn }
    /// The tooltip on screen, if any.
    public var tooltipText: String? {
        overlays.tooltip.isDrawn ? overlays.tooltip.due(now: services.clock.now(), pointerDown: pointer.isDown)?.text : nil
    }
    var toast: Toast? { overlays.toast.shown }
    public var toastText: String? { toast?.text }
    /// Whether the hex entry has the keyboard, and its text (for tests).
    public var isTypingHex: Bool { overlays.hex.hasKeyboard(in: overlayContext) }
    public var hexText: String { overlays.hex.field.text }
    /// The offer stays until it is dismissed or taken: drawing while it shows does not drop it.
    public var isOfferingRestore: Bool { overlays.restore.isShown }
    /// Where the autosave warning is, while it shows.
    public var autosaveWarningRect: IntRect? { overlays.autosave.rect(in: overlayContext) }

    /// The help or the picker covers the window.
    var isModal: Bool { overlays.isModal }

    /// What the overlays reach the app through.
    var overlayContext: OverlayContext { OverlayContext(self) }
}
