import Foundation
import SketchCore
import Testing

/// `PathName` names a path's parts as Foundation's NSString path methods did.
@Suite struct PathNameTests {
    static let paths = ["/home/ana/Pictures/beach.jpg", "/home/ana/Pictures/", "/home", "/", "beach.jpg", "photos/beach.jpg",
                        "", "/tmp//a.png", "写真/照片.jpg", "/a/b//", "./x", "../y/z"]

    @Test(arguments: paths)
    func lastIsNSStringsLastPathComponent(path: String) {
        #expect(PathName.last(path) == (path as NSString).lastPathComponent, "\(path)")
    }

    @Test(arguments: paths)
    func parentIsNSStringsDeletingLastPathComponent(path: String) {
        #expect(PathName.parent(path) == (path as NSString).deletingLastPathComponent, "\(path)")
    }
}

/// The project's trimming, which stands in for Foundation's.
@Suite struct TrimmingTests {
    @Test func trimsBlanksAndLineEndsAtBothEndsOnly() {
        #expect("  17282\n".trimmingCharacters(in: .blanksAndNewlines) == "17282")
        #expect("\t a b \r\n".trimmingCharacters(in: .blanksAndNewlines) == "a b")
        #expect("\r\n".trimmingCharacters(in: .blanksAndNewlines) == "")
        #expect(" x\n".trimmingCharacters(in: .blanks) == "x\n")
        #expect("Xft.dpi:\t96 ".split(separator: ":")[1].trimmingCharacters(in: .blanks) == "96")
        #expect("".trimmingCharacters(in: .blanks) == "")
    }
}
