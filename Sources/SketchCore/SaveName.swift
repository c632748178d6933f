/// Names for saved pictures: `sketchpad-YYYYMMDD-HHMMSS.png`, then `-2`, `-3`, … when that
/// name is taken. Nothing is ever overwritten.
public enum SaveName {
    public struct Stamp: Equatable, Sendable {
        public var year, month, day, hour, minute, second: Int
        public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
            self.year = year; self.month = month; self.day = day; self.hour = hour; self.minute = minute; self.second = second
        }
    }

    public static func base(_ s: Stamp, prefix: String = "sketchpad") -> String {
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(prefix)-\(s.year)\(two(s.month))\(two(s.day))-\(two(s.hour))\(two(s.minute))\(two(s.second))"
    }

    /// The first free file name for `stamp` in a folder; `exists` says whether a name is taken.
    public static func free(_ stamp: Stamp, prefix: String = "sketchpad", ext: String = "png", exists: (String) -> Bool) -> String {
        let stem = base(stamp, prefix: prefix)
        var name = "\(stem).\(ext)"
        var n = 2
        while exists(name) {
            name = "\(stem)-\(n).\(ext)"
            n += 1
        }
        return name
    }
}
