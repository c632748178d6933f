import SketchApp

/// The parts of docs/sketchpad.1 and README.md that the tables write: the man page's SYNOPSIS,
/// OPTIONS and KEYS, and README's key table. Tests keep the files equal to them (and rewrite
/// them when SKETCHPAD_RECORD_DOCS=1).
enum GeneratedDocs {
    /// Whole sections, each from its `.SH` line to the next one.
    static var manPageSections: [String] {
        [LaunchCommand.table.manSynopsis("sketchpad"), LaunchCommand.table.manOptions, KeyBindings.manPageText]
    }

    /// README's key table, between `<!-- keys -->` and `<!-- /keys -->`.
    static var readmeKeyTable: String { KeyBindings.readmeTable }
}
