import XCTest
import Gliss
import GlissTesting

/// `form` and `section`: grouped rows, labels leading and controls trailing, the controls
/// working as anywhere else.
final class FormTests: XCTestCase {
    final class Settings: App {
        var wifi = true
        var volume = 50.0
        var copies = 1
        var size = "M"
        var name = ""
        static var defaultSize: Size { Size(480, 420) }
        init() {}
        func body(_ ui: UI) {
            ui.form {
                ui.section("Network") {
                    ui.toggle("Wi-Fi", isOn: Bindable(self).wifi)
                    ui.picker("Size", selection: Bindable(self).size, options: ["S", "M", "L"])
                }
                ui.section("Sound", footer: "Changes apply at once.") {
                    ui.labeledContent("Volume") { ui.slider(value: Bindable(self).volume, in: 0...100, label: "Volume") }
                    ui.stepper("Copies", value: Bindable(self).copies, in: 1...5)
                    ui.labeledContent("Name") { ui.textField("Name", text: Bindable(self).name) }
                }
            }
        }
    }

    /// Outside a form a labeled row's value is as wide as it is, at the trailing end, and the
    /// label keeps its one line in a narrow column (a 240-point value left it a few points).
    func testLabeledContentOutsideAForm() throws {
        let h = try Harness(size: Size(300, 200), text: .headless) { ui in
            ui.vstack(alignment: .leading) {
                ui.labeledContent("Genre") { ui.text("Classical") }
                ui.spacer()
            }
            .padding(24)
        }
        let label = try h.node(label: "Genre", role: "text").frame
        let value = try h.node(label: "Classical", role: "text").frame
        XCTAssertEqual(label.height, value.height, accuracy: 0.5, "the label is one line, as the value")
        XCTAssertEqual(value.maxX, 300 - 24, accuracy: 0.5, "the value trails")
    }

    func testSectionsGroupRowsWithLabelsLeadingAndControlsTrailing() throws {
        let app = Settings()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(h.nodes(role: "section").map(\.label), ["Network", "Sound"])
        let network = try h.node(label: "Network", role: "section").frame
        let sound = try h.node(label: "Sound", role: "section").frame
        XCTAssertLessThan(network.maxY, sound.minY, "sections stack with space between")
        // Rows span the group; the toggle's switch and the picker's segments sit at the trailing edge.
        let toggle = try h.node(label: "Wi-Fi", role: "toggle").frame
        let picker = try h.node(label: "Size", role: "picker").frame
        // The row's padding lies outside the toggle (padding after a control is not part of
        // it, as in SwiftUI) and inside the picker row's frame (the picker itself takes no tap).
        XCTAssertEqual(toggle.width, picker.width - 24, accuracy: 0.5, "every row is as wide as the group")
        let label = try h.node(label: "Wi-Fi", role: "text").frame
        XCTAssertLessThan(label.minX, toggle.minX + 20, "the label leads")
        let lastSegment = try h.node(label: "L", role: "radioButton").frame
        XCTAssertEqual(lastSegment.maxX, picker.maxX - 12, accuracy: 3, "the segments trail (inside the row's padding)")
        let slider = try h.node(label: "Volume", role: "slider").frame
        XCTAssertEqual(slider.maxX, picker.maxX - 12, accuracy: 1, "a labelled slider sits at the trailing end of its row")
        XCTAssertLessThan(try h.node(label: "Volume", role: "text").frame.maxX, slider.minX, "its label leads")
        // The controls work in it.
        try h.click(label: "Wi-Fi", role: "toggle")
        XCTAssertFalse(app.wifi)
        try h.click(label: "L", role: "radioButton")
        XCTAssertEqual(app.size, "L")
        try h.click(label: "Increment")
        XCTAssertEqual(app.copies, 2)
        try h.click(label: "Name", role: "textField")
        h.type("Ada")
        XCTAssertEqual(app.name, "Ada")
    }
}
