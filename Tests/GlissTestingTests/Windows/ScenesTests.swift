import XCTest
import Gliss
import GlissTesting

/// Scenes: an app's other windows, opened and closed by its views, each with its own frame,
/// focus and title, sharing the app (#48).
final class ScenesTests: XCTestCase {
    final class EditorApp: App {
        static let title = "Editor"
        var mainText = ""
        var notes = ""
        var docs: [String: String] = [:]
        var settingsShown = 0
        init() {}

        func body(_ ui: UI) {
            ui.vstack(spacing: 8) {
                ui.textField("Main", text: Binding(get: { self.mainText }, set: { self.mainText = $0 }))
                ui.button("Inspector") { ui.openWindow(id: "inspector") }
                ui.button("Open a") { ui.openWindow(id: "doc", value: "a.txt") }
                ui.button("Open b") { ui.openWindow(id: "doc", value: "b.txt") }
                ui.button("Nowhere") { ui.openWindow(id: "nowhere") }
                ui.button("Wrong type") { ui.openWindow(id: "doc", value: 42) }
                ui.button("Settings") { ui.openSettings() }
                ui.button("Quit") { ui.terminate() }
                ui.text("Notes: \(notes)")
            }
        }

        func scenes(_ scenes: SceneBuilder) {
            scenes.window("Inspector", id: "inspector") { ui in
                ui.vstack {
                    ui.textField("Notes", text: Binding(get: { self.notes }, set: { self.notes = $0 }))
                    ui.button("Close") { ui.dismissWindow() }
                }
            }
            scenes.windowGroup(id: "doc", for: String.self) { ui, name in
                ui.vstack {
                    ui.textField("Body", text: Binding(get: { self.docs[name] ?? "" }, set: { self.docs[name] = $0 }))
                    ui.button("Close") { ui.dismissWindow() }
                }
                .navigationTitle("Doc \(name)")
            }
            scenes.settings { ui in
                ui.text("Settings page")
            }
        }
    }

    func testOpenWindowOpensEachSceneOnceWithItsTitle() throws {
        let h = try Harness(app: EditorApp(), size: Size(300, 400), text: .headless)
        XCTAssertEqual(h.openWindows, ["main"])
        XCTAssertEqual(h.windowTitle, "Editor")
        try h.click(label: "Inspector")
        XCTAssertEqual(h.openWindows, ["main", "inspector"])
        XCTAssertEqual(try h.window("inspector").windowTitle, "Inspector")
        // A window open already is not opened twice.
        try h.click(label: "Inspector")
        XCTAssertEqual(h.openWindows, ["main", "inspector"])
        // One window per value; the title is the root view's navigationTitle.
        try h.click(label: "Open a")
        try h.click(label: "Open b")
        try h.click(label: "Open a")
        XCTAssertEqual(h.openWindows, ["main", "inspector", "doc:a.txt", "doc:b.txt"])
        XCTAssertEqual(try h.window("doc:a.txt").windowTitle, "Doc a.txt")
        XCTAssertEqual(try h.window("doc:b.txt").windowTitle, "Doc b.txt")
        try h.click(label: "Settings")
        XCTAssertEqual(try h.window("settings").windowTitle, "Settings")
        XCTAssertNoThrow(try h.window("settings").node(label: "Settings page"))
    }

    func testEachWindowKeepsItsOwnFocusAndText() throws {
        let app = EditorApp()
        let h = try Harness(app: app, size: Size(300, 400), text: .headless)
        try h.click(label: "Open a")
        try h.click(label: "Inspector")
        try h.click(label: "Main", role: "textField")
        h.type("one")
        let doc = try h.window("doc:a.txt")
        try doc.click(label: "Body", role: "textField")
        doc.type("two")
        let inspector = try h.window("inspector")
        try inspector.click(label: "Notes", role: "textField")
        inspector.type("three")
        // Typing into the main window again: its field kept focus while the others typed.
        h.type("!")
        XCTAssertEqual(app.mainText, "one!")
        XCTAssertEqual(app.docs["a.txt"], "two")
        XCTAssertEqual(app.notes, "three")
        // The windows share the app: the main window shows what the inspector changed.
        XCTAssertNoThrow(try h.node(label: "Notes: three"))
        XCTAssertEqual(try h.node(label: "Main", role: "textField").value, "one!")
    }

