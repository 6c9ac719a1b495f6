import XCTest
import Gliss
import GlissTesting

/// The menu bar `App.commands` makes: keyboard (F10, Alt+letter, arrows, Return, Escape),
/// mouse, shortcuts with the menus closed, the Edit menu on a text field and on the window's
/// undo manager, and no bar at all for an app without commands.
final class MenuBarTests: XCTestCase {
    /// A small editor: rows deleted with undo, a field, and a Tools menu of its own.
    final class EditorApp: App {
        var rows = ["Alpha", "Beta", "Gamma"]
        var name = "hello world"
        var log: [String] = []
        init() {}

        func body(_ ui: UI) {
            ui.vstack(spacing: 8) {
                ui.textField("Name", text: Bindable(self).name)
                ui.button("Delete Row") { self.deleteFirst(ui.undoManager) }
                for r in rows { ui.text(r) }
            }
            .padding(20)
        }

        func deleteFirst(_ undo: UndoManager) {
            guard !rows.isEmpty else { return }
            let r = rows.removeFirst()
            undo.registerUndo(withTarget: self) { app in
                app.rows.insert(r, at: 0)
                undo.registerUndo(withTarget: app) { $0.deleteFirst(undo) }
            }
            undo.setActionName("Delete Row")
        }

        func commands(_ ui: UI) {
            ui.commandMenu("Tools") {
                ui.button("Show Inspector") { self.log.append("inspector") }
                    .keyboardShortcut("i")
                ui.divider()
                ui.button("Frobnicate") { self.log.append("frob") }.disabled(true)
            }
        }
    }

    /// An app that declares no commands.
    final class PlainApp: App {
        var count = 0
        init() {}
        func body(_ ui: UI) {
            ui.button("Add") { self.add(1, ui.undoManager) }
        }

        func add(_ n: Int, _ undo: UndoManager) {
            count += n
            undo.registerUndo(withTarget: self) { $0.add(-n, undo) }
        }
    }

    override func setUp() {
        Clipboard.provider = ProcessClipboard()
    }

    private func titles(_ h: Harness) -> [String] {
        guard let bar = h.nodes(role: "menuBar").first else { return [] }
        return h.nodes(role: "menuItem").filter { bar.frame.contains($0.frame.center) }.map(\.label)
    }

    private func openItems(_ h: Harness) -> [String] {
        guard let bar = h.nodes(role: "menuBar").first else { return [] }
        return h.nodes(role: "menuItem").filter { !bar.frame.contains($0.frame.center) }.map(\.label)
    }

    private func menuTitle(_ h: Harness) -> String? { h.nodes(role: "menu").first?.label }

    func testTheBarShowsTheStandardMenusAndTheAppsInSwiftUIsOrder() throws {
        let h = try Harness(app: EditorApp(), text: .headless)
        XCTAssertEqual(h.nodes(role: "menuBar").count, 1)
        // View, Window and Help have no items here, so they are left out.
        XCTAssertEqual(titles(h), ["File", "Edit", "Tools"])
        let bar = try XCTUnwrap(h.nodes(role: "menuBar").first)
        let field = try h.node(label: "Name", role: "textField")
        XCTAssertGreaterThanOrEqual(field.frame.minY, bar.frame.maxY, "the content is below the bar")
    }

    func testNoCommandsNoBar() throws {
        let h = try Harness(app: PlainApp(), text: .headless)
        XCTAssertTrue(h.nodes(role: "menuBar").isEmpty)
        XCTAssertTrue(h.nodes(role: "menuItem").isEmpty)
        try h.key("F10")
        try h.runUntilIdle()
        XCTAssertTrue(h.nodes(role: "menu").isEmpty, "F10 opens nothing")
    }

