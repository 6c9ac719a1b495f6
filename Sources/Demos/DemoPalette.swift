import Gliss

/// The demos' page colours in either colour scheme: in the light one exactly the greys and
/// white the demos were drawn with (their goldens), in the dark one the system's grouped
/// backgrounds, so the pages' text (primary and secondary colours) stays readable.
enum DemoPalette {
    /// The page behind the cards.
    static func page(_ ui: UI) -> Color { isDark(ui) ? .groupedBackground : Color(white: 0.95) }
    /// A card.
    static func card(_ ui: UI) -> Color { isDark(ui) ? .secondaryBackground : .white }
    /// A well inside a card.
    static func well(_ ui: UI) -> Color { isDark(ui) ? Color(white: 0.24) : Color(white: 0.92) }
    /// A card's muted title or sample text.
    static func muted(_ ui: UI) -> Color { isDark(ui) ? Color(white: 0.75) : Color(white: 0.3) }

    private static func isDark(_ ui: UI) -> Bool { ui.environment.colorScheme == .dark }
}
