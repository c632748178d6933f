import Foundation
@testable import sketchpad
import SketchApp
import TestSupport
import Testing

/// docs/sketchpad.1 and docs/guide.md hold exactly what the option and key tables make; with
/// SKETCHPAD_RECORD_DOCS=1 they are rewritten from the tables, and the run fails on purpose.
@Suite struct GeneratedDocsTests {
    static var recording: Bool { ProcessInfo.processInfo.environment["SKETCHPAD_RECORD_DOCS"] == "1" }

    @Test func manPageSectionsAreTheTables() throws {
        let url = TestPaths.repository.appendingPathComponent("docs/sketchpad.1")
        var page = try String(contentsOf: url, encoding: .utf8)
        for section in GeneratedDocs.manPageSections {
            let heading = String(section.prefix { $0 != "\n" }) + "\n"
            let start = try #require(page.range(of: heading), "the man page has no \(heading)")
            let end = page.range(of: "\n.SH ", range: start.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
            let written = String(page[start.lowerBound..<end])
            if Self.recording {
                page.replaceSubrange(start.lowerBound..<end, with: section)
            } else {
                #expect(written == section, "docs/sketchpad.1's \(heading)is not what the tables make; SKETCHPAD_RECORD_DOCS=1 rewrites it")
            }
        }
        if Self.recording {
            try page.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded docs/sketchpad.1; run again without SKETCHPAD_RECORD_DOCS to compare")
        }
    }

    @Test func guideKeyTableIsTheTable() throws {
        let url = TestPaths.repository.appendingPathComponent("docs/guide.md")
        var readme = try String(contentsOf: url, encoding: .utf8)
        let open = "<!-- keys -->\n", close = "\n<!-- /keys -->"
        let start = try #require(readme.range(of: open), "docs/guide.md has no \(open)")
        let end = try #require(readme.range(of: close, range: start.upperBound..<readme.endIndex))
        if Self.recording {
            readme.replaceSubrange(start.upperBound..<end.lowerBound, with: GeneratedDocs.readmeKeyTable)
            try readme.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded docs/guide.md's key table; run again without SKETCHPAD_RECORD_DOCS to compare")
        } else {
            #expect(String(readme[start.upperBound..<end.lowerBound]) == GeneratedDocs.readmeKeyTable,
                    "the guide's key table is not KeyBindings'; SKETCHPAD_RECORD_DOCS=1 rewrites it")
        }
    }

    /// The man page's KEYS and the guide name every key the window reacts to.
    @Test func everyBindingIsDocumented() {
        let documented = KeyBindings.readmeTable
        for row in KeyBindings.rows { #expect(documented.contains("| \(row.keys) | \(row.documented) |")) }
        #expect(GeneratedDocs.manPageSections.joined().contains(".B Ctrl+Shift+Z, Ctrl+Y\nredo"))
    }

    /// README is a quick start: at most 200 lines, with its two set-up commands, and every
    /// document it links to is there.
    @Test func readmeIsAQuickStart() throws {
        let readme = try String(contentsOf: TestPaths.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines <= 200, "README.md has \(lines) lines")
        for marker in ["<!-- run-command -->", "<!-- test-command -->"] { #expect(readme.contains(marker)) }
        var rest = Substring(readme)
        while let open = rest.range(of: "](docs/") {
            let name = rest[open.upperBound...].prefix { $0 != ")" && $0 != "#" }
            let path = TestPaths.repository.appendingPathComponent("docs/" + name).path
            #expect(FileManager.default.fileExists(atPath: path), "README links to docs/\(name), which is missing")
            rest = rest[open.upperBound...]
        }
    }

    /// README's run command builds the app's product alone: a release build of every target
    /// would compile TestSupport, which imports Swift Testing, and only `swift test` finds that
    /// module (`swift build -c release` stops with "no such module 'Testing'").
    @Test func theRunCommandBuildsTheAppAlone() throws {
        let readme = try String(contentsOf: TestPaths.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "<!-- run-command -->\n```\n"))
        let command = readme[start.upperBound...].prefix { $0 != "\n" }
        let support = try String(contentsOf: TestPaths.repository.appendingPathComponent("Tests/TestSupport/WaitingThreads.swift"), encoding: .utf8)
        #expect(support.contains("import Testing"), "TestSupport no longer needs Swift Testing: the run command may build every target")
        #expect(command.contains("swift build -c release --static-swift-stdlib --product sketchpad "), "README's run command: \(command)")
        #expect(command.hasSuffix(".build/release/sketchpad Assets/sample.png"))
    }

    /// docs/building.md marks its fast command as README marks its two, and that command runs
    /// the model, raster, translation and controller tests only, after building them.
    @Test func theFastTestCommandIsMarkedAndLeavesTheSlowTestsOut() throws {
        let building = try String(contentsOf: TestPaths.repository.appendingPathComponent("docs/building.md"), encoding: .utf8)
        let start = try #require(building.range(of: "<!-- fast-test-command -->\n```\n"))
        let end = try #require(building.range(of: "\n```\n<!-- /fast-test-command -->"))
        let command = building[start.upperBound..<end.lowerBound]
        #expect(command.hasPrefix("swift build --build-tests && "))
        #expect(command.contains("--filter 'SketchCoreTests|SketchRasterTests|SketchTranslationTests|SketchAppTests'"))
        #expect(!command.contains("EndToEnd") && command.contains("SKETCHPAD_FUZZ_EVENTS="))
    }
}
