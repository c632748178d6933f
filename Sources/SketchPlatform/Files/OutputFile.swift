import FoundationEssentials
import SketchCore
import SketchRaster
import SketchCore
import SketchTranslation
import Glibc

/// Where `-o` sends a picture, for the app's Save and for `sketchpad render` alike: `-` is
/// standard output (PNG); a file gets the format its extension names (`SaveFormat`: PNG, JPEG
/// or WebP), and any other extension is refused. A file that is one of the inputs (the photo being edited, the
/// document being rendered, its photo) is refused, so an output never destroys its input.
public enum OutputFile {
    public enum Destination: Equatable {
        case standardOutput
        case file(String)
    }

    /// The destination `-o value` names (relative paths from the current folder), or why it
    /// cannot be one: an extension that names no format, something that is not a regular
    /// file, or one of `inputs`.
    public static func destination(_ value: String, inputs: [String]) throws -> Destination {
        if value == "-" { return .standardOutput }
        let path = value.hasPrefix("/") ? value : CurrentFolder.path() + "/" + value
        guard SaveFormat(fileName: path) != nil else {
            throw PlatformError.file(value, reason: tr("the output must be named {extensions}, which say its format", ["extensions": SaveFormat.extensionList]))
        }
        var info = stat()
        // A link to nothing yet would have Save create its target, wherever it points: refused
        // now, before the window opens, as it would be at the first save.
        if path.withSystemPath({ lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFLNK, path.withSystemPath({ stat($0, &info) }) != 0 {
            throw PlatformError.file(value, reason: tr("it is a symbolic link that cannot be followed ({system})", ["system": InputFile.osReason()]))
        }
        if path.withSystemPath({ stat($0, &info) }) == 0 {
            if let kind = InputFile.nonRegularKind(info.st_mode) {
                throw PlatformError.file(value, reason: tr("it is {kind}, and an output replaces only regular files", ["kind": kind]))
            }
            for input in inputs where sameFile(path, input) {
                throw PlatformError.file(value, reason: tr("it is also the input {input}; writing the output would destroy it", ["input": input]))
            }
        }
        return .file(path)
    }

    /// Whether `a` and `b` name one file (through links, relative paths and hard links).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        guard let sa = FileSystem.status(a), let sb = FileSystem.status(b) else { return false }
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
    }

    /// Encodes `image` for `destination` and writes it: atomically, replacing a regular file.
    /// A JPEG's transparent parts are laid on `matte`.
    public static func write(_ image: RGBAImage, to destination: Destination, quality: Int = SaveFormat.defaultQuality, matte: Color = .white) throws {
        switch destination {
        case .standardOutput:
            try StandardStreams.writeOutput(try ImageFile.encode(image, as: .png))
        case .file(let path):
            try ImageFile.write(image, to: path, options: ImageWriteOptions(replacing: true, quality: quality, matte: matte))
        }
    }
}
