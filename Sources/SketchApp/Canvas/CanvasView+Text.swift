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
            let plain = Stroke(tool: .text, color: Tool.text.strokeColor(forPen: pen.color), width: live.documentWidth(of: .text, pen: pen),
                               points: [p], text: "")
            let stroke = pen.style.apply(to: plain)
            editing = TextEdit(stroke: stroke, index: nil)
        }
        onRepaint(textBounds())
    }

    /// Changes the text being typed, repainting what changed: the lines from the first that
    /// changed (its neighbours too, whose ink may reach into it) to the last, or to the end of
    /// the text when lines came or went, and the caret where it was and is.
    func editText(_ change: (inout TextEdit) -> Void) {
        guard var edit = editing else { return }
        let before = textBounds(), caretBefore = caretRect ?? .empty, frameBefore = textFrame
        let linesBefore = edit.shownLines
        change(&edit)
        let typed = edit.lines != editing?.lines
        if typed { edit.drafted = true }
        editing = edit
        let linesAfter = edit.shownLines
        let box = before.union(textBounds())
        let common = min(linesBefore.count, linesAfter.count)
        let first = (0..<common).first { linesBefore[$0] != linesAfter[$0] } ?? (linesBefore.count == linesAfter.count ? edit.caretPlace.line : common)
        let last = linesBefore.count == linesAfter.count ? (0..<common).last { linesBefore[$0] != linesAfter[$0] } ?? first : max(linesBefore.count, linesAfter.count)
        let skip = lineSkip(edit)
        let top = windowOrigin(edit).y
        let rows = IntRect(x: box.x, y: top + (first - 1) * skip, width: box.width, height: (last - first + 3) * skip)
        onRepaint(rows.intersection(box).union(caretBefore.insetBy(-4)).union((caretRect ?? .empty).insetBy(-4)))
        // The frame moved: its sides where they were and are (the lines between are as they were).
        if textFrame != frameBefore {
            for side in TextFrame.sides(of: frameBefore, thickness: frameThickness) + TextFrame.sides(of: textFrame, thickness: frameThickness) {
                onRepaint(side)
            }
        }
        typedLines?.keep(only: linesAfter, size: pixelSize(edit))
        if typed { session.draftText(edit.stroke, replacing: edit.index) }
    }

    /// Ends the text being typed: added when it has any, put in place of the text it edits again.
    func endText() {
        guard let edit = editing else { return }
        let area = textBounds()
        editing = nil
        typedLines = nil
        // The draft ends here: what the text makes, if anything, follows it in the journal.
        if edit.drafted { session.draftText(nil, replacing: nil) }
        let stroke = edit.stroke
        if let index = edit.index {
            editBelow = nil
            onRepaint(rect)
            session.replaceStroke(at: index, with: stroke)
        } else {
            onRepaint(area)
            if !edit.text.isEmpty { session.add(stroke) }
        }
    }

    /// Each text of the drawing as it goes once the picture is turned or flipped by `step`:
    /// upright, with its box's centre where the picture takes it, so it stays readable over
    /// what it was written on (by index; texts the renderer cannot measure turn as a point).
    func uprightTexts(turning step: Orientation) -> [Int: Stroke] {
        let measure = StrokeRenderer(text: layers.renderer.text), document = session.document
        var placed: [Int: Stroke] = [:]
        for (i, s) in document.strokes.enumerated() where s.tool.shape == .text && s.points.count == 1 {
            guard let box = measure.textBounds(s, transform: CanvasTransform(scale: 1)) else { continue }
            let toCentre = Point(Double(box.x) + Double(box.width) / 2, Double(box.y) + Double(box.height) / 2) - s.points[0]
            var upright = s
            upright.points = [step.map(s.points[0] + toCentre, width: document.width, height: document.height) - toCentre]
            placed[i] = upright
        }
        return placed
    }

    /// The newest text stroke whose box holds the canvas point `p`.
    func textStroke(at p: Point) -> Int? {
        let measure = StrokeRenderer(text: layers.renderer.text)
        for (i, s) in session.document.strokes.enumerated().reversed() where s.tool.shape == .text {
            guard let box = measure.textBounds(s, transform: CanvasTransform(scale: 1)) else { continue }
            if p.x >= Double(box.x) && p.x < Double(box.maxX) && p.y >= Double(box.y) && p.y < Double(box.maxY) { return i }
        }
        return nil
    }

    /// Canvas pixels to window pixels.
    var windowTransform: CanvasTransform {
        CanvasTransform(scale: transform.scale, offsetX: transform.offsetX + Double(rect.x), offsetY: transform.offsetY + Double(rect.y))
    }

    /// The em size, in window pixels, of the text being typed.
    private func pixelSize(_ edit: TextEdit) -> Int { TextBlock.pixelSize(edit.look.width, scale: transform.scale) }
    private func lineSkip(_ edit: TextEdit) -> Int { lines()?.lineSkip(size: pixelSize(edit)) ?? 1 }
    /// The top-left of the text's box in the window, as the renderer rounds it.
    private func windowOrigin(_ edit: TextEdit) -> (x: Int, y: Int) {
        let o = windowTransform.apply(edit.look.points[0])
        return (Int(o.x.rounded()), Int(o.y.rounded()))
    }

    /// The line pictures of the text being typed, made on first use.
    private func lines() -> TypedTextLines? {
        if let typedLines { return typedLines }
        guard let glyphs = layers.renderer.text as? GlyphSource else { return nil }
        typedLines = TypedTextLines(glyphs: glyphs)
        return typedLines
    }

    /// The caret, in window pixels.
    var caretRect: IntRect? {
        guard let edit = editing, let glyphs = lines() else { return nil }
        let size = pixelSize(edit)
        let origin = windowOrigin(edit)
        let (line, before) = edit.caretPlace
        let skip = glyphs.lineSkip(size: size)
        let x = origin.x + glyphs.textWidth(before, size: size)
        return IntRect(x: x, y: origin.y + line * skip, width: max(2, size / 12), height: skip)
    }

    /// The frame around the text being typed (`TextFrame`), in window pixels; empty when none is typed.
    var textFrame: IntRect {
        let bounds = textBounds()
        return bounds.isEmpty ? bounds : TextFrame.box(around: bounds.insetBy(4))
    }

    /// Its lines' thickness: a pixel a unit of the widgets' design.
    var frameThickness: Int { max(1, Int(live.uiScale.rounded())) }

    /// The window pixels the text being typed covers, with its caret, its frame and a margin.
    func textBounds() -> IntRect {
        guard let edit = editing else { return .empty }
        var box = IntRect.empty
        if let glyphs = lines() {
            let shown = edit.shownLines
            if shown.count > 1 || !shown[0].isEmpty {
                let origin = windowOrigin(edit)
                let (w, h) = glyphs.blockSize(shown, size: pixelSize(edit))
                if w > 0, h > 0 { box = IntRect(x: origin.x, y: origin.y, width: w, height: h) }
            }
        }
        let all = box.union(caretRect ?? .empty)
        return all.isEmpty ? all : all.insetBy(-4)
    }

    /// Paints the text being typed and its caret over `region` of the frame (window pixels),
    /// the composition underlined. The renderer lays out only the lines that reach `region`,
    /// from the line pictures kept between keystrokes.
    func paintText(into frame: inout RGBAImage, region: IntRect) {
        guard let edit = editing else { return }
        let clip = region.intersection(rect)
        guard !clip.isEmpty, let glyphs = lines() else { return }
        TextFrame.paint(textFrame, thickness: frameThickness, into: &frame, clip: clip)
        StrokeRenderer(text: glyphs).draw(edit.shown, transform: windowTransform, into: &frame, clip: clip)
        if let caret = caretRect {
            frame.fill(caret.intersection(clip), with: edit.look.color.withAlpha(255))
            if !edit.composition.isEmpty {
                let size = pixelSize(edit)
                let composing = glyphs.textWidth(edit.composition, size: size)
                let start = caret.x - glyphs.textWidth(String(edit.composition.prefix(edit.compositionCursor)), size: size)
                let underline = IntRect(x: start, y: caret.maxY - max(1, size / 16), width: composing, height: max(1, size / 16))
                frame.fill(underline.intersection(clip), with: edit.look.color.withAlpha(255))
            }
        }
    }
}
