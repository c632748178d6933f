import SketchCore
import SketchRaster
import SketchTranslation

/// What leaving the drawing is for: closing the window, or a new blank drawing in its place.
public enum Leaving: Equatable, Sendable {
    case quit
    case newDrawing
}

/// The buttons of the question asked before leaving a drawing no save holds.
public enum CloseAnswer: Int, CaseIterable, Equatable, Sendable {
    case discard, cancel, save
}

/// The question asked before a drawing no save holds is left (`CloseQuestion`): what leaving
/// does, what happens to the drawing without a save (the session keeps it and the next
/// launch offers it, or, while autosave fails, it is lost), and Discard, Cancel and Save
/// (the default). Its buttons sit at fixed places below the window's middle, whatever the text,
/// so that a hand (or a test) finds them where they were.
public enum CloseDialog {
    /// What the dialog says: its heading and the lines below.
    struct Text: Equatable {
        var heading: String
        var body: String

        init(leaving: Leaving, photo: String?, kept: Bool) {
            heading = leaving == .quit ? tr("Save changes before closing?") : tr("Save changes before starting a new drawing?")
            if !kept {
                body = tr("Autosave is not working, so a drawing you discard is lost.")
            } else if let photo {
                body = tr("If you discard them, Sketchpad still keeps the drawing for a while: it offers it back when you next open Sketchpad or {photo}.",
                          ["photo": photo])
            } else {
                body = tr("If you discard them, Sketchpad still keeps the drawing for a while: it offers it back when you next open Sketchpad.")
            }
        }
    }

    static func label(_ answer: CloseAnswer) -> String {
        switch answer {
        case .save: return tr("Save")
        case .discard: return tr("Discard")
        case .cancel: return tr("Cancel")
        }
    }

    static let buttonWidth = 110, buttonHeight = 34

    /// The dialog's width, and the bottom of its box: the box grows upwards with its text.
    static func frame(in window: IntRect, scale: Double) -> (x: Int, width: Int, bottom: Int) {
        let px = { Theme.pixels($0, scale) }
        let w = min(px(500), window.width - px(40))
        return (window.x + (window.width - w) / 2, w, window.y + window.height / 2 + px(90))
    }

    /// Where each button is in a window of `window`'s rectangle at `scale`: Discard at the left,
    /// Cancel and Save at the right.
    public static func button(_ answer: CloseAnswer, in window: IntRect, scale: Double) -> IntRect {
        let px = { Theme.pixels($0, scale) }
        let f = frame(in: window, scale: scale)
        let y = f.bottom - px(14) - px(buttonHeight), w = px(buttonWidth)
        let x: Int
        switch answer {
        case .discard: x = f.x + px(14)
        case .cancel: x = f.x + f.width - px(14) - 2 * w - px(8)
        case .save: x = f.x + f.width - px(14) - w
        }
        return IntRect(x: x, y: y, width: w, height: px(buttonHeight))
    }

    /// One pass of the dialog over `window`: the button clicked, if any. `focused` is the
    /// button Enter presses (Save unless the arrows moved it), framed.
    static func run(_ ui: WidgetContext, window: IntRect, text: Text, focused: CloseAnswer) -> CloseAnswer? {
        let px = ui.px
        ui.draw(.rect(window, Color(red: 0, green: 0, blue: 0, alpha: 120), radius: 0))
        let f = frame(in: window, scale: ui.theme.scale)
        let headingSize = px(16), size = ui.theme.fontSize
        let room = max(1, f.width - px(40))
        let heading = WrappedText.lines(text.heading, width: room, size: headingSize, measure: ui.text)
        let body = WrappedText.lines(text.body, width: room, size: size, measure: ui.text)
        let headingSkip = headingSize + px(6)
        let textHeight = heading.count * headingSkip + px(10) + body.count * ui.theme.lineHeight
        let top = max(window.y, f.bottom - (px(20) + textHeight + px(20) + px(buttonHeight) + px(14)))
        let box = IntRect(x: f.x, y: top, width: f.width, height: f.bottom - top)
        ui.draw(.rect(box, ui.theme.panel, radius: px(10)))
        var y = box.y + px(20)
        for line in heading {
            ui.label(line, x: box.x + px(20), y: y, size: headingSize)
            y += headingSkip
        }
        y += px(10)
        for line in body {
            ui.label(line, x: box.x + px(20), y: y)
            y += ui.theme.lineHeight
        }
        var clicked: CloseAnswer?
        for answer in CloseAnswer.allCases {
            if ui.button("close.\(answer)", button(answer, in: window, scale: ui.theme.scale), label: label(answer), selected: answer == focused) {
                clicked = answer
            }
        }
        return clicked
    }
}
