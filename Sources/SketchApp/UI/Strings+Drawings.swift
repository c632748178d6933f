import SketchCore
import SketchTranslation

/// What the window says about `.sketch` drawings.
extension Strings {
    static func openedDrawing(_ name: String, strokes n: Int, history: Bool) -> String {
        history ? trn("Opened the drawing {file} ({count} stroke); Ctrl+Z undoes its history, Ctrl+S saves it back",
                      "Opened the drawing {file} ({count} strokes); Ctrl+Z undoes its history, Ctrl+S saves it back", n, ["file": name])
            : trn("Opened the drawing {file} ({count} stroke); Ctrl+S saves it back", "Opened the drawing {file} ({count} strokes); Ctrl+S saves it back", n, ["file": name])
    }
    static func drawingWithoutPhoto(_ file: String, _ problem: String) -> String {
        tr("the drawing {file}: its photo cannot be opened ({problem})", ["file": file, "problem": problem])
    }
    static func drawingPhotoChangedSize(_ file: String) -> String {
        tr("the drawing {file}: its photo is not the size its strokes were drawn on", ["file": file])
    }
    static func drawingKeepsPhoto(_ file: String) -> String {
        tr("Saving {file}: a drawing keeps the photo as it is, so what pixelate, blur and spotlight hide can be seen in it; save a picture (PNG, JPEG, WebP) to share it hidden", ["file": file])
    }
}
