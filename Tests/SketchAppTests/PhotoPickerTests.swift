import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import Synchronization
import TestSupport
import Testing

/// The photo picker through the controller: a click selects, a double click or Enter opens,
/// the click that opens never draws, readable selected rows, thumbnails made in the background
/// for the rows in view, the path field (Ctrl+L) and the sort toggle.
@Suite struct PhotoPickerTests {
    /// A photo of one colour.
    static func photo(_ color: Color, _ w: Int = 64, _ h: Int = 48) -> RGBAImage { RGBAImage(width: w, height: h, fill: color) }

    /// Pictures holding the folder Trips (with beach.png) and sea.png.
    static func harness(services: ((TestMachine) -> AppServices)? = nil) -> (Harness, String) {
        let machine = TestMachine()
        let pictures = machine.picturesFolder
        machine.put(Harness.sample, at: pictures + "/Trips/beach.png")
        machine.put(photo(Color(red: 0x10, green: 0xA0, blue: 0x40)), at: pictures + "/sea.png")
        return (Harness(photo: nil, machine: machine, services: services), pictures)
    }

    static func rowNames(_ h: Harness) -> [String] { h.controller.picker?.entries.map(\.name) ?? [] }

    // MARK: Clicks

    @Test func aClickSelectsADoubleClickOrEnterOpens() throws {
        let (h, pictures) = Self.harness()
        h.press("o", .control)
        #expect(Self.rowNames(h) == ["Trips", "sea.png"])
        // One click on the folder selects it; it does not enter it.
        h.click(widget: "picker.row.0")
        #expect(h.controller.pickerFolder == pictures && h.controller.picker?.selection == 0)
        // One click on the photo selects it; it does not open it.
        h.machine.clock += 1
        h.click(widget: "picker.row.1")
        #expect(h.controller.isPickerOpen && h.controller.picker?.selection == 1 && h.controller.document.photoPath == nil)
        // Two clicks too far apart are two single clicks.
        h.machine.clock += PhotoPicker.doubleClickTime + 0.1
        h.click(widget: "picker.row.1")
        #expect(h.controller.isPickerOpen)
        // A double click on the folder enters it.
        h.machine.clock += 1
        h.doubleClick(widget: "picker.row.0")
        #expect(h.controller.pickerFolder == pictures + "/Trips" && Self.rowNames(h) == ["beach.png"])
        // The first row is selected in the new folder, and Enter opens it.
        h.press(.enter)
        #expect(!h.controller.isPickerOpen && h.controller.document.photoPath == pictures + "/Trips/beach.png")
    }

