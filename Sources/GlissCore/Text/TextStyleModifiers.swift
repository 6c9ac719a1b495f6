/// The font and colour modifiers, SwiftUI's spellings: `.font(.title)`, `.bold()`,
/// `.foregroundStyle(.red)`. On a text they style it; on a container, every text (and, for the
/// colour, every shape left to the foreground colour) inside it, SwiftUI's environment: the
/// innermost wins, and a `font:` or `color:` given to `ui.text` is the innermost of all.
///
/// ```swift
/// ui.vstack {
///     ui.text("Title").font(.title).bold()
///     ui.text("Subtitle")                      // .headline, secondary
///     ui.circle().frame(width: 8, height: 8)   // filled secondary
/// }
/// .font(.headline)
/// .foregroundStyle(.secondary)
/// ```
extension NodeRef {
    /// The font of the texts inside — SwiftUI's `.font(_:)`. A weight, slant, design or digits
    /// set inside (`.bold()`, `.italic()`, …) stay; an icon takes only its size.
    @discardableResult public func font(_ font: Font) -> NodeRef {
        editTexts(.font) { t in
            var f = font
            if t.font.design == .icon {
                f = .icon(size: font.size)
            } else {
                if t.applied.contains(.weight) { f.weight = t.font.weight }
                if t.applied.contains(.italic) { f.isItalic = t.font.isItalic }
                if t.applied.contains(.design) { f.design = t.font.design }
                if t.applied.contains(.digits) { f.hasMonospacedDigits = t.font.hasMonospacedDigits }
            }
            t.font = f
        }
    }

    /// The weight of the texts inside — SwiftUI's `.fontWeight(_:)`.
    @discardableResult public func fontWeight(_ weight: Font.Weight) -> NodeRef {
        editTexts(.weight) { t in if t.font.design != .icon { t.font.weight = weight } }
    }

    /// The texts inside in bold — SwiftUI's `Text.bold()`.
    @discardableResult public func bold(_ isActive: Bool = true) -> NodeRef {
        isActive ? fontWeight(.bold) : self
    }

    /// The texts inside slanted — SwiftUI's `Text.italic()` (a synthetic oblique).
    @discardableResult public func italic(_ isActive: Bool = true) -> NodeRef {
        guard isActive else { return self }
        return editTexts(.italic) { t in if t.font.design != .icon { t.font.isItalic = true } }
    }

    /// The design of the texts inside — SwiftUI's `.fontDesign(_:)`: `.rounded`, `.serif`,
    /// `.monospaced`.
    @discardableResult public func fontDesign(_ design: Font.Design) -> NodeRef {
        editTexts(.design) { t in if t.font.design != .icon { t.font.design = design } }
    }

    /// The digits of the texts inside all one width — SwiftUI's `.monospacedDigit()`: a timer
    /// or a counter keeps its width as it counts.
    @discardableResult public func monospacedDigit() -> NodeRef {
        editTexts(.digits) { t in t.font.hasMonospacedDigits = true }
    }

    /// The colour of the texts and icons inside, and of the shapes given no colour of their
    /// own — SwiftUI's `.foregroundStyle(_:)`. A gradient fills them too: the
    /// same modifier with any ``ShapeStyle``.
    @discardableResult public func foregroundStyle(_ color: Color) -> NodeRef {
        foreground(color: color, style: nil)
    }

    /// SwiftUI's older spelling of ``foregroundStyle(_:)-(Color)`` (still in SwiftUI, deprecated there).
    @discardableResult public func foregroundColor(_ color: Color) -> NodeRef { foreground(color: color, style: nil) }

    /// Calls `visit` with the index of every node in the subtree (the node, its children,
    /// theirs…; backgrounds and overlays are their own views unless `attached`).
    func forEachInSubtree(attached: Bool = false, _ visit: (Int) -> Void) {
        let ui = self.ui
        var pending = [index]
        while let i = pending.popLast() {
            visit(i)
            var c = ui.nodes[i].firstChild
            while c >= 0 { pending.append(c); c = ui.nodes[c].nextSibling }
            if attached {
                if let b = ui.nodes[i].background { pending.append(b) }
                if let o = ui.nodes[i].overlay { pending.append(o) }
            }
        }
    }
}
