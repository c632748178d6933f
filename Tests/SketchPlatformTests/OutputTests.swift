import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Outputs never destroy inputs: `-o` naming the document or the photo is refused, nothing is
/// renamed over a device, a FIFO or a folder, a symbolic link keeps pointing at the picture,
/// `-o -` is standard output, and the format follows the name.
@Suite(.waitsOnProcesses) struct OutputTests {
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("output") }

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func documentWithPhoto() throws -> (document: String, photo: String) {
        let photo = folder + "/beach.png"
        try FileManager.default.copyItem(atPath: TestPaths.samplePhoto, toPath: photo)
        let document = try write("doc.sketch", """
        {"format":"sketchpad","version":1,"width":600,"height":400,"photo":"beach.png",
         "strokes":[{"tool":"pen","color":"#E53935FF","width":6,"points":[[10.5,20],[300,200]]}]}
        """)
        return (document, photo)
    }

    func render(_ args: [String]) throws -> ProcessResult { try runProcess(TestPaths.sketchpadBinary, ["render"] + args) }

    @Test func renderingOverItsOwnInputsIsRefused() throws {
        let (document, photo) = try documentWithPhoto()
        let photoBytes = try Data(contentsOf: URL(fileURLWithPath: photo))
        // The photo, by its name, through a symbolic link and through a hard link.
        symlink(photo, folder + "/link.png")
        link(photo, folder + "/hard.png")
        for output in [photo, folder + "/link.png", folder + "/hard.png"] {
            let r = try render([document, "-o", output])
            #expect(r.status == 2 && r.stderr.contains("it is also the input \(photo)"), "\(output): \(r.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: photo)) == photoBytes)
        // A document named like a picture, rendered onto itself.
        let named = folder + "/doc.png"
        try FileManager.default.copyItem(atPath: document, toPath: named)
        let r = try render([named, "-o", named])
        #expect(r.status == 2 && r.stderr.contains("it is also the input \(named)"), "\(r.stderr)")
        #expect(try String(contentsOfFile: named, encoding: .utf8).hasPrefix("{\"format\""))
    }

    @Test func anOutputThatIsNotARegularFileIsNeverReplaced() throws {
        let (document, _) = try documentWithPhoto()
        let fifo = folder + "/fifo.png"
        #expect(mkfifo(fifo, 0o644) == 0)
        let r = try render([document, "-o", fifo])
        #expect(r.status == 2 && r.stderr.contains("it is a named pipe (FIFO), and an output replaces only regular files"), "\(r.stderr)")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still there")
        // Below the command line too: the atomic writer refuses to rename over it.
        #expect(throws: PlatformError.self) { try AtomicFile.write([1, 2, 3], to: fifo, replacing: true) }
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        try FileManager.default.createDirectory(atPath: folder + "/dir.png", withIntermediateDirectories: true)
        #expect(throws: PlatformError.self) { try AtomicFile.write([1, 2, 3], to: folder + "/dir.png", replacing: true) }
    }

    @Test func aSymbolicLinkHasItsTargetReplaced() throws {
        let (document, _) = try documentWithPhoto()
        let target = try write("picture.png", "old")
        let link = folder + "/shortcut.png"
        symlink(target, link)
        let r = try render([document, "-o", link])
        #expect(r.status == 0, "\(r.stderr)")
        var info = stat()
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
        #expect(try ImageFile.load(target).width == 600)
    }

    @Test func theFormatFollowsTheNameOrIsRefused() throws {
        let (document, _) = try documentWithPhoto()
        let jpeg = folder + "/out.JPG"
        #expect(try render([document, "-o", jpeg]).status == 0)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: jpeg)))
        #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]), "a JPEG")
        #expect(try ImageFile.load(jpeg).width == 600)
        let webp = folder + "/out.webp"
        #expect(try render([document, "-o", webp]).status == 0)
        let webpBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: webp)))
        #expect(webpBytes.starts(with: Array("RIFF".utf8)) && Array(webpBytes[8..<12]) == Array("WEBP".utf8), "a WebP")
        // Lossy at the default quality: close to the PNG of the same document.
        let png = folder + "/out.png"
        #expect(try render([document, "-o", png]).status == 0)
        let exact = try ImageFile.load(png), fromWebP = try ImageFile.load(webp), fromJPEG = try ImageFile.load(jpeg)
        #expect(fromWebP.width == 600 && fromWebP.height == 400)
        #expect(SaveEncoderTests.difference(exact, fromWebP).mean < 4 && SaveEncoderTests.difference(exact, fromJPEG).mean < 4)
        for bad in ["out.gif", "out", "out.heic"] {
            let r = try render([document, "-o", folder + "/" + bad])
            #expect(r.status == 2 && r.stderr.contains("the output must be named .png, .jpg, .jpeg, .jpe or .webp"), "\(bad): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/" + bad))
        }
    }

    @Test func dashIsStandardOutput() throws {
        let (document, _) = try documentWithPhoto()
        let r = try render([document, "-o", "-"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/-"))
        let saved = folder + "/stdout.png"
        try r.stdoutData.write(to: URL(fileURLWithPath: saved))
        let reference = folder + "/file.png"
        #expect(try render([document, "-o", reference]).status == 0)
        #expect(try ImageFile.load(saved) == ImageFile.load(reference))
    }

    /// A reader that goes away gives a message and status 2, never a death by SIGPIPE (which
    /// a shell would show as status 141).
    @Test func aClosedStandardOutputIsAnErrorNotASignal() throws {
        let (document, _) = try documentWithPhoto()
        let script = #""$0" render "$1" -o - --scale 3 | head -c 1 > /dev/null; echo "status ${PIPESTATUS[0]}""#
        let r = try runProcess("/bin/bash", ["-c", script, TestPaths.sketchpadBinary, document])
        #expect(r.stdout == "status 2\n")
        #expect(r.stderr == "sketchpad: standard output: writing failed: broken pipe\n")
    }

    @Test func theAppRefusesAnOutputThatWouldReplaceItsPhoto() throws {
        let home = try TestPaths.temporaryFolder("apphome")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let photo = folder + "/holiday.png"
        try FileManager.default.copyItem(atPath: TestPaths.samplePhoto, toPath: photo)
        // Refused before any window opens: no display is needed to see it.
        let env = ["HOME": home, "PATH": "/usr/bin:/bin", "DISPLAY": ":9999"]
        let same = try runProcess(TestPaths.sketchpadBinary, [photo, "-o", photo], environment: env)
        #expect(same.status == 2 && same.stderr == "sketchpad: \(photo): it is also the input \(photo); writing the output would destroy it\n", "\(same.stderr)")
        let gif = try runProcess(TestPaths.sketchpadBinary, [photo, "-o", folder + "/out.gif"], environment: env)
        #expect(gif.status == 2 && gif.stderr.contains("the output must be named .png, .jpg, .jpeg, .jpe or .webp"), "\(gif.stderr)")
        let device = try runProcess(TestPaths.sketchpadBinary, [photo, "-o", "/dev/null"], environment: env)
        #expect(device.status == 2 && device.stderr.hasPrefix("sketchpad: /dev/null: the output must be named .png"), "\(device.stderr)")
        let fifo = folder + "/fifo.png"
        #expect(mkfifo(fifo, 0o644) == 0)
        let pipe = try runProcess(TestPaths.sketchpadBinary, [photo, "-o", fifo], environment: env)
        #expect(pipe.status == 2 && pipe.stderr == "sketchpad: \(fifo): it is a named pipe (FIFO), and an output replaces only regular files\n", "\(pipe.stderr)")
        // A symbolic link to nothing: Save would create its target wherever it points.
        let dangling = folder + "/gone.png"
        #expect(symlink(folder + "/nowhere/else.png", dangling) == 0)
        let link = try runProcess(TestPaths.sketchpadBinary, [photo, "-o", dangling], environment: env)
        #expect(link.status == 2 && link.stderr == "sketchpad: \(dangling): it is a symbolic link that cannot be followed (no such file or directory)\n", "\(link.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/nowhere"), "nothing was created where it points")
    }

    /// A write that must not replace (a save's new name) is linked into place: when the name
    /// was taken meanwhile, link() fails with EEXIST, the file there keeps its bytes, the
    /// message says so, and no temporary file is left.
    @Test func aNewFileNeverReplacesOneThatAppearedAtItsName() throws {
        let path = try write("taken.png", "someone else's")
        do {
            try AtomicFile.write([1, 2, 3], to: path, replacing: false)
            Issue.record("wrote over \(path)")
        } catch let error as PlatformError {
            #expect("\(error)" == "\(path): a file with that name already exists", "\(error)")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "someone else's")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["taken.png"])
        // Any other reason link() gives is the system's own: here, a folder that is not there.
        #expect(throws: PlatformError.self) { try AtomicFile.write([1], to: folder + "/missing/new.png", replacing: false) }
        // And a free name is written.
        try AtomicFile.write([4, 5], to: folder + "/free.png", replacing: false)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/free.png")) == Data([4, 5]))
    }

    @Test func temporaryNamesStayWithinNAMEMAX() throws {
        // The longest name a file system takes: its temporary name beside it must fit too.
        let name = String(repeating: "n", count: 251) + ".png"
        try AtomicFile.write([1, 2, 3], to: folder + "/" + name, replacing: false)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)) == Data([1, 2, 3]))
        let wide = String(repeating: "é", count: 125) + ".png"
        try AtomicFile.write([4], to: folder + "/" + wide, replacing: true)
        #expect(FileManager.default.fileExists(atPath: folder + "/" + wide))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !$0.hasSuffix(".tmp") })
    }
}
