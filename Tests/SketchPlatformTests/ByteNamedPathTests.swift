import Foundation
@testable import SketchApp
import SketchAppLive
import SketchCore
import SketchTranslation
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Names that are not UTF-8 (a Latin-1 `caf\xE9`) through each layer that takes a path: the
/// settings file, the session's journal, the picker's listing and the files written. The
/// names are made and checked with byte calls (`RawPaths`); the app gets them decoded, as
/// it gets them from the system.
@Suite(.serialized) struct ByteNamedPathTests {
    static let cafe: [UInt8] = Array("caf".utf8) + [0xE9]
    static let green = Color(red: 0x10, green: 0xA0, blue: 0x40)

    /// `save.folder` in Latin-1 is the folder of those bytes, and a change of another setting
    /// leaves its line, and every other, byte for byte.
    @Test func aLatin1SaveFolderInTheSettingsFileKeepsItsBytes() throws {
        let home = try TestPaths.temporaryFolder("bytes-cfg")
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/.config/sketchpad", withIntermediateDirectories: true)
        let folder = RawPaths.join(home, Self.cafe)
        let file: [UInt8] = Array("# mine\nsave.folder = ".utf8) + folder + Array("\npen.width = 3\n".utf8)
        try RawPaths.write(file, to: Array((home + "/.config/sketchpad/config").utf8))
        let env = ["HOME": home]
        let loaded = SettingsFile.load(environment: env)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let saveFolder = try #require(loaded.settings.saveFolder)
        #expect(PathBytes.encode(saveFolder) == folder)
        var next = loaded.settings
        next.pen.setWidth(4)
        try SettingsFile.store(next, previous: loaded.settings, environment: env)
        let written = RawPaths.read(Array((home + "/.config/sketchpad/config").utf8))
        #expect(written == Array("# mine\nsave.folder = ".utf8) + folder + Array("\npen.width = 4\n".utf8))
    }

    /// The journal keeps a Latin-1 photo's path, under a state folder whose name is Latin-1
    /// too, and the restore opens that very photo.
    @Test func aRestoreReopensALatin1Photo() throws {
        let home = try TestPaths.temporaryFolder("bytes-journal")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let stateBytes = RawPaths.join(home, Self.cafe + Array("-state".utf8))
        try RawPaths.makeFolder(stateBytes)
        let photoBytes = RawPaths.join(home, Self.cafe + Array(".png".utf8))
        try RawPaths.write(try ImageFile.encode(RGBAImage(width: 40, height: 30, fill: Self.green), as: .png), to: photoBytes)
        let photo = PathBytes.decode(photoBytes)
        let store = SessionStore(stateFolder: PathBytes.decode(stateBytes) + "/sketchpad")
        let journal = JournalFile(store: store, log: { _ in })
        journal.write(.begin(Canvas(width: 40, height: 30, photoPath: photo)))
        journal.write(.add(Stroke(tool: .pen, color: .black, width: 2, points: [Point(1, 1), Point(9, 9)])))
        journal.flush()
        journal.finish()
        #expect(RawPaths.names(in: stateBytes + Array("/sketchpad/sessions".utf8)).count == 1, "the session is in the Latin-1 folder")

        let id = try #require(store.entries().first?.id)
        let stored = try SessionReader.read(id: id, folder: store.path(of: id), layer: true)
        let restoredPhoto = try #require(stored.restored.document.photoPath)
        #expect(PathBytes.encode(restoredPhoto) == photoBytes)
        let h = Harness(photo: nil) { machine in
            var services = machine.services()
            services.photos = .live
            return services
        }
        h.restore(stored.restored)
        _ = h.controller.render()
        #expect(h.controller.document.photoPath == photo && h.controller.document.strokes.count == 1)
        // Escaped, and marked: a restored drawing is one no save holds.
        #expect(h.controller.title == "• caf\\xE9.png — Sketchpad")
        let canvas = h.controller.canvasRect
        #expect(h.controller.frame[canvas.maxX - 5, canvas.maxY - 5] == Self.green, "the photo itself is shown")
    }

