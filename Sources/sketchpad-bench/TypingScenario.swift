import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster

/// Typing a long text with the Text tool, as a person or a paste-by-keys does: one character
/// an event, a line break every 60, and a frame rendered every fourth character. CPU time of
/// the whole text at three lengths, so the cost per character shows whether it stays flat.
@MainActor
enum TypingScenario {
    static func run(_ report: inout Report) {
        let photo = BenchEnvironment.photo(width: 1000, height: 872)
        for length in [1_000, 3_000, 10_000] {
            var samples: [Double] = []
            for run in 0..<3 {
                let journal = JournalFile(store: SessionStore(stateFolder: BenchEnvironment.folder + "/typing-\(length)-\(run)"), log: { _ in })
                let c = SketchController(services: BenchEnvironment.services(journal: journal), width: 1280, height: 800)
                c.open(document: Document(width: photo.width, height: photo.height), photo: photo)
                c.handle(.key(.character("t"), []))
                c.handle(.pointerDown(.mouse, Point(200, 150)))
                c.handle(.pointerUp(.mouse, Point(200, 150)))
                _ = c.render()
                let t0 = ScribbleScenario.cpuNanoseconds()
                for i in 0..<length {
                    if i % 60 == 59 { c.handle(.key(.enter, [])) } else { c.handle(.textInput(String(UnicodeScalar(UInt8(97 + i % 26))))) }
                    if i % 4 == 3 { _ = c.render() }
                }
                _ = c.render()
                journal.flush()
                samples.append(Double(ScribbleScenario.cpuNanoseconds() - t0))
                precondition(c.editedText?.count == length, "typed \(c.editedText?.count ?? 0) of \(length) characters")
            }
            let s = BenchEnvironment.stats(samples)
            report.record("typing", "\(length) characters", unit: "text", median: s.median, p99: s.p99)
        }
    }
}
