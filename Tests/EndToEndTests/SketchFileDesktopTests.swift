import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The `.sketch` drawing outside the window: its type known to the desktop once installed
/// (shared-mime-info, by name and by content), the thumbnailer file managers call, and
/// `sketchpad render` reading a container.
@Suite(.waitsOnProcesses) struct SketchFileDesktopTests {
    /// A drawing over the sample photo with a stroke, written as the app writes one.
    static func drawing(in folder: String, name: String = "x.sketch", thumbnail: RGBAImage? = RGBAImage(width: 200, height: 100, fill: .black)) throws -> String {
        let photo = try InputFile.read(TestPaths.samplePhoto, limit: 1 << 26, noun: "a photo")
        let size = try ImageFile.load(TestPaths.samplePhoto)
        var document = Document(width: size.width, height: size.height, photoPath: TestPaths.samplePhoto)
        document.add(Stroke(tool: .rectangle, color: .black, width: 8, points: [Point(x: 10, y: 10), Point(x: 120, y: 90)]))
        let path = folder + "/" + name
        try DrawingFile.write(document, photo: (photo, "sample.png"), thumbnail: thumbnail, to: path, replacing: true)
        return path
    }

    /// As `cmake --install` and the .deb lay it out under a prefix's share/: then
    /// update-mime-database, as the package's trigger runs it.
    @Test func xdgMimeKnowsADrawingByNameAndByContentAfterInstall() throws {
        let home = try TestPaths.temporaryFolder("mime")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let packages = home + "/share/mime/packages"
        try FileManager.default.createDirectory(atPath: packages, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.assets + "/mime/org.sketchpad.Sketchpad.xml", toPath: packages + "/org.sketchpad.Sketchpad.xml")
        let update = try runProcess("/usr/bin/update-mime-database", [home + "/share/mime"])
        #expect(update.status == 0, "\(update.stderr)")
        let files = home + "/files"
        try FileManager.default.createDirectory(atPath: files, withIntermediateDirectories: true)
        let container = try Self.drawing(in: files)
        try FileManager.default.copyItem(atPath: container, toPath: files + "/container-without-a-name")
        try FileManager.default.copyItem(atPath: TestPaths.assets + "/icons/icon.sketch", toPath: files + "/json-without-a-name")
        // xdg-mime asks gio, the desktop's own type detection, under GNOME.
        let environment = ["PATH": "/usr/bin:/bin", "HOME": home, "XDG_DATA_HOME": home + "/share", "XDG_DATA_DIRS": "/usr/share", "XDG_CURRENT_DESKTOP": "GNOME"]
        for file in ["x.sketch", "container-without-a-name", "json-without-a-name"] {
            let r = try runProcess("/usr/bin/xdg-mime", ["query", "filetype", files + "/" + file], environment: environment)
            #expect(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "application/x-sketchpad", "\(file): \(r.stdout)\(r.stderr)")
        }
    }

    @Test func theInstallPutsTheTypeTheIconAndTheThumbnailerWhereTheDesktopLooks() throws {
        let install = try String(contentsOf: TestPaths.repository.appendingPathComponent("cmake/Install.cmake"), encoding: .utf8)
        for (file, destination) in [("Assets/mime/org.sketchpad.Sketchpad.xml", "share/mime/packages"),
                                    ("Assets/icons/application-x-sketchpad.svg", "share/icons/hicolor/scalable/mimetypes"),
                                    ("Assets/sketchpad.thumbnailer", "share/thumbnailers")] {
            #expect(install.contains("${PROJECT_SOURCE_DIR}/\(file)\n  DESTINATION \(destination))"), "\(file) is not installed to \(destination)")
        }
        let thumbnailer = try String(contentsOfFile: TestPaths.assets + "/sketchpad.thumbnailer", encoding: .utf8)
        #expect(thumbnailer.contains("Exec=sketchpad --thumbnail %i %o %s") && thumbnailer.contains("MimeType=application/x-sketchpad;"))
        let entry = try String(contentsOfFile: TestPaths.assets + "/org.sketchpad.Sketchpad.desktop", encoding: .utf8)
        #expect(entry.contains("MimeType=application/x-sketchpad;image/png;"))
    }

