import XCTest
@testable import Demos
import Gliss

final class ScriptTests: XCTestCase {
    func testParsesEveryCommandIgnoringCommentsAndBlankLines() throws {
        let cmds = try Script.parse("""
        # a comment
        wait 3
        move 1 2   # trailing comment
        down 3 4
        up 5 6

        click 7.5 8
        drag 0 0 100 50 4
        wheel 0 -40
        key Escape
        screenshot out.png
        quit
        """)
        XCTAssertEqual(cmds, [.wait(3), .move(Point(1, 2)), .down(Point(3, 4)), .up(Point(5, 6)), .click(Point(7.5, 8)),
                              .drag(from: Point(0, 0), to: Point(100, 50), frames: 4), .wheel(dx: 0, dy: -40),
                              .key("Escape"), .screenshot("out.png"), .quit])
    }

    func testErrorsNameFileAndLine() {
        XCTAssertThrowsError(try Script.parse("wait 1\nclick 1 2\nfly 3 4\n", file: "s.txt")) { e in
            XCTAssertEqual((e as? ScriptError)?.description, "s.txt:3: unknown command 'fly' (expected wait, move, down, up, click, drag, wheel, key, type, screenshot, record, window, quit)")
        }
        XCTAssertThrowsError(try Script.parse("click 1\n", file: "a")) { e in
            XCTAssertEqual((e as? ScriptError)?.line, 1)
        }
        XCTAssertThrowsError(try Script.parse("\n\nwait -1", file: "a")) { e in XCTAssertEqual((e as? ScriptError)?.line, 3) }
        XCTAssertThrowsError(try Script.parse("drag 1 2 3 4 0", file: "a")) { e in XCTAssertEqual((e as? ScriptError)?.line, 1) }
        XCTAssertThrowsError(try Script.parse("move 1 nan", file: "a"))
        XCTAssertThrowsError(try Script.parse("quit now", file: "a"))
        // A key SDL has no name for would never match a real key press: an error, not a no-op.
        XCTAssertThrowsError(try Script.parse("wait 1\nkey Esc\n", file: "k.txt")) { e in
            XCTAssertEqual((e as? ScriptError)?.line, 2)
            XCTAssertTrue("\(e)".hasPrefix("k.txt:2: unknown key 'Esc' (did you mean Escape?)"), "\(e)")
        }
        XCTAssertThrowsError(try Script.parse("key Banana", file: "a"))
        XCTAssertEqual(try Script.parse("key escape\nkey q\nkey pageup\nkey F12\nkey ,"),
                       [.key("Escape"), .key("Q"), .key("PageUp"), .key("F12"), .key(",")], "SDL's spelling")
        // The + key is `+` or `Shift++`; a trailing + after anything else names no key (it
        // was read as the + key).
        XCTAssertEqual(try Script.parse("key +\nkey Shift++\nkey Ctrl+Shift+Left"), [.key("+"), .key("Shift++"), .key("Ctrl+Shift+Left")])
        for bad in ["Anything+", "Shift+", "Ctrl+Shift+"] {
            XCTAssertThrowsError(try Script.parse("wait 1\nkey \(bad)\n", file: "k.txt"), bad) { e in
                XCTAssertTrue("\(e)".hasPrefix("k.txt:2: no key after the '+' in '\(bad)'"), "\(e)")
            }
        }
        XCTAssertThrowsError(try Script.load("/nonexistent/script.txt")) { e in
            XCTAssertTrue("\(e)".contains("/nonexistent/script.txt"))
        }
    }

    func testFramesExpandClickAndDragOverTime() throws {
        let frames = Script.frames(try Script.parse("click 10 20\ndrag 0 0 30 0 3\nwait 2\nscreenshot a.png\nquit\nwait 100"))
        // click: press in frame 0, release in frame 1 (where the drag's press also lands).
        XCTAssertEqual(frames[0].events, [.pointerMove(Point(10, 20)), .pointerDown(Point(10, 20), .left)])
        XCTAssertEqual(frames[1].events, [.pointerUp(Point(10, 20), .left), .pointerMove(Point(0, 0)), .pointerDown(Point(0, 0), .left)])
        XCTAssertEqual(frames[2].events, [.pointerMove(Point(10, 0))])
        XCTAssertEqual(frames[4].events, [.pointerMove(Point(30, 0)), .pointerUp(Point(30, 0), .left)])
        XCTAssertEqual(frames.count, 7, "nothing after quit")
        XCTAssertEqual(frames[6].screenshots, ["a.png"])
        XCTAssertTrue(frames[6].quit)
    }

