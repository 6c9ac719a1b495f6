import GlissCore

/// Plays a script one frame at a time, so `wait 10000000` costs nothing until it is reached.
public struct ScriptPlayer: Sendable {
    private let commands: [ScriptCommand]
    private var index = 0
    /// Frames still to come from the command being played (waits, drag moves).
    private var pending: [ScriptFrame] = []
    private var idleFrames = 0
    private var finished = false

    public init(_ commands: [ScriptCommand]) { self.commands = commands }

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
        } else if !pending.isEmpty {
            frame = pending.removeFirst()
            if !pending.isEmpty { return frame }        // a drag's move: nothing else joins it
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
            case .move(let p): frame.events.append(.pointerMove(p))
            case .down(let p): frame.events += [.pointerMove(p), .pointerDown(p, .left)]
            case .up(let p): frame.events += [.pointerMove(p), .pointerUp(p, .left)]
            case .click(let p):
                frame.events += [.pointerMove(p), .pointerDown(p, .left)]
                var release = ScriptFrame()
                release.events.append(.pointerUp(p, .left))
                pending = [release]
                return frame
            case .drag(let a, let b, let n):
                frame.events += [.pointerMove(a), .pointerDown(a, .left)]
                pending = (1...n).map { k in
                    let t = Double(k) / Double(n)
                    var f = ScriptFrame()
                    f.events.append(.pointerMove(Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)))
                    if k == n { f.events.append(.pointerUp(b, .left)) }
                    return f
                }
                return frame
            case .wheel(let dx, let dy): frame.events.append(.wheel(dx: dx, dy: dy, modifiers: []))
            case .key(let k): frame.events.append(.key(k, modifiers: []))
            case .screenshot(let f): frame.screenshots.append(f)
            case .quit:
                frame.quit = true
                finished = true
                return frame
            }
        }
        if pending.isEmpty && idleFrames == 0 { finished = true }
        return frame
    }
}
