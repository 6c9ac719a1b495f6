import Foundation
import ArgumentParser
import GlissCore

/// The options every Gliss app accepts (parsed with swift-argument-parser).
///
/// Numbers are checked here, before anything runs: a value outside its documented range
/// (``OptionRange``) is one line naming the option and the range, and exit status 2.
public struct StandardOptions: ParsableArguments {
    /// `--size`, `--renderer`, `--texture-cache`, `--resources`: the window and the backend
    /// (shared with `gliss-demos bench`).
    @OptionGroup public var window: WindowOptions

    /// `--fixed-step`: every frame advances exactly 1/60 s.
    @Flag(help: "Every frame advances exactly 1/60 s, so runs and their screenshots repeat exactly.")
    public var fixedStep = false

    // `.unconditional`: "--frames -3" is a bad number, not a missing value.
    /// `--frames N`: quit after N frames.
    @Option(parsing: .unconditional, help: ArgumentHelp("Quit after N frames (N: 1…1000000000).", valueName: "N"))
    public var frames: Int?

    /// `--script FILE`: a script of input to play (see `Script`).
    @Option(help: ArgumentHelp("Play a script of input commands (to the main window; `window NAME` lines address others).", valueName: "FILE"))
    public var script: String?

    /// `--screenshot FILE`: a PNG of the last frame, written at exit.
    @Option(help: ArgumentHelp("Write a PNG of the main window's last frame at exit.", valueName: "FILE"))
    public var screenshot: String?

    /// `--inspect FILE`: the inspector JSON, written at exit.
    @Option(help: ArgumentHelp("Write JSON of the last frame's nodes, every window and the app's state at exit.", valueName: "FILE"))
    public var inspect: String?

    /// `--trace FILE`: one JSON line of state per frame.
    @Option(help: ArgumentHelp("Write one JSON line per frame with the app's state.", valueName: "FILE"))
    public var trace: String?

    /// `--hud`: the frame-time overlay and interval statistics.
    @Flag(help: "Show frame time and fps; print interval statistics at exit.")
    public var hud = false

    /// `--hud-damage`: the HUD, and each frame's repainted rectangles outlined in magenta.
    @Flag(help: "Show the HUD and outline in magenta the rectangles each frame repaints (the rest of the window is kept from the frame before).")
    public var hudDamage = false

    /// `--check-invariants`: check `App.invariantViolation()` after every frame.
    @Flag(help: "Check the app's model invariants after every frame (exit 3 when one breaks).")
    public var checkInvariants = false


    /// `--color-scheme light|dark`: the appearance the app is drawn in, whatever the desktop
    /// prefers (the app's `preferredColorScheme` still wins).
    @Option(help: ArgumentHelp("Draw in the light or dark colour scheme (default: the desktop's preference).",
                               valueName: "light|dark"))
    public var colorScheme: ColorScheme?

    /// `--locale ID`: the language the app's texts are shown in (`fr`, `fr_FR`, `pt-BR`),
    /// whatever `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` say.
    @Option(help: ArgumentHelp("Show the app's texts in this language (fr, fr_FR, pt-BR; default: LANGUAGE, LC_ALL, LC_MESSAGES, LANG).",
                               valueName: "ID"))
    public var locale: String?

    /// The user's languages: `--locale`, else the environment's (`PreferredLanguages`).
    public var languages: [String] {
        if let locale, let tag = PreferredLanguages.tag(locale) { return [tag] }
        return PreferredLanguages.current
    }

    /// `--layout-direction left-to-right|right-to-left`: mirror the layout (or not), whatever
    /// the language says.
    @Option(help: ArgumentHelp("Lay views out left to right or mirrored, right to left (default: the language's: right to left for ar, he, fa, ur, …).",
                               valueName: "left-to-right|right-to-left"))
    public var layoutDirection: LayoutDirection?

    /// The window's layout direction: `--layout-direction`, else the first language's
    /// (`--locale`, else the environment's: `LANG=ar_EG.UTF-8` is right to left).
    public var resolvedLayoutDirection: LayoutDirection {
        layoutDirection ?? LayoutDirection(languages: languages)
    }

    /// `--startup-report`: print the time to the first presented frame.
    @Flag(help: "Print the time from process start to the first presented frame.")
    public var startupReport = false

    /// `--install-desktop-entry`: write the app's desktop entry and icon and exit.
    @Flag(help: "Install a desktop entry and icon for this app under $XDG_DATA_HOME (~/.local/share) and exit.")
    public var installDesktopEntry = false

    /// `--uninstall-desktop-entry`: remove what `--install-desktop-entry` wrote and exit.
    @Flag(help: "Remove this app's desktop entry and icon and exit.")
    public var uninstallDesktopEntry = false

    /// `--record FILE` and its companions.
    @OptionGroup public var recording: RecordOptions

    public init() {}

    public mutating func validate() throws {
        try OptionRange.frames.check(frames)
        if let locale, PreferredLanguages.tag(locale) == nil || locale.contains(where: { !($0.isLetter || $0.isNumber || "-_.@".contains($0)) }) {
            throw ValidationError("option --locale: '\(locale)' is not a language name (fr, fr_FR, pt-BR)")
        }
        if installDesktopEntry && uninstallDesktopEntry {
            throw ValidationError("--install-desktop-entry and --uninstall-desktop-entry cannot be given together")
        }
        // PNG folders and video agree: a recording that could hold no frame is bad input.
        if let n = frames, let from = recording.recordFrom, from > n {
            throw ValidationError("option --record-from (\(from)) is past --frames (\(n)): nothing would be recorded")
        }
    }

    /// `--size WxH` as given.
    public var size: String? { window.size }
    /// `--resources DIR` as given.
    public var resources: String? { window.resources }
    /// `--texture-cache N`.
    public var textureCache: Int { window.textureCache }
    /// `--renderer NAME` as given.
    public var renderer: String? { window.renderer }

    /// The window size: `--size`, else `fallback`.
    public func windowSize(default fallback: Size) -> Size { window.windowSize(default: fallback) }

    /// `WxH` with whole numbers 1…16384.
    public static func parseSize(_ s: String) throws -> Size { try WindowOptions.parseSize(s) }
}

extension ColorScheme: ExpressibleByArgument {
    /// `light` or `dark`.
    public init?(argument: String) { self.init(rawValue: argument) }
}

extension ColorScheme {
    /// The desktop's preferred appearance, as far as the environment tells: a GTK theme
    /// variant or theme name ending in `:dark` or `-dark` (`GTK_THEME=Adwaita:dark`,
    /// `Adwaita-dark`, in any letter case), else light. (SDL 2 reports no
    /// system theme; asking the desktop portal over D-Bus is left for the accessibility
    /// bridge's D-Bus connection.)
    public static func desktopPreference(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> ColorScheme {
        guard let theme = environment["GTK_THEME"]?.lowercased() else { return .light }
        return theme.hasSuffix(":dark") || theme.hasSuffix("-dark") ? .dark : .light
    }
}

extension LayoutDirection: ExpressibleByArgument {
    /// `left-to-right` or `right-to-left`.
    public init?(argument: String) {
        switch argument {
        case "left-to-right": self = .leftToRight
        case "right-to-left": self = .rightToLeft
        default: return nil
        }
    }

    /// The values `--help` and a bad value's error name.
    public static var allValueStrings: [String] { ["left-to-right", "right-to-left"] }
}
