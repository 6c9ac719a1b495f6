extension Axis {
    /// A set of axes — SwiftUI's `Axis.Set`: `[.horizontal, .vertical]`, `.horizontal`…
    /// (``UI/viewThatFits(in:id:_:)`` says with it along which axes its children must fit.)
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits: 1 horizontal, 2 vertical.
        public let rawValue: UInt8
        /// The set of axes with these bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
