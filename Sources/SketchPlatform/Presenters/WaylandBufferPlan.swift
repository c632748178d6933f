/// The size of the Wayland presenter's buffers, and whether it shows them through a viewport of
/// its own: the decision alone, apart from the protocol objects (`WaylandFractionalScale`).
///
/// SDL 2.26 keeps the surface's scale itself: a buffer scale of a whole number, or, when the
/// outputs' xdg-output sizes give it a fractional scale (and the window allows high DPI), a
/// wp_viewport of its own with its drawable as source and the window as destination. It knows
/// nothing of wp_fractional_scale_v1. The compositor's preferred scale is followed where SDL
/// leaves room for it, and SDL's drawable everywhere else:
/// - SDL's drawable already differs from the window's size (a buffer scale above 1 or SDL's own
///   viewport): a buffer of another size would break SDL's source rectangle or buffer scale.
/// - SDL may make a viewport of its own (a display of a fractional scale in its eyes): a
///   second viewport on the surface is a protocol error.
/// - Otherwise, with a preferred scale other than 1 and a wp_viewporter, the buffer is
///   round(window size × scale) pixels shown at the window's size through the presenter's own
///   viewport (SDL then keeps a buffer scale of 1, which suits any buffer size).
public struct WaylandBufferPlan: Equatable, Sendable {
    /// The buffer's size in pixels: what the app renders.
    public var width: Int
    public var height: Int
    /// The size the presenter's own viewport shows the buffer at (the window's size), or nil
    /// when the buffer goes as SDL has set the surface up.
    public var viewportDestination: Size?

    public struct Size: Equatable, Sendable {
        public var width: Int
        public var height: Int
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    public init(width: Int, height: Int, viewportDestination: Size? = nil) {
        self.width = width
        self.height = height
        self.viewportDestination = viewportDestination
    }

    /// fractional-scale-v1 gives scales in 120ths.
    public static let scaleDenominator = 120

    /// - Parameters:
    ///   - window: the window's size in SDL's window coordinates (the surface's logical size).
    ///   - sdlDrawable: SDL's drawable size in pixels (SDL_GetWindowSizeInPixels).
    ///   - preferredScale: the compositor's preferred scale in 120ths, or nil when it has not
    ///     said (or has no wp_fractional_scale_manager_v1).
    ///   - hasViewporter: whether the compositor offers wp_viewporter.
    ///   - sdlMayMakeViewport: whether SDL may give the surface a viewport of its own.
    public static func decide(window: Size, sdlDrawable: Size, preferredScale: Int?, hasViewporter: Bool,
                              sdlMayMakeViewport: Bool) -> WaylandBufferPlan {
        let sdl = WaylandBufferPlan(width: sdlDrawable.width, height: sdlDrawable.height)
        guard let preferredScale, preferredScale > 0, hasViewporter, !sdlMayMakeViewport,
              window.width > 0, window.height > 0, sdlDrawable == window else { return sdl }
        let pixels = Size(width: scaled(window.width, by: preferredScale), height: scaled(window.height, by: preferredScale))
        guard pixels != window else { return sdl }
        return WaylandBufferPlan(width: pixels.width, height: pixels.height, viewportDestination: window)
    }

    /// `length` × `scale`/120, rounded halfway away from zero, as fractional-scale-v1 asks.
    public static func scaled(_ length: Int, by scale: Int) -> Int {
        (length * scale + scaleDenominator / 2) / scaleDenominator
    }

    /// Whether SDL 2.26 would see a fractional scale on a display of `pixelWidth` pixels (its
    /// largest mode) that is `logicalWidth` wide in the desktop's coordinates (its desktop mode,
    /// from xdg-output), and so show a window there through a viewport of its own.
    public static func isFractional(pixelWidth: Int, logicalWidth: Int) -> Bool {
        guard pixelWidth > 0, logicalWidth > 0 else { return false }
        let scale = Float(pixelWidth) / Float(logicalWidth)
        // SDL's own test: not equal to its rounding within a float's epsilon.
        return abs(scale.rounded() - scale) > scale * Float.ulpOfOne
    }
}
