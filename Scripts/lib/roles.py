"""Inspector roles the checks share (GlissCore's InspectorRole); python3 standard library only."""

# Roles whose inspector nodes carry a "value": controls, their options and items.
CONTROL_ROLES = {"toggle", "checkBox", "slider", "stepper", "picker", "radioButton", "link", "progress",
                 "menuButton", "menuItem", "pageTab", "list", "listItem"}
