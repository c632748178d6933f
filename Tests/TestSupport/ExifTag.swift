/// JPEG bytes with an EXIF orientation tag, as a camera that stores its pictures turned writes them.
public enum ExifTag {
    /// `plain` (a JPEG) with an EXIF APP1 segment holding `orientation` (big-endian TIFF).
    public static func tagged(_ plain: [UInt8], orientation: Int) -> [UInt8] {
        var tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1]
        tiff += [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation), 0, 0]
        tiff += [0, 0, 0, 0]
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        let app1: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return Array(plain[0..<2]) + app1 + Array(plain[2...])
    }

    /// `plain` (a JPEG) with an EXIF APP1 segment whose IFD1 points at `thumbnail` (a JPEG of
    /// its own), as cameras write it.
    public static func withThumbnail(_ plain: [UInt8], thumbnail: [UInt8]) -> [UInt8] {
        func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func be32(_ v: Int) -> [UInt8] { be16(v >> 16) + be16(v) }
        // IFD0 at 8: one entry (orientation 1), next IFD at 26. IFD1 at 26: two entries, no next.
        var tiff: [UInt8] = [0x4D, 0x4D, 0, 42] + be32(8)
        tiff += be16(1) + [0x01, 0x12] + be16(3) + be32(1) + be16(1) + [0, 0] + be32(26)
        let thumbnailOffset = 26 + 2 + 2 * 12 + 4
        tiff += be16(2) + [0x02, 0x01] + be16(4) + be32(1) + be32(thumbnailOffset)
        tiff += [0x02, 0x02] + be16(4) + be32(1) + be32(thumbnail.count) + be32(0)
        tiff += thumbnail
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let app1: [UInt8] = [0xFF, 0xE1] + be16(payload.count + 2) + payload
        return Array(plain[0..<2]) + app1 + Array(plain[2...])
    }
}
