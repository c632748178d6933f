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
}
