/// The `.sketch` drawing as one file: a ZIP laid out as OpenRaster and ODF lay theirs out, so
/// that any ZIP tool can open it (docs/documents.md, "One-file drawings"):
///
/// - `mimetype`, first and stored: `application/x-sketchpad`, which file managers sniff;
/// - `document.json`: the document in the JSON format, its `photo` naming the entry below;
/// - `photo.<ext>`: the photo's own bytes, unconverted;
/// - `Thumbnails/thumbnail.png`: the picture at most `thumbnailSide` px a side;
/// - `history.skds`: the undo history (`DocumentSnapshot`), when it is within `maxHistoryBytes`.
///
/// What the container itself may hold is bounded here; the document inside has the limits of
/// any document (`DocumentLimits`).
public enum SketchContainer {
    public static let mimeType = "application/x-sketchpad"
    public static let fileExtension = "sketch"
    public static let mimetypeEntry = "mimetype"
    public static let documentEntry = "document.json"
    public static let thumbnailEntry = "Thumbnails/thumbnail.png"
    public static let historyEntry = "history.skds"
    /// The photo's entry is `photo.` and the photo's own extension.
    public static let photoStem = "photo"

    /// The thumbnail's longer side, as OpenRaster's (and freedesktop's "large" thumbnails).
    public static let thumbnailSide = 256
    /// The undo history is kept in the file when its snapshot takes at most this much: the
    /// history of a long session of strokes fits many times, while a history that piled up
    /// pasted pictures is left out, so that the file stays the size of its drawing.
    public static let maxHistoryBytes = 16 << 20

    /// The most entries a container may list: it writes five.
    public static let maxEntries = 16
    /// The most the entries may inflate to, all together: a photo at its cap, the document at
    /// its cap, a history at its cap and a thumbnail.
    public static let maxPhotoBytes = 512 << 20
    public static let maxDocumentBytes = 64 << 20
    public static let maxThumbnailBytes = 4 << 20
    public static var maxInflatedBytes: Int { maxPhotoBytes + maxDocumentBytes + maxHistoryBytes + maxThumbnailBytes }

    /// The first bytes of a ZIP's first local header, then the name `mimetype`, as a file
    /// manager's magic sees them (offset 30 holds the first entry's name).
    public static let zipMagic: [UInt8] = [0x50, 0x4B, 0x03, 0x04]

    /// Whether `bytes` start as a ZIP does (what `sketchpad` looks at to tell a container from
    /// a JSON document).
    public static func isContainer(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.prefix(zipMagic.count).elementsEqual(zipMagic)
    }

    /// Whether `bytes` start as a Sketchpad container does: a ZIP whose first entry is the
    /// stored `mimetype` naming its type (what a file manager's magic looks at).
    public static func isSketchContainer(_ bytes: some Collection<UInt8>) -> Bool {
        let head = Array(bytes.prefix(30 + mimetypeEntry.utf8.count + mimeType.utf8.count))
        return isContainer(head) && head.count == 30 + mimetypeEntry.utf8.count + mimeType.utf8.count
            && head[30...].elementsEqual(Array((mimetypeEntry + mimeType).utf8))
    }

    /// Whether `path` names a `.sketch` file by its extension (any case).
    public static func isSketchName(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return path[path.index(after: dot)...].lowercased() == fileExtension
    }

    /// The entry the photo is stored in, keeping the extension of `photoPath` (when it has a
    /// short one of letters and digits), so that a ZIP tool shows what it is.
    public static func photoEntry(for photoPath: String) -> String {
        let name = PathName.last(photoPath)
        guard let dot = name.lastIndex(of: ".") else { return photoStem }
        let ext = name[name.index(after: dot)...].lowercased()
        guard (1...5).contains(ext.count), ext.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return photoStem }
        return photoStem + "." + ext
    }

    /// Why an entry's name is not one a container may hold, or nil: an empty name, one that is
    /// absolute, climbs out with `..`, holds a backslash or a control character (which some
    /// tools take as folders or cut short), or is longer than any it writes.
    public static func problem(inEntryName name: String) -> String? {
        if name.isEmpty { return "an entry has no name" }
        if name.utf8.count > 255 { return "an entry's name is longer than 255 bytes" }
        let shown = TextValue.shown(name)
        if name.hasPrefix("/") { return "the entry \(shown) has an absolute name" }
        if name.split(separator: "/", omittingEmptySubsequences: false).contains("..") { return "the entry \(shown) names a place outside the container (..)" }
        if name.contains("\\") { return "the entry \(shown) has a backslash in its name" }
        if name.unicodeScalars.contains(where: TextValue.isControl) { return "the entry \(shown) has a control character in its name" }
        return nil
    }

    /// Whether `name` is an entry the photo is written in (`photo` or `photo.<ext>`).
    public static func isPhotoEntry(_ name: String) -> Bool {
        name == photoStem || (name.hasPrefix(photoStem + ".") && !name.contains("/"))
    }

    /// Whether the photo `document.json` names is an entry of the container (a plain name, no
    /// folder), rather than a file beside it.
    public static func namesEntry(_ photo: String) -> Bool {
        problem(inEntryName: photo) == nil && !photo.contains("/")
    }
}
