/// Finds which item of a lazy container has a given key, for `scrollTo` on an item that was
/// never built. Index arithmetic first; a scan of the keys only as the last resort.
enum LazyKeyLookup {
    /// Keys checked between polls of the stop request (cheap enough to be invisible, frequent
    /// enough to answer a signal within a second).
    static let pollInterval = 1 << 14

    /// The multiplicative inverse of the odd constant in `Int.identityBits` (mod 2^64).
    static let intKeyInverse: UInt64 = {
        let c: UInt64 = 0x9E3779B97F4A7C15
        var x: UInt64 = c                       // Newton's iteration: each step doubles the correct bits
        for _ in 0..<6 { x = x &* (2 &- c &* x) }
        return x
    }()

    /// The index whose key has `bits`, or nil.
    /// 1. `indexOfKey` (the container's own arithmetic, e.g. a sectioned list's headers);
    /// 2. keys that are the index itself (`key: { $0 }`, the usual key of uniform items):
    ///    `Int.identityBits` is invertible, so the candidate index is computed and checked;
    /// 3. a scan, which gives up when `stopRequested` answers true (``UI/stopRequested``: a
    ///    signal ends the run), polled every ``pollInterval`` keys.
    static func index(of bits: UInt64, count: Int, keyBits: (Int) -> UInt64,
                      indexOfKey: ((UInt64) -> Int?)?, stopRequested: () -> Bool) -> Int? {
        if let i = indexOfKey?(bits), i >= 0, i < count { return i }
        let candidate = Int(bitPattern: UInt((bits ^ 0x1) &* intKeyInverse))
        if candidate >= 0, candidate < count, keyBits(candidate) == bits { return candidate }
        var i = 0
        while i < count {
            let end = min(count, i + pollInterval)
            while i < end {
                if keyBits(i) == bits { return i }
                i += 1
            }
            if stopRequested() { return nil }
        }
        return nil
    }
}
