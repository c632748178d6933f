import FoundationEssentials
import Glibc
import SketchApp
import SketchCore
import SketchPlatform
import SketchTranslation

/// What the command line asked the app for.
struct LaunchOptions: Equatable {
    var photo: String?
    var output: String?
    var saveDir: String?
    var restore = false
    /// `--restore ID`: that session; without, the most recent one no other window has.
    var restoreID: String?
    var listSessions = false
    var earlyExit = false
    /// `--capture`: the photo is a picture of the screen taken now.
    var capture: CaptureMode?
    /// `--delay`: seconds to wait before capturing.
    var delay: Double?

    mutating func setPhoto(_ path: String) throws(UsageErrorMessage) {
        if let photo { throw UsageErrorMessage(tr("one photo at a time (got {first} and {second})", ["first": photo, "second": path])) }
        photo = path
    }
}

/// `sketchpad`'s options: the one table its parser, `--help` and the man page come from.
enum LaunchCommand {
    static let version = "0.1.0"
    typealias Option = CommandOption<LaunchOptions>

    static let table = CommandTable<LaunchOptions>(
        synopses: [
            [.optional([.placeholder("options")]), .optional([.placeholder("FILE")])],
            [.literal("--restore"), .optional([.placeholder("ID")])],
            [.literal("--capture"), .placeholder(CaptureMode.spellings), .optional([.literal("--delay"), .placeholder("SECONDS")]),
             .optional([.placeholder("options")])],
            [.literal("--sessions")],
            [.literal(RenderCommand.name)] + RenderCommand.synopsis,
            [.literal(ThumbnailCommand.name)] + ThumbnailCommand.synopsis,
        ],
        options: [
            Option(names: ["-f", "--file"], value: .required("FILE"), positional: "FILE",
                   help: tr("open this photo ({formats}); - reads stdin", ["formats": PhotoFormat.list(tr("or"))]),
                   manual: """
                   Open this photo: \(PhotoFormat.list("or")), recognised by content, whatever its name.
                   Other formats (SVG, PNM, TGA, XCF, ...) are refused. A photo is at most \(PixelBudget.maxSide) px a side and
                   \(PixelBudget.maxPixels / 1_000_000) MP (every frame of a GIF, every page of a TIFF, every picture and grid of a HEIF), checked in its header before decoding, and
                   at most \(InputFile.maxPhotoBytes >> 20) MB on disk. **-** reads it from standard input, at most \(InputFile.maxPhotoBytes >> 20) MB.
                   """,
                   effect: .set { o, spelling, value throws(UsageErrorMessage) in
                       try o.setPhoto(Option.needed(value, tr("{option} needs a value", ["option": spelling]), nonEmpty: true))
                   }),
            Option(names: ["-o", "--output"], value: .required("FILE"),
                   help: tr("Save writes only FILE (replacing it; .png, .jpg or .webp) instead\nof a new file in the save folder; - writes the picture to stdout\nwhen the app quits"),
                   manual: """
                   Save (and Save view) writes only *FILE*, replacing it, instead of a new file in the save
                   folder: a PNG for *.png*, a JPEG for *.jpg*, *.jpeg* or *.jpe*, a WebP for *.webp*, whatever
                   save.format says (at save.quality); any other name is refused.
                   So is the photo being opened, and anything that is not a regular file (a device, a FIFO, a
                   folder); a symbolic link has its target replaced.
                   **-** writes the picture (PNG, at the photo's own size, as Save writes it) to standard output when the app quits.
                   With **--capture** and no **--early-exit**, the capture is the picture: it is written to *FILE* at once and no window opens.
                   """,
                   effect: .set { o, spelling, value throws(UsageErrorMessage) in
                       o.output = try Option.needed(value, tr("{option} needs a value", ["option": spelling]), nonEmpty: true)
                   }),
            Option(names: ["--early-exit"],
                   help: tr("Enter copies the picture and quits (keys.enter = copy,quit)"),
                   manual: """
                   Enter copies the picture (at the photo's own size) to the clipboard and quits, for this run: **keys.enter**
                   = copy,quit. With **-f -** it finishes a screenshot: grim -g "$(slurp)" - | sketchpad -f - --early-exit.
                   With **-o** *FILE*, Enter writes *FILE* instead of copying (keys.enter = save,quit).
                   """,
                   effect: .set { o, _, _ in o.earlyExit = true }),
            Option(names: ["--save-dir"], value: .required("DIR"),
                   help: tr("save into DIR instead of the Pictures folder"),
                   manual: "Save into *DIR* instead of the Pictures folder.",
                   effect: .set { o, spelling, value throws(UsageErrorMessage) in
                       o.saveDir = try Option.needed(value, tr("{option} needs a value", ["option": spelling]), nonEmpty: true)
                   }),
            Option(names: ["--capture"], value: .required(CaptureMode.spellings),
                   help: tr("draw on a screenshot taken now: every monitor (screen), a\nrectangle you drag (region) or a window you click (window)"),
                   manual: """
                   Take a screenshot and draw on it as on an opened photo: **screen** takes every monitor, **region** shows the
                   frozen screen to drag a rectangle on (adjust it by its edges or move it, then Enter takes it), **window** the
                   window you click. Escape cancels, with exit status 1. The app's window opens only once the picture is taken.
                   On Wayland it asks the desktop portal, whose own dialog chooses a region or a window; the guide says what each desktop does.
                   """,
                   effect: .set { o, spelling, value throws(UsageErrorMessage) in
                       let name = try Option.needed(value, tr("{option} needs a value", ["option": spelling]))
                       guard let mode = CaptureMode(rawValue: name) else {
                           throw UsageErrorMessage(tr("{option} takes {choices}, not {value}", ["option": spelling, "choices": CaptureMode.spellings, "value": name]))
                       }
                       o.capture = mode
                   }),
            Option(names: ["--delay"], value: .required("SECONDS"),
                   help: tr("with --capture: wait SECONDS first, counting down (Ctrl+C cancels)"),
                   manual: "With **--capture**: wait *SECONDS* (at most \(CaptureCountdown.maximumSeconds)) before taking the picture, counting down on standard error; Ctrl+C cancels.",
                   effect: .set { o, spelling, value throws(UsageErrorMessage) in
                       let text = try Option.needed(value, tr("{option} needs a value", ["option": spelling]))
                       guard let seconds = Double(text), seconds >= 0, seconds <= Double(CaptureCountdown.maximumSeconds) else {
                           throw UsageErrorMessage(tr("{option} takes seconds from 0 to {maximum}, not {value}", ["option": spelling, "maximum": CaptureCountdown.maximumSeconds, "value": text]))
                       }
                       o.delay = seconds
                   }),
            Option(names: ["--restore"], value: .optional("ID"),
                   help: tr("reopen a drawing: the most recent one no other window has\nopen, or session ID (after a crash, a kill or a quit)"),
                   manual: """
                   Reopen a stored drawing: the most recently edited one that no other window has open, or session
                   *ID*. The photo, the strokes and the whole undo history come back, and edits go on in the
                   same session. A session open in another window is refused.
                   """,
                   effect: .set { o, _, value throws(UsageErrorMessage) in
                       o.restore = true
                       guard let id = value else { return }
                       guard SessionStore.isSessionID(id) else {
                           throw UsageErrorMessage(tr("--restore takes a session id like 20261130-093012 (see sketchpad --sessions), not {id}", ["id": id]))
                       }
                       o.restoreID = id
                   }),
            Option(names: ["--sessions"],
                   help: tr("list the drawings that can be restored"),
                   manual: """
                   List the drawings that can be restored, most recent first, one a line:
                   *ID  LAST-EDIT  STROKES  PHOTO* (**-** for a blank canvas). Sessions open in a window
                   are not listed; standard error says how many there are.
                   """,
                   effect: .set { o, _, _ in o.listSessions = true }),
            Option(names: ["--paths"],
                   help: tr("print where Sketchpad reads and writes"),
                   manual: "Print where Sketchpad reads and writes: settings, sessions, save folder and assets.",
                   effect: .answer { Paths.report(ProcessEnvironment.current()) }),
            Option(names: [RenderCommand.name],
                   help: tr("render a .sketch document to a PNG (or JPEG or WebP, or - for stdout)"),
                   manual: """
                   Render a .sketch document (photo first, then strokes) at canvas size times *S* into *OUT.png*:
                   a PNG, or a JPEG for a name ending in *.jpg*, a WebP for *.webp* (both at quality \(SaveFormat.defaultQuality); a JPEG's
                   transparency laid on the canvas's background, white when it has none); **-o -** writes the PNG to standard output. The
                   output may not be the document or its photo. A document is refused past its limits: \(InputFile.maxDocumentBytes >> 20) MB, \(grouped(DocumentLimits.maxPoints)) points, coordinates
                   within ±\(grouped(Int(DocumentLimits.maxCoordinate))) px, widths up to \(grouped(Int(DocumentLimits.maxWidth))) px, texts up to \(grouped(Int(DocumentLimits.maxTextSize))) px and \(grouped(DocumentLimits.maxTextLength)) characters,
                   marker numbers up to \(grouped(DocumentLimits.maxMarkerNumber)), and an output (canvas times scale) of at most
                   \(DocumentLimits.maxOutputSide) px a side and \(DocumentLimits.maxOutputPixels / 1_000_000) MP.
                   """,
                   effect: .command(synopsis: RenderCommand.synopsis)),
            Option(names: [ThumbnailCommand.name],
                   help: tr("write a PNG of at most SIZE px of a drawing, document or photo\n(the file manager's thumbnailer); opens no window"),
                   manual: """
                   Write to *OUT* a PNG of at most *SIZE* px a side (1 to \(ThumbnailCommand.maxSide)) of *IN*: the thumbnail a .sketch drawing keeps
                   (its photo is not read), else the document rendered small, else the photo made small. Opens no window: file
                   managers call it through share/thumbnailers/sketchpad.thumbnailer.
                   """,
                   effect: .command(synopsis: ThumbnailCommand.synopsis)),
            Option(names: ["-h", "--help"], help: tr("show this help"), manual: "Show the options.", effect: .answer { help }),
            Option(names: ["-V", "--version"], help: tr("show the version"), manual: "Show the version.",
                   effect: .answer { "sketchpad \(version)" }),
        ],
        positional: { o, argument throws(UsageErrorMessage) in try o.setPhoto(argument) },
        inlineValues: true)

