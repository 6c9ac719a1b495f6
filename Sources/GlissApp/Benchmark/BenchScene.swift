import GlissCore

/// A benchmark workload (`gliss-demos bench NAME`): a scene plus the input that drives it,
/// stepped with fixed 1/60 s frames. Headless (any `TextMeasurer`), so tests can run it too.
public protocol BenchScene: AnyObject {
    /// Builds the frame.
    func body(_ ui: UI)
    /// Input for frame `n` (0-based, warm-up frames included), chosen from what the last
    /// frame showed (`ui.inspector`), the way a person aims at what is on screen.
    func events(frame n: Int, ui: UI) -> [InputEvent]
    /// Runs after frame `n` was built (e.g. advances a scroll offset for the next one).
    func afterFrame(_ n: Int, ui: UI)
}

extension BenchScene {
    public func events(frame n: Int, ui: UI) -> [InputEvent] { [] }
    public func afterFrame(_ n: Int, ui: UI) {}
}

/// Steps a `BenchScene` with fixed 1/60 s frames: input, build, layout, preferences,
/// animation, draw list — everything `ui` time measures.
public final class BenchDriver {
    /// The context the scene builds into.
    public let ui: UI
    /// The workload being stepped.
    public let scene: BenchScene
    /// Fixed 1/60 s frame times.
    public private(set) var clock = FrameClock(fixedStep: true)
    /// Frames stepped so far.
    public private(set) var frame = 0

    /// A driver for `scene` in a window of `size` points, text measured by `measurer`.
    public init(scene: BenchScene, size: Size, measurer: TextMeasurer) {
        self.scene = scene
        ui = UI(size: size, measurer: measurer)
    }

    /// One frame: the scene's input for it, `UI.runFrame`, then the scene's after-frame step.
    public func step() -> DrawList {
        let events = scene.events(frame: frame, ui: ui)
        let t = clock.tick()
        var list = ui.runFrame(time: t, events: events) { ui in scene.body(ui) }
        list.clearColor = .white
        scene.afterFrame(frame, ui: ui)
        frame += 1
        return list
    }
}
