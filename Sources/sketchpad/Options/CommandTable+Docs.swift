import SketchCore

/// What `--help` and the man page say of a command, made from its table.
extension TermPart {
    var plain: String {
        switch self {
        case .literal(let text), .placeholder(let text): text
        case .optional(let parts): "[" + parts.plain + "]"
        }
    }

    var roff: String {
        switch self {
        case .literal(let text): "\\fB" + Roff.escaped(text) + "\\fR"
        case .placeholder(let text): "\\fI" + Roff.escaped(text) + "\\fR"
        case .optional(let parts): "[" + parts.roff + "]"
        }
    }
}

extension [TermPart] {
    var plain: String { map(\.plain).joined(separator: " ") }
    var roff: String { map(\.roff).joined(separator: " ") }
}

extension CommandOption {
    /// The bare argument, then the spellings: `FILE, -f, --file`.
    private var spellings: [TermPart] { (positional.map { [.placeholder($0)] } ?? []) + names.map { .literal($0) } }

    private var valuePart: TermPart? {
        switch value {
        case .none: nil
        case .required(let name): .placeholder(name)
        case .optional(let name): .optional([.placeholder(name)])
        }
    }

    /// `FILE, -f, --file FILE`, `--restore [ID]`; a command by its name.
    var helpTerm: String {
        spellings.map(\.plain).joined(separator: ", ") + (valuePart.map { " " + $0.plain } ?? "")
    }

    /// The same in roff; a command with its synopsis.
    var manTerm: String {
        if case .command(let synopsis) = effect { return (spellings + synopsis).roff }
        return spellings.map(\.roff).joined(separator: ", ") + (valuePart.map { " " + $0.roff } ?? "")
    }
}

extension CommandTable {
    /// `usage: PROGRAM FORM`, then the other forms under it.
    func usage(_ program: String) -> String {
        HelpColumns.usage(synopses.map { ([.literal(program)] + $0).plain })
    }

    /// The options, one a line (or more, under each other), their texts in a column.
    var helpOptions: String {
        HelpColumns.options(options.map { ($0.helpTerm, $0.help) })
    }

    /// The man page's SYNOPSIS: each form's leading words in bold, the rest on the next line.
    func manSynopsis(_ program: String) -> String {
        let forms = synopses.map { form in
            let lead = form.prefix { if case .literal = $0 { true } else { false } }
            let rest = form.dropFirst(lead.count)
            let head = ".B " + Roff.escaped(([program] + lead.map(\.plain)).joined(separator: " "))
            return rest.isEmpty ? head : head + "\n" + Array(rest).roff
        }
        return ".SH SYNOPSIS\n" + forms.joined(separator: "\n.br\n")
    }

    /// The man page's OPTIONS: each option's term and paragraph.
    var manOptions: String {
        ([".SH OPTIONS"] + options.flatMap { [".TP", $0.manTerm, Roff.marked($0.manual)] }).joined(separator: "\n")
    }
}
