/// Which columns of a navigation split view show — SwiftUI's `NavigationSplitViewVisibility`,
/// the value of ``GlissCore/UI/navigationSplitView(columnVisibility:style:id:sidebar:content:detail:)``'s
/// `columnVisibility` binding.
///
/// As in SwiftUI it is a struct with static members, not an enum, so more kinds may come
/// without breaking code that reads it: a `switch` over it needs a `default`.
///
/// ```swift
/// switch model.columns {
/// case .detailOnly: ui.text("Only the detail")
/// default: ui.text("More than the detail")
/// }
/// ```
///
/// It encodes as its name (`"doubleColumn"`), so a window's layout can be saved with the rest
/// of the app's state.
public struct NavigationSplitViewVisibility: Equatable, Hashable, Codable, Sendable {
    /// The four kinds there are.
    private enum Kind: String, Codable {
        case automatic, all, doubleColumn, detailOnly
    }

    private let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// The split view decides: every column while the window is wide enough.
    public static let automatic = NavigationSplitViewVisibility(.automatic)
    /// Every column: sidebar, content (three-column form) and detail.
    public static let all = NavigationSplitViewVisibility(.all)
    /// Two columns: the content and the detail in the three-column form (the sidebar is
    /// hidden); the sidebar and the detail in the two-column form.
    public static let doubleColumn = NavigationSplitViewVisibility(.doubleColumn)
    /// Only the detail.
    public static let detailOnly = NavigationSplitViewVisibility(.detailOnly)

    /// Decodes it from its name; an unknown name is an error.
    public init(from decoder: Decoder) throws {
        kind = try decoder.singleValueContainer().decode(Kind.self)
    }

    /// Encodes it as its name.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(kind)
    }

    /// Whether column `k` of `count` (0 the sidebar, `count - 1` the detail) shows.
    func shows(column k: Int, of count: Int) -> Bool {
        if k == count - 1 { return true }
        switch kind {
        case .automatic, .all: return true
        case .doubleColumn: return count == 2 || k > 0
        case .detailOnly: return false
        }
    }
}
