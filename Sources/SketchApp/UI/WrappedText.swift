import SketchRaster

/// A message broken into lines that fit a width: at spaces, and after a `/` in a long path;
/// a word still too wide (or a script without spaces) is broken between characters.
enum WrappedText {
    static func lines(_ text: String, width: Int, size: Int, measure: TextMeasuring) -> [String] {
        guard width > 0 else { return [text] }
        func fits(_ s: Substring) -> Bool { measure.textWidth(String(s), size: size) <= width }
        var lines: [String] = []
        var line = Substring("")
        for word in pieces(text) {
            let joined = line + word
            if fits(joined) { line = joined; continue }
            if !line.isEmpty { lines.append(String(line.reversed().drop { $0 == " " }.reversed())) }
            line = ""
            var rest = Substring(word.drop { $0 == " " })
            while !rest.isEmpty && !fits(rest) {
                // The longest start of it that fits, at least one character.
                var n = rest.count - 1
                while n > 1 && !fits(rest.prefix(n)) { n -= 1 }
                lines.append(String(rest.prefix(max(n, 1))))
                rest = rest.dropFirst(max(n, 1))
            }
            line = rest
        }
        if !line.isEmpty || lines.isEmpty { lines.append(String(line)) }
        return lines
    }

    /// The text cut into words, each with the spaces before it; a `/` ends a word.
    static func pieces(_ text: String) -> [Substring] {
        var out: [Substring] = []
        var start = text.startIndex, i = text.startIndex, seenLetter = false
        while i < text.endIndex {
            let c = text[i]
            if c == " " && seenLetter {
                out.append(text[start..<i]); start = i; seenLetter = false
            } else if c != " " {
                seenLetter = true
            }
            i = text.index(after: i)
            if c == "/" && seenLetter { out.append(text[start..<i]); start = i; seenLetter = false }
        }
        if start < text.endIndex { out.append(text[start...]) }
        return out
    }
}
