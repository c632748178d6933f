import Foundation
import SketchCore

/// The photo picker: opening and closing it, what it asks for, and the keyboard and typed text
/// its path field takes while it has the focus.
extension SketchController {
    /// Opens the picker in the Pictures folder; with `typing`, its path field has the keyboard.
    func openPicker(typing: Bool = false) {
        canvas.finishStrokesInProgress()
        let shown = PhotoPicker(folder: services.picturesFolder, files: services.files, thumbnails: thumbnails, sort: pickerSort,
                                home: getenv("HOME").map { PathBytes.decode(cString: $0) }, places: services.files.places())
        if typing { shown.pathField.focus() }
        picker = shown
        refreshUI()
    }

    func closePicker() {
        if let picker { pickerSort = picker.sort }
        picker = nil
        thumbnails.stop()
        dirty.add(layout.window)
    }

    /// A photo chosen in the picker opens and closes it; one that cannot be opened leaves it
    /// open, saying why.
    func perform(_ action: PickerAction) {
        switch action {
        case .cancel: closePicker()
        case .open(let path):
            do {
                try loadPhoto(path)
                closePicker()
            } catch {
                picker?.report(Strings.cannotOpen("\(error)"))
                services.log(Strings.cannotOpenLog("\(error)"))
            }
        }
    }

    /// Whether the picker's path field has the keyboard.
    var isTypingPath: Bool { picker?.pathField.isFocused ?? false }

    /// Text typed or composed by an input method, for the path field while it has the keyboard;
    /// false when the field does not take it.
    func pickerText(_ input: TextFieldInput) -> Bool {
        guard let picker, picker.pathField.receive(input) else { return false }
        refreshUI()
        return true
    }

    /// After a pass that entered another folder (a double click, a typed path), the pass again,
    /// so what shows is the new list.
    func refreshPickerIfItChanged() {
        guard let picker, picker.needsAnotherPass else { return }
        picker.needsAnotherPass = false
        refreshUI()
    }
}
