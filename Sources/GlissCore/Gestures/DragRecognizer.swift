/// The state of a drag, like SwiftUI's `DragGesture.Value`.
public struct DragValue: Equatable, Sendable {
    /// Where the pointer went down.
    public var startLocation: Point
    /// Where the pointer is now.
    public var location: Point
    /// location − startLocation.
    public var translation: Size
    /// Pointer velocity in points per second (recent motion, see `DragRecognizer`).
    public var velocity: Size
    /// translation + velocity · 0.25 s (SwiftUI's projection).
    public var predictedEndTranslation: Size
    /// startLocation + predictedEndTranslation.
    public var predictedEndLocation: Point
    /// Time of the event that produced this value (seconds, frame clock).
    public var time: Double

    /// Builds a value; translation and predictions are derived from the arguments.
    public init(startLocation: Point, location: Point, velocity: Size, time: Double) {
        self.startLocation = startLocation
        self.location = location
        self.translation = Size(location.x - startLocation.x, location.y - startLocation.y)
        self.velocity = velocity
        self.predictedEndTranslation = Size(translation.width + velocity.width * DragValue.projectionTime,
                                            translation.height + velocity.height * DragValue.projectionTime)
        self.predictedEndLocation = Point(startLocation.x + predictedEndTranslation.width,
                                          startLocation.y + predictedEndTranslation.height)
        self.time = time
    }

    /// How far ahead `predictedEnd…` looks, in seconds.
    public static let projectionTime = 0.25
}

/// Drag-or-tap recognition for one pointer, as a pure state machine (no timers, no
/// views): feed it press / move / release and it reports what happened.
///
/// ```swift
/// var drag = DragRecognizer()                 // minimumDistance 10, like DragGesture()
/// drag.press(at: Point(0, 0), time: 0)
/// drag.move(to: Point(4, 0), time: 0.016)     // .none: still within the slop
/// drag.move(to: Point(12, 0), time: 0.033)    // .began(value), value.translation = 12x0
/// drag.move(to: Point(30, 0), time: 0.05)     // .changed(value)
/// drag.release(at: Point(30, 0), time: 0.066) // .ended(value) with velocity and prediction
/// ```
///
/// Rules:
/// - A drag begins on the first move whose distance from the press point is
///   ≥ `minimumDistance`. With `minimumDistance` 0, any move that changes the position
///   (distance > 0) begins it; a press and release without motion is a tap, never a drag.
/// - A release without a drag is a `.tap` (at the release location) when the release point
///   is within the slop: distance < `minimumDistance`, or exactly 0. Otherwise (the pointer
///   jumped beyond the slop with no move event in between) it is `.none`: neither a tap
///   nor a drag that never began.
/// - Velocity is the displacement over the last 100 ms divided by that time, with the
///   position between samples interpolated linearly. That is the time-weighted average of
///   the recent per-event velocities: one short, jittery interval has little weight, a
///   single sample in the window still works (it is measured against the interpolated
///   position 100 ms earlier), and a pointer that rested more than 100 ms before the
///   release has velocity 0.
public struct DragRecognizer: Sendable {
    /// What a pointer event meant.
    public enum Event: Equatable, Sendable {
        /// Nothing to report (not pressed, or still within the minimum distance).
        case none
        /// The pointer passed the minimum distance: a drag starts.
        case began(DragValue)
        /// The drag moved.
        case changed(DragValue)
        /// The button was released after a drag.
        case ended(DragValue)
        /// The button was released without a drag, at this point.
        case tap(Point)
    }

    /// The velocity window, in seconds.
    public static let velocityWindow = 0.1

    /// Distance (points) the pointer must travel from the press before a drag begins.
    public let minimumDistance: Double

    /// True between `press` and `release`/`cancel`.
    public private(set) var isPressed = false
    /// True once a drag has begun (`.began` was returned), until it ends or is cancelled.
    public private(set) var isDragging = false

    private var startLocation = Point.zero
    private struct Sample: Sendable { var location: Point; var time: Double }
    /// Recent samples in time order: everything within the velocity window of the newest,
    /// plus the one just before it (for interpolating the window's start).
    private var samples: [Sample] = []
    private var lastValue: DragValue?

