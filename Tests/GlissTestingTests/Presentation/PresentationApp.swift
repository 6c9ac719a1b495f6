import Gliss

/// An app with one of each presentation: a sheet (with a field and buttons), an alert, a
/// confirmation dialog, a menu with a submenu and a disabled item, a context menu, a menu
/// picker — and, below them, a button and a scroll view to prove they are out of reach.
final class PresentationApp: App {
    static var defaultSize: Size { Size(640, 420) }
    var showSheet = false
    var showAlert = false
    var showDialog = false
    var locked = false
    var name = ""
    var flavor = "Vanilla"
    var log: [String] = []
    var behind = 0
    var dismissed = 0
    /// Where the menu button sits (to move it near the window's edges).
    var menuAt = Point(300, 20)
    init() {}

    func body(_ ui: UI) {
        ui.zstack(alignment: .topLeading) {
            ui.vstack(alignment: .leading, spacing: 10) {
                ui.hstack(spacing: 10) {
                    ui.button("Behind") { self.behind += 1 }
                    ui.button("Sheet") { self.showSheet = true }
                        .sheet(isPresented: Bindable(self).showSheet, onDismiss: { self.dismissed += 1 }) {
                            ui.vstack(alignment: .leading, spacing: 12) {
                                ui.text("Rename", font: .headline)
                                ui.textField("Name", text: Bindable(self).name).frame(width: 240)
                                ui.hstack {
                                    ui.button("Cancel") { self.showSheet = false }
                                    ui.button("Done") { self.log.append("done"); self.showSheet = false }
                                }
                            }
                            .padding(20)
                            .interactiveDismissDisabled(self.locked)
                        }
                    ui.button("Alert") { self.showAlert = true }
                        .alert("Delete the file?", isPresented: Bindable(self).showAlert) {
                            ui.button("Delete", role: .destructive) { self.log.append("delete") }
                            ui.button("Cancel", role: .cancel) { self.log.append("cancel") }
                        } message: {
                            ui.text("You can't undo this action.", font: .callout)
                        }
                    ui.button("Dialog") { self.showDialog = true }
                        .confirmationDialog("Discard changes?", isPresented: Bindable(self).showDialog) {
                            ui.button("Discard", role: .destructive) { self.log.append("discard") }
                            ui.button("Save") { self.log.append("save") }
                        }
                }
                ui.scroll(.vertical, id: "list") {
                    for i in 0..<30 { ui.text("Row \(i)") }
                }
                .frame(width: 200, height: 120)
                ui.text("Target").padding(8)
                    .focusable()
                    .contextMenu {
                        ui.button("Rename") { self.log.append("rename") }
                        ui.button("Delete", role: .destructive) { self.log.append("delete row") }
                    }
                ui.picker("Flavor", selection: Bindable(self).flavor, options: ["Vanilla", "Chocolate", "Strawberry"], style: .menu)
            }
            .padding(20)
            ui.menu("Edit") {
                ui.button("Copy") { self.log.append("copy") }
                ui.button("Paste") { self.log.append("paste") }.disabled()
                ui.divider()
                ui.menu("Transform") {
                    ui.button("Uppercase") { self.log.append("upper") }
                    ui.menu("More") {
                        ui.button("Reverse") { self.log.append("reverse") }
                    }
                }
                ui.button("Select All") { self.log.append("all") }
            }
            .offset(x: menuAt.x, y: menuAt.y)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
