import Foundation
@testable import sketchpad
import Testing

/// The command line parsed from the tables: what each option sets and the messages of what is
/// wrong (the end-to-end suite runs the program itself).
@Suite struct CommandTableTests {
    func launch(_ args: [String]) -> Result<LaunchOptions?, UsageErrorMessage> { LaunchCommand.parse(args) }

    @Test func launchOptions() throws {
        #expect(try launch(["a.png"]).get() == LaunchOptions(photo: "a.png"))
        #expect(try launch(["--file=a.png", "-o", "-", "--save-dir", "out"]).get() == LaunchOptions(photo: "a.png", output: "-", saveDir: "out"))
        // A value may start with a dash; an option's value is the next argument whatever it is.
        #expect(try launch(["-o", "-x.png"]).get() == LaunchOptions(output: "-x.png"))
        #expect(try launch(["--restore"]).get() == LaunchOptions(restore: true))
        #expect(try launch(["--restore", "20261130-093012", "--sessions"]).get() == LaunchOptions(restore: true, restoreID: "20261130-093012", listSessions: true))
        // An optional value is not taken from an option after it.
        #expect(try launch(["--restore", "--sessions"]).get() == LaunchOptions(restore: true, listSessions: true))
        #expect(try launch(["--version", "--bogus"]).get() == nil)
    }

    @Test func launchMistakes() throws {
        #expect(launch(["a.png", "b.png"]) == .failure(UsageErrorMessage("one photo at a time (got a.png and b.png)")))
        #expect(launch(["-f", "a.png", "b.png"]) == .failure(UsageErrorMessage("one photo at a time (got a.png and b.png)")))
        #expect(launch(["--file="]) == .failure(UsageErrorMessage("--file needs a value")))
        #expect(launch(["-o"]) == .failure(UsageErrorMessage("-o needs a value")))
        #expect(launch(["-x"]) == .failure(UsageErrorMessage("unknown option -x")))
        #expect(launch(["--restore=nope"]) == .failure(UsageErrorMessage("--restore takes a session id like 20261130-093012 (see sketchpad --sessions), not nope")))
        #expect(launch(["--restore", "a.png"]) == .failure(UsageErrorMessage("--restore takes a session id like 20261130-093012 (see sketchpad --sessions), not a.png")))
        #expect(launch(["--restore", "-f", "a.png"]) == .failure(UsageErrorMessage("--restore reopens a stored drawing; it takes no photo")))
        // "render" is a command only as the first argument; later it is a photo's name.
        #expect(try launch(["render"]).get()?.photo == "render")
    }

    @Test func renderOptions() throws {
        #expect(try RenderCommand.parse(["d.sketch", "-o", "out.png", "-s", "2.5"]).get() == RenderOptions(input: "d.sketch", output: "out.png", scale: 2.5))
        #expect(RenderCommand.parse(["d.sketch", "--output=out.png"]) == .failure(UsageErrorMessage("unknown option --output=out.png")))
        #expect(RenderCommand.parse(["d.sketch", "-o"]) == .failure(UsageErrorMessage("-o needs a file name")))
        for scale in [["-s"], ["-s", "0"], ["--scale", "inf"], ["-s", "x"]] {
            #expect(RenderCommand.parse(["d.sketch", "-o", "o.png"] + scale) == .failure(UsageErrorMessage("--scale needs a number above 0")))
        }
        #expect(RenderCommand.parse(["a", "b"]) == .failure(UsageErrorMessage("one document at a time (got a and b)")))
        #expect(RenderCommand.parse(["-o", "o.png"]) == .failure(UsageErrorMessage("no document given")))
        #expect(RenderCommand.parse(["d.sketch"]) == .failure(UsageErrorMessage("no output file given (-o OUT.png)")))
        #expect(RenderCommand.usage == "usage: sketchpad render DOC.sketch -o OUT.png [--scale S]")
    }

    /// --help names every option as the man page does, each once, in the table's order.
    @Test func helpAndManPageListTheSameOptions() {
        let help = LaunchCommand.help, man = LaunchCommand.table.manOptions
        var lastHelp = help.startIndex, lastMan = man.startIndex
        for option in LaunchCommand.table.options {
            let inHelp = help.range(of: "\n  " + option.helpTerm + "  ", range: lastHelp..<help.endIndex)
            let inMan = man.range(of: ".TP\n" + option.manTerm + "\n", range: lastMan..<man.endIndex)
            #expect(inHelp != nil && inMan != nil, "\(option.names)")
            lastHelp = inHelp?.upperBound ?? lastHelp
            lastMan = inMan?.upperBound ?? lastMan
        }
        #expect(help.contains("\n  FILE, -f, --file FILE   open this photo (PNG, JPEG, GIF, BMP, WebP, TIFF, HEIC or AVIF); - reads stdin\n"))
        #expect(man.contains(".TP\n\\fIFILE\\fR, \\fB\\-f\\fR, \\fB\\-\\-file\\fR \\fIFILE\\fR\n"))
    }
}
