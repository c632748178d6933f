import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Reading the clipboard for Ctrl+V through a stand-in xclip: the types it offers first, then
/// the PNG, else the text; an empty clipboard, a failing or hanging reader, and none installed.
@Suite(.serialized) struct PasteReadTests {
    /// A stand-in xclip offering `targets`, giving `png` for image/png and `text` for UTF8_STRING.
    static func helper(targets: String, png: String? = nil, text: String = "", imageExit: Int = 0) throws -> ClipboardTests.FakeHelper {
        try ClipboardTests.FakeHelper("""
            case "$*" in
              *TARGETS*) printf '\(targets)' ;;
              *image/png*) \(png.map { "cat '\($0)'" } ?? "true"); echo "bad target" >&2; exit \(imageExit) ;;
              *UTF8_STRING*) printf '%s' '\(text)' ;;
              *) exit 3 ;;
            esac
            """)
    }

    @Test func aPNGOnOfferIsReadWithItsBytesAsTheyCame() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPaths.samplePhoto)))
        let helper = try Self.helper(targets: "TARGETS\\nUTF8_STRING\\nimage/png\\n", png: TestPaths.samplePhoto, text: "no")
        guard case .image(let png, let pixels)? = try Clipboard.paste(environment: helper.environment) else { Issue.record("no image read"); return }
        #expect(png == bytes)
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        #expect(pixels == photo)
    }

    @Test func textIsReadWhenNoPNGIsOffered() throws {
        let helper = try Self.helper(targets: "TARGETS\\nUTF8_STRING\\nTEXT\\n", text: "ein Text, déjà")
        #expect(try Clipboard.paste(environment: helper.environment) == .text("ein Text, déjà"))
    }

    @Test func anEmptyClipboardIsNothingToPaste() throws {
        let helper = try ClipboardTests.FakeHelper("echo 'Error: target TARGETS not available' >&2; exit 1")
        #expect(try Clipboard.paste(environment: helper.environment) == nil)
        let other = try Self.helper(targets: "TARGETS\\napplication/x-other\\n")
        #expect(try Clipboard.paste(environment: other.environment) == nil)
    }

    @Test func aReaderThatFailsOrGivesNoPNGSaysWhy() throws {
        let failing = try Self.helper(targets: "image/png\\n", imageExit: 1)
        #expect { try Clipboard.paste(environment: failing.environment) } throws: { "\($0)".contains("xclip failed with exit status 1: bad target") }
        let junk = FileManager.default.temporaryDirectory.path + "/not-a-png-\(UUID().uuidString)"
        try Data("hello".utf8).write(to: URL(fileURLWithPath: junk))
        defer { try? FileManager.default.removeItem(atPath: junk) }
        let lying = try Self.helper(targets: "image/png\\n", png: junk)
        #expect { try Clipboard.paste(environment: lying.environment) } throws: { "\($0)".contains("the image on the clipboard") }
    }

    @Test func aReaderThatHangsIsKilledAtTheDeadline() throws {
        let helper = try ClipboardTests.FakeHelper("echo $$ > \"$DIR/helper.pid\"; sleep 30")
        let started = Date()
        #expect { try Clipboard.paste(environment: helper.environment, timeout: 1) } throws: { "\($0)".contains("did not finish within 1 s") }
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func noReaderInstalledIsNamed() throws {
        #expect { try Clipboard.paste(environment: ["PATH": "/nonexistent", "DISPLAY": ":99"]) } throws: {
            "\($0)".contains("neither wl-paste nor xclip is installed")
        }
    }
}
