import FoundationEssentials

extension Tool {
    /// The geometry a tool's points describe, which also says how a person makes them.
    public enum Shape: Sendable, Equatable {
        /// Any number of points joined with round caps and joins: a drag.
        case freehand
        /// From its first point to its last: a drag from end to end.
        case line
        /// A line with a filled head at its end.
        case arrow
        /// The outline of the box with its two points at opposite corners.
        case rectangle
        /// The outline of the ellipse inscribed in that box.
        case ellipse
        /// Text whose box has its top-left corner at the one point: a click, then typing.
        case text
        /// A disc centred on the one point, with a number on it: a click.
        case marker
        /// The box with its two points at opposite corners, worked on by its `Marking`.
        case area

        /// How many points it stores; nil for any number (at least one).
        public var pointCount: Int? {
            switch self {
            case .freehand: return nil
            case .text, .marker: return 1
            case .line, .arrow, .rectangle, .ellipse, .area: return 2
            }
        }
    }

    /// How a tool's colour meets what is under it: the raster algorithm that draws it.
    public enum Marking: Sendable, Equatable {
        /// Laid over it (source-over).
        case paint
        /// A translucent tint that lightens what is dark and darkens what is light, so it shows
        /// on any photo while what is under it keeps most of its contrast.
        case highlight
        /// Takes strokes away: what was under every stroke (the photo) shows again.
        case reveal
        /// What is under its box becomes blocks of `width` px, each its average.
        case blocks
        /// What is under its box is smoothed by a Gaussian of radius `width` px.
        case gaussian
        /// Everything outside the union of the boxes of every such stroke is dimmed by one
        /// colour (the newest one's), laid over the finished picture (see `OutsideDim`).
        case dimOutside
        /// Its picture (`Stroke.image`) scaled into its box and laid over what is under it.
        case picture

        /// Whether strokes drawn this way have a colour of their own.
        public var drawsColor: Bool { self != .blocks && self != .gaussian && self != .picture }
        /// Whether it works on the pixels already under its box (so a view of it is drawn afresh).
        public var filtersUnder: Bool { self == .blocks || self == .gaussian }
    }

    /// How a tool's stored width follows the pen's width.
    public enum WidthRule: Sendable, Equatable {
        /// The pen's width.
        case pen
        /// Three times the pen's width, 12...192 px: a broad mark, and blocks and radii large
        /// enough to hide what is under them.
        case broad
        /// The text's em size: the pen's text size (`PenSettings.textSize`), apart from its width.
        case textSize
    }

    /// What drawing a stroke costs the render budget (`RenderWork`), by the work it does.
    public enum RenderCost: Sendable, Equatable {
        /// Its outline's pixels (and a text's glyphs, a marker's digits).
        case path
        /// Each output pixel of its box averaged once.
        case blocks
        /// Each output pixel of its box filtered in two passes as wide as its radius.
        case gaussian
        /// Its share of one dim over the whole output.
        case wholeOutput
        /// Its picture decoded and scaled into its box.
        case picture
    }

    /// What a turn or flip of the picture does to a stroke.
    public enum Turn: Sendable, Equatable {
        /// Every point moves with the picture.
        case points
        /// Its box stays upright at its size, its centre where the picture takes it, so what
        /// it shows is never stretched.
        case uprightBox
    }
}