    func testF10OpensFileAndArrowsReturnAndEscapeWork() throws {
        let app = EditorApp()
        let h = try Harness(app: app, text: .headless)
        try h.key("F10")
        try h.runUntilIdle()
        XCTAssertEqual(menuTitle(h), "File")
        XCTAssertEqual(openItems(h), ["Close Window", "Quit"])
        try h.key("Right")
        try h.runUntilIdle()
        XCTAssertEqual(menuTitle(h), "Edit")
        try h.key("Right")
        try h.runUntilIdle()
        XCTAssertEqual(menuTitle(h), "Tools")
        XCTAssertEqual(openItems(h), ["Show Inspector", "Frobnicate"])
        try h.key("Right")
        try h.runUntilIdle()
        XCTAssertEqual(menuTitle(h), "File", "Right wraps around")
        try h.key("Left")
        try h.runUntilIdle()
        XCTAssertEqual(menuTitle(h), "Tools")
        // The first item is highlighted; Down skips the disabled one (wrapping), Return chooses.
        try h.key("Down")
        try h.key("Return")
        try h.runUntilIdle()
        XCTAssertEqual(app.log, ["inspector"])
        XCTAssertNil(menuTitle(h), "choosing closes the menu")
        try h.key("F10")
        try h.runUntilIdle()
        XCTAssertEqual(menuTitle(h), "File")
        try h.key("Escape")
        try h.runUntilIdle()
        XCTAssertNil(menuTitle(h))
    }

    func testAltAndAMnemonicOpensThatMenu() throws {
        let h = try Harness(app: EditorApp(), text: .headless)
        try h.key("T", modifiers: .alt)
        try h.runUntilIdle()
        XCTAssertEqual(menuTitle(h), "Tools")
        try h.key("E", modifiers: .alt)
        try h.runUntilIdle()
        XCTAssertEqual(menuTitle(h), "Edit", "Alt+letter switches while one is open")
        try h.key("Escape")
        try h.runUntilIdle()
        XCTAssertNil(menuTitle(h))
    }

    func testShortcutsWorkWithTheMenuClosedAndAreShown() throws {
        let app = EditorApp()
        let h = try Harness(app: app, text: .headless)
        try h.key("I", modifiers: .control)
        try h.runUntilIdle()
        XCTAssertEqual(app.log, ["inspector"])
        XCTAssertNil(menuTitle(h))
        try h.click(label: "Tools", role: "menuItem")
        try h.runUntilIdle()
        XCTAssertEqual(menuTitle(h), "Tools")
        let shown = h.host.lastDrawList.commands.contains { c in
            if case .text("Ctrl+I", _, _, _) = c { return true }
            return false
        }
        XCTAssertTrue(shown, "the item shows its shortcut")
    }

    func testClickOpensAndHoverSwitches() throws {
        let h = try Harness(app: EditorApp(), text: .headless)
        try h.click(label: "File", role: "menuItem")
        try h.runUntilIdle()
        XCTAssertEqual(menuTitle(h), "File")
        let edit = try h.node(label: "Edit", role: "menuItem").frame
        h.move(to: edit.center)
        try h.runUntilIdle()
        XCTAssertEqual(menuTitle(h), "Edit")
    }

    func testEditCopyCopiesTheFieldsSelection() throws {
        let app = EditorApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Name", role: "textField")
        try h.key("End")
        try h.key("Left", modifiers: [.control, .shift])
        XCTAssertEqual(try h.node(label: "Name", role: "textField").selection, [6, 11])
        Clipboard.string = "before"
        try h.key("E", modifiers: .alt)
        try h.runUntilIdle()
        XCTAssertEqual(menuTitle(h), "Edit")
        try h.click(label: "Copy", role: "menuItem")
        try h.runUntilIdle()
        XCTAssertEqual(Clipboard.string, "world")
        let field = try h.node(label: "Name", role: "textField")
        XCTAssertEqual(field.selection, [6, 11], "the selection is kept")
        XCTAssertTrue(field.focused, "focus is back in the field")
        XCTAssertEqual(app.name, "hello world")
        // Cut through the menu edits the field (and its binding).
        try h.key("E", modifiers: .alt)
        try h.runUntilIdle()
        try h.click(label: "Cut", role: "menuItem")
        try h.runUntilIdle()
        XCTAssertEqual(app.name, "hello ")
    }

