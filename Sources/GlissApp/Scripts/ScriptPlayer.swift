import GlissCore

/// Plays a script one frame at a time, so `wait 10000000` and `drag … 10000000` cost
/// nothing until they are reached and O(1) memory while they play: a drag's moves are
/// computed frame by frame, never stored.
public struct ScriptPlayer: Sendable {
    private let commands: [ScriptCommand]
    private var index = 0
    /// Frames still to come from the command being played.
    private enum Pending: Sendable {
        case none
        /// The release of a `click`, one frame after its press.
        case release(Point, PointerButton, window: String)
        /// Move `step` of `frames` of a drag from `from` to `to` comes next (1-based).
        case drag(from: Point, to: Point, frames: Int, step: Int, window: String)
    }
    /// The window input goes to (`window NAME`); `main` until a `window` line.
    private var target = ScriptPlayer.mainWindow
    /// The main window's name in `window` lines.
    public static let mainWindow = "main"
    private var pending = Pending.none
    private var idleFrames = 0
    private var finished = false

    /// A player at the start of `commands`.
    public init(_ commands: [ScriptCommand]) { self.commands = commands }

    /// True when the script has a `record start`: recording waits for it.
    public var startsRecordingLater: Bool { commands.contains(.record(true)) }
    /// True when the script takes screenshots or records.
    public var capturesFrames: Bool {
        commands.contains { if case .screenshot = $0 { return true }; if case .record = $0 { return true }; return false }
    }

    /// True once every frame has been handed out.
    public var isFinished: Bool { finished }

    /// The next frame, or nil when the script is over.
    public mutating func next() -> ScriptFrame? {
        if finished { return nil }
        var frame = ScriptFrame()
        if idleFrames > 0 {
            idleFrames -= 1
            if idleFrames > 0 { return frame }          // an empty waited frame
            // The last waited frame: the commands that follow land in it.
        } else {
            switch pending {
            case .none:
                break
            case let .release(p, button, window):
                pending = .none
                frame.add([.pointerUp(p, button)], to: window)
            case let .drag(a, b, n, k, window):
                let t = Double(k) / Double(n)
                frame.add([.pointerMove(Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))], to: window)
                if k < n {
                    pending = .drag(from: a, to: b, frames: n, step: k + 1, window: window)
                    return frame                        // a drag's move: nothing else joins it
                }
                frame.add([.pointerUp(b, .left)], to: window)
                pending = .none
            }
        }
        // Fill this frame until a command advances time.
        while index < commands.count {
            let c = commands[index]
            // A screenshot shows the frame as the lines above it left it: input written after
            // it goes into the next frame (one frame later), not into the picture.
            if !frame.screenshots.isEmpty && c.isInput { return frame }
            index += 1
            switch c {
            case .wait(let n):
                if n > 0 { idleFrames = n; return frame }
            case .move(let p): frame.add([.pointerMove(p)], to: target)
            case .down(let p, let b): frame.add([.pointerMove(p), .pointerDown(p, b)], to: target)
            case .up(let p, let b): frame.add([.pointerMove(p), .pointerUp(p, b)], to: target)
            case .click(let p, let b):
                frame.add([.pointerMove(p), .pointerDown(p, b)], to: target)
                pending = .release(p, b, window: target)
                return frame
            case .drag(let a, let b, let n):
                frame.add([.pointerMove(a), .pointerDown(a, .left)], to: target)
                pending = .drag(from: a, to: b, frames: n, step: 1, window: target)
                return frame
            case .wheel(let dx, let dy): frame.add([.wheel(dx: dx, dy: dy, modifiers: [])], to: target)
            case .key(let k):
                let (name, mods) = KeyModifierNames.split(k)
                // The parser took only key names; a hand-made command naming no key presses none.
                if let key = Key(name: name) { frame.add([.key(key, modifiers: mods)], to: target) }
            case .type(let text): frame.add([.text(text)], to: target)
            case .window(let name): target = name
            case .record(let on): frame.record = on
            case .screenshot(let f): frame.screenshots.append(f)
            case .quit:
                frame.quit = true
                finished = true
                return frame
            }
        }
        if case .none = pending, idleFrames == 0 { finished = true }
        return frame
    }
}

extension ScriptFrame {
    /// Adds `events` for the window called `window` (`main`: ``events``).
    mutating func add(_ events: [InputEvent], to window: String) {
        if window == ScriptPlayer.mainWindow { self.events += events } else { windowEvents[window, default: []] += events }
    }
}
