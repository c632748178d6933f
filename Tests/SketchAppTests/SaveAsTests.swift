import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Save as… (Ctrl+Shift+S): the picker with a name field and a format, the picture written to
/// the file named, a taken name replaced only after Replace, and the folder kept (save.as.folder).
@Suite struct SaveAsTests {
    func selectAll(_ h: Harness) { h.press("a", .control) }

    func type(_ h: Harness, _ text: String) {
        selectAll(h)
        h.send(.textInput(text))
    }

    @Test func ctrlShiftSOpensItUnderSavesNextNameAndEnterSaves() throws {
        let h = Harness()
        h.press("s", [.control, .shift])
        let form = try #require(h.controller.picker?.saveAs, "Ctrl+Shift+S opens Save as")
        #expect(form.name.text == "sample-edited-20261129-130509" && form.format == .png && form.name.isFocused)
        #expect(h.controller.picker?.folder == h.machine.picturesFolder)
        h.press(.enter)
        h.controller.waitForBackgroundWork()
        let path = h.machine.picturesFolder + "/sample-edited-20261129-130509.png"
        #expect(h.controller.picker == nil, "saving closes it")
        #expect(h.machine.image(at: path)?.width == 600)
        #expect(h.controller.toastText == "Saved the picture (600×400) to \(path)")
        #expect(!h.controller.title.hasPrefix("•"), "the save holds the drawing")
    }

    @Test func theFormatButtonsChooseTheExtensionAndATypedExtensionChoosesTheFormat() throws {
        let h = Harness()
        h.press("s", [.control, .shift])
        type(h, "trip")
        h.click(widget: "picker.save.format.jpeg")
        h.click(widget: "picker.save")
        h.controller.waitForBackgroundWork()
        #expect(h.machine.image(at: h.machine.picturesFolder + "/trip.jpg")?.width == 600)
        #expect(h.machine.writeOptions(at: h.machine.picturesFolder + "/trip.jpg")?.quality == SaveFormat.defaultQuality)

        h.press("s", [.control, .shift])
        type(h, "beach.webp")
        h.press(.enter)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.image(at: h.machine.picturesFolder + "/beach.webp") != nil)

        // A name ending in the chosen format's extension takes the new one's.
        h.press("s", [.control, .shift])
        type(h, "night.png")
        h.click(widget: "picker.save.format.webp")
        #expect(h.controller.picker?.saveAs?.name.text == "night.webp")
        h.press(.escape)
    }

    @Test func aTakenNameIsReplacedOnlyAfterReplace() throws {
        let h = Harness()
        let taken = h.machine.picturesFolder + "/old.png"
        let before = RGBAImage(width: 3, height: 3, fill: .black)
        h.machine.put(before, at: taken)
        h.press("s", [.control, .shift])
        type(h, "old")
        h.press(.enter)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.image(at: taken) == before, "not overwritten without asking")
        #expect(h.controller.picker?.saveAs?.replacing == taken)
        #expect(h.controller.rect(ofWidget: "picker.save") != nil)
        // Editing the name drops the question; asking again and pressing Replace replaces it.
        h.send(.textInput("x"))
        #expect(h.controller.picker?.saveAs?.replacing == nil)
        type(h, "old.png")
        h.press(.enter)
        #expect(h.controller.picker?.saveAs?.replacing == taken)
        h.click(widget: "picker.save")
        h.controller.waitForBackgroundWork()
        #expect(h.machine.image(at: taken)?.width == 600, "replaced")
        #expect(h.machine.writeOptions(at: taken)?.replacing == true)
    }

    @Test func aNameWithASlashOrNoneIsRefusedSayingWhy() throws {
        let h = Harness()
        h.press("s", [.control, .shift])
        for bad in ["", "a/b", "  "] {
            type(h, bad)
            if bad.isEmpty { h.press(.backspace) }
            h.press(.enter)
            #expect(h.controller.picker?.saveAs?.problem == Strings.saveAsBadName, "\(bad.debugDescription)")
        }
        h.controller.waitForBackgroundWork()
        #expect(h.machine.names(in: h.machine.picturesFolder).isEmpty)
    }

    @Test func itOpensNextWhereItLastSavedAndAPictureChosenGivesItsName() throws {
        let h = Harness()
        let trips = h.machine.picturesFolder + "/Trips"
        h.machine.put(RGBAImage(width: 2, height: 2, fill: .white), at: trips + "/beach.jpg")
        h.press("s", [.control, .shift])
        h.press("l", .control)
        type(h, trips)
        h.press(.enter)
        #expect(h.controller.picker?.folder == trips)
        // One press on the picture gives its name and format.
        h.click(widget: "picker.row.0")
        #expect(h.controller.picker?.saveAs?.name.text == "beach.jpg" && h.controller.picker?.saveAs?.format == .jpeg)
        type(h, "sunset")
        #expect(h.controller.picker?.saveAs?.name.text == "sunset")
        h.press(.enter)
        h.controller.waitForBackgroundWork()
        #expect(h.controller.picker == nil, "\(String(describing: h.controller.picker?.saveAs?.problem)) \(h.controller.toastText ?? "")")
        #expect(h.machine.image(at: trips + "/sunset.jpg") != nil)
        h.press("s", [.control, .shift])
        #expect(h.controller.picker?.folder == trips, "the folder is kept")
        #expect(h.machine.storedSettings.last?.saveAsFolder == trips, "and stored in the settings, for the next run")
        h.press(.escape)
        #expect(h.controller.picker == nil, "one Escape closes it")
        // Open still starts in Pictures.
        h.press("o", .control)
        #expect(h.controller.picker?.folder == h.machine.picturesFolder && h.controller.picker?.saveAs == nil)
    }

    /// A Save as that fails keeps the folder it opened in: a folder it cannot write to is
    /// never where the next one opens, in this run or the next.
    @Test func aFolderThatCannotBeWrittenIsNotKept() throws {
        let h = Harness()
        let locked = h.machine.picturesFolder + "/Locked"
        h.machine.put(RGBAImage(width: 2, height: 2, fill: .white), at: locked + "/old.png")
        h.machine.state.withLock { $0.readOnlyFolders.insert(locked) }
        h.press("s", [.control, .shift])
        h.press("l", .control)
        type(h, locked)
        h.press(.enter)
        #expect(h.controller.picker?.folder == locked)
        type(h, "new")
        h.press(.enter)
        h.controller.waitForBackgroundWork()
        #expect(h.controller.toastText?.contains("permission denied") == true)
        #expect(h.machine.storedSettings.allSatisfy { $0.saveAsFolder == nil }, "nothing stored")
        h.press("s", [.control, .shift])
        #expect(h.controller.picker?.folder == h.machine.picturesFolder, "the next Save as opens where it did before")
    }
}
