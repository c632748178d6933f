import SketchCore
import SketchPlatform
import SketchTranslation

/// `--capture`: the picture taken before the window opens (so the window is not in it), as the
/// PNG bytes the session keeps as its photo, the way it keeps one read from standard input.
enum CaptureLaunch {
    /// The PNG, or the exit status when there is none: 1 after a cancel (nothing said) or a
    /// failure (said on standard error).
    static func take(_ mode: CaptureMode, delay: Double?, environment: [String: String]) -> Result<[UInt8], CaptureExit> {
        // New screenshot's child whose app is already gone: nobody waits for the picture.
        guard CaptureParent.follow(environment) else { return .failure(CaptureExit(status: 1)) }
        CaptureCountdown.wait(delay ?? 0)
        do {
            return .success(try ScreenCapture.take(mode, environment: environment))
        } catch CaptureFailure.cancelled {
            return .failure(CaptureExit(status: 1))
        } catch {
            return .failure(CaptureExit(status: RenderCommand.fail("\(error)")))
        }
    }
}

/// The status the command ends with when no picture was taken.
struct CaptureExit: Error {
    let status: Int32
}
