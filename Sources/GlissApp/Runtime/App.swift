import ArgumentParser
import GlissCore

/// A Gliss app: a type with its model state and a `body(_:)` that builds each frame.
///
/// `@main` on a class that conforms is the whole entry point: the runtime opens the window,
/// parses the standard command-line options (`--size`, `--fixed-step`, `--script`,
/// `--screenshot`, `--inspect`, …; `--help` lists them), runs frames at 60 fps while anything
/// moves and waits for input when nothing does.
///
/// ```swift
/// import Gliss
///
/// @main final class Hello: App {
///     var count = 0
///     func body(_ ui: UI) {
///         ui.vstack {
///             ui.text("\(count)", font: .largeTitle)
///             ui.button("+") { self.count += 1 }
///         }
///     }
///     func snapshot() -> JSON { .object([("count", .number(Double(count)))]) }
/// }
/// ```
///
/// Like SwiftUI's `App`, only the content is required; everything else has a default.
public protocol App: AnyObject {
    /// Options of the app's own, parsed beside the standard ones (swift-argument-parser
    /// `@Option`/`@Flag` properties). `NoArguments` when the app has none.
    associatedtype Arguments: ParsableArguments = NoArguments

    /// Creates the app with its initial state.
    init()
    /// Creates the app from its own command-line options. Defaults to `init()`.
    init(arguments: Arguments)
    /// Builds the frame: called once or more per frame (see GlissCore's `UI`).
    func body(_ ui: UI)

    /// The window title. Defaults to the type's name.
    static var title: String { get }
    /// The window's title now, set after every frame. Defaults to ``title``; an app that shows
    /// one of several screens names the one showing (the demo gallery names the demo).
    var windowTitle: String { get }
    /// The window size in points when `--size` is not given. Defaults to 1280×800.
    static var defaultSize: Size { get }
    /// The name `--help` shows and errors start with. Defaults to the executable's name.
    static var commandName: String { get }
    /// The app's id: names the folders its state is kept in (`$XDG_STATE_HOME/<id>/`: window
    /// sizes) and its settings (`$XDG_CONFIG_HOME/<id>/settings.json`: ``AppStorage``), its
    /// desktop entry and icon (`--install-desktop-entry`) and its windows' X11 class — a
    /// reverse-DNS name (`org.example.Editor`) is best. Defaults to ``commandName``.
    static var id: String { get }
    /// One line for `--help`. Defaults to none.
    static var abstract: String { get }
    /// The folder images with relative names are loaded from, looked for near the executable
    /// (see ``ResourceLocator``); `--resources` and `$GLISS_RESOURCES` override it. Nil (the
    /// default): the current directory. Text and icons need no folder: the fonts ship with Gliss.
    static var resourceFolder: String? { get }
    /// The app's icon, a PNG file, for its desktop entry (`--install-desktop-entry`): an
    /// absolute path, or a name looked up in the ``resourceFolder`` (found as images are),
    /// then in the current directory. Nil (the default): Gliss's own default icon.
    static var iconPath: String? { get }
    /// The desktop entry's `Categories` (freedesktop.org's registered names, such as
    /// `Utility`, `Development`, `Graphics`, `Office`). Defaults to `["Utility"]`.
    static var categories: [String] { get }

    /// The app's state for `--inspect` (`"state"`) and `--trace`. Defaults to an empty object.
    func snapshot() -> JSON
    /// A broken model invariant, checked after every frame with `--check-invariants`
    /// (the run ends with exit code 3 naming it). Defaults to nil: nothing to check.
    func invariantViolation() -> String?
    /// What the inspector and trace name the current screen (their `"screen"` field).
    /// Defaults to ``commandName``.
    var screenName: String { get }
    /// Declares the app's other windows — SwiftUI's scenes beside the main `WindowGroup`
    /// (``body(_:)``): `scenes.window(_:id:content:)`, `scenes.windowGroup(id:for:content:)`,
    /// `scenes.settings(content:)`. Called once, before the first frame. Defaults to none.
    func scenes(_ scenes: SceneBuilder)
    /// Builds the app's menus — SwiftUI's `commands`: `ui.commandMenu("Tools") { … }` and
    /// `ui.commandGroup(replacing:/after:/before:)` with the same builders as views. Every
    /// window shows them in its menu bar beside the standard File, Edit, View, Window and
    /// Help menus. Defaults to none.
    func commands(_ ui: UI)
    /// True once the app wants the run to end (after the frame that set it). Defaults to false:
    /// the window's close button, SIGINT/SIGTERM, `--frames` and a script's `quit` end a run.
    var quitRequested: Bool { get }
}

/// The arguments of an app with no command-line options of its own.
public struct NoArguments: ParsableArguments {
    public init() {}
}

extension App {
    public init(arguments: Arguments) { self.init() }
    public static var title: String { String(describing: Self.self) }
    public var windowTitle: String { Self.title }
    public static var defaultSize: Size { Size(1280, 800) }
    public static var commandName: String { CommandRunner.executableName }
    public static var abstract: String { "" }
    public static var id: String { commandName }
    public static var resourceFolder: String? { nil }
    public static var iconPath: String? { nil }
    public static var categories: [String] { ["Utility"] }
    public func snapshot() -> JSON { .object([]) }
    public func invariantViolation() -> String? { nil }
    public var screenName: String { Self.commandName }
    public var quitRequested: Bool { false }
    public func scenes(_ scenes: SceneBuilder) {}
    public func commands(_ ui: UI) {}

    /// The entry point `@main` calls: parses the command line (standard options plus the app's
    /// ``Arguments``), opens the window and runs until the app quits. Bad arguments print one
    /// line and the usage and exit with status 2.
    public static func main() {
        AppRuntime.markProcessStart()
        CommandRunner.main(AppCommand<Self>.self)
    }
}
