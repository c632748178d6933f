/// Names for saved pictures: `sketchpad-YYYYMMDD-HHMMSS.png` by default, or a strftime-style
/// pattern; then `-2`, `-3`, … when that name is taken. Nothing is ever overwritten.
public enum SaveName {
    public struct Stamp: Equatable, Sendable {
        public var year, month, day, hour, minute, second: Int
        /// Day of the year, 1...366 (for %j).
        public var dayOfYear: Int
        public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, dayOfYear: Int = 1) {
            self.year = year; self.month = month; self.day = day; self.hour = hour; self.minute = minute; self.second = second
            self.dayOfYear = dayOfYear
        }
    }

    /// The name a picture gets unless `save.pattern` says otherwise.
    public static let defaultPattern = "sketchpad-%Y%m%d-%H%M%S"

    /// The bytes each field can fill (a year may pass 9999; five digits are allowed for it).
    static let fieldWidths: [Character: Int] = ["Y": 5, "m": 2, "d": 2, "H": 2, "M": 2, "S": 2, "y": 2, "j": 3, "%": 1]
    /// The longest file name the file systems take (NAME_MAX), and what is kept free of it for
    /// a "-NNNNNN" counter and the longest extension (".webp").
    public static let maxNameBytes = 255
    static let suffixBytes = 12
    /// The most names `free` tries.
    static let maxTries = 100_000

    /// Why `pattern` cannot name files, or nil. Control characters (a NUL above all, which
    /// would cut the name short when it reaches the system) are refused, and so is a pattern
    /// whose names could pass NAME_MAX.
    public static func problem(inPattern pattern: String) -> String? {
        if pattern.isEmpty { return "the pattern is empty" }
        if let c = pattern.unicodeScalars.first(where: TextValue.isControl) {
            return "\(TextValue.shown(pattern)) contains the control character \(TextValue.shown(String(c)))"
        }
        if pattern.contains("/") { return "\(TextValue.shown(pattern)) contains a /; it names a file, not a folder" }
        var bytes = 0
        var chars = pattern.makeIterator()
        while let c = chars.next() {
            guard c == "%" else { bytes += c.utf8.count; continue }
            guard let f = chars.next() else { return "\(TextValue.shown(pattern)) ends with a lone %" }
            guard let width = fieldWidths[f] else { return "\(TextValue.shown(pattern)) uses %\(TextValue.shown(String(f))); known fields are %Y %m %d %H %M %S %y %j %%" }
            bytes += width
        }
        if bytes + suffixBytes > maxNameBytes {
            return "\(TextValue.shown(pattern)) makes names of up to \(bytes) bytes; with a counter and an extension they must fit in \(maxNameBytes)"
        }
        return nil
    }

    /// `pattern` with its fields filled from `stamp`.
    public static func format(_ pattern: String, _ s: Stamp) -> String {
        func pad(_ v: Int, _ n: Int) -> String { let t = String(v); return String(repeating: "0", count: max(0, n - t.count)) + t }
        var out = ""
        var chars = pattern.makeIterator()
        while let c = chars.next() {
            guard c == "%", let f = chars.next() else { out.append(c); continue }
            switch f {
            case "Y": out += pad(s.year, 4)
            case "m": out += pad(s.month, 2)
            case "d": out += pad(s.day, 2)
            case "H": out += pad(s.hour, 2)
            case "M": out += pad(s.minute, 2)
            case "S": out += pad(s.second, 2)
            case "y": out += pad(s.year % 100, 2)
            case "j": out += pad(s.dayOfYear, 3)
            case "%": out += "%"
            default: out += "%" + String(f)
            }
        }
        return out
    }

    public static func base(_ s: Stamp, pattern: String = defaultPattern) -> String { format(pattern, s) }

    /// What a picture drawn on the photo named `photo` (a file name) is saved under: a pattern
    /// that begins as the default does gets the photo's name without its extension and
    /// `-edited` in place of `sketchpad` (`holiday.jpg` → `holiday-edited-20261130-093012`). A
    /// pattern the user set otherwise, a blank canvas, and a photo whose name has no extension
    /// (one read from standard input or pasted) keep the pattern. The name is cut (at a
    /// character) so that the names stay within `maxNameBytes`.
    public static func pattern(_ pattern: String, photo: String?) -> String {
        let prefix = "sketchpad"
        guard pattern.hasPrefix(defaultPattern), let photo, let dot = photo.lastIndex(of: "."), dot != photo.startIndex else { return pattern }
        var stem = String(photo[..<dot])
        let rest = "-edited" + pattern.dropFirst(prefix.count)
        let room = maxNameBytes - suffixBytes - (patternBytes(rest) ?? maxNameBytes)
        while !stem.isEmpty && stem.replacingPercents.utf8.count > room { stem.removeLast() }
        guard !stem.isEmpty, !stem.unicodeScalars.contains(where: TextValue.isControl) else { return pattern }
        return stem.replacingPercents + rest
    }

    /// The most bytes names of `pattern` take, nil when it cannot name files.
    static func patternBytes(_ pattern: String) -> Int? {
        var bytes = 0
        var chars = pattern.makeIterator()
        while let c = chars.next() {
            guard c == "%" else { bytes += c.utf8.count; continue }
            guard let f = chars.next(), let width = fieldWidths[f] else { return nil }
            bytes += width
        }
        return bytes
    }

    /// The first free file name for `stamp` in a folder; `exists` says whether a name is taken.
    /// Nil when none of the first `maxTries` is free.
    public static func free(_ stamp: Stamp, pattern: String = defaultPattern, ext: String = "png", exists: (String) -> Bool) -> String? {
        let stem = base(stamp, pattern: pattern)
        var name = "\(stem).\(ext)"
        var n = 2
        while exists(name) {
            guard n <= maxTries else { return nil }
            name = "\(stem)-\(n).\(ext)"
            n += 1
        }
        return name
    }
}

private extension String {
    /// A literal text in a pattern: each % doubled.
    var replacingPercents: String { reduce(into: "") { out, c in out += c == "%" ? "%%" : String(c) } }
}
