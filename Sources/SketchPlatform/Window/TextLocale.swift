import Glibc

/// The process's locale for text handed to C libraries. Xlib converts window titles through
/// the C locale: left at "C" (the default until `setlocale` is called) it has no UTF-8, so SDL
/// stores a title like "beach.jpg — Sketchpad" as mojibake in WM_NAME and sets no
/// _NET_WM_NAME at all. The desktop's own locale is taken; where its character set is not
/// UTF-8, only the character type falls back to C.UTF-8, so file names and titles in any
/// script still reach the window manager intact.
public enum TextLocale {
    public static func adopt() {
        setlocale(LC_ALL, "")
        if !isUTF8 { setlocale(LC_CTYPE, "C.UTF-8") }
    }

    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
