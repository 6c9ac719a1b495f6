/// Per-ID persistent state for immediate mode: what must outlive a frame (scroll offsets,
/// animations, gesture progress, last frame's rects) lives here, keyed by a stable ID.
/// Entries not touched for `lifetime` frames are dropped, so views that go away
/// leave nothing behind. (Unchecked exclusivity, as `UI`'s state: one thread, no overlaps.)
final class StateStore {
    private final class Entry {
        var value: AnyObject
        var lastFrame: Int
        init(value: AnyObject, lastFrame: Int) { self.value = value; self.lastFrame = lastFrame }
    }
    @exclusivity(unchecked) private var entries: [UInt64: Entry] = [:]
    @exclusivity(unchecked) private(set) var frame = 0
    let lifetime: Int

    init(lifetime: Int = 3) { self.lifetime = lifetime }

    /// The object stored under `key`, created by `make` when absent (or of another type).
    func get<T: AnyObject>(_ key: UInt64, _ make: () -> T) -> T {
        if let e = entries[key] {
            e.lastFrame = frame
            if let v = e.value as? T { return v }
            let v = make(); e.value = v; return v
        }
        let v = make()
        entries[key] = Entry(value: v, lastFrame: frame)
        return v
    }
    /// The object under `key` if present, without touching it.
    func peek<T: AnyObject>(_ key: UInt64, as: T.Type) -> T? { entries[key]?.value as? T }

    /// Forgets `key` now.
    func remove(_ key: UInt64) { entries[key] = nil }

    func beginFrame(_ f: Int) { frame = f }
    /// Drops entries untouched for more than `lifetime` frames.
    func collect() {
        let limit = frame - lifetime
        if entries.values.contains(where: { $0.lastFrame < limit }) {
            entries = entries.filter { $0.value.lastFrame >= limit }
        }
    }
    var count: Int { entries.count }
}

/// A reference box for persistent values of value type.
@_spi(GlissControls)
public final class Box<T> {
    public var value: T
    public init(_ v: T) { value = v }
}
