import Gliss

/// Settings every demo may read (from the command line: ``DemoArguments``).
public struct DemoOptions: Sendable {
    /// Seed for anything random (card shuffle), so runs repeat.
    public var seed: UInt64 = 1
    /// `--photos N`: number of photos in the photos demo (nil = the bundled set).
    public var photos: Int? = nil
    /// `--rows N`: multiplies the devices demo's data.
    public var rows: Int? = nil
    public init() {}
}

/// The demos' own command-line options (beside the standard ones every Gliss app has).
public struct DemoArguments: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Seed for shuffles (cards).", valueName: "N"))
    public var seed: UInt64 = 1
    @Option(parsing: .unconditional, help: ArgumentHelp("Photos demo: number of photos (N: 0…1000000).", valueName: "N"))
    public var photos: Int?
    @Option(parsing: .unconditional, help: ArgumentHelp("Devices demo: repeat each device N times (N: 1…10000000).", valueName: "N"))
    public var rows: Int?

    /// `--photos N`: the grid holds an array of N ids, and `--inspect`/`--trace` list them all
    /// (about 80 MB of JSON work at the top of the range).
    public static let photosRange = OptionRange("--photos", 0...1_000_000)
    /// `--rows N`: 65 devices × N rows; index math in doubles stays exact far beyond it.
    public static let rowsRange = OptionRange("--rows", 1...10_000_000)

    public init() {}

    public mutating func validate() throws {
        try Self.photosRange.check(photos)
        try Self.rowsRange.check(rows)
    }

    /// The settings these arguments give.
    public var options: DemoOptions {
        var o = DemoOptions()
        o.seed = seed; o.photos = photos; o.rows = rows
        return o
    }
}

/// One demo: an ``App`` with its model state, its `body(ui)` and a `snapshot()` for the
/// inspector, plus a name and a summary for the gallery. The same code is the app, the
/// benchmark workload and the golden-screenshot set.
public protocol Demo: App where Arguments == DemoArguments {
    /// Command-line name (`photos`, `months`, …).
    static var name: String { get }
    /// One line: what it shows and which toolkit feature makes it work.
    static var summary: String { get }
    /// One line: the keys it answers to (for `--help` and docs/Running.md's keys table).
    static var keys: String { get }
    init(options: DemoOptions)
    /// True when the demo uses Escape itself right now (e.g. to close a sheet).
    var wantsEscape: Bool { get }
}

extension Demo {
    public init() { self.init(options: DemoOptions()) }
    public init(arguments: DemoArguments) { self.init(options: arguments.options) }
    public static var commandName: String { name }
    public static var abstract: String { summary + " Keys: " + keys }
    public static var resourceFolder: String? { "Resources" }
    public var screenName: String { Self.name }
    public var wantsEscape: Bool { false }
}

/// Every demo, in gallery order.
public let allDemos: [any Demo.Type] = [PhotosDemo.self, MonthsDemo.self, CardsDemo.self, DevicesDemo.self, CarouselDemo.self,
                                        ModifiersDemo.self, TextDemo.self, ControlsDemo.self]

/// The demo type called `name`, if any.
public func demoType(named name: String) -> (any Demo.Type)? {
    allDemos.first { $0.name == name }
}
