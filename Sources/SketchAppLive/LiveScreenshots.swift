import Dispatch
import SketchApp
import SketchCore
import SketchPlatform

extension ScreenshotClient {
    /// What `mode` says of the screen (`ScreenCapture`), taken with `window` hidden, kept in
    /// the session as a photo from standard input is.
    public static func live(mode: CaptureMode, environment: [String: String], journal: JournalFile, window: CapturingWindow) -> ScreenshotClient {
        ScreenshotClient {
            do {
                let bytes = try ScreenCapture.take(mode, environment: environment, from: window)
                return .photo(try journal.keepStandardInput(bytes))
            } catch CaptureFailure.cancelled {
                return .cancelled
            } catch CaptureFailure.failed(let reason) {
                return .failed(reason)
            } catch {
                return .failed("\(error)")
            }
        }
    }
}

extension CapturingWindow {
    /// How long the event loop is given to hide or show the window: it is idle or drawing a
    /// frame, so only a loop that has ended (the app quitting) takes this long.
    static let loopPatienceSeconds = 10.0

    /// The app's `window`, hidden and shown on the event loop's thread through `mail`; shown
    /// again, it is drawn whole.
    public static func live(_ window: AppWindow, mail: EventLoopMail<SketchController>) -> CapturingWindow {
        let owned = LoopOwned(window)
        return CapturingWindow(x11ID: window.x11WindowID) { shown in
            let done = DispatchSemaphore(value: 0)
            mail.post { controller in
                owned.value.setShown(shown)
                if shown { controller.invalidateAll() }
                done.signal()
            }
            return done.wait(timeout: .now() + loopPatienceSeconds) == .success
        }
    }
}

/// A value only the event loop's thread touches, carried through other threads to it.
private final class LoopOwned<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
