/// A value whose `animatableData` animates — SwiftUI's `Animatable`. A ``Shape`` is one: give
/// it `animatableData` (a ``VectorArithmetic`` value, or an ``AnimatablePair`` of them) and a
/// change of that data under `withAnimation` draws the shape at every value in between.
///
/// ```swift
/// struct Wedge: Shape {
///     var fraction: Double
///     var animatableData: Double {
///         get { fraction }
///         set { fraction = newValue }
///     }
///     func path(in rect: Rect) -> Path { … }
/// }
/// ```
public protocol Animatable {
    /// What animates.
    associatedtype AnimatableData: VectorArithmetic
    /// The value animations interpolate; setting it sets what it stands for.
    var animatableData: AnimatableData { get set }
}

/// No animatable data: what a shape without an `animatableData` of its own has — SwiftUI's
/// `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic {
    /// Nothing.
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public func scaled(by factor: Double) -> EmptyAnimatableData { self }
    public var magnitudeSquared: Double { 0 }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing animates.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Two animatable values animated together — SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second
    /// The pair (`first`, `second`).
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (l: AnimatablePair, r: AnimatablePair) -> AnimatablePair { AnimatablePair(l.first + r.first, l.second + r.second) }
    public static func - (l: AnimatablePair, r: AnimatablePair) -> AnimatablePair { AnimatablePair(l.first - r.first, l.second - r.second) }
    public func scaled(by factor: Double) -> AnimatablePair { AnimatablePair(first.scaled(by: factor), second.scaled(by: factor)) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}
