import SketchCore
import SketchRaster

/// The shown photo's pixels in memory: the whole photo as decoded so far (first a decode only
/// as large as the window needs) and, where a view shows it larger than that, the part in view
/// with a margin, decoded in the background at the resolution the view needs. A photo that
/// decodes part by part (a JPEG) is never held whole at full size to be looked at; one that
/// does not is decoded whole, once.
struct PhotoPixels {
    /// The photo, and the pixels decoded with it until they are taken.
    private(set) var photo = ShownPhoto()
    /// The whole photo as decoded so far (maybe smaller than the photo).
    private(set) var whole: PhotoPyramid?
    /// After an undone open, the canvas as it was shown (the photo fitted): what a zoom shows
    /// of the photo until better pixels come.
    private var standIn: PhotoPyramid?
    /// Part of the photo at a higher resolution than `whole`.
    private(set) var detail: PhotoRegion?
    /// The scale `detail` was asked for (the decoder may give more, as a JPEG gives eighths).
    private var detailAsked = 0.0
    /// The scale `whole` was asked for, when a zoom asked for all of the photo (nil: the first
    /// decode, as large as the window needed).
    private var wholeAsked: Double?
    /// What is being decoded in the background: one thing at a time.
    private var pending: PhotoDecoder.Request?
    /// A part of the photo, or the whole of it, did not decode in the background: a part
    /// failing gives way to the whole photo, and that failing stops the asking.
    private var partsFailed = false, wholeFailed = false

    /// Another photo: its pixels come from it (decoded now, or when first needed).
    mutating func show(_ next: ShownPhoto) {
        self = PhotoPixels()
        photo = next
    }

    /// An open was undone and the canvas before it is shown again from the layer it had:
    /// `shown` stands in for the photo until it is decoded again.
    mutating func standIn(_ shown: RGBAImage) {
        photo.decoded = nil
        if photo.source != nil { standIn = PhotoPyramid(shown) }
    }

    /// Before the view is drawn: the pixels decoded with the photo are taken; zoomed after an
    /// undone open, the stand-in is (unless a crop made it the kept part only); with neither,
    /// the photo is decoded now, where the format allows only as large as `fitScale` (window
    /// pixels per photo pixel with all of it fitted) needs, as a first view decodes it.
    mutating func prepare(zoomed: Bool, cropped: Bool, fitScale: Double) {
        if let decoded = photo.decoded {
            whole = PhotoPyramid(decoded)
            photo.decoded = nil
            pending = nil
        } else if whole == nil, zoomed, !cropped, let standIn {
            whole = standIn
            self.standIn = nil
        } else if whole == nil, let source = photo.source {
            let all = IntRect(x: 0, y: 0, width: source.width, height: source.height)
            whole = source.region?(all, min(1, fitScale)).map(\.pixels) ?? (try? source.image()).map(PhotoPyramid.init)
        }
    }

    /// `size` view pixels of the photo over `background`, through `transform` (canvas pixels,
    /// which are the photo's full-size pixels, to view pixels); see `ViewSampler`.
    mutating func base(background: Color, canvas: (width: Int, height: Int), transform: CanvasTransform, size: (width: Int, height: Int),
                       smooth: Bool, detailed: Bool = true) -> RGBAImage {
        var region = detailed ? detail : nil
        defer { if detailed { detail = region } }
        return ViewSampler.base(background: background, photo: &whole, detail: &region, canvas: canvas, transform: transform, size: size, smooth: smooth)
    }

    /// What to decode in the background so that a view of `visible` (canvas pixels) at `scale`
    /// view pixels per photo pixel shows the photo at the resolution it needs; nil when nothing
    /// more is needed, or while a decode is under way. Part by part, the view gets half its
    /// size again on each side, and asks again once it comes within a quarter of the edge.
    /// A preview first shown always gives way to the whole photo, whatever the view's scale.
    mutating func needed(visible: IntRect, scale: Double) -> (PhotoSource, PhotoDecoder.Request)? {
        guard let source = photo.source, let shown = whole?.image, !visible.isEmpty else { return nil }
        let have = Double(shown.width) / Double(source.width), wanted = min(1, scale)
        if isLoadingFullResolution {
            guard pending == nil else { return nil }
            pending = .whole
            return (source, .whole)
        }
        let photoRect = IntRect(x: 0, y: 0, width: source.width, height: source.height)
        guard scale > have, have < 1 else {
            // The whole photo as decoded is enough: a part held for a closer view goes, and all
            // of the photo decoded larger for a zoom is decoded smaller once over twice the need.
            detail = nil
            guard pending == nil, source.region != nil, !partsFailed, let asked = wholeAsked, asked > 2 * wanted, have > 2 * wanted else { return nil }
            pending = .region(photoRect, scale: wanted)
            return (source, .region(photoRect, scale: wanted))
        }
        guard pending == nil else { return nil }
        guard source.region != nil, !partsFailed else {
            guard !wholeFailed else { return nil }
            pending = .whole
            return (source, .whole)
        }
        // Enough for the zoom, and not more than twice what it needs (zoomed out, a finer part
        // would hold more memory than the view is worth).
        if let detail, detail.scale >= wanted, detailAsked <= 2 * wanted,
           detail.rect.contains(visible.nearPartEdge.intersection(photoRect)) { return nil }
        let request = PhotoDecoder.Request.region(visible.partDecodedForView.intersection(photoRect), scale: wanted)
        pending = request
        return (source, request)
    }

    /// Whether a preview is shown while the whole photo decodes behind it (`PhotoSource.firstViewIsPreview`).
    var isLoadingFullResolution: Bool {
        guard let source = photo.source, source.firstViewIsPreview, !wholeFailed else { return false }
        return (whole?.image.width ?? 0) < source.width
    }

    /// Takes what a request decoded in the background; false when nothing changed (the photo
    /// changed since, or the view asked for something else, or it failed).
    mutating func take(_ done: PhotoDecoder.Decoded) -> Bool {
        guard photo.source?.id == done.source.id, done.request == pending else { return false }
        pending = nil
        switch done.pixels {
        case .failed:
            if case .region = done.request { partsFailed = true } else { wholeFailed = true }
            return false
        case .whole(let image):
            guard image.width > (whole?.image.width ?? 0) else { return false }
            whole = PhotoPyramid(image)
            wholeAsked = nil
            detail = nil
        case .region(let region) where region.rect == IntRect(x: 0, y: 0, width: done.source.width, height: done.source.height):
            // All of the photo, at the resolution the zoom asked for.
            whole = region.pixels
            detail = nil
            if case .region(_, let scale) = done.request { wholeAsked = scale }
        case .region(let region):
            detail = region
            if case .region(_, let scale) = done.request { detailAsked = scale }
        }
        return true
    }
}

extension IntRect {
    /// The part of a photo decoded for a view of this rectangle: half the view again on each
    /// side, so that a pan goes a while before it needs the next part.
    public var partDecodedForView: IntRect { widened(by: 0.5) }
    /// A view that leaves this much of itself (on some side) outside the part held asks for the next.
    var nearPartEdge: IntRect { widened(by: 0.25) }
}
