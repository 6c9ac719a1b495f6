/// Everything Gliss knows about a role, in one row per role (`InspectorRole.row`): emit (Tab
/// stops, dimming), the accessibility tree (traits, checked, selected, actions) and the AT-SPI
/// bridge (role, states, interfaces) read it and know nothing about roles themselves.
/// Adding a role is adding a case to ``InspectorRole`` and its row here (the switch is
/// exhaustive); Scripts/lib/roles.py's VALUE_ROLES mirrors the `value` column (a test checks it).
package struct RoleRow: Equatable, Sendable {
    /// A tappable view with this role is a Tab stop by itself (others need `.focusable()`) and
    /// offers a "click" action.
    package var isControl = false
    /// Draws dimmed inside a `.disabled()` subtree, as SwiftUI's controls do (buttons of every
    /// kind and label included). A text field keeps its look.
    package var dimsWhenDisabled = false
    /// The traits it has before the modifiers' (`accessibilityAddTraits`).
    package var traits: AccessibilityTraits = []
    /// A tappable one is also a button (a container with `onTap`).
    package var isButtonWhenTappable = false
    /// What its value (`accessibilityValue`) says.
    package var value: RoleValue = .none
    /// What AT-SPI calls it.
    package var atspi: AccessibleRole
    /// A generic view: its traits say what it is to AT-SPI (a text with `.isButton` is a push
    /// button), `atspi` when none does (see `AccessibleRole.fromTraits`).
    package var atspiFromTraits = false
    /// What AT-SPI calls it when it has child elements (a picker showing its options).
    package var atspiWithChildren: AccessibleRole? = nil
    /// What AT-SPI calls it when it is checked or not (a menu item with a check mark).
    package var atspiWhenCheckable: AccessibleRole? = nil
    /// What AT-SPI calls it when its text is a password's (`AccessibilityElement.isSecure`):
    /// Orca then speaks no character typed into it.
    package var atspiWhenSecure: AccessibleRole? = nil
    /// The AT-SPI states it always has. `checkable` without an on/off value: checked while
    /// selected (a radio button).
    package var states: AccessibleStates = []
    /// Its text, for AT-SPI's Text interface.
    package var text: RoleText = .none
}

/// What a role's value (`accessibilityValue`) says, besides being read out.
package enum RoleValue: Sendable {
    /// It has none.
    case none
    /// It is read as it is (a slider's number, a picker's choice, a link's address, a field's text).
    case read
    /// "on" or "off": checked or not (a switch, a check box).
    case onOff
    /// "on" or "selected" when chosen (a radio button, a tab, a list's row): selected.
    case chosen
    /// "on": checked (a menu item with a check mark); "submenu": it opens a menu.
    case checkMark
    /// "open" while the menu it opens shows (a menu button).
    case open
    /// "expanded" or "collapsed": what it discloses shows or not (a disclosure group).
    case expanded
}

/// What AT-SPI's Text interface reads of a view.
package enum RoleText: Sendable {
    /// It has no text.
    case none
    /// Its label (a text).
    case label
    /// Its text, which is typed into: also EditableText while enabled, and no "click" action
    /// (a click only places the caret).
    case field
}

/// AT-SPI's roles Gliss uses (`AtspiRole` in at-spi2-core's atspi-constants.h): the raw value
/// is the number, the case's words are the English name (`pushButton`: "push button").
package enum AccessibleRole: UInt32, Sendable {
    case alert = 2, checkBox = 7, checkMenuItem = 8, colorChooser = 9, comboBox = 11, dateEditor = 12, dialog = 16, frame = 23, image = 27
    case label = 29, list = 31, listItem = 32, menu = 33, menuBar = 34, menuItem = 35, pageTab = 37, panel = 39, passwordText = 40
    case progressBar = 42, pushButton = 43, radioButton = 44, scrollPane = 49, slider = 51, spinButton = 52, splitPane = 53
    case table = 55, tableCell = 56, tableColumnHeader = 57
    case toggleButton = 62, toolBar = 63, toolTip = 64, application = 75, entry = 79, heading = 83, link = 88, tableRow = 90

    /// What a generic view's traits make it (`RoleRow.atspiFromTraits`), nil when they say nothing.
    package static func fromTraits(_ t: AccessibilityTraits) -> AccessibleRole? {
        if t.contains(.isButton) { return t.contains(.isLink) ? .link : t.contains(.isToggle) ? .toggleButton : .pushButton }
        if t.contains(.isImage) { return .image }
        if t.contains(.isStaticText) { return .label }
        return nil
    }
}

/// AT-SPI states a role implies: each bit is the state's number (`AtspiStateType`), as the
/// bridge's state set has it.
package struct AccessibleStates: OptionSet, Sendable, Hashable {
    package let rawValue: UInt64
    package init(rawValue: UInt64) { self.rawValue = rawValue }

    package static let horizontal = AccessibleStates(rawValue: 1 << 14)
    package static let selectable = AccessibleStates(rawValue: 1 << 22)
    package static let singleLine = AccessibleStates(rawValue: 1 << 26)
    package static let editable = AccessibleStates(rawValue: 1 << 7)
    package static let checkable = AccessibleStates(rawValue: 1 << 41)
    package static let vertical = AccessibleStates(rawValue: 1 << 29)
}