    /// With no display at all, it writes the stored thumbnail, at most SIZE a side.
    @Test func theThumbnailerWritesTheStoredThumbnailWithoutAWindow() throws {
        let folder = try TestPaths.temporaryFolder("thumbnailer")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.drawing(in: folder)
        let environment = ["PATH": "/usr/bin:/bin", "HOME": folder]
        for (side, expected) in [(128, (128, 64)), (512, (200, 100))] {
            let out = folder + "/thumb-\(side).png"
            let r = try runProcess(TestPaths.sketchpadBinary, ["--thumbnail", path, out, "\(side)"], environment: environment)
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
            let picture = try ImageFile.load(out)
            #expect(picture.width == expected.0 && picture.height == expected.1)
            // The stored thumbnail is all black: the photo was not read for it.
            #expect(picture.pixels.allSatisfy { $0 == Color.black.argb })
        }
        // A drawing without a stored thumbnail, and a JSON document, are rendered small.
        let bare = try Self.drawing(in: folder, name: "bare.sketch", thumbnail: nil)
        for input in [bare, TestPaths.assets + "/icons/icon.sketch"] {
            let r = try runProcess(TestPaths.sketchpadBinary, ["--thumbnail", input, folder + "/small.png", "64"], environment: environment)
            #expect(r.status == 0, "\(r.stderr)")
            let picture = try ImageFile.load(folder + "/small.png")
            #expect(max(picture.width, picture.height) == 64)
        }
        let bad = try runProcess(TestPaths.sketchpadBinary, ["--thumbnail", path, folder + "/t.png", "0"], environment: environment)
        #expect(bad.status == 2 && bad.stderr.contains("SIZE a whole number of pixels from 1 to 4096"), "\(bad.stderr)")
    }

    @Test func renderReadsAContainerAndRefusesAHostileOneNamingIt() throws {
        let folder = try TestPaths.temporaryFolder("render-container")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.drawing(in: folder)
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", path, "-o", folder + "/out.png"])
        #expect(r.status == 0, "\(r.stderr)")
        let photo = try ImageFile.load(TestPaths.samplePhoto), out = try ImageFile.load(folder + "/out.png")
        #expect(out.width == photo.width && out[60, 10] == .black && out[300, 200] == photo[300, 200])
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        bytes.removeLast(bytes.count / 2)
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/cut.sketch"))
        let cut = try runProcess(TestPaths.sketchpadBinary, ["render", folder + "/cut.sketch", "-o", folder + "/cut.png"])
        #expect(cut.status == 2 && cut.stderr == "sketchpad: \(folder)/cut.sketch: it is not a ZIP container, or it is damaged\n", "\(cut.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/cut.png"))
    }

    /// `render -o OUT.ora`: OpenRaster's layout (mimetype first and stored), two named layers
    /// that make the picture again: the photo under, the drawing over it.
    @Test func renderWritesOpenRasterWithAPhotoAndADrawingLayer() throws {
        let folder = try TestPaths.temporaryFolder("render-ora")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.drawing(in: folder)
        let out = folder + "/layers.ora"
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", path, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
        #expect(String(decoding: bytes[30..<54], as: UTF8.self) == "mimetypeimage/openraster" && bytes[8] == 0, "mimetype first and stored")
        let unzip = try runProcess("/usr/bin/python3", ["-c", """
            import sys, zipfile
            z = zipfile.ZipFile(sys.argv[1]); print(z.read('stack.xml').decode())
            for name in ('data/photo.png', 'data/drawing.png', 'mergedimage.png'): open(sys.argv[2] + '/' + name.replace('/', '-'), 'wb').write(z.read(name))
            """, out, folder])
        #expect(unzip.status == 0, "\(unzip.stderr)")
        #expect(unzip.stdout.contains(#"<layer name="Drawing" src="data/drawing.png""#) && unzip.stdout.contains(#"<layer name="Photo" src="data/photo.png""#))
        let photo = try ImageFile.load(folder + "/data-photo.png"), drawing = try ImageFile.load(folder + "/data-drawing.png")
        let merged = try ImageFile.load(folder + "/mergedimage.png"), sample = try ImageFile.load(TestPaths.samplePhoto)
        #expect(photo == sample, "the photo layer is the photo")
        #expect(drawing[60, 10] == .black && drawing[300, 200].alpha == 0, "the drawing layer: the stroke on transparency")
        #expect(merged[60, 10] == .black && merged[300, 200] == sample[300, 200])
    }
}
