@_spi(GlissControls) import GlissCore

/// A height a sheet rests at — SwiftUI's `PresentationDetent`, given to
/// ``GlissCore/NodeRef/presentationDetents(_:)`` in the sheet's content.
///
/// Gliss's sheet is a card centred in the window, at most 80 % of the window tall: that cap is
/// the sheet's full height. Heights beyond it are held to it.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium
        case fraction(Double)
        case height(Double)
    }

    let kind: Kind

    /// The sheet at its full height (80 % of the window).
    public static let large = PresentationDetent(kind: .large)
    /// The sheet about half the window's height.
    public static let medium = PresentationDetent(kind: .medium)

    /// The sheet `fraction` of the window's height (0.3: three tenths of it).
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }

    /// The sheet `height` points tall.
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// Its height in points in a window `window` points tall, where a sheet is at most `cap`.
    func resolved(window: Double, cap: Double) -> Double {
        let h: Double
        switch kind {
        case .large: h = cap
        case .medium: h = window / 2
        case .fraction(let f): h = f * window
        case .height(let points): h = points
        }
        return max(0, min(cap, h.isFinite ? h : cap))
    }
}

extension NodeRef {
    /// The heights the sheet this view is in rests at — SwiftUI's `presentationDetents(_:)`.
    /// The sheet opens at the smallest of them (as SwiftUI's does), its content laid out in
    /// that height and clipped to it; without detents a sheet is as tall as its content.
    ///
    /// Gliss's sheet is a desktop card: it has no drag indicator, and a person does not drag
    /// it between detents; ``GlissCore/NodeRef/presentationDetents(_:selection:)`` lets the app move it.
    ///
    /// ```swift
    /// ui.vstack { … }
    ///     .presentationDetents([.medium, .large])
    /// ```
    @discardableResult
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> NodeRef {
        if let m = sheetMemory { m.detents = detents }
        return self
    }

    /// The heights the sheet this view is in rests at, and the one it is at — SwiftUI's
    /// `presentationDetents(_:selection:)`: the sheet is as tall as `selection` says, and
    /// setting it makes the sheet that tall.
    @discardableResult
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> NodeRef {
        if let m = sheetMemory {
            m.detents = detents
            m.selection = selection
        }
        return self
    }

    /// The colour behind the sheet this view is in, instead of the sheet's own — SwiftUI's
    /// `presentationBackground(_:)`. It fills the sheet's rounded card; a translucent one
    /// shows the dimmed window through it.
    ///
    /// ```swift
    /// ui.vstack { … }
    ///     .presentationBackground(.yellow)
    /// ```
    @discardableResult
    public func presentationBackground(_ color: Color) -> NodeRef {
        if let m = sheetMemory { m.background = color }
        return self
    }

    /// Views behind the sheet this view is in, instead of the sheet's own background —
    /// SwiftUI's `presentationBackground(alignment:content:)`: `content` is as large as the
    /// sheet and rounded with it where it fills the sheet's corners.
    @discardableResult
    public func presentationBackground(alignment: Alignment = .center, _ content: @escaping () -> Void) -> NodeRef {
        if let m = sheetMemory { m.backgroundView = (alignment, content) }
        return self
    }

    /// The corner radius of the sheet this view is in — SwiftUI's
    /// `presentationCornerRadius(_:)`; nil keeps the sheet's own (12 points). What fills the
    /// sheet's corners is rounded with it.
    @discardableResult
    public func presentationCornerRadius(_ cornerRadius: Double?) -> NodeRef {
        if let m = sheetMemory { m.cornerRadius = cornerRadius }
        return self
    }

    /// The memory of the sheet being built, nil outside a sheet's content.
    private var sheetMemory: SheetMemory? { ui.presentations.current?.memory as? SheetMemory }
}
