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
}
