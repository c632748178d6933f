import SketchCore

/// What went wrong outside the app's own logic, with what failed: every message is one
/// sentence naming the thing and the reason (the system's own, from strerror, where there is
/// one), a name's control characters escaped so none reaches the terminal raw.
public enum PlatformError: Error, Equatable, CustomStringConvertible {
    /// A file that could not be read, written or replaced (a photo, a document, an output, a
    /// session's journal, checkpoint or lock).
    case file(String, reason: String)
    /// A folder that could not be made or listed.
    case folder(String, reason: String)
    /// A picture that could not be encoded.
    case image(reason: String)
    /// No display to open the window on, or no way to show it there.
    case display(reason: String)
    /// SDL could not open the window.
    case window(reason: String)
    /// The font could not be opened or rendered with.
    case font(String, reason: String)
    /// An environment variable set to something that cannot be used.
    case variable(String, reason: String)
    /// The picture could not be put on the clipboard.
    case clipboard(reason: String)
    /// A stored session that cannot be taken (another window has it, there is none).
    case session(reason: String)

    /// The path or name of what failed, when the message starts with one.
    public var subject: String? {
        switch self {
        case .file(let path, _), .folder(let path, _), .font(let path, _): return path
        case .variable(let name, _): return name
        case .image: return "image"
        case .display: return "display"
        case .window: return "window"
        case .clipboard, .session: return nil
        }
    }

    public var reason: String {
        switch self {
        case .file(_, let r), .folder(_, let r), .font(_, let r), .variable(_, let r): return r
        case .image(let r), .display(let r), .window(let r), .clipboard(let r), .session(let r): return r
        }
    }

    public var description: String { subject.map { "\(TextValue.escaped($0)): \(reason)" } ?? reason }
}
