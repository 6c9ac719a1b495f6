import Foundation
import GlissCore
import GlissIO

/// One line of a script file (see docs/Scripts.md).
public enum ScriptCommand: Equatable, Sendable {
    /// `wait N`: advance N frames.
    case wait(Int)
    /// `move X Y`: the pointer moves.
    case move(Point)
    /// `down X Y [BUTTON]`: a button (left unless `right` or `middle` is named) is pressed there.
    case down(Point, PointerButton = .left)
    /// `up X Y [BUTTON]`: the button is released there.
    case up(Point, PointerButton = .left)
    /// `click X Y [BUTTON]`: press, one frame, release (`click X Y right`: a right click).
    case click(Point, PointerButton = .left)
    /// `drag X1 Y1 X2 Y2 N`: press, move evenly over N frames, release.
    case drag(from: Point, to: Point, frames: Int)
    /// `wheel DX DY`: the wheel, in points.
    case wheel(dx: Double, dy: Double)
    /// `key NAME`: a key, by its name (a `Key`'s spelling), modifiers first
    /// (`key Ctrl+Shift+Left`), as the parser spells them.
    case key(String)
    /// `type TEXT`: text typed into the focused field (the rest of the line, as UTF-8).
    case type(String)
    /// `screenshot FILE`: a PNG after this frame is drawn.
    case screenshot(String)
    /// `quit`: end the run after this frame.
    case quit
    /// `record start` / `record stop`: record only part of a run (with `--record`).
    case record(Bool)
    /// `window NAME`: the input that follows goes to the window called NAME (`main`, a scene
    /// id, or `id:value` for a window group's window), until the next `window` line.
    case window(String)
}

extension ScriptCommand {
    /// Pointer, wheel and key commands (what a frame's events come from).
    var isInput: Bool {
        switch self {
        case .move, .down, .up, .click, .drag, .wheel, .key, .type: return true
        case .wait, .screenshot, .quit, .record, .window: return false
        }
    }
}

/// A script that could not be read or parsed; `description` is `file:line: message`.
public struct ScriptError: Error, CustomStringConvertible, Equatable {
    /// The script's path.
    public let file: String
    /// The line at fault, from 1 (0: the file as a whole).
    public let line: Int
    /// What is wrong.
    public let message: String
    /// `file:line: message`.
    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

/// What one frame of a scripted run does.
public struct ScriptFrame: Equatable, Sendable {
    /// Input for this frame.
    public var events: [InputEvent] = []
    /// Screenshots to write after this frame is drawn.
    public var screenshots: [String] = []
    /// Input for the app's other windows, by window name (`window NAME` lines).
    public var windowEvents: [String: [InputEvent]] = [:]
    /// True when the run ends after this frame.
    public var quit = false
    /// `record start` (true) or `record stop` (false) in this frame, if any.
    public var record: Bool? = nil
    /// A frame with no input.
    public init() {}
}

/// Parses scripts and expands them into frames.
///
/// Limits (docs/Scripts.md): a script file holds at most ``maxBytes`` bytes; `wait` and
/// `drag` counts are whole numbers up to ``maxCount``; coordinates and wheel amounts are any
/// finite decimal number. Parsing works on the file's bytes, so memory is the file plus the
/// parsed commands (≤ 48 bytes each), never a string per line.
public enum Script {
    /// Largest script file read (16 MiB: ~2 million lines; the parsed commands then take
    /// < 100 MB). Larger files are refused whole, before anything runs.
    public static let maxBytes = 16 << 20
    /// Largest `wait N` / `drag … N` (about 46 hours at 60 fps).
    public static let maxCount = 10_000_000

    /// Reads and parses `path`. Errors name the file and line; nothing is run on error.
    /// A FIFO or `/dev/stdin` works (read to its end); a signal that ends the run
    /// (``AppRuntime/stopRequested``) interrupts a read that waits for a writer.
    public static func load(_ path: String) throws -> [ScriptCommand] {
        let bytes: [UInt8]
        switch FileBytes.read(path, limit: maxBytes, stop: { AppRuntime.stopRequested }) {
        case .success(let b): bytes = b
        case .failure(let e):
            switch e {
            case .tooLarge:
                throw ScriptError(file: path, line: 0, message: "script is larger than \(maxBytes >> 20) MiB; split it or use longer waits")
            case .interrupted:
                throw ScriptError(file: path, line: 0, message: "stopped by a signal while reading the script; nothing was run")
            case .system(let why):
                throw ScriptError(file: path, line: 0, message: "cannot read script: \(why)")
            }
        }
        return try parse(bytes: bytes, file: path)
    }

