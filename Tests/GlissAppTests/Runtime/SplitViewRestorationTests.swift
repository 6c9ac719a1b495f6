import XCTest
import Foundation
@testable import GlissApp
import GlissCore
import GlissControls

/// A mail window with a sidebar (150…320 points wide) and a detail.
final class MailboxApp: App {
    func body(_ ui: UI) {
        ui.navigationSplitView {
            ui.text("Inbox").navigationSplitViewColumnWidth(min: 150, ideal: 200, max: 320)
        } detail: {
            ui.text("Message")
        }
    }
}

/// A navigation split view's column widths are the window's across launches, as macOS
/// restores a split view: the first run drags the sidebar wider and ends; the second opens
/// with that width, read from the state file `@SceneStorage` uses.
final class SplitViewRestorationTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gliss-split-restore-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// Runs the app once with `script`, its window state in `folder`; the sidebar divider's
    /// value (its width) in the inspector at the end.
    private func launch(_ script: String) throws -> String? {
        let backend = TestWindowBackend(size: Size(1200, 800))
        let inspect = folder.appendingPathComponent("inspect.json").path
        let options = try StandardOptions.parse(["--fixed-step", "--inspect", inspect, "--frames", "20"])
        let app = MailboxApp()
        let host = AppHost(app: app, size: backend.windowSize, measurer: backend.textMeasurer, fixedStep: true)
        let state = WindowStateStore(path: folder.appendingPathComponent("windows.json").path)
        let windows = AppWindows(app: app, main: AppWindow(host: host, backend: backend), makeBackend: nil,
                                 fixedStep: true, state: state)
        var loop = RunLoop(windows: windows, script: ScriptPlayer(try Script.parse(script)), options: options,
                           outputs: RunOutputs(options: options, recordsFromStart: true))
        XCTAssertEqual(loop.run(), 0)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: inspect))) as? [String: Any]
        let nodes = json?["nodes"] as? [[String: Any]] ?? []
        return nodes.first { $0["label"] as? String == "Sidebar divider" }?["value"] as? String
    }

    func testTheSidebarWidthIsTheWindowsAtItsNextLaunch() throws {
        XCTAssertEqual(try launch("wait 2\ndrag 200 400 260 400 6\nwait 2\n"), "260", "dragged 60 points wider")
        XCTAssertEqual(try launch("wait 2\n"), "260", "the next launch opens with the width it was left at")
        // A drag past the sidebar's max stops there, and that is what is kept.
        XCTAssertEqual(try launch("wait 2\ndrag 260 400 600 400 6\nwait 2\n"), "320")
        XCTAssertEqual(try launch("wait 2\n"), "320")
    }
}
