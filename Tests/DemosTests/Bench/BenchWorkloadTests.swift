import XCTest
import GlissBench
@testable import Demos
import Gliss
import GlissSDL

/// The `gliss-demos bench` workloads, run headless: they build, scroll and animate as the
/// docs/Performance.md says, so the benchmark measures what it claims to.
final class BenchWorkloadTests: XCTestCase {
    private func driver(_ name: String, items: Int? = nil) -> BenchDriver {
        BenchDriver(scene: BenchWorkloads.make(name, items: items)!, size: Size(1280, 800), measurer: MonospaceTextMeasurer())
    }

    func testEveryWorkloadRunsWithoutWarnings() {
        for name in BenchWorkloads.names where name != "micro" {
            // The editor with 100 lines: the headless measurer lays a text out whole each frame.
            let d = driver(name, items: name == "editor" ? 100 : nil)
            var commands = 0
            for _ in 0..<120 { commands = max(commands, d.step().count) }
            XCTAssertGreaterThan(commands, 0, name)
            XCTAssertEqual(d.ui.warnings, [], name)
        }
        XCTAssertNil(BenchWorkloads.make("nope", items: nil))
    }

    /// `editor` clicks into its text once, then types a character every frame, into the text.
    func testEditorTypesACharacterEveryFrameIntoItsText() throws {
        XCTAssertGreaterThan(EditorBench(lines: 2000).text.utf8.count, 90_000, "by default 2,000 lines of 50 characters")
        // 100 lines here: the headless measurer lays a text out whole each frame.
        let d = driver("editor", items: 100)
        let bench = try XCTUnwrap(d.scene as? EditorBench)
        let before = bench.text.count
        for _ in 0..<40 { _ = d.step() }
        // The click lands on frame 0 and focuses the field a frame later; each frame after types.
        XCTAssertGreaterThanOrEqual(bench.text.count - before, 37)
        XCTAssertLessThanOrEqual(bench.text.count - before, 39)
    }

    func testGridScrollsSevenPointsAFrameAndWraps() {
        let d = driver("grid", items: 300)   // 21 columns: 15 rows, 1012 points of content
        for _ in 0..<10 { _ = d.step() }
        let proxy = d.ui.scrollProxy("bench")
        XCTAssertEqual(proxy.offset, 7 * 9, accuracy: 1e-9, "offset set after frame n shows in frame n + 1")
        let end = proxy.contentLength - proxy.viewportLength
        XCTAssertGreaterThan(end, 0)
        var wrapped = false
        var last = proxy.offset
        for _ in 0..<100 {
            _ = d.step()
            if proxy.offset < last { wrapped = true; XCTAssertEqual(proxy.offset, 0) }
            last = proxy.offset
        }
        XCTAssertTrue(wrapped)
    }

    /// `table` at a million rows builds the rows in view only, and its Size header is clicked
    /// every 120 frames (from frame 60): sorted by size, then reversed.
    func testTableAtAMillionRowsBuildsOnlyTheVisibleRowsAndSortsByClicks() throws {
        let d = driver("table", items: 1_000_000)
        let bench = try XCTUnwrap(d.scene as? TableBench)
        for _ in 0..<5 { _ = d.step() }
        let rows = d.ui.inspector.filter { $0.role == "tableRow" }.count
        XCTAssertGreaterThan(rows, 25, "800 points of 24-point rows")
        XCTAssertLessThan(rows, 45)
        XCTAssertTrue(bench.sortOrder.isEmpty)
        for _ in 5..<63 { _ = d.step() }
        XCTAssertEqual(bench.sortOrder.first?.order, .forward)
        XCTAssertFalse(bench.files.largestFirst)
        for _ in 63..<183 { _ = d.step() }
        XCTAssertEqual(bench.sortOrder.first?.order, .reverse)
        XCTAssertTrue(bench.files.largestFirst)
        XCTAssertEqual(d.ui.warnings, [])
    }

    func testGridAtAMillionItemsBuildsOnlyTheVisibleTiles() {
        let d = driver("grid", items: 1_000_000)
        for _ in 0..<5 { _ = d.step() }
        let labels = d.ui.inspector.filter { $0.role == "text" }.count
        XCTAssertGreaterThan(labels, 200)
        XCTAssertLessThan(labels, 400)
    }

