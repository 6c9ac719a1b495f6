/// A node the inspector lists: every visible text, image, button and interactive widget.
public struct InspectorNode: Sendable, Equatable {
    /// The node's `NodeID` in hexadecimal: stable across runs.
    public var id: String
    /// An ``InspectorRole`` raw value: `"text"`, `"image"`, `"button"`, `"scroll"`, ….
    public var role: String
    /// What a person reads: the text, the button's title, the image's label.
    public var label: String
    /// Frame in window points, as drawn.
    public var frame: Rect
    /// True for the view with keyboard focus.
    public var focused: Bool = false
    /// A text field's text (bullets for a secure field), or a control's value as a person
    /// reads it (a toggle's "on"/"off", a slider's number, a picker's choice: see
    /// `NodeRef.accessibilityValue(_:)`); nil for other views.
    public var value: String? = nil
    /// A text field's selection as UTF-8 offsets `[start, end]` (equal: the caret); nil for
    /// other views and secure fields.
    public var selection: [Int]? = nil
}

/// What the inspector lists about a node, kept per frame in raw form (see `UI.inspector`).
/// A plain value with no references: emit makes one for every visible label, and copying the
/// label's string into each, then releasing them all the next frame, cost more than laying
/// the label out. A node's label is read from the frame's nodes when asked (`label(in:)`).
struct InspectorEntry {
    var id: NodeID
    var role: InspectorRole
    var frame: Rect
    var focused: Bool = false
    /// The node's index in the frame (-1: not a node), so a view covering it can tell whether
    /// it is one of the node's ancestors.
    var node: Int32 = -1
    /// Index of its label, text-field state and value in `FrameOutputs.inspectorDetails`, or -1: its label
    /// is its node's (`UI.label(of:)`), and it has no text-field state or value.
    var details: Int32 = -1

    /// What it reads: the details' label, else its node's in the frame it was emitted in.
    func label(in ui: UI) -> String? {
        if details >= 0 { return ui.outputs.inspectorDetails[Int(details)].label }
        return ui.emittedLabel(of: Int(node))
    }
    /// A text field's text and selection.
    func textInput(in ui: UI) -> TextInputInfo? { details >= 0 ? ui.outputs.inspectorDetails[Int(details)].textInput : nil }
    /// A control's value (`accessibilityValue`).
    func value(in ui: UI) -> String? { details >= 0 ? ui.outputs.inspectorDetails[Int(details)].value : nil }
}

/// An inspector entry's label, text-field state and value when they are not simply its node's
/// label (emit's full path, the tooltip): kept beside the entries, in `FrameOutputs.inspectorDetails`.
struct InspectorDetails {
    var label: String?
    var textInput: TextInputInfo? = nil
    var value: String? = nil
}

/// Role of a node in the inspector. What each role means to emit, the accessibility tree and
/// the AT-SPI bridge is its row in one table (`InspectorRole.row`, Accessibility/RoleTable.swift).
public enum InspectorRole: String, Sendable, CaseIterable {
    /// A text (`UI/text(_:font:color:alignment:id:)`).
    case text
    /// An image or icon.
    case image
    /// A button or any view with `onTap`.
    case button
    /// A scroll view (its label is its `id:`).
    case scroll
    /// A container named with `accessibility(role:label:)`.
    case container
    /// A shape named with `accessibility(role:label:)`.
    case shape
    /// A switch (`toggle`): its value is "on" or "off".
    case toggle
    /// A check box (`toggle(…, style: .checkbox)`): its value is "on" or "off".
    case checkBox
    /// A slider (`slider`): its value is the number.
    case slider
    /// A stepper (`stepper`): its value is the number.
    case stepper
    /// A picker (`picker`): its value is the chosen option's label.
    case picker
    /// One option of a segmented or inline picker: its value is "on" when chosen.
    case radioButton
    /// A link (`link`): its value is the address it opens.
    case link
    /// A progress indicator (`progressView`): its value is the fraction done as a percentage,
    /// or "indeterminate".
    case progress
    /// A text field (`textField`, `secureField`): its label is the field's title.
    case textField
    /// The tooltip showing (`help`, a keyboard shortcut): its label is its text.
    case tooltip
    /// A sheet's or confirmation dialog's card (`sheet`, `confirmationDialog`): its label is
    /// the dialog's title, if it has one.
    case dialog
    /// An alert's card (`alert`): its label is the alert's title.
    case alert
    /// A button that opens a menu (`menu`): its label is the title; its value "open" while
    /// the menu shows.
    case menuButton
    /// A window's menu bar (`UI/windowRoot(commands:content:)` when the app declares
    /// commands): its items are the menus' titles (role `menuItem`, value "submenu").
    case menuBar
    /// An open menu's panel (`menu`, `contextMenu`, a submenu): its label is the menu's title.
    case menu
    /// An item of an open menu: its label is the item's title; its value "on" when it has a
    /// check mark, "submenu" when it opens one.
    case menuItem
    /// A tab bar's button (`tabView`'s `tab`): its value is "on" for the selected tab.
    case pageTab
    /// A list (`list`): its label is its `id`, its value how many rows are selected.
    case list
    /// A row of a list: its value is "selected" or "".
    case listItem
    /// A navigation stack's title bar (`navigationStack`): its label is the page's title.
    case navigationBar
    /// A form's section (`form`'s `section`): its label is the header.
    case section
    /// A disclosure group's title (`disclosureGroup`, an outline's row with children): its
    /// value is "expanded" or "collapsed".
    case disclosure
    /// A window's toolbar (`toolbar`, `searchable`): its items are its children.
    case toolbar
    /// A date picker (`datePicker`): its value is the date (and time) chosen, as shown.
    case datePicker
    /// A colour picker (`colorPicker`): its value is the colour's hex string ("#FF9500").
    case colorPicker
    /// A divider dragged to resize the column before it (`navigationSplitView`): its value
    /// is that column's width in points.
    case splitter
    /// A table (`table`): its label is its `id`, its value how many rows are selected.
    case table
    /// A row of a table: its label is its first cell's text, its value "selected" or "".
    case tableRow
    /// A cell of a table's row: its label is the cell's text.
    case tableCell
    /// A table's column header (`tableColumn`): its label is the column's title, its value
    /// "ascending" or "descending" when the rows are sorted by it, else "".
    case tableColumnHeader
}
