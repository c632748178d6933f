import SketchTranslation

extension StrokeAttribute {
    /// The full stroke width in canvas px: a line's, a text's em size, a filter's block size or
    /// radius. Kinds without one of their own (`Tool.hasOwnWidth`: their box is what they are) may leave it out.
    public static let width: StrokeAttribute = StrokeAttribute(
        id: "width", kind: .pen,
        storage: .property("width", \.width, blank: 0),
        document: DocumentForm(keys: ["width"], write: { s in "\"width\":\(DocumentCodec.number(s.width))" }, read: { dict, stroke, label in
            guard let width = DocumentCodec.real(dict["width"]) ?? (!stroke.tool.hasOwnWidth && dict["width"] == nil ? 1 : nil) else {
                throw DocumentError("\(label): \"width\" is missing or not a number")
            }
            stroke.width = width
        }, validate: { stroke, label in
            guard stroke.width.isFinite, stroke.width > 0 else { throw DocumentError("\(label): width must be a finite number above 0, not \(stroke.width)") }
        }),
        record: RecordForm(tag: 2, write: { s, w in w.f64(s.width) }, read: { r, s in s.width = try r.f64() }),
        setting: nil,
        restyle: { s, change in
            // A text follows the text size, the others the pen's width; a picture keeps its size.
            let resized = s.tool.widthRule == .textSize ? change.changed { pen, _ in pen.textSize } : change.changed { pen, _ in pen.width }
            guard resized, s.tool.marking != .picture, let width = change.width else { return }
            s.width = width(s.tool)
        },
        option: { tool in
            tool.widthRule == .textSize ? .slider(range: PenSettings.textSizeRange, default: PenSettings.defaultTextSize)
                : .slider(range: PenSettings.widthRange, default: PenSettings.default.width)
        },
        example: { $0.width = 7.25 },
        access: OptionAccess(
            label: { tool in tool.widthRule == .textSize ? tr("Size") : tool.marking == .blocks ? tr("Block size") : tr("Width") },
            get: { tool, o in .number(tool.widthRule == .textSize ? o.pen.textSize : o.pen.width) },
            set: { v, tool, o in
                guard let n = v.number else { return }
                if tool.widthRule == .textSize { o.pen.setTextSize(n) } else { o.pen.setWidth(n) }
            },
            // What the tool draws with, in px: a broad tool's is wider than the pen's.
            shown: { v, tool in
                var pen = PenSettings.default
                v.number.map { pen.setWidth($0); pen.setTextSize($0) }
                return tr("{width} px", ["width": Int(tool.strokeWidth(forPen: pen))])
            }))
}
