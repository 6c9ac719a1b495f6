@_spi(GlissControls) import GlissCore

/// How a ``GlissCore/UI/picker(_:selection:options:style:id:label:)-(LocalizedStringKey,_,_,_,_,_)`` shows its options — SwiftUI's
/// `PickerStyle`, given as an argument (`style: .segmented`) rather than a `.pickerStyle(…)`
/// modifier, since the control is drawn while it is built.
public enum PickerStyle: Sendable, Equatable {
    /// The options side by side in one rounded bar; the chosen one sits on a raised thumb that
    /// glides to the next choice (SwiftUI's `.segmented`).
    case segmented
    /// The options stacked, each with a radio button (SwiftUI's `.radioGroup`).
    case radioGroup
    /// The options listed in place — in Gliss, as a radio group (SwiftUI's `.inline`).
    case inline
    /// A pop-up button showing the chosen option; a click (or Space) opens a menu of the
    /// options with a check mark by the chosen one (SwiftUI's `.menu`, macOS's pop-up button).
    case menu
}

extension UI {
    /// A control for choosing one of `options` — SwiftUI's `Picker(_:selection:content:)`,
    /// with the options as an array and `label` naming each (SwiftUI's `Text(…).tag(…)`).
    /// A click on an option chooses it. The picker is one Tab stop: with keyboard focus,
    /// Left/Right (segmented) or Up/Down (radio group) choose the neighbouring option.
    ///
    /// The inspector lists the picker (role `picker`, its value the chosen option's label) and
    /// each option (role `radioButton`, value "on" for the chosen one), so a test clicks an
    /// option by its label.
    ///
    /// ```swift
    /// enum Size: String, CaseIterable { case small, medium, large }
    /// ui.picker("Size", selection: Bindable(order).size, options: Size.allCases) { $0.rawValue.capitalized }
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func picker<T: Hashable, S: StringProtocol>(_ title: S, selection: Binding<T>, options: [T], style: PickerStyle = .segmented,
                                    id: some IdentityKey = PositionalKey(),
                                    label: (T) -> String = { String(describing: $0) }) -> NodeRef {
        let title = title as? String ?? String(title)
        let labels = options.map(label)
        let chosen = options.firstIndex(of: selection.wrappedValue)
        func choose(_ i: Int) {
            guard options.indices.contains(i), options[i] != selection.wrappedValue else { return }
            selection.wrappedValue = options[i]
        }
        /// The neighbouring option of the one chosen when the key's action runs (two presses in
        /// one frame move twice); none chosen: the first (or last).
        func step(_ d: Int) {
            let now = options.firstIndex(of: selection.wrappedValue)
            choose(now.map { min(max($0 + d, 0), options.count - 1) } ?? (d > 0 ? 0 : options.count - 1))
        }
        if style == .menu { return menuPicker(title, labels: labels, chosen: chosen, id: id, choose: choose) }
        let vertical = style != .segmented
        // (1) Its place: a row (segmented) or a column (radio group), the title first.
        let root: NodeRef
        if vertical {
            root = vstack(alignment: .leading, spacing: 6, id: id) {
                if !title.isEmpty { text(title, color: ControlStyle.label) }
                for (i, name) in labels.enumerated() {
                    radioOption(name, index: i, on: i == chosen) { choose(i) }
                }
            }
        } else {
            root = hstack(spacing: 8, id: id) {
                if !title.isEmpty { text(title, color: ControlStyle.label) }
                // In a form the title leads and the segments trail, as in the form's other rows.
                if structure.formDepth > 0 { spacer() }
                segments(labels, chosen: chosen, choose: choose)
            }
        }
        // (2) Its interaction: the options' clicks, and arrows while focused.
        let back: Key = vertical ? .upArrow : .leftArrow, forward: Key = vertical ? .downArrow : .rightArrow
        return root
            .accessibility(role: .picker, label: title)
            .accessibilityValue(chosen.map { labels[$0] } ?? "")
            .focusable()
            .onKeyPress(back) { step(-1) }
            .onKeyPress(forward) { step(1) }
    }

