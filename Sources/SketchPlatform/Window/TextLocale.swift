import FoundationEssentials
import Glibc

/// The process's locale for text handed to C libraries and for the translations. Xlib converts
/// window titles through the C locale: left at "C" (the default until `setlocale` is called) it
/// has no UTF-8, so SDL stores a title like "beach.jpg — Sketchpad" as mojibake in WM_NAME and
/// sets no _NET_WM_NAME at all. The desktop's own locale is taken; where its character set is
/// not UTF-8, only the character type falls back to C.UTF-8, so file names and titles in any
/// script still reach the window manager intact.
///
/// gettext ignores `LANGUAGE` while the messages' locale is "C", as it is with `LANG` unset:
/// messages then take C.UTF-8, the same English, so `LANGUAGE=zh_CN sketchpad` still speaks
/// Chinese. A language whose locale is not installed (`LANG=de_DE.UTF-8` on a machine with no
/// de_DE locale) still gets its catalogue, through `LANGUAGE`.
public enum TextLocale {
    public static func adopt(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let installed = setlocale(LC_ALL, "") != nil
        if !isUTF8 { setlocale(LC_CTYPE, "C.UTF-8") }
        if let messages = setlocale(LC_MESSAGES, nil), ["C", "POSIX"].contains(String(cString: messages)) {
            setlocale(LC_MESSAGES, "C.UTF-8")
        }
        if !installed, (environment["LANGUAGE"] ?? "").isEmpty, let language = language(environment) {
            setenv("LANGUAGE", language, 1)
        }
    }

    /// The language the locale variables ask for, as gettext names its catalogues
    /// (`de_DE.UTF-8` → `de_DE`), nil for none or the C locale.
    static func language(_ environment: [String: String]) -> String? {
        let set = [environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]].compactMap { $0 }
        guard let value = set.first(where: { !$0.isEmpty }) else { return nil }
        let name = String(value.prefix { $0 != "." && $0 != "@" })
        return ["C", "POSIX", ""].contains(name) ? nil : name
    }

    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
