@_spi(GlissControls) import GlissCore

/// Whether the texts a ``GlissCore/NodeRef/textSelection(_:)`` modifier reaches can be selected
/// and copied — SwiftUI's `TextSelectability`: ``EnabledTextSelectability`` (`.enabled`) or
/// ``DisabledTextSelectability`` (`.disabled`).
public protocol TextSelectability {
    /// True when the texts can be selected.
    static var allowsSelection: Bool { get }
}

/// Texts that can be selected: `.textSelection(.enabled)`.
public struct EnabledTextSelectability: TextSelectability {
    /// True: the texts can be selected.
    public static var allowsSelection: Bool { true }
    /// The `.enabled` value (SwiftUI's spelling).
    public init() {}
}

/// Texts that cannot be selected (the default): `.textSelection(.disabled)`.
public struct DisabledTextSelectability: TextSelectability {
    /// False: the texts cannot be selected.
    public static var allowsSelection: Bool { false }
    /// The `.disabled` value (SwiftUI's spelling).
    public init() {}
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Texts the user can select and copy.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Texts the user cannot select (the default).
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension NodeRef {
    /// Lets the user select this text, or the texts inside this container, and copy from them
    /// — SwiftUI's `textSelection(_:)`. As in SwiftUI the innermost setting wins:
    /// `ui.vstack { ui.text(a).textSelection(.disabled); ui.text(b) }.textSelection(.enabled)`
    /// makes `b` selectable and not `a`. Texts inside controls (a button's title) are not.
    ///
    /// A selectable text shows the I-beam pointer and selects within itself, as on macOS: a
    /// drag selects, a double click a word, a triple click the paragraph, Shift+click extends;
    /// Ctrl+A selects it all and Ctrl+C copies once it was clicked; the selection is X11's
    /// primary selection too (a middle click pastes it elsewhere); a right click offers Copy.
    /// A click anywhere else clears it.
    ///
    /// ```swift
    /// ui.text(error.message)
    ///     .textSelection(.enabled)
    /// ```
    @discardableResult
    public func textSelection(_ selectability: some TextSelectability) -> NodeRef {
        let ui = self.ui
        let texts = ui.passContext(SelectableTexts.self)
        let allows = type(of: selectability).allowsSelection
        forEachText { text in
            guard texts.decide(text) else { return }
            if allows { ui.makeSelectable(text, texts) }
        }
        return self
    }
}
