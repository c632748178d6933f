/// Text for the man page (roff): what the option and key tables write into docs/sketchpad.1.
public enum Roff {
    /// `text` as roff shows it literally: hyphens as minus signs (so options copy and paste
    /// right), backslashes, a leading dot or quote, and the few non-ASCII signs the tables use.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case "±": out += "\\(+-"
            case "°": out += "\\(de"
            case "×": out += "\\(mu"
            case "…": out += "..."
            default: out.append(c)
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }

    /// Lines of text with `**bold**` and `*italic*` spans, in roff: each span in its font, all
    /// of it escaped, and a line that would start with a dot or quote kept as text.
    public static func marked(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var out = "", plain = ""
            var rest = Substring(line)
            func flushPlain() { out += escapedInline(plain); plain = "" }
            while let c = rest.first {
                let bold = rest.hasPrefix("**")
                if c == "*", let end = firstRange(of: bold ? "**" : "*", in: rest.dropFirst(bold ? 2 : 1)) {
                    flushPlain()
                    let span = rest[rest.index(rest.startIndex, offsetBy: bold ? 2 : 1)..<end.lowerBound]
                    out += (bold ? "\\fB" : "\\fI") + escapedInline(String(span)) + "\\fR"
                    rest = rest[end.upperBound...]
                } else {
                    plain.append(c)
                    rest = rest.dropFirst()
                }
            }
            flushPlain()
            return out.hasPrefix(".") || out.hasPrefix("'") ? "\\&" + out : out
        }.joined(separator: "\n")
    }

    /// `escaped` for text inside a line (a leading dot there is harmless).
    private static func escapedInline(_ text: String) -> String {
        let out = escaped(text)
        return out.hasPrefix("\\&") ? String(out.dropFirst(2)) : out
    }

    private static func firstRange(of needle: String, in text: Substring) -> Range<Substring.Index>? {
        var i = text.startIndex
        while i < text.endIndex {
            if text[i...].hasPrefix(needle) { return i..<text.index(i, offsetBy: needle.count) }
            i = text.index(after: i)
        }
        return nil
    }
}
