import Foundation
import SketchApp
import SketchCore
import SketchRaster

/// What history costs as it grows: drawing one stroke, undo and redo, at 0, 1k, 10k and 100k
/// strokes on the canvas; and the naive alternative, redrawing every stroke.
@MainActor
enum HistoryScenario {
    static func run(_ report: inout Report) {
        for n in [0, 1_000, 10_000, 100_000] {
            let doc = BenchEnvironment.document(strokes: n)
            let c = SketchController(services: BenchEnvironment.services, width: 1280, height: 800)
            let t0 = BenchEnvironment.now()
            c.open(document: doc, photo: nil)
            _ = c.render()
            let openNs = Double(BenchEnvironment.now() - t0)
            var strokeSamples: [Double] = [], undoSamples: [Double] = [], redoSamples: [Double] = []
            for k in 0..<30 {
                var p = Point(200 + Double(k * 25), 300)
                let s0 = BenchEnvironment.now()
                c.handle(.pointerDown(.mouse, p))
                _ = c.render()
                for i in 0..<20 {
                    p = p + Point(2, i < 10 ? 3 : -3)
                    c.handle(.pointerMoved(.mouse, p))
                    _ = c.render()
                }
                c.handle(.pointerUp(.mouse, p))
                _ = c.render()
                strokeSamples.append(Double(BenchEnvironment.now() - s0))
                let u0 = BenchEnvironment.now()
                c.undo()
                _ = c.render()
                undoSamples.append(Double(BenchEnvironment.now() - u0))
                let r0 = BenchEnvironment.now()
                c.redo()
                _ = c.render()
                redoSamples.append(Double(BenchEnvironment.now() - r0))
            }
            let label = n >= 1000 ? "\(n / 1000)k" : "\(n)"
            let st = BenchEnvironment.stats(strokeSamples), un = BenchEnvironment.stats(undoSamples), re = BenchEnvironment.stats(redoSamples)
            report.record("history", "draw a 22-event stroke, \(label) strokes", unit: "stroke", median: st.median, p99: st.p99)
            report.record("history", "undo, \(label) strokes", unit: "op", median: un.median, p99: un.p99)
            report.record("history", "redo, \(label) strokes", unit: "op", median: re.median, p99: re.p99)
            report.record("history", "open (draw all once), \(label) strokes", unit: "op", median: openNs, p99: openNs)
            if n > 0 {
                // Naive: every frame (or every undo) redraws all strokes.
                var naive: [Double] = []
                for _ in 0..<(n >= 100_000 ? 1 : 3) {
                    let t = BenchEnvironment.now()
                    _ = DocumentRenderer.render(doc, photo: nil, scale: 0.74, threads: 1)
                    naive.append(Double(BenchEnvironment.now() - t))
                }
                let s = BenchEnvironment.stats(naive)
                report.record("history", "naive: redraw all, \(label) strokes", unit: "op", median: s.median, p99: s.p99)
            }
        }
    }
}
