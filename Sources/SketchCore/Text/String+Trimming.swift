extension StringProtocol {
    /// Spaces and tabs: what surrounds a value in a settings line or a resource.
    public static var blanks: String { " \t" }

    /// Blanks and line ends.
    public static var blanksAndNewlines: String { " \t\n\r" }

    /// The text without the characters of `set` at either end. It works on scalars, so a CR LF
    /// pair goes when `set` has "\r" and "\n", though Swift reads the pair as one character.
    public func trimmingCharacters(in set: String) -> String {
        let trimmed = Set(set.unicodeScalars)
        var s = Substring(self).unicodeScalars
        while let f = s.first, trimmed.contains(f) { s = s.dropFirst() }
        while let l = s.last, trimmed.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
