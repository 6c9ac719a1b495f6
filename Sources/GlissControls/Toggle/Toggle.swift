@_spi(GlissControls) import GlissCore

/// How a ``GlissCore/UI/toggle(_:isOn:style:id:)-(LocalizedStringKey,_,_,_)`` looks — SwiftUI's `ToggleStyle`, given as an
/// argument (`style: .checkbox`) rather than a `.toggleStyle(…)` modifier: in immediate mode
/// the control is drawn while it is built, before any modifier after it runs.
public enum ToggleStyle: Sendable, Equatable {
    /// A switch at the row's trailing edge, its title leading (SwiftUI's `.switch`).
    case `switch`
    /// A check box before its title (SwiftUI's `.checkbox`, macOS's default).
    case checkbox
}

extension UI {
    /// A control that turns `isOn` on and off — SwiftUI's `Toggle(_:isOn:)`. A click anywhere
    /// on it, or Space or Return while it has keyboard focus, flips the value; the knob (or
    /// the check mark) follows with a short spring. The inspector lists it with the role
    /// `toggle` (`checkBox` for the check box style), its title as label and "on"/"off" as
    /// value. Inside `.disabled()` it draws dimmed and takes no input.
    ///
    /// ```swift
    /// ui.toggle("Wi-Fi", isOn: Bindable(settings).wifi)
    /// ui.toggle("Show hidden files", isOn: Bindable(settings).hidden, style: .checkbox)
    /// ```
    ///
    /// It is written with the public recipe an app's own control follows (see the article
    /// *Writing a reusable control*): its place from layout (a row), its interaction from
    /// input (`onTap`, which also makes it a Tab stop), its drawing from an animated value.
    @discardableResult
    @_disfavoredOverload
    public func toggle<S: StringProtocol>(_ title: S, isOn: Binding<Bool>, style: ToggleStyle = .switch,
                       id: some IdentityKey = PositionalKey()) -> NodeRef {
        let title = title as? String ?? String(title)
        let on = isOn.wrappedValue
        // (1) Its place: a row, laid out like any other.
        let row = hstack(spacing: 8, id: id) {
            // (3) Its drawing, from how far the knob has travelled: 0 off, 1 on, sprung.
            let t = animatedValue("on", on ? 1.0 : 0, animation: ControlStyle.spring)
            switch style {
            case .switch:
                // An empty title draws the switch alone (name it with `accessibilityLabel`).
                if !title.isEmpty {
                    text(title, color: ControlStyle.label)
                    spacer()
                }
                switchTrack(t)
            case .checkbox:
                checkBox(t)
                if !title.isEmpty { text(title, color: ControlStyle.label) }
            }
        }
        // (2) Its interaction: a click (or Space/Return when focused) flips the value.
        return row
            .accessibility(role: style == .switch ? .toggle : .checkBox, label: title)
            .accessibilityValue(on ? "on" : "off")
            .onTap { isOn.wrappedValue.toggle() }
    }

    /// A switch's track and knob, `t` of the way from off to on.
    private func switchTrack(_ t: Double) {
        let size = ControlStyle.switchSize, inset = ControlStyle.switchInset
        let knob = size.height - 2 * inset
        zstack(alignment: .leading) {
            capsule(fill: ControlStyle.mix(ControlStyle.track, ControlStyle.switchOn, t))
                .frame(width: size.width, height: size.height)
            circle(fill: ControlStyle.mix(ControlStyle.knob, ControlStyle.switchKnobOn, t))
                .frame(width: knob, height: knob)
                .shadow(color: ControlStyle.knobShadow, radius: 1, y: 0.5)
                .offset(x: inset + t * (size.width - knob - 2 * inset))
        }
    }

    /// A check box, `t` of the way from clear to checked.
    private func checkBox(_ t: Double) {
        let side = ControlStyle.boxSide
        zstack {
            roundedRectangle(cornerRadius: 4, fill: ControlStyle.mix(ControlStyle.box, .accentColor, t),
                        stroke: ControlStyle.mix(ControlStyle.border, .accentColor, t))
                .frame(width: side, height: side)
            checkMark().opacity(t).scaleEffect(0.6 + 0.4 * t)
        }
    }

    /// A check mark (two strokes) in a box of `ControlStyle/boxSide`: drawn as shapes, not as
    /// an icon, so the inspector lists the check box alone.
    func checkMark(color: Color = .white) -> NodeRef {
        let side = ControlStyle.boxSide
        // A check mark reads the same in every language: never mirrored.
        return leftToRight {
            canvas {
                // Short stroke down-right, long stroke up-right, each a thin rotated capsule.
                capsule(fill: color).place(in: Rect(2.5, 8.2, 5.5, 2)).rotationEffect(.degrees(45))
                capsule(fill: color).place(in: Rect(5, 6.8, 9.5, 2)).rotationEffect(.degrees(-50))
            }
            .frame(width: side, height: side)
        }
    }
}
