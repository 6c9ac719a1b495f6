extension NodeRef {
    /// The view's value as a person reads it — SwiftUI's `accessibilityValue(_:)`: a toggle's
    /// "on", a slider's "0.5", a picker's "Medium". The inspector lists it as the node's
    /// `value`; give the view a role and a label too (``accessibility(role:label:)``), as the
    /// built-in controls do, so tests and tools find it by name.
    @discardableResult public func accessibilityValue(_ value: String) -> NodeRef {
        ui.tree.accessibilityValues[index] = value
        // Extras take the node off emit's fast path for plain nodes, where no value is read.
        return editExtras { _ in }
    }

    /// The name a person knows the view by — SwiftUI's `accessibilityLabel(_:)`: the
    /// inspector's `label` (GlissTesting's `Harness` finds views by it).
    @discardableResult public func accessibilityLabel(_ label: String) -> NodeRef {
        accessibility(label: label)
    }
}

extension NodeRef {
    /// What happens when the view is used, read after its label — SwiftUI's
    /// `accessibilityHint(_:)` (AT-SPI's description): "Adds the photo to your favourites".
    @discardableResult public func accessibilityHint(_ hint: String) -> NodeRef {
        ui.editSemantics(index) { $0.hint = hint }
        return editExtras { _ in }
    }

    /// Adds traits — SwiftUI's `accessibilityAddTraits(_:)`: `.isHeader` makes a title a
    /// heading, `.isSelected` marks the chosen item, `.isButton` a tappable view a button.
    @discardableResult public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> NodeRef {
        ui.editSemantics(index) { $0.addedTraits.formUnion(traits); $0.removedTraits.subtract(traits) }
        return editExtras { _ in }
    }

    /// Removes traits the view would have by default — SwiftUI's
    /// `accessibilityRemoveTraits(_:)` (`.isButton` from a tappable view that is not one).
    @discardableResult public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> NodeRef {
        ui.editSemantics(index) { $0.removedTraits.formUnion(traits); $0.addedTraits.subtract(traits) }
        return editExtras { _ in }
    }

    /// Hides the view and its subtree from assistive technologies — SwiftUI's
    /// `accessibilityHidden(_:)`: decoration a screen reader should not read. (The inspector
    /// and tests still see it.)
    @discardableResult public func accessibilityHidden(_ hidden: Bool = true) -> NodeRef {
        ui.editSemantics(index) { $0.hidden = hidden }
        return editExtras { _ in }
    }

    /// Makes the view one accessibility element — SwiftUI's `accessibilityElement(children:)`:
    /// `.combine` reads its children's labels as its own, `.ignore` hides them, `.contain`
    /// keeps them as separate elements grouped under it.
    @discardableResult public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> NodeRef {
        ui.editSemantics(index) { $0.children = children }
        return editExtras { _ in }
    }

    /// An action a screen reader offers beside the view's own (AT-SPI's Action interface) —
    /// SwiftUI's `accessibilityAction(named:_:)`: "Delete" on a row that deletes on a swipe.
    @discardableResult public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> NodeRef {
        let id = ui.nodes[index].id
        if ui.input.accessibilityActions.contains(where: { $0.0 == id && $0.1 == name }) {
            ui.input.accessibilityActions.removeAll { $0.0 == id && $0.1 == name }
            ui.enqueue(handler)
        }
        ui.editSemantics(index) { if !$0.actions.contains(name) { $0.actions.append(name) } }
        return editExtras { _ in }
    }

    /// The view's value as a number in a range, for assistive technologies that read and set
    /// numbers (AT-SPI's Value interface: a slider's position, a progress bar's fraction).
    /// SwiftUI knows this of its own controls and has no spelling for it; Gliss's controls
    /// call it, and so can a control of your own. Pair it with ``accessibilityValue(_:)``,
    /// the value as read.
    @discardableResult public func accessibilityValue(_ value: Double, in range: ClosedRange<Double>, step: Double = 0) -> NodeRef {
        ui.editSemantics(index) { $0.range = AccessibilityElement.Range(value: value, bounds: range, step: step) }
        return editExtras { _ in }
    }
}
