/// What a view is and how it behaves, for assistive technologies — SwiftUI's
/// `AccessibilityTraits`, added with ``NodeRef/accessibilityAddTraits(_:)``. Screen readers
/// (Orca, over AT-SPI) read a header as a heading and a selected view as selected.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The traits' bits.
    public let rawValue: UInt32
    /// Traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Acts as a button (read as a push button).
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A heading that divides content into sections (a list's section title).
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Currently selected (the chosen month, the current tab).
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// Opens a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    /// Text that does not change and takes no input.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    /// Its content is all that can be reached until it closes (a dialog).
    public static let isModal = AccessibilityTraits(rawValue: 1 << 6)
    /// Switches between on and off.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 7)
}

/// How a view's children appear to assistive technologies — SwiftUI's
/// `AccessibilityChildBehavior`, given to ``NodeRef/accessibilityElement(children:)``.
public struct AccessibilityChildBehavior: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case ignore, contain, combine }
    let kind: Kind

    /// The children are hidden: the view is one element with its own label.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay separate elements inside this one (a group with the view's label).
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children merge into this one element: their labels read as its label, joined with
    /// commas (a row of an icon, a title and a detail read as one line).
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}
