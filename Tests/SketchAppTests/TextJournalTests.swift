import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// A text is journalled while it is typed, and the Text tool never makes a text that a
/// document could not hold.
struct TextJournalTests {
    /// Killed mid-text, the journal still holds what was typed: the drafts settle to the text.
    @Test func aTextBeingTypedIsInTheJournalBeforeItEnds() throws {
        let h = Harness()
        ControllerTests.type(h, at: Point(100, 80), "Hello\nworld")
        #expect(h.controller.document.strokes.isEmpty, "nothing is added while typing")
        let drafts = h.machine.journalled.filter { if case .draft = $0 { true } else { false } }
        #expect(!drafts.isEmpty)
        let killed = try #require(SessionJournal.document(h.machine.journalled))
        #expect(killed.strokes.map(\.text) == ["Hello\nworld"], "what a restore after a kill shows")
        #expect(killed.strokes.first?.tool == .text)
        // Ended, the text is added once: its drafts are closed before its add.
        h.press(.escape)
        let ended = try #require(SessionJournal.document(h.machine.journalled))
        #expect(ended.strokes == h.controller.document.strokes && ended.strokes.count == 1)
        guard case .draft(nil, nil)? = h.machine.journalled.dropLast().last else { Issue.record("no closing draft before the add"); return }
    }

    /// A text edited again and not ended comes back edited; emptied, it comes back as it was.
    @Test func aTextEditedAgainIsDraftedAsItsReplacement() throws {
        let h = Harness()
        ControllerTests.type(h, at: Point(100, 80), "Note")
        h.press(.escape)
        let w = h.window(Point(104, 84))
        h.click(Int(w.x), Int(w.y))
        #expect(h.controller.isEditingText)
        h.send(.textInput("s"))
        let edited = try #require(SessionJournal.document(h.machine.journalled))
        #expect(edited.strokes.map(\.text) == ["Notes"] && edited.strokes[0].id == h.controller.document.strokes[0].id)
    }

    /// Text typed past the documents' length stops at it, and says so.
    @Test func typingStopsAtTheLengthLimit() throws {
        let h = Harness()
        ControllerTests.type(h, at: Point(20, 20), String(repeating: "a", count: DocumentLimits.maxTextLength - 3))
        h.send(.textInput("bcdef"))
        #expect(h.controller.editedText?.unicodeScalars.count == DocumentLimits.maxTextLength)
        #expect(h.controller.editedText?.hasSuffix("abcd") == true)
        #expect(h.controller.toastText == Strings.textAtLengthLimit)
        h.press(.enter)
        #expect(h.controller.editedText?.unicodeScalars.count == DocumentLimits.maxTextLength, "a line break counts too")
        h.press(.escape)
        let s = try #require(h.controller.document.strokes.last)
        #expect(DocumentLimits.problem(in: h.controller.document) == nil)
        #expect(s.text?.unicodeScalars.count == DocumentLimits.maxTextLength)
        #expect(SessionJournal.read(SessionJournal.line(.add(s))).records == [.add(s)], "the journal takes it")
    }

    /// The text size follows the panel's size and the zoom up to the documents' limit, and stops there.
    @Test func theTextSizeStopsAtTheLimit() throws {
        let h = Harness()
        h.controller.pen.setTextSize(400)
        h.controller.zoom(to: 0.1, about: nil)
        h.press("t")
        #expect(h.controller.canvas.live.widthIsAtLimit(of: .text, pen: h.controller.pen))
        ControllerTests.type(h, at: Point(20, 20), "Big")
        h.press(.escape)
        let s = try #require(h.controller.document.strokes.last)
        #expect(s.width == DocumentLimits.maxTextSize, "\(s.width)")
        #expect(SessionJournal.read(SessionJournal.line(.add(s))).records == [.add(s)], "the journal takes it")
        h.controller.zoom(to: 1, about: nil)
        #expect(!h.controller.canvas.live.widthIsAtLimit(of: .text, pen: h.controller.pen))
    }

    /// Typing keeps the lines, the caret and the journal in step across line breaks,
    /// Backspace and Delete at line ends, and the arrows across lines.
    @Test func editingAcrossLinesKeepsTheText() throws {
        let h = Harness()
        ControllerTests.type(h, at: Point(20, 20), "ab\ncd")
        h.press(.home); h.press(.left); h.press(.backspace)
        #expect(h.controller.editedText == "a\ncd")
        h.press(.delete)
        #expect(h.controller.editedText == "acd")
        h.send(.textInput("X\r\nY"))
        #expect(h.controller.editedText == "aX\nYcd")
        h.press(.end); h.press(.right); h.press(.backspace)
        #expect(h.controller.editedText == "aX\nYc", "Right at the end of the text stays there; Backspace takes the d")
    }
}
