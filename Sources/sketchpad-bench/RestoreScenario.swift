import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster

/// Restoring a long session: 5k, 20k and 50k strokes (random walks of 64 points on a blank
/// 1600x1000 canvas, in a 1280x800 window), stored as the app leaves them at the worst moment,
/// one edit short of the next checkpoint. Measured: reading the session and showing its first
/// frame, and the undo right after. The naive row replays the whole journal, as a session
/// without checkpoints (or one from before them) is restored.
@MainActor
enum RestoreScenario {
    static let pointsPerStroke = 64
    static let window = (width: 1280, height: 800)

    static func run(_ report: inout Report) {
        for n in [5_000, 20_000, 50_000] {
            let label = "\(n / 1000)k strokes"
            let state = BenchEnvironment.folder + "/restore-\(n)"
            guard let id = try? makeSession(strokes: n, stateFolder: state, legacy: false) else {
                FileHandle.standardError.write(Data("sketchpad-bench: cannot write the \(label) session in \(state)\n".utf8))
                continue
            }
            let store = SessionStore(stateFolder: state)
            var shown: [Double] = [], undone: [Double] = []
            for _ in 0..<(n >= 50_000 ? 3 : 5) {
                let t0 = BenchEnvironment.now()
                guard let c = restore(id, from: store) else { break }
                shown.append(Double(BenchEnvironment.now() - t0))
                let u0 = BenchEnvironment.now()
                c.undo()
                _ = c.render()
                undone.append(Double(BenchEnvironment.now() - u0))
            }
            guard !shown.isEmpty else { continue }
            let s = BenchEnvironment.stats(shown), u = BenchEnvironment.stats(undone)
            report.record("restore", "read and show the first frame, \(label)", unit: "op", median: s.median, p99: s.p99)
            report.record("restore", "undo right after the restore, \(label)", unit: "op", median: u.median, p99: u.p99)
            // Naive: every edit made again from the journal's beginning.
            let naiveState = BenchEnvironment.folder + "/restore-naive-\(n)"
            if let naiveID = try? makeSession(strokes: n, stateFolder: naiveState, legacy: true) {
                let t0 = BenchEnvironment.now()
                if restore(naiveID, from: SessionStore(stateFolder: naiveState)) != nil {
                    let t = Double(BenchEnvironment.now() - t0)
                    report.record("restore", "naive: replay the whole journal, \(label)", unit: "op", median: t, p99: t)
                }
            }
            try? FileManager.default.removeItem(atPath: state)
            try? FileManager.default.removeItem(atPath: naiveState)
        }
    }

    /// What `sketchpad --restore` does before its first frame: take the session, read it,
    /// restore it into a window's controller, render.
    static func restore(_ id: String, from store: SessionStore) -> SketchController? {
        guard let handle = try? store.claim(id), let stored = try? SessionReader.read(id: id, folder: handle.path, layer: true) else { return nil }
        let c = SketchController(services: BenchEnvironment.services, width: window.width, height: window.height)
        c.restore(stored.restored)
        c.waitForOpenedPhoto()
        _ = c.render()
        return c
    }

    /// Writes the session the app leaves after `count` strokes into `stateFolder` and returns
    /// its id. The last checkpoint is one edit short of the next (the longest journal a restore
    /// replays), taken `checkpointUndoSteps` steps back as the app takes it. With `legacy`, a
    /// single journal of every edit (no checkpoint), which is also the format before sessions:
    /// `session.journal` in the state folder, moved into a session unless `migrate` is false (to
    /// time the app from before sessions).
    static func makeSession(strokes count: Int, stateFolder: String, legacy: Bool, migrate: Bool = true) throws -> String {
        let full = BenchEnvironment.document(strokes: count, points: pointsPerStroke)
        let store = SessionStore(stateFolder: stateFolder)
        if legacy {
            var journal = SessionJournal.line(.begin(full.canvas))
            for s in full.strokes { journal.append(SessionJournal.line(.add(s))) }
            try FileManager.default.createDirectory(atPath: stateFolder, withIntermediateDirectories: true)
            try AtomicFile.write([UInt8](journal), to: stateFolder + "/session.journal", replacing: true)
            return migrate ? store.migrateLegacy().first ?? "" : stateFolder + "/session.journal"
        }
        let tail = min(count, SketchController.checkpointInterval(strokes: count) - 1)
        var atCheckpoint = Document(canvas: full.canvas)
        for s in full.strokes.prefix(count - tail) { atCheckpoint.add(s) }
        let redos = min(SketchController.checkpointUndoSteps, atCheckpoint.undoDepth)
        for _ in 0..<redos { atCheckpoint.undo() }
        let fit = Layout(width: window.width, height: window.height, panelOpen: false).fit(canvasWidth: full.width, canvasHeight: full.height)
        let layer = DocumentRenderer.render(atCheckpoint, photo: nil, scale: fit.scale)
        let session = try store.create()
        let checkpoint = try CheckpointFile.encode(generation: 1, redos: redos, document: atCheckpoint, layer: layer)
        try AtomicFile.write(checkpoint, to: session.path + "/" + SessionFiles.checkpoint, replacing: true)
        var journal = SessionJournal.line(.checkpoint(generation: 1))
        for s in full.strokes.suffix(tail) { journal.append(SessionJournal.line(.add(s))) }
        try AtomicFile.write([UInt8](journal), to: session.path + "/" + SessionFiles.journal, replacing: true)
        return session.id
    }
}
