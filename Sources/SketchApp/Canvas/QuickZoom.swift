import SketchCore
import SketchRaster

/// A frame of a zoom in progress, not drawn but resampled (nearest) from the last layer drawn
/// exactly (`anchor`) and, where that does not reach (zooming out), from a small picture of
/// the whole canvas (`overview`). Sampling the photo and drawing every stroke again is left
/// for when the zoom comes to rest.
struct QuickZoom {
    var anchor: (image: RGBAImage, transform: CanvasTransform)
    /// The whole canvas, drawn exactly at half the fitted size; made when first needed.
    var overview: (image: RGBAImage, transform: CanvasTransform)?
    /// Canvas pixels to view pixels, and the view's size.
    var transform: CanvasTransform
    var size: (width: Int, height: Int)
    /// Whether the frame has been written into the layer (something read or changed it).
    var isInLayer = false

    /// How much larger than the exact layer a quick frame may show it (beyond, it is too
    /// soft: the frame is drawn exactly instead). Smaller needs no limit: the overview
    /// fills what the exact layer leaves.
    static let maxMagnification = 4.0

    var view: IntRect { IntRect(x: 0, y: 0, width: size.width, height: size.height) }

    /// Whether the exact layer covers the whole view.
    var anchorCoversView: Bool {
        NearestMap(source: (anchor.image.width, anchor.image.height), from: anchor.transform, to: transform, region: view).covered == view
    }

    /// Writes `region` of the view into `out`, view pixel (x, y) at (x + offset.x, y + offset.y).
    func draw(_ region: IntRect, into out: inout RGBAImage, offset: (x: Int, y: Int)) {
        let exact = NearestMap(source: (anchor.image.width, anchor.image.height), from: anchor.transform, to: transform, region: region)
        anchor.image.rescale(into: &out, offset: offset, map: exact)
        guard exact.covered != region, let overview else { return }
        for piece in region.subtracting(exact.covered) {
            let map = NearestMap(source: (overview.image.width, overview.image.height), from: overview.transform, to: transform, region: piece)
            overview.image.rescale(into: &out, offset: offset, map: map)
        }
    }
}
