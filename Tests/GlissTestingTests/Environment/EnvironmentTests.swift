import XCTest
import Gliss
import GlissTesting

/// The environment passed down a subtree, and the colour scheme the semantic colours and the
/// controls follow.
private struct CompactKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    /// A value of the test's own, as an app declares one.
    fileprivate var compact: Bool {
        get { self[CompactKey.self] }
        set { self[CompactKey.self] = newValue }
    }
}

final class EnvironmentTests: XCTestCase {
    final class Page: App {
        var preferred: ColorScheme? = nil
        var seen: [String] = []
        init() {}
        func body(_ ui: UI) {
            ui.preferredColorScheme(preferred)
            seen = []
            ui.vstack {
                ui.text("Outside")
                ui.environment(\.colorScheme, .dark) {
                    ui.text("Inside")
                    ui.toggle("Dark switch", isOn: .constant(false))
                }
                ui.environment(\.compact, true) {
                    seen.append("compact \(ui.environment.compact)")
                }
                seen.append("compact \(ui.environment.compact)")
            }
        }
    }

    private func textColor(_ h: Harness, _ s: String) -> Color? {
        h.host.lastDrawList.commands.lazy.compactMap { c -> Color? in
            if case .text(s, _, let color, _) = c { return color }
            return nil
        }.first
    }

    func testASubtreeTakesTheValuesSetAroundIt() throws {
        let app = Page()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(textColor(h, "Outside"), .black, "the primary colour of the light scheme")
        XCTAssertEqual(textColor(h, "Inside"), .white, "the primary colour of the dark scheme, inside only")
        XCTAssertEqual(app.seen, ["compact true", "compact false"])
        // The dark subtree's switch draws its dark track (off), not the light one.
        let f = try h.node(label: "Dark switch", role: "toggle").frame
        let track = h.host.lastDrawList.commands.compactMap { c -> Color? in
            if case .fillRoundedRect(let r, _, let color) = c, f.contains(r.center), r.width > 30 { return color }
            return nil
        }.first
        XCTAssertLessThan(try XCTUnwrap(track).r, 0.5)
        XCTAssertEqual(h.host.lastDrawList.clearColor, .white)
    }

    func testTheWindowFollowsTheSystemUnlessTheAppPrefersAScheme() throws {
        let app = Page()
        let h = try Harness(app: app, text: .headless)
        h.ui.systemColorScheme = .dark
        h.run(frames: 1)
        XCTAssertEqual(h.ui.colorScheme, .dark)
        XCTAssertEqual(textColor(h, "Outside"), .white)
        XCTAssertNotEqual(h.host.lastDrawList.clearColor, .white, "the window is cleared to the dark background")
        app.preferred = .light
        h.run(frames: 1)
        XCTAssertEqual(h.ui.colorScheme, .light, "preferredColorScheme wins over the system")
        XCTAssertEqual(textColor(h, "Outside"), .black, "the same frame is rebuilt in the new scheme")
        XCTAssertEqual(h.host.lastDrawList.clearColor, .white)
    }

    func testTheDesktopsPreferenceComesFromTheGTKTheme() {
        XCTAssertEqual(ColorScheme.desktopPreference(["GTK_THEME": "Adwaita:dark"]), .dark)
        XCTAssertEqual(ColorScheme.desktopPreference(["GTK_THEME": "Adwaita"]), .light)
        XCTAssertEqual(ColorScheme.desktopPreference(["GTK_THEME": "Adwaita-dark"]), .dark, "a dark theme by name, as documented")
        XCTAssertEqual(ColorScheme.desktopPreference([:]), .light)
    }
}

extension EnvironmentTests {
    final class Night: App {
        var paint = true
        init() {}
        func body(_ ui: UI) {
            if paint { ui.containerBackground(Color(hex: 0x101820), for: .window) }
            ui.text("Night")
        }
    }

    func testTheAppPaintsItsWindow() throws {
        let app = Night()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(h.host.lastDrawList.clearColor, Color(hex: 0x101820))
        app.paint = false
        h.run(frames: 1)
        XCTAssertEqual(h.host.lastDrawList.clearColor, .white, "only while the body asks for it")
    }
}
