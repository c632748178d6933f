import SketchApp
import SketchTranslation

/// A piece of a command's synopsis or of an option's term, as `--help` and the man page show it.
enum TermPart: Equatable, Sendable {
    /// Typed as it is: an option or a command (bold in the man page).
    case literal(String)
    /// Stands for what the user gives (italic in the man page).
    case placeholder(String)
    /// May be left out: shown in brackets.
    case optional([TermPart])
}

/// What the command line is wrong about; one sentence, shown before the way to get help.
struct UsageErrorMessage: Error, Equatable, CustomStringConvertible {
    var description: String
    init(_ text: String) { description = text }
}

/// One option of a command: how it is spelled, whether it takes a value, what it does to the
/// options being parsed, and how `--help` and the man page describe it.
struct CommandOption<Options>: Sendable {
    enum Value: Sendable {
        case none
        /// Inline (`--name=value`, where the command allows it) or the next argument, whatever it is.
        case required(String)
        /// Inline, or the next argument unless that starts with `-`.
        case optional(String)
    }

    enum Effect: Sendable {
        /// Changes the options with the value (nil when none was given), or says why it cannot.
        case set(@Sendable (inout Options, _ spelling: String, _ value: String?) throws(UsageErrorMessage) -> Void)
        /// Prints this text and ends the command (help, version, paths).
        case answer(@Sendable () -> String)
        /// A command of its own, run when it is the first argument; documented here only.
        case command(synopsis: [TermPart])
    }

    var names: [String]
    var value: Value = .none
    /// A bare argument that means the same (documented before the spellings).
    var positional: String?
    /// `--help`'s text; each line after the first goes under the first. Empty for the options
    /// of a command that documents them by its synopsis alone.
    var help = ""
    /// The man page's paragraph: plain text, `*italic*`, `**bold**` (see `Roff.marked`).
    var manual = ""
    var effect: Effect

    /// A value the option cannot do without: given and, where `nonEmpty`, not empty.
    static func needed(_ value: String?, _ message: @autoclosure () -> String, nonEmpty: Bool = false) throws(UsageErrorMessage) -> String {
        guard let value, !(nonEmpty && value.isEmpty) else { throw UsageErrorMessage(message()) }
        return value
    }
}

/// A command's options in one table: it parses the command line, and makes the `--help` and
/// man page text that describe it, so the three cannot disagree.
struct CommandTable<Options>: Sendable {
    /// The forms of the command, each after the program's name.
    var synopses: [[TermPart]]
    var options: [CommandOption<Options>]
    /// What a bare argument (or `-`) sets.
    var positional: @Sendable (inout Options, String) throws(UsageErrorMessage) -> Void
    /// Whether `--name=value` is understood.
    var inlineValues: Bool

    enum Outcome {
        case options(Options)
        /// An option that answers (help, version) was met: this is its text.
        case answered(String)
    }

    /// Goes through `args` left to right: options that answer do so at once, the others set
    /// `options`; the first thing wrong is thrown.
    func parse(_ args: [String], into start: Options) throws(UsageErrorMessage) -> Outcome {
        var options = start
        var i = 0
        while i < args.count {
            var spelling = args[i]
            var inline: String?
            if inlineValues, spelling.hasPrefix("--"), let eq = spelling.firstIndex(of: "=") {
                inline = String(spelling[spelling.index(after: eq)...])
                spelling = String(spelling[..<eq])
            }
            guard let option = self.options.first(where: { $0.isOption && $0.names.contains(spelling) }) else {
                if spelling.hasPrefix("-") && spelling != "-" { throw UsageErrorMessage(tr("unknown option {option}", ["option": spelling])) }
                try positional(&options, spelling)
                i += 1
                continue
            }
            switch option.effect {
            case .answer(let text):
                return .answered(text())
            case .command:
                break
            case .set(let set):
                var value: String?
                switch option.value {
                case .none:
                    break
                case .required:
                    if let inline { value = inline } else if i + 1 < args.count { i += 1; value = args[i] }
                case .optional:
                    if let inline { value = inline } else if i + 1 < args.count, !args[i + 1].hasPrefix("-") { i += 1; value = args[i] }
                }
                try set(&options, spelling, value)
            }
            i += 1
        }
        return .options(options)
    }
}

extension CommandTable {
    /// What a command does with its arguments: the options, checked whole by `check`; nil when
    /// an option answered (its text is printed); or what is wrong.
    func run(_ args: [String], from start: Options, check: (Options) throws(UsageErrorMessage) -> Void) -> Result<Options?, UsageErrorMessage> {
        do throws(UsageErrorMessage) {
            switch try parse(args, into: start) {
            case .answered(let text):
                print(text)
                return .success(nil)
            case .options(let options):
                try check(options)
                return .success(options)
            }
        } catch {
            return .failure(error)
        }
    }
}

extension CommandOption {
    /// Whether it is met among the options (a command is met only as the first argument).
    var isOption: Bool {
        if case .command = effect { return false }
        return true
    }
}
