"""Inspector roles the checks share (GlissCore's InspectorRole); python3 standard library only."""

# Roles whose inspector nodes may carry a "value": the roles whose row in
# Sources/GlissCore/Accessibility/RoleTable.swift has a value other than `.none` (controls, their
# options and items, text fields). RoleTableTests fails when the two differ.
VALUE_ROLES = {"toggle", "checkBox", "slider", "stepper", "picker", "radioButton", "link", "progress",
               "textField", "menuButton", "menuItem", "pageTab", "list", "listItem", "disclosure", "splitter", "datePicker", "colorPicker",
               "table", "tableRow", "tableColumnHeader"}
