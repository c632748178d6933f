import SketchCore

extension Tool {
    /// Its button's picture: the filled one while `fill` is on, for the tools that have one. A
    /// kind no one picks has none.
    func icon(fill: Bool) -> Icon? {
        guard key != nil else { return nil }
        return .tool(self, filled: fill && filledIcon != nil)
    }
}
