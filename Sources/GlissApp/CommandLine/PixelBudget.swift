import GlissCore

/// The most pixels the surfaces Gliss allocates may have (docs/Running.md):
/// - the window — its size in points times `GLISS_SDL_SCALE`, squared — and so its
///   framebuffer and screenshots, and a benchmark's window: ``maxPixels``, 4096×4096;
/// - a recorded frame — the window's pixels times `--record-scale`, squared:
///   ``maxRecordedPixels``, 2048×2048, a quarter (ffmpeg holds several frames of the
///   recorded size and its encoders' own tables, about 100 bytes a pixel for VP9).
///
/// Each option keeps its own range (`--size` up to 16384 a side, `--record-scale` up to 4),
/// but their products are what memory pays for: `--size 16384x16384` was a 1 GiB framebuffer
/// and a 4 GiB screenshot, `--record-scale 4` on top of it 16 GiB of frames. A combination
/// over the budget is refused before anything runs (one line naming the options, exit 2), so
/// that no accepted one takes the app and its encoder past 1 GB.
public enum PixelBudget {
    /// 4096 × 4096 (16 Mi pixels, 64 MiB at 4 bytes a pixel): a 4K or 5K display's window.
    public static let maxPixels = 4096 * 4096
    /// 2048 × 2048 (4 Mi pixels): 2560×1600 records as it is, a 4K window at `--record-scale 0.5`.
    public static let maxRecordedPixels = 2048 * 2048

    /// Why a window of `size` points at `scale` pixels a point (recorded at `recordScale`,
    /// when recording) is over the budget, or nil when it fits. `sizeText` names the size as
    /// the user gave it (`--size 8192x8192`, or the app's default).
    public static func problem(size: Size, scale: Double, recordScale: Double?, sizeText: String) -> String? {
        let w = (size.width * scale).rounded(), h = (size.height * scale).rounded()
        let scaled = scale == 1 ? "" : " at \(ScaleText.of(scale)) pixels a point (GLISS_SDL_SCALE)"
        if w * h > Double(maxPixels) {
            return "\(sizeText)\(scaled) is a window of \(Int(w))x\(Int(h)) pixels, more than the \(maxPixels) (4096x4096) one surface may have; choose a smaller --size"
        }
        if let r = recordScale {
            let rw = (w * r).rounded(), rh = (h * r).rounded()
            if rw * rh > Double(maxRecordedPixels) {
                return "--record-scale \(ScaleText.of(r)) records \(Int(rw))x\(Int(rh)) frames from the \(Int(w))x\(Int(h))-pixel window (\(sizeText)\(scaled)), more than the \(maxRecordedPixels) (2048x2048) pixels a recorded frame may have; choose a smaller --record-scale or --size"
            }
        }
        return nil
    }
}

/// Numbers as a user typed them: `2`, `0.5`.
enum ScaleText {
    static func of(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
}
