import Foundation
import GlissCore

/// Drops from other apps. (Drags within the app are the pointer's: ``Harness/press(at:)``,
/// ``Harness/move(to:)``, ``Harness/release(at:)`` or ``Harness/drag(from:to:frames:)``.)
extension Harness {
    /// Another app drops files at `p` (one frame), as SDL reports a drop: the whole drop at
    /// once, with no drag-over before it.
    public func dropFiles(_ urls: [URL], at p: Point) {
        step([.drop(urls.map { .file($0) }, at: p)])
    }

    /// Another app drops `text` at `p` (one frame).
    public func dropText(_ text: String, at p: Point) {
        step([.drop([.text(text)], at: p)])
    }
}