    /// A screenshot shows the frame the lines above it made; input after it (before any wait)
    /// used to land in the same frame and so in the picture.
    func testInputAfterAScreenshotGoesIntoTheNextFrame() throws {
        let frames = Script.frames(try Script.parse("move 1 1\nscreenshot a.png\nmove 2 2\nkey Left\nwait 2\nscreenshot b.png\nwait 1"))
        XCTAssertEqual(frames[0].events, [.pointerMove(Point(1, 1))])
        XCTAssertEqual(frames[0].screenshots, ["a.png"])
        XCTAssertEqual(frames[1].events, [.pointerMove(Point(2, 2)), .key("Left", modifiers: [])])
        XCTAssertEqual(frames[1].screenshots, [])
        // A screenshot followed by a wait keeps its timing: b.png is the last waited frame.
        XCTAssertEqual(frames[3].screenshots, ["b.png"])
        XCTAssertEqual(frames.count, 5)
    }

    func testAMillionLineScriptParses() throws {
        let text = String(repeating: "wait 1\n", count: 1_000_000)
        let cmds = try Script.parse(text)
        XCTAssertEqual(cmds.count, 1_000_000)
    }
}

final class CommandLineOptionsTests: XCTestCase {
    func testStandardAndDemoOptions() throws {
        let o = try StandardOptions.parse(["--size", "800x600", "--fixed-step", "--frames", "10", "--hud"])
        XCTAssertEqual(o.windowSize(default: Size(1, 1)), Size(800, 600))
        XCTAssertTrue(o.fixedStep && o.hud)
        XCTAssertEqual(o.frames, 10)
        XCTAssertFalse(o.checkInvariants, "off by default: the checks cost O(model) per frame")
        XCTAssertTrue(try StandardOptions.parse(["--check-invariants"]).checkInvariants)
        XCTAssertEqual(try StandardOptions.parse([]).windowSize(default: Size(640, 480)), Size(640, 480))
        XCTAssertEqual(try DemoArguments.parse(["--seed", "7"]).options.seed, 7)
        XCTAssertEqual(try DemoArguments.parse(["--photos", "1000"]).options.photos, 1000)
    }

    func testBadInputIsAUsageError() {
        for args in [["--size", "12x"], ["--size", "0x10"], ["--size", "axb"], ["--frames"], ["--frames", "0"],
                     ["--frames", "-3"], ["--texture-cache", "4"], ["--bogus"], ["cards"]] {
            XCTAssertThrowsError(try StandardOptions.parse(args), "\(args)") {
                XCTAssertEqual(StandardOptions.exitCode(for: $0), .validationFailure, "\(args)")
            }
        }
        XCTAssertThrowsError(try StandardOptions.parse(["--size", "12x"])) {
            XCTAssertEqual(StandardOptions.message(for: $0), "bad --size '12x': expected WxH with whole numbers from 1 to 16384, e.g. 1280x800")
        }
        XCTAssertThrowsError(try DemoArguments.parse(["--rows", "0"]))
    }
}

final class GalleryTests: XCTestCase {
    func testGalleryOpensADemoAndEscapeComesBackThenQuits() {
        let host = DemoHost(demoName: nil, options: DemoOptions(), size: Size(1280, 800), measurer: MonospaceTextMeasurer(), fixedStep: true)
        host.frame(events: [])
        XCTAssertEqual(host.currentName, "gallery")
        let tile = host.ui.inspector.first { $0.label == "Playing Cards" && $0.role == "button" }!
        host.frame(events: [.pointerMove(tile.frame.center), .pointerDown(tile.frame.center, .left)])
        host.frame(events: [.pointerUp(tile.frame.center, .left)])
        XCTAssertEqual(host.currentName, "cards")
        host.frame(events: [.key("Escape", modifiers: [])])
        XCTAssertEqual(host.currentName, "gallery")
        XCTAssertFalse(host.quitRequested)
        host.frame(events: [.key("Escape", modifiers: [])])
        XCTAssertTrue(host.quitRequested)
    }

    func testDirectLaunchQuitsOnEscapeOrQ() {
        for key: Key in ["Escape", "Q"] {
            let host = DemoHost(demoName: "months", options: DemoOptions(), size: Size(1280, 800), measurer: MonospaceTextMeasurer(), fixedStep: true)
            host.frame(events: [])
            host.frame(events: [.key(key, modifiers: [])])
            XCTAssertTrue(host.quitRequested, key.description)
        }
    }
}
