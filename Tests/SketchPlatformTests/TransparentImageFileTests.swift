import Foundation
import SketchApp
import SketchAppLive
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Pictures with alpha through the real decoders and encoders: a PNG with transparency opens
/// with it (whole, and decoded to fit the window), and a JPEG, which has none, gets white under it.
@Suite struct TransparentImageFileTests {
    static func picture() -> RGBAImage {
        var image = RGBAImage(width: 64, height: 48, fill: .clear)
        image.fill(IntRect(x: 32, y: 0, width: 32, height: 48), with: Color(red: 0x20, green: 0x40, blue: 0xC0, alpha: 128))
        image.fill(IntRect(x: 0, y: 24, width: 16, height: 24), with: Color(red: 0, green: 0, blue: 0, alpha: 255))
        return image
    }

    @Test func aPNGKeepsItsAlphaWhenOpenedWholeOrFitted() throws {
        let folder = try TestPaths.temporaryFolder("alpha")
        let path = folder + "/cut-out.png"
        try ImageFile.writePNG(Self.picture(), to: path)
        #expect(try ImageFile.load(path) == Self.picture())
        let fitted = try PhotoClient.live.loadFitting(path, (32, 24))
        #expect(fitted.source.width == 64)
        #expect(!fitted.image.isOpaque)
        #expect(fitted.image[2, 2].alpha == 0)
        #expect(fitted.image[fitted.image.width - 2, 2].alpha == 128)
        #expect(try fitted.source.image().isOpaque == false)
    }

    @Test func aJPEGOfATransparentPictureHasWhiteUnderIt() throws {
        let folder = try TestPaths.temporaryFolder("alpha-jpeg")
        let path = folder + "/cut-out.jpg"
        try ImageFile.write(Self.picture(), to: path, replacing: false)
        let back = try ImageFile.load(path)
        // Transparent: white; half-transparent blue: a light blue; opaque black stays black.
        let clear = back[8, 8], light = back[48, 8], black = back[4, 40]
        #expect(clear.red > 240 && clear.green > 240 && clear.blue > 240, "\(clear)")
        #expect(abs(Int(light.red) - 0x8F) < 12 && abs(Int(light.blue) - 0xDF) < 12, "\(light)")
        #expect(black.red < 16)
    }
}
