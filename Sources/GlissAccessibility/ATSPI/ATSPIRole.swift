import GlissCore

/// AT-SPI's role and state numbers (`AtspiRole`, `AtspiStateType` in at-spi2-core's
/// atspi-constants.h) and how Gliss's roles and traits map to them.
enum ATSPIRole {
    static let alert: UInt32 = 2, checkBox: UInt32 = 7, checkMenuItem: UInt32 = 8, comboBox: UInt32 = 11
    static let dialog: UInt32 = 16, frame: UInt32 = 23, image: UInt32 = 27, label: UInt32 = 29
    static let list: UInt32 = 31, listItem: UInt32 = 32, menu: UInt32 = 33, menuItem: UInt32 = 35
    static let pageTab: UInt32 = 37, panel: UInt32 = 39, progressBar: UInt32 = 42, pushButton: UInt32 = 43
    static let radioButton: UInt32 = 44, scrollPane: UInt32 = 49, slider: UInt32 = 51, spinButton: UInt32 = 52
    static let toggleButton: UInt32 = 62, toolTip: UInt32 = 64, application: UInt32 = 75, entry: UInt32 = 79
    static let heading: UInt32 = 83, link: UInt32 = 88

    /// The role of element `e` (`hasChildren`: a picker with its options as children is a
    /// group of radio buttons; without, a combo box).
    static func of(_ e: AccessibilityElement, hasChildren: Bool) -> UInt32 {
        if e.traits.contains(.isHeader) { return heading }
        switch e.role {
        case .text: return e.traits.contains(.isButton) ? pushButton : label
        case .image, .shape: return e.traits.contains(.isButton) ? pushButton : image
        case .button:
            if e.traits.contains(.isLink) { return link }
            if e.traits.contains(.isToggle) { return toggleButton }
            return pushButton
        case .scroll: return scrollPane
        case .container:
            if e.traits.contains(.isButton) { return pushButton }
            if e.traits.contains(.isImage) { return image }
            return e.traits.contains(.isStaticText) ? label : panel
        case .toggle: return toggleButton
        case .checkBox: return checkBox
        case .slider: return slider
        case .stepper: return spinButton
        case .picker: return hasChildren ? panel : comboBox
        case .radioButton: return radioButton
        case .link: return link
        case .progress: return progressBar
        case .textField: return entry
        case .tooltip: return toolTip
        case .dialog: return dialog
        case .alert: return alert
        case .menuButton: return pushButton
        case .menu: return menu
        case .menuItem: return e.isChecked != nil ? checkMenuItem : menuItem
        case .pageTab: return pageTab
        case .list: return list
        case .listItem: return listItem
        case .navigationBar, .section: return panel
        }
    }

    /// AT-SPI's English role names (GetRoleName), by role number.
    static func name(_ role: UInt32) -> String {
        switch role {
        case alert: return "alert"
        case checkBox: return "check box"
        case checkMenuItem: return "check menu item"
        case comboBox: return "combo box"
        case dialog: return "dialog"
        case frame: return "frame"
        case image: return "image"
        case label: return "label"
        case list: return "list"
        case listItem: return "list item"
        case menu: return "menu"
        case menuItem: return "menu item"
        case pageTab: return "page tab"
        case panel: return "panel"
        case progressBar: return "progress bar"
        case pushButton: return "push button"
        case radioButton: return "radio button"
        case scrollPane: return "scroll pane"
        case slider: return "slider"
        case spinButton: return "spin button"
        case toggleButton: return "toggle button"
        case toolTip: return "tool tip"
        case application: return "application"
        case entry: return "entry"
        case heading: return "heading"
        case link: return "link"
        default: return "unknown"
        }
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

    /// The states of element `e`.
    static func of(_ e: AccessibilityElement) -> ATSPIStates {
        var s = ATSPIStates()
        s.insert(visible); s.insert(showing)
        if e.isEnabled { s.insert(enabled); s.insert(sensitive) }
        if e.isFocusable { s.insert(focusable) }
        if e.isFocused { s.insert(focused) }
        if let c = e.isChecked {
            s.insert(checkable)
            if c { s.insert(checked) }
        }
        switch e.role {
        case .radioButton:
            s.insert(checkable)
            if e.isSelected { s.insert(checked) }
        case .listItem, .pageTab:
            s.insert(selectable)
        case .textField:
            s.insert(editable); s.insert(singleLine)
        case .slider:
            s.insert(horizontal)
        case .menuButton:
            s.insert(expandable)
            if e.value == "open" { s.insert(expanded) }
        case .menuItem where e.value == "submenu":
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
