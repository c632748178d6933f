import SketchCore
import Testing

@Suite struct SaveNameTests {
    let stamp = SaveName.Stamp(year: 2026, month: 3, day: 7, hour: 9, minute: 5, second: 1)

    @Test func namesCarryTheDateAndTime() {
        #expect(SaveName.free(stamp) { _ in false } == "sketchpad-20260307-090501.png")
    }

    @Test func collisionsGetNumbersAndNothingIsOverwritten() {
        var taken: Set<String> = ["sketchpad-20260307-090501.png"]
        #expect(SaveName.free(stamp) { taken.contains($0) } == "sketchpad-20260307-090501-2.png")
        taken.insert("sketchpad-20260307-090501-2.png")
        #expect(SaveName.free(stamp) { taken.contains($0) } == "sketchpad-20260307-090501-3.png")
    }
}