    /// Under X, Alt+F comes with the text "f": the menu that opens takes it, and neither it nor
    /// the keys that drive the open menu reach the field that had focus (seen in e2e-windows).
    func testTheTextOfAMnemonicDoesNotReachTheFocusedField() throws {
        let app = EditorApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Name", role: "textField")
        h.step([.key(Key(name: "F")!, modifiers: .alt), .text("f")])
        h.step([.key(Key(name: "Down")!, modifiers: []), .text("x")])
        XCTAssertEqual(menuTitle(h), "File")
        try h.key("Escape")
        try h.runUntilIdle()
        XCTAssertEqual(app.name, "hello world")
    }

    func testEditUndoUndoesTheAppsChangeWithItsTitle() throws {
        let app = EditorApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Delete Row", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.rows, ["Beta", "Gamma"])
        try h.key("E", modifiers: .alt)
        try h.runUntilIdle()
        XCTAssertEqual(openItems(h).first, "Undo Delete Row")
        XCTAssertTrue(openItems(h).contains("Redo"))
        try h.click(label: "Undo Delete Row", role: "menuItem")
        try h.runUntilIdle()
        XCTAssertEqual(app.rows, ["Alpha", "Beta", "Gamma"])
        // Redo by its shortcut, with the menu closed and no field focused.
        try h.key("Z", modifiers: [.control, .shift])
        try h.runUntilIdle()
        XCTAssertEqual(app.rows, ["Beta", "Gamma"])
        try h.key("Z", modifiers: .control)
        try h.runUntilIdle()
        XCTAssertEqual(app.rows, ["Alpha", "Beta", "Gamma"])
    }

    func testADisabledItemIsDimmedAndCannotBeChosen() throws {
        let app = EditorApp()
        let h = try Harness(app: app, text: .headless)
        try h.key("E", modifiers: .alt)
        try h.runUntilIdle()
        // Nothing to undo and no field focused: Undo and Copy are dimmed.
        for title in ["Undo", "Copy"] {
            let dim = h.host.lastDrawList.commands.contains { c in
                if case .text(title, _, let color, _) = c { return color.a < 0.5 }
                return false
            }
            XCTAssertTrue(dim, "\(title) is drawn dimmed")
        }
        try h.click(label: "Copy", role: "menuItem")
        XCTAssertEqual(menuTitle(h), "Edit", "a disabled item does nothing and the menu stays")
    }

    func testStandardShortcutsWithoutABar() throws {
        let app = PlainApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Add", role: "button")
        try h.click(label: "Add", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.count, 2)
        try h.key("Z", modifiers: .control)
        try h.runUntilIdle()
        XCTAssertEqual(app.count, 1)
        try h.key("Y", modifiers: .control)
        try h.runUntilIdle()
        XCTAssertEqual(app.count, 2)
        try h.key("Q", modifiers: .control)
        XCTAssertTrue(h.quitRequested)
        XCTAssertTrue(h.isWindowOpen)
        let other = try Harness(app: PlainApp(), text: .headless)
        try other.key("W", modifiers: .control)
        XCTAssertFalse(other.isWindowOpen, "Ctrl+W closed the window")
        XCTAssertTrue(other.quitRequested, "it was the last")
    }

