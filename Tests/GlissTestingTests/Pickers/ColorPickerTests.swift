import XCTest
import Gliss
import GlissTesting

/// Colour pickers (#50 item 5): the well, its panel's swatches, hue and saturation area,
/// sliders and hex field; and the colour arithmetic under them.
final class ColorPickerTests: XCTestCase {
    final class Theme: App {
        var tint = Color.orange
        var opaqueOnly = false
        var scheme: ColorScheme? = nil
        static var defaultSize: Size { Size(420, 460) }
        init() {}
        func body(_ ui: UI) {
            ui.preferredColorScheme(scheme)
            ui.vstack(alignment: .leading) {
                ui.colorPicker("Tint", selection: Bindable(self).tint, supportsOpacity: !opaqueOnly)
                ui.spacer()
            }
            .padding(20)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    func testHueSaturationBrightnessAndHexRoundTrip() {
        let cyan = Color(hue: 0.5, saturation: 1, brightness: 1)
        XCTAssertEqual([cyan.r, cyan.g, cyan.b], [0, 1, 1])
        let c = Color(hue: 0.1, saturation: 0.6, brightness: 0.8, opacity: 0.5)
        let back = c.hsb
        XCTAssertEqual(back.hue, 0.1, accuracy: 1e-9)
        XCTAssertEqual(back.saturation, 0.6, accuracy: 1e-9)
        XCTAssertEqual(back.brightness, 0.8, accuracy: 1e-9)
        XCTAssertEqual(Color(hex: 0xFF9500).hexString, "#FF9500")
        XCTAssertEqual(Color(hex: 0xFF9500, alpha: 128.0 / 255).hexString, "#FF950080")
        XCTAssertEqual(Color(hexString: "#ff9500"), Color(hex: 0xFF9500))
        XCTAssertEqual(Color(hexString: "FF950080")?.a ?? 0, 128.0 / 255, accuracy: 1e-9)
        XCTAssertNil(Color(hexString: "#FF95"))
        XCTAssertNil(Color(hexString: "orange"))
        XCTAssertEqual(Color(white: 0.5).hsb.saturation, 0, "a grey has no saturation")
    }

    func testTheWellOpensThePanelWhoseSwatchesAndHexFieldSetTheColour() throws {
        let app = Theme()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try h.node(label: "Tint", role: "colorPicker").value, Color.orange.hexString)
        try h.click(label: "Color", role: "button")
        try h.runUntilIdle()
        try h.click(label: "Blue", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.tint, .blue)
        try h.click(label: "Hex", role: "textField")
        try h.key("A", modifiers: .control)
        h.type("#336699")
        try h.runUntilIdle()
        XCTAssertEqual(app.tint, Color(hex: 0x336699))
        XCTAssertNoThrow(try h.node(label: "Opacity", role: "slider"))
    }

    func testTheAreaSetsHueAcrossAndSaturationDown() throws {
        let app = Theme()
        app.tint = Color(hue: 0, saturation: 1, brightness: 1)
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Color", role: "button")
        try h.runUntilIdle()
        let area = try h.node(label: "Hue and saturation", role: "container").frame
        h.click(at: Point(area.minX + area.width / 2, area.minY + area.height / 4))
        try h.runUntilIdle()
        let hsb = app.tint.hsb
        XCTAssertEqual(hsb.hue, 0.5, accuracy: 0.01, "half way across: cyan's hue")
        XCTAssertEqual(hsb.saturation, 0.75, accuracy: 0.01, "a quarter down")
        XCTAssertEqual(hsb.brightness, 1, accuracy: 0.01, "brightness kept")
    }

    func testWithoutOpacityThereIsNoOpacitySliderAndColoursStayOpaque() throws {
        let app = Theme()
        app.opaqueOnly = true
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Color", role: "button")
        try h.runUntilIdle()
        XCTAssertThrowsError(try h.node(label: "Opacity", role: "slider"))
        try h.click(label: "Hex", role: "textField")
        try h.key("A", modifiers: .control)
        h.type("#33669980")
        try h.runUntilIdle()
        XCTAssertEqual(app.tint.a, 1, "the opacity typed is dropped")
    }

    /// Drawn by the real renderer against `__Snapshots__/ColorPickerTests/` (record with
    /// `GLISS_RECORD_SNAPSHOTS=1`; `GLISS_SNAPSHOT_DIR` writes them to look at): the panel
    /// open, light and dark.
    func testItsLooks() throws {
        for scheme in [ColorScheme.light, .dark] {
            let app = Theme()
            app.scheme = scheme
            app.tint = Color(hue: 0.6, saturation: 0.7, brightness: 0.9, opacity: 0.6)
            let h = try Harness(app: app)
            try h.click(label: "Color", role: "button")
            try h.runUntilIdle()
            let name = "panel-\(scheme == .dark ? "dark" : "light")"
            try h.assertSnapshot(named: name)
        }
    }
}