extension InspectorRole {
    /// This role's row. A switch of constant rows, always inlined: `-O` folds a column read
    /// (`role.isControl`) into one shift of a constant bit mask, as it did the switch of one
    /// column this replaces (checked in the assembly).
    @inline(__always) package var row: RoleRow {
        switch self {
        case .text: RoleRow(traits: .isStaticText, atspi: .label, atspiFromTraits: true, text: .label)
        case .image: RoleRow(traits: .isImage, atspi: .image, atspiFromTraits: true)
        case .button: RoleRow(isControl: true, dimsWhenDisabled: true, traits: .isButton, atspi: .pushButton, atspiFromTraits: true)
        case .scroll: RoleRow(atspi: .scrollPane)
        case .container: RoleRow(isButtonWhenTappable: true, atspi: .panel, atspiFromTraits: true)
        case .shape: RoleRow(atspi: .image, atspiFromTraits: true)
        case .toggle: RoleRow(isControl: true, dimsWhenDisabled: true, traits: .isToggle, value: .onOff, atspi: .toggleButton)
        case .checkBox: RoleRow(isControl: true, dimsWhenDisabled: true, traits: .isToggle, value: .onOff, atspi: .checkBox)
        case .slider: RoleRow(isControl: true, dimsWhenDisabled: true, value: .read, atspi: .slider, states: .horizontal)
        case .stepper: RoleRow(isControl: true, dimsWhenDisabled: true, value: .read, atspi: .spinButton)
        case .picker: RoleRow(isControl: true, dimsWhenDisabled: true, value: .read, atspi: .comboBox, atspiWithChildren: .panel)
        case .radioButton: RoleRow(isControl: true, dimsWhenDisabled: true, value: .chosen, atspi: .radioButton, states: .checkable)
        case .link: RoleRow(isControl: true, dimsWhenDisabled: true, traits: .isLink, value: .read, atspi: .link)
        case .progress: RoleRow(value: .read, atspi: .progressBar)
        case .textField: RoleRow(isControl: true, value: .read, atspi: .entry, atspiWhenSecure: .passwordText,
                                 states: [.editable, .singleLine], text: .field)
        case .tooltip: RoleRow(atspi: .toolTip)
        case .dialog: RoleRow(traits: .isModal, atspi: .dialog)
        case .alert: RoleRow(traits: .isModal, atspi: .alert)
        case .menuButton: RoleRow(isControl: true, dimsWhenDisabled: true, traits: .isButton, value: .open, atspi: .pushButton)
        case .menu: RoleRow(atspi: .menu)
        case .menuBar: RoleRow(atspi: .menuBar)
        case .menuItem: RoleRow(isControl: true, dimsWhenDisabled: true, value: .checkMark, atspi: .menuItem,
                                atspiWhenCheckable: .checkMenuItem)
        case .pageTab: RoleRow(isControl: true, value: .chosen, atspi: .pageTab, states: .selectable)
        case .list: RoleRow(isControl: true, value: .read, atspi: .list)
        case .listItem: RoleRow(isControl: true, value: .chosen, atspi: .listItem, states: .selectable)
        case .navigationBar: RoleRow(atspi: .panel)
        case .section: RoleRow(atspi: .panel)
        // GTK's expander is a toggle button that is expandable (and expanded while open).
        case .disclosure: RoleRow(isControl: true, dimsWhenDisabled: true, value: .expanded, atspi: .toggleButton)
        case .toolbar: RoleRow(atspi: .toolBar)
        case .datePicker: RoleRow(isControl: true, dimsWhenDisabled: true, value: .read, atspi: .dateEditor)
        case .colorPicker: RoleRow(isControl: true, dimsWhenDisabled: true, value: .read, atspi: .colorChooser)
        // A split view's divider, as GTK's paned handle is to Orca: a split pane whose value
        // is the position; it runs top to bottom.
        case .splitter: RoleRow(value: .read, atspi: .splitPane, states: .vertical)
        // As GTK's tree view is to Orca: a table of rows of cells under column headers.
        case .table: RoleRow(isControl: true, value: .read, atspi: .table)
        case .tableRow: RoleRow(isControl: true, value: .chosen, atspi: .tableRow, states: .selectable)
        case .tableCell: RoleRow(atspi: .tableCell, text: .label)
        case .tableColumnHeader: RoleRow(isControl: true, value: .read, atspi: .tableColumnHeader)
        }
    }

    /// Its row's `isControl` (emit reads it for every tappable view).
    var isControl: Bool { row.isControl }
    /// Its row's `dimsWhenDisabled` (emit reads it for every view inside `.disabled()`).
    var dimsWhenDisabled: Bool { row.dimsWhenDisabled }
}
