/// What literal keys (`ui.text("Hello")`) give — their translations (`Localization`), their
/// Markdown (`MarkdownLiterals`) — kept by the key's `String` itself.
///
/// Why: a label's literal is built every frame, and hashing its characters to look it up in
/// the catalog every frame would cost more than building the label. A literal's `String` is
/// the same two words every time (its characters inline, or the address of the constant in
/// the binary), so the slot is chosen from those words and a hit compares them, not the
/// characters. A slot keeps its key, so the storage a key's words point to stays alive and
/// cannot be reused for another string while the slot holds it: equal words are the same text.
final class LiteralCache<Value> {
    private struct Entry {
        var key = ""
        var value: Value? = nil
    }

    /// Slots: a power of two, more than the distinct literals a window shows.
    static var capacity: Int { 1024 }
    private let entries: UnsafeMutablePointer<Entry>

    init() {
        entries = .allocate(capacity: Self.capacity)
        entries.initialize(repeating: Entry(), count: Self.capacity)
    }

    deinit {
        entries.deinitialize(count: Self.capacity)
        entries.deallocate()
    }

    /// The value kept for `key`, else `make(key)`, kept.
    @inline(__always)
    func value(_ key: String, _ make: (String) -> Value) -> Value {
        let words = unsafeBitCast(key, to: (UInt64, UInt64).self)
        let slot = Int(truncatingIfNeeded: ((words.0 ^ (words.1 &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9) >> 54)
            & (Self.capacity - 1)
        let e = entries + slot
        let kept = unsafeBitCast(e.pointee.key, to: (UInt64, UInt64).self)
        if kept == words, let value = e.pointee.value { return value }
        let value = make(key)
        e.pointee = Entry(key: key, value: value)
        return value
    }
}
