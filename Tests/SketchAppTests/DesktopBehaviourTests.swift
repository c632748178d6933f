import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// What a desktop user expects of the dialogs, saves and the view: one Escape closes a dialog,
/// Ctrl+S saves from Save as, a Pictures folder not made yet is empty, a save says where (and
/// shows it in its folder), the unsaved mark goes at once, names begin with the photo's, photos
/// that fit open at 100 %, and the text being typed shows its frame.
@Suite struct DesktopBehaviourTests {
    @Test func oneEscapeClosesSaveAsFromItsNameField() throws {
        let h = Harness()
        h.press("s", [.control, .shift])
        #expect(h.controller.isPickerOpen)
        #expect(h.controller.picker?.saveAs?.name.isFocused == true)
        h.press(.escape)
        #expect(!h.controller.isPickerOpen)
        // The path field too.
        h.press("o", .control)
        h.press("l", .control)
        h.press(.escape)
        #expect(!h.controller.isPickerOpen)
    }

    @Test func ctrlSInSaveAsSaves() throws {
        let h = Harness()
        CloseQuestionTests.stroke(h)
        h.press("s", [.control, .shift])
        h.press("s", .control)
        #expect(!h.controller.isPickerOpen)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.names(in: h.machine.picturesFolder) == ["sample-edited-20261129-130509.png"])
    }

    @Test func aPicturesFolderNotMadeYetShowsEmptyAndASaveMakesIt() throws {
        let h = Harness()
        h.machine.remove(h.machine.picturesFolder)
        h.press("s", [.control, .shift])
        let picker = try #require(h.controller.picker)
        #expect(picker.problem == Strings.pickerEmpty, "\(picker.problem ?? "")")
        h.press(.enter)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.names(in: h.machine.picturesFolder) == ["sample-edited-20261129-130509.png"])
    }

    @Test func theUnsavedMarkGoesOnceTheSaveIsWrittenWithoutAnotherInput() throws {
        let h = Harness()
        let status = h.controller.layout.status
        let clean = h.controller.frame.cropped(to: status)
        CloseQuestionTests.stroke(h)
        #expect(h.controller.frame.cropped(to: status) != clean, "the mark shows")
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        _ = h.controller.render()
        #expect(!h.controller.statusLine.unsaved)
        #expect(h.controller.frame.cropped(to: status) == clean, "the mark is gone from the screen")
    }

    @Test func theSavedMessageShowsTheFileInItsFolder() throws {
        let h = Harness()
        CloseQuestionTests.stroke(h)
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        _ = h.controller.render()
        let path = h.machine.picturesFolder + "/sample-edited-20261129-130509.png"
        #expect(h.controller.toast?.action == .showInFolder(path))
        let context = h.controller.overlayContext
        let button = try #require(h.controller.overlays.toast.actionRect(in: context))
        // The button is drawn: its pixels are the accent's, not the message's.
        #expect(h.controller.frame[button.x + 3, button.maxY - 3] == h.controller.ui.theme.buttonActive)
        h.click(button.x + button.width / 2, button.y + button.height / 2)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.state.withLock { $0.shownInFolder } == [path])
        #expect(h.controller.document.strokes.count == 1, "the click drew nothing")
        // When it cannot be shown, the window says why.
        h.machine.state.withLock { $0.showInFolderFailure = "no file manager answered" }
        CloseQuestionTests.stroke(h, at: 250)
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        let again = try #require(h.controller.overlays.toast.actionRect(in: h.controller.overlayContext))
        h.click(again.x + 4, again.y + 4)
        h.controller.waitForBackgroundWork()
        #expect(h.controller.toastText == "Cannot show the folder: no file manager answered")
    }

    @Test func saveNamesBeginWithThePhotosName() {
        let pattern = SaveName.defaultPattern
        #expect(SaveName.pattern(pattern, photo: "holiday.jpg") == "holiday-edited-%Y%m%d-%H%M%S")
        #expect(SaveName.pattern(pattern + "-view", photo: "a.b.png") == "a.b-edited-%Y%m%d-%H%M%S-view")
        #expect(SaveName.pattern(pattern, photo: "50%.png") == "50%%-edited-%Y%m%d-%H%M%S", "a % in the name stays a %")
        #expect(SaveName.pattern(pattern, photo: nil) == pattern)
        #expect(SaveName.pattern(pattern, photo: "standard-input") == pattern, "a name with no extension is no photo's")
        #expect(SaveName.pattern(pattern, photo: ".png") == pattern)
        #expect(SaveName.pattern("shot-%Y", photo: "holiday.jpg") == "shot-%Y", "a pattern the user set is kept")
        let long = SaveName.pattern(pattern, photo: String(repeating: "é", count: 300) + ".jpg")
        #expect(SaveName.problem(inPattern: long) == nil, "a long name is cut to fit")
    }

    @Test func aPhotoThatFitsOpensAt100PercentAndALargerOneShrinks() throws {
        let machine = TestMachine()
        machine.put(RGBAImage(width: 301, height: 200, fill: Color(red: 10, green: 20, blue: 30)), at: "/photos/small.png")
        machine.put(RGBAImage(width: 3000, height: 2000, fill: Color(red: 10, green: 20, blue: 30)), at: "/photos/big.png")
        let h = Harness(photo: "/photos/small.png", machine: machine)
        #expect(h.controller.canvasRect.width == 301 && h.controller.canvasRect.height == 200)
        #expect(h.controller.zoom == 1)
        h.open("/photos/big.png")
        #expect(h.controller.canvasRect.width < h.controller.layout.canvasArea.width)
        #expect(h.controller.zoom < 1)
        h.press("0", .control)
        #expect(h.controller.zoom < 1, "fit shrinks")
        h.open("/photos/small.png")
        h.press("0", .control)
        #expect(h.controller.zoom == 1, "and never enlarges")
    }

    @Test func theTextBeingTypedShowsItsFrame() throws {
        let h = Harness()
        h.press("t")
        let at = h.window(Point(200, 200))
        h.click(Int(at.x), Int(at.y))
        for c in "Hello" { h.send(.textInput(String(c))) }
        _ = h.controller.render()
        let box = h.controller.canvas.textFrame
        #expect(!box.isEmpty)
        let top = (box.x..<box.maxX).map { h.controller.frame[$0, box.y] }
        #expect(top.contains(TextFrame.dark) && top.contains(TextFrame.light), "a dashed line, dark and light")
        let left = (box.y..<box.maxY).map { h.controller.frame[box.x, $0] }
        #expect(left.allSatisfy { $0 == TextFrame.dark || $0 == TextFrame.light })
        // Typing on widens it, and its old right side is gone.
        let oldRight = box.maxX - 1
        for c in " world" { h.send(.textInput(String(c))) }
        _ = h.controller.render()
        let wider = h.controller.canvas.textFrame
        #expect(wider.maxX > box.maxX)
        let column = (wider.y + 2..<wider.maxY - 2).map { h.controller.frame[oldRight, $0] }
        #expect(!column.allSatisfy { $0 == TextFrame.dark || $0 == TextFrame.light }, "the old side is repainted")
        // Ended, the text keeps no frame.
        h.press(.escape)
        _ = h.controller.render()
        let after = (wider.x..<wider.maxX).map { h.controller.frame[$0, wider.y] }
        #expect(after != (wider.x..<wider.maxX).map { _ in TextFrame.dark })
        #expect(!(after.contains(TextFrame.dark) && after.contains(TextFrame.light) && after.filter { $0 == TextFrame.light }.count > 4))
    }
}
