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
