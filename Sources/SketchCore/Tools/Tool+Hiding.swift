extension Tool {
    /// Whether its strokes hide part of the photo (pixelate, blur, the spotlight's dimming):
    /// a file that keeps the photo beside the strokes keeps what they hide, unhidden.
    public var hidesPhoto: Bool { [.blocks, .gaussian, .dimOutside].contains(marking) }
}
