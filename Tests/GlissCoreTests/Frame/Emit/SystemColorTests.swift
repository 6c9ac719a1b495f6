import XCTest
@testable import GlissCore

/// `Color.red`, `.blue`, … have their dark variants in the dark colour scheme, as SwiftUI's
/// system colours do.
final class SystemColorTests: XCTestCase {
    func testSystemColoursHaveDarkVariants() {
        var light: [Color] = [], dark: [Color] = []
        let d = CoreHarness(width: 200, height: 100) { ui in
            let all = { [Color.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
                         .systemGray5, .systemGray6] }
            light = all()
            ui.environment(\.colorScheme, .dark) {
                dark = all()
                ui.rectangle(fill: .red).frame(width: 20, height: 20)
            }
        }
        d.frame()
        XCTAssertEqual(light.first, Color(hex: 0xFF3B30))
        XCTAssertEqual(dark.first, Color(hex: 0xFF453A), "systemRed's dark variant")
        XCTAssertEqual(dark[7], Color(hex: 0x0A84FF), "systemBlue's dark variant")
        for (l, k) in zip(light, dark) { XCTAssertNotEqual(l, k, "each has a dark variant") }
        let drawn = d.list.commands.compactMap { c -> Color? in
            if case .fillRoundedRect(_, _, let color) = c { return color } else { return nil }
        }
        XCTAssertTrue(drawn.contains(Color(hex: 0xFF453A)), "and is drawn in it: \(drawn)")
    }
}
