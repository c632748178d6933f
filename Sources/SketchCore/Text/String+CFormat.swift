import Glibc

extension String {
    /// Text made by C's `printf` rules (`%02d`, `%.1f`, `%02x`), always in the C locale: the
    /// user's locale (adopted for messages and titles) never turns `1.5` into `1,5` here.
    public init(cFormat format: String, _ arguments: CVarArg...) {
        let previous = uselocale(CLocale.handle)
        defer { uselocale(previous) }
        let needed = withVaList(arguments) { vsnprintf(nil, 0, format, $0) }
        guard needed > 0 else { self = ""; return }
        var buffer = [CChar](repeating: 0, count: Int(needed) + 1)
        _ = withVaList(arguments) { list in buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, list) } }
        self = String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

private enum CLocale {
    nonisolated(unsafe) static let handle: locale_t = newlocale(1 << LC_NUMERIC, "C", nil)
}
