/// A stable identity for a node, derived from the ID stack (parent identity ⊕ key).
/// Deterministic across runs (not Swift's seeded `Hasher`), so inspector ids repeat exactly.
public struct NodeID: Hashable, Sendable, CustomStringConvertible {
    /// The 64-bit hash.
    public let raw: UInt64
    /// An identity from its hash (as `raw` gave it).
    public init(raw: UInt64) { self.raw = raw }
    /// The identity every frame's ID stack starts from.
    public static let root = NodeID(raw: 0xcbf29ce484222325)

    /// The identity of a child keyed by `key` under `self`.
    public func child(_ key: some IdentityKey) -> NodeID {
        var h = raw ^ 0x9E3779B97F4A7C15
        h = NodeID.mix(h, key.identityBits)
        return NodeID(raw: h)
    }
    /// Folds `v` into `h0`: the parent multiplied by an odd constant, xor the key, then a
    /// bijective 64-bit finaliser (xor-shift-multiply, as in MurmurHash3's `fmix64`), so
    /// siblings with different keys never share an identity. The multiply keeps parent and key
    /// from commuting: `ListItemKey` rows are children of their section's bits, and a plain
    /// `h0 ^ v` made row 500 of section 950 the same identity as row 950 of section 500.
    /// Every node's identity is one of these; byte-wise FNV-1a cost five times as much.
    static func mix(_ h0: UInt64, _ v: UInt64) -> UInt64 {
        var h = (h0 &* 0x9E3779B97F4A7C15) ^ v
        h ^= h >> 33
        h = h &* 0xff51afd7ed558ccd
        h ^= h >> 33
        h = h &* 0xc4ceb9fe1a85ec53
        h ^= h >> 33
        return h
    }
    /// The hash in hexadecimal, as the inspector writes `id`.
    public var description: String { String(raw, radix: 16) }
}

/// Something that can key a node in the ID stack (like SwiftUI's `id:`).
public protocol IdentityKey {
    /// 64 bits that identify the key deterministically.
    var identityBits: UInt64 { get }
    /// True only for `PositionalKey`, the builders' default: key by position instead.
    var isPositional: Bool { get }
}

extension IdentityKey {
    /// False: a key given explicitly.
    public var isPositional: Bool { false }
    /// The bits of an explicit key; nil for `PositionalKey`.
    @inlinable public var explicitBits: UInt64? { isPositional ? nil : identityBits }
}

/// The `id:` a builder gets when none is given: the node is keyed by its position among its
/// siblings (as ImGui numbers widgets). A concrete default rather than `(any IdentityKey)?`
/// = nil: every call without an id then passes an empty struct instead of creating and
/// destroying an optional existential (measured: ~5% of a grid frame).
public struct PositionalKey: IdentityKey, Sendable {
    /// The positional key.
    public init() {}
    /// Unused: a positional key identifies by position.
    public var identityBits: UInt64 { 0 }
    /// True.
    public var isPositional: Bool { true }
}

extension Int: IdentityKey {
    /// The integer, mixed so that small numbers spread over the 64 bits.
    public var identityBits: UInt64 { UInt64(bitPattern: Int64(self)) &* 0x9E3779B97F4A7C15 ^ 0x1 }
}
extension String: IdentityKey {
    /// FNV-1a of the UTF-8 bytes: the same in every run.
    public var identityBits: UInt64 {
        // Over contiguous UTF-8 (native strings, small ones included) a plain loop: the
        // generic walk of `utf8` cost more than the rest of a scroll view's setup.
        if let h = utf8.withContiguousStorageIfAvailable({ bytes -> UInt64 in
            var h: UInt64 = 0xcbf29ce484222325
            for b in bytes { h ^= UInt64(b); h = h &* 0x100000001b3 }
            return h
        }) { return h ^ 0x2 }
        var h: UInt64 = 0xcbf29ce484222325
        for b in utf8 { h ^= UInt64(b); h = h &* 0x100000001b3 }
        return h ^ 0x2
    }
}

/// A key given directly by its bits (e.g. a label combined with its occurrence).
@_spi(GlissControls)
public struct RawIdentity: IdentityKey {
    public let identityBits: UInt64
    public init(identityBits: UInt64) { self.identityBits = identityBits }
}
