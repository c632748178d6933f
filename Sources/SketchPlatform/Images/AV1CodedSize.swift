/// The size an AV1 picture is coded at: `max_frame_width_minus_1 + 1` ×
/// `max_frame_height_minus_1 + 1` of its sequence header OBU (AV1 5.5.1), the largest frame a
/// conforming stream of that sequence codes (a frame header may not say more, though dav1d
/// 1.0 does not hold it to that). An item's `ispe` is only what the file claims; libheif 1.15
/// (Debian 12) has no call that gives the coded size before decoding, so the sequence headers
/// are read here.
enum AV1CodedSize {
    /// The size of every sequence header an item hands the decoder: those among its `av1C`
    /// box's configuration OBUs (after its 4 bytes), then those in its data, which libheif
    /// passes on after them. Nil when a sequence header is cut short.
    static func sizes(config: ItemBytes, data: ItemBytes, walk: inout BoxWalk) -> [(width: Int, height: Int)]? {
        guard let inConfig = sequenceSizes(config, from: 4, walk: &walk), let inData = sequenceSizes(data, from: 0, walk: &walk) else { return nil }
        return inConfig + inData
    }

    /// Walks the OBUs (AV1 5.3): a header byte (its type, whether an extension byte and a
    /// LEB128 size follow), and without a size the OBU runs to the end.
    private static func sequenceSizes(_ bytes: ItemBytes, from start: Int, walk: inout BoxWalk) -> [(width: Int, height: Int)]? {
        var sizes: [(width: Int, height: Int)] = []
        var at = start
        // An OBU past the end: dav1d reads no further either (and reports the damage), so
        // the walk ends there.
        while at < bytes.count {
            guard let header = bytes[at] else { break }
            guard walk.take(1) else { return nil }
            at += 1 + Int(header >> 2 & 1)
            var length = bytes.count - at
            if header >> 1 & 1 == 1 {
                length = 0
                var shift = 0
                while true {
                    guard shift < 56, let byte = bytes[at] else { return sizes }
                    length |= Int(byte & 0x7F) << shift
                    at += 1
                    shift += 7
                    if byte & 0x80 == 0 { break }
                }
            }
            guard length >= 0, length <= bytes.count - at else { break }
            if header >> 3 & 15 == 1 {
                let payload = bytes.bytes(at, min(length, 512))
                guard walk.take(payload.count), let size = sequenceHeaderSize(payload) else { return nil }
                sizes.append(size)
            }
            at += length
        }
        return sizes
    }

    /// The largest frame a sequence header OBU's payload declares; nil when it is cut short.
    static func sequenceHeaderSize(_ payload: ArraySlice<UInt8>) -> (width: Int, height: Int)? {
        var bits = CodecBits(Array(payload))
        // seq_profile, still_picture, reduced_still_picture_header.
        guard bits.skip(4), let reduced = bits.bits(1) else { return nil }
        if reduced == 1 {
            guard bits.skip(5) else { return nil } // seq_level_idx[0]
        } else {
            guard let timing = bits.bits(1) else { return nil }
            if timing == 1 {
                // num_units_in_display_tick, time_scale, equal_picture_interval and its uvlc.
                guard bits.skip(64), let equal = bits.bits(1) else { return nil }
                if equal == 1 {
                    var zeros = 0
                    while true {
                        guard let bit = bits.bits(1) else { return nil }
                        if bit == 1 { break }
                        zeros += 1
                    }
                    if zeros < 32 { guard bits.skip(zeros) else { return nil } }
                }
            }
            guard let decoderModel = bits.bits(1) else { return nil }
            var delayLength = 0
            if decoderModel == 1 {
                // buffer_delay_length_minus_1, num_units_in_decoding_tick and two lengths.
                guard let length = bits.bits(5), bits.skip(32 + 5 + 5) else { return nil }
                delayLength = length + 1
            }
            guard let displayDelay = bits.bits(1), let operatingPoints = bits.bits(5) else { return nil }
            for _ in 0...operatingPoints {
                // operating_point_idc, seq_level_idx and, above level 7, seq_tier.
                guard bits.skip(12), let level = bits.bits(5), bits.skip(level > 7 ? 1 : 0) else { return nil }
                if decoderModel == 1 {
                    guard let present = bits.bits(1), bits.skip(present == 1 ? 2 * delayLength + 1 : 0) else { return nil }
                }
                if displayDelay == 1 {
                    guard let present = bits.bits(1), bits.skip(present == 1 ? 4 : 0) else { return nil }
                }
            }
        }
        guard let widthBits = bits.bits(4), let heightBits = bits.bits(4),
              let width = bits.bits(widthBits + 1), let height = bits.bits(heightBits + 1) else { return nil }
        return (width + 1, height + 1)
    }
}
