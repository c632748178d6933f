import Foundation
import SketchApp
import SketchCore
import SketchPlatform

/// Opens the window and runs the app until it quits.
enum AppLauncher {
    static func run(_ options: LaunchOptions) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let restore = options.restore
        var photo = options.photo
        guard let assets = AssetLocator.folder() else {
            return RenderCommand.fail("cannot find the app's assets (fonts/DejaVuSans.ttf); set SKETCHPAD_ASSETS to the Assets folder")
        }
        let journal = JournalFile(path: JournalFile.defaultPath(environment: environment)) {
            FileHandle.standardError.write(Data(($0 + "\n").utf8))
        }
        // The journal is read only when this launch can use it: to restore, or to offer that
        // on a plain launch. Opening a photo does not need it, so start-up does not parse it.
        let saved = restore || photo == nil ? journal.read() : nil
        if restore && saved == nil {
            return RenderCommand.fail("no session to restore (\(journal.path) is missing or empty)")
        }
        // -o is checked before the window opens: a name Save could not write, or one that would
        // replace the photo being edited, is refused now rather than at the first save.
        let output: OutputFile.Destination?
        do {
            let inputs = [options.photo, restore ? saved?.document.photoPath : nil].compactMap { $0 }.filter { $0 != "-" }
            output = try options.output.map { try OutputFile.destination($0, inputs: inputs) }
        } catch {
            return RenderCommand.fail("\(error)")
        }
        if photo == "-" {
            // A photo on stdin is kept in the state folder, so the session can be restored.
            let data: Data
            do { data = try InputFile.readStandardInput() } catch { return RenderCommand.fail("\(error)") }
            let path = (journal.path as NSString).deletingLastPathComponent + "/standard-input"
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try AtomicFile.write([UInt8](data), to: path, replacing: true)
            } catch {
                return RenderCommand.fail("cannot keep the photo from standard input: \(error)")
            }
            photo = path
        }
        if let saved, saved.damagedLines > 0 {
            FileHandle.standardError.write(Data("sketchpad: \(journal.path): ignored \(saved.damagedLines) damaged line(s) at its end\n".utf8))
        }
        MemoryPolicy.apply()
        do {
            try AppWindow.startVideo()
            let glyphs = try TrueTypeGlyphs(fontPath: assets + "/" + AssetLocator.marker)
            let stored = SettingsFile.load(environment: environment)
            stored.warnings.forEach { StandardStreams.printError("sketchpad: \($0)") }
            let window = try AppWindow(title: photo.map { ($0 as NSString).lastPathComponent } ?? "Sketchpad")
            let services = PlatformServices(glyphs: glyphs, environment: environment)
            services.journalFile = journal
            let size = window.pixelSize
            // On a HiDPI screen the drawable has more pixels than the window has coordinates.
            let scale = max(1, Int((Double(size.width) / Double(max(1, window.windowSize.width))).rounded()))
            let controller = SketchController(services: services, width: size.width, height: size.height, settings: stored.settings, scale: scale)
            if let dir = options.saveDir { controller.saveFolder = dir.hasPrefix("/") ? dir : FileManager.default.currentDirectoryPath + "/" + dir }
            if case .file(let path) = output { controller.outputFile = path }
            if let photo {
                controller.openPhoto(photo)
            } else if let saved {
                if restore { controller.restore(saved) } else if !saved.document.strokes.isEmpty || saved.document.canUndo { controller.offerRestore(saved) }
            }
            MemoryPolicy.trim()
            EventLoop(window: window, controller: controller, services: services).run()
            journal.flush()
            if output == .standardOutput {
                // `-o -`: the picture, as Save would capture it, goes to stdout on quit.
                try OutputFile.write(controller.capture, to: .standardOutput)
            }
            return 0
        } catch {
            return RenderCommand.fail("\(error)")
        }
    }
}
