import SketchCore
import SketchTranslation
import SketchRaster

/// The picker's widgets: its header (title, sort toggle, path field), the list with
/// thumbnails, and the buttons.
extension PhotoPicker {
    /// The dialog's rectangle in a window of `window` size.
    static func frame(in window: IntRect, scale: Double) -> IntRect {
        let px = { Theme.pixels($0, scale) }
        let w = min(px(640), window.width - px(40)), h = min(px(560), window.height - px(60))
        return IntRect(x: window.x + (window.width - w) / 2, y: window.y + (window.height - h) / 2, width: w, height: h)
    }

    /// One pass of the dialog at time `now` (seconds, for double clicks). When it changed what
    /// it lists during the pass, `needsAnotherPass` says the pass drew the old list.
    func run(_ ui: WidgetContext, window: IntRect, now: Double) -> PickerAction? {
        let shownBefore = (folder, sort)
        var action: PickerAction?
        let px = ui.px
        ui.draw(.rect(window, Color(red: 0, green: 0, blue: 0, alpha: 120), radius: 0))
        let r = Self.frame(in: window, scale: ui.theme.scale)
        ui.draw(.rect(r, ui.theme.panel, radius: px(10)))
        sortToggle(ui, r)

        // The places run down the left, beside the path field and the list.
        let formHeight = saveAs == nil ? 0 : SaveAsForm.height(px: px) + ui.theme.lineHeight + px(4)
        let content = IntRect(x: r.x + px(12), y: r.y + px(46), width: r.width - px(24), height: max(0, r.maxY - px(56) - formHeight - r.y - px(46)))
        let side = Self.sidebar(in: content, places: places.count, px: px)
        let left = side.map { $0.maxX + px(8) } ?? content.x
        if let side { placesColumn(ui, side) }
        let field = IntRect(x: left, y: content.y, width: content.maxX - left, height: px(32))
        switch ui.textField("picker.path", field, state: &pathField, placeholder: Strings.pickerPathHint) {
        case .submitted(let typed)?:
            action = submitPath(typed)
            if saveAs != nil, case .open? = action { action = nil }
        case .edited?: clearPathProblem()
        default: break
        }
        var listTop = field.maxY + px(10)
        if let pathProblem {
            ui.label(pathProblem, x: left + px(4), y: listTop, color: ui.theme.error)
            listTop += ui.theme.lineHeight + px(6)
        }
        let list = IntRect(x: left, y: listTop, width: content.maxX - left, height: max(0, content.maxY - listTop))
        if let chosen = rows(ui, list, now: now) { action = chosen }

        let buttonY = r.maxY - px(46)
        if var form = saveAs {
            let area = IntRect(x: content.x, y: buttonY - px(8) - SaveAsForm.height(px: px) + px(12), width: content.width, height: px(32))
            if let path = form.run(ui, area, folder: folder, files: files) { action = .save(path) }
            saveAs = form
        }
        if ui.button("picker.up", IntRect(x: r.x + px(12), y: buttonY, width: px(110), height: px(34)), label: Strings.pickerParent) { enter(parent) }
        if ui.button("picker.cancel", IntRect(x: r.maxX - px(12 + 90), y: buttonY, width: px(90), height: px(34)), label: Strings.pickerCancel) { action = .cancel }
        let primary = IntRect(x: r.maxX - px(12 + 90 + 8 + 90), y: buttonY, width: px(90), height: px(34))
        if let form = saveAs {
            if ui.button("picker.save", primary, label: form.replacing == nil ? Strings.saveAsSave : Strings.saveAsReplace) { action = submitSave() ?? action }
        } else if ui.button("picker.open", primary, label: Strings.pickerOpen, enabled: entries.indices.contains(selection)) {
            action = activate(selection) ?? action
        }
        needsAnotherPass = folder != shownBefore.0 || sort != shownBefore.1
        return action
    }

    /// The header's parts that fit: the sort toggle's two buttons always, at the right; before
    /// them its caption, and the title at the left, each only where it does not run into what
    /// is right of it (a narrow window drops the caption first, then the title).
    struct Header: Equatable {
        var title: Bool, caption: Bool
        var name: IntRect, date: IntRect
    }

    static func header(in r: IntRect, titleWidth: Int, captionWidth: Int, px: (Int) -> Int) -> Header {
        let w = px(70), h = px(28), y = r.y + px(9)
        let date = IntRect(x: r.maxX - px(12) - w, y: y, width: w, height: h)
        let name = IntRect(x: date.x - px(4) - w, y: y, width: w, height: h)
        let titleEnd = r.x + px(16) + titleWidth
        let caption = titleEnd + px(8) + captionWidth + px(8) <= name.x
        return Header(title: titleEnd + px(8) <= name.x, caption: caption, name: name, date: date)
    }

    /// The title, and "Sort: Name | Date" at the header's right.
    private func sortToggle(_ ui: WidgetContext, _ r: IntRect) {
        let px = ui.px
        let caption = Strings.pickerSortBy, captionWidth = ui.text.textWidth(caption, size: ui.theme.fontSize)
        let title = saveAs == nil ? Strings.pickerTitle : Strings.saveAsTitle
        let header = Self.header(in: r, titleWidth: ui.text.textWidth(title, size: px(16)), captionWidth: captionWidth, px: px)
        if header.title { ui.label(title, x: r.x + px(16), y: r.y + px(14), size: px(16)) }
        if header.caption {
            ui.label(caption, x: header.name.x - px(8) - captionWidth, y: header.name.y + (header.name.height - ui.theme.lineHeight) / 2,
                     color: ui.theme.textSecondary)
        }
        if ui.button("picker.sort.name", header.name, label: Strings.pickerSortName, selected: sort == .name) { setSort(.name) }
        if ui.button("picker.sort.date", header.date, label: Strings.pickerSortDate, selected: sort == .date) { setSort(.date) }
    }