    /// The `.menu` style: the title, then a pop-up button showing the choice whose menu lists
    /// the options (a check mark by the chosen one). The pop-up button is the Tab stop.
    private func menuPicker(_ title: String, labels: [String], chosen: Int?, id: some IdentityKey,
                            choose: @escaping (Int) -> Void) -> NodeRef {
        // (1) Its place: a row; (2) its interaction and (3) drawing are the pop-up button's
        // and its menu's (see `Presentation/Menu.swift`).
        hstack(spacing: 8, id: id) {
            if !title.isEmpty { text(title, color: ControlStyle.label) }
            // In a form the pop-up trails, as the other rows' controls do.
            if structure.formDepth > 0 { spacer() }
            popUpButton(title, display: chosen.map { labels[$0] } ?? "", role: .menuButton, idBits: "popUp".identityBits) {
                for (i, name) in labels.enumerated() {
                    self.menuItem(name, role: nil, checked: i == chosen, action: { choose(i) })
                }
            }
        }
        .accessibility(role: .picker, label: title)
        .accessibilityValue(chosen.map { labels[$0] } ?? "")
    }

    /// A segmented bar: equal segments as wide as the widest label, and a thumb under the
    /// chosen one that glides (sprung) when the choice changes.
    private func segments(_ labels: [String], chosen: Int?, choose: @escaping (Int) -> Void) {
        let font = Font.callout
        let height = ControlStyle.segmentHeight
        let widest = labels.map { measurer.measure($0, font: font).width }.max() ?? 0
        let w = (widest + 2 * ControlStyle.segmentPadding).rounded(.up)
        // (3) Its drawing: the well, the thumb, then the labels over them.
        segmentedBar(count: labels.count, segmentWidth: w, height: height, radius: 7, chosen: chosen, key: "thumb") { i in
            let name = labels[i]
            zstack { text(name, font: font, color: ControlStyle.label) }
                .frame(width: w, height: height)
                .accessibility(role: .radioButton, label: name)
                .accessibilityValue(i == chosen ? "on" : "off")
                .onTap { choose(i) }
                .focusable(false)
        }
    }

    /// The bar a segmented picker and a tab view share: a rounded well `count` segments of
    /// `segmentWidth` wide, a raised thumb under the `chosen` one that glides (sprung, its
    /// position remembered under `key`) when the choice changes, and `segment(i)` built over
    /// each — a view of `segmentWidth` × `height` that takes the segment's click.
    func segmentedBar(count: Int, segmentWidth w: Double, height: Double, radius: Double, chosen: Int?, key: String,
                      _ segment: (Int) -> Void) {
        let inset = 2.0
        let thumb = animatedValue(key, Double(chosen ?? 0), animation: ControlStyle.spring)
        zstack(alignment: .leading) {
            roundedRectangle(cornerRadius: radius, fill: ControlStyle.well)
                .frame(width: w * Double(count) + 2 * inset, height: height)
            if chosen != nil {
                roundedRectangle(cornerRadius: radius - 1, fill: ControlStyle.thumb)
                    .frame(width: w, height: height - 2 * inset)
                    .shadow(color: ControlStyle.knobShadow, radius: 1.5, y: 0.5)
                    .offset(x: inset + thumb * w)
            }
            hstack(spacing: 0) {
                for i in 0..<count { segment(i) }
            }
            .offset(x: inset)
        }
    }

    /// One option of a radio group: a round button (its dot grows in, sprung) and the label.
    private func radioOption(_ name: String, index: Int, on: Bool, choose: @escaping () -> Void) {
        let side = ControlStyle.boxSide
        hstack(spacing: 8, id: index) {
            let t = animatedValue("on", on ? 1.0 : 0, animation: ControlStyle.spring)
            zstack {
                circle(fill: ControlStyle.mix(ControlStyle.box, .accentColor, t), stroke: ControlStyle.mix(ControlStyle.border, .accentColor, t))
                    .frame(width: side, height: side)
                circle(fill: .white).frame(width: 6, height: 6).scaleEffect(t)
            }
            text(name, color: ControlStyle.label)
        }
        .accessibility(role: .radioButton, label: name)
        .accessibilityValue(on ? "on" : "off")
        .onTap(choose)
        .focusable(false)
    }
}
