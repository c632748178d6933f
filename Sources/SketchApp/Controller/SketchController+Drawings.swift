import SketchCore
import SketchRaster

/// One-file drawings (`.sketch`): opened editable over their photo, with their history, and
/// saved back in place.
extension SketchController {
    /// Opens the drawing at `path`: its document is read now (a small file), its photo in the
    /// background as any photo is; then the drawing is shown over it (`showDrawing`).
    func openDrawing(_ path: String) {
        let drawing: OpenedDrawing
        do { drawing = try services.drawings.open(path) } catch {
            couldNotOpen("\(error)")
            return
        }
        if let photo = drawing.document.photoPath {
            beginOpening(photo, for: .drawing(drawing, file: path))
        } else {
            showDrawing(drawing, photo: nil, from: path)
        }
    }

    /// Shows `drawing` (from `path`) over its photo as opened: every stroke as it was drawn,
    /// the crop, the orientation and the history; Save then writes `path` again.
    func showDrawing(_ drawing: OpenedDrawing, photo: LoadedPhoto?, from path: String) {
        let document = drawing.document
        if let photo, photo.source.width != document.canvas.photoSize.width || photo.source.height != document.canvas.photoSize.height {
            couldNotOpen(Strings.drawingPhotoChangedSize(path))
            return
        }
        if picker != nil { overlays.picker.close(in: overlayContext) }
        drawingFile = path.hasPrefix("/") ? path : CurrentFolder.path() + "/" + path
        open(document: document, source: photo?.source, decoded: photo?.image, title: PathName.last(path))
        showToast(Strings.openedDrawing(PathName.last(path), strokes: document.strokes.count, history: drawing.keptHistory), isError: false)
        if let warning = photo?.warnings.first { services.log(Strings.warningLog(warning)) }
    }

    /// Writes the drawing to `path` as a `.sketch` (replacing it, atomically), in the
    /// background; from then on Save writes it there. The first time one holds strokes that
    /// hide part of the photo, it says that the file keeps the photo as it is.
    func saveDrawing(to path: String) {
        canvas.finishStrokesInProgress()
        let document = document, thumbnail = capture, drawings = services.drawings
        session.saved.saveStarted(at: session.historyMark)
        session.saves.saveDrawing(to: path, size: (document.kept.width, document.kept.height)) {
            try drawings.write(document, thumbnail, path)
        }
        drawingFile = path
        photoName = PathName.last(path)
        if document.strokes.contains(where: \.tool.hidesPhoto), !destination.toldDrawingKeepsPhoto {
            destination.toldDrawingKeepsPhoto = true
            showToast(Strings.drawingKeepsPhoto(PathName.last(path)), isError: false)
        } else {
            showToast(Strings.saving, isError: false)
        }
        refreshUI()
    }

    /// Save as with a name ending in `.ora`: OpenRaster's two layers, "Photo" and "Drawing",
    /// at the photo's own size, written in the background.
    func exportLayers(to path: String) {
        canvas.finishStrokesInProgress()
        session.exportLayers(to: path, with: services.drawings)
        showToast(Strings.saving, isError: false)
    }
}
