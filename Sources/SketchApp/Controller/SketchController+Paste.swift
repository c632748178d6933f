import SketchCore
import SketchRaster

/// Ctrl+V. The clipboard is read in the background (`ClipboardReader`); what it held is used
/// when it comes: an image on an empty canvas becomes the photo, over a photo or a drawing it
/// is placed as an image stroke, picked for Select; text goes into the text being typed.
extension SketchController {
    /// Asks for what the clipboard holds.
    public func paste() { clipboardReader.read() }

    /// What a read of the clipboard found.
    func pasted(_ outcome: ClipboardReader.Outcome) {
        switch outcome {
        case .failure(let failure):
            showToast(Strings.couldNotPaste(failure.reason), isError: true)
            services.log(Strings.couldNotPasteLog(failure.reason))
        case .success(nil):
            showToast(Strings.nothingToPaste, isError: true)
        case .success(.text(let text)?):
            pasteText(text)
        case .success(.image(let png, let pixels)?):
            if document.photoPath == nil && document.strokes.isEmpty && canvas.live.isEmpty {
                openPasted(png: png, pixels: pixels)
            } else {
                place(EmbeddedImage(png: png, width: pixels.width, height: pixels.height, pixels: pixels.pixels))
            }
        }
    }

    /// Text types into the text being typed; with the Text tool and none typed, it begins a
    /// text at the view's centre.
    private func pasteText(_ text: String) {
        if !isEditingText && tool.shape == .text && mode == .draw, let centre = viewCentre {
            let at = canvas.transform.apply(centre)
            canvas.beginText(at: Point(at.x + Double(canvas.rect.x), at.y + Double(canvas.rect.y)), pen: pen)
        }
        guard isEditingText else { return showToast(Strings.pasteTextNeedsTextTool, isError: true) }
        typeText(text)
        refreshUI()
    }

    /// The pasted image as the photo, kept in the session as a photo from standard input is.
    private func openPasted(png: [UInt8], pixels: RGBAImage) {
        let path: String
        do {
            path = try services.journal.keepPhoto(png)
        } catch {
            showToast(Strings.couldNotPaste("\(error)"), isError: true)
            return
        }
        show(LoadedPhoto(image: pixels, source: PhotoSource(pixels)), from: path, title: Strings.pastedImageTitle)
        showToast(Strings.pastedAsPhoto(width: pixels.width, height: pixels.height), isError: false)
    }

    /// The image as a stroke at the view's centre: at one canvas pixel a pixel, made smaller to
    /// fit the part of the picture in view; one undoable step, then picked for Select.
    private func place(_ image: EmbeddedImage) {
        guard PictureBudget.fits(image.width * image.height, besides: document.strokes) else {
            return showToast(Strings.couldNotPaste(Strings.pasteOverBudget(PictureBudget.maxPixels / 1_000_000)), isError: true)
        }
        guard let centre = viewCentre, let room = visibleCanvasSize else { return }
        let fit = min(1, room.width / Double(image.width), room.height / Double(image.height))
        let w = max(1, (Double(image.width) * fit).rounded()), h = max(1, (Double(image.height) * fit).rounded())
        let corner = Point((centre.x - w / 2).rounded(), (centre.y - h / 2).rounded())
        var stroke = Stroke(tool: .image, color: .clear, width: 1, points: [corner, Point(corner.x + w, corner.y + h)])
        stroke.image = image
        canvas.endText()
        canvas.finishStrokesInProgress()
        session.add(stroke)
        setMode(.select)
        (interaction as? SelectMode)?.pick([document.strokes.count - 1], in: interactionContext)
        showToast(Strings.pastedImage(width: image.width, height: image.height), isError: false)
        refreshUI()
    }

    /// The part of the kept picture in view, in canvas pixels.
    private var visibleCanvas: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        let shown = canvas.rect.intersection(layout.canvasArea)
        guard !shown.isEmpty else { return nil }
        let a = canvas.placement.canvasPoint(Point(Double(shown.x), Double(shown.y)))
        let b = canvas.placement.canvasPoint(Point(Double(shown.maxX), Double(shown.maxY)))
        return (a.x, a.y, b.x, b.y)
    }

    private var viewCentre: Point? { visibleCanvas.map { Point(($0.minX + $0.maxX) / 2, ($0.minY + $0.maxY) / 2) } }
    private var visibleCanvasSize: (width: Double, height: Double)? { visibleCanvas.map { ($0.maxX - $0.minX, $0.maxY - $0.minY) } }
}