    /// Steady scrolling at 3840×2160 over content already seen creates no textures, with the
    /// default options: ~2,000 labels are on screen, four times the default cache bound (512),
    /// and the text cache sizes itself to them (before, every label was rendered anew each frame).
    func testSteadyScrollAt4KOverSeenContentCreatesNoTextures() throws {
        if getenv("SDL_VIDEODRIVER") == nil { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
        let backend = try SDLBackend(options: BackendOptions(size: Size(3840, 2160), vsync: false, hidden: true))
        XCTAssertEqual(BackendOptions().textureCacheLimit, 512)
        // 65 columns × 40 rows: 2,720 points of content, 600 of scrolling before the offset wraps.
        let d = BenchDriver(scene: GridBench(count: 65 * 40), size: backend.windowSize, measurer: backend.textMeasurer)
        let proxy = d.ui.scrollProxy("bench")
        func scrollUntilWrapped() -> Int {
            var frames = 0, last = -1.0
            repeat {
                last = proxy.offset
                backend.render(d.step())
                frames += 1
            } while proxy.offset >= last && frames < 1_000
            return frames
        }
        _ = scrollUntilWrapped()   // the first pass sees every label
        let labels = d.ui.inspector.filter { $0.role == "text" }.count
        XCTAssertGreaterThan(labels, 4 * 512, "labels on screen")
        let created = backend.texturesCreated
        let frames = scrollUntilWrapped()
        XCTAssertGreaterThan(frames, 50)
        XCTAssertEqual(backend.texturesCreated - created, 0, "textures created in \(frames) frames over seen content")
    }

    /// `text` scrolls the text page 7 points a frame and wraps to the top past the end, so
    /// every section (CJK, right-to-left paragraphs, emoji, the column) passes through view.
    func testTextScrollsThePageAndWraps() {
        XCTAssertTrue(BenchWorkloads.names.contains("text"))
        let d = driver("text")
        for _ in 0..<10 { _ = d.step() }
        let proxy = d.ui.scrollProxy(TextDemo.scrollID)
        XCTAssertEqual(proxy.offset, 7 * 9, accuracy: 1e-9)
        XCTAssertGreaterThan(proxy.contentLength - proxy.viewportLength, 500)
        var wrapped = false, seen = Set<String>()
        var last = proxy.offset
        for _ in 0..<1_000 where !wrapped {
            _ = d.step()
            for n in d.ui.inspector where TextDemo.sections.contains(n.label) { seen.insert(n.label) }
            if proxy.offset < last { wrapped = true; XCTAssertEqual(proxy.offset, 0) }
            last = proxy.offset
        }
        XCTAssertTrue(wrapped)
        XCTAssertEqual(seen, Set(TextDemo.sections), "every section came into view")
        XCTAssertEqual(d.ui.warnings, [])
    }

    func testListShowsRowLabels() {
        let d = driver("list", items: 1_000_000)
        for _ in 0..<30 { _ = d.step() }
        let rows = d.ui.inspector.filter { $0.label.hasPrefix("Row ") }
        XCTAssertGreaterThan(rows.count, 15)
        XCTAssertTrue(rows.contains { $0.label == "Row 5" }, "scrolled about 200 points: \(rows.map(\.label).prefix(3))")
    }

    /// The scripted input keeps each demo's main animation going: most frames animate (or
    /// follow a gesture) and the model changes.
    func testDemoScriptsDriveTheirAnimations() {
        for name in ["photos", "months", "cards", "devices", "carousel"] {
            let d = driver(name)
            var busy = 0
            var states = Set<String>()
            for _ in 0..<480 {
                _ = d.step()
                if !d.ui.isIdle { busy += 1 }
                states.insert((d.scene as! DemoBench).demo.snapshot().serialized())
            }
            XCTAssertGreaterThan(busy, 480 * 4 / 10, "\(name): frames animating or in a gesture")
            XCTAssertGreaterThan(states.count, 2, "\(name): the model changes")
        }
    }

    func testMicroBenchmarksRun() {
        let results = MicroBench.run(scale: 0.001)
        XCTAssertEqual(results.count, 5)
        XCTAssertTrue(results.allSatisfy { $0.nanosecondsPerOp > 0 })
    }
}
