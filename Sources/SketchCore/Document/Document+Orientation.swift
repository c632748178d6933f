/// Turning and flipping the whole picture. The document keeps its canvas, strokes and crop in
/// the oriented picture's pixels, so everything that draws or edits it needs no turn of its own;
/// the document format stores them in the photo's own pixels instead (see `DocumentCodec`),
/// which `photoFrame` gives.
extension Canvas {
    /// This canvas turned or flipped by `step`: its size, crop and orientation.
    public func oriented(by step: Orientation) -> Canvas {
        let size = step.size(width: width, height: height)
        return Canvas(width: size.width, height: size.height, background: background, photoPath: photoPath,
                      crop: crop.map { step.map($0, width: width, height: height) }, orientation: orientation.then(step))
    }
}

extension Stroke {
    /// This stroke on a `width` × `height` canvas once the canvas is turned or flipped by `step`.
    /// Its points move with the picture. A kind that turns as an upright box (a pasted image) stays upright at its size, its centre
    /// where the picture takes it, so it is never stretched; a text's anchor moves as a point
    /// (`SketchController` moves a text so that it stays over what it was written on).
    public func oriented(by step: Orientation, width: Int, height: Int) -> Stroke {
        var s = self
        if tool.turn == .uprightBox, points.count == 2 {
            let (a, b) = (points[0], points[1])
            let half = Point(abs(b.x - a.x) / 2, abs(b.y - a.y) / 2)
            let centre = step.map(Point((a.x + b.x) / 2, (a.y + b.y) / 2), width: width, height: height)
            s.points = [centre - half, centre + half]
        } else {
            s.points = points.map { step.map($0, width: width, height: height) }
        }
        return s
    }
}

/// Turning the document itself, undoably, is `orient(by:placed:)` (Edits/Orient.swift).
extension Document {
    /// The document as the photo lies, upright: what the document format stores, with
    /// `orientation` beside it (turned, it has no history).
    public var photoFrame: Document { reoriented(by: orientation.inverse) }

    /// The document turned or flipped by `step`, with no history (a document read from a file
    /// that says how to orient it); the upright step gives it back as it is.
    public func reoriented(by step: Orientation) -> Document {
        guard !step.isUpright else { return self }
        var document = Document(canvas: canvas.oriented(by: step), strokes: strokes.map { $0.oriented(by: step, width: width, height: height) })
        document.strokeIDs = strokeIDs
        return document
    }
}
