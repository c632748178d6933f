import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The built app given file names that are not UTF-8 (Latin-1 `caf\xE9`) on its command line:
/// the photo opens under its own name, saves land in the folder of those bytes, and `render -o`
/// writes the file of those bytes. The names reach the app as bytes through `sh` and `printf`
/// (no String API can carry them), and are checked with byte calls (`RawPaths`).
@Suite(.serialized, .waitsOnProcesses) struct ByteNamedPathEndToEndTests {
    static let green = Color(red: 0x10, green: 0xA0, blue: 0x40)
    static let red = Color(red: 0xE5, green: 0x39, blue: 0x35)

    /// A wrapper that runs the app with its arguments, then each variable of `names` made
    /// into bytes by printf (`\351` is the byte 0xE9).
    static func wrapper(_ names: [String]) -> [String] {
        ["/bin/sh", "-c", "exec \"$@\"" + names.map { " \"$(printf \"$\($0)\")\"" }.joined(), "sh"]
    }

    /// `name`'s bytes as printf's format: every byte past ASCII as an octal escape.
    static func printfFormat(_ bytes: [UInt8]) -> String {
        bytes.map { $0 < 0x80 && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "%") ? String(UnicodeScalar($0)) : "\\" + String($0, radix: 8) }.joined()
    }

    /// A Latin-1 photo from the command line opens (its name escaped in the title), and Save
    /// with a Latin-1 `--save-dir` makes and fills exactly that folder.
    @Test func aLatin1PhotoOpensAndSavesIntoALatin1Folder() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("bytes-e2e")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let photo = RawPaths.join(home, Array("caf".utf8) + [0xE9] + Array(".png".utf8))
        try RawPaths.write(try ImageFile.encode(RGBAImage(width: 600, height: 400, fill: Self.green), as: .png), to: photo)
        let saves = RawPaths.join(home, Array("r".utf8) + [0xE9] + Array("sultats".utf8))
        let app = try EndToEndTests.RunningApp(server: server, home: home, arguments: ["--save-dir"], title: "caf\\xE9.png",
                                               wrapper: Self.wrapper(["SAVE_DIR", "PHOTO"]),
                                               environment: ["SAVE_DIR": Self.printfFormat(saves), "PHOTO": Self.printfFormat(photo)])
        try app.xdo(app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) }) + ["sleep", "0.3", "key", "ctrl+s"])
        var saved: [[UInt8]] = []
        for _ in 0..<300 where saved.isEmpty {
            // Named after the photo: caf\xE9-edited-….png, its byte kept.
            saved = RawPaths.names(in: saves).filter { $0.starts(with: Array("caf".utf8) + [0xE9] + Array("-edited-".utf8)) && String(decoding: $0, as: UTF8.self).hasSuffix(".png") }
            if saved.isEmpty { usleep(100_000) }
        }
        let log = (try? String(contentsOfFile: app.log, encoding: .utf8)) ?? ""
        try #require(saved.count == 1, "nothing saved in the Latin-1 folder; home holds \(RawPaths.names(in: Array(home.utf8))); \(log)")
        #expect(RawPaths.names(in: Array(home.utf8)).filter { !$0.starts(with: [UInt8(ascii: ".")]) && !$0.starts(with: Array("app-".utf8)) }
            == [photo.suffix(photo.count - home.utf8.count - 1), saves.suffix(saves.count - home.utf8.count - 1)].map(Array.init),
            "no other folder was made (one named with U+FFFD)")
        let image = try ImageFile.decode(try #require(RawPaths.read(saves + [UInt8(ascii: "/")] + saved[0])), path: "saved")
        // Save writes the picture at the photo's own size: photo pixels.
        #expect(image.width == 600 && image.height == 400)
        #expect(image[200, 100] == Self.red, "the stroke")
        #expect(image[500, 300] == Self.green, "the Latin-1 photo under it")
        #expect(!log.contains("no such file") && !log.contains("cannot open"), "\(log)")
    }

    /// `render -o` onto two names a byte apart writes two files, each under its own bytes (not
    /// one U+FFFD name, the second replacing the first); a document with a Latin-1 name renders.
    @Test func renderWritesTwoNamesAByteApartAsTwoFiles() throws {
        let folder = try TestPaths.temporaryFolder("bytes-render")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = Array(##"{"format":"sketchpad","version":1,"width":60,"height":40,"background":"#10A040FF"}"##.utf8)
        let plain = RawPaths.join(folder, Array("dessin.sketch".utf8))
        let latin1 = RawPaths.join(folder, Array("dessin-".utf8) + [0xE9] + Array(".sketch".utf8))
        for document in [plain, latin1] { try RawPaths.write(text, to: document) }
        let first = RawPaths.join(folder, Array("out".utf8) + [0xE8] + Array(".png".utf8))
        let second = RawPaths.join(folder, Array("out".utf8) + [0xE9] + Array(".png".utf8))
        let third = RawPaths.join(folder, Array("third.png".utf8))
        for (document, output, scale) in [(plain, first, "1"), (plain, second, "0.5"), (latin1, third, "0.25")] {
            let command = #"exec "$0" render "$(printf "$DOCUMENT")" --scale "$1" -o "$(printf "$OUTPUT")""#
            var environment = ProcessInfo.processInfo.environment
            environment["DOCUMENT"] = Self.printfFormat(document)
            environment["OUTPUT"] = Self.printfFormat(output)
            let r = try runProcess("/bin/sh", ["-c", command, TestPaths.sketchpadBinary, scale], environment: environment)
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(RawPaths.names(in: Array(folder.utf8)) == [latin1, plain, first, second, third].map { Array($0.suffix($0.count - folder.utf8.count - 1)) })
        for (output, width) in [(first, 60), (second, 30), (third, 15)] {
            #expect(try ImageFile.decode(try #require(RawPaths.read(output)), path: "output").width == width)
        }
    }
}
