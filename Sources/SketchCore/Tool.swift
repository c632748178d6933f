/// What a stroke is. The raw values are the document format's `tool` strings.
public enum Tool: String, CaseIterable, Sendable, Codable {
    case pen
    case line

    /// Tools drawn from a start point to an end point; they store exactly two points.
    public var isTwoPoint: Bool {
        switch self {
        case .pen: return false
        case .line: return true
        }
    }
}