    /// Parses script text (see docs/Scripts.md).
    public static func parse(_ text: String, file: String = "<script>") throws -> [ScriptCommand] {
        try parse(bytes: Array(text.utf8), file: file)
    }

    /// Parses a script's bytes: they must be UTF-8; lines end with LF or CRLF.
    public static func parse(bytes: [UInt8], file: String = "<script>") throws -> [ScriptCommand] {
        // Validates without keeping a copy: the bytes are parsed as they are.
        guard bytes.withUnsafeBufferPointer({ String(validating: $0, as: UTF8.self) != nil }) else {
            // Name the first line that is not UTF-8 (a `type` line with a stray Latin-1 byte).
            var line = 1, start = 0
            for (i, b) in bytes.enumerated() where b == 0x0A {
                if String(validating: bytes[start..<i], as: UTF8.self) == nil { break }
                line += 1; start = i + 1
            }
            throw ScriptError(file: file, line: line, message: "line is not UTF-8 text")
        }
        var out: [ScriptCommand] = []
        var lineNo = 0
        var start = 0
        let n = bytes.count
        out.reserveCapacity(n / 16)
        while start < n {
            var end = start
            while end < n && bytes[end] != 0x0A { end += 1 }
            lineNo += 1
            if let c = try parseLine(bytes[start..<end], lineNo: lineNo, file: file) { out.append(c) }
            start = end + 1
        }
        return out
    }

