import SketchCore
import SketchRaster

enum PickerAction: Equatable {
    case open(String)
    /// Save as…: the picture is written to this file (one that exists only after Replace).
    case save(String)
    case cancel
}

/// The order of the picker's list; folders always come first.
enum PickerSort: Equatable {
    /// A to Z, ignoring case.
    case name
    /// The most recently modified first.
    case date
}

/// The in-app Open dialog, drawn by the app: lists the folders and photos of a folder,
/// starting in Pictures, with thumbnails. A click selects a row; a double click, Enter or the
/// Open button opens the photo or enters the folder. Arrows, Page Up/Down, Home and End move
/// the selection, Backspace goes to the parent folder, Escape closes it. Its path field
/// (Ctrl+L) takes a folder's or a photo's path; a click on a place beside the list enters it.
/// With a `SaveAsForm` it is the Save as… dialog: the form's name and format, and Save.
/// (Drawing: PhotoPicker+View.swift.)
final class PhotoPicker {
    static let rowHeight = 40
    static let thumbnailSide = 32
    /// The longest time between the two presses of a double click, in seconds (GTK's default).
    static let doubleClickTime = 0.4

    private(set) var folder: String
    private(set) var entries: [FolderEntry] = []
    private(set) var selection = 0
    var scroll = 0
    /// Why the list is empty (nothing to show, or the folder cannot be listed).
    private(set) var problem: String?
    /// Why the path typed last cannot be opened.
    private(set) var pathProblem: String?
    private(set) var sort: PickerSort
    var pathField = TextFieldState()
    let files: FileClient
    let thumbnails: Thumbnails
    /// Where `~` in a typed path leads.
    let home: String?
    /// The places listed beside the folder (see `PickerPlace`).
    let places: [PickerPlace]
    var visibleRows = 10
    /// Set by a pass that entered another folder or sorted the list again: it drew the old one.
    var needsAnotherPass = false
    /// The row and time of the last press on a row, for double clicks.
    private var lastPress: (index: Int, time: Double)?
    /// Save as…'s name and format; nil when the picker opens a photo.
    var saveAs: SaveAsForm?

    init(folder: String, files: FileClient, thumbnails: Thumbnails, sort: PickerSort = .name, home: String? = nil, places: [PickerPlace] = [],
         saveAs: SaveAsForm? = nil) {
        self.saveAs = saveAs
        self.files = files
        self.home = home
        self.places = places
        self.thumbnails = thumbnails
        self.sort = sort
        self.folder = folder
        // The folder it starts in may not be made yet (Pictures on a new account): it shows
        // empty, and a save there makes it.
        show(folder, entries: files.exists(folder) ? Result { try listed(folder) } : .success([]))
    }

    /// Shows `path`'s entries; false (and the list as it was) when it cannot be listed.
    @discardableResult
    func enter(_ path: String) -> Bool {
        do {
            show(path, entries: .success(try listed(path)))
            return true
        } catch {
            pathProblem = Strings.cannotOpen("\(error)")
            return false
        }
    }

    private func listed(_ path: String) throws -> [FolderEntry] {
        try files.list(path).filter { !$0.name.hasPrefix(".") && ($0.isFolder || $0.isPhoto) }
    }

    private func show(_ path: String, entries listing: Result<[FolderEntry], Error>) {
        folder = path
        selection = 0
        scroll = 0
        lastPress = nil
        pathProblem = nil
        pathField.setText(PickerPath.shown(path))
        switch listing {
        case .success(let all):
            entries = Self.sorted(all, by: sort)
            problem = entries.isEmpty ? Strings.pickerEmpty : nil
        case .failure(let error):
            entries = []
            problem = "\(error)"
        }
    }

    static func sorted(_ entries: [FolderEntry], by sort: PickerSort) -> [FolderEntry] {
        entries.sorted { a, b in
            if a.isFolder != b.isFolder { return a.isFolder }
            if sort == .date && a.modified != b.modified { return a.modified > b.modified }
            let (x, y) = (a.name.lowercased(), b.name.lowercased())
            return x != y ? x < y : a.name < b.name
        }
    }

