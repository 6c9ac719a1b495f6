import XCTest
import Gliss
import GlissTesting

/// The structure views drawn by the real renderer (offscreen), against references in
/// `__Snapshots__/StructureSnapshotTests/` (record with `GLISS_RECORD_SNAPSHOTS=1`): a push
/// mid-way and at rest, a tab view, a list with a selection and a revealed swipe action, a form.
final class StructureSnapshotTests: XCTestCase {
    enum Pane: Hashable { case general, mail, settings }

    final class Showcase: App {
        var tab = Pane.mail
        var path: [String] = []
        var mail = ["Lunch on Friday?", "Build is green", "Quarterly report", "Re: holiday photos",
                    "Your order has shipped", "Team offsite agenda", "Invoice #2041", "Welcome aboard"]
        var selection: Set<String> = []
        var wifi = true
        var bluetooth = false
        var volume = 60.0
        var copies = 2
        var theme = "Light"
        static var defaultSize: Size { Size(480, 360) }
        init() {}
        func body(_ ui: UI) {
            ui.tabView(selection: Bindable(self).tab) {
                ui.tab("General", icon: Icon(named: "home"), value: Pane.general) {
                    ui.navigationStack(path: Bindable(self).path) {
                        ui.vstack(alignment: .leading, spacing: 0) {
                            ui.navigationLink("Wi-Fi", value: "Wi-Fi")
                            ui.navigationLink("Bluetooth", value: "Bluetooth")
                        }
                        .background(.white)
                        .navigationTitle("General")
                        ui.navigationDestination(for: String.self) { name in
                            ui.vstack(alignment: .leading, spacing: 10) {
                                ui.text("\(name) is on.").padding(20)
                            }
                            .navigationTitle(name)
                        }
                    }
                }
                ui.tab("Mail", icon: Icon(named: "envelope"), value: Pane.mail) {
                    ui.list(mail, id: \.self, selection: Bindable(self).selection, id: "mail") { subject in
                        ui.text(subject)
                            .swipeActions {
                                ui.button("Flag", role: nil) {}
                                ui.button("Delete", role: .destructive) {}
                            }
                    }
                }
                ui.tab("Settings", icon: Icon(named: "gear"), value: Pane.settings) {
                    ui.form {
                        ui.section("Network") {
                            ui.toggle("Wi-Fi", isOn: Bindable(self).wifi)
                            ui.toggle("Bluetooth", isOn: Bindable(self).bluetooth)
                        }
                        ui.section("Sound", footer: "Alerts play at this volume.") {
                            ui.labeledContent("Volume") { ui.slider(value: Bindable(self).volume, in: 0...100, label: "Volume") }
                            ui.stepper("Copies", value: Bindable(self).copies, in: 1...9)
                            ui.picker("Theme", selection: Bindable(self).theme, options: ["Light", "Dark", "Auto"])
                        }
                    }
                }
            }
        }
    }

    func testListWithSelectionAndSwipeAction() throws {
        let app = Showcase()
        let h = try Harness(app: app)
        try h.click(label: "Build is green", role: "listItem")
        h.click(at: try h.node(label: "Invoice #2041", role: "listItem").frame.center, modifiers: .control)
        let row = try h.node(label: "Team offsite agenda", role: "listItem").frame.center
        h.drag(from: row, to: Point(row.x - 160, row.y))
        try h.runUntilIdle()
        try h.assertSnapshot(named: "list")
    }

    func testTabViewAndForm() throws {
        let app = Showcase()
        app.tab = .settings
        let h = try Harness(app: app)
        try h.runUntilIdle()
        try h.assertSnapshot(named: "form")
    }

    func testNavigationPushMidwayAndAtRest() throws {
        let app = Showcase()
        app.tab = .general
        let h = try Harness(app: app)
        try h.click(label: "Wi-Fi", role: "button")
        h.run(frames: 5)
        try h.assertSnapshot(named: "push-midway")
        try h.runUntilIdle()
        try h.assertSnapshot(named: "push-rest")
    }
}
