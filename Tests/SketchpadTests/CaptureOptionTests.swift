@testable import sketchpad
import SketchPlatform
import Testing

/// `--capture` and `--delay` as the table parses them, and what they refuse.
@Suite struct CaptureOptionTests {
    func launch(_ args: [String]) -> Result<LaunchOptions?, UsageErrorMessage> { LaunchCommand.parse(args) }

    @Test func captureModesAndDelay() throws {
        #expect(try launch(["--capture", "screen"]).get() == LaunchOptions(capture: .screen))
        #expect(try launch(["--capture=region", "--delay", "2.5", "-o", "out.png"]).get() == LaunchOptions(output: "out.png", capture: .region, delay: 2.5))
        #expect(try launch(["--early-exit", "--capture", "window", "--save-dir", "d"]).get() == LaunchOptions(saveDir: "d", earlyExit: true, capture: .window))
    }

    @Test func captureMistakes() throws {
        #expect(launch(["--capture", "desk"]) == .failure(UsageErrorMessage("--capture takes screen|region|window, not desk")))
        #expect(launch(["--capture"]) == .failure(UsageErrorMessage("--capture needs a value")))
        #expect(launch(["--capture", "screen", "a.png"]) == .failure(UsageErrorMessage("--capture takes its photo from the screen; it takes no photo and no --restore")))
        #expect(launch(["--capture", "screen", "--restore"]) == .failure(UsageErrorMessage("--capture takes its photo from the screen; it takes no photo and no --restore")))
        #expect(launch(["--delay", "3"]) == .failure(UsageErrorMessage("--delay waits before --capture; give --capture too")))
        for bad in ["-1", "x", "601", "nan"] {
            #expect(launch(["--capture", "screen", "--delay", bad]) == .failure(UsageErrorMessage("--delay takes seconds from 0 to 600, not \(bad)")))
        }
    }
}
