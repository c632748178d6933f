import CFribidi

/// One line of text cut into the runs it is drawn in, by the Unicode bidi algorithm (FriBiDi):
/// each run has one embedding level (odd: right to left), one font and one script, and the runs
/// come in visual order, left to right. Each run is then shaped on its own (HarfBuzz through
/// SDL2_ttf), in its direction and script, so Arabic letters join and Hebrew reads right to left.
struct BidiRuns {
    struct Run: Equatable {
        /// Where the run is in the line's scalars (logical order).
        var range: Range<Int>
        var level: UInt8
        /// The ISO 15924 tag HarfBuzz shapes the run as (`Arab`); nil for the default shaping.
        var script: String?

        var rightToLeft: Bool { level & 1 == 1 }
    }

    /// Whether `text` may need the bidi algorithm: it has a character from the right-to-left
    /// blocks or a bidi control. Others (Latin, CJK, ...) resolve to level 0 and skip FriBiDi.
    static func mayNeedBidi(_ text: String) -> Bool {
        text.unicodeScalars.contains { s in
            (0x0590...0x08FF).contains(s.value) || (0xFB1D...0xFDFF).contains(s.value) || (0xFE70...0xFEFF).contains(s.value)
                || (0x200E...0x200F).contains(s.value) || (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
                || (0x10800...0x10FFF).contains(s.value) || (0x1E800...0x1EFFF).contains(s.value)
        }
    }

    /// The runs of `scalars`, cut also where `faces` (one a scalar: the font that draws it)
    /// changes, in visual order; nil when the whole line is at level 0 (left to right), which
    /// is drawn as it is without the bidi algorithm. The paragraph's direction is that of its
    /// first strong character (left to right without one).
    static func visual<Face: Equatable>(_ scalars: [Unicode.Scalar], faces: [Face]) -> [Run]? {
        precondition(scalars.count == faces.count)
        guard let line = Line(scalars), line.levels.contains(where: { $0 != 0 }) else { return nil }
        var runs: [Run] = []
        var runFace: Face?
        for (i, scalar) in scalars.enumerated() {
            let level = line.levels[i], script = Self.script(scalar)
            if var last = runs.last, last.level == level, runFace == faces[i], script == nil || last.script == nil || last.script == script {
                last.range = last.range.lowerBound..<(i + 1)
                last.script = last.script ?? script
                runs[runs.count - 1] = last
            } else {
                runs.append(Run(range: i..<(i + 1), level: level, script: script))
                runFace = faces[i]
            }
        }
        // Each run's scalars stay together in the visual order (a run is one level, and L2
        // reverses whole sequences of levels at or above one): the runs in the order FriBiDi's
        // map first shows one of their scalars.
        var runOf = [Int](repeating: 0, count: scalars.count)
        for (r, run) in runs.enumerated() { for i in run.range { runOf[i] = r } }
        var seen = Set<Int>(), order: [Run] = []
        for logical in line.visualToLogical where seen.insert(runOf[logical]).inserted {
            order.append(runs[runOf[logical]])
        }
        return order
    }

    /// FriBiDi's levels of one line, after L1 (white space at the end back at the paragraph's
    /// level), and the logical index of each visual position.
    private struct Line {
        var levels: [UInt8]
        var visualToLogical: [Int]

        init?(_ scalars: [Unicode.Scalar]) {
            let characters = scalars.map { FriBidiChar($0.value) }
            let count = FriBidiStrIndex(characters.count)
            var types = [FriBidiCharType](repeating: FRIBIDI_TYPE_ON, count: characters.count)
            var brackets = [FriBidiBracketType](repeating: 0, count: characters.count)
            var levels = [FriBidiLevel](repeating: 0, count: characters.count)
            var map = (0..<count).map { $0 }
            var direction = FRIBIDI_PAR_ON
            fribidi_get_bidi_types(characters, count, &types)
            fribidi_get_bracket_types(characters, count, types, &brackets)
            guard fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &levels) != 0 else { return nil }
            // No flags: the map is the plain L2 reversal (marks are shaped with their base by
            // HarfBuzz, which also mirrors brackets in right-to-left runs).
            guard fribidi_reorder_line(0, types, count, 0, direction, &levels, nil, &map) != 0 else { return nil }
            self.levels = levels.map { UInt8(bitPattern: $0) }
            self.visualToLogical = map.map(Int.init)
        }
    }

    /// The script HarfBuzz must be told to pick its right-to-left shaper (joining forms, marks),
    /// by Unicode block; nil for the rest (spaces, digits, punctuation), which take their run's,
    /// and for left-to-right scripts, shaped as before.
    static func script(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: "Hebr"
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: "Arab"
        case 0x0700...0x074F, 0x0860...0x086F: "Syrc"
        case 0x0780...0x07BF: "Thaa"
        case 0x07C0...0x07FF: "Nkoo"
        default: nil
        }
    }
}
