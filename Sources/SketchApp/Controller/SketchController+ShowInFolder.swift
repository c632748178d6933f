import SketchCore
import SketchTranslation

/// A saved picture's message offers to show it in the file manager (`ToastAction`).
extension SketchController {
    /// Does what a message's button says.
    func perform(_ action: ToastAction) {
        switch action {
        case .showInFolder(let file): folderShower.reveal(file)
        case .openFlat(let picture): openFlat(picture)
        }
    }

    /// Says why a saved file could not be shown in its folder, for each that could not.
    func collectFolderShowing() {
        for problem in folderShower.collect() {
            let text = tr("Cannot show the folder: {problem}", ["problem": problem])
            showToast(text, isError: true)
            services.log(tr("sketchpad: cannot show the folder: {problem}", ["problem": problem]))
        }
    }
}
