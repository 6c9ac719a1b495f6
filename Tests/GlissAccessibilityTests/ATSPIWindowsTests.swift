import XCTest
@testable import GlissAccessibility
import GlissCore
import GlissTesting

/// An app with two windows as screen readers see it: one frame of the application per window,
/// each with its own elements, paths, activation and input.
final class ATSPIWindowsTests: XCTestCase {
    /// Which window's OK button ran its action, in order.
    private var pressed: [String] = []
    private lazy var main = window("main")
    private lazy var inspector = window("inspector")

    /// A window built by the same code as the other: their node ids are the same.
    private func window(_ name: String) -> FrameDriver {
        FrameDriver(width: 300, height: 200) { [unowned self] ui in
            ui.vstack {
                ui.text("Hello")
                ui.button("OK") { self.pressed.append(name) }
            }
        }
    }

    private func tree(_ d: FrameDriver, _ name: String, title: String, token: Int, origin: Point, active: Bool) -> ATSPITree {
        var t = ATSPITree(title: title, windowFrame: Rect(origin: origin, size: d.ui.size), elements: d.ui.accessibilityElements(),
                          name: name, token: token)
        t.windowActive = active
        return t
    }

    /// The app as the bridge publishes it: the main window (token 0) active at (100, 50), the
    /// inspector (token 1) at (500, 80).
    private func application(mainActive: Bool = true, inspectorActive: Bool = false, inspectorTitle: String = "Inspector",
                             withInspector: Bool = true) -> ATSPIApplication {
        var windows = [tree(main, "main", title: "Demo", token: 0, origin: Point(100, 50), active: mainActive)]
        if withInspector {
            windows.append(tree(inspector, "inspector", title: inspectorTitle, token: 1, origin: Point(500, 80), active: inspectorActive))
        }
        return ATSPIApplication(name: "Demo App", windows: windows)
    }

    private func objects(_ app: ATSPIApplication, _ path: String) throws -> (objects: ATSPIObjects, object: ATSPITree.Object) {
        try XCTUnwrap(app.objects(atPath: path, bus: ":1.5", desktop: .null, applicationID: 3), path)
    }

    private func ok(_ t: ATSPITree) throws -> ATSPITree.Object {
        .element(try XCTUnwrap(t.elements.firstIndex { $0.label == "OK" }))
    }

    override func setUp() {
        main.frame()
        inspector.frame()
    }

    func testTheApplicationsChildrenAreOneFramePerWindowInWindowOrder() throws {
        let app = application()
        let found = try objects(app, ATSPITree.rootPath)
        var root = found.objects
        XCTAssertEqual(found.object, .root)
        XCTAssertEqual(root.name(.root), "Demo App")
        let count = try XCTUnwrap(reply(&root, "org.freedesktop.DBus.Properties", "Get", on: .root,
                                        [.string("org.a11y.atspi.Accessible"), .string("ChildCount")]))
        XCTAssertEqual(count.values, [.integer(2)])
        var frames: [String] = []
        for i in 0..<2 {
            let child = try XCTUnwrap(reply(&root, "org.a11y.atspi.Accessible", "GetChildAtIndex", on: .root, [.integer(i)]))
            guard case .structure(let f)? = child.values.first, f.count == 2, let path = f[1].string else { return XCTFail("\(child)") }
            frames.append(path)
        }
        XCTAssertEqual(frames, [ATSPITree.pathPrefix + "window", ATSPITree.pathPrefix + "window1"],
                       "the main window keeps its one-window path")

        for (i, (path, (title, window))) in zip(frames, [("Demo", main), ("Inspector", inspector)]).enumerated() {
            let found = try objects(app, path)
            var frame = found.objects
            XCTAssertEqual(found.object, .window)
            XCTAssertEqual(frame.role(.window), .frame)
            XCTAssertEqual(frame.name(.window), title)
            XCTAssertEqual(frame.indexInParent(of: .window), i)
            XCTAssertEqual(frame.parent(of: .window).path, ATSPITree.rootPath)
            // Its children are its own window's elements, whose parent it is.
            let labels = frame.children(of: .window).map { c -> String in
                guard let (child, e) = app.objects(atPath: c.path, bus: ":1.5", desktop: .null, applicationID: 3) else { return "?" }
                XCTAssertEqual(child.windowName, frame.windowName)
                XCTAssertEqual(child.parent(of: e).path, path)
                return child.name(e)
            }
            XCTAssertEqual(labels, window.ui.accessibilityElements().filter { $0.parent < 0 }.map(\.label), title)
            let name = try XCTUnwrap(reply(&frame, "org.freedesktop.DBus.Properties", "Get", on: .window,
                                           [.string("org.a11y.atspi.Accessible"), .string("Name")]))
            XCTAssertEqual(name.values, [.string(title)])
        }
    }

