import SketchCore
import SketchRaster

/// A canvas's photo as the view needs it: the way to decode it, and its pixels when they were
/// just decoded (used once, then dropped).
struct ShownPhoto {
    var source: PhotoSource?
    var decoded: RGBAImage?
}

/// What an edit did to the document, for the view that shows it.
enum DocumentChange {
    /// A stroke was added at the end (or an add was redone).
    case added(Stroke)
    /// Every stroke went (a clear, or a clear redone).
    case cleared
    /// A stroke was put in place of another (a text edited again, or that redone).
    case strokeReplaced
    /// The part of the canvas kept changed (a crop, its undo or redo); the strokes did not.
    case cropped
    /// The newest step was taken back; when it was an open, `canvas` is the photo of the canvas
    /// the document went back to.
    case undone(canvas: ShownPhoto?)
    /// The picture was turned or flipped (or that undone or redone): the photo as it now lies,
    /// and every stroke.
    case reoriented(ShownPhoto)
    /// Another canvas was opened over the drawing (or an open was redone), with no strokes.
    case opened(ShownPhoto)
    /// Another document altogether (a new drawing, a restored session), with the layer a
    /// checkpoint kept for it, if any.
    case replaced(ShownPhoto, layer: RGBAImage?)
}

/// Shows a `DocumentSession`.
protocol DocumentObserver: AnyObject {
    /// An edit is about to change the document (told before `documentChanged`).
    func documentWillChange()
    func documentChanged(_ change: DocumentChange)
    /// The document and its picture as shown, `limit` steps back at most, for a checkpoint
    /// (see `LayerCache.checkpoint`).
    func checkpoint(undoing limit: Int) -> (document: Document, layer: RGBAImage, redos: Int)
}
