import SketchCore
import SketchRaster

enum PickerAction: Equatable {
    case open(String)
    case cancel
}

/// The in-app Open dialog, drawn by the app: lists the folders and photos of a folder,
/// starting in Pictures. A click on a folder enters it, a click on a photo opens it;
/// the keyboard works too (arrows, Enter, Backspace for the parent folder, Escape).
final class PhotoPicker {
    static let rowHeight = 28
    private(set) var folder: String
    private(set) var entries: [FolderEntry] = []
    private(set) var selection = 0
    private(set) var scroll = 0
    private(set) var problem: String?
    private let list: (String) throws -> [FolderEntry]
    private var visibleRows = 10

    /// `list` gives a folder's entries.
    init(folder: String, list: @escaping (String) throws -> [FolderEntry]) {
        self.list = list
        self.folder = folder
        enter(folder)
    }

    func enter(_ path: String) {
        folder = path
        selection = 0
        scroll = 0
        do {
            let all = try list(path).filter { !$0.name.hasPrefix(".") && ($0.isFolder || $0.isPhoto) }
            entries = all.sorted { a, b in
                a.isFolder != b.isFolder ? a.isFolder : a.name.lowercased() < b.name.lowercased()
            }
            problem = entries.isEmpty ? Strings.pickerEmpty : nil
        } catch {
            entries = []
            problem = "\(error)"
        }
    }

    var parent: String {
        guard folder != "/" else { return "/" }
        let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let slash = trimmed.lastIndex(of: "/") else { return "/" }
        let p = String(trimmed[..<slash])
        return p.isEmpty ? "/" : p
    }

    func path(of entry: FolderEntry) -> String { folder == "/" ? "/" + entry.name : folder + "/" + entry.name }

    private func activate(_ index: Int) -> PickerAction? {
        guard entries.indices.contains(index) else { return nil }
        let entry = entries[index]
        if entry.isFolder { enter(path(of: entry)); return nil }
        return .open(path(of: entry))
    }

    func key(_ key: Key) -> PickerAction? {
        switch key {
        case .escape: return .cancel
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

    private func select(_ index: Int) {
        guard !entries.isEmpty else { return }
        selection = min(max(index, 0), entries.count - 1)
        if selection < scroll { scroll = selection }
        if selection >= scroll + visibleRows { scroll = selection - visibleRows + 1 }
    }

    /// The dialog's rectangle in a window of `window` size.
    static func frame(in window: IntRect, scale: Double) -> IntRect {
        let px = { Theme.pixels($0, scale) }
        let w = min(px(640), window.width - px(40)), h = min(px(520), window.height - px(60))
        return IntRect(x: window.x + (window.width - w) / 2, y: window.y + (window.height - h) / 2, width: w, height: h)
    }

    func run(_ ui: WidgetContext, window: IntRect) -> PickerAction? {
        var action: PickerAction?
        let px = ui.px
        let rowHeight = px(Self.rowHeight)
        ui.draw(.rect(window, Color(red: 0, green: 0, blue: 0, alpha: 120), radius: 0))
        let r = Self.frame(in: window, scale: ui.theme.scale)
        ui.draw(.rect(r, ui.theme.panel, radius: px(10)))
        ui.label(Strings.pickerTitle, x: r.x + px(16), y: r.y + px(14), size: px(16))
        ui.label(folder, x: r.x + px(16), y: r.y + px(40), color: ui.theme.textDisabled)
        let list = IntRect(x: r.x + px(12), y: r.y + px(66), width: r.width - px(24), height: r.height - px(66 + 56))
        visibleRows = max(1, list.height / rowHeight)
        if ui.input.wheel != 0, let p = ui.input.position, list.contains(p) {
            scroll = min(max(scroll - Int(ui.input.wheel) * 3, 0), max(0, entries.count - visibleRows))
        }
        ui.draw(.rect(list, ui.theme.background, radius: px(6)))
        ui.draw(.clip(list))
        if let problem { ui.label(problem, x: list.x + px(12), y: list.y + px(10), color: ui.theme.textDisabled) }
        for row in 0..<visibleRows {
            let index = scroll + row
            guard index < entries.count else { break }
            let entry = entries[index]
            let rowRect = IntRect(x: list.x, y: list.y + row * rowHeight, width: list.width, height: rowHeight)
            let state = ui.interact("picker.row.\(index)", rowRect)
            if index == selection || state.hot {
                ui.draw(.rect(rowRect, index == selection ? ui.theme.buttonActive : ui.theme.buttonHot, radius: px(4)))
            }
            ui.label(entry.isFolder ? "\(entry.name)/" : entry.name, x: rowRect.x + px(12), y: rowRect.y + px(5),
                     color: entry.isFolder ? ui.theme.accent.withAlpha(255) : ui.theme.text)
            if state.active && ui.input.released && (ui.input.position.map { rowRect.contains($0) } ?? false) {
                selection = index
                action = activate(index) ?? action
            }
        }
        ui.draw(.clip(nil))
        let buttonY = r.maxY - px(46)
        if ui.button("picker.up", IntRect(x: r.x + px(12), y: buttonY, width: px(110), height: px(34)), label: Strings.pickerParent) { enter(parent) }
        if ui.button("picker.cancel", IntRect(x: r.maxX - px(12 + 90), y: buttonY, width: px(90), height: px(34)), label: Strings.pickerCancel) { action = .cancel }
        let canOpen = entries.indices.contains(selection)
        if ui.button("picker.open", IntRect(x: r.maxX - px(12 + 90 + 8 + 90), y: buttonY, width: px(90), height: px(34)), label: Strings.pickerOpen, enabled: canOpen) {
            action = activate(selection) ?? action
        }
        return action
    }
}
