import SketchCore

extension Tool {
    /// Its button's picture; rectangles and ellipses show filled ones while `fill` is on. A
    /// pasted image has no button.
    func icon(fill: Bool) -> Icon? {
        switch self {
        case .pen: return .pen
        case .line: return .line
        case .arrow: return .arrow
        case .rectangle: return fill ? .rectangleFilled : .rectangle
        case .ellipse: return fill ? .ellipseFilled : .ellipse
        case .highlighter: return .highlighter
        case .eraser: return .eraser
        case .text: return .text
        case .marker: return .marker
        case .pixelate: return .pixelate
        case .blur: return .blur
        case .spotlight: return .spotlight
        case .image: return nil
        }
    }
}
