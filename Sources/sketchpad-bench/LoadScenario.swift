import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster

/// Opening a photo: decode (SDL2_image) and fit to a 1280x800 window, for 1, 12 and 24 MP JPEGs.
@MainActor
enum LoadScenario {
    static func run(_ report: inout Report) {
        let fit = Layout(width: 1280, height: 800, panelOpen: false)
        for (w, h, label) in [(1200, 833, "1 MP"), (4000, 3000, "12 MP"), (6000, 4000, "24 MP")] {
            let path = BenchEnvironment.folder + "/photo-\(w)x\(h).jpg"
            if !FileManager.default.fileExists(atPath: path) {
                let bytes = try! ImageFile.encode(BenchEnvironment.photo(width: w, height: h), as: .jpeg(quality: 90))
                _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            }
            var decode: [Double] = [], fitting: [Double] = []
            for _ in 0..<5 {
                let t0 = BenchEnvironment.now()
                let image = try! ImageFile.load(path)
                let t1 = BenchEnvironment.now()
                let r = fit.fit(canvasWidth: image.width, canvasHeight: image.height).rect
                _ = image.scaled(toWidth: r.width, height: r.height)
                let t2 = BenchEnvironment.now()
                decode.append(Double(t1 - t0)); fitting.append(Double(t2 - t1))
            }
            let d = BenchEnvironment.stats(decode), f = BenchEnvironment.stats(fitting)
            report.record("load", "decode \(label) JPEG", unit: "op", median: d.median, p99: d.p99)
            report.record("load", "fit \(label) to 1280x800 (area average)", unit: "op", median: f.median, p99: f.p99)
        }
    }
}
