import GlissCore

/// What AT-SPI calls an element, from its role's row (`InspectorRole.row`) and its traits.
enum ATSPIRole {
    /// The role of element `e` (`hasChildren`: a picker with its options as children is a
    /// group of radio buttons; without, a combo box; a field with a password is password text).
    static func of(_ e: AccessibilityElement, hasChildren: Bool) -> AccessibleRole {
        if e.traits.contains(.isHeader) { return .heading }
        let row = e.role.row
        if row.atspiFromTraits { return AccessibleRole.fromTraits(e.traits) ?? row.atspi }
        if hasChildren, let r = row.atspiWithChildren { return r }
        if e.isChecked != nil, let r = row.atspiWhenCheckable { return r }
        if e.isSecure, let r = row.atspiWhenSecure { return r }
        return row.atspi
    }

    /// AT-SPI's English role name (GetRoleName): the case's words (`pushButton`: "push button").
    static func name(_ role: AccessibleRole) -> String {
        String(String(describing: role).flatMap { $0.isUppercase ? [" ", Character($0.lowercased())] : [$0] })
    }
}

/// AT-SPI's state numbers, as a set (GetState answers with two 32-bit words).
struct ATSPIStates: Equatable {
    static let active = 1, checked = 4, defunct = 6, editable = 7, enabled = 8, expandable = 9, expanded = 10
    static let focusable = 11, focused = 12, horizontal = 14, modal = 16, resizable = 21, selectable = 22
    static let selected = 23, sensitive = 24, showing = 25, singleLine = 26, visible = 30, checkable = 41

    var bits: UInt64 = 0
    mutating func insert(_ s: Int) { bits |= 1 << UInt64(s) }
    func contains(_ s: Int) -> Bool { bits & (1 << UInt64(s)) != 0 }
    var words: [UInt32] { [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)] }

    /// Checked or not: its on/off value, else, for a role that is checkable without one (a
    /// radio button), whether it is selected; nil when it is neither.
    static func checked(_ e: AccessibilityElement) -> Bool? {
        e.isChecked ?? (e.role.row.states.contains(.checkable) ? e.isSelected : nil)
    }

    /// The states of element `e`.
    static func of(_ e: AccessibilityElement) -> ATSPIStates {
        var s = ATSPIStates()
        s.insert(visible); s.insert(showing)
        if e.isEnabled { s.insert(enabled); s.insert(sensitive) }
        if e.isFocusable { s.insert(focusable) }
        if e.isFocused { s.insert(focused) }
        let row = e.role.row
        s.bits |= row.states.rawValue   // AccessibleStates' bits are AT-SPI's numbers
        if let c = checked(e) {
            s.insert(checkable)
            if c { s.insert(checked) }
        }
        switch row.value {
        case .open:
            s.insert(expandable)
            if e.value == "open" { s.insert(expanded) }
        case .expanded:
            s.insert(expandable)
            if e.value == "expanded" { s.insert(expanded) }
        case .checkMark where e.value == "submenu":
            s.insert(expandable)
        default: break
        }
        if e.isSelected { s.insert(selected) }
        if e.traits.contains(.isModal) { s.insert(modal) }
        return s
    }

    /// The window's states (`active`: it has the keyboard).
    static func window(active isActive: Bool) -> ATSPIStates {
        var s = ATSPIStates()
        for x in [enabled, sensitive, showing, visible, resizable] { s.insert(x) }
        if isActive { s.insert(active) }
        return s
    }
}
