import SketchRaster
import SketchTranslation

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

extension CaptureFailure {
    /// The reason in a line `sketchpad --capture` printed on failing (`sketchpad: cannot
    /// capture the screen: REASON`, in the same language), for saying it again in the window;
    /// the line itself when it is not one.
    static func reason(in line: String) -> String {
        let marker = String(Character(Unicode.Scalar(1)))
        let parts = ("sketchpad: " + CaptureFailure.failed(marker).description).split(separator: marker, omittingEmptySubsequences: false)
        guard parts.count == 2, line.hasPrefix(parts[0]), line.hasSuffix(parts[1]), line.count >= parts[0].count + parts[1].count else { return line }
        return String(line.dropFirst(parts[0].count).dropLast(parts[1].count))
    }
}
