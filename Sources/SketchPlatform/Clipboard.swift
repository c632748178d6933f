import Foundation
import SketchRaster

/// Puts a PNG on the desktop's clipboard. SDL2's clipboard holds only text, so the image goes
/// through wl-copy (Wayland) or xclip (X11), whichever is installed for the session.
public enum Clipboard {
    /// The helper to use in this environment, if one is installed.
    public static func tool(environment: [String: String]) -> (path: String, arguments: [String])? {
        let dirs = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        func find(_ name: String) -> String? {
            dirs.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        if environment["WAYLAND_DISPLAY"] != nil, let wl = find("wl-copy") { return (wl, ["--type", "image/png"]) }
        if environment["DISPLAY"] != nil, let x = find("xclip") { return (x, ["-selection", "clipboard", "-t", "image/png", "-i"]) }
        return nil
    }

    /// Copies `image`; the error says what is missing or what failed. Thread-safe.
    public static func copy(_ image: RGBAImage, environment: [String: String]) throws -> String {
        guard let tool = tool(environment: environment) else {
            throw ImageFileError(path: "clipboard", reason: "cannot copy the picture: neither wl-copy nor xclip is installed (Debian packages wl-clipboard, xclip)")
        }
        let bytes = try ImageFile.encode(image, as: .png)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.path)
        process.arguments = tool.arguments
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(bytes))
        try input.fileHandleForWriting.close()
        // Both helpers read everything, then fork to serve the clipboard and return.
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ImageFileError(path: "clipboard", reason: "\((tool.path as NSString).lastPathComponent) failed (status \(process.terminationStatus))")
        }
        return (tool.path as NSString).lastPathComponent
    }
}
