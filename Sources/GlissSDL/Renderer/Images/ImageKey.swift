import GlissCore

/// Cache key of an image prepared at its exact on-screen pixel size (scaled, cropped, rounded).
struct ImageKey: Hashable {
    let path: String
    let mode: ContentMode
    let width: Int32
    let height: Int32
    let radius: Int32
    /// ≥ 0: a whole mip level uploaded for direct (GPU-scaled) drawing of huge frames.
    let level: Int
}
