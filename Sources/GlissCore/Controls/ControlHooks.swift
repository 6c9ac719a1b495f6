/// The hooks a control needs beyond the public builders and modifiers: the requests of a
/// screen reader, the focused field's keys and text, the primary selection's paste, a key
/// taken. The built-in controls use exactly these, so a control of your own can do what theirs
/// do (see the *Writing a reusable control* article).
///
/// They are SPI: **for people writing controls; may change** between releases without notice.
/// Import them with
///
///     @_spi(GlissControls) import GlissCore
///
/// beside `import Gliss`.
extension NodeRef {
    /// The value an assistive technology set on this view this frame (AT-SPI's Value
    /// interface: Orca's, or pyatspi's `setCurrentValue`), taken: asking again in a later
    /// build pass of the same frame gives nil, so the change is applied once. The view should
    /// declare ``accessibilityValue(_:in:step:)`` so the screen reader knows it takes numbers;
    /// clamp and round what comes, as a drag would.
    @_spi(GlissControls)
    public func takeAccessibilityValueRequest() -> Double? {
        ui.input.accessibilityValues.isEmpty ? nil : ui.input.accessibilityValues.removeValue(forKey: id)
    }

    /// The text an assistive technology wrote into this view this frame (AT-SPI's
    /// EditableText `SetTextContents`), taken, as ``takeAccessibilityValueRequest()``.
    @_spi(GlissControls)
    public func takeAccessibilityTextRequest() -> String? {
        ui.takeAccessibilityTextRequest(for: id)
    }
}

extension UI {
    /// The text an assistive technology wrote this frame into the view with `id` (a field
    /// asks for its own while it is built inside its reader), taken.
    @_spi(GlissControls)
    public func takeAccessibilityTextRequest(for id: NodeID) -> String? {
        input.accessibilityTexts.isEmpty ? nil : input.accessibilityTexts.removeValue(forKey: id)
    }

    /// The selection an assistive technology set this frame on the selectable text `id`
    /// (UTF-8 offsets), taken, as ``takeAccessibilityTextRequest(for:)``.
    @_spi(GlissControls)
    public func takeAccessibilitySelectionRequest(for id: NodeID) -> Range<Int>? {
        input.accessibilitySelections.isEmpty ? nil : input.accessibilitySelections.removeValue(forKey: id)
    }

    /// This frame's keys and typed text in the order they came, taken whole (and the typed
    /// text with them): what the focused text field edits with. Events a field does not use
    /// this pass (those after Return, which submits first) go back with ``putBackEditEvents(_:)``.
    @_spi(GlissControls)
    public func takeEditEvents() -> [EditEvent] {
        guard !input.editEvents.isEmpty else { return [] }
        let events = input.editEvents
        input.editEvents.removeAll()
        input.typedText = ""
        return events
    }

    /// True when the view with `id` was tapped this frame and its `onTap` action has not run
    /// yet (it runs after the pass that builds it): a text field leaves this frame's keys for
    /// the next pass, so they edit where the click puts the caret.
    @_spi(GlissControls)
    public func hasPendingTap(_ id: NodeID) -> Bool { interaction.hasUntakenTap(id) }

    /// Where a left press began this frame (window points), wherever it landed: a control that
    /// closes when the user presses elsewhere (a swiped list row) compares it with its place.
    @_spi(GlissControls)
    public var pressStartedAt: Point? { interaction.pressBegan }

    /// Puts `events` back in front of this frame's edit events, for the next build pass.
    @_spi(GlissControls)
    public func putBackEditEvents(_ events: some Collection<EditEvent>) {
        input.editEvents.insert(contentsOf: events, at: 0)
    }

    /// Marks `key` as used by the control, so it does not also scroll a scroll view (an arrow a
    /// field moved its caret with) or count as the app's shortcut.
    @_spi(GlissControls)
    public func takeKey(_ key: Key) {
        input.keysTaken.insert(key)
    }

    /// Where the middle button was pressed this frame, when that is inside `rect` (window
    /// points), taken: X11 pastes the primary selection (``Clipboard/primarySelection``) where
    /// the middle button lands. Nil when there was no middle click there.
    @_spi(GlissControls)
    public func takeMiddleClick(in rect: Rect) -> Point? {
        guard let p = input.middleClick, rect.contains(p) else { return nil }
        input.middleClick = nil
        return p
    }

    /// Runs `action` after this build pass, then builds the frame again with its effects, as a
    /// tap's action is run: the way a control changes a ``Binding`` while it is built (a
    /// screen reader's new value, a submitted field).
    @_spi(GlissControls)
    public func afterPass(_ action: @escaping () -> Void) {
        enqueue(action)
    }
}

/// Memory a family of controls shares for one build pass: the containers being built that the
/// builders inside them talk to (a navigation stack its links, a list its rows, a dialog its
/// buttons). In immediate mode a builder cannot reach its container through the environment
/// as in SwiftUI, so the container puts itself here while it builds its content. One instance
/// per type per `UI`, made on first use (``UI/passContext(_:)``).
@_spi(GlissControls)
public protocol PassContext: AnyObject {
    init()
    /// Called at the start of every build pass: drop what the last pass recorded.
    func beginPass()
}

/// Builds a text button the way the container being built wants it (a dialog's button, a
/// menu's item, a swipe action), or returns nil for an ordinary button.
@_spi(GlissControls)
public typealias TitleButtonBuilder = (_ ui: UI, _ title: String, _ role: ButtonRole?,
                                       _ action: @escaping () -> Void) -> NodeRef?

extension UI {
    /// This `UI`'s context of type `C`, made on first use and kept across frames (its
    /// `beginPass()` runs at the start of every pass).
    @_spi(GlissControls)
    public func passContext<C: PassContext>(_ type: C.Type) -> C {
        if let c = build.passContexts[ObjectIdentifier(type)] { return unsafeDowncast(c, to: C.self) }
        let c = C()
        build.passContexts[ObjectIdentifier(type)] = c
        return c
    }

    /// What builds the text buttons (``button(_:font:color:id:action:)-(LocalizedStringKey,_,_,_,_)``,
    /// ``button(_:role:id:action:)-(LocalizedStringKey,_,_,_)``) built now: a container whose buttons are its own kind
    /// sets it while it builds its content and restores the old value after. Nil: ordinary
    /// buttons.
    @_spi(GlissControls)
    public var titleButtonBuilder: TitleButtonBuilder? {
        get { build.titleButtonBuilder }
        set { build.titleButtonBuilder = newValue }
    }
}
