import Foundation
import SketchCore
import SketchPlatform
import SketchRaster

/// `sketchpad-bench [SCENARIO...] [--json]`: medians and p99 of repeated runs.
@MainActor
enum Bench {
    static let scenarios: [(name: String, run: @MainActor (inout Report) -> Void)] = [
        ("raster", RasterScenario.run),
        ("frame", FrameScenario.run),
        ("history", HistoryScenario.run),
        ("load", LoadScenario.run),
        ("thumbnails", ThumbnailScenario.run),
        ("region", RegionScenario.run),
        ("save", SaveScenario.run),
        ("png", PNGScenario.run),
        ("export", ExportScenario.run),
        ("formats", FormatScenario.run),
        ("scribble", ScribbleScenario.run),
        ("scribble-paced", ScribbleScenario.runPaced),
        ("restore", RestoreScenario.run),
        ("stroke", StrokeScenario.run),
        ("filters", FilterScenario.run),
        ("view", ViewScenario.run),
        ("typing", TypingScenario.run),
        ("sketch", DrawingFileScenario.run),
    ]

    static func main(_ args: [String]) -> Int32 {
        if args.first == "make-session" { return makeSession(Array(args.dropFirst())) }
        let json = args.contains("--json")
        let names = args.filter { !$0.hasPrefix("-") }
        for name in names where !scenarios.contains(where: { $0.name == name }) {
            StandardStreams.printError("sketchpad-bench: unknown scenario \(name) (known: \(scenarios.map(\.name).joined(separator: ", ")))")
            return 2
        }
        var report = Report()
        for s in scenarios where names.isEmpty || names.contains(s.name) { s.run(&report) }
        print(json ? report.json : report.text)
        try? FileManager.default.removeItem(atPath: BenchEnvironment.folder)
        return 0
    }
}

extension Bench {
    /// `sketchpad-bench make-session STROKES HOME [--legacy]`: leaves in HOME's state folder the
    /// session the restore scenario measures, to time the real app restoring it.
    static func makeSession(_ args: [String]) -> Int32 {
        guard args.count >= 2, let n = Int(args[0]), n > 0 else {
            FileHandle.standardError.write(Data("usage: sketchpad-bench make-session STROKES HOME [--legacy]\n".utf8))
            return 2
        }
        let state = SessionStore.stateFolder(environment: ["HOME": args[1]])
        do {
            print(try RestoreScenario.makeSession(strokes: n, stateFolder: state, legacy: args.contains("--legacy"), migrate: false))
            return 0
        } catch {
            FileHandle.standardError.write(Data("sketchpad-bench: \(error)\n".utf8))
            return 2
        }
    }
}

/// Collected measurements, printed as a table or as JSON.
struct Report {
    struct Row {
        var scenario: String; var name: String; var unit: String; var median: Double; var p99: Double
        /// A quantity in `unit` (a size, a ratio), not nanoseconds.
        var isValue = false
    }
    var rows: [Row] = []

    /// Runs `body` `runs` times (after one warm-up) and records the per-unit median and p99.
    mutating func measure(_ scenario: String, _ name: String, unit: String, per count: Double = 1, runs: Int = 15, _ body: () -> Void) {
        body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let t0 = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / count)
        }
        samples.sort()
        let p99 = samples[min(samples.count - 1, Int((Double(samples.count) * 0.99).rounded(.up)) - 1)]
        rows.append(Row(scenario: scenario, name: name, unit: unit, median: samples[samples.count / 2], p99: p99))
    }

    mutating func record(_ scenario: String, _ name: String, unit: String, median: Double, p99: Double) {
        rows.append(Row(scenario: scenario, name: name, unit: unit, median: median, p99: p99))
    }

    /// A measured quantity that is not a time: shown as it is, in `unit`.
    mutating func recordValue(_ scenario: String, _ name: String, _ value: Double, unit: String) {
        rows.append(Row(scenario: scenario, name: name, unit: unit, median: value, p99: value, isValue: true))
    }

    var text: String {
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
        func left(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
        var out = pad("scenario", 10) + pad("measure", 80) + left("median", 20) + left("p99", 20) + "\n"
        for r in rows {
            let median = r.isValue ? String(format: "%.2f", r.median) + " " + r.unit : String(format: "%.1f", r.median / r.scale) + " " + r.shownUnit
            let p99 = r.isValue ? "" : String(format: "%.1f", r.p99 / r.scale) + " " + r.shownUnit
            out += pad(r.scenario, 10) + pad(r.name, 80) + left(median, 20) + left(p99, 20) + "\n"
        }
        return out
    }

    var json: String {
        let items = rows.map {
            $0.isValue
                ? "{\"scenario\":\"\($0.scenario)\",\"name\":\"\($0.name)\",\"unit\":\"\($0.unit)\",\"value\":\($0.median)}"
                : "{\"scenario\":\"\($0.scenario)\",\"name\":\"\($0.name)\",\"unit\":\"ns\(($0.unit == "ns" ? "" : "/" + $0.unit))\",\"median\":\(Int($0.median)),\"p99\":\(Int($0.p99))}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]"
    }
}

extension Report.Row {
    /// Nanoseconds are shown as ns, µs or ms, whichever reads best.
    var scale: Double { median >= 1e6 ? 1e6 : median >= 1e4 ? 1e3 : 1 }
    var shownUnit: String {
        let base = scale == 1e6 ? "ms" : scale == 1e3 ? "us" : "ns"
        return unit == "ns" ? base : base + "/" + unit
    }
}