    /// A recognizer for SwiftUI's `DragGesture(minimumDistance:)`; negative distances count as 0.
    public init(minimumDistance: Double = 10) {
        self.minimumDistance = max(0, minimumDistance)
    }

    /// The pointer went down. Resets any previous state.
    public mutating func press(at location: Point, time: Double) {
        reset()
        isPressed = true
        startLocation = location
        samples = [Sample(location: location, time: time)]
    }

    /// The pointer moved while pressed (ignored when not pressed).
    public mutating func move(to location: Point, time: Double) -> Event {
        guard isPressed else { return .none }
        record(location, time)
        if !isDragging {
            let d = distance(startLocation, location)
            guard d > 0, d >= minimumDistance else { return .none }
            isDragging = true
            let value = makeValue(location, time)
            lastValue = value
            return .began(value)
        }
        let value = makeValue(location, time)
        lastValue = value
        return .changed(value)
    }

    /// The pointer went up. Ends the drag, reports a tap, or nothing (see the type's rules).
    public mutating func release(at location: Point, time: Double) -> Event {
        guard isPressed else { return .none }
        record(location, time)
        defer { reset() }
        if isDragging {
            return .ended(makeValue(location, time))
        }
        let d = distance(startLocation, location)
        return (d < minimumDistance || d == 0) ? .tap(location) : .none
    }

    /// The gesture was cancelled (e.g. the window lost the pointer). Returns the last drag
    /// value if a drag was in progress, so the caller can reset `@GestureState`-like state.
    public mutating func cancel() -> DragValue? {
        let value = isDragging ? lastValue : nil
        reset()
        return value
    }

    // MARK: Internals

    private mutating func reset() {
        isPressed = false
        isDragging = false
        samples.removeAll(keepingCapacity: true)
        lastValue = nil
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    private mutating func record(_ location: Point, _ time: Double) {
        if let last = samples.last, time < last.time {
            // Out-of-order timestamp: treat it as simultaneous rather than going back in time.
            samples.append(Sample(location: location, time: last.time))
        } else {
            samples.append(Sample(location: location, time: time))
        }
        // Keep the window plus one older sample; drop the rest.
        let windowStart = samples[samples.count - 1].time - Self.velocityWindow
        var drop = 0
        while drop + 1 < samples.count, samples[drop + 1].time <= windowStart { drop += 1 }
        if drop > 0 { samples.removeFirst(drop) }
    }

    private func makeValue(_ location: Point, _ time: Double) -> DragValue {
        DragValue(startLocation: startLocation, location: location, velocity: velocity(), time: time)
    }

    /// (position now − position 100 ms ago) / elapsed, positions interpolated linearly.
    private func velocity() -> Size {
        guard let newest = samples.last, let oldest = samples.first else { return .zero }
        let from = max(newest.time - Self.velocityWindow, oldest.time)
        let elapsed = newest.time - from
        guard elapsed > 0 else { return .zero }
        let past = position(at: from)
        return Size((newest.location.x - past.x) / elapsed, (newest.location.y - past.y) / elapsed)
    }

    private func position(at t: Double) -> Point {
        // Samples are few (≤ one window's worth), a linear scan is fine.
        var prev = samples[0]
        if t <= prev.time { return prev.location }
        for s in samples.dropFirst() {
            if s.time >= t {
                let span = s.time - prev.time
                guard span > 0 else { return s.location }
                let f = (t - prev.time) / span
                return Point(prev.location.x + (s.location.x - prev.location.x) * f,
                             prev.location.y + (s.location.y - prev.location.y) * f)
            }
            prev = s
        }
        return prev.location
    }
}

extension DragValue {
    /// The same drag with its locations measured from `origin` (translation and velocity
    /// do not depend on the space).
    public func converted(toOrigin origin: Point) -> DragValue {
        var v = self
        v.startLocation = startLocation - origin
        v.location = location - origin
        v.predictedEndLocation = predictedEndLocation - origin
        return v
    }
}