    static var help: String {
        [tr("Sketchpad {version}: draw on a photo and save it to your Pictures folder.", ["version": version]), "",
         table.usage("sketchpad"), "", table.helpOptions, "",
         tr("Settings: {file} (the command line wins).", ["file": "${XDG_CONFIG_HOME:-~/.config}/sketchpad/config"]),
         tr("Keys: {keys} in the window lists them.", ["keys": KeyBindings.either(.showHelp)])].joined(separator: "\n")
    }

    /// The options, nil when an option answered (its text already printed), or what is wrong.
    static func parse(_ args: [String]) -> Result<LaunchOptions?, UsageErrorMessage> {
        table.run(args, from: LaunchOptions()) { o throws(UsageErrorMessage) in
            if o.restore && o.photo != nil { throw UsageErrorMessage(tr("--restore reopens a stored drawing; it takes no photo")) }
            if o.capture != nil && (o.photo != nil || o.restore) { throw UsageErrorMessage(tr("--capture takes its photo from the screen; it takes no photo and no --restore")) }
            if o.delay != nil && o.capture == nil { throw UsageErrorMessage(tr("--delay waits before --capture; give --capture too")) }
        }
    }

    /// 1,000,000
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        return String(digits.enumerated().flatMap { i, d in (i > 0 && (digits.count - i) % 3 == 0 ? [","] : []) + [d] })
    }
}
