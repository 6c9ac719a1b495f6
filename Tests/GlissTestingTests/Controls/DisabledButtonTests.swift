import XCTest
import Gliss
import GlissTesting

/// Disabled buttons dim, whatever their label, as SwiftUI's do and as toggles and sliders
/// already did; a control inside a dimmed one is not dimmed twice.
final class DisabledButtonTests: XCTestCase {
    /// The alpha of each text drawn with `string`, and of each fill in `color`'s hue.
    private func alphas(_ d: FrameDriver, text string: String) -> [Double] {
        d.list.commands.compactMap { c -> Double? in
            if case .text(let s, _, let color, _) = c, s == string { return color.a }
            return nil
        }
    }

    private func alphas(_ d: FrameDriver, fill: Color) -> [Double] {
        d.list.commands.compactMap { c -> Double? in
            if case .fillRoundedRect(_, _, let color) = c, color.r == fill.r, color.g == fill.g, color.b == fill.b { return color.a }
            return nil
        }
    }

    func testDisabledButtonsDimWhateverTheirLabel() {
        let d = FrameDriver(width: 500, height: 300) { ui in
            ui.vstack(spacing: 12) {
                ui.button("Save") {}
                ui.button("Delete") {}.disabled()
                ui.button(label: "Custom", action: {}) {
                    ui.rectangle(fill: .purple).frame(width: 40, height: 20)
                }
                .disabled()
                ui.button("Destructive", role: .destructive) {}.disabled()
                ui.vstack { ui.link("Docs", destination: URL(string: "https://example.org")!) }.disabled()
            }
        }
        d.frame(); d.frame()
        XCTAssertEqual(alphas(d, text: "Save"), [1], "an enabled button is drawn as it is")
        XCTAssertEqual(alphas(d, text: "Delete"), [0.45], "a disabled text button dims")
        XCTAssertEqual(alphas(d, fill: .purple), [0.45], "so does a disabled button with its own label")
        XCTAssertEqual(alphas(d, text: "Destructive"), [0.45], "of any role")
        XCTAssertEqual(alphas(d, text: "Docs"), [0.45], "and a link")
    }

    func testAControlInsideADimmedOneIsNotDimmedTwice() {
        let d = FrameDriver(width: 500, height: 200) { ui in
            ui.picker("", selection: .constant(1), options: [0, 1, 2]) { ["One", "Two", "Three"][$0] }
                .disabled()
        }
        d.frame(); d.frame()
        XCTAssertEqual(alphas(d, text: "One"), [0.45], "a segment of a disabled picker: dimmed once")
    }
}
