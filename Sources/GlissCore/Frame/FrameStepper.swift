/// Steps a `UI` one frame at a time on a ``FrameClock``: the frame's time, ``UI/runFrame(time:events:_:)``
/// with the body, the draw list cleared to the window's background (white, or dark in the
/// dark colour scheme). The app runtime (through `AppHost`), the
/// test harness and the benchmark all step frames through it, so a frame means the same thing
/// in each of them.
public final class FrameStepper {
    /// The immediate-mode context the body builds into.
    public let ui: UI
    /// Time of each frame (exactly 1/60 s steps with `fixedStep`).
    public private(set) var clock: FrameClock
    /// What the last frame drew.
    public private(set) var lastDrawList = DrawList()

    /// A stepper for a window of `size` points, text measured by `measurer`.
    public init(size: Size, measurer: TextMeasurer, fixedStep: Bool) {
        ui = UI(size: size, measurer: measurer)
        clock = FrameClock(fixedStep: fixedStep)
        ui.startDate = clock.startDate
        // A new run of frames: the frame clock starts again at 0 (a new harness in a test).
        FrameTimeline.shared.reset()
    }

    /// Advances the clock and runs one frame of `body` with `events`; returns what to draw.
    @discardableResult
    public func step(events: [InputEvent], _ body: (UI) -> Void) -> DrawList {
        let t = clock.tick()
        var list = ui.runFrame(time: t, events: events, body)
        list.clearColor = ui.windowBackground ?? (ui.colorScheme == .dark ? Color.darkBackground : .white)
        lastDrawList = list
        return list
    }
}
