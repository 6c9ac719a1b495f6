/// The layers one frame's draw list is made of, back to front: emit draws each after the one
/// before it, whatever order the app built its views in (egui's `Order`). Within a layer, views
/// are drawn in tree order (`zIndex` sorts siblings).
@_spi(GlissControls)
public enum DrawLayer: Int, CaseIterable, Comparable, Sendable {
    /// The app's window content. A matched-geometry view in flight is drawn here too, in its
    /// destination's place (what is drawn after it covers it, as in SwiftUI), with the clips of
    /// the containers it flies between lifted.
    case app
    /// Views that left the tree and are still drawn while their removal transition runs
    /// (ghosts), in the clip they had.
    case flights
    /// Sheets, alerts and confirmation dialogs, each a root of its own (front last).
    case presentations
    /// Menus and their submenus, above the presentation that opened them.
    case menus
    /// The `.help` tooltip under the pointer.
    case tooltips
    /// What an in-app drag carries under the pointer (``NodeRef/draggable(_:)``), above
    /// everything.
    case dragPreviews

    public static func < (a: DrawLayer, b: DrawLayer) -> Bool { a.rawValue < b.rawValue }

    /// Every layer, back to front, made once (`allCases` builds a new array at each use: an
    /// allocation every frame).
    static let backToFront = DrawLayer.allCases
}
