import Foundation
import SketchApp
import SketchCore
import SketchPlatform

/// Opens the window and runs the app until it quits.
enum AppLauncher {
    static func run(photo: String?) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        guard let assets = AssetLocator.folder() else {
            return RenderCommand.fail("cannot find the app's assets (fonts/DejaVuSans.ttf); set SKETCHPAD_ASSETS to the Assets folder")
        }
        do {
            try AppWindow.startVideo()
            let glyphs = try TrueTypeGlyphs(fontPath: assets + "/" + AssetLocator.marker)
            let stored = SettingsFile.load(environment: environment)
            stored.warnings.forEach { FileHandle.standardError.write(Data("sketchpad: \($0)\n".utf8)) }
            let window = try AppWindow(title: photo.map { ($0 as NSString).lastPathComponent } ?? "Sketchpad")
            let services = PlatformServices(glyphs: glyphs, environment: environment)
            let size = window.pixelSize
            let controller = SketchController(services: services, width: size.width, height: size.height, settings: stored.settings)
            if let photo { controller.openPhoto(photo) }
            EventLoop(window: window, controller: controller, services: services).run()
            return 0
        } catch {
            return RenderCommand.fail("\(error)")
        }
    }
}
