import Dispatch
import GlissCore

/// Draws a frame's fills and text on both cores: the operations are recorded in order, then
/// replayed by two threads, each into its own half of the rows.
///
/// At 3840×2160 the grid's ~2,100 tiles and labels are half a frame of pixel work on one core.
/// Each band runs every operation in the same order, limited to its own rows, so every pixel is
/// computed exactly as in a single pass (the result does not depend on timing). Only frames
/// made of fills, text and clips are banded; anything else (images, strokes, effects, SDL's
/// commands) draws in one pass as before.
final class RasterBands: @unchecked Sendable {   // written by one thread, then only read
    enum Operation {
        case fill(PixelRect, clip: PixelRect, color: (UInt8, UInt8, UInt8, UInt8))
        /// The mask unretained: recording and replaying ~13,000 glyphs a frame at 4K paid more in
        /// reference counting than in blending. The glyph cache keeps every image drawn in this
        /// frame (it evicts only images older than the last frame); other masks, whose caches may
        /// evict within a frame, are held by `keepAlive`.
        case mask(Unmanaged<CoverageMask>, sx: Int32, sy: Int32, w: Int32, h: Int32, dx: Int32, dy: Int32,
                  clip: PixelRect, color: (UInt8, UInt8, UInt8, UInt8))
    }

    @exclusivity(unchecked) private(set) var operations: [Operation] = []

    /// Frames smaller than this many pixels draw in one pass (two threads would not pay).
    static let minimumPixels = 2_000_000

    /// True when every command of `list` can be recorded (see the type's documentation).
    static func canBand(_ list: DrawList) -> Bool {
        list.commands.allSatisfy {
            switch $0 {
            case .fillRoundedRect, .text, .pushClip, .popClip: return true
            default: return false
            }
        }
    }

    /// Masks recorded whose owner might free them before the replay (corner disks).
    @exclusivity(unchecked) private var kept: [CoverageMask] = []

    func record(_ operation: Operation) { operations.append(operation) }

    /// Holds `mask` until the replay (once per run of the same mask: tiles share a radius).
    func keepAlive(_ mask: CoverageMask) {
        if kept.last !== mask { kept.append(mask) }
    }

    /// Replays the recorded operations into `fb`, the rows split between two threads.
    func replay(into fb: Framebuffer) {
        let b = fb.bounds
        DispatchQueue.concurrentPerform(iterations: 2) { band in
            let mid = b.y0 + (b.y1 - b.y0) / 2
            let rows = band == 0 ? PixelRect(x0: b.x0, y0: b.y0, x1: b.x1, y1: mid)
                                 : PixelRect(x0: b.x0, y0: mid, x1: b.x1, y1: b.y1)
            let half = fb.limited(to: rows)
            for op in operations {
                switch op {
                case let .fill(rect, clip, color): half.fill(rect, clip: clip, color)
                case let .mask(mask, sx, sy, w, h, dx, dy, clip, color):
                    half.blend(mask.takeUnretainedValue(), sx: sx, sy: sy, w: w, h: h, dx: dx, dy: dy, clip: clip, color)
                }
            }
        }
        operations.removeAll(keepingCapacity: true)
        kept.removeAll(keepingCapacity: true)
    }
}
