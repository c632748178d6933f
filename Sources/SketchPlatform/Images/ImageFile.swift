import CSDL2
import Foundation
import SketchCore
import SketchRaster

/// Reading and writing images through SDL2_image.
public enum ImageFile {
    /// Decodes an image file, applying a JPEG's EXIF orientation.
    public static func load(_ path: String) throws -> RGBAImage {
        var warnings: [String] = []
        return try load(path, warnings: &warnings)
    }

    /// Decodes an image file, applying a JPEG's EXIF orientation. Its size is checked in the
    /// header first; a JPEG cut short still loads, with a warning.
    public static func load(_ path: String, warnings: inout [String]) throws -> RGBAImage {
        var bytes: [UInt8] = []
        return try load(path, warnings: &warnings, keepingBytes: &bytes)
    }

    /// As `load`, also handing back the file's bytes.
    public static func load(_ path: String, warnings: inout [String], keepingBytes kept: inout [UInt8]) throws -> RGBAImage {
        let bytes = try InputFile.read(path, limit: InputFile.maxPhotoBytes, noun: "an image")
        guard !bytes.isEmpty else { throw PlatformError.file(path, reason: "the file is empty") }
        kept = bytes
        let image = try decode(bytes, path: path)
        if ImageHeader.isTruncatedJPEG(bytes) {
            warnings.append("\(path): the JPEG is cut short; the part that was there is shown")
        }
        return image.oriented(exif: ExifOrientation.read(bytes))
    }

    /// Decodes image bytes, without orientation. Only the formats of `PhotoFormat` are decoded,
    /// each with its own SDL2_image loader (so the library never guesses another format), and
    /// only once the header shows a size within the limits: nothing is allocated for a file
    /// that would not fit.
    public static func decode(_ bytes: [UInt8], path: String) throws -> RGBAImage {
        let format: PhotoFormat
        switch ImageHeader.check(bytes) {
        case .success(let f): format = f
        case .failure(let refusal): throw PlatformError.file(path, reason: refusal.reason)
        }
        let surface: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { raw in
            guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
            defer { SDL_RWclose(rw) }
            switch format {
            case .png: return IMG_LoadPNG_RW(rw)
            case .jpeg: return IMG_LoadJPG_RW(rw)
            case .gif: return IMG_LoadGIF_RW(rw)
            case .bmp: return IMG_LoadBMP_RW(rw)
            case .webp: return IMG_LoadWEBP_RW(rw)
            case .tiff: return IMG_LoadTIF_RW(rw)
            }
        }
        guard let surface else {
            throw PlatformError.file(path, reason: "not a readable image: its \(format.name) data is damaged (\(SDLError.last))")
        }
        defer { SDL_FreeSurface(surface) }
        let image = try image(from: surface, path: path)
        if let refusal = ImageHeader.refusal(width: image.width, height: image.height) {
            throw PlatformError.file(path, reason: "refused: \(refusal)")
        }
        return image
    }

    /// Copies an SDL surface of any format into an `RGBAImage`.
    static func image(from surface: UnsafeMutablePointer<SDL_Surface>, path: String) throws -> RGBAImage {
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw PlatformError.file(path, reason: "cannot convert its pixels (\(SDLError.last))")
        }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        guard w > 0, h > 0 else { throw PlatformError.file(path, reason: "the image has no pixels") }
        var out = RGBAImage(width: w, height: h)
        SDL_LockSurface(converted)
        defer { SDL_UnlockSurface(converted) }
        let base = converted.pointee.pixels!
        out.pixels.withUnsafeMutableBytes { dst in
            for y in 0..<h {
                dst.baseAddress!.advanced(by: y * w * 4).copyMemory(from: base.advanced(by: y * pitch), byteCount: w * 4)
            }
        }
        return out
    }

    /// Calls `body` with an SDL surface that shares the image's pixels (no copy). The callers
    /// only read from it (encoders, icons, cursors, a blit's source), so the pixels stay as
    /// they are though SDL's surface type lets them be written.
    static func withSurface<T>(_ image: RGBAImage, _ body: (UnsafeMutablePointer<SDL_Surface>) throws -> T) throws -> T {
        try image.pixels.withUnsafeBytes { raw in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(UnsafeMutableRawPointer(mutating: raw.baseAddress), Int32(image.width), Int32(image.height), 32,
                                                                   Int32(image.width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue) else {
                throw PlatformError.image(reason: "cannot wrap pixels (\(SDLError.last))")
            }
            defer { SDL_FreeSurface(surface) }
            return try body(surface)
        }
    }

    public enum Format { case png, jpeg(quality: Int) }

    /// Encodes to bytes in memory.
    public static func encode(_ image: RGBAImage, as format: Format) throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw PlatformError.image(reason: "nothing to encode: the image is empty") }
        return try withSurface(image) { surface in
            // SDL has no growable memory stream, so the encoder writes a private temporary file.
            let tmp = TemporaryName.forEncoder(in: FileManager.default.temporaryDirectory.path)
            defer { unlink(tmp) }
            let status: Int32
            switch format {
            case .png: status = IMG_SavePNG(surface, tmp)
            case .jpeg(let q): status = IMG_SaveJPG(surface, tmp, Int32(q))
            }
            guard status == 0, let data = FileManager.default.contents(atPath: tmp) else {
                throw PlatformError.image(reason: "encoding failed (\(SDLError.last))")
            }
            return [UInt8](data)
        }
    }

    /// Writes a PNG at `path` atomically: a temporary file in the same folder, fsync, rename.
    /// An existing file at `path` is never replaced: the caller chooses a free name.
    public static func writePNG(_ image: RGBAImage, to path: String, replacing: Bool = false) throws {
        try write(image, to: path, format: .png, replacing: replacing)
    }

    /// Writes `image` at `path` atomically in the format its extension names (PNG or JPEG).
    public static func write(_ image: RGBAImage, to path: String, replacing: Bool) throws {
        guard let format = OutputFile.format(for: path) else {
            throw PlatformError.file(path, reason: "the name must end in .png, .jpg or .jpeg, which say its format")
        }
        try write(image, to: path, format: format, replacing: replacing)
    }

    static func write(_ image: RGBAImage, to path: String, format: Format, replacing: Bool) throws {
        let bytes: [UInt8]
        do { bytes = try encode(image, as: format) } catch let e as PlatformError { throw PlatformError.file(path, reason: e.reason) }
        try AtomicFile.write(bytes, to: path, replacing: replacing)
    }
}

enum SDLError {
    static var last: String {
        guard let c = SDL_GetError() else { return "unknown error" }
        let s = String(cString: c)
        return s.isEmpty ? "unknown error" : s
    }
}
