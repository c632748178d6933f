import FoundationEssentials

extension StrokeAttribute {
    /// Where the stroke is, in canvas px: a line's points, a shape's two corners, a text's or
    /// marker's one point (`Tool.pointCount`).
    public static let points: StrokeAttribute = StrokeAttribute(
        id: "points", kind: .content,
        storage: .property("points", \.points, blank: []),
        document: DocumentForm(keys: ["points"], write: { s in
            var out = "\"points\":["
            // Appended piece by piece into room made up front: a journal line is written for
            // every stroke as it ends.
            out.reserveCapacity(out.utf8.count + s.points.count * 40 + 2)
            for (j, p) in s.points.enumerated() {
                out.append(j > 0 ? ",[" : "[")
                out.append(DocumentCodec.number(p.x))
                out.append(",")
                out.append(DocumentCodec.number(p.y))
                out.append("]")
            }
            out.append("]")
            return out
        }, read: { dict, stroke, label in
            guard let rawPoints = dict["points"] as? [Any] else { throw DocumentError("\(label): \"points\" must be a list of [x, y] pairs") }
            var points: [Point] = []
            points.reserveCapacity(rawPoints.count)
            for (j, raw) in rawPoints.enumerated() {
                guard let pair = raw as? [Any], pair.count == 2, let x = DocumentCodec.real(pair[0]), let y = DocumentCodec.real(pair[1]) else {
                    throw DocumentError("\(label), point \(j + 1): expected [x, y] with two numbers")
                }
                points.append(Point(x, y))
            }
            stroke.points = points
        }, validate: { stroke, label in
            for (j, p) in stroke.points.enumerated() where !p.isFinite {
                throw DocumentError("\(label), point \(j + 1): coordinates must be finite numbers")
            }
            if let n = stroke.tool.pointCount {
                guard stroke.points.count == n else {
                    throw DocumentError("\(label): a \(stroke.tool.id) has exactly \(n) point\(n == 1 ? "" : "s"), not \(stroke.points.count)")
                }
            } else {
                guard !stroke.points.isEmpty else { throw DocumentError("\(label): a \(stroke.tool.id) stroke needs at least one point") }
            }
        }),
        // x then y, little-endian f64s, copied a stroke at a time where memory holds them so.
        record: RecordForm(tag: 3, write: { s, w in
            if DocumentSnapshot.pointsAreRawPairs {
                s.points.withUnsafeBytes { w.append($0) }
            } else {
                for p in s.points { w.f64(p.x); w.f64(p.y) }
            }
        }, read: { r, s in
            guard r.remaining % 16 == 0 else { throw ByteReadError("points of \(r.remaining) bytes, not pairs of numbers") }
            let n = r.remaining / 16
            if DocumentSnapshot.pointsAreRawPairs {
                let raw = try r.bytes(n * 16)
                s.points = [Point](unsafeUninitializedCapacity: n) { buffer, done in
                    if n > 0 { UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: raw.baseAddress!, byteCount: n * 16) }
                    done = n
                }
            } else {
                s.points = try (0..<n).map { _ in Point(try r.f64(), try r.f64()) }
            }
        }),
        setting: nil, restyle: nil, option: { _ in nil },
        example: { s in s.points = (0..<(s.tool.pointCount ?? 5)).map { Point(10 + 13.5 * Double($0), 20 + 7.25 * Double($0 % 3)) } })
}