    /// Where the places go, at the left of the dialog's `content` (below its header, above its
    /// buttons); nil when there are none or the dialog is too narrow to keep a list beside them.
    static func sidebar(in content: IntRect, places: Int, px: (Int) -> Int) -> IntRect? {
        guard places > 0, content.width >= px(420) else { return nil }
        return IntRect(x: content.x, y: content.y, width: px(136), height: content.height)
    }

    /// The places, one row each; the one the folder is in is marked, and a click enters one.
    private func placesColumn(_ ui: WidgetContext, _ side: IntRect) {
        let px = ui.px
        let rowHeight = px(30), current = PickerPlace.containing(folder, in: places)
        ui.draw(.clip(side))
        for (i, place) in places.enumerated() {
            let row = IntRect(x: side.x, y: side.y + i * rowHeight, width: side.width, height: rowHeight)
            guard row.maxY <= side.maxY else { break }
            let state = ui.interact("picker.place.\(i)", row)
            let marked = i == current
            if marked || state.hot { ui.draw(.rect(row.insetBy(px(2)), marked ? ui.theme.selection : ui.theme.buttonHot, radius: px(4))) }
            let name = StatusLine.fitted(place.name, width: row.width - px(20), ui: ui)
            ui.label(name, x: row.x + px(10), y: row.y + (rowHeight - ui.theme.lineHeight) / 2, color: marked ? ui.theme.selectionText : ui.theme.text)
            if state.pressedNow { enter(place.path) }
        }
        ui.draw(.clip(nil))
    }

    /// The rows in view, each with its thumbnail (or a folder's icon) and name.
    private func rows(_ ui: WidgetContext, _ list: IntRect, now: Double) -> PickerAction? {
        let px = ui.px
        let rowHeight = px(Self.rowHeight), side = px(Self.thumbnailSide)
        visibleRows = max(1, list.height / rowHeight)
        if ui.input.wheel != 0, let p = ui.input.position, list.contains(p) {
            scroll -= Int(ui.input.wheel) * 3
        }
        scroll = min(max(scroll, 0), max(0, entries.count - visibleRows))
        let inView = entries.indices.clamped(to: scroll..<min(entries.count, scroll + visibleRows))
        let keys = inView.compactMap { i in
            entries[i].isPhoto ? Thumbnails.Key(path: path(of: entries[i]), modified: entries[i].modified, side: side) : nil
        }
        let thumbs = thumbnails.show(keys)

        ui.draw(.rect(list, ui.theme.background, radius: px(6)))
        ui.draw(.clip(list))
        if let problem { ui.label(problem, x: list.x + px(12), y: list.y + px(10), color: ui.theme.textSecondary) }
        var pressed: Int?
        for index in inView {
            let entry = entries[index]
            let rowRect = IntRect(x: list.x, y: list.y + (index - scroll) * rowHeight, width: list.width, height: rowHeight)
            let state = ui.interact("picker.row.\(index)", rowRect)
            if state.pressedNow { pressed = index }
            let selected = index == selection
            if selected || state.hot {
                ui.draw(.rect(rowRect.insetBy(px(2)), selected ? ui.theme.selection : ui.theme.buttonHot, radius: px(4)))
            }
            let box = IntRect(x: rowRect.x + px(8), y: rowRect.y + (rowHeight - side) / 2, width: side, height: side)
            if entry.isFolder {
                folderIcon(ui, box)
            } else if case .ready(let image)? = thumbs[Thumbnails.Key(path: path(of: entry), modified: entry.modified, side: side)] {
                ui.draw(.image(image, x: box.x + (side - image.width) / 2, y: box.y + (side - image.height) / 2))
            } else {
                // Until the thumbnail is made (or when the file cannot be decoded).
                ui.draw(.rect(box.insetBy(px(2)), ui.theme.buttonDisabled, radius: px(3)))
                ui.draw(.frame(box.insetBy(px(2)), ui.theme.track, thickness: px(1), radius: px(3)))
            }
            let name = PathBytes.display(entry.name)
            ui.label(entry.isFolder ? "\(name)/" : name, x: box.maxX + px(12), y: rowRect.y + (rowHeight - ui.theme.lineHeight) / 2,
                     color: selected ? ui.theme.selectionText : ui.theme.text)
        }
        ui.draw(.clip(nil))
        return pressed.flatMap { press(row: $0, at: now) }
    }

    private func folderIcon(_ ui: WidgetContext, _ box: IntRect) {
        let px = ui.px
        let body = IntRect(x: box.x + px(2), y: box.y + px(8), width: box.width - px(4), height: box.height - px(12))
        ui.draw(.rect(IntRect(x: body.x, y: body.y - px(4), width: body.width / 2, height: px(8)), ui.theme.folder, radius: px(2)))
        ui.draw(.rect(body, ui.theme.folder, radius: px(3)))
    }
}
