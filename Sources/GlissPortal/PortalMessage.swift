import CDBus

/// D-Bus type codes (libdbus's `DBUS_TYPE_*` are macros with casts Swift does not import).
private enum TypeCode {
    static let byte = Int32(UInt8(ascii: "y"))
    static let array = Int32(UInt8(ascii: "a"))
    static let variant = Int32(UInt8(ascii: "v"))
    static let structure = Int32(UInt8(ascii: "r"))
    static let dictEntry = Int32(UInt8(ascii: "e"))
}

/// Writes `PortalValue`s into a libdbus message and reads a message's arguments back.
///
/// GlissAccessibility has a writer of its own (`DBusWriter`), written for AT-SPI's replies; the
/// portal needs byte arrays and a reader that keeps arrays and dictionaries, and sharing one
/// would mean a new module both depend on, so this one is separate and small.
enum PortalMessage {
    /// Appends `values` to `message`'s arguments, in order.
    static func append(_ values: [PortalValue], to message: OpaquePointer) {
        var iter = DBusMessageIter()
        withUnsafeMutablePointer(to: &iter) { p in
            dbus_message_iter_init_append(message, p)
            for v in values { write(v, p) }
        }
    }

    private static func write(_ value: PortalValue, _ it: UnsafeMutablePointer<DBusMessageIter>) {
        switch value {
        case .string(let s): _ = s.withCString { gliss_dbus_append_string(it, $0) }
        case .objectPath(let s): _ = s.withCString { gliss_dbus_append_path(it, $0) }
        case .bool(let b): _ = gliss_dbus_append_bool(it, b ? 1 : 0)
        case .uint32(let v): _ = gliss_dbus_append_uint32(it, v)
        case .integer(let v): _ = gliss_dbus_append_int32(it, Int32(clamping: v))
        case .bytes(let bytes):
            container(TypeCode.array, "y", it) { sub in
                for var b in bytes { _ = dbus_message_iter_append_basic(sub, TypeCode.byte, &b) }
            }
        case .array(let element, let items):
            container(TypeCode.array, element, it) { sub in items.forEach { write($0, sub) } }
        case .structure(let fields):
            container(TypeCode.structure, nil, it) { sub in fields.forEach { write($0, sub) } }
        case .vardict(let entries):
            container(TypeCode.array, "{sv}", it) { sub in
                for e in entries {
                    container(TypeCode.dictEntry, nil, sub) { entry in
                        write(.string(e.key), entry)
                        container(TypeCode.variant, e.value.signature, entry) { write(e.value, $0) }
                    }
                }
            }
        case .other: break
        }
    }

    private static func container(_ type: Int32, _ signature: String?, _ it: UnsafeMutablePointer<DBusMessageIter>,
                                  _ body: (UnsafeMutablePointer<DBusMessageIter>) -> Void) {
        var sub = DBusMessageIter()
        withUnsafeMutablePointer(to: &sub) { p in
            if let signature {
                _ = signature.withCString { dbus_message_iter_open_container(it, type, $0, p) }
            } else {
                _ = dbus_message_iter_open_container(it, type, nil, p)
            }
            body(p)
            _ = dbus_message_iter_close_container(it, p)
        }
    }

    /// `message`'s top-level arguments.
    static func read(_ message: OpaquePointer) -> [PortalValue] {
        var out: [PortalValue] = []
        var iter = DBusMessageIter()
        withUnsafeMutablePointer(to: &iter) { p in
            guard dbus_message_iter_init(message, p) != 0 else { return }
            while dbus_message_iter_get_arg_type(p) != 0 {
                out.append(value(p))
                _ = dbus_message_iter_next(p)
            }
        }
        return out
    }

    private static func value(_ p: UnsafeMutablePointer<DBusMessageIter>) -> PortalValue {
        switch UInt8(truncatingIfNeeded: dbus_message_iter_get_arg_type(p)) {
        case UInt8(ascii: "s"), UInt8(ascii: "g"):
            return .string(gliss_dbus_get_string(p).map { String(cString: $0) } ?? "")
        case UInt8(ascii: "o"):
            return .objectPath(gliss_dbus_get_string(p).map { String(cString: $0) } ?? "")
        case UInt8(ascii: "b"): return .bool(gliss_dbus_get_integer(p) != 0)
        case UInt8(ascii: "u"): return .uint32(UInt32(truncatingIfNeeded: gliss_dbus_get_integer(p)))
        case UInt8(ascii: "y"), UInt8(ascii: "n"), UInt8(ascii: "q"), UInt8(ascii: "i"),
             UInt8(ascii: "x"), UInt8(ascii: "t"):
            return .integer(Int(gliss_dbus_get_integer(p)))
        case UInt8(ascii: "v"):
            return recurse(p) { value($0) }
        case UInt8(ascii: "r"):
            return .structure(recurse(p) { elements($0) })
        case UInt8(ascii: "a"):
            let element = dbus_message_iter_get_signature(p).map { s -> String in
                defer { dbus_free(s) }
                return String(String(cString: s).dropFirst())
            } ?? ""
            if element == "y" {
                return .bytes(recurse(p) { elements($0) }.compactMap { $0.integerValue.map { UInt8(truncatingIfNeeded: $0) } })
            }
            if element == "{sv}" {
                // Each element is a dict entry: a structure of key and (read-through) value.
                let entries = recurse(p) { elements($0) }.compactMap { e -> PortalValue.Entry? in
                    guard case .structure(let kv) = e, kv.count == 2, let key = kv[0].stringValue else { return nil }
                    return PortalValue.Entry(key, kv[1])
                }
                return .vardict(entries)
            }
            return .array(element: element, recurse(p) { elements($0) })
        case UInt8(ascii: "e"):
            return .structure(recurse(p) { elements($0) })
        default: return .other
        }
    }

    private static func recurse<T>(_ p: UnsafeMutablePointer<DBusMessageIter>, _ body: (UnsafeMutablePointer<DBusMessageIter>) -> T) -> T {
        var sub = DBusMessageIter()
        return withUnsafeMutablePointer(to: &sub) { s in
            dbus_message_iter_recurse(p, s)
            return body(s)
        }
    }

    private static func elements(_ s: UnsafeMutablePointer<DBusMessageIter>) -> [PortalValue] {
        var out: [PortalValue] = []
        while dbus_message_iter_get_arg_type(s) != 0 {
            out.append(value(s))
            _ = dbus_message_iter_next(s)
        }
        return out
    }
}
