import Foundation


extension CommandLine {
    static let version = "0.1.0"
    static let help = """
    Sketchpad \(version): draw on a photo and save it to your Pictures folder.

    usage: sketchpad [PHOTO]
           sketchpad --restore
           sketchpad render DOC.sketch -o OUT.png [--scale S]

      PHOTO            open this photo (PNG, JPEG, BMP, GIF, WebP or TIFF)
      --restore        reopen the last session (after a crash, a kill or a quit)
      render           render a .sketch document to a PNG, photo first
      -h, --help       show this help
      -V, --version    show the version
    """

    static func run(_ args: [String]) -> Int32 {
        if args.first == "render" { return RenderCommand.run(Array(args.dropFirst())) }
        var photo: String?
        var restore = false
        for a in args {
            switch a {
            case "--restore": restore = true
            case "-h", "--help": print(help); return 0
            case "-V", "--version": print("sketchpad \(version)"); return 0
            default:
                if a.hasPrefix("-") { return RenderCommand.fail("unknown option \(a)\nTry 'sketchpad --help'.") }
                guard photo == nil else { return RenderCommand.fail("one photo at a time (got \(photo!) and \(a))") }
                photo = a
            }
        }
        if restore && photo != nil { return RenderCommand.fail("--restore reopens the last session; it takes no photo") }
        return AppLauncher.run(photo: photo, restore: restore)
    }
}
