import GlissCore

/// Drives a bare `UI` at times you choose, for tests of the engine and of custom widgets:
/// frames at exact binary-fraction times (1/64 s by default, so "t + 0.5" is exactly
/// representable), scripted pointer input, and queries over what the frame drew (draw
/// commands, inspector nodes). Frames are drawn through a `NullBackend` (text measured by
/// `MonospaceTextMeasurer`; there are no pixels).
///
/// ``Harness`` is the app-level tool (1/60 s frames, the app's state, screenshots); use this
/// one when a test needs to place frames at precise times or read the draw list.
public final class FrameDriver {
    /// The immediate-mode context under test.
    public let ui: UI
    /// The backend every frame is drawn through (it keeps the last list).
    public let backend: NullBackend
    /// Time of the last frame run (seconds).
    public private(set) var time: Double
    /// Seconds between frames when no time is given.
    public let step: Double
    /// The body every frame builds (may be replaced between frames).
    public var body: (UI) -> Void
    /// What the last frame drew.
    public private(set) var list = DrawList()
    private var started = false
    /// Runs once at the start of the next frame's first build pass (like key handling in a body).
    private var pending: ((UI) -> Void)?

    /// A driver for a window whose frames build `body`.
    ///
    /// - Parameters:
    ///   - width: the window's width in points.
    ///   - height: the window's height in points.
    ///   - start: the time of the first frame, in seconds.
    ///   - step: seconds between frames when ``frame(_:at:)`` is given no time.
    ///   - body: what every frame builds (``body`` may be replaced later).
    public init(width: Double = 400, height: Double = 300, start: Double = 1, step: Double = 1.0 / 64,
                _ body: @escaping (UI) -> Void) {
        backend = NullBackend(size: Size(width, height))
        ui = UI(size: backend.windowSize, measurer: backend.textMeasurer)
        time = start
        self.step = step
        self.body = body
    }

    /// Runs one frame at `t` (default: one step after the last frame; the first frame runs at `start`).
    @discardableResult
    public func frame(_ events: [InputEvent] = [], at t: Double? = nil) -> DrawList {
        if let t { time = t } else if started { time += step }
        started = true
        list = ui.runFrame(time: time, events: events) { [self] ui in
            if let p = pending { pending = nil; p(ui) }
            body(ui)
        }
        backend.render(list)
        return list
    }

    /// Runs frames every `step` until (and exactly at) time `t`.
    public func run(until t: Double) {
        while time + step < t - 1e-12 { frame() }
        frame(at: t)
    }

    /// Runs `action` inside the next frame's body, before the body (first pass only).
    public func inNextBuild(_ action: @escaping (UI) -> Void) { pending = action }

    // MARK: Input

    /// Pointer down at `p` in one frame, up in the next. Returns the time of the up frame.
    @discardableResult
    public func click(_ p: Point) -> Double {
        frame([.pointerMove(p), .pointerDown(p, .left)])
        frame([.pointerUp(p, .left)])
        return time
    }

    /// Clicks the centre of the inspector node labelled `label`; returns the time of the up frame.
    /// - Throws: ``HarnessError/noNode(label:role:existing:)`` when no such node is visible.
    @discardableResult
    public func click(label: String) throws -> Double {
        guard let n = node(label) else {
            throw HarnessError.noNode(label: label, role: nil, existing: ui.inspector.map(\.label).filter { !$0.isEmpty })
        }
        return click(n.frame.center)
    }

    /// Presses at `from`, moves through `points` one per frame, releases at the last point
    /// (in the same frame as the last move unless `releaseSeparately`).
    public func drag(from: Point, through points: [Point], releaseSeparately: Bool = false) {
        frame([.pointerMove(from), .pointerDown(from, .left)])
        for (k, p) in points.enumerated() {
            if k == points.count - 1 && !releaseSeparately {
                frame([.pointerMove(p), .pointerUp(p, .left)])
            } else {
                frame([.pointerMove(p)])
            }
        }
        if releaseSeparately, let last = points.last { frame([.pointerUp(last, .left)]) }
    }

    // MARK: Queries

    /// The last frame's inspector nodes.
    public var inspector: [InspectorNode] { ui.inspector }

    /// The first inspector node labelled `label`.
    public func node(_ label: String) -> InspectorNode? { ui.inspector.first { $0.label == label } }

    /// Inspector nodes whose label starts with `prefix`.
    public func nodes(prefix: String) -> [InspectorNode] { ui.inspector.filter { $0.label.hasPrefix(prefix) } }

    /// Rects of filled rounded rects drawn in `color` (RGB compared; alpha may be faded).
    public func fills(_ color: Color) -> [Rect] {
        list.commands.compactMap { c in
            if case .fillRoundedRect(let r, _, let col) = c, col.hasSameRGB(as: color) { return r }
            return nil
        }
    }

    /// Indexes in the draw list of fills in `color`.
    public func fillIndexes(_ color: Color) -> [Int] {
        list.commands.indices.filter { i in
            if case .fillRoundedRect(_, _, let col) = list.commands[i], col.hasSameRGB(as: color) { return true }
            return false
        }
    }

    /// Alpha of the first fill in `color`.
    public func fillAlpha(_ color: Color) -> Double? {
        for c in list.commands {
            if case .fillRoundedRect(_, _, let col) = c, col.hasSameRGB(as: color) { return col.a }
        }
        return nil
    }

    /// Text commands drawn this frame (in a colour or a gradient, composited or not): string
    /// and origin.
    public var texts: [(string: String, origin: Point)] {
        func line(_ c: DrawCommand) -> (string: String, origin: Point)? {
            switch c {
            case .text(let s, _, _, let o), .styledText(let s, _, _, let o): return (s, o)
            case .composited(let inner, _): return line(inner)
            default: return nil
            }
        }
        return list.commands.compactMap(line)
    }

    /// Where `s` was drawn this frame.
    public func textOrigin(_ s: String) -> Point? { texts.first { $0.string == s }?.origin }
}

extension Color {
    /// Same red, green and blue (alpha ignored), to find a view's draw command by its colour.
    public func hasSameRGB(as o: Color) -> Bool { abs(r - o.r) < 1e-9 && abs(g - o.g) < 1e-9 && abs(b - o.b) < 1e-9 }
}
