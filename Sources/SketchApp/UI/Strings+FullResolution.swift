import SketchTranslation

/// What the window says while a photo shown from its preview decodes whole behind it.
extension Strings {
    static let loadingFullResolution = tr("Loading full resolution…")
    /// The title while the photo is loading: `beach.heic — Sketchpad (Loading full resolution…)`.
    static func loadingTitle(_ title: String) -> String { tr("{title} (Loading full resolution…)", ["title": title]) }
    static let saveWaitsForFullResolution = tr("Saving once the photo's full resolution has loaded…")
    static let copyWaitsForFullResolution = tr("Copying once the photo's full resolution has loaded…")
}
