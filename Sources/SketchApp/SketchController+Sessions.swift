import Foundation
import SketchCore
import SketchRaster

/// The controller's side of the journal: starting it at a drawing's first edit, checkpoints,
/// restoring a stored session, offering the stored sessions, and saying when autosave fails.
extension SketchController {
    /// A checkpoint is written after this many edits (more as the drawing grows, so that the
    /// cost of writing it stays small beside the edits), which bounds what a restore replays.
    public static func checkpointInterval(strokes: Int) -> Int { max(250, strokes / 80) }
    /// Steps a checkpoint is taken back, so that as many can be undone at once after a restore.
    public static let checkpointUndoSteps = 200
    /// Sessions the offer lists at most.
    public static let offeredSessions = 3

    /// Sends an edit to the journal, starting it (with the drawing as it is, history and all)
    /// at the first edit of a drawing.
    func journal(_ record: SessionJournal.Record) {
        guard !replaying else { return }
        if !journalStarted {
            journalStarted = true
            SessionJournal.records(reproducing: canvas.document).forEach(services.journal)
            if !restoreOffer.isEmpty {
                // A new drawing has started here: the offer is taken down.
                restoreOffer = []
                refreshUI()
            }
        }
        services.journal(record)
        editsSinceCheckpoint += 1
    }

    /// Writes a checkpoint when enough edits have gathered and no stroke is in progress.
    func checkpointIfDue() {
        guard journalStarted, canvas.live.isEmpty,
              editsSinceCheckpoint >= Self.checkpointInterval(strokes: document.strokes.count) else { return }
        writeCheckpoint()
    }

    func writeCheckpoint() {
        let snapshot = canvas.checkpoint(limit: Self.checkpointUndoSteps)
        services.checkpoint(document: snapshot.document, layer: snapshot.layer, redos: snapshot.redos)
        editsSinceCheckpoint = 0
    }

    /// A photo an earlier canvas of the history needs, read from its file; nil (and a message)
    /// when it is gone or no longer the photo the strokes were drawn on.
    func loadPhotoForHistory(_ path: String) -> (image: RGBAImage, source: PhotoSource)? {
        var warnings: [String] = []
        do {
            return try services.loadPhotoSource(path, warnings: &warnings)
        } catch {
            showToast("Showing the strokes without their photo: \(error)", isError: true)
            services.log("sketchpad: showing the strokes without their photo: \(error)")
            return nil
        }
    }

    // MARK: Restoring

    /// Offers, in the window, to restore stored sessions (most recent first; the first
    /// `offeredSessions` are listed), with `more` others that `sketchpad --sessions` lists.
    public func offerRestore(_ sessions: [SessionSummary], more: Int = 0) {
        restoreOffer = sessions
        restoreOfferMore = more + max(0, sessions.count - Self.offeredSessions)
        refreshUI()
    }

    public var isOfferingRestore: Bool { !restoreOffer.isEmpty }

    /// Restores the session `id` picked in the offer, if no other window took it meanwhile.
    func restore(sessionID id: String) {
        do {
            restore(try services.restoreSession(id))
        } catch {
            restoreOffer.removeAll { $0.id == id }
            refreshUI()
            showToast("Cannot restore: \(error)", isError: true)
            services.log("sketchpad: cannot restore: \(error)")
        }
    }

    /// Shows a stored session again: its photo, strokes and undo history. It starts from the
    /// session's checkpoint as drawn then (nothing redrawn) and makes again only the edits since;
    /// further edits go on in the same session.
    public func restore(_ session: RestoredSession) {
        restoreOffer = []
        let start = session.start
        var photo: (image: RGBAImage, source: PhotoSource)?
        var problem: String?
        if let path = start.photoPath {
            var warnings: [String] = []
            do { photo = try services.loadPhotoSource(path, warnings: &warnings) } catch { problem = "\(error)" }
        }
        if let p = photo, p.image.width != start.width || p.image.height != start.height {
            problem = "\(start.photoPath ?? "the photo") has changed size since"
            photo = nil
        }
        replaying = true
        open(document: start, source: photo?.source, decoded: photo?.image, continuingJournal: true, layer: session.layer)
        for _ in 0..<session.redos { dirty.add(canvas.redo()) }
        for record in session.records { replay(record) }
        replaying = false
        canvasChanged()
        refreshUI()
        // The steps redone are in the checkpoint already; the edits made again are not.
        editsSinceCheckpoint = session.records.count
        if session.needsFreshJournal { writeCheckpoint() }
        let n = document.strokes.count
        var message = "Restored your drawing (\(n) stroke\(n == 1 ? "" : "s"))"
        if session.damaged > 0 {
            message += "; \(session.damaged) damaged journal line\(session.damaged == 1 ? " was" : "s were") skipped"
            services.log("sketchpad: session \(session.id): skipped \(session.damaged) damaged journal line(s)")
        }
        if let problem {
            showToast("\(message), without the photo: \(problem)", isError: true)
            services.log("sketchpad: restored the strokes without the photo: \(problem)")
        } else {
            showToast(message, isError: session.damaged > 0)
        }
    }

