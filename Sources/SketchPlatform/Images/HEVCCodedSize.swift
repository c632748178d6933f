/// The size an HEVC picture is coded at: `pic_width_in_luma_samples` ×
/// `pic_height_in_luma_samples` of its sequence parameter set (H.265 7.3.2.2), the frame
/// libde265 allocates and decodes before any cropping. An item's `ispe` is only what the file
/// claims; libheif 1.15 (Debian 12) has no call that gives the coded size before decoding, so
/// the parameter sets are read here.
enum HEVCCodedSize {
    /// The size of every SPS an item hands the decoder: those of its `hvcC` box, then those
    /// among the NAL units of its data, which libheif 1.15 passes on after them (each behind a
    /// 4-byte length) and which libde265 takes over the earlier ones. Nil when a NAL unit of
    /// `hvcC` runs past its box or an SPS is cut short.
    static func sizes(config: ItemBytes, data: ItemBytes, walk: inout BoxWalk) -> [(width: Int, height: Int)]? {
        var sizes: [(width: Int, height: Int)] = []
        // hvcC: 22 bytes of profile and format, the number of arrays, then each array: its NAL
        // unit type, its count, and each unit behind a 2-byte length.
        guard let arrays = config[22], walk.take(Int(arrays)) else { return nil }
        var at = 23
        for _ in 0..<arrays {
            guard let high = config[at + 1], let low = config[at + 2] else { return nil }
            let count = Int(high) << 8 | Int(low)
            guard walk.take(count) else { return nil }
            at += 3
            for _ in 0..<count {
                guard let high = config[at], let low = config[at + 1] else { return nil }
                let length = Int(high) << 8 | Int(low)
                guard length <= config.count - at - 2 else { return nil }
                if length >= 2 && isBaseLayerSPS(config[at + 2], config[at + 3]) {
                    let nal = config.bytes(at + 2, min(length, spsPrefix))
                    guard walk.take(nal.count), let size = spsSize(nal) else { return nil }
                    sizes.append(size)
                }
                at += 2 + length
            }
        }
        guard let inData = streamSizes(data, walk: &walk) else { return nil }
        return sizes + inData
    }

    /// Whether a NAL unit is a sequence parameter set (type 33) of the base layer: libde265
    /// passes over the units of the layers above it.
    private static func isBaseLayerSPS(_ first: UInt8?, _ second: UInt8?) -> Bool {
        guard let first, let second else { return false }
        return (first >> 1) & 0x3F == 33 && (first & 1) == 0 && second >> 3 == 0
    }

    /// More than the bytes of an SPS up to its size, emulation prevention and seven
    /// sub-layers' profiles included.
    private static let spsPrefix = 512

    /// The SPS among the NAL units of an item's data.
    private static func streamSizes(_ data: ItemBytes, walk: inout BoxWalk) -> [(width: Int, height: Int)]? {
        var sizes: [(width: Int, height: Int)] = []
        var at = 0
        while at < data.count {
            // A unit past the end of the data: libheif refuses to pass on any of it.
            guard let length = data.be32(at), length <= data.count - at - 4 else { break }
            guard walk.take(1) else { return nil }
            if length >= 2 && isBaseLayerSPS(data[at + 4], data[at + 5]) {
                let nal = data.bytes(at + 4, min(length, spsPrefix))
                guard walk.take(nal.count), let size = spsSize(nal) else { return nil }
                sizes.append(size)
            }
            at += 4 + length
        }
        return sizes
    }

    /// The coded size an SPS NAL unit (its 2-byte header first) declares; nil when it is cut short.
    static func spsSize(_ nal: ArraySlice<UInt8>) -> (width: Int, height: Int)? {
        var bits = CodecBits(rbspOf: nal.dropFirst(2))
        // sps_video_parameter_set_id, sps_max_sub_layers_minus1, sps_temporal_id_nesting_flag.
        guard bits.skip(4), let subLayers = bits.bits(3), bits.skip(1) else { return nil }
        // profile_tier_level: the general profile, tier and level (96 bits), then which
        // sub-layers carry a profile (88 bits) and a level (8 bits), padded to 8 flag pairs.
        guard bits.skip(96) else { return nil }
        var present: [(profile: Bool, level: Bool)] = []
        for _ in 0..<subLayers {
            guard let profile = bits.bits(1), let level = bits.bits(1) else { return nil }
            present.append((profile == 1, level == 1))
        }
        if subLayers > 0 { guard bits.skip(2 * (8 - subLayers)) else { return nil } }
        for layer in present {
            guard bits.skip(layer.profile ? 88 : 0), bits.skip(layer.level ? 8 : 0) else { return nil }
        }
        // sps_seq_parameter_set_id, chroma_format_idc (and separate_colour_plane_flag for 4:4:4).
        guard bits.ue() != nil, let chroma = bits.ue() else { return nil }
        if chroma == 3 { guard bits.skip(1) else { return nil } }
        guard let width = bits.ue(), let height = bits.ue() else { return nil }
        return (width, height)
    }
}