    /// The press that opens a photo is the picker's until it is let go: neither it, nor its
    /// release, nor a move between them, draws on the photo that opened.
    @Test func theDoubleClickThatOpensAPhotoLeavesNoDot() throws {
        let (h, pictures) = Self.harness()
        // Larger than the window, so that fitted it lies under the picker's rows.
        h.machine.put(Self.photo(Color(red: 0x10, green: 0xA0, blue: 0x40), 1800, 1350), at: pictures + "/sea.png")
        h.press("o", .control)
        let row = try #require(h.controller.rect(ofWidget: "picker.row.1"))
        let p = Harness.mouse(row.x + row.width / 2, row.y + row.height / 2)
        h.send(.hover(p), .pointerDown(.mouse, p))
        h.send(.pointerUp(.mouse, p))
        h.machine.clock += 0.15
        h.send(.pointerDown(.mouse, p))
        #expect(h.controller.document.photoPath == pictures + "/sea.png", "the second press opens it")
        h.send(.pointerMoved(.mouse, Point(p.x + 3, p.y + 2)))
        h.send(.pointerUp(.mouse, Point(p.x + 3, p.y + 2)))
        #expect(h.controller.document.strokes.isEmpty)
        #expect(h.controller.strokeCounts.begun == 0 && h.controller.strokeCounts.live == 0)
        // The photo is untouched where the clicks were (it is one colour all over).
        let canvas = h.controller.canvasRect
        try #require(canvas.contains(p))
        let green = Color(red: 0x10, green: 0xA0, blue: 0x40)
        for dy in -8...8 { for dx in -8...8 { #expect(h.controller.frame[Int(p.x) + dx, Int(p.y) + dy] == green) } }
        // The next click on the canvas draws, as always.
        h.machine.clock += 1
        h.click(Int(p.x), Int(p.y))
        #expect(h.controller.document.strokes.count == 1)
    }

    // MARK: Colours

    /// WCAG's contrast ratio of two opaque colours.
    static func contrast(_ a: Color, _ b: Color) -> Double {
        func luminance(_ c: Color) -> Double {
            func channel(_ v: UInt8) -> Double { let s = Double(v) / 255; return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4) }
            return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// The selected row's name (a folder's and a photo's) and a row under the pointer stand out
    /// from their background by at least 4.5:1, read from the pixels shown.
    @Test func selectedAndHoveredRowsAreReadable() throws {
        let (h, _) = Self.harness()
        h.press("o", .control)
        func textAndFill(_ index: Int) throws -> (text: Color, fill: Color) {
            let row = try #require(h.controller.rect(ofWidget: "picker.row.\(index)"))
            // The test font draws each capital or small letter as a solid box: the first letter's middle.
            let textX = row.x + 8 + PhotoPicker.thumbnailSide + 12 + 4, textY = row.y + (row.height - 18) / 2 + 12
            return (h.controller.frame[textX, textY], h.controller.frame[row.maxX - 10, row.y + row.height / 2])
        }
        for index in [0, 1] {
            h.machine.clock += 1
            h.click(widget: "picker.row.\(index)")
            h.send(.hoverEnded)
            let selected = try textAndFill(index)
            #expect(selected.fill == h.controller.ui.theme.selection)
            #expect(Self.contrast(selected.text, selected.fill) >= 4.5, "selected row \(index): \(selected)")
        }
        let other = try #require(h.controller.rect(ofWidget: "picker.row.0"))
        h.send(.hover(Harness.mouse(other.maxX - 10, other.y + other.height / 2)))
        let hovered = try textAndFill(0)
        #expect(hovered.fill == h.controller.ui.theme.buttonHot)
        #expect(Self.contrast(hovered.text, hovered.fill) >= 4.5, "hovered row: \(hovered)")
    }

    // MARK: Thumbnails

    /// Thumbnails come from the photo service on another thread, only for the rows in view,
    /// with a placeholder until they are ready, and are kept: scrolling back asks for none again.
    @Test func thumbnailsInViewAreMadeInTheBackgroundAndKept() throws {
        let onMain = Mutex<[Bool]>([])
        let (h, pictures) = Self.harness(services: { m in
            var s = m.services()
            let made = s.photos.thumbnail
            s.photos.thumbnail = { path, side in onMain.withLock { $0.append(Thread.isMainThread) }; return try made(path, side) }
            return s
        })
        for i in 0..<40 {
            h.machine.put(Self.photo(Color(red: UInt8(i * 6), green: 0x30, blue: 0xC0)), at: pictures + String(format: "/p%02d.png", i))
        }
        h.press("o", .control)
        let visible = try #require(h.controller.picker?.visibleRows)
        #expect(visible < 42)
        func box(_ index: Int) throws -> IntRect {
            let row = try #require(h.controller.rect(ofWidget: "picker.row.\(index)"))
            return IntRect(x: row.x + 8, y: row.y + (row.height - PhotoPicker.thumbnailSide) / 2, width: PhotoPicker.thumbnailSide, height: PhotoPicker.thumbnailSide)
        }
        // The folder first, then p00.png to p39.png, then sea.png.
        #expect(Self.rowNames(h).prefix(3) == ["Trips", "p00.png", "p01.png"])
        let first = try box(1)
        #expect(h.controller.frame[first.x + 16, first.y + 16] == h.controller.ui.theme.buttonDisabled, "a placeholder until it is made")
        h.controller.waitForBackgroundWork()
        h.send()
        #expect(h.controller.frame[first.x + 16, first.y + 16] == Color(red: 0, green: 0x30, blue: 0xC0))
        let p05 = try box(6)
        #expect(h.controller.frame[p05.x + 16, p05.y + 16] == Color(red: 30, green: 0x30, blue: 0xC0))
        // 64x48 shrunk to 32x24, centred in its box: the box's top rows stay as the row is.
        #expect(h.controller.frame[p05.x + 16, p05.y + 2] != Color(red: 30, green: 0x30, blue: 0xC0))
        let asked = h.machine.thumbnailed
        #expect(asked.count == visible - 1, "one for each photo in view (the folder has none)")
        #expect(Set(asked) == Set((0..<(visible - 1)).map { pictures + String(format: "/p%02d.png", $0) }))
        #expect(onMain.withLock { $0 }.allSatisfy { !$0 } && !onMain.withLock { $0 }.isEmpty, "made off the main thread")
        // Scrolled to the end: the photos now in view are asked for; back at the top, none again.
        h.press(.end)
        h.controller.waitForBackgroundWork()
        let afterEnd = h.machine.thumbnailed
        #expect(afterEnd.contains(pictures + "/sea.png") && afterEnd.count > asked.count)
        #expect(!afterEnd.dropFirst(asked.count).contains(pictures + "/p00.png"))
        h.press(.home)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.thumbnailed == afterEnd, "kept: nothing is decoded again")
        // Closed and opened again, they are still kept.
        h.press(.escape)
        h.press("o", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.thumbnailed == afterEnd)
    }

    // MARK: The path field

    @Test func ctrlLTakesAFolderOrAPhotoPathAndSaysWhyABadOneFails() throws {
        let (h, pictures) = Self.harness()
        h.machine.put(nil, at: pictures + "/notes.png")
        h.press("l", .control)
        #expect(h.controller.isPickerOpen && h.controller.isTypingPath, "Ctrl+L on the canvas opens the picker, typing")
        #expect(h.controller.textInputRect != nil, "text input is on while the field has the keyboard")
        #expect(h.controller.picker?.pathField.text == pictures + "/")
        // A folder's name, relative to the folder shown (keys the picker and the help would take go to the field).
        h.send(.key(.character("?"), [.shift]))
        h.send(.textInput("Trips"))
        h.press(.enter)
        #expect(!h.controller.isHelpOpen && h.controller.pickerFolder == pictures + "/Trips" && !h.controller.isTypingPath)
        // A path that is not there: the list stays, the field keeps the keyboard, a message says which and why.
        h.press("l", .control)
        h.send(.textInput("nowhere"))
        h.press(.enter)
        #expect(h.controller.pickerFolder == pictures + "/Trips" && h.controller.isTypingPath)
        #expect(h.controller.picker?.pathProblem == "Cannot open \(pictures)/Trips/nowhere: no such file or directory")
        let shown = try #require(h.controller.rect(ofWidget: "picker.path"))
        #expect(h.controller.ui.commands.contains { if case .text(let t, _, let y, _, _) = $0 { t.contains("nowhere: no such file") && y > shown.maxY } else { false } })
        // A file that is no photo: the picker stays open and says why.
        for _ in 0..<40 { h.press(.backspace) }
        h.send(.textInput("../notes.png"))
        #expect(h.controller.picker?.pathProblem == nil, "editing takes the message down")
        h.press(.enter)
        #expect(h.controller.isPickerOpen && h.controller.picker?.pathProblem == "Cannot open \(pictures)/notes.png: not a readable image")
        // One Escape closes the picker, from its path field too.
        h.press(.escape)
        #expect(!h.controller.isPickerOpen && !h.controller.isTypingPath)
        #expect(h.controller.textInputRect == nil)
        // A photo's path, absolute (Ctrl+L on the canvas opens the picker, typing).
        h.press("l", .control)
        for _ in 0..<60 { h.press(.backspace) }
        h.send(.textInput(pictures + "/Trips/./beach.png"))
        h.press(.enter)
        #expect(!h.controller.isPickerOpen && h.controller.document.photoPath == pictures + "/Trips/beach.png")
    }

    @Test func typedPathsResolveFromTheFolderShown() {
        #expect(PickerPath.resolve("a/../b/", in: "/home/x", home: "/home/me") == "/home/x/b")
        #expect(PickerPath.resolve("~/Pictures", in: "/tmp", home: "/home/me") == "/home/me/Pictures")
        #expect(PickerPath.resolve("/../..//etc", in: "/tmp", home: nil) == "/etc")
        #expect(PickerPath.parent(of: "/home/me/") == "/home" && PickerPath.parent(of: "/home") == "/" && PickerPath.parent(of: "/") == "/")
        #expect(PickerPath.shown("/") == "/" && PickerPath.shown("/tmp") == "/tmp/")
    }

    // MARK: Sorting

    @Test func sortedByNameOrByDateFoldersFirst() throws {
        let (h, pictures) = Self.harness()
        h.machine.put(Self.photo(.black), at: pictures + "/apple.png")
        h.machine.put(Self.photo(.black), at: pictures + "/Zebra.png")
        h.machine.makeFolder(pictures + "/Old")
        h.machine.touch(pictures + "/apple.png", modified: 100)
        h.machine.touch(pictures + "/sea.png", modified: 300)
        h.machine.touch(pictures + "/Zebra.png", modified: 200)
        h.machine.touch(pictures + "/Old", modified: 50)
        h.machine.touch(pictures + "/Trips", modified: 10)
        h.press("o", .control)
        #expect(Self.rowNames(h) == ["Old", "Trips", "apple.png", "sea.png", "Zebra.png"])
        h.machine.clock += 1
        h.click(widget: "picker.row.2")
        h.click(widget: "picker.sort.date")
        #expect(Self.rowNames(h) == ["Old", "Trips", "sea.png", "Zebra.png", "apple.png"])
        #expect(h.controller.picker?.selection == 4, "apple.png stays selected")
        // The order is kept for the next time the picker opens.
        h.press(.escape)
        h.press("o", .control)
        #expect(Self.rowNames(h) == ["Old", "Trips", "sea.png", "Zebra.png", "apple.png"])
        h.click(widget: "picker.sort.name")
        #expect(Self.rowNames(h) == ["Old", "Trips", "apple.png", "sea.png", "Zebra.png"])
    }
}

extension Harness {
    /// Two clicks on the centre of a widget at the same moment of the test's clock.
    func doubleClick(widget id: String) {
        click(widget: id)
        click(widget: id)
    }

    // MARK: A narrow window

    /// However narrow the window, the header's title and "Sort:" never run into the sort
    /// buttons: the caption goes first, then the title; wide enough, all of it shows.
    @Test func theHeaderDropsWhatDoesNotFitInsteadOfOverlapping() throws {
        let glyphs = TestGlyphs()
        for width in stride(from: 200, through: 900, by: 10) {
            let r = PhotoPicker.frame(in: IntRect(x: 0, y: 0, width: width, height: 600), scale: 1)
            let px = { Theme.pixels($0, 1) }
            let title = glyphs.textWidth(Strings.pickerTitle, size: px(16)), caption = glyphs.textWidth(Strings.pickerSortBy, size: Theme().fontSize)
            let header = PhotoPicker.header(in: r, titleWidth: title, captionWidth: caption, px: px)
            let titleEnd = r.x + px(16) + title
            if header.title { #expect(titleEnd + px(8) <= header.name.x, "\(width): the title runs into the buttons") }
            if header.caption {
                #expect(header.title, "\(width): the caption stays only with the title")
                #expect(titleEnd + px(8) <= header.name.x - px(8) - caption, "\(width): the caption runs into the title")
            }
            #expect(header.name.x >= r.x && header.date.maxX <= r.maxX)
            if width >= 640 { #expect(header.title && header.caption, "\(width): room for all of it") }
        }
        // The dialog draws its buttons where the layout puts them.
        let h = Harness(width: 300, height: 480, photo: nil)
        h.press("o", .control)
        let r = PhotoPicker.frame(in: h.controller.layout.window, scale: 1)
        let header = PhotoPicker.header(in: r, titleWidth: TestGlyphs().textWidth(Strings.pickerTitle, size: 16),
                                        captionWidth: TestGlyphs().textWidth(Strings.pickerSortBy, size: Theme().fontSize), px: { $0 })
        #expect(h.controller.rect(ofWidget: "picker.sort.name") == header.name && h.controller.rect(ofWidget: "picker.sort.date") == header.date)
        #expect(!header.caption, "300 px has no room for the caption")
    }
}
