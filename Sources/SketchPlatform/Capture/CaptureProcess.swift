import SketchCore
import SketchTranslation

/// New screenshot on a Wayland desktop without a portal: the capture runs as the app's own
/// program, `sketchpad --capture MODE -o -`, in a process of its own while the window is
/// hidden. There its screencopy and its frozen-screen overlay (`WaylandCaptureOverlay`) have a
/// connection and SDL's video of their own, which the open window's cannot share; the PNG
/// comes on its standard output. The child ends with the app (`CaptureParent`).
enum CaptureProcess {
    /// As long as a portal's dialog is given: the user may be choosing a region.
    static let timeoutSeconds = Double(PortalScreenshot.answerTimeoutSeconds)
    /// `--capture`'s status after a cancel.
    static let cancelledStatus: Int32 = 1

    static func take(_ mode: CaptureMode, program: String, environment: [String: String],
                     timeout: Double = timeoutSeconds) throws(CaptureFailure) -> [UInt8] {
        var childEnvironment = environment
        // No portal answered here: the child goes straight to screencopy rather than ask again.
        childEnvironment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        // It ends with the app, its overlay with it.
        CaptureParent.name(in: &childEnvironment)
        let result: HelperProcess.Result
        do {
            result = try HelperProcess.run(program, arguments: ["--capture", mode.rawValue, "-o", "-"], environment: childEnvironment,
                                           input: [], timeout: timeout, outputLimit: InputFile.maxPhotoBytes)
        } catch let failure as HelperProcess.Failure {
            throw .failed(failure.description)
        } catch {
            throw .failed("\(error)")
        }
        switch result.exitStatus {
        case 0? where !result.output.isEmpty:
            return result.output
        case 0?:
            throw .failed(tr("the capture gave no picture"))
        case cancelledStatus?:
            throw .cancelled
        case let status?:
            guard result.message.isEmpty else { throw .failed(CaptureFailure.reason(in: result.message)) }
            throw .failed(tr("the capture ended with status {status} and said nothing", ["status": Int(status)]))
        case nil:
            throw .failed(tr("the capture was ended by signal {signal}", ["signal": Int(result.signal ?? 0)]))
        }
    }
}