    /// An app that replaces and adds to the standard groups.
    final class GroupsApp: App {
        var log: [String] = []
        init() {}
        func body(_ ui: UI) { ui.text("Content") }
        func commands(_ ui: UI) {
            ui.commandGroup(replacing: .saveItem) {}
            ui.commandGroup(before: .newItem) { ui.button("Open Recent") { self.log.append("recent") } }
            ui.commandGroup(after: .help) {
                ui.button("Keyboard Shortcuts") { self.log.append("keys") }.keyboardShortcut("K", modifiers: [.control, .shift])
                ui.menu("Advanced") {
                    ui.button("Deep") { self.log.append("deep") }.keyboardShortcut("D", modifiers: [.control, .shift])
                }
            }
        }
    }

    func testGroupsAreReplacedAndAddedTo() throws {
        let app = GroupsApp()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(titles(h), ["File", "Edit", "Help"], "Help has an item now")
        try h.key("F10")
        try h.runUntilIdle()
        XCTAssertEqual(openItems(h), ["Open Recent", "Quit"], "Close Window replaced by nothing")
        try h.key("Escape")
        try h.key("W", modifiers: .control)
        XCTAssertEqual(h.ui.takeWindowRequests(), [], "and its shortcut is gone")
        try h.key("K", modifiers: [.control, .shift])
        try h.runUntilIdle()
        XCTAssertEqual(app.log, ["keys"])
        try h.key("D", modifiers: [.control, .shift])
        try h.runUntilIdle()
        XCTAssertEqual(app.log, ["keys", "deep"], "a submenu's shortcut works closed too")
        // Settings… shows (and Ctrl+, works) only with a settings scene.
        try h.key("E", modifiers: .alt)
        try h.runUntilIdle()
        XCTAssertFalse(openItems(h).contains("Settings…"))
        try h.key("Escape")
        try h.runUntilIdle()
        h.ui.hasSettingsScene = true
        try h.key("E", modifiers: .alt)
        try h.runUntilIdle()
        XCTAssertEqual(openItems(h).last, "Settings…")
        try h.key("Escape")
        try h.runUntilIdle()
        try h.key(",", modifiers: .control)
        // Asked for: this app declares no settings scene, so the runtime says so.
        XCTAssertTrue(h.warnings.contains("openSettings(): the app has no settings scene"), "\(h.warnings)")
    }

    /// F10 from a focused field, then Escape: focus comes back with the selection kept.
    func testEscapeGivesFocusBackToTheFieldWithItsSelection() throws {
        let h = try Harness(app: EditorApp(), text: .headless)
        try h.click(label: "Name", role: "textField")
        try h.key("End")
        try h.key("Left", modifiers: [.control, .shift])
        try h.key("F10")
        try h.runUntilIdle()
        XCTAssertEqual(menuTitle(h), "File")
        XCTAssertFalse(try h.node(label: "Name", role: "textField").focused)
        try h.key("Escape")
        try h.runUntilIdle()
        let field = try h.node(label: "Name", role: "textField")
        XCTAssertTrue(field.focused)
        XCTAssertEqual(field.selection, [6, 11])
    }

    /// An app that handles Ctrl+W itself.
    final class OwnCloseApp: App {
        var closed = 0
        init() {}
        func body(_ ui: UI) {
            ui.button("Close Tab") { self.closed += 1 }.keyboardShortcut("W")
        }
    }

    func testAnAppsOwnShortcutWinsOverAStandardOne() throws {
        let app = OwnCloseApp()
        let h = try Harness(app: app, text: .headless)
        try h.key("W", modifiers: .control)
        try h.runUntilIdle()
        XCTAssertEqual(app.closed, 1)
        XCTAssertTrue(h.isWindowOpen, "the window stays")
    }

    func testFileItemsRequestCloseAndQuit() throws {
        let h = try Harness(app: EditorApp(), text: .headless)
        try h.key("F10")
        try h.runUntilIdle()
        try h.click(label: "Quit", role: "menuItem")
        try h.runUntilIdle()
        XCTAssertTrue(h.quitRequested)
        let other = try Harness(app: EditorApp(), text: .headless)
        try other.key("W", modifiers: .control)
        XCTAssertFalse(other.isWindowOpen)
    }
}