    /// Orders the list by name or by date; the selected entry stays selected.
    func setSort(_ newSort: PickerSort) {
        guard newSort != sort else { return }
        let selected = entries.indices.contains(selection) ? entries[selection] : nil
        sort = newSort
        entries = Self.sorted(entries, by: sort)
        select(selected.flatMap { entries.firstIndex(of: $0) } ?? 0)
    }

    var parent: String { PickerPath.parent(of: folder) }

    func path(of entry: FolderEntry) -> String { PickerPath.join(folder, entry.name) }

    /// Opens the photo of row `index`, or enters its folder.
    func activate(_ index: Int) -> PickerAction? {
        guard entries.indices.contains(index) else { return nil }
        let entry = entries[index]
        if entry.isFolder { enter(path(of: entry)); return nil }
        if saveAs != nil { return submitSave() }
        return .open(path(of: entry))
    }

    /// A press on row `index` at `time`: selects it, or (the second press of a double click on
    /// it) activates it. The press that opens is the pointer's until it is let go, so neither
    /// it nor its release reaches the canvas.
    func press(row index: Int, at time: Double) -> PickerAction? {
        defer { if pathField.isFocused { pathField.unfocus() } }
        if let last = lastPress, last.index == index, time - last.time <= Self.doubleClickTime {
            lastPress = nil
            return activate(index)
        }
        select(index)
        lastPress = (index, time)
        // Saving as, a picture pressed gives its name: to replace it, or to save beside it.
        if saveAs != nil, !entries[index].isFolder { saveAs?.take(entries[index].name) }
        return nil
    }

    /// Save (or Enter) while saving as: the file to write, or nil while the form asks or says why not.
    func submitSave() -> PickerAction? {
        guard var form = saveAs else { return nil }
        defer { saveAs = form }
        if let path = form.replacing == nil ? form.submit(in: folder, files: files) : form.confirm() { return .save(path) }
        return nil
    }

    /// Whether a text field of the picker has the keyboard.
    var isTyping: Bool { pathField.isFocused || saveAs?.name.isFocused == true }

    /// Text typed or composed, for the field that has the keyboard; false when none has.
    func receive(_ input: TextFieldInput) -> Bool {
        if pathField.receive(input) { return true }
        return saveAs?.name.receive(input) ?? false
    }

    /// A key while the picker is open (with the path field focused, the field takes it).
    /// Escape closes it from anywhere in it, a field too; saving as, Ctrl+S saves.
    func key(_ key: Key, _ modifiers: KeyModifiers = []) -> PickerAction? {
        if key == .escape { return .cancel }
        if saveAs != nil && modifiers.contains(.control) && key == .character("s") { return submitSave() }
        if modifiers.contains(.control) && key == .character("l") {
            saveAs?.name.unfocus()
            pathField.focus()
            return nil
        }
        if pathField.isFocused {
            pathField.receive(key, modifiers)
            return nil
        }
        if saveAs?.name.isFocused == true {
            saveAs?.name.receive(key, modifiers)
            return nil
        }
        switch key {
        case .up: select(selection - 1)
        case .down: select(selection + 1)
        case .pageUp: select(selection - visibleRows)
        case .pageDown: select(selection + visibleRows)
        case .home: select(0)
        case .end: select(entries.count - 1)
        case .enter: return activate(selection)
        case .backspace, .left: enter(parent)
        default: break
        }
        return nil
    }

    /// The path typed in the field: a folder is entered, a file opened (as a photo); what is
    /// neither keeps the field and says why.
    func submitPath(_ typed: String) -> PickerAction? {
        let path = PickerPath.resolve(typed, in: folder, home: home)
        do {
            if try files.isFolder(path) {
                if enter(path) { pathField.unfocus() }
                return nil
            }
            // The field keeps the keyboard should the photo not open.
            return .open(path)
        } catch {
            pathProblem = Strings.cannotOpen("\(error)")
            return nil
        }
    }

    func clearPathProblem() { pathProblem = nil }

    /// Says, in the dialog, why the photo it chose did not open.
    func report(_ problem: String) { pathProblem = problem }

    func select(_ index: Int) {
        guard !entries.isEmpty else { return }
        selection = min(max(index, 0), entries.count - 1)
        if selection < scroll { scroll = selection }
        if selection >= scroll + visibleRows { scroll = selection - visibleRows + 1 }
    }
}
