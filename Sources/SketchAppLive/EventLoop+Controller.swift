import SketchApp
import SketchPlatform

/// The event loop drives the app's controller: SketchPlatform knows it only as an
/// `EventLoopController`, so that it needs nothing of SketchApp's.
extension SketchController: EventLoopController {}

extension EventLoopMail {
    /// The controller's way to wake the loop.
    public var wakeClient: Wake { Wake { [self] in wake() } }
}
