import SketchCore

/// The banner at the top of the canvas that offers stored sessions to restore, or the kept
/// drawings on a photo just opened to continue (`RestoreBanner`). It stays until one is taken
/// or it is dismissed: drawing while it shows does not drop it.
final class RestoreOfferOverlay: Overlay {
    var offer = RestoreOffer()

    var isShown: Bool { !offer.isEmpty }

    /// Below the autosave warning when that shows.
    func rect(in context: OverlayContext) -> IntRect? {
        guard isShown else { return nil }
        return RestoreBanner.frame(in: context.layout.canvasArea, offers: offer.sessions.count, more: offer.more,
                                   below: context.autosaveBanner, scale: context.ui.theme.scale)
    }

    func run(in context: OverlayContext, section: WidgetSections) -> (() -> Void)? {
        guard !context.canvasWidgetsHidden, let r = rect(in: context) else { return nil }
        var clicked: RestoreBannerAction?
        section(r) { clicked = RestoreBanner.run(context.ui, r, offer: offer, now: context.date()) }
        switch clicked {
        case .restore(let id)?: return { context.restore(id) }
        case .dismiss?:
            return {
                self.offer = RestoreOffer()
                context.refresh()
            }
        case nil: return nil
        }
    }
}
