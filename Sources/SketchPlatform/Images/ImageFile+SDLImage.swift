import CSDL2
import CSDLImage
import FoundationEssentials
import Glibc
import SketchCore
import SketchRaster
import SketchTranslation

/// SDL2_image (opened on first use, `SDLImageLibrary`): the decoders of GIF, BMP, WebP and
/// TIFF, and SDL surfaces to and from `RGBAImage`. Its JPEG decoder and PNG encoder are what
/// the app used before libjpeg-turbo and `PNGEncoder`; they stay callable so that
/// `sketchpad-bench` measures both in one run and the tests check the new ones against them.
extension ImageFile {
    /// Decodes `bytes` of `format` (already checked by `ImageHeader.check`) with that format's
    /// own SDL2_image loader, without orientation.
    public static func decodeWithSDLImage(_ bytes: [UInt8], format: PhotoFormat, path: String) throws -> RGBAImage {
        // SDL2_image 2.6 has no HEIF loader: `HEIFDecoder` decodes them.
        guard format != .heic && format != .avif else { throw PlatformError.file(path, reason: tr("SDL2_image does not decode {format}", ["format": format.name])) }
        let sdlImage = try SDLImageLibrary.functions(for: format, path: path)
        let surface: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { raw in
            guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
            defer { SDL_RWclose(rw) }
            switch format {
            case .png: return sdlImage.IMG_LoadPNG_RW(rw)
            case .jpeg: return sdlImage.IMG_LoadJPG_RW(rw)
            case .gif: return sdlImage.IMG_LoadGIF_RW(rw)
            case .bmp: return sdlImage.IMG_LoadBMP_RW(rw)
            case .webp: return sdlImage.IMG_LoadWEBP_RW(rw)
            case .tiff: return sdlImage.IMG_LoadTIF_RW(rw)
            case .heic, .avif: return nil
            }
        }
        guard let surface else {
            if SDLError.isOutOfMemory { throw PlatformError.file(path, reason: MemoryCheck.decodeShortage) }
            throw PlatformError.file(path, reason: tr("not a readable image: its {format} data is damaged ({detail})", ["format": format.name, "detail": SDLError.last]))
        }
        defer { SDL_FreeSurface(surface) }
        let decoded = try image(from: surface, path: path)
        // SDL2_image reads TIFFs through libtiff's RGBA interface, which hands the colour over
        // multiplied by the alpha, except a grey page's with a straight alpha.
        return format == .tiff && !ImageHeader.isTIFFGreyWithStraightAlpha(bytes) ? decoded.unpremultiplied() : decoded
    }

    /// A PNG through SDL2_image's IMG_SavePNG (zlib's default level). SDL has no growable
    /// memory stream, so it writes a private temporary file, read back.
    public static func encodePNGWithSDLImage(_ image: RGBAImage) throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw PlatformError.image(reason: tr("nothing to encode: the image is empty")) }
        guard let sdlImage = SDLImageLibrary.loaded else { throw PlatformError.image(reason: tr("encoding failed ({detail})", ["detail": SDLImageLibrary.missing])) }
        return try withSurface(image) { surface in
            let tmp = TemporaryName.forEncoder(in: ProcessEnvironment.temporaryFolder())
            defer { AtomicFile.unlinkPath(tmp) }
            guard tmp.withSystemPath({ sdlImage.IMG_SavePNG(surface, $0) }) == 0, let data = FileSystem.contents(tmp) else {
                throw PlatformError.image(reason: tr("encoding failed ({detail})", ["detail": SDLError.last]))
            }
            return [UInt8](data)
        }
    }

    /// Copies an SDL surface of any format into an `RGBAImage`.
    static func image(from surface: UnsafeMutablePointer<SDL_Surface>, path: String) throws -> RGBAImage {
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            if SDLError.isOutOfMemory { throw PlatformError.file(path, reason: MemoryCheck.decodeShortage) }
            throw PlatformError.file(path, reason: tr("cannot convert its pixels ({detail})", ["detail": SDLError.last]))
        }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        guard w > 0, h > 0 else { throw PlatformError.file(path, reason: tr("the image has no pixels")) }
        try MemoryCheck.require(MemoryCheck.pictureBytes(width: w, height: h), for: tr("the photo's pixels ({width}×{height})", ["width": w, "height": h]))
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
                throw PlatformError.image(reason: tr("cannot wrap pixels ({detail})", ["detail": SDLError.last]))
            }
            defer { SDL_FreeSurface(surface) }
            return try body(surface)
        }
    }
}

enum SDLError {
    static var last: String {
        guard let c = SDL_GetError() else { return "unknown error" }
        let s = String(cString: c)
        return s.isEmpty ? "unknown error" : s
    }

    /// Whether SDL's last error is its own for memory refused (SDL_OutOfMemory's).
    static var isOutOfMemory: Bool { last == "Out of memory" }
}
