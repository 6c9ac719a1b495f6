import XCTest
import Foundation
@testable import GlissApp
import GlissCore

/// Window frames remembered for the next launch: written whole, read back, a bad file kept
/// aside with a warning and the defaults used (#48).
final class WindowStateStoreTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "gliss-window-state-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    func testFramesAreWrittenAndReadBackUnderXDGStateHome() throws {
        let store = try XCTUnwrap(WindowStateStore(appID: "org.example.Editor", environment: ["XDG_STATE_HOME": folder, "HOME": "/nowhere"]))
        XCTAssertEqual(store.path, folder + "/org.example.Editor/windows.json")
        XCTAssertNil(store.frame(for: "main"))
        store.record(Rect(x: 10, y: 20, width: 900, height: 600), for: "main")
        store.record(Rect(x: 5, y: 6, width: 360, height: 240), for: "inspector")
        store.record(Rect(x: 0, y: 0, width: .nan, height: 10), for: "broken")     // not kept
        XCTAssertNil(store.save())
        let again = try XCTUnwrap(WindowStateStore(appID: "org.example.Editor", environment: ["XDG_STATE_HOME": folder]))
        XCTAssertNil(again.loadProblem)
        XCTAssertEqual(again.frame(for: "main"), Rect(x: 10, y: 20, width: 900, height: 600))
        XCTAssertEqual(again.frame(for: "inspector"), Rect(x: 5, y: 6, width: 360, height: 240))
        XCTAssertNil(again.frame(for: "broken"))
        // No temporary file left beside it.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/org.example.Editor"), ["windows.json"])
    }

    func testWithoutXDGStateHomeTheFileIsUnderHome() throws {
        let store = try XCTUnwrap(WindowStateStore(appID: "a/b", environment: ["HOME": "/home/u"]))
        XCTAssertEqual(store.path, "/home/u/.local/state/a_b/windows.json")
        XCTAssertNil(WindowStateStore(appID: "x", environment: [:]))
    }

    func testACorruptFileIsKeptAsideWithAWarningAndTheDefaultsUsed() throws {
        let path = folder + "/windows.json"
        try Data("{\"windows\": [1, 2".utf8).write(to: URL(fileURLWithPath: path))
        let store = WindowStateStore(path: path)
        XCTAssertNil(store.frame(for: "main"))
        XCTAssertEqual(store.loadProblem, "window state \(path) is not a JSON object with \"windows\": windows open at their default sizes (the file is kept as \(path).bad)")
        XCTAssertEqual(try String(contentsOfFile: path + ".bad", encoding: .utf8), "{\"windows\": [1, 2")
        // The next save writes a good file and leaves the bad one where it was put.
        store.record(Rect(x: 0, y: 0, width: 400, height: 300), for: "main")
        XCTAssertNil(store.save())
        XCTAssertEqual(WindowStateStore(path: path).frame(for: "main"), Rect(x: 0, y: 0, width: 400, height: 300))
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + ".bad"))
    }

    func testAnEntryThatIsNotAFrameIsSkippedAndTheOthersKept() throws {
        let path = folder + "/windows.json"
        try Data(#"{"windows": {"main": {"x": 1, "y": 2, "width": 300, "height": 200}, "doc": {"x": 0, "y": 0, "width": -5, "height": 10}}}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let store = WindowStateStore(path: path)
        XCTAssertEqual(store.frame(for: "main"), Rect(x: 1, y: 2, width: 300, height: 200))
        XCTAssertNil(store.frame(for: "doc"))
        XCTAssertEqual(store.loadProblem, "window state \(path): the entry \"doc\" is not a frame; that window opens at its default size")
    }
}

/// `@SceneStorage` values kept with the window frames (#49).
final class SceneStorageStoreTests: XCTestCase {
    func testSceneValuesAreWrittenWithTheFramesAndReadBack() throws {
        let path = NSTemporaryDirectory() + "gliss-scene-storage-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = WindowStateStore(path: path)
        store.record(Rect(x: 1, y: 2, width: 300, height: 200), for: "main")
        store.recordSceneValues(["tab": .number(2), "draft": .string("hi")], for: "main")
        store.recordSceneValues(["tab": .number(1)], for: "doc:a.txt")
        store.recordSceneValues([:], for: "inspector")
        XCTAssertNil(store.save())
        let again = WindowStateStore(path: path)
        XCTAssertNil(again.loadProblem)
        XCTAssertEqual(again.frame(for: "main"), Rect(x: 1, y: 2, width: 300, height: 200))
        XCTAssertEqual(again.sceneValues(for: "main"), ["tab": .number(2), "draft": .string("hi")])
        XCTAssertEqual(again.sceneValues(for: "doc:a.txt"), ["tab": .number(1)])
        XCTAssertEqual(again.sceneValues(for: "inspector"), [:])
    }

    func testStorageThatIsNotObjectsIsDroppedAndTheFramesKept() throws {
        let path = NSTemporaryDirectory() + "gliss-scene-storage-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"{"windows": {"main": {"x": 0, "y": 0, "width": 640, "height": 480}}, "storage": {"main": 3, "doc": {"n": 1}}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let store = WindowStateStore(path: path)
        XCTAssertEqual(store.frame(for: "main")?.size, Size(640, 480))
        XCTAssertEqual(store.sceneValues(for: "main"), [:])
        XCTAssertEqual(store.sceneValues(for: "doc"), ["n": .number(1)])
    }
}

/// `@SceneStorage` as a property: each window reads and writes its own value.
final class SceneStoragePropertyTests: XCTestCase {
    final class Tabs: App {
        @SceneStorage("tab") var tab = 0
        @SceneStorage("draft") var draft: String?
        init() {}
        func body(_ ui: UI) {}
    }

    func testEachWindowsValuesAreItsOwn() {
        let app = Tabs()
        let a = SceneValues(), b = SceneValues(["tab": .number(5)])
        SceneValues.current = a
        XCTAssertEqual(app.tab, 0, "a window with no value has the default")
        app.tab = 2
        app.draft = "x"
        SceneValues.current = b
        XCTAssertEqual(app.tab, 5)
        XCTAssertNil(app.draft)
        app.$tab.wrappedValue = 7
        SceneValues.current = a
        XCTAssertEqual(app.tab, 2)
        XCTAssertEqual(app.draft, "x")
        app.draft = nil
        XCTAssertNil(a.values["draft"], "nil is not kept")
        XCTAssertEqual(b.values["tab"], .number(7))
        SceneValues.current = SceneValues()
    }
}
