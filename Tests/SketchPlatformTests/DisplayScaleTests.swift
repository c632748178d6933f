import SketchPlatform
import Testing

struct DisplayScaleTests {
    @Test func xftDPIIsReadFromTheResourceDatabase() {
        #expect(DisplayScale.xftDPI(resources: "Xcursor.size:\t24\nXft.dpi:\t144\nXft.antialias:\t1\n") == 144)
        #expect(DisplayScale.xftDPI(resources: "Xft.dpi: 120") == 120)
        #expect(DisplayScale.xftDPI(resources: "Xft.dpiX:\t144\n*Xft.dpi:\tnothing\n") == nil)
        #expect(DisplayScale.xftDPI(resources: "") == nil)
    }

    @Test func onX11GDKScaleThenXftDPIScaleTheWidgets() {
        let db = "Xft.dpi:\t144\n"
        #expect(DisplayScale.resolve(environment: [:], x11Resources: db, drawableRatio: 1) == 1.5)
        #expect(DisplayScale.resolve(environment: ["GDK_SCALE": "2"], x11Resources: db, drawableRatio: 1) == 2)
        #expect(DisplayScale.resolve(environment: [:], x11Resources: "", drawableRatio: 1) == 1)
        // A desktop below 96 dpi keeps the design's sizes; one above 384 is held at 4.
        #expect(DisplayScale.resolve(environment: [:], x11Resources: "Xft.dpi: 72", drawableRatio: 1) == 1)
        #expect(DisplayScale.resolve(environment: [:], x11Resources: "Xft.dpi: 500", drawableRatio: 1) == 4)
    }

    @Test func sketchpadScaleOverridesEverything() {
        let db = "Xft.dpi:\t144\n"
        #expect(DisplayScale.resolve(environment: ["SKETCHPAD_SCALE": "1.25", "GDK_SCALE": "2"], x11Resources: db, drawableRatio: 1) == 1.25)
        #expect(DisplayScale.resolve(environment: ["SKETCHPAD_SCALE": "3"], x11Resources: nil, drawableRatio: 2) == 3)
    }

    @Test func onWaylandTheBufferScaleDecidesAndX11VariablesDoNot() {
        #expect(DisplayScale.resolve(environment: ["GDK_SCALE": "3"], x11Resources: nil, drawableRatio: 2) == 2)
        #expect(DisplayScale.resolve(environment: [:], x11Resources: nil, drawableRatio: 1) == 1)
    }

    @Test func unusableValuesAreNamedAndIgnored() {
        var warnings: [String] = []
        let s = DisplayScale.resolve(environment: ["SKETCHPAD_SCALE": "big", "GDK_SCALE": "1.5"], x11Resources: "Xft.dpi: 192", drawableRatio: 1) { warnings.append($0) }
        #expect(s == 2)
        #expect(warnings.count == 2)
        #expect(warnings.first?.hasPrefix("SKETCHPAD_SCALE=big") == true && warnings.last?.hasPrefix("GDK_SCALE=1.5") == true)
        var more: [String] = []
        #expect(DisplayScale.resolve(environment: ["SKETCHPAD_SCALE": "0.5"], x11Resources: nil, drawableRatio: 1) { more.append($0) } == 1)
        #expect(more.count == 1)
    }
}
