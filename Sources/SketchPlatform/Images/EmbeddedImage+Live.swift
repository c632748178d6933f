import SketchCore
import SketchTranslation

extension EmbeddedImage {
    /// Reads the pictures in documents, the journal and checkpoints with the decoder that
    /// opens photos (libspng, the colour profile converted to sRGB). Called once at start.
    public static func installLiveDecoder() {
        install { png in
            let image = try ImageFile.decode(png, path: tr("the pasted image"))
            return (image.width, image.height, image.pixels)
        }
    }
}
