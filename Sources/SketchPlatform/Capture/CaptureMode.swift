import SketchRaster
import SketchTranslation

/// What `--capture` takes: every monitor, a rectangle the user drags, or a window they click.
public enum CaptureMode: String, CaseIterable, Sendable {
    case screen, region, window

    /// `screen|region|window`, as the command line spells them.
    public static var spellings: String { allCases.map(\.rawValue).joined(separator: "|") }
}

/// Why no capture came: the user cancelled it (nothing more to say), or it failed (said).
public enum CaptureFailure: Error, Equatable, CustomStringConvertible {
    case cancelled
    case failed(String)

    public var description: String {
        switch self {
        case .cancelled: tr("the capture was cancelled")
        case .failed(let reason): tr("cannot capture the screen: {reason}", ["reason": reason])
        }
    }
}
