import SketchCore

/// What a restore could not bring back.
struct RestoreOutcome {
    /// Why the photo is missing, if it is.
    var photoProblem: String?
    var leftOut: LeftOutPictures
}

/// The image strokes a restored drawing is shown without, by index in the drawing where the
/// session stopped: those whose pictures would take its pictures past `PictureBudget`
/// (weighed by their headers, never decoded), and those whose pictures cannot be decoded.
struct LeftOutPictures {
    var overBudget: [Int] = []
    var unreadable: [Int] = []

    var isEmpty: Bool { overBudget.isEmpty && unreadable.isEmpty }

    /// Weighs `strokes`' pictures, then decodes those within the budget (the drawing shows
    /// them at once) to find any that cannot be; those weigh nothing, so the pictures after
    /// them are weighed again.
    init(of strokes: [Stroke]) {
        var weighed = strokes
        while true {
            overBudget = PictureBudget.leftOut(of: weighed)
            let over = Set(overBudget)
            guard let broken = weighed.indices.first(where: { i in
                !over.contains(i) && weighed[i].image.map { (try? $0.decodePixels()) == nil } ?? false
            }) else { break }
            unreadable.append(broken)
            weighed[broken].image = nil
        }
        unreadable.sort()
    }

    /// The strokes' numbers as people count them, from 1: "7, 8".
    static func numbers(_ indices: [Int]) -> String { indices.map { String($0 + 1) }.joined(separator: ", ") }
}
