import FoundationEssentials
import Glibc

/// The widgets' scale on a screen: drawable pixels per unit of their design. Text, toolbar,
/// panel and cursor ring are that many times their 96-dpi size; the photo always fills the
/// canvas at the screen's own pixels.
///
/// - `SKETCHPAD_SCALE` wins over everything (any number from 1 to 4, fractions kept).
/// - On X11, where windows are in the screen's pixels, `GDK_SCALE` (a whole number), else the
///   resource database's `Xft.dpi` divided by 96 (144 dpi gives 1.5), as desktops set them.
/// - Elsewhere (Wayland), the window's drawable pixels per window coordinate: the scale of the
///   outputs it is on (fractional where SDL shows the buffer through a viewport).
/// Fractional scales are kept as they are: every size is rounded to whole pixels on its own.
public enum DisplayScale {
    public static let range = 1.0...4.0

    /// - Parameters:
    ///   - x11Resources: the X resource database (RESOURCE_MANAGER), or nil when the window is
    ///     not an X11 one. An X11 display without one passes "".
    ///   - drawableRatio: the drawable's pixels per window coordinate.
    ///   - warn: told, in one sentence, about a variable that is set but not usable.
    public static func resolve(environment: [String: String], x11Resources: String?, drawableRatio: Double,
                               warn: (String) -> Void = { _ in }) -> Double {
        if let text = environment["SKETCHPAD_SCALE"], !text.isEmpty {
            if let value = Double(text.trimmingCharacters(in: .blanks)), range.contains(value) { return value }
            warn("SKETCHPAD_SCALE=\(text) is not a number from \(Int(range.lowerBound)) to \(Int(range.upperBound)); ignored")
        }
        let base = max(1, drawableRatio)
        guard let resources = x11Resources else { return clamp(base) }
        if let text = environment["GDK_SCALE"], !text.isEmpty {
            if let value = Int(text.trimmingCharacters(in: .blanks)), value >= 1 { return clamp(Double(value) * base) }
            warn("GDK_SCALE=\(text) is not a whole number from 1; ignored")
        }
        if let dpi = xftDPI(resources: resources) { return clamp(dpi / 96 * base) }
        return clamp(base)
    }

    /// `Xft.dpi` from an X resource database ("Xft.dpi:\t144" lines), or nil.
    public static func xftDPI(resources: String) -> Double? {
        for line in resources.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .blanks) == "Xft.dpi",
                  let dpi = Double(parts[1].trimmingCharacters(in: .blanks)), dpi > 0 else { continue }
            return dpi
        }
        return nil
    }

    private static func clamp(_ s: Double) -> Double { min(max(s, range.lowerBound), range.upperBound) }
}
