import XCTest
import Foundation
@testable import GlissApp
import GlissCore

/// A window a test opens: a size, drawn lists counted, and a close button pressed after a
/// given number of frames.
final class TestWindowBackend: Backend {
    let windowSize: Size
    let textMeasurer: TextMeasurer = MonospaceTextMeasurer()
    var closeAfterFrames = Int.max
    private(set) var rendered = 0
    private(set) var title = ""
    var quitRequested: Bool { false }
    var closeRequested: Bool { rendered >= closeAfterFrames }
    let warnings: [String] = []
    let rendererName = "test"

    init(size: Size) { windowSize = size }
    func pollEvents(timeout: Double) -> [InputEvent] { [] }
    func render(_ list: DrawList) { rendered += 1 }
    func pixels() -> RGBAImage? { nil }
    func setWindowTitle(_ title: String) { self.title = title }
    private(set) var sizesSet: [Size] = []
    private(set) var limits: (minimum: Size?, resizable: Bool)?
    func setWindowSize(_ size: Size) { sizesSet.append(size) }
    func setSizeLimits(minimum: Size?, resizable: Bool) { limits = (minimum, resizable) }
}

/// A window sized by its content: a 240×90 panel, or a flexible one at least 150×60.
final class PanelApp: App {
    func body(_ ui: UI) { ui.text("Main") }
    func scenes(_ scenes: SceneBuilder) {
        scenes.window("Panel", id: "panel") { ui in
            ui.rectangle(fill: .blue).frame(width: 240, height: 90)
        }
        .windowResizability(.contentSize)
        scenes.window("Flexible", id: "flexible") { ui in
            ui.rectangle(fill: .blue).frame(minWidth: 150, maxWidth: .infinity, minHeight: 60, maxHeight: .infinity)
        }
        .defaultSize(width: 100, height: 300)
        .windowResizability(.contentMinSize)
    }
}

/// Two windows over one app: the main window opens a tool window, whose button counts.
final class ToolApp: App {
    var taps = 0
    func body(_ ui: UI) {
        ui.button("Open tool") { ui.openWindow(id: "tool") }.frame(width: 200, height: 100)
    }
    func scenes(_ scenes: SceneBuilder) {
        scenes.window("Tool", id: "tool") { ui in
            ui.button("Tap \(self.taps)") { self.taps += 1 }.frame(width: 200, height: 100)
        }
        .defaultSize(width: 200, height: 100)
    }
    func snapshot() -> JSON { .object([("taps", .number(Double(taps)))]) }
    static var commandName: String { "tool" }
}

final class RunLoopWindowsTests: XCTestCase {
    /// The run loop opens the window a frame asks for, sends a script's `window` input to it,
    /// closes it when its close button is pressed, and goes on with the main window; the
    /// inspector lists the windows.
    func testScriptedInputReachesTheOpenedWindowAndItsCloseButtonClosesOnlyIt() throws {
        let main = TestWindowBackend(size: Size(200, 100))
        var tool: TestWindowBackend?
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gliss-runloop-windows-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let inspect = dir.appendingPathComponent("inspect.json").path
        let options = try StandardOptions.parse(["--fixed-step", "--inspect", inspect, "--frames", "12"])
        let app = ToolApp()
        let host = AppHost(app: app, size: main.windowSize, measurer: main.textMeasurer, fixedStep: true)
        let windows = AppWindows(app: app, main: AppWindow(host: host, backend: main), makeBackend: { title, size, _ in
            XCTAssertEqual(title, "Tool")
            let b = TestWindowBackend(size: size)
            b.closeAfterFrames = 6     // its close button is pressed after its sixth frame
            tool = b
            return b
        }, fixedStep: true, state: nil)
        let script = try Script.parse("wait 1\nclick 100 50\nwait 2\nwindow tool\nclick 100 50\nwait 1\nclick 100 50\nwait 1\nwindow main\n")
        var loop = RunLoop(windows: windows, script: ScriptPlayer(script), options: options,
                           outputs: RunOutputs(options: options, recordsFromStart: true))
        XCTAssertEqual(loop.run(), 0)
        XCTAssertEqual(app.taps, 2)
        let t = try XCTUnwrap(tool)
        XCTAssertEqual(t.title, "Tool")
        XCTAssertEqual(t.rendered, 6, "drawn until its close button was pressed")
        XCTAssertEqual(main.rendered, 12, "the main window ran on to --frames")
        XCTAssertEqual(windows.open.map(\.name), ["main"])
        let json = try String(contentsOfFile: inspect, encoding: .utf8)
        XCTAssertTrue(json.contains("\"windows\": [{\"id\": \"main\", \"title\": \"ToolApp\", \"open\": true"), json)
    }

    /// `.windowResizability(.contentSize)` makes the window its content's size and not
    /// resizable; `.contentMinSize` keeps it resizable down to the content's minimum, growing a
    /// window opened smaller.
    func testWindowsSizedByTheirContent() throws {
        let app = PanelApp()
        let main = TestWindowBackend(size: Size(200, 100))
        var opened: [String: TestWindowBackend] = [:]
        let host = AppHost(app: app, size: main.windowSize, measurer: main.textMeasurer, fixedStep: true)
        let windows = AppWindows(app: app, main: AppWindow(host: host, backend: main), makeBackend: { title, size, _ in
            let b = TestWindowBackend(size: size)
            opened[title] = b
            return b
        }, fixedStep: true, state: nil)
        let options = try StandardOptions.parse(["--fixed-step", "--frames", "3"])
        host.ui.openWindow(id: "panel")
        host.ui.openWindow(id: "flexible")
        var loop = RunLoop(windows: windows, script: ScriptPlayer([]), options: options,
                           outputs: RunOutputs(options: options, recordsFromStart: true))
        XCTAssertEqual(loop.run(), 0)
        let panel = try XCTUnwrap(opened["Panel"])
        XCTAssertEqual(panel.sizesSet.last, Size(240, 90))
        XCTAssertEqual(panel.limits?.minimum, Size(240, 90))
        XCTAssertEqual(panel.limits?.resizable, false)
        let flexible = try XCTUnwrap(opened["Flexible"])
        XCTAssertEqual(flexible.limits?.minimum, Size(150, 60))
        XCTAssertEqual(flexible.limits?.resizable, true)
        XCTAssertEqual(flexible.sizesSet.last, Size(150, 300), "opened narrower than its content's minimum: widened")
        XCTAssertNil(main.limits, "the main window is not limited")
    }
}
