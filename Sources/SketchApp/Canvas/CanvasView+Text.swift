import SketchCore
import SketchRaster

/// The text being typed on the canvas: begun by a click with the Text tool (on a text, that
/// text is edited again), drawn over the layer with its caret until it ends, then added to the
/// drawing (or put in place of the text it edits) as one undoable step.
extension CanvasView {
    /// Starts a text at a window point: the text under it, if there is one, else a new one in
    /// the pen's colour, its size from the pen's width.
    func beginText(at window: Point, pen: PenSettings) {
        endText()
        let p = placement.canvasPoint(window)
        if let index = textStroke(at: p) {
            let stroke = session.document.strokes[index]
            editBelow = layers.layer(without: index, of: session.document, transform: transform)
            editing = TextEdit(stroke: stroke, index: index)
            onRepaint(rect)
        } else {
            let stroke = Stroke(tool: .text, color: Tool.text.strokeColor(forPen: pen.color), width: live.documentWidth(of: .text, pen: pen),
                                points: [p], text: "")
            editing = TextEdit(stroke: stroke, index: nil)
        }
        onRepaint(textBounds())
    }

    /// Changes the text being typed, repainting what it covered and covers.
    func editText(_ change: (inout TextEdit) -> Void) {
        guard var edit = editing else { return }
        let before = textBounds()
        change(&edit)
        editing = edit
        onRepaint(before.union(textBounds()))
    }

    /// Ends the text being typed: added when it has any, put in place of the text it edits again.
    func endText() {
        guard let edit = editing else { return }
        let area = textBounds()
        editing = nil
        var stroke = edit.stroke
        stroke.text = edit.text
        if let index = edit.index {
            editBelow = nil
            onRepaint(rect)
            session.replaceStroke(at: index, with: stroke)
        } else {
            onRepaint(area)
            if !edit.text.isEmpty { session.add(stroke) }
        }
    }

    /// The newest text stroke whose box holds the canvas point `p`.
    func textStroke(at p: Point) -> Int? {
        let measure = StrokeRenderer(text: layers.renderer.text)
        for (i, s) in session.document.strokes.enumerated().reversed() where s.tool == .text {
            guard let box = measure.textBounds(s, transform: CanvasTransform(scale: 1)) else { continue }
            if p.x >= Double(box.x) && p.x < Double(box.maxX) && p.y >= Double(box.y) && p.y < Double(box.maxY) { return i }
        }
        return nil
    }

    /// Canvas pixels to window pixels.
    var windowTransform: CanvasTransform {
        CanvasTransform(scale: transform.scale, offsetX: transform.offsetX + Double(rect.x), offsetY: transform.offsetY + Double(rect.y))
    }

    /// The caret, in window pixels.
    var caretRect: IntRect? {
        guard let edit = editing, let glyphs = layers.renderer.text as? GlyphSource else { return nil }
        let size = TextBlock.pixelSize(edit.stroke.width, scale: transform.scale)
        let origin = windowTransform.apply(edit.stroke.points[0])
        let (line, before) = edit.caretLine
        let skip = glyphs.lineSkip(size: size)
        let x = Int(origin.x.rounded()) + glyphs.textWidth(before, size: size)
        return IntRect(x: x, y: Int(origin.y.rounded()) + line * skip, width: max(2, size / 12), height: skip)
    }

    /// The window pixels the text being typed covers, with its caret and a margin.
    func textBounds() -> IntRect {
        guard let edit = editing else { return .empty }
        let box = layers.renderer.textBounds(edit.shown, transform: windowTransform) ?? .empty
        let caret = caretRect ?? .empty
        let all = box.union(caret)
        return all.isEmpty ? all : all.insetBy(-4)
    }

    /// Paints the text being typed and its caret over `region` of the frame (window pixels),
    /// the composition underlined.
    func paintText(into frame: inout RGBAImage, region: IntRect) {
        guard let edit = editing else { return }
        let clip = region.intersection(rect)
        guard !clip.isEmpty else { return }
        layers.renderer.draw(edit.shown, transform: windowTransform, into: &frame, clip: clip)
        if let caret = caretRect {
            frame.fill(caret.intersection(clip), with: edit.stroke.color.withAlpha(255))
            if !edit.composition.isEmpty, let glyphs = layers.renderer.text as? GlyphSource {
                let size = TextBlock.pixelSize(edit.stroke.width, scale: transform.scale)
                let composing = glyphs.textWidth(edit.composition, size: size)
                let start = caret.x - glyphs.textWidth(String(edit.composition.prefix(edit.compositionCursor)), size: size)
                let underline = IntRect(x: start, y: caret.maxY - max(1, size / 16), width: composing, height: max(1, size / 16))
                frame.fill(underline.intersection(clip), with: edit.stroke.color.withAlpha(255))
            }
        }
    }
}
