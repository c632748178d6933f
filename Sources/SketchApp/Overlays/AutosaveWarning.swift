import SketchCore

/// The red bar across the top of the canvas while the journal cannot be written
/// (`AutosaveBanner`): what failed, shown until autosave works again.
final class AutosaveWarning: Overlay {
    private(set) var problem: String?

    var isShown: Bool { problem != nil }

    /// Takes up what the journal reports now.
    func update(_ now: String?, in context: OverlayContext) {
        guard now != problem else { return }
        if let old = rect(in: context) { context.repaint(old) }
        problem = now
        context.refresh()
    }

    func rect(in context: OverlayContext) -> IntRect? {
        problem == nil ? nil : AutosaveBanner.frame(in: context.layout.canvasArea, scale: context.ui.theme.scale)
    }

    func run(in context: OverlayContext, section: WidgetSections) -> (() -> Void)? {
        guard !context.canvasWidgetsHidden, let problem, let r = rect(in: context) else { return nil }
        section(r) { AutosaveBanner.run(context.ui, r, problem: problem) }
        return nil
    }
}
