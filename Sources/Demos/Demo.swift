/// Options every demo may read (from the command line).
public struct DemoOptions: Sendable {
    /// Seed for anything random (card shuffle), so runs repeat.
    public var seed: UInt64 = 1
    /// `--photos N`: number of photos in the photos demo (nil = the bundled set).
    public var photos: Int? = nil
    /// `--rows N`: multiplies the devices demo's data.
    public var rows: Int? = nil
    public init() {}
}

/// One demo: a small type with its model state, its `body(ui)` and a `snapshot()` for the
/// inspector. The same code is the app, the benchmark workload and the golden-screenshot set.
public protocol Demo: AnyObject {
    /// Command-line name (`photos`, `months`, …).
    static var name: String { get }
    /// Title on the gallery tile.
    static var title: String { get }
    /// One line: what it shows and which toolkit feature makes it work.
    static var summary: String { get }
    init(options: DemoOptions)
    /// Builds the frame.
    func body(_ ui: UI)
    /// The model state for the inspector and trace (keys in shared/DEMOS.md).
    func snapshot() -> JSON
    /// A broken model invariant, if any (nil when everything holds).
    func invariantViolation() -> String?
    /// True when the demo uses Escape itself right now (e.g. to close a sheet).
    var wantsEscape: Bool { get }
}

extension Demo {
    public func invariantViolation() -> String? { nil }
    public var wantsEscape: Bool { false }
}

/// Every demo, in gallery order.
public let allDemos: [Demo.Type] = [PhotosDemo.self, MonthsDemo.self, CardsDemo.self, DevicesDemo.self, CarouselDemo.self]

/// The demo type called `name`, if any.
public func demoType(named name: String) -> Demo.Type? {
    allDemos.first { $0.name == name }
}
