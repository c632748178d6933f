import SketchCore
import SketchRaster

/// What the event loop drives, as the loop sees it: input goes in, frames, the cursor, the
/// title and the text caret come out. The app's controller is one (the conformance is made
/// where both are known, in SketchAppLive), so this target needs nothing of the app's.
public protocol EventLoopController: AnyObject {
    var wantsQuit: Bool { get }
    /// When the controller next has something to do with no input (a message expiring).
    var nextDeadline: Double? { get }
    var needsRender: Bool { get }
    var cursor: CursorRequest { get }
    var title: String { get }
    /// Where text is being typed (window pixels), nil when none is.
    var textInputRect: IntRect? { get }
    /// The picture `render` draws into.
    var frame: RGBAImage { get }

    func handle(_ event: InputEvent)
    func tick()
    func waitForOpenedPhoto(atMost seconds: Double)
    func collectBackgroundWork()
    func setScale(_ scale: Double)
    func invalidateAll()
    /// Draws what changed into `frame`; returns where.
    func render() -> [IntRect]
}
