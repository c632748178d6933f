/// Takes a screenshot for "New screenshot": hides the window, takes what the settings'
/// `screenshot.mode` says (a region by default, chosen by the user), shows the window again,
/// and keeps the picture in the session as a photo to open. It blocks until done, so it runs on a thread of its own.
public struct ScreenshotClient: Sendable {
    public enum Outcome: Equatable, Sendable {
        /// The picture, kept at this path.
        case photo(String)
        /// The user cancelled: back to the drawing, nothing said.
        case cancelled
        /// Why no picture came.
        case failed(String)
    }

    public var take: @Sendable () -> Outcome

    public init(take: @escaping @Sendable () -> Outcome) { self.take = take }

    /// Where no screen can be taken (tests, benchmarks).
    public static let unavailable = ScreenshotClient { .failed(Strings.noScreenshotsHere) }
}
