/// A key pressed, with the modifiers held (SwiftUI's `KeyPress`, without its phases).
public struct KeyPress: Sendable, Equatable {
    /// The key (``Key/return``, ``Key/leftArrow``, `"A"`, …).
    public var key: Key
    /// The modifiers held when it was pressed.
    public var modifiers: KeyModifiers
    /// True when the key is held and this is the keyboard's auto-repeat, not a new press.
    public var isRepeat: Bool
    /// A key press.
    public init(key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
    }
}

extension KeyPress: CustomStringConvertible {
    /// As a menu or tooltip shows it, and a script's `key` line takes it: "Ctrl+Shift+S".
    public var description: String {
        var s = ""
        if modifiers.contains(.control) { s += "Ctrl+" }
        if modifiers.contains(.alt) { s += "Alt+" }
        if modifiers.contains(.shift) { s += "Shift+" }
        if modifiers.contains(.super) { s += "Super+" }
        return s + key.description
    }
}

/// An input method's composition in progress (preedit): the text it shows underlined at the
/// caret before it is committed, and its own caret, in characters.
public struct Composition: Sendable, Equatable {
    /// The text being composed.
    public var text: String
    /// The composition's caret, in characters from its start.
    public var cursor: Int
    /// A composition.
    public init(text: String, cursor: Int) {
        self.text = text
        self.cursor = cursor
    }
}

/// Keys and focus for views and the window (SwiftUI's `onKeyPress`, `focused`, `focusable`).
extension UI {
    /// Runs `action` when `key` (`.return`, `.leftArrow`, `"Q"`, …) is pressed this frame and
    /// no focused view took it — SwiftUI's `onKeyPress` on the window. Like a tap's action, it
    /// runs after the build pass, and the frame is rebuilt with its effects. Pressed twice
    /// before a frame (a busy frame, two `key` lines of a script), it runs twice.
    public func onKeyPress(_ key: Key, action: @escaping () -> Void) {
        for _ in 0..<keyPressCount(key) { enqueue(action) }
    }

    /// Runs `action` when `key` is pressed with exactly `modifiers` held (Ctrl+S:
    /// `onKeyPress("S", modifiers: .control)`) and no focused view took it.
    public func onKeyPress(_ key: Key, modifiers: KeyModifiers, action: @escaping () -> Void) {
        for _ in 0..<keyPressCount(key, modifiers: modifiers) { enqueue(action) }
    }

    /// Moves keyboard focus to the next (or previous) focusable view in reading order, as
    /// Tab (Shift-Tab) does, and shows the focus ring.
    public func moveFocus(forward: Bool = true) {
        interaction.focus.move(forward: forward)
    }

    /// True when keyboard focus is on a view and its ring shows (after keyboard use).
    public var isFocusVisible: Bool { interaction.focus.isVisible && interaction.focus.focused != nil }
}

extension NodeRef {
    /// Runs `action` when `key` is pressed while this view has keyboard focus (SwiftUI's
    /// `onKeyPress` on a focused view). Return and Space on a tappable view activate it
    /// instead (as a click), so use this for other keys or on `.focusable()` views. Pressed
    /// twice before a frame, it runs twice.
    @discardableResult public func onKeyPress(_ key: Key, action: @escaping () -> Void) -> NodeRef {
        let id = ui.nodes[index].id
        // Focused, and still a view Tab can reach: one disabled (or gone) since keeps the focus
        // but takes no keys.
        if ui.interaction.focus.focused == id, ui.interaction.focus.candidates.contains(where: { $0.id == id }) {
            for _ in 0..<ui.keyPressCount(key) { ui.enqueue(action) }
        }
        return self
    }

    /// Clicks this view when `key` is pressed with `modifiers` held and no text field is using
    /// the keys — SwiftUI's `keyboardShortcut(_:modifiers:)`, where `.command` is Control on
    /// Linux: `ui.button("Save") { … }.keyboardShortcut("S")` runs on Ctrl+S. A disabled view's
    /// shortcut does nothing.
    @discardableResult public func keyboardShortcut(_ key: Key, modifiers: KeyModifiers = .command) -> NodeRef {
        if ui.build.pass == 0, !ui.nodes[index].disabled, ui.keyPressed(key, modifiers: modifiers) {
            ui.interaction.tap(ui.nodes[index].id)
            ui.requestPass()
        }
        // Shown in the view's tooltip, as menus show shortcuts: "Ctrl+S".
        ui.tooltips.shortcuts[index] = KeyPress(key: key, modifiers: modifiers).description
        return editExtras { _ in }
    }

    /// The shortcut ``keyboardShortcut(_:modifiers:)`` gave this view this pass, as a menu
    /// shows it ("Ctrl+S"), or nil: what a menu item draws right-aligned. Set to nil, the
    /// view's tooltip no longer names it (an item that draws its shortcut itself).
    @_spi(GlissControls) public var keyboardShortcutDescription: String? {
        get { ui.tooltips.shortcuts[index] }
        nonmutating set { ui.tooltips.shortcuts[index] = newValue }
    }

    /// Keeps `isFocused` and this view's keyboard focus in step — SwiftUI's `focused(_:)` with a
    /// `FocusState<Bool>` binding: setting it to true focuses the view, false takes focus
    /// away; Tab or a click moving focus in or out sets it.
    @discardableResult public func focused(_ isFocused: Binding<Bool>) -> NodeRef {
        let id = ui.nodes[index].id
        let memo = ui.state(FocusBindingKey(id: id), (binding: false, focused: false))
        let focused = ui.interaction.focus.focused == id
        if isFocused.wrappedValue != memo.value.binding {
            // The app changed it: move focus.
            if isFocused.wrappedValue { ui.interaction.focus.focus(id) } else if focused { ui.interaction.focus.focused = nil }
        } else if focused != memo.value.focused {
            // The user moved focus: tell the app.
            isFocused.wrappedValue = focused
            ui.requestPass()
        }
        memo.value = (isFocused.wrappedValue, ui.interaction.focus.focused == id)
        return self
    }

    /// Makes a view Tab can reach that is not tappable (a tappable view already is one) —
    /// SwiftUI's `focusable(_:)`. `focusable(false)` keeps Tab off a tappable view: a
    /// control's inner parts (a stepper's − and +), when the control as a whole takes focus.
    @discardableResult public func focusable(_ isFocusable: Bool = true) -> NodeRef {
        ui.editExtras(index) { $0.focusable = isFocusable }
        return self
    }

    /// Moves keyboard focus to this view when `isFocused` becomes true (edge-triggered, so Tab
    /// can move focus away while it stays true) — SwiftUI's `focused(_:)` with a condition.
    /// Use it to keep focus on an item that moved to another container.
    @discardableResult public func focused(_ isFocused: Bool) -> NodeRef {
        let id = ui.nodes[index].id
        let last = ui.state(FocusRequestKey(id: id), false)
        if isFocused && !last.value { ui.interaction.focus.focus(id) }
        last.value = isFocused
        return self
    }
}

/// The per-view memory of `focused(_:)` with a binding: the binding's and the focus's last values.
private struct FocusBindingKey: IdentityKey {
    let id: NodeID
    var identityBits: UInt64 { id.raw ^ 0x666f63_62696e64 }
}

/// The per-view memory of `focused(_:)`'s last condition.
private struct FocusRequestKey: IdentityKey {
    let id: NodeID
    var identityBits: UInt64 { id.raw ^ 0x666f637573 }
}