    func testPathsStayDistinctWhenNodeIDsRepeatAcrossWindows() throws {
        let app = application()
        let m = app.windows[0], i = app.windows[1]
        let mo = try ok(m), io = try ok(i)
        guard case .element(let mk) = mo, case .element(let ik) = io else { return XCTFail() }
        XCTAssertEqual(m.elements[mk].id, i.elements[ik].id, "the same code builds the same ids in both windows")
        XCTAssertNotEqual(m.path(of: mo), i.path(of: io))
        XCTAssertEqual(m.path(of: mo), ATSPITree.pathPrefix + m.elements[mk].id.description, "the main window's paths are as before")
        XCTAssertNotEqual(m.windowPath, i.windowPath)
        // Each path leads back to its own window's element.
        let (a, ao) = try objects(app, m.path(of: mo))
        let (b, bo) = try objects(app, i.path(of: io))
        XCTAssertEqual([a.windowName, b.windowName], ["main", "inspector"])
        XCTAssertEqual([ao, bo], [mo, io])
        // Extents: each window's own place on the screen.
        let ms = a.tree.extents(of: ao, coordinateType: 0), mw = a.tree.extents(of: ao, coordinateType: 1)
        let iscreen = b.tree.extents(of: bo, coordinateType: 0), iw = b.tree.extents(of: bo, coordinateType: 1)
        XCTAssertEqual(mw.x, iw.x)
        XCTAssertEqual([ms.x - mw.x, ms.y - mw.y], [100, 50])
        XCTAssertEqual([iscreen.x - iw.x, iscreen.y - iw.y], [500, 80])
    }

    func testEachWindowSendsItsOwnActivateAndDeactivate() throws {
        let before = application(mainActive: true, inspectorActive: false)
        XCTAssertTrue(ATSPIEvents.between(before, application(mainActive: true, inspectorActive: false), bus: ":1.5").isEmpty,
                      "nothing changed, nothing sent")
        let after = application(mainActive: false, inspectorActive: true)
        let signals = ATSPIEvents.between(before, after, bus: ":1.5")
        let window = signals.filter { $0.interface == "org.a11y.atspi.Event.Window" }
        XCTAssertEqual(window.map(\.member), ["Deactivate", "Activate"], "the old window lets go before the new one takes the keyboard")
        XCTAssertEqual(window.map(\.path), [before.windows[0].windowPath, before.windows[1].windowPath])
        let active = signals.filter { $0.member == "StateChanged" && $0.detail == "active" }
        XCTAssertEqual(active.map(\.path), [before.windows[0].windowPath, before.windows[1].windowPath])
        XCTAssertEqual(active.map(\.detail1), [0, 1])
        XCTAssertFalse(signals.contains { $0.member == "ChildrenChanged" })

        // The first publish: the active window says so; the other has nothing to lose.
        let first = ATSPIEvents.between(nil, before, bus: ":1.5")
        XCTAssertEqual(first.filter { $0.interface == "org.a11y.atspi.Event.Window" }.map { [$0.member, $0.path] },
                       [["Activate", before.windows[0].windowPath]])
        XCTAssertFalse(first.contains { $0.member == "ChildrenChanged" }, "the registry asks for the first windows")

        // A window's new title is its frame's new name.
        let renamed = ATSPIEvents.between(before, application(inspectorTitle: "Inspector — a.txt"), bus: ":1.5")
        XCTAssertEqual(renamed.map { [$0.member, $0.detail, $0.path] },
                       [["PropertyChange", "accessible-name", before.windows[1].windowPath]])
    }

