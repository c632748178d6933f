import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The picker's places beside its list: a click enters one, the place the folder is in is
/// marked, and they fit a small window at scale 2.
@Suite struct PickerPlacesTests {
    static func harness(width: Int = 900, height: Int = 600, scale: Double = 1) -> (Harness, [PickerPlace]) {
        let machine = TestMachine()
        let home = machine.home
        machine.put(Harness.sample, at: machine.picturesFolder + "/Trips/beach.png")
        machine.put(Harness.sample, at: home + "/Downloads/scan.png")
        machine.put(Harness.sample, at: "/media/ann/HOLIDAY USB/dcim.png")
        let places = [PickerPlace(.home, path: home), PickerPlace(.pictures, path: machine.picturesFolder),
                      PickerPlace(.downloads, path: home + "/Downloads"), PickerPlace(.drive(name: "HOLIDAY USB"), path: "/media/ann/HOLIDAY USB")]
        machine.state.withLock { $0.places = places }
        return (Harness(width: width, height: height, photo: nil, scale: scale, machine: machine), places)
    }

    /// The label drawn in the place's row (the widget commands, as the painter gets them).
    static func labels(in rect: IntRect, _ h: Harness) -> [String] {
        h.controller.ui.commands.compactMap { command -> String? in
            guard case .text(let text, let x, let y, _, _) = command, rect.contains(Point(Double(x), Double(y) + 1)) else { return nil }
            return text
        }
    }

    @Test func aClickOnAPlaceEntersItAndThePlaceOfTheFolderIsMarked() throws {
        let (h, places) = Self.harness()
        h.press("o", .control)
        #expect(h.controller.pickerFolder == places[1].path)
        for (i, name) in ["Home", "Pictures", "Downloads", "HOLIDAY USB"].enumerated() {
            let row = try #require(h.controller.rect(ofWidget: "picker.place.\(i)"), "place \(i)")
            #expect(Self.labels(in: row, h) == [name])
        }
        #expect(PickerPlace.containing(h.controller.pickerFolder ?? "", in: places) == 1, "Pictures is marked, not Home")
        h.click(widget: "picker.place.2")
        #expect(h.controller.pickerFolder == places[2].path && h.controller.picker?.entries.map(\.name) == ["scan.png"])
        h.click(widget: "picker.place.3")
        #expect(h.controller.picker?.entries.map(\.name) == ["dcim.png"])
        h.click(widget: "picker.place.0")
        #expect(h.controller.pickerFolder == places[0].path)
        #expect(PickerPlace.containing(places[1].path + "/Trips", in: places) == 1)
        #expect(PickerPlace.containing("/etc", in: places) == nil)
    }

    @Test func theMarkedPlaceIsDrawnSelected() throws {
        let (h, _) = Self.harness()
        h.press("o", .control)
        let pictures = try #require(h.controller.rect(ofWidget: "picker.place.1")), home = try #require(h.controller.rect(ofWidget: "picker.place.0"))
        let theme = h.controller.ui.theme
        func filled(_ r: IntRect, _ color: Color) -> Bool {
            h.controller.ui.commands.contains { if case .rect(let rect, let c, _) = $0 { rect == r.insetBy(theme.scale > 1 ? 4 : 2) && c == color } else { false } }
        }
        #expect(filled(pictures, theme.selection) && !filled(home, theme.selection))
    }

    /// At 1024×600 and scale 2 every place, the list and the buttons are in the dialog, and
    /// the places do not run into the list.
    @Test func placesFitASmallWindowAtScaleTwo() throws {
        let (h, places) = Self.harness(width: 1024, height: 600, scale: 2)
        h.press("o", .control)
        let dialog = PhotoPicker.frame(in: IntRect(x: 0, y: 0, width: 1024, height: 600), scale: 2)
        let row = try #require(h.controller.rect(ofWidget: "picker.row.0"))
        for i in places.indices {
            let place = try #require(h.controller.rect(ofWidget: "picker.place.\(i)"), "place \(i) shows")
            #expect(dialog.contains(place) && place.maxX <= row.x, "place \(i) \(place) in \(dialog), left of the list \(row)")
        }
        for id in ["picker.open", "picker.cancel", "picker.up"] {
            let button = try #require(h.controller.rect(ofWidget: id))
            #expect(dialog.contains(button), "\(id)")
        }
        #expect(row.width >= 300, "the list keeps room for names: \(row.width) px")
    }
}
