import Foundation
import SketchApp
import SketchCore
import SketchPlatform

/// Opens the window and runs the app until it quits.
enum AppLauncher {
    static func run(photo: String?, restore: Bool) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        guard let assets = AssetLocator.folder() else {
            return RenderCommand.fail("cannot find the app's assets (fonts/DejaVuSans.ttf); set SKETCHPAD_ASSETS to the Assets folder")
        }
        let journal = JournalFile(path: JournalFile.defaultPath(environment: environment)) {
            FileHandle.standardError.write(Data(($0 + "\n").utf8))
        }
        let saved = journal.read()
        if restore && saved == nil {
            return RenderCommand.fail("no session to restore (\(journal.path) is missing or empty)")
        }
        if let saved, saved.damagedLines > 0 {
            FileHandle.standardError.write(Data("sketchpad: \(journal.path): ignored \(saved.damagedLines) damaged line(s) at its end\n".utf8))
        }
        MemoryPolicy.apply()
        do {
            try AppWindow.startVideo()
            let glyphs = try TrueTypeGlyphs(fontPath: assets + "/" + AssetLocator.marker)
            let stored = SettingsFile.load(environment: environment)
            stored.warnings.forEach { FileHandle.standardError.write(Data("sketchpad: \($0)\n".utf8)) }
            let window = try AppWindow(title: photo.map { ($0 as NSString).lastPathComponent } ?? "Sketchpad")
            let services = PlatformServices(glyphs: glyphs, environment: environment)
            services.journalFile = journal
            let size = window.pixelSize
            let controller = SketchController(services: services, width: size.width, height: size.height, settings: stored.settings)
            if let photo {
                controller.openPhoto(photo)
            } else if let saved {
                if restore { controller.restore(saved) } else if !saved.document.strokes.isEmpty || saved.document.canUndo { controller.offerRestore(saved) }
            }
            MemoryPolicy.trim()
            EventLoop(window: window, controller: controller, services: services).run()
            journal.flush()
            return 0
        } catch {
            return RenderCommand.fail("\(error)")
        }
    }
}
