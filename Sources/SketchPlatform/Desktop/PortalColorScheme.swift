import CDBus
import Glibc
import SketchCore

/// The XDG desktop portal's `org.freedesktop.appearance color-scheme` on the session bus,
/// through libdbus: read once, then followed through the portal's `SettingChanged` signal.
/// It all happens on a thread of its own (the calls block), which reports each value it learns.
/// (The connection, and why libdbus: `PortalBus`.)
enum PortalColorScheme {
    static let service = PortalBus.service
    static let path = PortalBus.path
    static let interface = "org.freedesktop.portal.Settings"
    static let namespace = "org.freedesktop.appearance"
    static let key = "color-scheme"
    /// How long the first read waits for the portal (which the bus may have to start).
    static let readTimeoutMilliseconds: Int32 = 5000

    static func sessionBusAddress(_ environment: [String: String]) -> String? { PortalBus.sessionBusAddress(environment) }

    /// Blocks the calling thread: connects, reports the portal's value (nil: no portal, or no
    /// preference), then every change, until the bus goes. Returns at once without a bus.
    static func follow(address: String, report: @escaping (UInt32?) -> Void) {
        guard let bus = PortalBus.open(address) else { return report(nil) }
        defer { PortalBus.close(bus) }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        // Listening before reading: a change between the two is not missed.
        let rule = "type='signal',interface='\(interface)',member='SettingChanged',path='\(path)',arg0='\(namespace)',arg1='\(key)'"
        dbus_bus_add_match(bus, rule, &error)
        dbus_error_free(&error)
        // A portal older than ReadOne (version 2) answers the same through Read.
        let first = read(bus, method: "ReadOne")
        report(first.unknownMethod ? read(bus, method: "Read").value : first.value)
        while dbus_connection_read_write(bus, -1) != 0 {
            while let message = dbus_connection_pop_message(bus) {
                defer { dbus_message_unref(message) }
                if let value = changedValue(message) { report(value) }
            }
        }
    }

    /// The value `method` (`ReadOne`, or the older `Read`) answers, nil when it fails; and
    /// whether it failed because the portal lacks the method.
    private static func read(_ bus: OpaquePointer, method: String) -> (value: UInt32?, unknownMethod: Bool) {
        guard let call = dbus_message_new_method_call(service, path, interface, method) else { return (nil, false) }
        defer { dbus_message_unref(call) }
        var arguments = DBusMessageIter()
        dbus_message_iter_init_append(call, &arguments)
        for text in [namespace, key] { append(text, to: &arguments) }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(bus, call, readTimeoutMilliseconds, &error) else {
            return (nil, dbus_error_has_name(&error, "org.freedesktop.DBus.Error.UnknownMethod") != 0)
        }
        defer { dbus_message_unref(reply) }
        var values = DBusMessageIter()
        guard dbus_message_iter_init(reply, &values) != 0 else { return (nil, false) }
        return (unsigned(&values), false)
    }

    /// A `SettingChanged(namespace, key, value)` signal's value, when it is the colour scheme's.
    private static func changedValue(_ message: OpaquePointer) -> UInt32? {
        guard dbus_message_is_signal(message, interface, "SettingChanged") != 0 else { return nil }
        var values = DBusMessageIter()
        guard dbus_message_iter_init(message, &values) != 0, string(&values) == namespace, dbus_message_iter_next(&values) != 0,
              string(&values) == key, dbus_message_iter_next(&values) != 0 else { return nil }
        return unsigned(&values)
    }

    private static func append(_ text: String, to arguments: inout DBusMessageIter) { PortalBus.append(text, to: &arguments) }

    private static func string(_ values: inout DBusMessageIter) -> String? { PortalBus.string(&values) }

    /// A `u` inside any number of variants (`Read` wraps the value twice, `ReadOne` once).
    private static func unsigned(_ values: inout DBusMessageIter) -> UInt32? {
        var current = values
        for _ in 0..<4 {
            let kind = dbus_message_iter_get_arg_type(&current)
            if kind == type("u") {
                var value: UInt32 = 0
                dbus_message_iter_get_basic(&current, &value)
                return value
            }
            guard kind == type("v") else { return nil }
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&current, &inner)
            current = inner
        }
        return nil
    }

    private static func type(_ code: Unicode.Scalar) -> Int32 { PortalBus.type(code) }
}
