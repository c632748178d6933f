import SketchApp
import SketchTranslation

/// The layout of `--help`: the usage lines under a translated "usage:", and the options with
/// their texts in a column. Columns are counted in the terminal's
/// cells, so a Chinese text, two cells a character, lines up as an English one.
enum HelpColumns {
    /// Where the options' texts begin.
    static let textColumn = 26

    /// The command's forms, the first after a translated "usage:", the others under it.
    static func usage(_ forms: [String]) -> String {
        let usageWord = tr("usage:")
        let indent = String(repeating: " ", count: cells(usageWord) + 1)
        return forms.enumerated().map { ($0.offset == 0 ? usageWord + " " : indent) + $0.element }.joined(separator: "\n")
    }

    /// The options, one a line (a text's further lines under its first), their texts in a column.
    static func options(_ options: [(names: String, text: String)]) -> String {
        var lines: [String] = []
        for (names, text) in options {
            let head = "  " + names
            let gap = max(textColumn - cells(head), 2)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                lines.append((index == 0 ? head + String(repeating: " ", count: gap) : String(repeating: " ", count: textColumn)) + line)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The cells `text` takes in a terminal: two for the wide (East Asian) characters, none for
    /// combining marks, one for the rest.
    static func cells(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            if scalar.properties.generalCategory == .nonspacingMark { return total }
            return total + (wide.contains { $0.contains(scalar.value) } ? 2 : 1)
        }
    }

    /// Unicode's East Asian Wide and Fullwidth blocks: Hangul Jamo, CJK radicals to Yi, Hangul
    /// syllables, CJK compatibility, vertical and fullwidth forms, and the supplementary ideographs.
    static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]
}
