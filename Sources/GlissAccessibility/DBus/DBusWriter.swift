import CDBus

/// D-Bus type codes (libdbus's `DBUS_TYPE_*` are macros with casts Swift does not import).
enum DBusType {
    static let string = Int32(UInt8(ascii: "s"))
    static let objectPath = Int32(UInt8(ascii: "o"))
    static let array = Int32(UInt8(ascii: "a"))
    static let variant = Int32(UInt8(ascii: "v"))
    static let structure = Int32(UInt8(ascii: "r"))
    static let dictEntry = Int32(UInt8(ascii: "e"))
}

/// A reference to an accessible object: the bus name of the application that has it and its
/// object path (AT-SPI's `(so)`).
struct ObjectReference: Equatable {
    var bus: String
    var path: String
    /// AT-SPI's null reference.
    static let null = ObjectReference(bus: "", path: "/org/a11y/atspi/null")
}

/// Appends values to a message (or to a container in it) in order.
struct DBusWriter {
    let it: UnsafeMutablePointer<DBusMessageIter>

    /// Writes `message`'s arguments with `body`.
    static func append(to message: OpaquePointer, _ body: (DBusWriter) -> Void) {
        var iter = DBusMessageIter()
        withUnsafeMutablePointer(to: &iter) { p in
            dbus_message_iter_init_append(message, p)
            body(DBusWriter(it: p))
        }
    }

    func string(_ s: String) { _ = s.withCString { gliss_dbus_append_string(it, $0) } }
    func path(_ s: String) { _ = s.withCString { gliss_dbus_append_path(it, $0) } }
    func int32(_ v: Int) { _ = gliss_dbus_append_int32(it, Int32(clamping: v)) }
    func int16(_ v: Int) { _ = gliss_dbus_append_int16(it, Int16(clamping: v)) }
    func uint32(_ v: UInt32) { _ = gliss_dbus_append_uint32(it, v) }
    func double(_ v: Double) { _ = gliss_dbus_append_double(it, v) }
    func bool(_ v: Bool) { _ = gliss_dbus_append_bool(it, v ? 1 : 0) }
    func reference(_ r: ObjectReference) { structure { $0.string(r.bus); $0.path(r.path) } }

    func structure(_ body: (DBusWriter) -> Void) { container(DBusType.structure, nil, body) }
    func dictEntry(_ body: (DBusWriter) -> Void) { container(DBusType.dictEntry, nil, body) }
    /// An array of elements of type `signature`.
    func array(_ signature: String, _ body: (DBusWriter) -> Void) { container(DBusType.array, signature, body) }
    /// A variant holding one value of type `signature`.
    func variant(_ signature: String, _ body: (DBusWriter) -> Void) { container(DBusType.variant, signature, body) }

    private func container(_ type: Int32, _ signature: String?, _ body: (DBusWriter) -> Void) {
        var sub = DBusMessageIter()
        withUnsafeMutablePointer(to: &sub) { p in
            if let signature {
                _ = signature.withCString { dbus_message_iter_open_container(it, type, $0, p) }
            } else {
                _ = dbus_message_iter_open_container(it, type, nil, p)
            }
            body(DBusWriter(it: p))
            _ = dbus_message_iter_close_container(it, p)
        }
    }
}

/// A message's top-level arguments, read as plain values.
enum DBusArgument: Equatable {
    case integer(Int)
    case double(Double)
    case string(String)
    case structure([DBusArgument])
    /// Anything else (arrays, dictionaries).
    case other

    /// Reads `message`'s top-level arguments (variants are read through, structures field by field).
    static func read(_ message: OpaquePointer) -> [DBusArgument] {
        var out: [DBusArgument] = []
        var iter = DBusMessageIter()
        withUnsafeMutablePointer(to: &iter) { p in
            guard dbus_message_iter_init(message, p) != 0 else { return }
            repeat { out.append(value(p)) } while dbus_message_iter_next(p) != 0
        }
        return out
    }

    private static func value(_ p: UnsafeMutablePointer<DBusMessageIter>) -> DBusArgument {
        let t = dbus_message_iter_get_arg_type(p)
        switch UInt8(truncatingIfNeeded: t) {
        case UInt8(ascii: "s"), UInt8(ascii: "o"), UInt8(ascii: "g"):
            return gliss_dbus_get_string(p).map { .string(String(cString: $0)) } ?? .string("")
        case UInt8(ascii: "d"): return .double(gliss_dbus_get_double(p))
        case UInt8(ascii: "y"), UInt8(ascii: "b"), UInt8(ascii: "n"), UInt8(ascii: "q"), UInt8(ascii: "i"),
             UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "t"):
            return .integer(Int(gliss_dbus_get_integer(p)))
        case UInt8(ascii: "v"):
            // Read through to the value it holds.
            var sub = DBusMessageIter()
            return withUnsafeMutablePointer(to: &sub) { s in
                dbus_message_iter_recurse(p, s)
                return value(s)
            }
        case UInt8(ascii: "r"):
            var sub = DBusMessageIter()
            return withUnsafeMutablePointer(to: &sub) { s in
                dbus_message_iter_recurse(p, s)
                var fields: [DBusArgument] = []
                while dbus_message_iter_get_arg_type(s) != 0 {
                    fields.append(value(s))
                    _ = dbus_message_iter_next(s)
                }
                return .structure(fields)
            }
        default: return .other
        }
    }

    var int: Int? { if case .integer(let v) = self { return v }; return nil }
    var string: String? { if case .string(let v) = self { return v }; return nil }
    var number: Double? {
        switch self {
        case .double(let v): return v
        case .integer(let v): return Double(v)
        default: return nil
        }
    }
}
