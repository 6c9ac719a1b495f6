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
    /// The workload being stepped.
    public let scene: BenchScene
    /// Steps the frames (the stepper the runtime and the harness use too).
    public let stepper: FrameStepper
    /// The context the scene builds into.
    public var ui: UI { stepper.ui }
    /// Frames stepped so far.
    public private(set) var frame = 0

    /// A driver for `scene` in a window of `size` points, text measured by `measurer`.
    public init(scene: BenchScene, size: Size, measurer: TextMeasurer) {
        self.scene = scene
        stepper = FrameStepper(size: size, measurer: measurer, fixedStep: true)
    }

    /// One frame: the scene's input for it, `UI.runFrame`, then the scene's after-frame step.
    public func step() -> DrawList {
        let events = scene.events(frame: frame, ui: ui)
        let scene = self.scene
        let list = stepper.step(events: events) { ui in scene.body(ui) }
        scene.afterFrame(frame, ui: ui)
        frame += 1
        return list
    }
}
