import Foundation

/// Light or dark appearance — SwiftUI's `ColorScheme`.
public enum ColorScheme: String, Sendable, Equatable, CaseIterable {
    /// Dark text on light backgrounds.
    case light
    /// Light text on dark backgrounds.
    case dark
}

/// Where ``UI/containerBackground(_:for:)`` paints — SwiftUI's `ContainerBackgroundPlacement`.
public enum ContainerBackgroundPlacement: Sendable, Equatable {
    /// The window, behind everything.
    case window
}

/// A key for a value of your own in ``EnvironmentValues`` — SwiftUI's `EnvironmentKey`.
///
/// ```swift
/// struct CompactKey: EnvironmentKey { static let defaultValue = false }
/// extension EnvironmentValues {
///     var compact: Bool { get { self[CompactKey.self] } set { self[CompactKey.self] = newValue } }
/// }
/// ui.environment(\.compact, true) { sidebar(ui) }     // read inside: ui.environment.compact
/// ```
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value where no ancestor set one.
    static var defaultValue: Value { get }
}

/// Values a subtree is built with, passed down from the views around it — SwiftUI's
/// `EnvironmentValues`. Read them with `ui.environment` while building; set them for a
/// subtree with ``UI/environment(_:_:_:)``. The built-in one is ``colorScheme``; add your own
/// with an ``EnvironmentKey``.
public struct EnvironmentValues {
    /// The appearance the subtree is drawn in: the window's (``UI/colorScheme``), unless an
    /// ancestor set another. Semantic colours (`Color.primary`, `.background`, …) and the
    /// controls follow it.
    public var colorScheme: ColorScheme = .light

    /// The direction the subtree is laid out in — SwiftUI's `layoutDirection`: the window's
    /// (``UI/layoutDirection``, from the user's language or `--layout-direction`) unless an
    /// ancestor set another. Every view built under ``LayoutDirection/rightToLeft`` is mirrored:
    /// stacks run from the right, `.leading` means the right edge (alignment, padding, frames),
    /// grids start at the right. Set it for a subtree with
    /// `ui.environment(\.layoutDirection, .rightToLeft) { … }`.
    ///
    /// A stored property, not a key: every view reads it when it is made.
    public var layoutDirection: LayoutDirection = .leftToRight

    private var custom: [ObjectIdentifier: Any] = [:]

    /// The values of a window in `colorScheme`.
    public init(colorScheme: ColorScheme = .light) { self.colorScheme = colorScheme }

    /// Your own value for `key` (its default where no ancestor set it).
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The values of the subtree being built now. Semantic colours read its colour scheme: a
    /// frame is built on one thread, in order, so "now" is well defined while a body runs.
    /// (Unchecked exclusivity, as `UI`'s state: every label's default colour reads it, and the
    /// runtime check cost ~75 instructions a read.)
    @exclusivity(unchecked) nonisolated(unsafe) static var current = EnvironmentValues() {
        didSet { currentIsDark = current.colorScheme == .dark }
    }

    /// `current`'s colour scheme is dark: what every label's default colour asks
    /// (``Color/primary``). A stored flag with a constant start is initialised statically, so
    /// reading it is a load; reading `current` (set up on first use) called `swift_once` each
    /// time, ~10 instructions a label (`bench list`, callgrind).
    @exclusivity(unchecked) nonisolated(unsafe) static var currentIsDark = false
}

extension UI {
    /// The values the views being built now see — SwiftUI's `@Environment`:
    /// `ui.environment.colorScheme`.
    public var environment: EnvironmentValues { EnvironmentValues.current }

    /// Builds `content` with the environment value at `keyPath` set to `value` — SwiftUI's
    /// `.environment(_:_:)`. Views built inside read it (`ui.environment[keyPath: …]`), and
    /// with `\.colorScheme` so do the semantic colours and the controls:
    ///
    /// ```swift
    /// ui.environment(\.colorScheme, .dark) {
    ///     ui.toggle("Night shift", isOn: Bindable(settings).night)   // drawn dark
    /// }
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, _ content: () -> Void) {
        let saved = EnvironmentValues.current
        let savedDirection = buildsRightToLeft
        EnvironmentValues.current[keyPath: keyPath] = value
        buildsRightToLeft = EnvironmentValues.current.layoutDirection == .rightToLeft
        content()
        EnvironmentValues.current = saved
        buildsRightToLeft = savedDirection
    }

    /// The window's appearance: what ``preferredColorScheme(_:)`` asked for, else the
    /// system's (``systemColorScheme``). The window is cleared to its background colour.
    public var colorScheme: ColorScheme { build.preferredScheme ?? systemColorScheme }

    /// Asks for the window to be drawn in `scheme` (nil: follow the system) — SwiftUI's
    /// `.preferredColorScheme(_:)`. Call it from the body; a change rebuilds the frame in the
    /// new scheme before it is drawn.
    public func preferredColorScheme(_ scheme: ColorScheme?) {
        guard scheme != build.preferredScheme else { return }
        build.preferredScheme = scheme
        requestPass()
    }

    /// Paints the window behind everything with `color` — SwiftUI's
    /// `containerBackground(_:for: .window)`. Call it from the body; without it the window is
    /// cleared to the colour scheme's background (white, or near-black when dark).
    ///
    /// ```swift
    /// ui.containerBackground(Color(hex: 0x101820), for: .window)
    /// ```
    public func containerBackground(_ color: Color, for container: ContainerBackgroundPlacement) {
        windowBackground = color
    }

    /// Sets up the environment a build pass starts from (the window's colour scheme).
    func beginEnvironment() {
        EnvironmentValues.current = EnvironmentValues(colorScheme: colorScheme)
        EnvironmentValues.current.layoutDirection = host.layoutDirection
        buildsRightToLeft = host.layoutDirection == .rightToLeft
        windowBackground = nil
    }
}

/// The locale dates and numbers are shown in (`EnvironmentValues.locale`).
private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { PreferredLanguages.locale }
}

extension EnvironmentValues {
    /// The locale the subtree shows dates and numbers in — SwiftUI's `locale`: the user's
    /// (``PreferredLanguages/locale``: `--locale`, else `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
    /// `LANG`) unless an ancestor set another with
    /// `ui.environment(\.locale, Locale(identifier: "de_DE")) { … }`. A date picker orders
    /// its fields and starts its weeks by it.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}

/// The time zone dates are shown in (`EnvironmentValues.timeZone`).
private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

extension EnvironmentValues {
    /// The time zone the subtree shows dates in — SwiftUI's `timeZone`: the system's (`TZ`,
    /// else `/etc/localtime`) unless an ancestor set another.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// The values of the subtree being built now (what `ui.environment` reads), for code with
    /// no `UI` at hand: the controls' shared style.
    @_spi(GlissControls)
    public static var building: EnvironmentValues { current }
}
