import CZip
import Glibc
import SketchCore
import SketchTranslation

/// ZIP archives in memory, through libzip (`ZipLibrary`, opened on first use): made from named entries, or read back with every
/// entry's name and inflated size checked before any is inflated. Errors are `PlatformError`s
/// naming `path`, in words a user can act on (never libzip's own).
enum ZipArchive {
    /// An entry to write: stored as it is (the mimetype, a photo or PNG already compressed),
    /// or deflated at a fast level (text and the history, which shrink several times).
    struct Entry {
        var name: String
        var bytes: [UInt8]
        var stored: Bool
    }

    /// What a reader keeps of an entry before reading it.
    struct Listed {
        var index: UInt64
        var name: String
        var size: Int
        var stored: Bool
        /// The CRC-32 its header states (libzip checks the bytes against it as they are read).
        var crc: UInt32
    }

    /// The archive of `entries`, in their order.
    static func make(_ entries: [Entry], path: String) throws -> [UInt8] {
        let z = try ZipLibrary.functions(for: path)
        var error = zip_error_t()
        z.zip_error_init(&error)
        defer { z.zip_error_fini(&error) }
        guard let buffer = z.zip_source_buffer_create(nil, 0, 0, &error) else { throw failure(path, tr("there is not enough memory to make it")) }
        // Kept past zip_close, which writes the archive into it.
        z.zip_source_keep(buffer)
        defer { z.zip_source_free(buffer) }
        guard let archive = z.zip_open_from_source(buffer, ZIP_TRUNCATE, &error) else { throw failure(path, tr("there is not enough memory to make it")) }
        for entry in entries {
            // libzip frees the copy once the archive is written.
            guard let copy = malloc(max(1, entry.bytes.count)) else { z.zip_discard(archive); throw failure(path, tr("there is not enough memory to make it")) }
            entry.bytes.withUnsafeBytes { if let base = $0.baseAddress { memcpy(copy, base, $0.count) } }
            guard let source = z.zip_source_buffer(archive, copy, zip_uint64_t(entry.bytes.count), 1) else {
                free(copy); z.zip_discard(archive); throw failure(path, tr("there is not enough memory to make it"))
            }
            let index = z.zip_file_add(archive, entry.name, source, zip_flags_t(ZIP_FL_ENC_UTF_8))
            guard index >= 0 else { z.zip_source_free(source); z.zip_discard(archive); throw failure(path, tr("there is not enough memory to make it")) }
            z.zip_set_file_compression(archive, zip_uint64_t(index), entry.stored ? ZIP_CM_STORE : ZIP_CM_DEFLATE, entry.stored ? 0 : 1)
        }
        guard z.zip_close(archive) == 0 else { z.zip_discard(archive); throw failure(path, tr("there is not enough memory to make it")) }
        var info = zip_stat_t()
        z.zip_stat_init(&info)
        guard z.zip_source_open(buffer) == 0 else { throw failure(path, tr("there is not enough memory to make it")) }
        defer { z.zip_source_close(buffer) }
        guard z.zip_source_stat(buffer, &info) == 0, info.valid & zip_uint64_t(ZIP_STAT_SIZE) != 0 else { throw failure(path, tr("there is not enough memory to make it")) }
        var bytes = [UInt8](repeating: 0, count: Int(info.size))
        let read = bytes.withUnsafeMutableBytes { z.zip_source_read(buffer, $0.baseAddress!, zip_uint64_t($0.count)) }
        guard read == Int64(bytes.count) else { throw failure(path, tr("there is not enough memory to make it")) }
        return bytes
    }

    /// Reads the archive in `bytes`: `body` is given its entries (in the archive's order, names
    /// checked) and a way to read one, within a size it gives. The archive is refused when it is
    /// not one, lists more than `maxEntries`, or its entries inflate past `maxInflated` together.
    static func read<T>(_ bytes: [UInt8], path: String, maxEntries: Int, maxInflated: Int,
                        _ body: ([Listed], (Listed) throws -> [UInt8]) throws -> T) throws -> T {
        let z = try ZipLibrary.functions(for: path)
        return try bytes.withUnsafeBytes { raw in
            var error = zip_error_t()
            z.zip_error_init(&error)
            defer { z.zip_error_fini(&error) }
            guard let source = z.zip_source_buffer_create(raw.baseAddress, zip_uint64_t(raw.count), 0, &error) else {
                throw failure(path, tr("there is not enough memory to read it"))
            }
            guard let archive = z.zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error) else {
                z.zip_source_free(source)
                throw failure(path, tr("it is not a ZIP container, or it is damaged"))
            }
            defer { z.zip_discard(archive) }
            let count = Int(z.zip_get_num_entries(archive, 0))
            guard count <= maxEntries else {
                throw failure(path, tr("it lists {count} entries, over the limit of {limit}", ["count": "\(count)", "limit": "\(maxEntries)"]))
            }
            var listed: [Listed] = []
            var names = Set<String>()
            var total = 0
            for index in 0..<count {
                var info = zip_stat_t()
                z.zip_stat_init(&info)
                guard z.zip_stat_index(archive, zip_uint64_t(index), 0, &info) == 0, let rawName = info.name else {
                    throw failure(path, tr("it is not a ZIP container, or it is damaged"))
                }
                let name = String(cString: rawName)
                if let problem = SketchContainer.problem(inEntryName: name) { throw failure(path, problem) }
                guard names.insert(name).inserted else { throw failure(path, tr("it holds two entries named {name}", ["name": TextValue.shown(name)])) }
                let size = info.size > zip_uint64_t(Int.max) ? Int.max : Int(info.size)
                total = total > maxInflated - size ? Int.max : total + size
                guard total <= maxInflated else {
                    throw failure(path, tr("its entries inflate to more than {limit} MB, over the limit", ["limit": "\(maxInflated >> 20)"]))
                }
                listed.append(Listed(index: zip_uint64_t(index), name: name, size: size, stored: info.comp_method == ZIP_CM_STORE, crc: info.crc))
            }
            return try body(listed) { entry in try contents(of: entry, in: archive, path: path, z) }
        }
    }

    /// An entry's bytes: no more than the size it declared (a liar is refused), and checked
    /// against its CRC (libzip checks it at the end).
    private static func contents(of entry: Listed, in archive: OpaquePointer, path: String, _ z: SketchpadZip) throws -> [UInt8] {
        guard let file = z.zip_fopen_index(archive, entry.index, 0) else {
            throw failure(path, tr("its entry {name} cannot be read (damaged, or compressed in a way not supported)", ["name": TextValue.shown(entry.name)]))
        }
        defer { z.zip_fclose(file) }
        var bytes = [UInt8](repeating: 0, count: entry.size + 1)
        var filled = 0
        while true {
            let read = bytes.withUnsafeMutableBytes { z.zip_fread(file, $0.baseAddress! + filled, zip_uint64_t($0.count - filled)) }
            guard read >= 0 else { throw failure(path, tr("its entry {name} is damaged", ["name": TextValue.shown(entry.name)])) }
            if read == 0 { break }
            filled += Int(read)
            guard filled <= entry.size else { throw failure(path, tr("its entry {name} is damaged", ["name": TextValue.shown(entry.name)])) }
        }
        guard filled == entry.size else { throw failure(path, tr("its entry {name} is damaged", ["name": TextValue.shown(entry.name)])) }
        bytes.removeLast()
        return bytes
    }

    static func failure(_ path: String, _ reason: String) -> PlatformError {
        PlatformError.file(path, reason: reason)
    }
}
