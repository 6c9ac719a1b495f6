import Foundation

/// Gives each frame its time. Animations read time only from here, so with
/// `fixedStep` a run (and its screenshots) repeats bit for bit.
public struct FrameClock: Sendable {
    /// Frame duration in fixed-step mode: exactly 1/60 s.
    public static let step = 1.0 / 60.0
    /// True when every frame advances exactly ``step`` (`--fixed-step`); false: wall-clock time.
    public let fixedStep: Bool
    /// Frames ticked so far.
    public private(set) var frame: Int = 0
    /// The last frame's time in seconds since the first frame (0 for the first frame).
    public private(set) var time: Double = 0
    private var start: UInt64 = 0
    /// The date at frame 0 (the clock's creation). Frame dates are this plus ``time``.
    public let startDate = Date()

    /// A clock at frame 0; wall-clock time counts from now.
    public init(fixedStep: Bool) {
        self.fixedStep = fixedStep
        start = DispatchTime.now().uptimeNanoseconds
    }

    /// Wall-clock seconds since the clock started (how long until a frame asked for at a
    /// frame-clock time is due, when frames follow the wall clock).
    public var elapsed: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

    /// The time the next frame will have: exactly the next step under `fixedStep`, else the
    /// wall clock now. The run loop advances the frame clock's sleeps to it
    /// (`FrameTimeline.beginWork(after:before:)`) before the main thread's work runs.
    public var upcomingTime: Double {
        guard frame > 0 else { return 0 }
        return fixedStep ? Double(frame) * FrameClock.step : elapsed
    }

    /// Advances to the next frame and returns its time in seconds since the first frame.
    public mutating func tick() -> Double {
        if frame > 0 {
            if fixedStep {
                time = Double(frame) * FrameClock.step
            } else {
                time = elapsed
            }
        }
        frame += 1
        return time
    }
}
