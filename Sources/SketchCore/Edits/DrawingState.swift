/// A canvas with its strokes: what opening a photo or turning the picture replaces whole, and
/// how a checkpoint stores it (the canvas, then the strokes).
struct DrawingState: Equatable, Sendable {
    var canvas: Canvas
    var strokes: [Stroke]

    func put(in document: inout Document) {
        document.canvas = canvas
        document.strokes = strokes
    }

    func write(to steps: inout SnapshotStepWriter) {
        steps.canvas(canvas)
        steps.strokes(strokes)
    }

    static func read(from steps: inout SnapshotStepReader) throws -> DrawingState {
        DrawingState(canvas: try steps.canvas(), strokes: try steps.strokes())
    }
}
