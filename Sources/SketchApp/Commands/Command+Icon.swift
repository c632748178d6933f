import SketchCore

extension Command {
    /// Its button's icon; rectangles and ellipses show filled ones while `fill` is on. The pen
    /// button has none (it shows the pen's colour and width), nor has a command without a button.
    func icon(fill: Bool) -> Icon? {
        switch self {
        case .openPicker: return .open
        case .undo: return .undo
        case .redo: return .redo
        case .clear: return .clear
        case .save: return .save
        case .toggleSettings: return .settings
        case .showHelp: return .help
        case .more: return .more
        case .rotateRight: return .rotateRight
        case .rotateLeft: return .rotateLeft
        case .flipHorizontally: return .flipHorizontally
        case .flipVertically: return .flipVertically
        case .tool(let tool):
            switch tool {
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
        case .mode(let mode): return mode.traits.icon
        case .palette, .typePath, .saveAs, .saveView, .copy, .paste, .quit, .closePanel, .enterActions, .deleteSelection, .changeWidth, .nudgeSlider, .toggleFill,
             .zoomIn, .zoomOut, .zoomToFit, .zoomToActualSize:
            return nil
        }
    }
}
