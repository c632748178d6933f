import CGettext
import Glibc
import SketchCore
import SketchTranslation

/// The texts in the user's language through gettext: the catalogues of the `sketchpad` domain
/// (compiled from po/) are looked up by glibc's `dgettext` in the order of `LANGUAGE`, then
/// `LC_ALL`, `LC_MESSAGES`, `LANG`.
extension Translator {
    public static let domain = "sketchpad"

    /// Binds the domain to the compiled catalogues in `catalogueFolder`
    /// (`<folder>/<language>/LC_MESSAGES/sketchpad.mo`, see `CatalogueLocator`); texts come back
    /// in UTF-8 whatever the locale's character set. Made once, at start, after the locale is
    /// set, and installed with `Translation.install`.
    public static func live(catalogueFolder: String?) -> Translator {
        if let catalogueFolder { _ = catalogueFolder.withSystemPath { bindtextdomain(domain, $0) } }
        bind_textdomain_codeset(domain, "UTF-8")
        return Translator(
            text: { text in
                guard let translated = dgettext(domain, cString(text)) else { return text.description }
                return String(cString: translated)
            },
            plural: { singular, plural, count in
                guard let translated = dngettext(domain, cString(singular), cString(plural), UInt(max(0, count))) else {
                    return count == 1 ? singular.description : plural.description
                }
                return String(cString: translated)
            })
    }

    /// gettext returns the text it was given when it has no translation, so it is handed the
    /// literal's own storage, which lives as long as the program (a String bridged to C for the
    /// call would be freed before the result is read).
    private static func cString(_ literal: StaticString) -> UnsafePointer<CChar> {
        UnsafeRawPointer(literal.utf8Start).assumingMemoryBound(to: CChar.self)
    }
}
