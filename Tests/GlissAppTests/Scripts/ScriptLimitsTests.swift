import XCTest
import Foundation
@testable import GlissApp
import GlissCore

/// Scripts cost memory in proportion to their file, never to the counts written in them.
final class ScriptLimitsTests: XCTestCase {
    /// `drag 0 0 100 100 10000000` (27 bytes) materialised ten million frames (~1 GB).
    func testAHugeDragIsPlayedLazily() throws {
        var player = ScriptPlayer(try Script.parse("drag 0 0 100 100 10000000\nquit\n"))
        let before = residentMegabytes()
        var frames = 0
        var last = ScriptFrame()
        while let f = player.next() {
            frames += 1
            if frames == 2 { XCTAssertEqual(f.events, [.pointerMove(Point(100 * (1.0 / 10_000_000), 100 * (1.0 / 10_000_000)))]) }
            if !f.events.isEmpty { last = f }
        }
        XCTAssertEqual(frames, 10_000_001)
        XCTAssertEqual(last.events, [.pointerMove(Point(100, 100)), .pointerUp(Point(100, 100), .left)])
        XCTAssertLessThan(residentMegabytes() - before, 32)
    }

    /// A script's text quoted in an error reaches the terminal with its control characters
    /// escaped: `\e]0;…\a` in a script retitled the user's terminal.
    func testErrorsQuoteControlCharactersEscaped() throws {
        XCTAssertThrowsError(try Script.parse("wait 1\n\u{1B}]0;pwned\u{07} x\r\n", file: "s.txt")) { e in
            XCTAssertEqual(StandardError.escapingControls("\(e)"),
                           "s.txt:2: unknown command '\\x1b]0;pwned\\x07' (expected wait, move, down, up, click, drag, wheel, key, type, screenshot, record, window, quit)")
        }
        XCTAssertEqual(StandardError.escapingControls("a\tb\u{9B}c\u{7F}\r"), "a\tb\\u{9b}c\\x7f\\x0d")
        XCTAssertEqual(StandardError.escapingControls("plain: é 😀"), "plain: é 😀")
    }

    func testADragStillMovesEvenlyAndReleasesAtTheEnd() throws {
        let frames = Script.frames(try Script.parse("drag 0 0 40 0 4\nmove 1 1\n"))
        XCTAssertEqual(frames.map(\.events), [
            [.pointerMove(Point(0, 0)), .pointerDown(Point(0, 0), .left)],
            [.pointerMove(Point(10, 0))], [.pointerMove(Point(20, 0))], [.pointerMove(Point(30, 0))],
            [.pointerMove(Point(40, 0)), .pointerUp(Point(40, 0), .left), .pointerMove(Point(1, 1))],
        ])
    }

    func testAScriptAboveTheSizeLimitIsRefusedWholeAndNamed() throws {
        let path = NSTemporaryDirectory() + "gliss-big-\(getpid()).txt"
        defer { unlink(path) }
        let line = Array("wait 1\n".utf8)
        var bytes: [UInt8] = []
        while bytes.count <= Script.maxBytes { bytes += line }
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        XCTAssertThrowsError(try Script.load(path)) { e in
            XCTAssertEqual("\(e)", "\(path): script is larger than 16 MiB; split it or use longer waits")
        }
    }

    func testCountsOutsideTheirRangeNameTheLine() {
        XCTAssertThrowsError(try Script.parse("wait 1\nwait 10000001\n", file: "s")) { e in
            XCTAssertEqual("\(e)", "s:2: wait N must be a whole number from 0 to 10000000")
        }
        XCTAssertThrowsError(try Script.parse("drag 0 0 1 1 1e300\n", file: "s")) { e in
            XCTAssertEqual("\(e)", "s:1: drag's N must be a whole number from 0 to 10000000")
        }
        XCTAssertThrowsError(try Script.parse(bytes: [0x77, 0xFF, 0x0A], file: "s")) { e in
            XCTAssertEqual("\(e)", "s:1: line is not UTF-8 text")
        }
    }

