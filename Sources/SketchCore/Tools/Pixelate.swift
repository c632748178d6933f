import SketchTranslation

extension Tool {
    /// A box whose pixels become blocks, each their average: what it covers can no longer be
    /// read. Shift makes a square.
    public static let pixelate = Tool(
        id: "pixelate", key: "x", label: { tr("Pixelate") }, name: { tr("pixelate") },
        hint: { tr("drag over what to hide in blocks; Shift makes a square") },
        icon: cells + [.loop(.grid([(4, 4), (20, 4), (20, 20), (4, 20)]))],
        attributes: [.width],
        cursor: .crosshair, shape: .area, marking: .blocks, width: .broad, cost: .blocks)

    /// A frame of 4×4 cells, every other one filled.
    private static let cells = (0..<16).filter { ($0 / 4 + $0 % 4) % 2 == 0 }.map { i -> IconMark in
        let (x, y) = (Double(4 + i % 4 * 4), Double(4 + i / 4 * 4))
        return .fill(.grid([(x, y), (x + 4, y), (x + 4, y + 4), (x, y + 4)]))
    }
}
