/// Strokes moved (or resized) together with the Select tool: only their points changed.
struct MoveStrokes: StrokeReplacingEdit {
    var changes: StrokeReplacements

    init(_ changes: StrokeReplacements) { self.changes = changes }
}
