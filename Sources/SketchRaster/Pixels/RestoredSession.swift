import SketchCore

/// A stored session read back, with the picture its checkpoint's strokes were drawn into.
public typealias RestoredSession = RestoredSessionOf<RGBAImage>
