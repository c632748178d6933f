/// Strokes restyled together (colour, width, fill, line style, text backdrop…) with the Select
/// tool, or scaled so that their width changed too.
struct RestyleStrokes: StrokeReplacingEdit {
    var changes: StrokeReplacements

    init(_ changes: StrokeReplacements) { self.changes = changes }
}
