/// A D-Bus value as the portal exchange needs it.
///
/// The call's arguments are built as these values first and written into a message after, so
/// what is sent (the filters' `a(sa(us))`, the folder's NUL-terminated bytes) can be checked
/// without a bus; replies are read back into them the same way.
indirect enum PortalValue: Equatable {
    case string(String)
    case objectPath(String)
    case bool(Bool)
    case uint32(UInt32)
    /// Any other integer type, widened (read only: nothing the portal is sent needs one).
    case integer(Int)
    /// `ay`: paths travel as bytes, so a folder need not be UTF-8.
    case bytes([UInt8])
    /// An array whose elements have the signature `element` (needed when it is empty).
    case array(element: String, [PortalValue])
    case structure([PortalValue])
    /// `a{sv}`, the portal's options and results; the values are read through their variants.
    case vardict([Entry])
    /// A type the reader does not model (doubles, file descriptors, nested variants' oddities).
    case other

    /// One `{sv}` entry.
    struct Entry: Equatable {
        var key: String
        var value: PortalValue
        init(_ key: String, _ value: PortalValue) { self.key = key; self.value = value }
    }

    /// The value's D-Bus type signature.
    var signature: String {
        switch self {
        case .string: return "s"
        case .objectPath: return "o"
        case .bool: return "b"
        case .uint32: return "u"
        case .integer: return "x"
        case .bytes: return "ay"
        case .array(let element, _): return "a" + element
        case .structure(let fields): return "(" + fields.map(\.signature).joined() + ")"
        case .vardict: return "a{sv}"
        case .other: return "v"
        }
    }

    /// The value under `key` of a vardict (nil for anything else or a missing key).
    subscript(key: String) -> PortalValue? {
        guard case .vardict(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    var stringValue: String? { if case .string(let s) = self { return s }; if case .objectPath(let s) = self { return s }; return nil }
    var integerValue: Int? {
        switch self {
        case .uint32(let v): return Int(v)
        case .integer(let v): return v
        default: return nil
        }
    }
    /// The elements of an array (a byte array's bytes are not elements).
    var arrayValue: [PortalValue]? { if case .array(_, let a) = self { return a }; return nil }
}
