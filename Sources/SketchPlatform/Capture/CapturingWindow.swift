/// The app's open window, for New screenshot: taken off the screen while the screen is taken,
/// and put back after.
public struct CapturingWindow: Sendable {
    /// The window's X11 id, unmapped through the capture's own connection; nil on Wayland.
    public var x11ID: UInt?
    /// Hides (false) or shows (true) the window on the event loop's thread (SDL's windows are
    /// that thread's), returning once it is done; false when that could not be done in time.
    public var setShown: @Sendable (Bool) -> Bool
    /// The app's own program, run as `--capture MODE -o -` where the capture needs SDL and the
    /// compositor to itself (`CaptureProcess`): this program, unless another is given.
    public var program: String

    public init(x11ID: UInt?, setShown: @escaping @Sendable (Bool) -> Bool, program: String? = nil) {
        self.x11ID = x11ID
        self.setShown = setShown
        self.program = program ?? AssetLocator.executablePath()
    }
}
