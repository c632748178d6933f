import CDBus
import Glibc
import SketchCore
import SketchTranslation

/// The XDG desktop portal's `org.freedesktop.portal.Screenshot`, the way a sandboxed or
/// Wayland app is given the screen (GNOME, KDE, and wlroots through xdg-desktop-portal-wlr):
/// the call returns a request object, whose `Response` signal later brings the picture's URI
/// (0), the user's cancel (1) or a refusal (2). Every wait is bounded, so a portal that never
/// answers is said, not hung on.
enum PortalScreenshot {
    static let interface = "org.freedesktop.portal.Screenshot"
    static let request = "org.freedesktop.portal.Request"
    /// How long the call may take (the bus may have to start the portal).
    static let callTimeoutMilliseconds: Int32 = 25_000
    /// How long the picture may take: the desktop may first ask the user, or let them choose.
    static let answerTimeoutSeconds = 120

    /// Why the portal gave no picture beyond the user's cancel.
    enum Failure: Error, Equatable {
        /// No portal on the bus, or one without the Screenshot interface: try another way.
        case absent
        case cancelled
        case failed(String)
    }

    /// The path of the picture the portal wrote. `interactive` lets the desktop show its own
    /// chooser (a region, a window) where it has one.
    static func take(address: String, interactive: Bool, answerTimeoutSeconds: Int = answerTimeoutSeconds) throws(Failure) -> String {
        guard let bus = PortalBus.open(address) else { throw .absent }
        defer { PortalBus.close(bus) }
        // The request's object path is known before the call (from the connection's name and a
        // token of ours), so its Response is listened for before it can be sent.
        let token = "sketchpad\(getpid())_\(UInt32.random(in: 0...UInt32.max))"
        let sender = String(cString: dbus_bus_get_unique_name(bus)).dropFirst().replacing(".", with: "_")
        var handle = PortalBus.path + "/request/" + sender + "/" + token
        listen(bus, to: handle)
        handle = try call(bus, token: token, interactive: interactive) ?? handle
        listen(bus, to: handle)
        let deadline = Self.now() + Double(answerTimeoutSeconds)
        while true {
            let left = deadline - Self.now()
            guard left > 0 else {
                throw .failed(tr("the desktop portal did not send the screenshot within {seconds} s", ["seconds": answerTimeoutSeconds]))
            }
            guard dbus_connection_read_write(bus, Int32(min(left, 1) * 1000)) != 0 else {
                throw .failed(tr("the session bus closed before the desktop portal answered"))
            }
            while let message = dbus_connection_pop_message(bus) {
                defer { dbus_message_unref(message) }
                if let answer = try response(message, handle: handle) { return answer }
            }
        }
    }

