import CSDL2
import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport

/// Services for tests: the real files, images and font, with a clock and a date the test sets.
final class TestServices: AppServices, @unchecked Sendable {
    let platform: PlatformServices
    let folder: String
    var clock = 0.0
    var stamp = SaveName.Stamp(year: 2026, month: 11, day: 29, hour: 13, minute: 5, second: 9)
    private(set) var storedSettings: [Settings] = []
    private(set) var storedFrom: [Settings] = []
    private(set) var logged: [String] = []

    init(environment: [String: String] = [:]) throws {
        folder = try TestPaths.temporaryFolder("app")
        let glyphs = try TrueTypeGlyphs(fontPath: TestPaths.font)
        platform = PlatformServices(glyphs: glyphs, environment: environment.merging(["HOME": folder]) { a, _ in a }, picturesFolder: folder + "/Pictures")
    }

    var glyphs: GlyphSource { platform.glyphs }
    var picturesFolder: String { platform.picturesFolder }
    func loadPhotoSource(_ path: String, warnings: inout [String]) throws -> (image: RGBAImage, source: PhotoSource) {
        try platform.loadPhotoSource(path, warnings: &warnings)
    }
    func writeImage(_ image: RGBAImage, to path: String, replacing: Bool) throws { try platform.writeImage(image, to: path, replacing: replacing) }
    func createFolder(_ path: String) throws { try platform.createFolder(path) }
    func fileExists(_ path: String) -> Bool { platform.fileExists(path) }
    func listFolder(_ path: String) throws -> [FolderEntry] { try platform.listFolder(path) }
    func timestamp() -> SaveName.Stamp { stamp }
    func now() -> Double { clock }
    func storeSettings(_ settings: Settings, previous: Settings) { storedSettings.append(settings); storedFrom.append(previous) }
    func log(_ message: String) { logged.append(message) }
    func wake() {}
    func copyToClipboard(_ image: RGBAImage) throws -> String { try platform.copyToClipboard(image) }
    private(set) var journalled: [SessionJournal.Record] = []
    func journal(_ record: SessionJournal.Record) { journalled.append(record) }
    private(set) var checkpoints: [(document: Document, layer: RGBAImage, redos: Int, journalled: Int)] = []
    func checkpoint(document: Document, layer: RGBAImage, redos: Int) { checkpoints.append((document, layer, redos, journalled.count)) }
    var autosaveProblem: String?
    /// Sessions `restoreSession` hands out, by id.
    var sessions: [String: RestoredSession] = [:]
    func restoreSession(_ id: String) throws -> RestoredSession {
        guard let s = sessions.removeValue(forKey: id) else { throw PlatformError.session(reason: "session \(id) is open in another window") }
        return s
    }
}

/// SDL started once for the whole test process, headless.
enum HeadlessSDL {
    static let started: Bool = {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        return SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0
    }()
}

/// Drives a `SketchController` with synthetic SDL events, through SDL's own queue and the
/// app's translator, and renders after each batch as the event loop does.
final class Harness {
    let services: TestServices
    let controller: SketchController
    var translator: SDLEventTranslator
    let width: Int, height: Int

    init(width: Int = 900, height: Int = 600, photo: String? = TestPaths.samplePhoto, settings: Settings = Settings(),
         environment: [String: String] = [:]) throws {
        precondition(HeadlessSDL.started, "SDL could not start with the dummy video driver")
        var e = SDL_Event()
        while SDL_PollEvent(&e) != 0 {}
        services = try TestServices(environment: environment)
        self.width = width; self.height = height
        controller = SketchController(services: services, width: width, height: height, settings: settings)
        translator = SDLEventTranslator(windowWidth: width, windowHeight: height)
        if let photo { controller.openPhoto(photo) }
        _ = controller.render()
    }

    deinit { try? FileManager.default.removeItem(atPath: services.folder) }

    /// Pushes events into SDL's queue, then drains it into the controller and renders.
    @discardableResult
    func send(_ events: SDL_Event...) -> [IntRect] {
        for var e in events { SDL_PushEvent(&e) }
        var e = SDL_Event()
        while SDL_PollEvent(&e) != 0 {
            for input in translator.translate(e) { controller.handle(input) }
        }
        controller.tick()
        return controller.render()
    }

    /// The window point of a canvas (photo) point.
    func window(_ p: Point) -> Point {
        let r = controller.canvasRect
        let s = Double(r.width) / Double(controller.document.width)
        return Point(Double(r.x) + p.x * s, Double(r.y) + p.y * s)
    }

    // MARK: Event makers

    static func mouseButton(_ down: Bool, _ x: Int, _ y: Int, which: UInt32 = 0, button: Int32 = SDL_BUTTON_LEFT) -> SDL_Event {
        var e = SDL_Event()
        e.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        e.button.which = which
        e.button.button = UInt8(button)
        e.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        e.button.clicks = 1
        e.button.x = Int32(x); e.button.y = Int32(y)
        return e
    }

    static func mouseMotion(_ x: Int, _ y: Int, which: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.which = which
        e.motion.x = Int32(x); e.motion.y = Int32(y)
        return e
    }

    func finger(_ type: SDL_EventType, id: Int64, _ x: Double, _ y: Double, touch: Int64 = 1) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.tfinger.touchId = touch
        e.tfinger.fingerId = id
        e.tfinger.x = Float(x / Double(width)); e.tfinger.y = Float(y / Double(height))
        e.tfinger.pressure = 1
        return e
    }

    static func key(_ sym: SDL_KeyCode, _ mod: SDL_Keymod = KMOD_NONE) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.state = UInt8(SDL_PRESSED)
        e.key.keysym.sym = SDL_Keycode(sym.rawValue)
        e.key.keysym.mod = UInt16(mod.rawValue)
        return e
    }

    static func window(_ event: SDL_WindowEventID) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_WINDOWEVENT.rawValue
        e.window.event = UInt8(event.rawValue)
        return e
    }

    /// A mouse drag through `points` (window pixels).
    func drag(_ points: [(Int, Int)]) {
        send(Self.mouseMotion(points[0].0, points[0].1), Self.mouseButton(true, points[0].0, points[0].1))
        for p in points.dropFirst() { send(Self.mouseMotion(p.0, p.1)) }
        send(Self.mouseButton(false, points.last!.0, points.last!.1))
    }

    /// Draws one stroke, puts a file where the Pictures folder should be, and presses Ctrl+S:
    /// a save that fails, with the drawing still to keep.
    func saveIntoABlockedFolder() throws {
        let a = window(Point(100, 100)), b = window(Point(500, 300))
        drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        try Data("x".utf8).write(to: URL(fileURLWithPath: services.picturesFolder))
        send(Self.key(SDLK_s, KMOD_LCTRL))
        controller.waitForBackgroundWork()
    }

    /// Clicks the centre of a widget.
    func click(widget id: String) {
        guard let r = controller.rect(ofWidget: id) else { fatalError("no widget \(id) on screen") }
        click(r.x + r.width / 2, r.y + r.height / 2)
    }

    func click(_ x: Int, _ y: Int) {
        send(Self.mouseMotion(x, y), Self.mouseButton(true, x, y))
        send(Self.mouseButton(false, x, y))
    }

    /// The canvas as shown: the photo's rectangle of the frame.
    var shownCanvas: RGBAImage { controller.frame.cropped(to: controller.canvasRect) }
}
