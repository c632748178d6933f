import FoundationEssentials
import Glibc
import SketchCore
import SketchPlatform
import SketchTranslation

StandardStreams.ignoreBrokenPipes()
// Before any text is made: the locale, then the translations in it.
TextLocale.adopt()
Translation.install(.live(catalogueFolder: CatalogueLocator.folder()))
// Documents, the journal and checkpoints may hold pasted images (PNGs).
EmbeddedImage.installLiveDecoder()

// The arguments as their bytes are: a photo named in Latin-1 is found under its own name.
exit(CommandLine.run(Array(ProcessEnvironment.arguments().dropFirst())))
