import SketchApp
import SketchCore
import SketchRaster

/// Pan and zoom over a 24 MP photo (6000x4000, 100 strokes) in a 3840x2160 window: each frame
/// is one input event handled and the changed region composited. Also counts the frames that
/// repainted more than they must: a pan or zoom changes the canvas area (and the zoom's
/// button), never the rest of the window.
@MainActor
enum ViewScenario {
    static func run(_ report: inout Report) {
        let (w, h) = (3840, 2160)
        let photo = BenchEnvironment.photo(width: 6000, height: 4000)
        let c = SketchController(services: BenchEnvironment.services, width: w, height: h)
        c.open(document: BenchEnvironment.document(strokes: 100, points: 40, width: 6000, height: 4000), photo: photo)
        _ = c.render()
        let area = c.rect(ofWidget: "view.zoom").map { zoomButton in (zoomButton, canvasArea(c)) }!
        var overdrawn = 0, frames = 0
        func frame(_ events: [InputEvent]) -> Double {
            let t0 = BenchEnvironment.now()
            for e in events { c.handle(e) }
            let rects = c.render()
            let t = Double(BenchEnvironment.now() - t0)
            frames += 1
            if rects.contains(where: { area.1.intersection($0) != $0 && area.0.intersection($0) != $0 }) { overdrawn += 1 }
            return t
        }
        let middle = Point(Double(w / 2), Double(h / 2))
        var all: [Double] = []
        for (name, zoom) in [("100 %", 1.0), ("67 %", 2.0 / 3), ("400 %", 4.0)] {
            c.zoom(to: zoom, about: nil)
            _ = c.render()
            var p = middle
            _ = frame([.hover(p), .modifiersChanged(.space), .pointerDown(.mouse, p)])
            var pans: [Double] = []
            for i in 0..<120 {
                p = p + (i < 60 ? Point(-9, -5) : Point(9, 5))
                pans.append(frame([.pointerMoved(.mouse, p)]))
            }
            _ = frame([.pointerUp(.mouse, p), .modifiersChanged([])])
            let s = BenchEnvironment.stats(pans)
            report.record("view", "pan (Space+drag) at \(name), \(w)x\(h), 24 MP photo, 100 strokes", unit: "frame", median: s.median, p99: s.p99)
            all += pans
        }
        c.zoomToFit()
        _ = c.render()
        var zooms: [Double] = []
        _ = frame([.hover(Point(Double(w) * 0.4, Double(h) * 0.45)), .modifiersChanged(.control)])
        for i in 0..<60 { zooms.append(frame([.wheel(dy: i < 30 ? 0.5 : -0.5)])) }
        _ = frame([.modifiersChanged([])])
        let z = BenchEnvironment.stats(zooms)
        report.record("view", "Ctrl+wheel zoom between fit and 800 %, \(w)x\(h)", unit: "frame", median: z.median, p99: z.p99)
        all += zooms
        let s = BenchEnvironment.stats(all)
        report.record("view", "every pan and zoom frame above", unit: "frame", median: s.median, p99: s.p99)
        // The same zooms with no strokes: what the photo alone costs.
        c.open(document: Document(width: 6000, height: 4000), photo: photo)
        _ = c.render()
        var bare: [Double] = []
        _ = frame([.hover(Point(Double(w) * 0.4, Double(h) * 0.45)), .modifiersChanged(.control)])
        for i in 0..<60 { bare.append(frame([.wheel(dy: i < 30 ? 0.5 : -0.5)])) }
        _ = frame([.modifiersChanged([])])
        let b = BenchEnvironment.stats(bare)
        report.record("view", "the same zooms with no strokes", unit: "frame", median: b.median, p99: b.p99)
        report.recordValue("view", "frames repainting outside the canvas area and zoom button (of \(frames))", Double(overdrawn), unit: "frames")
    }

    /// The canvas area: the window below the toolbar (the settings panel is closed).
    static func canvasArea(_ c: SketchController) -> IntRect {
        let bar = c.rect(ofWidget: "toolbar.open")!
        let top = bar.maxY + bar.y
        return IntRect(x: 0, y: top, width: c.frame.width, height: c.frame.height - top)
    }
}
