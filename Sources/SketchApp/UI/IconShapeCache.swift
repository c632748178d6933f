import SketchCore
import SketchRaster

/// The shapes of each icon drawn in a box at a line width, made once: the toolbar draws the
/// same icons in the same boxes on every widget pass, and `Icon.shapes` flattens arcs with
/// trigonometry each time it is asked.
final class IconShapeCache {
    private struct Key: Hashable {
        var icon: Icon
        var box: IntRect
        var lineWidth: Int
    }

    /// More than every icon at two layouts; a window resized many times starts afresh.
    static let capacity = 256

    private var shapes: [Key: [VectorShape]] = [:]

    func shapes(of icon: Icon, in box: IntRect, lineWidth: Int) -> [VectorShape] {
        let key = Key(icon: icon, box: box, lineWidth: lineWidth)
        if let known = shapes[key] { return known }
        let made = icon.shapes(in: box, lineWidth: lineWidth)
        if shapes.count >= Self.capacity { shapes.removeAll(keepingCapacity: true) }
        shapes[key] = made
        return made
    }
}
