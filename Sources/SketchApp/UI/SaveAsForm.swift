import SketchCore
import SketchRaster

/// The picker's Save as… part, below its list: a name field, the format (PNG, JPEG or WebP)
/// and Save. The name's extension follows the format, and an extension typed chooses the
/// format. A name that is taken is not overwritten until Replace is pressed.
struct SaveAsForm {
    var name = TextFieldState()
    var format: SaveFormat
    /// The file of the name chosen, which exists, while the form asks whether to replace it.
    private(set) var replacing: String?
    /// Why the name cannot be used.
    private(set) var problem: String?
    /// A picture was chosen in the list this pass: the name field, which the press left, takes
    /// the keyboard back once it has seen that press.
    private var takesFocusBack = false

    init(name: String, format: SaveFormat) {
        self.format = format
        self.name.setText(name)
        self.name.focus()
        // Selected, so that typing replaces the suggested name.
        self.name.receive(.selectAll)
    }

    /// The file name for `typed` in the chosen format: its extension added, or (an extension
    /// of another format typed) the format chosen by it. Nil for a name that is empty or has a
    /// slash.
    mutating func fileName(_ typed: String) -> String? {
        let trimmed = typed.trimmingCharacters(in: String.blanks)
        guard !trimmed.isEmpty, trimmed != ".", trimmed != "..", !trimmed.contains("/") else { return nil }
        // A drawing, kept editable (`.sketch`): the picture's format is left as it was.
        if SketchContainer.isSketchName(trimmed) || DrawingClient.isOpenRasterName(trimmed) { return trimmed }
        if let named = SaveFormat(fileName: trimmed) {
            format = named
            return trimmed
        }
        return trimmed + "." + format.fileExtension
    }

    /// Another format chosen: a name ending in the old one's extension gets the new one's.
    mutating func choose(_ newFormat: SaveFormat) {
        guard newFormat != format else { return }
        let text = name.text
        if SaveFormat(fileName: text) == format, let dot = text.lastIndex(of: ".") {
            name.setText(String(text[..<dot]) + "." + newFormat.fileExtension)
        }
        format = newFormat
        replacing = nil
    }

    /// Save pressed (or Enter in the name) in `folder`: the file to write, or nil while it asks
    /// (the name is taken) or says why the name cannot be used.
    mutating func submit(in folder: String, files: FileClient) -> String? {
        guard let file = fileName(name.text) else {
            problem = Strings.saveAsBadName
            return nil
        }
        name.setText(file)
        let path = PickerPath.join(folder, file)
        if files.exists(path) {
            replacing = path
            return nil
        }
        return path
    }

    /// Replace pressed: the file it asked about.
    mutating func confirm() -> String? {
        defer { replacing = nil }
        return replacing
    }

    /// Replace declined, or the name edited: the question is gone.
    mutating func keepFile() { replacing = nil; problem = nil }

    /// A picture chosen in the list: its name, to replace it or save beside it.
    mutating func take(_ fileName: String) {
        if let named = SaveFormat(fileName: fileName) { format = named }
        name.setText(fileName)
        name.focus()
        takesFocusBack = true
        keepFile()
    }

    /// How much room the form takes above the dialog's buttons.
    static func height(px: (Int) -> Int) -> Int { px(44) }

    /// One pass of the form in `r`: the file to write when Save (or Replace) is pressed.
    mutating func run(_ ui: WidgetContext, _ r: IntRect, folder: String, files: FileClient) -> String? {
        let px = ui.px
        var chosen: String?
        let formats = SaveFormat.allCases
        let formatWidth = px(62), gap = px(4)
        let formatsX = r.maxX - formats.count * formatWidth - (formats.count - 1) * gap
        let field = IntRect(x: r.x, y: r.y, width: max(px(80), formatsX - px(10) - r.x), height: px(32))
        switch ui.textField("picker.save.name", field, state: &name, placeholder: Strings.saveAsNameHint) {
        case .submitted?: chosen = replacing == nil ? submit(in: folder, files: files) : confirm()
        case .edited?: keepFile()
        default: break
        }
        if takesFocusBack {
            name.focus()
            takesFocusBack = false
        }
        // After the field, so that what Enter found this pass is said in it.
        if let message = replacing.map({ Strings.saveAsExists(PathName.last($0)) }) ?? problem {
            ui.label(message, x: r.x + px(4), y: r.y - ui.theme.lineHeight - px(4), color: ui.theme.error)
        }
        for (i, format) in formats.enumerated() {
            let box = IntRect(x: formatsX + i * (formatWidth + gap), y: r.y, width: formatWidth, height: px(32))
            if ui.button("picker.save.format.\(format.rawValue)", box, label: format.name, selected: format == self.format) { choose(format) }
        }
        return chosen
    }
}
