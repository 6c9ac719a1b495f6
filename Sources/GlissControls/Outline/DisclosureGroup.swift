@_spi(GlissControls) import GlissCore

/// Whether a disclosure group given no `isExpanded` binding is open (its own state, kept
/// in its scope as SwiftUI keeps a `DisclosureGroup`'s).
final class DisclosureMemory {
    var expanded = false
}

extension UI {
    /// A title that shows or hides `content` under it — SwiftUI's
    /// `DisclosureGroup(_:isExpanded:content:)`. A click on the title row, or Space or Return
    /// while it has keyboard focus, opens or closes it; Right opens and Left closes it. The
    /// chevron before the title turns a quarter while the content fades in, indented under
    /// the title (both animated). The inspector lists the title row with the role
    /// `disclosure`, the title as label and "expanded" or "collapsed" as value; AT-SPI sees an
    /// expandable toggle button, as GTK's expander.
    ///
    /// ```swift
    /// ui.disclosureGroup("Advanced", isExpanded: Bindable(model).showsAdvanced) {
    ///     ui.toggle("Verbose logging", isOn: Bindable(model).verbose)
    /// }
    /// ```
    @discardableResult
    public func disclosureGroup(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
                                id: some IdentityKey = PositionalKey(), _ content: () -> Void) -> NodeRef {
        let title = localized(titleKey)
        return disclosure(title, isExpanded, id: id, content) { self.text(title, color: ControlStyle.label) }
    }

    /// A disclosure group that keeps whether it is open itself (closed at first) — SwiftUI's
    /// `DisclosureGroup(_:content:)`.
    @discardableResult
    public func disclosureGroup(_ titleKey: LocalizedStringKey, id: some IdentityKey = PositionalKey(),
                                _ content: () -> Void) -> NodeRef {
        let title = localized(titleKey)
        return disclosure(title, nil, id: id, content) { self.text(title, color: ControlStyle.label) }
    }

    /// A disclosure group titled by a string, shown as it is (not looked up) — SwiftUI's
    /// `DisclosureGroup<S: StringProtocol>(_:isExpanded:content:)`.
    @discardableResult @_disfavoredOverload
    public func disclosureGroup<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>,
                                                   id: some IdentityKey = PositionalKey(), _ content: () -> Void) -> NodeRef {
        let title = title as? String ?? String(title)
        return disclosure(title, isExpanded, id: id, content) { self.text(title, color: ControlStyle.label) }
    }

    /// A disclosure group titled by a string that keeps whether it is open itself.
    @discardableResult @_disfavoredOverload
    public func disclosureGroup<S: StringProtocol>(_ title: S, id: some IdentityKey = PositionalKey(),
                                                   _ content: () -> Void) -> NodeRef {
        let title = title as? String ?? String(title)
        return disclosure(title, nil, id: id, content) { self.text(title, color: ControlStyle.label) }
    }

    /// A disclosure group whose title row is built by `label` — SwiftUI's
    /// `DisclosureGroup(isExpanded:content:label:)`. Name it with `accessibilityTitle` for the
    /// screen reader when the label is not text (else the label's texts are read).
    @discardableResult
    public func disclosureGroup(isExpanded: Binding<Bool>? = nil, accessibilityTitle: String = "",
                                id: some IdentityKey = PositionalKey(),
                                _ content: () -> Void, label: () -> Void) -> NodeRef {
        disclosure(accessibilityTitle, isExpanded, id: id, content, label: label)
    }

    private func disclosure(_ title: String, _ binding: Binding<Bool>?, id: some IdentityKey,
                            _ content: () -> Void, label: () -> Void) -> NodeRef {
        // (1) Its place: the title row, and the content under it while open.
        vstack(alignment: .leading, spacing: 6, id: id) {
            let memory = state("expanded", DisclosureMemory()).value
            let expanded = binding?.wrappedValue ?? memory.expanded
            let set = { (open: Bool) in
                // Animated whoever asks: the content's insertion fades, the chevron turns.
                self.withAnimation(ControlStyle.spring) {
                    if let binding { binding.wrappedValue = open } else { memory.expanded = open }
                }
            }
            disclosureTitleRow(title, expanded: expanded, set: set, label)
            if expanded {
                vstack(alignment: .leading, spacing: 6) { content() }
                    .padding(.leading, ControlStyle.disclosureIndent)
                    .transition(.opacity)
            }
        }
    }

    /// The chevron and the label, which open and close the group (`set`).
    private func disclosureTitleRow(_ title: String, expanded: Bool, set: @escaping (Bool) -> Void, _ label: () -> Void) {
        // (3) Its drawing: the chevron a quarter turn further while open.
        let turn = animatedValue("turn", expanded ? 1.0 : 0)
        let row = hstack(spacing: ControlStyle.disclosureSpacing) {
            disclosureChevron(turn)
            label()
        }
        // Without a title, a screen reader reads it by its label's first text.
        let name = title.isEmpty ? row.firstTextLabel : title
        // (2) Its interaction: a click or Space/Return flips it; Right opens, Left closes.
        row.accessibility(role: .disclosure, label: name)
        .accessibilityValue(expanded ? "expanded" : "collapsed")
        .onTap { set(!expanded) }
        .onKeyPress(.rightArrow) { set(true) }
        .onKeyPress(.leftArrow) { set(false) }
    }

    /// A disclosure chevron `turn` of the way from pointing right (closed) to down (open).
    @discardableResult
    func disclosureChevron(_ turn: Double) -> NodeRef {
        icon(Icon(named: "chevron.right"), size: 10, color: ControlStyle.secondaryLabel)
            .accessibilityHidden()
            .rotationEffect(.degrees(90 * turn))
            .frame(width: ControlStyle.disclosureChevron, height: ControlStyle.disclosureChevron)
    }
}
