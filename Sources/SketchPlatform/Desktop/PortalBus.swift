import CDBus
import Glibc
import SketchCore

/// A private connection to the session bus for talking to the XDG desktop portal, shared by
/// the colour scheme's watch and the screenshot.
///
/// libdbus rather than sd-bus: it is what the session bus's own daemon ships (no systemd
/// needed), its blocking `read_write` loop fits a thread of its own, and its development
/// package was already on the machines. It connects to the address it is given and never
/// launches a bus of its own (`dbus_bus_get`'s autolaunch would start `dbus-launch` on X11).
enum PortalBus {
    static let service = "org.freedesktop.portal.Desktop"
    static let path = "/org/freedesktop/portal/desktop"

    /// The session bus's address: `DBUS_SESSION_BUS_ADDRESS`, else the user's bus socket in
    /// `XDG_RUNTIME_DIR`; nil where there is no session bus (CI, a bare Xvfb).
    static func sessionBusAddress(_ environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") else { return nil }
        let socket = runtime + "/bus"
        guard let st = FileSystem.status(socket), st.st_mode & S_IFMT == S_IFSOCK else { return nil }
        return "unix:path=" + socket
    }

    /// A registered connection of this process's own (closed with `close`), or nil when the
    /// bus cannot be reached.
    static func open(_ address: String) -> OpaquePointer? {
        dbus_threads_init_default()
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let bus = dbus_connection_open_private(address, &error) else { return nil }
        dbus_connection_set_exit_on_disconnect(bus, 0)
        guard dbus_bus_register(bus, &error) != 0 else {
            close(bus)
            return nil
        }
        return bus
    }

    static func close(_ bus: OpaquePointer) {
        dbus_connection_close(bus)
        dbus_connection_unref(bus)
    }

    static func append(_ text: String, to arguments: inout DBusMessageIter) {
        text.withCString { chars in
            var pointer: UnsafePointer<CChar>? = chars
            _ = dbus_message_iter_append_basic(&arguments, type("s"), &pointer)
        }
    }

    static func string(_ values: inout DBusMessageIter) -> String? {
        let kind = dbus_message_iter_get_arg_type(&values)
        guard kind == type("s") || kind == type("o") else { return nil }
        var pointer: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&values, &pointer)
        return pointer.map { String(cString: $0) }
    }

    /// A D-Bus type code (`DBUS_TYPE_STRING` and its kind are C casts Swift does not import).
    static func type(_ code: Unicode.Scalar) -> Int32 { Int32(code.value) }
}
