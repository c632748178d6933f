import SketchCore
import Testing

/// One answer to "which format is this name": by its extension, in any case, or none.
@Suite struct SaveFormatTests {
    @Test func aFileNamesItsFormatByItsExtension() {
        let cases: [(String, SaveFormat?)] = [
            ("out.png", .png), ("/a/b/OUT.PNG", .png), ("x.jpg", .jpeg), ("x.JPEG", .jpeg), ("x.jpe", .jpeg), ("shot.webp", .webp),
            ("out.gif", nil), ("out", nil), ("/a.png/out", nil), (".png", .png), ("out.", nil), ("out.png.txt", nil),
        ]
        for (name, format) in cases { #expect(SaveFormat(fileName: name) == format, "\(name)") }
    }

    @Test func eachFormatsExtensionNamesItAgain() {
        for format in SaveFormat.allCases {
            #expect(SaveFormat(fileName: "a." + format.fileExtension) == format)
            #expect(SaveFormat(rawValue: format.rawValue) == format)
        }
        #expect(SaveFormat.allCases.map(\.fileExtension) == ["png", "jpg", "webp"])
        #expect(SaveFormat.extensionList == ".png, .jpg, .jpeg, .jpe or .webp")
        #expect(!SaveFormat.jpeg.keepsAlpha && SaveFormat.png.keepsAlpha && SaveFormat.webp.keepsAlpha)
    }
}
