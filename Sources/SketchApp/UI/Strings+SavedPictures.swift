import SketchCore
import SketchTranslation

/// What the window says about a saved picture opened again as the drawing it came from.
extension Strings {
    static func continuingSavedPicture(_ name: String, strokes n: Int) -> String {
        trn("Continuing the drawing saved as {file} ({count} stroke, with its history, over the original photo); Save writes it back",
            "Continuing the drawing saved as {file} ({count} strokes, with their history, over the original photo); Save writes it back", n, ["file": name])
    }
    static func cannotContinueSavedPicture(_ name: String, _ problem: String) -> String {
        tr("{file} opened flat: the drawing it was saved from cannot be continued ({problem})", ["file": name, "problem": problem])
    }
    static func openedFlat(_ name: String) -> String {
        tr("Opened {file} flat, as a new drawing over its pixels", ["file": name])
    }
}
