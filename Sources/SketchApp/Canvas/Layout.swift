import SketchCore

/// Where everything sits in the window: the toolbar along the top, the options bar under it
/// (the current tool's options, `OptionsBar`), the status line along the bottom, the settings
/// panel at the right edge between them when open, and the canvas in the rest, so neither bar
/// nor the panel ever covers it.
public struct Layout: Equatable, Sendable {
    public static let toolbarHeight = 44
    public static let panelWidth = 272

    public let window: IntRect
    public let toolbar: IntRect
    /// The current tool's options, across the window under the toolbar.
    public let options: IntRect
    public let status: IntRect
    public let panel: IntRect?
    public let canvasArea: IntRect

    /// The widgets' scale (`Theme.scale`).
    public let scale: Double

    public init(width: Int, height: Int, panelOpen: Bool, scale: Double = 1) {
        self.scale = scale
        let bar = Theme.pixels(Self.toolbarHeight, scale)
        window = IntRect(x: 0, y: 0, width: width, height: height)
        toolbar = IntRect(x: 0, y: 0, width: width, height: min(bar, height))
        let optionsHeight = min(Theme.pixels(OptionsBar.height, scale), max(0, height - bar))
        options = IntRect(x: 0, y: toolbar.maxY, width: width, height: optionsHeight)
        let top = options.maxY
        let statusHeight = min(Theme.pixels(StatusLine.height, scale), max(0, height - top))
        status = IntRect(x: 0, y: height - statusHeight, width: width, height: statusHeight)
        let below = max(0, height - top - statusHeight)
        if panelOpen {
            let pw = min(Theme.pixels(Self.panelWidth, scale), width / 2)
            panel = IntRect(x: width - pw, y: top, width: pw, height: below)
            canvasArea = IntRect(x: 0, y: top, width: width - pw, height: below)
        } else {
            panel = nil
            canvasArea = IntRect(x: 0, y: top, width: width, height: below)
        }
    }

    /// The photo's rectangle: the canvas fitted into the canvas area, never stretched, centred;
    /// and the scale from canvas pixels to window pixels. Fitting only shrinks: a photo that
    /// fits is shown at 100 %, a photo pixel a window pixel, as image viewers show it.
    public func fit(canvasWidth: Int, canvasHeight: Int) -> (rect: IntRect, scale: Double) {
        let area = canvasArea.insetBy(Theme.pixels(8, scale))
        guard area.width > 0, area.height > 0 else { return (IntRect(x: canvasArea.x, y: canvasArea.y, width: 1, height: 1), 1e-3) }
        let s = min(1, Double(area.width) / Double(canvasWidth), Double(area.height) / Double(canvasHeight))
        let w = max(1, Int((Double(canvasWidth) * s).rounded())), h = max(1, Int((Double(canvasHeight) * s).rounded()))
        return (IntRect(x: area.x + (area.width - w) / 2, y: area.y + (area.height - h) / 2, width: w, height: h), s)
    }
}
