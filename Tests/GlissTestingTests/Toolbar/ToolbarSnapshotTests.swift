import XCTest
import Gliss
import GlissTesting

/// A window toolbar drawn by the real renderer (offscreen), against references in
/// `__Snapshots__/ToolbarSnapshotTests/` (record with `GLISS_RECORD_SNAPSHOTS=1`): leading and
/// trailing items and a search field holding a query, over a list it filters; light and dark.
final class ToolbarSnapshotTests: XCTestCase {
    final class Mail: App {
        var scheme: ColorScheme? = nil
        var query = "re"
        var selection: Set<String> = []
        let subjects = ["Lunch on Friday?", "Re: holiday photos", "Build is green", "Your order has shipped", "Re: quarterly report"]
        static var defaultSize: Size { Size(560, 300) }
        init() {}
        func body(_ ui: UI) {
            ui.preferredColorScheme(scheme)
            let shown = subjects.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
            ui.list(shown, id: \.self, selection: Bindable(self).selection, id: "mail") { s in ui.text(s) }
                .toolbar {
                    ui.toolbarItem(placement: .navigation) {
                        ui.button(label: "Mailboxes", action: {}) { ui.icon(Icon(named: "fa-columns"), size: 15) }
                    }
                    ui.toolbarItem(placement: .primaryAction) {
                        ui.button(label: "Compose", action: {}) { ui.icon(Icon(named: "square.and.pencil"), size: 15) }
                    }
                }
                .searchable(text: Bindable(self).query, prompt: "Search mail")
        }
    }

    func testLight() throws {
        let h = try Harness(app: Mail())
        try h.runUntilIdle()
        try h.assertSnapshot(named: "toolbar-light")
    }

    func testDark() throws {
        let app = Mail()
        app.scheme = .dark
        let h = try Harness(app: app)
        try h.runUntilIdle()
        try h.assertSnapshot(named: "toolbar-dark")
    }
}
