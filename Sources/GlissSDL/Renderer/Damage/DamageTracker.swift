import GlissCore

/// What a frame must repaint: the whole output, or a few rectangles of it (none when the
/// frame draws exactly what the last one did).
enum Damage: Equatable {
    case full
    case rects([PixelRect])

    /// Pixels repainted.
    func pixels(of viewport: PixelRect) -> Int {
        switch self {
        case .full: return viewport.area
        case .rects(let rs): return rs.reduce(0) { $0 + $1.area }
        }
    }
}

/// Compares each frame's commands with the last frame's and says which pixels changed.
///
/// The commands of both frames are aligned in order (a common subsequence: equal commands
/// under equal clips and transforms); every command left unmatched, in either frame, damages
/// what it paints. Outside those regions a pixel is painted by the same matched commands in
/// the same order in both frames, so it is the same pixel: the last frame's is still right.
/// Alignment is greedy — in step while commands match, and over a mismatch the shorter of the
/// two skips (within ``lookahead`` commands) that brings them back in step — which finds
/// inserted and removed views without the cost of a full diff.
final class DamageTracker {
    /// At most this many rectangles a frame: more are merged (each is a pass over the commands).
    static let maximumRects = 6
    /// A frame damaging more than this share of the output is drawn whole (a scroll, a new
    /// page): clipping would not save enough to pay for itself.
    static let fullFrameShare = 0.5
    /// How far ahead the alignment looks for the command after an insertion or removal.
    static let lookahead = 48
    /// A frame changing more commands than this is drawn whole without adding up their
    /// damage: when everything moved (a scroll of a 4K grid: ~4,000 changed commands), working
    /// out each one's pixels cost ~24 M instructions a frame, most of what drawing them costs.
    static let maximumChangedCommands = 384

    /// What the output shows now, to compare the next frame with.
    private var previous: [ResolvedCommand] = []
    private var previousClear: Color?
    private var previousViewport = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    private var previousScale = 0.0
    private var previousSurface: UnsafeMutableRawPointer?
    /// Regions to repaint next frame whatever the commands say (an image still arriving, the
    /// damage overlay).
    private var pending: [PixelRect] = []

    /// Forgets what the output shows: the next frame is drawn whole (after something else drew
    /// into the window, or the window system lost its pixels).
    func invalidate() { previousClear = nil; previous = [] }

    /// Repaint `r` in the next frame drawn, whatever the commands say.
    func damageAlso(_ r: PixelRect) { if !r.isEmpty { pending.append(r) } }

    /// The damage of drawing `current` (cleared to `clear`) over what the last frame left, and
    /// records `current` as what the output shows. `bounds` gives a command's painted pixels.
    func damage(_ current: [ResolvedCommand], clear: Color, viewport: PixelRect, scale: Double,
                surface: UnsafeMutableRawPointer?, bounds: (ResolvedCommand) -> PixelRect) -> Damage {
        defer {
            previous = current
            previousClear = clear
            previousViewport = viewport
            previousScale = scale
            previousSurface = surface
            pending.removeAll(keepingCapacity: true)
        }
        guard previousClear == clear, viewport == previousViewport, scale == previousScale,
              surface == previousSurface else { return .full }
        let limit = Int(Double(viewport.area) * Self.fullFrameShare)
        var region = DamageRegion(limit: limit, maximumRects: Self.maximumRects, viewport: viewport)
        for r in pending { if !region.add(r) { return .full } }
        let old = previous, new = current
        var i = 0, j = 0
        // Looking ahead is bounded over the frame (a frame where everything moved — a scroll —
        // stops looking and soon goes past the damage limit).
        var lookaheadBudget = 4 * (old.count + new.count) + 256
        var changed = 0
        return old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                // Digests first: comparing two commands' payloads copied them (~70 K copies a
                // frame of a scrolled 4K grid).
                func same(_ a: Int, _ b: Int) -> Bool { old[a].digest == new[b].digest && old[a] == new[b] }
                while i < old.count || j < new.count {
                    if changed > Self.maximumChangedCommands { return .full }
                    if i < old.count && j < new.count && same(i, j) { i += 1; j += 1; continue }
                    // Out of step: skip whichever side brings the two back in step sooner.
                    var skipOld = 0, skipNew = 0
                    if i < old.count && j < new.count && lookaheadBudget > 0 {
                        lookaheadBudget -= 2 * Self.lookahead
                        for k in 1...Self.lookahead {
                            if j + k < new.count && same(i, j + k) { skipNew = k; break }
                            if i + k < old.count && same(i + k, j) { skipOld = k; break }
                        }
                    }
                    if skipNew > 0 {
                        for n in j..<(j + skipNew) { if !region.add(bounds(new[n])) { return .full } }
                        j += skipNew
                        changed += skipNew
                    } else if skipOld > 0 {
                        for o in i..<(i + skipOld) { if !region.add(bounds(old[o])) { return .full } }
                        i += skipOld
                        changed += skipOld
                    } else {
                        // Changed in place (or one list ran out): both damage.
                        if i < old.count { if !region.add(bounds(old[i])) { return .full }; i += 1 }
                        if j < new.count { if !region.add(bounds(new[j])) { return .full }; j += 1 }
                        changed += 1
                    }
                }
                return .rects(region.rects)
            }
        }
    }
}

/// Damaged rectangles, merged as they come: a rectangle touching one already there joins it,
/// and past ``maximumRects`` the two whose union wastes least are joined.
struct DamageRegion {
    let limit: Int
    let maximumRects: Int
    let viewport: PixelRect
    private(set) var rects: [PixelRect] = []

    init(limit: Int, maximumRects: Int, viewport: PixelRect) {
        self.limit = limit
        self.maximumRects = maximumRects
        self.viewport = viewport
    }

    /// Adds `r` (clipped to the output); false once the damage is over `limit` pixels.
    mutating func add(_ r: PixelRect) -> Bool {
        var r = r.intersection(viewport)
        if r.isEmpty { return true }
        // Join every rectangle it touches (the joined one may now touch others).
        var k = 0
        while k < rects.count {
            let o = rects[k]
            if o.x0 <= r.x0 && o.y0 <= r.y0 && o.x1 >= r.x1 && o.y1 >= r.y1 { return true }   // inside one
            if o.x0 <= r.x1 && r.x0 <= o.x1 && o.y0 <= r.y1 && r.y0 <= o.y1 {
                r = r.union(o)
                rects.remove(at: k)
                k = 0
                continue
            }
            k += 1
        }
        rects.append(r)
        while rects.count > maximumRects { joinCheapestPair() }
        return rects.reduce(0) { $0 + $1.area } <= limit
    }

    private mutating func joinCheapestPair() {
        var best = (0, 1), bestWaste = Int.max
        for a in 0..<rects.count {
            for b in (a + 1)..<rects.count {
                let waste = rects[a].union(rects[b]).area - rects[a].area - rects[b].area
                if waste < bestWaste { bestWaste = waste; best = (a, b) }
            }
        }
        let joined = rects[best.0].union(rects[best.1])
        rects.remove(at: best.1)
        rects[best.0] = joined
        // The joined rectangle may now overlap others: let `add` merge it again.
        let r = rects.remove(at: best.0)
        _ = add(r)
    }
}
