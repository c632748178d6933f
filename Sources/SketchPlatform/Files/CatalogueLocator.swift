import FoundationEssentials
import Glibc
import SketchCore
import SketchTranslation

/// Finds the compiled translations (`<folder>/<language>/LC_MESSAGES/sketchpad.mo`), as
/// AssetLocator finds the assets: `<prefix>/share/locale` next to an installed binary (and
/// next to the CMake build's `bin/`), then the folder SwiftPM's build puts beside its binary.
public enum CatalogueLocator {
    public static let catalogue = "LC_MESSAGES/\(Translator.domain).mo"
    /// Where SwiftPM's build (Plugins/CompileCatalogues) leaves them, beside the binary.
    public static let swiftPMFolder = "Sketchpad_SketchpadCatalogues.resources/locale"

    public static func folder() -> String? {
        let exe = AssetLocator.executableFolder()
        let candidates = [PathName.parent(exe) + "/share/locale", exe + "/" + swiftPMFolder]
        return candidates.first(where: holdsCatalogues)
    }

    static func holdsCatalogues(_ folder: String) -> Bool {
        let languages = FileSystem.names(in: folder) ?? []
        return languages.contains { FileSystem.exists(folder + "/" + $0 + "/" + catalogue) }
    }
}
