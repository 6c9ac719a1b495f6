/// `contentTransition(_:)`: how a text's characters change when its string changes under an
/// animation — at once (the default), crossfading, or rolling like a counter.

/// How a view's content changes — SwiftUI's `ContentTransition`.
public struct ContentTransition: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case identity, opacity
        /// A roll: upwards unless `down`; with a value, the direction its change takes.
        case numeric(down: Bool, value: Double?)
    }
    let kind: Kind

    /// The new content at once (Gliss's default for text).
    public static let identity = ContentTransition(kind: .identity)
    /// SwiftUI's default; here the same as ``identity`` (text is not morphed glyph by glyph).
    public static let interpolate = ContentTransition(kind: .identity)
    /// The old text fades out as the new one fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// A counter's roll: the old text leaves upwards and the new one comes from below as it
    /// fades in (the other way when `countsDown`).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numeric(down: countsDown, value: nil))
    }
    /// A counter's roll whose direction follows `value`: up when it grew, down when it shrank.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numeric(down: false, value: value))
    }
}

extension NodeRef {
    /// How the texts in this view change when their strings change under an animation —
    /// SwiftUI's `.contentTransition(_:)`.
    ///
    /// ```swift
    /// ui.text("\(model.count)").monospacedDigit().contentTransition(.numericText())
    /// ui.button("+") { ui.withAnimation { model.count += 1 } }
    /// ```
    @discardableResult public func contentTransition(_ transition: ContentTransition) -> NodeRef {
        let ui = self.ui
        forEachInSubtree { i in
            if case .text(let ti) = ui.nodes[i].kind { ui.tree.texts[ti].contentTransition = transition }
        }
        return self
    }
}

/// A text with a content transition, between frames: what it showed, and the change running.
final class TextChange {
    var string: String
    var font: Font
    var color: Color
    /// The string before the last change, and how far the change is (0 → 1).
    var previous: (string: String, font: Font, color: Color)? = nil
    var progress = AnimatedValue(1.0)
    /// The roll's direction, and the value of a `numericText(value:)` it was shown with.
    var down = false
    var value: Double? = nil
    init(string: String, font: Font, color: Color) { self.string = string; self.font = font; self.color = color }
}

extension UI {
    /// A text with a content transition: the string it shows now and, while a change under an
    /// animation runs, the one it showed, crossfading (and rolling, for `numericText`).
    @inline(never)
    func emitTextChange(_ i: Int, _ ti: Int, content: Rect, opacity: Double, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let n = nodes[i], t = tree.texts[ti]
        let change = store.get(n.id.child("contentTransition").raw) { TextChange(string: t.string, font: t.font, color: t.color) }
        if change.string != t.string {
            if let a = animation(of: transaction(of: i)), t.contentTransition != .identity {
                if case .numeric(let down, let value) = t.contentTransition.kind {
                    change.down = value.map { v in change.value.map { v < $0 } ?? false } ?? down
                }
                change.previous = (change.string, change.font, change.color)
                change.progress = AnimatedValue(0)
                change.progress.setTarget(1, animation: a, now: time)
            } else {
                change.previous = nil
            }
        }
        (change.string, change.font, change.color) = (t.string, t.font, t.color)
        if case .numeric(_, let value) = t.contentTransition.kind { change.value = value }
        change.progress.prune(now: time)
        guard let old = change.previous, change.progress.isAnimating(at: time) else {
            change.previous = nil
            emitTextLines(ti, content: content, opacity: opacity, &ctx, &out)
            return
        }
        animating = true
        let p = max(0, min(1, change.progress.value(at: time)))
        var rise = 0.0
        if case .numeric = t.contentTransition.kind { rise = measurer.lineHeight(t.font) * 0.6 * (change.down ? -1 : 1) }
        out.commands.append(.text(old.string, font: old.font, color: old.color.opacity(opacity * (1 - p)),
                              origin: Point(content.minX, content.minY - rise * p)))
        emitTextLines(ti, content: content.offsetBy(0, rise * (1 - p)), opacity: opacity * p, &ctx, &out)
    }
}
