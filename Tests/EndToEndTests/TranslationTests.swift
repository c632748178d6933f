import Foundation
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The desktop entry or the metainfo as installed: the tree's, merged with po/'s translations.
enum Translations {
    static let po = TestPaths.repository.appendingPathComponent("po").path

    static func merged(_ source: String, mode: String) throws -> String {
        let folder = try TestPaths.temporaryFolder("merged")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/" + (source as NSString).lastPathComponent
        let template = TestPaths.repository.appendingPathComponent(source).path
        let r = try runProcess("/usr/bin/msgfmt", [mode, "-d", po, "--template=" + template, "-o", out])
        try #require(r.status == 0, "msgfmt \(mode): \(r.stderr)")
        return try String(contentsOfFile: out, encoding: .utf8)
    }

    static var languages: [String] {
        get throws {
            try String(contentsOfFile: po + "/LINGUAS", encoding: .utf8).split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
    }

    /// The program's output with only these variables set, as a clean login would have them.
    static func run(_ arguments: [String], _ environment: [String: String]) throws -> ProcessResult {
        try runProcess(TestPaths.sketchpadBinary, arguments, environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()].merging(environment) { $1 })
    }
}

/// The texts in the code, the template and the catalogues agree, and the program speaks the
/// language asked for.
struct TranslationTests {
    /// po/sketchpad.pot holds exactly the texts xgettext finds in the sources, and every
    /// catalogue translates all of them (Scripts/update-translations --check). With
    /// SKETCHPAD_RECORD_DOCS=1 the template is written afresh (and merged into the catalogues).
    @Test func theTemplateHoldsEveryTextOfTheCodeAndTheCataloguesTranslateThemAll() throws {
        let script = TestPaths.repository.appendingPathComponent("Scripts/update-translations").path
        let record = ProcessInfo.processInfo.environment["SKETCHPAD_RECORD_DOCS"] == "1"
        let r = try runProcess(script, record ? [] : ["--check"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        for language in try Translations.languages { #expect(r.stdout.contains("po/\(language).po: "), "\(r.stdout)") }
    }

    /// msgfmt counts every entry of each catalogue as translated: none untranslated, none fuzzy,
    /// as many as the template has.
    @Test func everyCatalogueIsComplete() throws {
        let template = try PO.entries(Translations.po + "/sketchpad.pot")
        #expect(template.count > 150, "the template has only \(template.count) entries")
        for language in try Translations.languages {
            let r = try runProcess("/usr/bin/msgfmt", ["--check", "--statistics", "-o", "/dev/null", Translations.po + "/\(language).po"], environment: ["LC_ALL": "C", "PATH": "/usr/bin:/bin"])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stderr.trimmingCharacters(in: .whitespacesAndNewlines) == "\(template.count) translated messages.", "\(language): \(r.stderr)")
        }
    }

    /// A translation keeps its text's placeholders, every one and no other, so no value is lost.
    @Test func translationsKeepTheirPlaceholders() throws {
        func names(_ text: String) -> Set<String> { Set(text.matches(of: #/\{([a-zA-Z]+)\}/#).map { String($0.1) }) }
        for language in try Translations.languages {
            let entries = try PO.entries(Translations.po + "/\(language).po")
            #expect(!entries.isEmpty)
            for entry in entries {
                for translation in entry.translations {
                    var wanted = names(entry.id).union(names(entry.plural ?? ""))
                    // One plural form may leave the count out ("one stroke"), never put in another.
                    if entry.plural != nil { wanted.remove("count") }
                    let got = names(translation).subtracting(entry.plural != nil ? ["count"] : [])
                    #expect(got == wanted, "\(language): \(entry.id) → \(translation)")
                }
            }
        }
    }

    @Test func helpAndMessagesSpeakTheLanguageAsked() throws {
        // No LANG at all, as in a bare session or a container: LANGUAGE alone picks the language.
        let chinese = try Translations.run(["--help"], ["LANGUAGE": "zh_CN"])
        #expect(chinese.status == 0)
        for text in ["用法：", "显示此帮助", "在照片上绘画并保存到“图片”文件夹", "在窗口中按 F1 或 ? 可列出全部按键"] { #expect(chinese.stdout.contains(text), "\(chinese.stdout)") }
        // The options' texts stay in their column: every continuation line starts at it.
        let continued = chinese.stdout.split(separator: "\n").filter { $0.hasPrefix("   ") && !$0.hasPrefix("       sketchpad") }
        #expect(!continued.isEmpty && continued.allSatisfy { $0.prefix(26).allSatisfy { $0 == " " } && $0.dropFirst(26).first != " " }, "\(continued)")

        let german = try Translations.run(["--help"], ["LANGUAGE": "de", "LANG": "C"])
        // The help's keys are written from the command table, "or" in the language asked.
        for text in ["Aufruf:", "diese Hilfe anzeigen", "Einstellungen:", "Tasten: F1 oder ? im Fenster"] { #expect(german.stdout.contains(text), "\(german.stdout)") }
        // A desktop language whose locale is not installed still gets its catalogue.
        let fromLang = try Translations.run(["--frobnicate"], ["LANG": "de_DE.UTF-8"])
        #expect(fromLang.status == 2 && fromLang.stderr == "sketchpad: unbekannte Option --frobnicate\nVersuchen Sie „sketchpad --help“.\n", "\(fromLang.stderr)")
        let render = try Translations.run(["render"], ["LANGUAGE": "zh_CN"])
        #expect(render.stderr.hasPrefix("sketchpad: 未指定文档\n用法： sketchpad render"), "\(render.stderr)")
        // No language asked for: English.
        let english = try Translations.run(["--help"], [:])
        #expect(english.stdout.contains("usage: sketchpad") && english.stdout.contains("show this help") && english.stdout.contains("Keys: F1 or ? in the window"), "\(english.stdout)")
    }
}

/// The entries of a .po or .pot file, enough for the tests: id, plural id, translations.
enum PO {
    struct Entry { var id = "", plural: String?, translations: [String] = [] }

    static func entries(_ path: String) throws -> [Entry] {
        var entries: [Entry] = [], current = Entry(), field = ""
        func finish() { if !current.id.isEmpty { entries.append(current) }; current = Entry() }
        func unquote(_ s: Substring) -> String {
            var out = "", escaped = false
            for c in s.dropFirst().dropLast() {
                if escaped { out.append(c == "n" ? "\n" : c == "t" ? "\t" : c); escaped = false } else if c == "\\" { escaped = true } else { out.append(c) }
            }
            return out
        }
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") || line.isEmpty { if line.isEmpty { finish() }; continue }
            if line.hasPrefix("\"") {
                let text = unquote(line)
                switch field {
                case "msgid": current.id += text
                case "msgid_plural": current.plural = (current.plural ?? "") + text
                default: current.translations[current.translations.count - 1] += text
                }
                continue
            }
            let parts = line.split(separator: " ", maxSplits: 1)
            field = String(parts[0])
            let text = unquote(parts[1])
            if field == "msgid" { current.id = text } else if field == "msgid_plural" { current.plural = text } else { current.translations.append(text) }
        }
        finish()
        return entries
    }
}
