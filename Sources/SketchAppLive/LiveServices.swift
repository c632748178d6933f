import Dispatch
import FoundationEssentials
import SketchApp
import SketchPlatform
import SketchCore
import SketchRaster
import SketchTranslation
import Glibc

/// The controller's services on this machine, made from SketchPlatform's parts: SDL2_image
/// for photos, atomic files, the XDG folders, the session's journal, the clipboard helpers,
/// SDL2_ttf for text (see `AppServices`).
extension AppServices {
    /// - Parameters:
    ///   - journal: where edits are journalled; nil keeps none (benchmarks).
    ///   - wake: wakes the event loop (`EventLoopMail.wakeClient`).
    ///   - picturesFolder: where saves go; nil is the XDG Pictures folder.
    public static func live(glyphs: GlyphSource, environment: [String: String], journal: JournalFile?, wake: Wake,
                            picturesFolder: String? = nil) -> AppServices {
        let log = Log.standardError
        var services = AppServices(glyphs: glyphs, photos: .live, images: .live, files: .live, clipboard: .live(environment: environment),
                                   clock: .live, settings: .live(environment: environment, log: log), journal: journal.map(JournalClient.live) ?? .none,
                                   wake: wake, log: log, picturesFolder: picturesFolder ?? XDGPaths.pictures(environment, readFile: InputFile.text))
        services.drawings = .live(journal: journal)
        return services
    }
}

extension PhotoClient {
    /// Decodes with `ImageFile` and keeps the file's bytes to decode again; a photo kept from
    /// standard input must still be the one its name promises.
    public static let live: PhotoClient = {
        var client = PhotoClient(load: { try load($0, fitting: nil) }, loadFitting: { try load($0, fitting: $1) })
        client.thumbnail = { path, side in
            // A drawing shows the thumbnail it keeps (the picker lists `.sketch` files too).
            if SketchContainer.isSketchName(path), let kept = try DrawingFile.storedThumbnail(path) { return shrink(kept, toFit: side) }
            return shrink(try ImageFile.thumbnail(path, side: side), toFit: side)
        }
        return client
    }()

    /// A JPEG asked to fit a size is decoded at the smallest DCT scale that covers it; the
    /// source decodes it whole when an export needs it, and a JPEG part by part for a zoom.
    static func load(_ path: String, fitting: (width: Int, height: Int)?) throws -> LoadedPhoto {
        var warnings: [String] = []
        var bytes: [UInt8] = []
        let photo = try ImageFile.loadPhoto(path, fitting: fitting, warnings: &warnings, keepingBytes: &bytes)
        if let problem = SessionStore.keptPhotoProblem(path: path, bytes: bytes) { throw PlatformError.file(path, reason: problem) }
        let kept = bytes, orientation = ExifOrientation.read(kept)
        // A JPEG decodes part by part for a view that zooms in; the other formats only whole.
        let size = (width: photo.fullWidth, height: photo.fullHeight)
        let region: PhotoSource.RegionDecoder? = (try? ImageFile.checkedFormat(kept, path: path)) == .jpeg
            ? { @Sendable rect, scale in try? JPEGRegion.decode(kept, path: path, orientation: orientation, size: size, rect: rect, scale: scale) } : nil
        let whole: @Sendable () throws -> RGBAImage = {
            let stored = try ImageFile.decode(kept, path: path)
            // Turning it makes a second picture of its size.
            if orientation > 1 { try MemoryCheck.require(MemoryCheck.pictureBytes(width: stored.width, height: stored.height), for: tr("turning the photo upright")) }
            return stored.oriented(exif: orientation)
        }
        // A format that decodes only whole, shown smaller than it is, was shown from a preview
        // (a HEIF's thumbnail): the whole picture decodes once, right behind it.
        let source = region == nil && !photo.scale.isFull
            ? PhotoSource.previewed(width: photo.fullWidth, height: photo.fullHeight, decode: whole)
            : PhotoSource(width: photo.fullWidth, height: photo.fullHeight, region: region, decode: whole)
        return LoadedPhoto(image: photo.image, source: source, warnings: warnings)
    }
}

extension ImageWriter {
    public static let live = ImageWriter { image, path, options in try ImageFile.write(image, to: path, options: options) }
}

extension FileClient {
    public static let live = FileClient(
        exists: { path in
            // A name with a NUL names no file (the system would see only what comes before it).
            guard !path.utf8.contains(0) else { return false }
            return FileSystem.status(path, following: false) != nil
        },
        createFolder: { try Folders.create($0) },
        list: { try Folders.list($0) },
        isFolder: { try Folders.isFolder($0) },
        places: {
            Places.list(ProcessInfo.processInfo.environment, readFile: { FileSystem.contents($0).map { String(decoding: $0, as: UTF8.self) } },
                        isFolder: { FileSystem.isFolder($0) })
        },
        showInFolder: { try FolderReveal.show($0, environment: ProcessInfo.processInfo.environment) })
}

extension ClipboardClient {
    /// Through wl-copy or xclip, as the session's environment says.
    public static func live(environment: [String: String]) -> ClipboardClient {
        ClipboardClient(copy: { image in try Clipboard.copy(image, environment: environment) },
                        paste: { try Clipboard.paste(environment: environment) })
    }
}

extension Clock {
    /// Seconds since the app started, the local date and time, and the system's date.
    public static let live: Clock = {
        // CLOCK_MONOTONIC read straight (the vDSO answers without a system call): the loop
        // reads it several times a frame, and DispatchTime's conversions cost more than the read.
        @Sendable func seconds() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_MONOTONIC, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
        }
        let start = seconds()
        return Clock(now: { seconds() - start }, timestamp: {
            var t = time(nil)
            var parts = tm()
            localtime_r(&t, &parts)
            return SaveName.Stamp(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
                                  hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
        }, date: { Date() })
    }()
}

extension SettingsStore {
    /// Into the settings file; a failure is logged.
    public static func live(environment: [String: String], log: Log) -> SettingsStore {
        SettingsStore { settings, previous in
            do { try SettingsFile.store(settings, previous: previous, environment: environment) } catch {
                log("sketchpad: cannot store the settings: \(error)")
            }
        }
    }
}

extension JournalClient {
    /// Into `file`'s session; a restore takes the stored session for this window's journal.
    public static func live(_ file: JournalFile) -> JournalClient {
        var client = JournalClient(record: { file.write($0) }, checkpoint: { file.checkpoint(document: $0, layer: $1, redos: $2) },
                      problem: { file.problem }, restore: { id in
                          let handle = try file.store.claim(id)
                          let stored = try SessionReader.read(id: id, folder: handle.path, layer: true)
                          file.adopt(handle, continuing: stored)
                          return stored.restored
                      }, kept: { file.keptDrawings(on: $0) }, keepPhoto: { try file.keepStandardInput($0) })
        client.rememberPicture = { file.rememberSavedPicture(at: $0, mark: $1, photo: $2) }
        client.savedPictureOrigin = { file.savedPictureOrigin(of: $0) }
        return client
    }
}

extension Log {
    public static let standardError = Log { StandardStreams.printError($0) }
}