    /// Makes a journalled edit again on the canvas (while `replaying`, so it is not journalled twice).
    private func replay(_ record: SessionJournal.Record) {
        switch record {
        case .add(let s): dirty.add(canvas.add(s))
        case .undo: dirty.add(canvas.undo())
        case .redo: dirty.add(canvas.redo())
        case .clear: dirty.add(canvas.clear())
        case .open(let next): dirty.add(canvas.open(next, photo: nil, decoded: nil))
        case .begin, .checkpoint: break
        }
    }

    // MARK: Autosave trouble

    /// Takes up what the journal reports: a problem is shown until it is gone.
    func updateAutosaveProblem() {
        let now = services.autosaveProblem
        guard now != autosaveProblem else { return }
        if autosaveProblem != nil { dirty.add(autosaveBanner) }
        autosaveProblem = now
        refreshUI()
    }

    // MARK: Widgets

    var restoreBanner: IntRect {
        let a = layout.canvasArea, px = ui.px
        let rows = min(restoreOffer.count, Self.offeredSessions)
        let w = min(a.width - px(24), px(620))
        let top = a.y + px(12) + (autosaveProblem != nil ? autosaveBanner.height + px(8) : 0)
        return IntRect(x: a.x + (a.width - w) / 2, y: top, width: w, height: px(44) + rows * px(36) + (restoreOfferMore > 0 ? px(24) : 0))
    }

    /// Where the autosave warning is, while it shows.
    public var autosaveWarningRect: IntRect? { autosaveProblem == nil ? nil : autosaveBanner }

    var autosaveBanner: IntRect {
        let a = layout.canvasArea, px = ui.px
        let w = min(a.width - px(24), px(760))
        return IntRect(x: a.x + (a.width - w) / 2, y: a.y + px(12), width: w, height: px(62))
    }

    /// The autosave warning and the restore offer, as widget sections.
    func sessionWidgets(into sections: inout [(IntRect, [DrawCommand])]) {
        let px = ui.px
        if let problem = autosaveProblem {
            let start = ui.commands.count, r = autosaveBanner
            ui.draw(.clip(r))
            ui.draw(.rect(r, Color(red: 0xB3, green: 0x26, blue: 0x1E, alpha: 245), radius: px(8)))
            ui.label("Autosave is failing. Your edits are kept, and written as soon as it works again.", x: r.x + px(14), y: r.y + px(10))
            ui.label(Self.fitted(problem, width: r.width - px(28), ui: ui), x: r.x + px(14), y: r.y + px(34))
            ui.draw(.clip(nil))
            sections.append((r, Array(ui.commands[start...])))
        }
        guard !restoreOffer.isEmpty else { return }
        let start = ui.commands.count, r = restoreBanner
        ui.draw(.rect(r, Color(red: 0x20, green: 0x22, blue: 0x25, alpha: 240), radius: px(8)))
        ui.label(restoreOffer.count == 1 ? "Your last drawing can be restored:" : "Drawings that can be restored:", x: r.x + px(14), y: r.y + px(13))
        if ui.button("restore.no", IntRect(x: r.maxX - px(100), y: r.y + px(7), width: px(90), height: px(30)), label: "Dismiss") {
            restoreOffer = []
        }
        for (i, offer) in restoreOffer.prefix(Self.offeredSessions).enumerated() {
            let y = r.y + px(44) + i * px(36)
            ui.label(Self.describe(offer, now: Date()), x: r.x + px(14), y: y + px(7))
            if ui.button("restore.\(offer.id)", IntRect(x: r.maxX - px(100), y: y, width: px(90), height: px(30)), label: "Restore") {
                restoreChoice = offer.id
            }
        }
        if restoreOfferMore > 0 {
            ui.label("and \(restoreOfferMore) more: sketchpad --sessions lists them", x: r.x + px(14), y: r.maxY - px(26), color: ui.theme.textDisabled)
        }
        sections.append((r, Array(ui.commands[start...])))
    }

    /// `text`, its start cut (a long path's first folders) to fit `width`.
    static func fitted(_ text: String, width: Int, ui: WidgetContext) -> String {
        var t = Substring(text)
        while ui.text.textWidth(t.count < text.count ? "…" + t : String(t), size: ui.theme.fontSize) > width && t.count > 1 { t = t.dropFirst() }
        return t.count < text.count ? "…" + t : text
    }

    /// One line of the offer: the photo (or a blank canvas), the strokes and when.
    static func describe(_ s: SessionSummary, now: Date) -> String {
        let photo = s.photo.map { ($0 as NSString).lastPathComponent } ?? "blank canvas"
        return "\(photo), \(s.strokes) stroke\(s.strokes == 1 ? "" : "s"), \(SessionTime.describe(s.lastEdit, now: now))"
    }
}

/// When a session was last edited, as people say it.
enum SessionTime {
    static func describe(_ date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        if seconds < 60 { return "just now" }
        if seconds < 3600 { return "\(Int(seconds / 60)) min ago" }
        let then = local(date), today = local(now)
        let clock = String(format: "%02d:%02d", then.tm_hour, then.tm_min)
        if then.tm_year == today.tm_year && then.tm_yday == today.tm_yday { return "today \(clock)" }
        return String(format: "%04d-%02d-%02d ", then.tm_year + 1900, then.tm_mon + 1, then.tm_mday) + clock
    }

    private static func local(_ date: Date) -> tm {
        var t = time_t(date.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&t, &parts)
        return parts
    }
}
