import FoundationEssentials

extension SessionJournal {
    /// `records` with every text draft settled: a draft that a nil draft ends goes (the text's
    /// own record follows it, if any); one that none ends becomes the edit it stood for, in its
    /// place: an `add` of the text, or a `replace` of the text it edited again. An empty text
    /// makes no edit.
    public static func settlingDrafts(_ records: [Record]) -> [Record] {
        guard records.contains(where: { if case .draft = $0 { true } else { false } }) else { return records }
        var out: [Record] = []
        out.reserveCapacity(records.count)
        var pending: (stroke: Stroke, replacing: Int?)?
        func settle() {
            if let (stroke, replacing) = pending, !(stroke.text ?? "").isEmpty {
                out.append(replacing.map { .replace(.id($0), stroke) } ?? .add(stroke))
            }
            pending = nil
        }
        for record in records {
            if case .draft(let stroke, let replacing) = record {
                pending = stroke.map { ($0, replacing) }
                continue
            }
            settle()
            out.append(record)
        }
        settle()
        return out
    }

    /// The records that rebuild `document` with its whole history: a `begin` with the canvas
    /// the history starts on, the undo steps made again in order, then the redo steps made and
    /// undone. Strokes a document starts with, before any step, come as added strokes.
    public static func records(reproducing document: Document) -> [Record] {
        var bottom = document
        while bottom.canUndo { bottom.undo() }
        var out: [Record] = [.begin(bottom.canvas)] + bottom.strokes.map { .add($0) }
        out += document.undoStack.map(\.base.journalRecord)
        out += document.redoStack.reversed().map(\.base.journalRecord)
        out += document.redoStack.map { .undo(step: $0.base.stepKey.description) }
        return out
    }
}

/// Something journalled edits can be made again on (see `SessionJournal.replay`).
public protocol JournalReplaying {
    mutating func replayAdd(_ stroke: Stroke)
    /// Undoes through the step `step` names, if it is there (nil: the newest step).
    mutating func replayUndo(step: String?)
    /// Redoes through the undone step `step` names, if it is there (nil: the newest).
    mutating func replayRedo(step: String?)
    mutating func replayClear()
    mutating func replayOpen(_ canvas: Canvas)
    mutating func replayReplace(_ address: StrokeAddress, with stroke: Stroke)
    mutating func replayReplace(_ changes: [StrokeAddress: Stroke])
    mutating func replayRemove(_ addresses: Set<StrokeAddress>)
    mutating func replayCrop(to rect: IntRect?)
    mutating func replayOrient(by step: Orientation, placed: [StrokeAddress: Stroke])
    mutating func replayRestack(_ addresses: Set<StrokeAddress>, toFront: Bool)
}

extension StrokeAddress {
    /// Ids, then indices, each ascending: the order lines list them in.
    static func inOrder(_ a: StrokeAddress, _ b: StrokeAddress) -> Bool {
        switch (a, b) {
        case (.id(let x), .id(let y)), (.index(let x), .index(let y)): return x < y
        case (.id, .index): return true
        case (.index, .id): return false
        }
    }
}

extension Document {
    /// How many undos a journalled undo of `step` makes here (see `undosReaching`).
    public func undos(for step: String?) -> Int { step.map { undosReaching($0) ?? 0 } ?? (canUndo ? 1 : 0) }
    /// How many redos a journalled redo of `step` makes here.
    public func redos(for step: String?) -> Int { step.map { redosReaching($0) ?? 0 } ?? (canRedo ? 1 : 0) }

    /// The strokes `changes` name that are here, by index; those not here are left out.
    public func indexed(_ changes: [StrokeAddress: Stroke]) -> [Int: Stroke] {
        var out: [Int: Stroke] = [:]
        for (a, s) in changes { if let i = index(of: a) { out[i] = s } }
        return out
    }

    public func indices(of addresses: Set<StrokeAddress>) -> Set<Int> { Set(addresses.compactMap(index(of:))) }
}

extension Document: JournalReplaying {
    public mutating func replayAdd(_ stroke: Stroke) { add(stroke) }
    public mutating func replayUndo(step: String?) { for _ in 0..<undos(for: step) { undo() } }
    public mutating func replayRedo(step: String?) { for _ in 0..<redos(for: step) { redo() } }
    public mutating func replayClear() { clear() }
    public mutating func replayOpen(_ canvas: Canvas) { open(canvas) }
    public mutating func replayReplace(_ address: StrokeAddress, with stroke: Stroke) {
        if let i = index(of: address) { replace(at: i, with: stroke) }
    }
    public mutating func replayReplace(_ changes: [StrokeAddress: Stroke]) { replace(indexed(changes)) }
    public mutating func replayRemove(_ addresses: Set<StrokeAddress>) { remove(at: indices(of: addresses)) }
    public mutating func replayCrop(to rect: IntRect?) { crop(to: rect) }
    public mutating func replayOrient(by step: Orientation, placed: [StrokeAddress: Stroke]) { orient(by: step, placed: indexed(placed)) }
    public mutating func replayRestack(_ addresses: Set<StrokeAddress>, toFront: Bool) { restack(indices(of: addresses), toFront: toFront) }
}

extension SessionJournal {
    /// What a journal that starts with `begin` holds.
    public struct Replay: Equatable {
        public var document: Document
        /// Records applied, the `begin` included.
        public var records: Int
        /// Lines that could not be read, skipped.
        public var damagedLines: Int
    }

    /// Rebuilds a session from its journal: the document of the `begin` and every readable
    /// edit after it. Nil when the journal has no `begin` to start from.
    public static func replay(_ data: Data) -> Replay? {
        let lines = read(data)
        var document: Document?
        var applied = 0
        for record in lines.records {
            if case .begin = record { applied = 0 }
            apply(record, to: &document)
            if document != nil { applied += 1 }
        }
        return document.map { Replay(document: $0, records: applied, damagedLines: lines.damaged) }
    }


    static func orientJSON(_ step: Orientation, _ placed: [StrokeAddress: Stroke]) -> String {
        let sorted = placed.keys.sorted(by: StrokeAddress.inOrder)
        return "{\"t\":\"orient\",\"turns\":\(step.quarterTurns),\"mirrored\":\(step.mirrored)"
            + (sorted.isEmpty ? "" : "," + addressesJSON(sorted) + ",\"strokes\":[" + sorted.map { DocumentCodec.strokeJSON(placed[$0]!) }.joined(separator: ",") + "]") + "}"
    }

    static func orientRecord(_ object: [String: Any]) -> Record? {
        guard let turns = whole(object["turns"]), (0...3).contains(turns), let mirrored = object["mirrored"] as? Bool else { return nil }
        var placed: [StrokeAddress: Stroke] = [:]
        if object["strokes"] != nil || object["ids"] != nil || object["indices"] != nil {
            guard let addresses = address(object, one: false), let list = object["strokes"] as? [Any], addresses.count == list.count else { return nil }
            for (a, s) in zip(addresses, list) {
                guard let stroke = try? DocumentCodec.stroke(s, index: 0) else { return nil }
                placed[a] = stroke
            }
        }
        return .orient(Orientation(quarterTurns: turns, mirrored: mirrored), placed: placed)
    }
}
