import Foundation
import SketchPlatform
import TestSupport
import Testing

/// The texts software centres and `man` show: the AppStream metainfo agrees with the app, its
/// desktop entry and README, and the man page's ENVIRONMENT is what the code reads.
struct MetainfoAndManPageTests {
    static let metainfoFile = TestPaths.assets + "/org.sketchpad.Sketchpad.metainfo.xml"
    static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
    static var version: String {
        get throws { try runProcess(TestPaths.sketchpadBinary, ["--version"]).stdout.replacingOccurrences(of: "sketchpad ", with: "").trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    @Test func theMetainfoValidates() throws {
        let validator = "/usr/bin/appstreamcli"
        try #require(FileManager.default.isExecutableFile(atPath: validator), "appstreamcli is missing; README's test command installs appstream")
        let r = try runProcess(validator, ["validate", "--no-net", Self.metainfoFile])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let problems = r.stdout.split(separator: "\n").filter { $0.hasPrefix("E:") || $0.hasPrefix("W:") || $0.hasPrefix("I:") }
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func theMetainfoAgreesWithTheAppAndItsDesktopEntry() throws {
        let xml = try Self.text(Self.metainfoFile), desktop = try Self.text(DesktopCitizenTests.desktopFile)
        func desktopKey(_ key: String) -> String? {
            desktop.split(separator: "\n").first { $0.hasPrefix(key + "=") }.map { String($0.dropFirst(key.count + 1)) }
        }
        #expect(Metainfo.values("id", in: xml) == ["org.sketchpad.Sketchpad"])
        #expect(Metainfo.values("launchable", in: xml) == [(DesktopCitizenTests.desktopFile as NSString).lastPathComponent])
        #expect(Metainfo.values("binary", in: xml) == ["sketchpad"])
        #expect(Set(Metainfo.values("mediatype", in: xml)) == Set((desktopKey("MimeType") ?? "").split(separator: ";").map(String.init)))
        #expect(Metainfo.values("summary", in: xml) == [desktopKey("Comment") ?? "?"])
        #expect(xml.contains("<content_rating type=\"oars-1.1\""))

        // The licence: the same SPDX id as LICENSE's.
        #expect(Metainfo.values("project_license", in: xml) == ["MIT"])
        #expect(try Self.text(TestPaths.repository.appendingPathComponent("LICENSE").path).hasPrefix("MIT License\n"))

        // The newest release is this version, and its screenshot is README's at that version's tag.
        let version = try Self.version
        let firstRelease = xml.range(of: "<release version=\"").map { xml[$0.upperBound...].prefix(while: { $0 != "\"" }) }
        #expect(firstRelease.map(String.init) == version, "the first <release> is \(firstRelease ?? "missing"), not \(version)")
        let images = Metainfo.values("image", in: xml)
        #expect(images.count == 1 && images[0].hasPrefix("https://") && images[0].hasSuffix("/v\(version)/docs/screenshot.png"), "\(images)")
        let readme = try Self.text(TestPaths.repository.appendingPathComponent("README.md").path)
        #expect(readme.contains("(docs/screenshot.png)"))
        let screenshot = try ImageFile.load(TestPaths.repository.appendingPathComponent("docs/screenshot.png").path)
        #expect(xml.contains("width=\"\(screenshot.width)\" height=\"\(screenshot.height)\""), "the screenshot's size is not \(screenshot.width)x\(screenshot.height)")
    }

    @Test func theDesktopEntryNamesItsProgramAndItsWindow() throws {
        let lines = try Self.text(DesktopCitizenTests.desktopFile).split(separator: "\n")
        #expect(lines.contains("TryExec=sketchpad"))
        #expect(lines.contains("StartupWMClass=org.sketchpad.Sketchpad"))
        #expect(lines.contains { $0.hasPrefix("Keywords=") && $0.split(separator: ";").count >= 3 })
    }

    /// Every variable the code reads is in ENVIRONMENT, and ENVIRONMENT names nothing else.
    @Test func theManPageNamesTheVariablesTheCodeReads() throws {
        var read = Set<String>()
        let sources = TestPaths.repository.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("sketchpad-bench/") {
            let code = try Self.text(sources.appendingPathComponent(file).path)
            for match in code.matches(of: #/environment\["([A-Z][A-Z0-9_]*)"\]/#) { read.insert(String(match.1)) }
            // A library opened on demand reads the variable that names another file for it.
            for match in code.matches(of: #/OnDemandLibrary\([^)]*override: "([A-Z][A-Z0-9_]*)"/#) { read.insert(String(match.1)) }
            // SDL reads its hints from variables of the same name.
            for match in code.matches(of: #/SDL_GetHint\(SDL_HINT_([A-Z0-9_]+)\)/#) { read.insert("SDL_" + match.1) }
            // Foundation's temporary folder is $TMPDIR.
            if code.contains("temporaryDirectory") { read.insert("TMPDIR") }
        }
        #expect(read.isSuperset(of: ["SKETCHPAD_ASSETS", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "DISPLAY", "SDL_VIDEODRIVER", "TMPDIR"]), "\(read)")

        let page = try Self.text(TestPaths.repository.appendingPathComponent("docs/sketchpad.1").path)
        for section in [".SH ENVIRONMENT", ".SH FILES", ".SH SEE ALSO"] { #expect(page.contains(section + "\n"), "the man page lacks \(section)") }
        let environment = page.components(separatedBy: ".SH ENVIRONMENT\n").last?.components(separatedBy: "\n.SH ").first ?? ""
        var documented = Set<String>()
        for line in environment.split(separator: "\n") where line.hasPrefix(".B ") || line.hasPrefix(".BR ") {
            let arguments = line.drop { $0 != " " }
            for name in arguments.matches(of: #/[A-Z][A-Z0-9_]+/#) { documented.insert(String(name.0)) }
        }
        #expect(documented == read, "read by the code but not in ENVIRONMENT: \(read.subtracting(documented).sorted()); in ENVIRONMENT but not read: \(documented.subtracting(read).sorted())")
    }
}

/// The text of an AppStream element, enough for the few the tests read.
enum Metainfo {
    /// The contents of every `<tag ...>...</tag>`, whitespace collapsed.
    static func values(_ tag: String, in xml: String) -> [String] {
        xml.matches(of: try! Regex("<\(tag)(?:\\s[^>]*)?>([^<]*)</\(tag)>")).compactMap { match in
            (match.output[1].substring).map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        }
    }
}
