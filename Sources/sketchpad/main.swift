import Foundation
import SketchApp
import SketchPlatform

StandardStreams.ignoreBrokenPipes()
// Before any text is made: the locale, then the translations in it.
TextLocale.adopt()
Translation.start(catalogueFolder: CatalogueLocator.folder())

exit(CommandLine.run(Array(CommandLine.arguments.dropFirst())))
