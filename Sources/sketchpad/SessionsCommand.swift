import FoundationEssentials
import Glibc
import SketchApp
import SketchCore
import SketchPlatform
import SketchTranslation

/// `sketchpad --sessions`: one line per drawing that can be restored, most recent first.
enum SessionsCommand {
    static func run(environment: [String: String]) -> Int32 {
        let store = SessionStore(stateFolder: SessionStore.stateFolder(environment: environment))
        store.migrateLegacy()
        print(table(store.restorable()))
        let open = store.entries().filter { $0.isOpen }.count
        if open > 0 {
            StandardStreams.printError(trn("sketchpad: {count} more session is open in a window now", "sketchpad: {count} more sessions are open in a window now", open))
        }
        return 0
    }

    /// `ID  LAST-EDIT  STROKES  PHOTO`, in aligned columns; a blank canvas's photo is `-`.
    static func table(_ sessions: [SessionSummary]) -> String {
        let rows = [["ID", "LAST-EDIT", "STROKES", "PHOTO"]] + sessions.map { s in
            [s.id, lastEdit(s.lastEdit), String(s.strokes), s.photo.map(PathBytes.display) ?? "-"]
        }
        let widths = (0..<3).map { c in rows.map { $0[c].count }.max()! }
        return rows.map { row in
            (0..<3).map { c in row[c] + String(repeating: " ", count: widths[c] - row[c].count) }.joined(separator: "  ") + "  " + row[3]
        }.joined(separator: "\n")
    }

    static func lastEdit(_ date: Date) -> String {
        var t = time_t(date.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&t, &parts)
        return String(cFormat: "%04d-%02d-%02d %02d:%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday, parts.tm_hour, parts.tm_min)
    }
}
