@_spi(GlissControls) import GlissCore

/// How the labels in a subtree show — SwiftUI's `LabelStyle` (`.iconOnly`, `.titleOnly`,
/// `.titleAndIcon`), set for a subtree with ``GlissCore/UI/labelStyle(_:_:)`` or
/// `ui.environment(\.labelStyle, .iconOnly) { … }`.
public enum LabelStyle: Sendable, Equatable {
    /// As the place decides: a title and icon, but only the icon in a toolbar (as macOS's).
    case automatic
    /// The icon before the title.
    case titleAndIcon
    /// The icon alone; a screen reader still reads the title.
    case iconOnly
    /// The title alone.
    case titleOnly
}

/// The label style of a subtree (`EnvironmentValues.labelStyle`).
private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = LabelStyle.automatic
}

extension EnvironmentValues {
    /// How labels in the subtree show (``LabelStyle``): `.automatic` unless an ancestor set another.
    public var labelStyle: LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension UI {
    /// Builds `content` with its labels shown in `style` — SwiftUI's `.labelStyle(_:)` on a
    /// container, written around it since a label is drawn as it is built:
    ///
    /// ```swift
    /// ui.labelStyle(.iconOnly) {
    ///     ui.label("Compose", systemImage: "square.and.pencil")
    /// }
    /// ```
    public func labelStyle(_ style: LabelStyle, _ content: () -> Void) {
        environment(\.labelStyle, style, content)
    }
}