    /// The picker lists a Latin-1 folder and photo under their names shown escaped (in the
    /// rows and the path field), enters the one and opens the other.
    @Test func thePickerShowsAndOpensALatin1Name() throws {
        let home = try TestPaths.temporaryFolder("bytes-picker")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let folderBytes = RawPaths.join(home, Self.cafe)
        try RawPaths.makeFolder(folderBytes)
        let photoBytes = folderBytes + Array("/".utf8) + Self.cafe + Array(".png".utf8)
        try RawPaths.write(try ImageFile.encode(RGBAImage(width: 40, height: 30, fill: Self.green), as: .png), to: photoBytes)
        let glyphs = RecordingGlyphs()
        let h = Harness(photo: nil) { machine in
            var services = machine.services(glyphs: glyphs)
            services.photos = .live
            services.files = .live
            services.picturesFolder = home
            return services
        }
        h.press("o", .control)
        #expect(h.controller.picker?.entries.map { PathBytes.encode($0.name) } == [Self.cafe])
        #expect(glyphs.drawn.contains("caf\\xE9/"), "the folder's row shows the byte escaped: \(glyphs.drawn)")
        h.press(.enter)
        #expect(h.controller.pickerFolder.map(PathBytes.encode) == folderBytes, "the Latin-1 folder is entered")
        #expect(h.controller.picker?.entries.map { PathBytes.encode($0.name) } == [Self.cafe + Array(".png".utf8)])
        #expect(glyphs.drawn.contains("caf\\xE9.png") && glyphs.drawn.contains(home + "/caf\\xE9/"), "the row and the path field: \(glyphs.drawn)")
        h.press(.enter)
        #expect(!h.controller.isPickerOpen, "\(h.controller.picker?.pathProblem ?? "")")
        #expect(h.controller.document.photoPath.map(PathBytes.encode) == photoBytes)
        #expect(h.controller.title == "caf\\xE9.png — Sketchpad")
        let canvas = h.controller.canvasRect
        #expect(h.controller.frame[canvas.maxX - 5, canvas.maxY - 5] == Self.green, "the photo itself is shown")
    }

    /// A name a byte apart from another is another file: each is written under its own bytes,
    /// and a message names it escaped.
    @Test func twoNamesAByteApartAreTwoFiles() throws {
        let home = try TestPaths.temporaryFolder("bytes-write")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let e9 = RawPaths.join(home, Self.cafe + Array(".png".utf8))
        let e8 = RawPaths.join(home, Array("caf".utf8) + [0xE8] + Array(".png".utf8))
        for (bytes, width) in [(e9, 10), (e8, 20)] {
            guard case .file(let path) = try OutputFile.destination(PathBytes.decode(bytes), inputs: []) else { Issue.record("not a file"); return }
            try OutputFile.write(RGBAImage(width: width, height: 5, fill: Self.green), to: .file(path))
        }
        #expect(RawPaths.names(in: Array(home.utf8)) == [Array("caf".utf8) + [0xE8] + Array(".png".utf8), Self.cafe + Array(".png".utf8)])
        #expect(try ImageFile.decode(try #require(RawPaths.read(e9)), path: "e9").width == 10)
        #expect(try ImageFile.decode(try #require(RawPaths.read(e8)), path: "e8").width == 20)
        do {
            try AtomicFile.write([1], to: PathBytes.decode(e9), replacing: false)
            Issue.record("an existing file was replaced")
        } catch {
            #expect("\(error)" == "\(home)/caf\\xE9.png: a file with that name already exists")
        }
    }
}

/// The test font, keeping every text it was asked to draw.
final class RecordingGlyphs: GlyphSource {
    private let font = TestGlyphs()
    private(set) var drawn: [String] = []

    func textWidth(_ text: String, size: Int) -> Int { font.textWidth(text, size: size) }

    func mask(for text: String, size: Int) -> AlphaMask? {
        drawn.append(text)
        return font.mask(for: text, size: size)
    }
}
