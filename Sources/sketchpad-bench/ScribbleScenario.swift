import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster

/// The app's own share of peer_bench.py's scribble, without a display: 20 strokes of 60
/// random ±6 px moves on a 1000x872 photo in a 1280x800 window, a frame rendered every third
/// move (mouse events at about 200 Hz, frames at 60 Hz), and every stroke journalled to disk.
/// Measured as process CPU time, so the journal's background thread counts too.
@MainActor
enum ScribbleScenario {
    static func run(_ report: inout Report) {
        for naive in [false, true] {
            let s = measure(runs: 9, folder: "scribble", naive: naive)
            report.record("scribble", naive ? "naive: full repaint every frame" : "dirty regions", unit: "scribble", median: s.median, p99: s.p99)
        }
        // What the journal does with each finished stroke before it goes to the disk.
        var rng = SplitMix64(seed: 5)
        var p = Point(500.123, 400.987)
        let points = (0..<150).map { _ in
            p = p + Point(rng.unit() * 3 - 1.5, rng.unit() * 3 - 1.5)
            return Point(p.x * 1.1764705882352942, p.y * 1.1764705882352942)
        }
        let stroke = Stroke(tool: .pen, color: PenSettings.default.color, width: 6, points: points)
        report.measure("scribble", "journal line for a 150-point stroke", unit: "stroke", per: 20, runs: 15) {
            for _ in 0..<20 { _ = SessionJournal.line(.add(stroke)) }
        }
    }

    /// The same scribble paced as the event loop paces it: a 16 ms pause after each frame. The
    /// pauses are not counted, but what they do is: each frame starts with caches others have
    /// used, as in the app, where a frame costs several times what it costs in a tight loop.
    /// This is the measure that follows the app's CPU under `Scripts/scribble-cpu` (a few
    /// seconds a run; the journal's fsyncs come in it, once per 0.4 s, as in the app).
    static func runPaced(_ report: inout Report) {
        let s = measure(runs: 5, folder: "scribble-paced", naive: false, pause: 16_000)
        report.record("scribble-paced", "dirty regions, 16 ms between frames", unit: "scribble", median: s.median, p99: s.p99)
    }

    /// The process CPU of `runs` scribbles, each on a new controller over the same photo with a
    /// journal of its own (flushed before the clock stops).
    private static func measure(runs: Int, folder: String, naive: Bool, pause: UInt32 = 0) -> (median: Double, p99: Double) {
        let photo = BenchEnvironment.photo(width: 1000, height: 872)
        var samples: [Double] = []
        for run in 0..<runs {
            let journal = JournalFile(store: SessionStore(stateFolder: BenchEnvironment.folder + "/\(folder)-\(run)"), log: { _ in })
            let c = SketchController(services: BenchEnvironment.services(journal: journal), width: 1280, height: 800)
            c.open(document: Document(width: photo.width, height: photo.height), photo: photo)
            _ = c.render()
            let t0 = cpuNanoseconds()
            scribble(c, naive: naive, pause: pause)
            journal.flush()
            samples.append(Double(cpuNanoseconds() - t0))
        }
        return BenchEnvironment.stats(samples)
    }

    /// The scribble peer_bench.py draws, with the same step sizes around the window's centre;
    /// `pause` microseconds of sleep after each frame.
    static func scribble(_ c: SketchController, naive: Bool, pause: UInt32 = 0) {
        var rng = SplitMix64(seed: 7)
        func step() -> Double { Double(Int(rng.next() % 13) - 6) }
        for _ in 0..<20 {
            var p = Point(640 + Double(Int(rng.next() % 301) - 150), 400 + Double(Int(rng.next() % 241) - 120))
            c.handle(.hover(p))
            c.handle(.pointerDown(.mouse, p))
            for i in 0..<60 {
                p = p + Point(step(), step())
                c.handle(.pointerMoved(.mouse, p))
                if i % 3 == 2 {
                    if naive { c.invalidateAll() }
                    _ = c.render()
                    if pause > 0 { usleep(pause) }
                }
            }
            c.handle(.pointerUp(.mouse, p))
            _ = c.render()
            if pause > 0 { usleep(pause) }
        }
    }

    static func cpuNanoseconds() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }
}