    /// `type` takes the rest of the line as it is (spaces, `#`, any script); a Latin-1 byte in
    /// it is an error naming its line; an empty `type` is one too.
    func testTypeTakesTheRestOfTheLine() throws {
        XCTAssertEqual(try Script.parse("type Grüße # 你好  😀\r\ntype  two spaces\n  type\tx\n"),
                       [.type("Grüße # 你好  😀"), .type(" two spaces"), .type("x")])
        XCTAssertEqual(try Script.parse("key Ctrl+Shift+Left\nkey Super+A\n"), [.key("Ctrl+Shift+Left"), .key("Super+A")])
        var bytes = Array("wait 1\ntype caf".utf8)
        bytes += [0xE9, 0x0A] + Array("quit\n".utf8)             // "café" in Latin-1 on line 2
        XCTAssertThrowsError(try Script.parse(bytes: bytes, file: "s")) { e in
            XCTAssertEqual("\(e)", "s:2: line is not UTF-8 text")
        }
        XCTAssertThrowsError(try Script.parse("wait 1\ntype\n", file: "s")) { e in
            XCTAssertEqual("\(e)", "s:2: 'type' takes the text to type: type Hello, world")
        }
        XCTAssertThrowsError(try Script.parse("typed x\n", file: "s"), "only the word type") { e in
            XCTAssertTrue("\(e)".hasPrefix("s:1: unknown command 'typed'"))
        }
    }

    /// The player sends typed text and keys with their modifiers.
    func testPlayerTypesAndSendsModifiers() throws {
        var player = ScriptPlayer(try Script.parse("type héllo\nkey Ctrl+Shift+Left\n"))
        XCTAssertEqual(player.next()?.events, [.text("héllo"), .key("Left", modifiers: [.control, .shift])])
    }

    /// A `key` line's modifiers in any case and by their other names, then the key: the parser
    /// spells them as the README does, the player presses the `Key` with them; a bad modifier
    /// or key is one line naming it.
    func testScriptKeyModifiers() throws {
        let commands = try Script.parse("key ctrl+shift+left\nkey Win+a\nkey Control+Alt+F4\nkey meta+keypadenter\nkey Shift++\n")
        XCTAssertEqual(commands, [.key("Ctrl+Shift+Left"), .key("Super+A"), .key("Ctrl+Alt+F4"), .key("Super+KeypadEnter"), .key("Shift++")])
        var player = ScriptPlayer(commands)
        XCTAssertEqual(player.next()?.events, [
            .key(.leftArrow, modifiers: [.control, .shift]), .key("A", modifiers: .super), .key(.f4, modifiers: [.control, .alt]),
            .key(.keypadEnter, modifiers: .super), .key("+", modifiers: .shift),
        ])
        XCTAssertThrowsError(try Script.parse("key Hyper+A\n", file: "s")) { e in
            XCTAssertEqual("\(e)", "s:1: unknown modifier 'Hyper' in 'Hyper+A': use Shift, Ctrl, Alt or Super, e.g. key Shift+Tab")
        }
        XCTAssertThrowsError(try Script.parse("key Ctrl+Esc\n", file: "s")) { e in
            XCTAssertEqual("\(e)", "s:1: unknown key 'Esc' (did you mean Escape?): use a key name such as Escape, Return, Space, Left, Right, Up, Down, Tab, F1 or a single character")
        }
    }

    func residentMegabytes() -> Double {
        guard let s = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = s.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}

/// `window NAME` lines route the input after them to another window (#48).
final class ScriptWindowTests: XCTestCase {
    func testInputAfterAWindowLineGoesToThatWindowUntilTheNext() throws {
        let frames = Script.frames(try Script.parse("key A\nwindow inspector\ntype hi\nclick 5 6\nwindow main\nkey B\n"))
        XCTAssertEqual(frames.count, 2)
        XCTAssertEqual(frames[0].events, [.key(Key(name: "A")!, modifiers: [])])
        XCTAssertEqual(frames[0].windowEvents, ["inspector": [.text("hi"), .pointerMove(Point(5, 6)), .pointerDown(Point(5, 6), .left)]])
        // The click's release lands in the window it was pressed in, beside the main window's key.
        XCTAssertEqual(frames[1].windowEvents, ["inspector": [.pointerUp(Point(5, 6), .left)]])
        XCTAssertEqual(frames[1].events, [.key(Key(name: "B")!, modifiers: [])])
        XCTAssertThrowsError(try Script.parse("window\n", file: "s.txt")) { error in
            XCTAssertEqual("\(error)", "s.txt:1: 'window' takes one window name: window main, window inspector, window doc:a.txt")
        }
    }
}
