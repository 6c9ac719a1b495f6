/// The paragraph modifiers, SwiftUI's spellings. On a text they style it; on a container, every
/// text inside it (SwiftUI passes them down through the environment), and as there the
/// innermost wins: `ui.vstack { ui.text(a).lineLimit(1); ui.text(b) }.lineLimit(3)` limits
/// `a` to one line and `b` to three.
extension NodeRef {
    /// At most `n` lines (nil: as many as the text needs). When text remains, the last line
    /// shown becomes the rest of its paragraph cut to the text's width with "…", where the
    /// ``truncationMode(_:)`` says; a limited text also truncates its last line when it is
    /// wider than the width it is given.
    @discardableResult public func lineLimit(_ n: Int?) -> NodeRef {
        editTexts(.lineLimit) { $0.lineLimit = n.map { max(1, $0) } }
    }

    /// At most `n` lines, as ``lineLimit(_:)``; with `reservesSpace`, as tall as `n` lines
    /// however few the text needs (SwiftUI's `lineLimit(_:reservesSpace:)`): cards whose
    /// titles take one line or two stay the same height.
    @discardableResult public func lineLimit(_ n: Int, reservesSpace: Bool) -> NodeRef {
        editTexts(.lineLimit) {
            $0.lineLimit = max(1, n)
            $0.reservesLines = reservesSpace
        }
    }

    /// Lets a text that must stay on one line (``lineLimit(_:)`` 1, or offered the height of
    /// one line) shrink its font down to `factor` of its size, rather than truncate, when it
    /// is offered less width than it needs — SwiftUI's `minimumScaleFactor(_:)`. Still too
    /// wide at `factor`, it truncates at its own size.
    @discardableResult public func minimumScaleFactor(_ factor: Double) -> NodeRef {
        let ui = self.ui
        forEachInSubtree { i in
            if case .text(let ti) = ui.nodes[i].kind, !ui.tree.texts[ti].applied.contains(.minimumScale) {
                ui.tree.textScaling[ti] = TextScaling(minimumFactor: min(1, max(0.01, factor)))
                ui.tree.texts[ti].applied.insert(.minimumScale)
            }
        }
        return self
    }

    /// Where a truncated line loses its characters (``TruncationMode/tail`` unless set).
    @discardableResult public func truncationMode(_ mode: TruncationMode) -> NodeRef {
        editTexts(.truncationMode) { $0.truncationMode = mode }
    }

    /// How lines line up in the text's frame: ``TextAlignment/leading`` (the default) is the
    /// paragraph's start, the right edge of right-to-left text. Replaces the `alignment:` given
    /// to `ui.text`.
    @discardableResult public func multilineTextAlignment(_ alignment: TextAlignment) -> NodeRef {
        editTexts(.alignment) {
            switch alignment {
            case .leading: $0.alignment = .leading
            case .center: $0.alignment = .center
            case .trailing: $0.alignment = .trailing
            }
        }
    }

    /// `spacing` points of extra space between lines (not above the first or below the last).
    @discardableResult public func lineSpacing(_ spacing: Double) -> NodeRef {
        editTexts(.lineSpacing) { $0.lineSpacing = spacing }
    }

    /// Applies `edit` to the texts in the node's subtree that do not have `modifier` yet.
    func editTexts(_ modifier: TextContent.AppliedModifiers, _ edit: (inout TextContent) -> Void) -> NodeRef {
        let ui = self.ui
        forEachInSubtree { i in
            if case .text(let ti) = ui.nodes[i].kind, !ui.tree.texts[ti].applied.contains(modifier) {
                edit(&ui.tree.texts[ti])
                ui.tree.texts[ti].applied.insert(modifier)
            }
        }
        return self
    }
}

/// A text's `.minimumScaleFactor` (`FrameTree.textScaling`).
struct TextScaling {
    /// How far its font may shrink.
    var minimumFactor: Double
    /// Its font's own size once placement has shrunk it, so that a second placement in the
    /// pass (a matched flight) starts from it again.
    var unscaledFontSize: Double? = nil
}