    func testFocusEventsComeFromTheWindowsOwnElements() throws {
        let before = application(mainActive: false, inspectorActive: true)
        inspector.frame([.key("Tab", modifiers: [])])
        inspector.frame()
        let after = application(mainActive: false, inspectorActive: true)
        let focus = ATSPIEvents.between(before, after, bus: ":1.5").filter { $0.interface == "org.a11y.atspi.Event.Focus" }
        XCTAssertEqual(focus.map(\.path), [after.windows[1].path(of: try ok(after.windows[1]))])
        XCTAssertTrue(focus.first?.path.hasPrefix(after.windows[1].elementPrefix) ?? false)
        XCTAssertNotEqual(after.windows[1].elementPrefix, after.windows[0].elementPrefix)
    }

    func testARequestGoesToTheWindowWhoseElementItAddressed() throws {
        let app = application()
        let (inspectorObjects, bo) = try objects(app, app.windows[1].path(of: try ok(app.windows[1])))
        var b = inspectorObjects
        let answer = try XCTUnwrap(reply(&b, "org.a11y.atspi.Action", "DoAction", on: bo, [.integer(0)]))
        XCTAssertEqual(answer.values, [.integer(1)])
        XCTAssertEqual(b.windowName, "inspector")
        XCTAssertEqual(b.requests.count, 1)
        // The run loop gives the requests to the window of that name: its button, not the
        // main window's of the same id, runs.
        let drivers = ["main": main, "inspector": inspector]
        try XCTUnwrap(drivers[b.windowName]).frame(b.requests.map { .accessibility($0) })
        XCTAssertEqual(pressed, ["inspector"])

        let (mainObjects, ao) = try objects(app, app.windows[0].path(of: try ok(app.windows[0])))
        var a = mainObjects
        _ = try XCTUnwrap(reply(&a, "org.a11y.atspi.Action", "DoAction", on: ao, [.integer(0)]))
        XCTAssertEqual(a.windowName, "main")
        try XCTUnwrap(drivers[a.windowName]).frame(a.requests.map { .accessibility($0) })
        XCTAssertEqual(pressed, ["inspector", "main"])
    }

    func testTokensAreKeptWhileAWindowIsOpenAndNeverGivenAgain() {
        var tokens = ATSPIWindowTokens()
        XCTAssertEqual(tokens.tokens(for: ["main"]), [0], "the first window keeps the one-window paths")
        XCTAssertEqual(tokens.tokens(for: ["main", "inspector"]), [0, 1])
        XCTAssertEqual(tokens.tokens(for: ["main", "doc:a.txt", "inspector"]), [0, 2, 1])
        XCTAssertEqual(tokens.tokens(for: ["doc:a.txt"]), [2], "the main window closed")
        XCTAssertEqual(tokens.tokens(for: ["doc:a.txt", "inspector", "main"]), [2, 3, 4], "reopened windows get new tokens")
    }

    func testAClosedWindowLeavesTheApplicationAndANewOneJoinsIt() throws {
        let both = application(), alone = application(withInspector: false)
        let closed = ATSPIEvents.between(both, alone, bus: ":1.5")
        XCTAssertEqual(closed.map { [$0.member, $0.detail, $0.path] }, [["ChildrenChanged", "remove", ATSPITree.rootPath]])
        XCTAssertEqual(closed.first?.detail1, 1)
        XCTAssertEqual(closed.first?.value, .reference(ObjectReference(bus: ":1.5", path: both.windows[1].windowPath)))
        // Its objects are gone; the main window's remain.
        XCTAssertNil(alone.object(atPath: both.windows[1].windowPath))
        XCTAssertNil(alone.object(atPath: both.windows[1].path(of: try ok(both.windows[1]))))
        XCTAssertNotNil(alone.object(atPath: both.windows[0].path(of: try ok(both.windows[0]))))
        var root = try objects(alone, ATSPITree.rootPath).objects
        let count = try XCTUnwrap(reply(&root, "org.freedesktop.DBus.Properties", "Get", on: .root,
                                        [.string("org.a11y.atspi.Accessible"), .string("ChildCount")]))
        XCTAssertEqual(count.values, [.integer(1)])

        let opened = ATSPIEvents.between(alone, both, bus: ":1.5")
        XCTAssertEqual(opened.filter { $0.member == "ChildrenChanged" }.map { [$0.detail, $0.path, "\($0.detail1)"] },
                       [["add", ATSPITree.rootPath, "1"]])
    }
}