    func testDismissClosesOnlyThatWindowAndTheLastWindowQuits() throws {
        let h = try Harness(app: EditorApp(), size: Size(300, 400), text: .headless)
        try h.click(label: "Open a")
        let doc = try h.window("doc:a.txt")
        try doc.click(label: "Close")
        XCTAssertFalse(doc.isWindowOpen)
        XCTAssertEqual(h.openWindows, ["main"])
        XCTAssertThrowsError(try h.window("doc:a.txt")) { error in
            XCTAssertEqual("\(error)", "no open window is called 'doc:a.txt'; open: main")
        }
        XCTAssertFalse(h.quitRequested)
        // The main window closes (the inspector stays): the app runs on; then the last closes.
        try h.click(label: "Inspector")
        h.ui.dismissWindow()
        h.run(frames: 1)
        XCTAssertEqual(h.openWindows, ["inspector"])
        XCTAssertFalse(h.quitRequested)
        try h.window("inspector").click(label: "Close")
        XCTAssertEqual(h.openWindows, [])
        XCTAssertTrue(h.quitRequested)
    }

    /// A focused field in a window without the keyboard shows no caret and asks for no
    /// frames to blink one (idle windows stay idle), as GTK's; it blinks again when the window
    /// is active.
    func testAFieldInAnInactiveWindowDoesNotBlink() throws {
        let h = try Harness(app: EditorApp(), size: Size(300, 400), text: .headless)
        try h.click(label: "Main", role: "textField")
        h.run(frames: 2)
        XCTAssertNotNil(h.ui.nextFrameTime, "the caret blinks")
        h.ui.isWindowActive = false
        h.run(frames: 2)
        XCTAssertNil(h.ui.nextFrameTime, "no blink frames")
        XCTAssertTrue(h.nodes.contains { $0.focused }, "the field keeps focus")
        h.ui.isWindowActive = true
        h.run(frames: 1)
        XCTAssertNotNil(h.ui.nextFrameTime)
    }

    func testTerminateAndUnknownScenes() throws {
        let h = try Harness(app: EditorApp(), size: Size(300, 400), text: .headless)
        try h.click(label: "Nowhere")
        XCTAssertEqual(h.openWindows, ["main"])
        XCTAssertTrue(h.warnings.contains("openWindow(id: \"nowhere\"): no scene has that id (scenes: inspector, doc, settings)"), "\(h.warnings)")
        try h.click(label: "Wrong type")
        XCTAssertEqual(h.openWindows, ["main"])
        XCTAssertTrue(h.warnings.contains("openWindow(id: \"doc\", value: 42): the window group shows String, not Int"), "\(h.warnings)")
        XCTAssertFalse(h.quitRequested)
        try h.click(label: "Quit")
        XCTAssertTrue(h.quitRequested)
    }
}

/// The Window menu lists the open windows; choosing one brings it forward — and opens the
/// main window again when it was closed while others stayed open.
final class WindowMenuTests: XCTestCase {
    final class ToolsApp: App {
        static let title = "Workbench"
        init() {}
        func body(_ ui: UI) { ui.button("Inspector") { ui.openWindow(id: "inspector") } }
        func scenes(_ scenes: SceneBuilder) {
            scenes.window("Inspector", id: "inspector") { ui in ui.text("Inspecting") }
        }
        func commands(_ ui: UI) {
            ui.commandMenu("Tools") { ui.button("Nothing") {} }
        }
    }

    private func windowMenuItems(_ h: Harness) throws -> [String] {
        try h.key("W", modifiers: .alt)
        try h.runUntilIdle()
        let bar = try XCTUnwrap(h.nodes(role: "menuBar").first)
        return h.nodes(role: "menuItem").filter { !bar.frame.contains($0.frame.center) }.map(\.label)
    }

    func testTheWindowMenuListsTheWindowsAndBringsOneBack() throws {
        let h = try Harness(app: ToolsApp(), size: Size(400, 300), text: .headless)
        try h.click(label: "Inspector", role: "button")
        let inspector = try h.window("inspector")
        XCTAssertEqual(try windowMenuItems(inspector), ["Workbench", "✓ Inspector"])
        try inspector.key("Escape")
        // The main window closes; the inspector's Window menu opens it again.
        h.ui.dismissWindow()
        h.run(frames: 1)
        XCTAssertFalse(h.isWindowOpen)
        XCTAssertEqual(inspector.openWindows, ["inspector"])
        XCTAssertEqual(try windowMenuItems(inspector), [], "one window: no list (and no Window menu)")
        try inspector.key("Escape")
        // Reopened from code (the list offers only open windows): the main window is back.
        inspector.ui.focusWindow(.main)
        inspector.run(frames: 1)
        XCTAssertTrue(h.isWindowOpen)
        XCTAssertEqual(inspector.openWindows, ["main", "inspector"])
        XCTAssertEqual(try windowMenuItems(inspector), ["Workbench", "✓ Inspector"], "a menu new this frame opens under its title")
        try inspector.click(label: "Workbench", role: "menuItem")
        XCTAssertEqual(inspector.warnings.filter { $0.hasPrefix("focusWindow") }, [], "the main window was found and raised")
    }
}
