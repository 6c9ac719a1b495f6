import Foundation
import GlissCore

/// Frame-interval statistics for `--hud`: the time between consecutive presents while frames
/// run continuously (an interval that includes waiting for input while idle is not a frame
/// interval and is left out), and the work (build + draw + present) of every frame.
public final class FrameStats {
    /// Empty statistics.
    public init() {}
    private var last: UInt64 = 0
    private(set) var intervals: [Double] = []
    private var work: [Double] = []
    private var frames = 0

    /// `waiting`: seconds of the frame spent waiting for vsync (not work).
    public func record(start: UInt64, afterIdle: Bool = false, waiting: Double = 0) {
        let now = DispatchTime.now().uptimeNanoseconds
        frames += 1
        work.append(max(0, Double(now - start) / 1e6 - waiting * 1000))
        if last != 0 && !afterIdle { intervals.append(Double(now - last) / 1e6) }
        last = now
    }

    /// Nearest-rank percentile (the smallest value with at least p of the sample at or below it).
    private func percentile(_ v: [Double], _ p: Double) -> Double {
        guard !v.isEmpty else { return 0 }
        let s = v.sorted()
        return s[min(s.count - 1, max(0, Int((p * Double(s.count)).rounded(.up)) - 1))]
    }

    /// Appends the overlay (frame time and fps) to `list` for a window of `size`.
    public func draw(into list: inout DrawList, size: Size) {
        let recent = Array(intervals.suffix(60))
        let ms = recent.isEmpty ? 0 : recent.reduce(0, +) / Double(recent.count)
        let fps = ms > 0 ? 1000 / ms : 0
        let w = work.last ?? 0
        let text = String(format: "%.0f fps  %.2f ms/frame  work %.2f ms", fps, ms, w)
        list.append(.fillRoundedRect(rect: Rect(size.width - 300, 8, 292, 28), radius: 6, color: Color(white: 0, opacity: 0.65)))
        list.append(.text(text, font: Font(size: 13, weight: .bold), color: .white, origin: Point(size.width - 290, 13)))
    }

    /// The interval statistics printed at exit.
    public func summary() -> String {
        String(format: "hud: %d frames (%d continuous intervals), interval median %.2f ms, p99 %.2f ms, max %.2f ms; work median %.2f ms, p99 %.2f ms, max %.2f ms",
               frames, intervals.count, percentile(intervals, 0.5), percentile(intervals, 0.99), intervals.max() ?? 0,
               percentile(work, 0.5), percentile(work, 0.99), work.max() ?? 0)
    }
}