    private static func listen(_ bus: OpaquePointer, to handle: String) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        dbus_bus_add_match(bus, "type='signal',interface='\(request)',member='Response',path='\(handle)'", &error)
    }

    /// Calls `Screenshot("", {handle_token, interactive, modal})`; the request's path it answers.
    private static func call(_ bus: OpaquePointer, token: String, interactive: Bool) throws(Failure) -> String? {
        guard let message = dbus_message_new_method_call(PortalBus.service, PortalBus.path, interface, "Screenshot") else {
            throw .failed(tr("no memory for the portal's request"))
        }
        defer { dbus_message_unref(message) }
        var arguments = DBusMessageIter()
        dbus_message_iter_init_append(message, &arguments)
        PortalBus.append("", to: &arguments)
        var options = DBusMessageIter()
        dbus_message_iter_open_container(&arguments, PortalBus.type("a"), "{sv}", &options)
        appendEntry("handle_token", to: &options) { PortalBus.append(token, to: &$0) }
        for (key, value) in [("interactive", interactive), ("modal", true)] {
            appendEntry(key, signature: "b", to: &options) { variant in
                var flag: dbus_bool_t = value ? 1 : 0
                _ = dbus_message_iter_append_basic(&variant, PortalBus.type("b"), &flag)
            }
        }
        dbus_message_iter_close_container(&arguments, &options)
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(bus, message, callTimeoutMilliseconds, &error) else {
            let absent = ["org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner",
                          "org.freedesktop.DBus.Error.UnknownMethod", "org.freedesktop.DBus.Error.UnknownInterface",
                          "org.freedesktop.DBus.Error.UnknownObject"]
            if absent.contains(where: { dbus_error_has_name(&error, $0) != 0 }) { throw .absent }
            if dbus_error_has_name(&error, "org.freedesktop.DBus.Error.NoReply") != 0 || dbus_error_has_name(&error, "org.freedesktop.DBus.Error.Timeout") != 0 {
                throw .failed(tr("the desktop portal did not answer within {seconds} s", ["seconds": Int(callTimeoutMilliseconds / 1000)]))
            }
            throw .failed(tr("the desktop portal refused the screenshot"))
        }
        defer { dbus_message_unref(reply) }
        var values = DBusMessageIter()
        guard dbus_message_iter_init(reply, &values) != 0 else { return nil }
        return PortalBus.string(&values)
    }

    private static func appendEntry(_ key: String, signature: String = "s", to dictionary: inout DBusMessageIter, value: (inout DBusMessageIter) -> Void) {
        var entry = DBusMessageIter(), variant = DBusMessageIter()
        dbus_message_iter_open_container(&dictionary, PortalBus.type("e"), nil, &entry)
        PortalBus.append(key, to: &entry)
        dbus_message_iter_open_container(&entry, PortalBus.type("v"), signature, &variant)
        value(&variant)
        dbus_message_iter_close_container(&entry, &variant)
        dbus_message_iter_close_container(&dictionary, &entry)
    }

    /// The picture's path when `message` is the request's successful `Response`; nil for any
    /// other message; thrown for a cancel or a refusal.
    private static func response(_ message: OpaquePointer, handle: String) throws(Failure) -> String? {
        guard dbus_message_is_signal(message, request, "Response") != 0,
              let path = dbus_message_get_path(message), String(cString: path) == handle else { return nil }
        var values = DBusMessageIter()
        guard dbus_message_iter_init(message, &values) != 0, dbus_message_iter_get_arg_type(&values) == PortalBus.type("u") else {
            throw .failed(tr("the desktop portal's answer was not understood"))
        }
        var code: UInt32 = 0
        dbus_message_iter_get_basic(&values, &code)
        switch code {
        case 0: break
        case 1: throw .cancelled
        default: throw .failed(tr("the desktop portal refused the screenshot"))
        }
        guard dbus_message_iter_next(&values) != 0, let uri = results(&values)["uri"], let path = FileURI.path(uri) else {
            throw .failed(tr("the desktop portal's answer named no picture file"))
        }
        return path
    }

    /// The string values of an `a{sv}`.
    private static func results(_ values: inout DBusMessageIter) -> [String: String] {
        guard dbus_message_iter_get_arg_type(&values) == PortalBus.type("a") else { return [:] }
        var entries = DBusMessageIter()
        dbus_message_iter_recurse(&values, &entries)
        var found: [String: String] = [:]
        while dbus_message_iter_get_arg_type(&entries) == PortalBus.type("e") {
            var entry = DBusMessageIter(), variant = DBusMessageIter()
            dbus_message_iter_recurse(&entries, &entry)
            if let key = PortalBus.string(&entry), dbus_message_iter_next(&entry) != 0, dbus_message_iter_get_arg_type(&entry) == PortalBus.type("v") {
                dbus_message_iter_recurse(&entry, &variant)
                if let value = PortalBus.string(&variant) { found[key] = value }
            }
            dbus_message_iter_next(&entries)
        }
        return found
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// A `file://` URI's path, percent-escapes decoded; nil for any other scheme.
enum FileURI {
    static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var bytes: [UInt8] = []
        var rest = Array(uri.utf8.dropFirst("file://".utf8.count))
        // An authority (file://localhost/...) is dropped; the path starts at its slash.
        if let slash = rest.firstIndex(of: UInt8(ascii: "/")) { rest = Array(rest[slash...]) } else { return nil }
        var i = 0
        while i < rest.count {
            if rest[i] == UInt8(ascii: "%"), i + 2 < rest.count, let byte = UInt8(String(decoding: rest[i + 1...i + 2], as: UTF8.self), radix: 16) {
                bytes.append(byte)
                i += 3
            } else {
                bytes.append(rest[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
