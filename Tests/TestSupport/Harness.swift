import Foundation
import SketchApp
import SketchCore
import SketchRaster

/// Drives a `SketchController` on a `TestMachine` with input events as the platform makes
/// them, and renders after each batch as the event loop does. No SDL: the platform's
/// translation of SDL events is tested on its own (SketchPlatformTests).
public final class Harness {
    public let machine: TestMachine
    public let controller: SketchController
    public let width: Int, height: Int

    /// - Parameters:
    ///   - services: the controller's services on `machine` (some of them live, for the
    ///     platform's tests); the machine's own by default.
    ///   - desktop: the desktop's light or dark preference; dark, the theme the goldens and the
    ///     pixel checks were made in (the end-to-end tests' app is told the same: `TestDesktop`).
    public init(width: Int = 900, height: Int = 600, photo: String? = TestPaths.samplePhoto, settings: Settings = Settings(), scale: Double = 1,
                desktop: ColorScheme = .dark, machine: TestMachine = TestMachine(), services: ((TestMachine) -> AppServices)? = nil) {
        self.machine = machine
        self.width = width; self.height = height
        controller = SketchController(services: services?(machine) ?? machine.services(), width: width, height: height, settings: settings, scale: scale, desktop: desktop)
        if let photo { open(photo) }
        _ = controller.render()
    }

    /// Whether the harness waits for a photo being opened after each batch of events, as if it
    /// came at once (the event loop takes it up when it comes). Tests of the wait itself turn it off.
    public var waitsForOpening = true

    /// Opens a photo, as the toolbar's Open does (see `waitsForOpening`).
    public func open(_ path: String) {
        controller.openPhoto(path)
        waitForOpening()
    }

    /// Restores a stored session, its photo opened first (see `waitsForOpening`).
    public func restore(_ stored: RestoredSession) {
        controller.restore(stored)
        waitForOpening()
    }

    private func waitForOpening() {
        if waitsForOpening && controller.isOpeningPhoto { controller.waitForOpenedPhoto() }
    }

    /// Handles the events, then takes down expired messages and renders, as the event loop does.
    @discardableResult
    public func send(_ events: InputEvent...) -> [IntRect] { send(events) }

    @discardableResult
    public func send(_ events: [InputEvent]) -> [IntRect] {
        for e in events { controller.handle(e) }
        waitForOpening()
        controller.tick()
        // As the event loop does: a frame is painted only when the controller says it changed.
        return controller.needsRender ? controller.render() : []
    }

    /// The window point of a canvas (photo) point.
    public func window(_ p: Point) -> Point {
        let r = controller.canvasRect
        let s = Double(r.width) / Double(controller.document.width)
        return Point(Double(r.x) + p.x * s, Double(r.y) + p.y * s)
    }

    // MARK: Input as the platform gives it

    /// The mouse over pixel (x, y): events carry the pixel's centre.
    public static func mouse(_ x: Int, _ y: Int) -> Point { Point(Double(x) + 0.5, Double(y) + 0.5) }
    public static func mouse(_ p: Point) -> Point { mouse(Int(p.x), Int(p.y)) }

    /// A key pressed with `modifiers` held: the platform says which are held, then the key.
    public static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> [InputEvent] { [.modifiersChanged(modifiers), .key(key, modifiers)] }
    public static func key(_ c: Character, _ modifiers: KeyModifiers = []) -> [InputEvent] { key(.character(c), modifiers) }

    public func press(_ key: Key, _ modifiers: KeyModifiers = []) { send(Self.key(key, modifiers)) }
    public func press(_ c: Character, _ modifiers: KeyModifiers = []) { send(Self.key(c, modifiers)) }

    /// A mouse drag through `points` (window pixels).
    public func drag(_ points: [(Int, Int)]) {
        let first = Self.mouse(points[0].0, points[0].1)
        send(.hover(first), .pointerDown(.mouse, first))
        for p in points.dropFirst() { send(.pointerMoved(.mouse, Self.mouse(p.0, p.1))) }
        send(.pointerUp(.mouse, Self.mouse(points.last!.0, points.last!.1)))
    }

    /// Clicks pixel (x, y).
    public func click(_ x: Int, _ y: Int) {
        let p = Self.mouse(x, y)
        send(.hover(p), .pointerDown(.mouse, p))
        send(.pointerUp(.mouse, p))
    }

    /// Clicks the centre of a widget; a toolbar button that did not fit is clicked in the
    /// overflow menu, as a person would.
    public func click(widget id: String) {
        if controller.rect(ofWidget: id) == nil, controller.rect(ofWidget: "menu." + id) == nil, controller.rect(ofWidget: "toolbar.more") != nil {
            click(widget: "toolbar.more")
            return click(widget: "menu." + id)
        }
        guard let r = controller.rect(ofWidget: id) ?? controller.rect(ofWidget: "menu." + id) else { fatalError("no widget \(id) on screen") }
        click(r.x + r.width / 2, r.y + r.height / 2)
    }

    /// Draws one stroke, puts a file where the Pictures folder should be, and presses Ctrl+S:
    /// a save that fails, with the drawing still to keep.
    public func saveIntoABlockedFolder() {
        let a = window(Point(100, 100)), b = window(Point(500, 300))
        drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        machine.remove(machine.picturesFolder)
        machine.put(nil, at: machine.picturesFolder)
        press("s", .control)
        controller.waitForBackgroundWork()
    }

    /// The canvas as shown: the photo's rectangle of the frame.
    public var shownCanvas: RGBAImage { controller.frame.cropped(to: controller.canvasRect) }

    /// The sample photo.
    public static let sample: RGBAImage = try! TestPNG.read(TestPaths.samplePhoto)
}