    /// One line (without its LF) → a command, nil for a blank or comment line.
    static func parseLine(_ line: ArraySlice<UInt8>, lineNo: Int, file: String) throws -> ScriptCommand? {
        // `type TEXT`: the rest of the line is the text, `#` and spaces included (but not a
        // CRLF line's CR).
        if let text = typedText(line) {
            guard !text.isEmpty else {
                throw ScriptError(file: file, line: lineNo, message: "'type' takes the text to type: type Hello, world")
            }
            return .type(text)
        }
        var body = line
        if let hash = body.firstIndex(of: 0x23) { body = body[..<hash] }      // '#'
        // Words split on space, tab and CR (a CRLF line's CR is trailing whitespace).
        let words = body.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })
            .map { String(decoding: $0, as: UTF8.self) }
        guard let cmd = words.first else { return nil }
        let args = Array(words.dropFirst())
        func fail(_ m: String) -> ScriptError { ScriptError(file: file, line: lineNo, message: m) }
        func numbers(_ n: Int, _ usage: String) throws -> [Double] {
            guard args.count == n else { throw fail("'\(cmd)' takes \(n) number\(n == 1 ? "" : "s"): \(usage)") }
            return try args.map {
                guard let d = Double($0), d.isFinite else { throw fail("'\($0)' is not a number (\(usage))") }
                return d
            }
        }
        func count(_ d: Double, _ what: String) throws -> Int {
            guard d >= 0, d == d.rounded(), d <= Double(maxCount) else { throw fail("\(what) must be a whole number from 0 to \(maxCount)") }
            return Int(d)
        }
        switch cmd.lowercased() {
        case "wait":
            return .wait(try count(try numbers(1, "wait N")[0], "wait N"))
        case "move":
            let v = try numbers(2, "move X Y"); return .move(Point(v[0], v[1]))
        case "down", "up", "click":
            // An optional last word names the button: `click 10 20 right`, `down 5 5 middle`.
            var coordinates = args
            var button = PointerButton.left
            if let last = args.last, let b = ScriptButton.named(last) { button = b; coordinates.removeLast() }
            else if args.count == 3 {
                throw fail("unknown button '\(args[2])' in '\(cmd)': use left, right or middle, e.g. \(cmd) 10 20 right")
            }
            guard coordinates.count == 2 else { throw fail("'\(cmd)' takes 2 numbers and an optional button: \(cmd) X Y [left|right|middle]") }
            let v = try coordinates.map { a -> Double in
                guard let d = Double(a), d.isFinite else { throw fail("'\(a)' is not a number (\(cmd) X Y [left|right|middle])") }
                return d
            }
            let point = Point(v[0], v[1])
            switch cmd {
            case "down": return .down(point, button)
            case "up": return .up(point, button)
            default: return .click(point, button)
            }
        case "drag":
            let v = try numbers(5, "drag X1 Y1 X2 Y2 N")
            let n = try count(v[4], "drag's N")
            guard n >= 1 else { throw fail("drag's N must be at least 1") }
            return .drag(from: Point(v[0], v[1]), to: Point(v[2], v[3]), frames: n)
        case "wheel":
            let v = try numbers(2, "wheel DX DY"); return .wheel(dx: v[0], dy: v[1])
        case "key":
            guard args.count == 1 else { throw fail("'key' takes one key name, e.g. key Escape") }
            // Modifiers go before the name: `key Shift+Tab`, `key Ctrl+Q`.
            var parts = args[0].split(separator: "+", omittingEmptySubsequences: false).map(String.init)
            // A trailing empty part is the `+` key itself only when the `+` is written whole:
            // `key +` and `key Shift++`; `key Anything+` names no key.
            if parts.count > 1 && parts.last == "" {
                guard parts[parts.count - 2] == "" else {
                    throw fail("no key after the '+' in '\(args[0])': name the key after its modifiers, e.g. key Shift+Tab (the + key itself: key + or key Shift++)")
                }
                parts.removeLast(2)
                parts.append("+")
            }
            let keyName = parts.removeLast()
            var prefix = ""
            for m in parts {
                guard let mod = KeyModifierNames.modifier(m) else {
                    throw fail("unknown modifier '\(m)' in '\(args[0])': use Shift, Ctrl, Alt or Super, e.g. key Shift+Tab")
                }
                prefix += mod + "+"
            }
            guard let key = Key(name: keyName) else { throw fail(Key.unknownNameMessage(keyName)) }
            return .key(prefix + key.description)
        case "screenshot":
            guard args.count == 1 else { throw fail("'screenshot' takes one file path") }
            return .screenshot(args[0])
        case "record":
            guard args.count == 1, ["start", "stop"].contains(args[0].lowercased()) else {
                throw fail("'record' takes start or stop: record start")
            }
            return .record(args[0].lowercased() == "start")
        case "quit":
            guard args.isEmpty else { throw fail("'quit' takes no arguments") }
            return .quit
        case "window":
            guard args.count == 1 else { throw fail("'window' takes one window name: window main, window inspector, window doc:a.txt") }
            return .window(args[0])
        default:
            throw fail("unknown command '\(cmd)' (expected wait, move, down, up, click, drag, wheel, key, type, screenshot, record, window, quit)")
        }
    }

    /// Expands commands into frames: events accumulate in the current frame until a
    /// command advances time (`wait N`, the frame inside `click`, the moves of `drag`).
    /// (All at once, for tests; the app plays a `ScriptPlayer` frame by frame.)
    public static func frames(_ commands: [ScriptCommand]) -> [ScriptFrame] {
        var player = ScriptPlayer(commands)
        var out: [ScriptFrame] = []
        while let f = player.next() { out.append(f) }
        return out
    }
}

extension Script {
    /// The text of a `type` line (after `type` and one space or tab), or nil for any other line.
    static func typedText(_ line: ArraySlice<UInt8>) -> String? {
        var i = line.startIndex
        while i < line.endIndex && (line[i] == 0x20 || line[i] == 0x09) { i += 1 }
        let word = Array("type".utf8)
        guard line[i...].starts(with: word) else { return nil }
        var j = i + word.count
        if j < line.endIndex && line[j] != 0x20 && line[j] != 0x09 && line[j] != 0x0D { return nil }   // `typed`, …
        if j < line.endIndex && line[j] != 0x0D { j += 1 }
        var end = line.endIndex
        if end > j && line[end - 1] == 0x0D { end -= 1 }
        return String(decoding: line[j..<end], as: UTF8.self)
    }
}

/// The button names a script's `down`, `up` and `click` take.
enum ScriptButton {
    static func named(_ word: String) -> PointerButton? {
        switch word.lowercased() {
        case "left": return .left
        case "right": return .right
        case "middle": return .middle
        default: return nil
        }
    }
}
