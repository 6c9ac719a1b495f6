/// The texts of labels written with one integer in them (`"Row \(i)"`), kept from frame to
/// frame.
///
/// Why: every frame builds every visible view again, and Swift's integer formatting (the
/// standard library's `description`, then joining the parts) costs ~400 instructions a label —
/// a sixth of a list row's frame — although a row stays on screen for dozens of frames. The
/// table is direct-mapped by the number (a list's rows are consecutive numbers: consecutive
/// slots), holds the parts it was made from and is checked against them, so a hit is exactly
/// the text formatting would make. A miss formats and replaces the slot; its size is fixed.
@usableFromInline final class FormattedLabels {
    @usableFromInline struct Entry {
        @usableFromInline var prefix = ""
        @usableFromInline var suffix = ""
        @usableFromInline var number = 0
        @usableFromInline var text = ""
        @usableFromInline var lineBreak = false
        /// The text may hold Markdown (`Markdown.mayHaveMarkup`): drawn through `markdownText`.
        @usableFromInline var markup = false
        @usableFromInline var used = false
    }

    /// Slots: a power of two, more than a 4K grid shows at once.
    @usableFromInline static let capacity = 4096
    @usableFromInline let entries: UnsafeMutablePointer<Entry>
    /// The translations a label is looked up in when it is formatted: a kept label is the
    /// translated text, so a hit costs nothing more with a catalog.
    var localization: Localization?

    init() {
        entries = .allocate(capacity: Self.capacity)
        entries.initialize(repeating: Entry(), count: Self.capacity)
    }

    deinit {
        entries.deinitialize(count: Self.capacity)
        entries.deallocate()
    }

    /// `prefix`, `number` formatted as `String(number)`, then `suffix`, and whether that holds a
    /// line break (known from its parts: a label built every frame is not searched every
    /// frame). Inlined where labels are built: a call cost a sixth of a hit.
    @inlinable @inline(__always)
    func label(_ prefix: String, _ number: Int, _ suffix: String) -> (text: String, lineBreak: Bool, markup: Bool) {
        // Labels with and without text around the number take different slots; others with
        // the same number share one (a miss only formats again).
        let slot = (number &+ (prefix.isEmpty ? 0 : 1723) &+ (suffix.isEmpty ? 0 : 2707)) & (Self.capacity - 1)
        let e = entries + slot
        if e.pointee.used && e.pointee.number == number && e.pointee.prefix == prefix && e.pointee.suffix == suffix {
            return (e.pointee.text, e.pointee.lineBreak, e.pointee.markup)
        }
        return format(e, prefix, number, suffix)
    }

    @usableFromInline @inline(never)
    func format(_ e: UnsafeMutablePointer<Entry>, _ prefix: String, _ number: Int,
                _ suffix: String) -> (text: String, lineBreak: Bool, markup: Bool) {
        var text = LocalizedStringKey.text(prefix, number, suffix)
        var lineBreak = TextContent.hasLineBreak(prefix) || TextContent.hasLineBreak(suffix)
        if let localization, let translated = localization.string(
            forKey: FormatParts.escaped(prefix) + "%lld" + FormatParts.escaped(suffix),
            arguments: [.int(Int64(number), specifier: "%lld")]) {
            text = translated
            lineBreak = TextContent.hasLineBreak(translated)
        }
        let markup = Markdown.mayHaveMarkup(text)
        e.pointee = Entry(prefix: prefix, suffix: suffix, number: number, text: text, lineBreak: lineBreak, markup: markup, used: true)
        return (text, lineBreak, markup)
    }

    /// Forgets every label (their translations change with the localization).
    func removeAll() {
        for i in 0..<Self.capacity { entries[i] = Entry() }
    }

    /// How many slots hold a text (for tests).
    var usedCount: Int { (0..<Self.capacity).reduce(0) { $0 + (entries[$1].used ? 1 : 0) } }
}
