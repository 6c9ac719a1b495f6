import Foundation
import GlissCore

/// One line of a script file (see README "Script format").
public enum ScriptCommand: Equatable, Sendable {
    case wait(Int)
    case move(Point)
    case down(Point)
    case up(Point)
    case click(Point)
    case drag(from: Point, to: Point, frames: Int)
    case wheel(dx: Double, dy: Double)
    case key(String)
    case screenshot(String)
    case quit
}

extension ScriptCommand {
    /// Pointer, wheel and key commands (what a frame's events come from).
    var isInput: Bool {
        switch self {
        case .move, .down, .up, .click, .drag, .wheel, .key: return true
        case .wait, .screenshot, .quit: return false
        }
    }
}

/// A script that could not be read or parsed; `description` is `file:line: message`.
public struct ScriptError: Error, CustomStringConvertible, Equatable {
    public let file: String
    public let line: Int
    public let message: String
    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

/// What one frame of a scripted run does.
public struct ScriptFrame: Equatable, Sendable {
    public var events: [InputEvent] = []
    /// Screenshots to write after this frame is drawn.
    public var screenshots: [String] = []
    public var quit = false
    public init() {}
}

/// Parses scripts and expands them into frames.
public enum Script {
    /// Reads and parses `path`. Errors name the file and line; nothing is run on error.
    public static func load(_ path: String) throws -> [ScriptCommand] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScriptError(file: path, line: 0, message: "cannot read script")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScriptError(file: path, line: 0, message: "script is not UTF-8 text")
        }
        return try parse(text, file: path)
    }

    public static func parse(_ text: String, file: String = "<script>") throws -> [ScriptCommand] {
        var out: [ScriptCommand] = []
        var lineNo = 0
        // "\r\n" is one Character in Swift, so split on either (scripts written on Windows).
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNo += 1
            var line = Substring(raw)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let cmd = words.first else { continue }
            let args = words.dropFirst().map(String.init)
            func fail(_ m: String) -> ScriptError { ScriptError(file: file, line: lineNo, message: m) }
            func numbers(_ n: Int, _ usage: String) throws -> [Double] {
                guard args.count == n else { throw fail("'\(cmd)' takes \(n) number\(n == 1 ? "" : "s"): \(usage)") }
                return try args.map {
                    guard let d = Double($0), d.isFinite else { throw fail("'\($0)' is not a number (\(usage))") }
                    return d
                }
            }
            func count(_ d: Double, _ what: String) throws -> Int {
                guard d >= 0, d == d.rounded(), d <= 10_000_000 else { throw fail("\(what) must be a whole number from 0 to 10000000") }
                return Int(d)
            }
            switch cmd.lowercased() {
            case "wait":
                out.append(.wait(try count(try numbers(1, "wait N")[0], "wait N")))
            case "move":
                let v = try numbers(2, "move X Y"); out.append(.move(Point(v[0], v[1])))
            case "down":
                let v = try numbers(2, "down X Y"); out.append(.down(Point(v[0], v[1])))
            case "up":
                let v = try numbers(2, "up X Y"); out.append(.up(Point(v[0], v[1])))
            case "click":
                let v = try numbers(2, "click X Y"); out.append(.click(Point(v[0], v[1])))
            case "drag":
                let v = try numbers(5, "drag X1 Y1 X2 Y2 N")
                let n = try count(v[4], "drag's N")
                guard n >= 1 else { throw fail("drag's N must be at least 1") }
                out.append(.drag(from: Point(v[0], v[1]), to: Point(v[2], v[3]), frames: n))
            case "wheel":
                let v = try numbers(2, "wheel DX DY"); out.append(.wheel(dx: v[0], dy: v[1]))
            case "key":
                guard args.count == 1 else { throw fail("'key' takes one SDL key name, e.g. key Escape") }
                guard let name = KeyNames.canonical(args[0]) else {
                    let hint = KeyNames.suggestion(for: args[0]).map { " (did you mean \($0)?)" } ?? ""
                    throw fail("unknown key '\(args[0])'\(hint): use an SDL key name such as Escape, Return, Space, Left, Right, Up, Down, Tab, F1 or a single character")
                }
                out.append(.key(name))
            case "screenshot":
                guard args.count == 1 else { throw fail("'screenshot' takes one file path") }
                out.append(.screenshot(args[0]))
            case "quit":
                guard args.isEmpty else { throw fail("'quit' takes no arguments") }
                out.append(.quit)
            default:
                throw fail("unknown command '\(cmd)' (expected wait, move, down, up, click, drag, wheel, key, screenshot, quit)")
            }
        }
        return out
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
