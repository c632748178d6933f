import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Saves of a large photo's picture in the real app under Xvfb when memory runs short.
extension EndToEndTests {
    /// The app's address space now, from /proc (kB).
    static func addressSpace(_ pid: pid_t) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmSize:") })
        return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
    }

    /// A 24 MP photo, and then an address-space limit set on the running app that leaves it
    /// less than one picture of that size: Save fails with a message that names memory,
    /// writes nothing and announces nothing, and the app lives. With the limit lifted, the
    /// same save is written whole, at the photo's size.
    @Test func aSaveWithoutMemoryForThePhotoSaysSoAndTheAppLives() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("lowmemory")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let width = 6000, height = 4000
        var big = RGBAImage(width: width, height: height)
        for y in stride(from: 0, to: height, by: 500) {
            big.fill(IntRect(x: 0, y: y, width: width, height: 250), with: Color(red: UInt8(y / 20), green: 120, blue: 200))
        }
        let photo = home + "/big.jpg"
        try Data(try ImageFile.encode(big, as: .jpeg(quality: 90))).write(to: URL(fileURLWithPath: photo))
        let app = try RunningApp(server: server, home: home, arguments: [photo], title: "big.jpg", environment: ["MALLOC_ARENA_MAX": "1"])
        try app.xdo(["mousemove", "--window", app.window, "300", "300", "mousedown", "1",
                     "mousemove", "--window", app.window, "400", "320", "sleep", "0.05",
                     "mousemove", "--window", app.window, "500", "340", "mouseup", "1", "sleep", "0.5"])
        // Room for everything the window does, not for a 96 MB picture.
        let limit = (try Self.addressSpace(app.process.pid) + 40_000) * 1024
        let prlimit = try runProcess("/usr/bin/prlimit", ["--pid", String(app.process.pid), "--as=\(limit):unlimited"])
        try #require(prlimit.status == 0, "\(prlimit.stderr)")
        try app.xdo(["key", "--window", app.window, "ctrl+s", "sleep", "3"])
        #expect(app.process.isRunning, "the app lives")
        let log = try String(contentsOfFile: app.log, encoding: .utf8)
        #expect(log.contains("could not save") && log.contains("not enough memory"), "\(log)")
        #expect(!log.contains("Saved the picture"), "\(log)")
        let pictures = (try? FileManager.default.contentsOfDirectory(atPath: home + "/Pictures")) ?? []
        #expect(!pictures.contains { $0.hasSuffix(".png") }, "nothing written: \(pictures)")
        let lifted = try runProcess("/usr/bin/prlimit", ["--pid", String(app.process.pid), "--as=unlimited:unlimited"])
        try #require(lifted.status == 0, "\(lifted.stderr)")
        try app.xdo(["key", "--window", app.window, "ctrl+s"])
        let saved = try Self.waitForPictures(home, 1, app)
        let exported = try ImageFile.load(home + "/Pictures/" + saved[0])
        #expect(exported.width == width && exported.height == height)
        let p = exported[5000, 3600], q = big[5000, 3600]
        #expect(abs(Int(p.red) - Int(q.red)) <= 3 && abs(Int(p.blue) - Int(q.blue)) <= 3, "the photo is in it: \(p) against \(q)")
        try Self.quit(app)
    }
}
