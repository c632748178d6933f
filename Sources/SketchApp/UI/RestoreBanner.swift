import FoundationEssentials
import SketchCore
import SketchRaster

/// What the restore offer's buttons ask for.
enum RestoreBannerAction: Equatable {
    case restore(id: String)
    case dismiss
}

/// The offer, at the top of the canvas, to restore the drawings a plain launch finds: the most
/// recent `listed`, each with its Restore button, a Dismiss button, and how many more
/// `sketchpad --sessions` lists.
public enum RestoreBanner {
    static let listed = 3

    /// Its rectangle in the canvas area, below the autosave warning when that shows.
    public static func frame(in area: IntRect, offers: Int, more: Int, below autosave: IntRect?, scale: Double) -> IntRect {
        let px = { Theme.pixels($0, scale) }
        let rows = min(offers, listed)
        let w = min(area.width - px(24), px(620))
        let top = area.y + px(12) + (autosave.map { $0.height + px(8) } ?? 0)
        return IntRect(x: area.x + (area.width - w) / 2, y: top, width: w, height: px(44) + rows * px(36) + (more > 0 ? px(24) : 0))
    }

    /// Runs its widgets in `rect`; returns the button clicked in this pass, if any.
    static func run(_ ui: WidgetContext, _ rect: IntRect, offer: RestoreOffer, now: Date) -> RestoreBannerAction? {
        let offers = offer.sessions, more = offer.more, continuing = offer.continuing != nil
        let px = ui.px
        var clicked: RestoreBannerAction?
        ui.draw(.rect(rect, ui.theme.banner, radius: px(8)))
        ui.label(continuing ? Strings.continueHeading(count: offers.count) : Strings.restoreHeading(count: offers.count), x: rect.x + px(14), y: rect.y + px(13))
        if ui.button("restore.no", IntRect(x: rect.maxX - px(100), y: rect.y + px(7), width: px(90), height: px(30)), label: Strings.restoreDismiss) {
            clicked = .dismiss
        }
        for (i, session) in offers.prefix(listed).enumerated() {
            let button = restoreButton(i, in: rect, scale: ui.theme.scale)
            ui.label(describe(session, now: now), x: rect.x + px(14), y: button.y + px(7))
            if ui.button("restore.\(session.id)", button, label: continuing ? Strings.continueButton : Strings.restoreButton) {
                clicked = .restore(id: session.id)
            }
        }
        if more > 0 {
            ui.label(Strings.restoreMore(more), x: rect.x + px(14), y: rect.maxY - px(26), color: ui.theme.textSecondary)
        }
        return clicked
    }

    /// The Restore (or Continue) button of the offer's line `index`, in the banner `rect`.
    public static func restoreButton(_ index: Int, in rect: IntRect, scale: Double) -> IntRect {
        let px = { Theme.pixels($0, scale) }
        return IntRect(x: rect.maxX - px(100), y: rect.y + px(44) + index * px(36), width: px(90), height: px(30))
    }

    /// One line of the offer: the photo (or a blank canvas), the strokes and when.
    static func describe(_ s: SessionSummary, now: Date) -> String {
        Strings.offer(photo: s.photo.map { PathName.last($0) }, strokes: s.strokes, when: SessionTime.describe(s.lastEdit, now: now))
    }
}
