import Foundation
import SketchCore
import Testing

/// `String(cFormat:)` prints as Foundation's `String(format:)` did, and in the C locale's
/// digits even while the process uses another numeric locale.
@Suite struct CFormatTests {
    @Test func printsAsStringFormatDid() {
        #expect(String(cFormat: "%04d-%02d-%02d %02d:%02d", 2026, 3, 7, 9, 5) == String(format: "%04d-%02d-%02d %02d:%02d", 2026, 3, 7, 9, 5))
        #expect(String(cFormat: "%.1f %%", 2.25) == String(format: "%.1f %%", 2.25))
        #expect(String(cFormat: "%.1f %%", 7.96) == "8.0 %")
        #expect(String(cFormat: "%02x%02x", UInt8(7), UInt8(0xAB)) == "07ab")
        #expect(String(cFormat: "no arguments") == "no arguments")
        #expect(String(cFormat: "") == "")
    }

    /// German writes 1,5: the locale is compiled into a folder of the test's own (glibc's
    /// `localedef`, from the `locales` package) and used on this thread only.
    @Test func keepsThePointInACommaLocale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cformat-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let localedef = Process()
        localedef.executableURL = URL(fileURLWithPath: "/usr/bin/localedef")
        localedef.arguments = ["-i", "de_DE", "-f", "UTF-8", folder + "/de_DE.UTF-8"]
        try localedef.run()
        localedef.waitUntilExit()
        #expect(localedef.terminationStatus == 0, "localedef could not make de_DE.UTF-8 (is the locales package there?)")
        setenv("LOCPATH", folder, 1)
        let german = newlocale(1 << LC_NUMERIC, "de_DE.UTF-8", nil)
        unsetenv("LOCPATH")
        let locale = try #require(german, "de_DE.UTF-8 did not load from \(folder)")
        defer { freelocale(locale) }
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        #expect(String(cString: localeconv().pointee.decimal_point) == ",", "the German locale is not in use")
        #expect(String(cFormat: "%.1f", 1.5) == "1.5")
        #expect(String(cFormat: "%.1f", 1.5).utf8.count == 3)
    }
}
