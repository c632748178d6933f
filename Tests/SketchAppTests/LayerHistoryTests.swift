import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The cached layer always equals the document rendered from scratch, whatever sequence of
/// strokes, undo, redo, clear and resizes led there; undo and redo use patches, not redraws.
@Suite struct LayerHistoryTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func layerMatchesAFreshRenderAfterEveryStep(seed: UInt64) throws {
        try checkLayerAgainstFreshRenders(seed: seed, historyBudget: LayerCache.defaultHistoryBudget)
    }

    /// With a budget of a few strokes' patches, the oldest steps are dropped as new ones come;
    /// their undo redraws, and the layer is still exactly the fresh render.
    @Test func stepsPastTheBudgetAreDroppedAndTheirUndoRedraws() throws {
        let evicted = try checkLayerAgainstFreshRenders(seed: 1, historyBudget: 24 << 10)
        #expect(evicted > 20, "only \(evicted) steps found dropped")
    }

    /// Runs 300 random steps and compares the layer with a fresh render after each; returns
    /// how many times the history was found holding a dropped step.
    @discardableResult
    func checkLayerAgainstFreshRenders(seed: UInt64, historyBudget: Int) throws -> Int {
        var evicted = 0
        var rng = SplitMix64(seed: seed)
        let photo = try TestPNG.read(TestPaths.samplePhoto).scaled(toWidth: 300, height: 200)
        let tall = try TestPNG.read(TestPaths.samplePhoto).scaled(toWidth: 120, height: 260)
        let photos = ["sample.png": photo, "tall.png": tall]
        let session = DocumentSession(document: Document(width: 300, height: 200), services: TestMachine().services())
        var layout = Layout(width: 260, height: 230, panelOpen: false)
        let canvas = CanvasView(session: session, layout: layout, historyBudget: historyBudget)
        canvas.setLayout(layout)
        session.replace(Document(width: 300, height: 200, photoPath: "sample.png"), photo: PhotoSource(photo), decoded: photo, continuingJournal: false)
        // As after a restore: earlier canvases' photos are read again when an undo needs them.
        session.loadPhoto = { path, _ in photos[path].map { ($0, PhotoSource($0)) } }
        let tools: [Tool] = [.pen, .pen, .line, .arrow, .rectangle, .ellipse, .highlighter, .eraser, .text, .marker, .pixelate, .blur]
        var canvasUndos = 0
        for step in 0..<300 {
            let roll = rng.int(0..<104)
            if roll >= 100 {
                // Another photo, or a blank canvas, opened over the drawing.
                let next = [Canvas(width: 120, height: 260, photoPath: "tall.png"), Canvas(width: 300, height: 200, photoPath: "sample.png"),
                            Canvas(width: 90, height: 70, background: .black)][rng.int(0..<3)]
                let image = next.photoPath.flatMap { photos[$0] }
                session.open(next, photo: image.map(PhotoSource.init), decoded: image)
            } else if roll < 55 {
                let tool = tools[rng.int(0..<tools.count)]
                var pts = [Point(rng.double(-10...310), rng.double(-10...210))]
                for _ in 0..<((tool.pointCount ?? rng.int(1..<13)) - 1) { pts.append(pts.last! + Point(rng.double(-30...30), rng.double(-30...30))) }
                let color = Color(red: UInt8(rng.int(0..<256)), green: UInt8(rng.int(0..<256)), blue: UInt8(rng.int(0..<256)), alpha: UInt8(rng.int(60..<256)))
                session.add(Stroke(tool: tool, color: tool.hasColor ? color : .clear, width: rng.double(1...20), points: pts,
                                   text: tool == .text ? "Text \(step)\nline" : nil, number: tool == .marker ? session.document.nextMarkerNumber : nil,
                                   fill: tool.canFill && rng.int(0..<2) == 0 ? color.withAlpha(UInt8(rng.int(0..<256))) : nil))
            } else if roll < 58, let i = session.document.strokes.lastIndex(where: { $0.tool == .text }) {
                // A text edited again.
                var edited = session.document.strokes[i]
                edited.text = "edited \(step)"
                session.replaceStroke(at: i, with: edited)
            } else if roll < 75 {
                if session.document.undoChangesCanvas { canvasUndos += 1 }
                session.undo()
            } else if roll < 92 {
                session.redo()
            } else if roll < 97 {
                session.clear()
            } else {
                layout = Layout(width: rng.int(150..<450), height: rng.int(150..<350), panelOpen: false)
                canvas.setLayout(layout)
            }
            let layer = canvas.layers.layer
            let fresh = DocumentRenderer.render(session.document, photo: session.document.photoPath.flatMap { photos[$0] }, scale: canvas.transform.scale,
                                                text: session.services.glyphs)
            let resampledBase = fresh.width == layer.width && fresh.height == layer.height
            try #require(resampledBase, "step \(step): layer \(layer.width)x\(layer.height), render \(fresh.width)x\(fresh.height)")
            let diff = layer.difference(from: fresh)
            try #require(diff.maxChannel == 0, "step \(step) (roll \(roll)): the layer differs from a fresh render by up to \(diff.maxChannel)")
            let history = canvas.layers.history
            try #require(history.bytes <= historyBudget || history.steps.dropLast().allSatisfy { $0 == nil }, "step \(step): \(history.bytes) bytes kept")
            if history.steps.contains(where: { $0 == nil }) { evicted += 1 }
        }
        #expect(canvasUndos >= 2, "undid \(canvasUndos) opens")
        return evicted
    }

    /// Past the budget the oldest steps go first; the newest is kept whatever its size; a
    /// dropped step pops as nil (its undo redraws) and ends the run of newest patches.
    @Test func historyDropsTheOldestStepsPastItsBudget() {
        let patch = PixelPatch(whole: RGBAImage(width: 10, height: 10))
        var history = LayerHistory(budgetBytes: patch.byteCount * 2 + 1)
        for _ in 0..<3 { history.push(patch) }
        #expect(history.steps.map { $0 != nil } == [false, true, true])
        #expect(history.bytes == patch.byteCount * 2)
        #expect(history.newestPatches(limit: 10).count == 2)
        #expect(history.pop() != nil && history.pop() != nil)
        #expect(history.pop() == nil && history.steps.isEmpty && history.bytes == 0)

        var small = LayerHistory(budgetBytes: 10)
        small.push(patch)
        small.push(patch)
        #expect(small.steps.map { $0 != nil } == [false, true], "the newest step is kept even past the budget")
        small.reset(depth: 4, newest: [patch, patch, patch])
        #expect(small.steps.map { $0 != nil } == [false, false, false, true] && small.bytes == patch.byteCount)
    }

    @Test func undoAndRedoNeverRedrawTheHistory() throws {
        let session = DocumentSession(document: Document(width: 400, height: 300), services: TestMachine().services())
        let layout = Layout(width: 460, height: 380, panelOpen: false)
        let canvas = CanvasView(session: session, layout: layout)
        canvas.setLayout(layout)
        var repainted = IntRect.empty
        canvas.onRepaint = { repainted = repainted.union($0) }
        for i in 0..<300 {
            session.add(Stroke(tool: .pen, color: .black, width: 3, points: [Point(Double(i % 40) * 10, Double(i / 40) * 30), Point(Double(i % 40) * 10 + 8, Double(i / 40) * 30 + 20)]))
        }
        session.clear()
        session.undo()
        // Each of these is a patch copy or one stroke drawn; the changed area shows it.
        repainted = .empty
        session.undo()
        #expect(repainted.width < 40 && repainted.height < 40, "undo touched \(repainted), one stroke's area")
        repainted = .empty
        session.redo()
        #expect(repainted.width < 40 && repainted.height < 40, "redo touched \(repainted)")
    }
}
