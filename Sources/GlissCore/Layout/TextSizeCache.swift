/// One-line text sizes kept from frame to frame, by the text node's identity.
///
/// Layout measures every visible label every frame, and a measurer's own cache finds a width
/// by hashing the string (a grid's labels cost more to measure than to lay out). Here a label
/// finds last frame's answer by its node id, checked against its string and font: no hashing.
///
/// A measurer answers the same for the same string and font until the window's pixel scale
/// changes. That changes its `measurementEpoch`, and usually comes with a resize event; either
/// empties this cache (`UI.beginFrame`). An entry is also dropped when its font's line height
/// is no longer the one it was measured with.
final class TextSizeCache {
    private struct Entry {
        var used = false
        var id: UInt64 = 0
        var string = ""
        var font = Font.body
        var size = Size.zero
        var lineHeight = 0.0
        /// The frame (`frame`) it was last asked in: a set's oldest is replaced.
        var stamp: UInt32 = 0
    }

    /// Four-way set associative: an entry lives in one of the four slots of the set its id
    /// hashes to, and a new label replaces the one of them asked least recently. Several times
    /// the labels a screen shows. (Direct mapped, a grid screen's 297 labels had ~10 pairs
    /// sharing a slot, which evicted each other and were measured again every frame: ~5 % of a
    /// grid frame.) Pointer storage: entries are compared in place, without copying (and
    /// retaining) them.
    private static let setBits = 10
    private static let ways = 4
    private let slots: UnsafeMutablePointer<Entry>
    private static let slotCount = ways << setBits
    /// Frames begun (`beginFrame`), for the entries' `stamp`.
    private var frame: UInt32 = 0

    /// Paragraphs' lines, kept and forgotten with the sizes.
    let paragraphs = ParagraphCache()

    /// The measurer's `measurementEpoch` the entries were measured in.
    var epoch = 0

    /// Line heights asked this frame, by font (a frame uses a few fonts).
    @exclusivity(unchecked) private var lineHeights: [(font: Font, height: Double)] = []

    init() {
        slots = .allocate(capacity: TextSizeCache.slotCount)
        slots.initialize(repeating: Entry(), count: TextSizeCache.slotCount)
    }

    deinit {
        slots.deinitialize(count: TextSizeCache.slotCount)
        slots.deallocate()
    }

    /// The first of the slots of `id`'s set.
    @inline(__always)
    private static func set(_ id: UInt64) -> Int {
        Int(truncatingIfNeeded: (id &* 0x9E3779B97F4A7C15) >> UInt64(64 - setBits)) * ways
    }

    /// Forgets everything (the measurer's answers may have changed).
    func removeAll() {
        for k in 0..<TextSizeCache.slotCount { slots[k] = Entry() }
        paragraphs.removeAll()
        beginFrame()
    }

    /// Forgets this frame's line heights: the next frame asks the measurer again.
    func beginFrame() {
        lineHeights.removeAll(keepingCapacity: true)
        hasLast = false
        frame &+= 1
        paragraphs.beginFrame()
    }

    /// `font`'s line height, asked of `measurer` once per frame.
    @inline(__always)
    func lineHeight(_ font: Font, _ measurer: TextMeasurer) -> Double {
        // Labels in a row mostly share a font: the last one answers first.
        if hasLast && lastFont == font { return lastHeight }
        return lineHeightSlow(font, measurer)
    }

    @inline(never)
    private func lineHeightSlow(_ font: Font, _ measurer: TextMeasurer) -> Double {
        var h: Double? = nil
        for e in lineHeights where e.font == font { h = e.height; break }
        if h == nil {
            h = measurer.lineHeight(font)
            lineHeights.append((font, h!))
        }
        hasLast = true
        lastFont = font
        lastHeight = h!
        return h!
    }
    /// The last font asked and its line height (plain fields: no optional to unwrap).
    @exclusivity(unchecked) private var hasLast = false
    @exclusivity(unchecked) private var lastFont = Font.body
    @exclusivity(unchecked) private var lastHeight = 0.0

    /// A string's representation (two words), for an equality test that copies nothing.
    typealias StringBits = (UInt64, UInt64)

    @inline(__always)
    static func bits(_ s: borrowing String) -> StringBits { TextIdentity.bits(s) }

    /// The one-line size of node `id`'s string in `font` (line height `lh`): last frame's answer
    /// when the node's entry holds the very same string value — compared by its `bits`, so
    /// nothing is copied — or an equal one (`string` is asked only then); else measured.
    @inline(__always)
    func size(id: UInt64, bits: StringBits, font: Font, lineHeight lh: Double, _ measurer: TextMeasurer,
              string: () -> String) -> Size {
        let set = slots + TextSizeCache.set(id)
        var e = set
        while !(e.pointee.used && e.pointee.id == id) {
            e += 1
            if e == set + TextSizeCache.ways { return remeasure(victim(set), id: id, string(), font: font, lineHeight: lh, measurer) }
        }
        e.pointee.stamp = frame
        guard e.pointee.lineHeight == lh && e.pointee.font == font else {
            return remeasure(e, id: id, string(), font: font, lineHeight: lh, measurer)
        }
        let kept = withUnsafePointer(to: &e.pointee.string) { UnsafeRawPointer($0).loadUnaligned(as: StringBits.self) }
        if kept == bits { return e.pointee.size }
        let s = string()
        if TextIdentity.same(e.pointee.string, s) { return e.pointee.size }
        return remeasure(e, id: id, s, font: font, lineHeight: lh, measurer)
    }

    /// The slot of set `s` a new entry takes: an unused one, else the one asked least recently.
    @inline(never)
    private func victim(_ s: UnsafeMutablePointer<Entry>) -> UnsafeMutablePointer<Entry> {
        var best = s
        for k in 0..<TextSizeCache.ways {
            let e = s + k
            if !e.pointee.used { return e }
            // Stamps wrap: older is behind by less than half their range.
            if Int32(bitPattern: best.pointee.stamp &- e.pointee.stamp) > 0 { best = e }
        }
        return best
    }

    @inline(never)
    private func remeasure(_ e: UnsafeMutablePointer<Entry>, id: UInt64, _ string: String, font: Font,
                           lineHeight lh: Double, _ measurer: TextMeasurer) -> Size {
        let size = measurer.measure(string, font: font)
        e.pointee = Entry(used: true, id: id, string: string, font: font, size: size, lineHeight: lh, stamp: frame)
        return size
    }
}
