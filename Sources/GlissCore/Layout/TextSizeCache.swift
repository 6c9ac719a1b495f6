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
    }

    /// Direct mapped: an entry lives in the slot its id hashes to (a newer label with the same
    /// slot replaces it). Several times the labels a screen shows. Pointer storage: entries
    /// are compared in place, without copying (and retaining) them.
    private static let slotBits = 12
    private let slots: UnsafeMutablePointer<Entry>

    /// The measurer's `measurementEpoch` the entries were measured in.
    var epoch = 0

    /// Line heights asked this frame, by font (a frame uses a few fonts).
    @exclusivity(unchecked) private var lineHeights: [(font: Font, height: Double)] = []

    init() {
        slots = .allocate(capacity: 1 << TextSizeCache.slotBits)
        slots.initialize(repeating: Entry(), count: 1 << TextSizeCache.slotBits)
    }

    deinit {
        slots.deinitialize(count: 1 << TextSizeCache.slotBits)
        slots.deallocate()
    }

    @inline(__always)
    private static func slot(_ id: UInt64) -> Int {
        Int(truncatingIfNeeded: (id &* 0x9E3779B97F4A7C15) >> UInt64(64 - slotBits))
    }

    /// Forgets everything (the measurer's answers may have changed).
    func removeAll() {
        for k in 0..<(1 << TextSizeCache.slotBits) { slots[k] = Entry() }
        beginFrame()
    }

    /// Forgets this frame's line heights: the next frame asks the measurer again.
    func beginFrame() {
        lineHeights.removeAll(keepingCapacity: true)
        hasLast = false
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
    static func bits(_ s: borrowing String) -> StringBits {
        withUnsafeBytes(of: s) { $0.loadUnaligned(as: StringBits.self) }
    }

    /// The one-line size of node `id`'s string in `font` (line height `lh`): last frame's answer
    /// when the node's entry holds the very same string value — compared by its `bits`, so
    /// nothing is copied — or an equal one (`string` is asked only then); else measured.
    @inline(__always)
    func size(id: UInt64, bits: StringBits, font: Font, lineHeight lh: Double, _ measurer: TextMeasurer,
              string: () -> String) -> Size {
        let e = slots + TextSizeCache.slot(id)
        guard e.pointee.used && e.pointee.id == id && e.pointee.lineHeight == lh && e.pointee.font == font else {
            return remeasure(e, id: id, string(), font: font, lineHeight: lh, measurer)
        }
        let kept = withUnsafePointer(to: &e.pointee.string) { UnsafeRawPointer($0).loadUnaligned(as: StringBits.self) }
        if kept == bits { return e.pointee.size }
        let s = string()
        if e.pointee.string == s { return e.pointee.size }
        return remeasure(e, id: id, s, font: font, lineHeight: lh, measurer)
    }

    @inline(never)
    private func remeasure(_ e: UnsafeMutablePointer<Entry>, id: UInt64, _ string: String, font: Font,
                           lineHeight lh: Double, _ measurer: TextMeasurer) -> Size {
        let size = measurer.measure(string, font: font)
        e.pointee = Entry(used: true, id: id, string: string, font: font, size: size, lineHeight: lh)
        return size
    }
}
