/// `ui.hstack` as a ``Layout`` — SwiftUI's `HStackLayout`: what to give ``AnyLayout`` to switch
/// between a row and a column, or to call from a layout of your own.
///
/// The same rules as ``UI/hstack(alignment:spacing:id:_:)``: views are sized least flexible
/// first, each offered an equal share of the width left; spacers share what the views leave.
public struct HStackLayout: Layout {
    /// Where the subviews sit across the row.
    public var alignment: VerticalAlignment
    /// The space between subviews; nil for the stacks' default, 8 points.
    public var spacing: Double?

    /// A row layout aligning its subviews by `alignment`, `spacing` apart (nil: 8 points).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The row's size: its subviews' widths and spacing, its tallest subview's height.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        StackLayoutRule(axis: .horizontal, spacing: spacing ?? 8).sizes(subviews, proposal.internalProposal).size
    }

    /// Places the subviews left to right, aligned across by `alignment`.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutRule(axis: .horizontal, spacing: spacing ?? 8)
            .place(subviews, in: bounds, proposal.internalProposal, Alignment(horizontal: .center, vertical: alignment))
    }
}

/// `ui.vstack` as a ``Layout`` — SwiftUI's `VStackLayout` (see ``HStackLayout``).
public struct VStackLayout: Layout {
    /// Where the subviews sit across the column.
    public var alignment: HorizontalAlignment
    /// The space between subviews; nil for the stacks' default, 8 points.
    public var spacing: Double?

    /// A column layout aligning its subviews by `alignment`, `spacing` apart (nil: 8 points).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The column's size: its subviews' heights and spacing, its widest subview's width.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        StackLayoutRule(axis: .vertical, spacing: spacing ?? 8).sizes(subviews, proposal.internalProposal).size
    }

    /// Places the subviews top to bottom, aligned across by `alignment`.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutRule(axis: .vertical, spacing: spacing ?? 8)
            .place(subviews, in: bounds, proposal.internalProposal, Alignment(horizontal: alignment, vertical: .center))
    }
}

/// `ui.zstack` as a ``Layout`` — SwiftUI's `ZStackLayout`: every subview offered the container's
/// proposal, the container as large as the largest on each axis, the subviews aligned in it.
public struct ZStackLayout: Layout {
    /// Where the subviews sit in the container.
    public var alignment: Alignment

    /// A layout that stacks its subviews on each other, aligned by `alignment`.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// The largest subview's width and the largest's height.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        var w = 0.0, h = 0.0
        for s in subviews {
            let size = s.sizeThatFits(proposal)
            w = max(w, size.width); h = max(h, size.height)
        }
        return Size(w, h)
    }

    /// Each subview at its size for the proposal, aligned in `bounds`.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews {
            let size = s.sizeThatFits(proposal)
            s.place(in: Rect(origin: alignment.place(size, in: bounds), size: size))
        }
    }
}

/// The stacks' rule (`UI.stackLayout`) over a ``LayoutSubviews``, for `HStackLayout` and
/// `VStackLayout`. The same steps in the same order, so a stack built either way gets the same
/// frames (the tests hold them to it): a change to one is a change to both.
struct StackLayoutRule {
    let axis: Axis
    let spacing: Double

    /// The stack's size for `p` and each subview's size, in order.
    func sizes(_ subviews: LayoutSubviews, _ p: ProposedSize) -> (size: Size, sizes: [Size]) {
        let count = subviews.count
        if count == 0 { return (.zero, []) }
        let views = Array(subviews)
        var sizes = [Size](repeating: .zero, count: count)
        let cross = axis == .vertical ? p.width : p.height
        let totalSpacing = spacing * Double(count - 1)
        if let main = p.along(axis), main == .infinity || (main == 0 && !views.contains { $0.spacerMinLength != nil }) {
            // Offered ∞ or 0 along the axis (another stack asking how flexible this one is):
            // every subview's share is that.
            for (k, v) in views.enumerated() {
                sizes[k] = v.spacerMinLength != nil ? Size.make(axis, main: main, cross: 0)
                    : v.sizeThatFits(ProposedViewSize(ProposedSize.make(axis, main: main, cross: cross)))
            }
        } else if let main = p.along(axis) {
            // Views least flexible first, each offered an equal share of what is left after the
            // spacers' minimum lengths; the spacers then share the rest.
            var flex: [StackDistribution.Candidate] = []
            var spacers: [(Int, Double)] = []
            var spacerMinimum = 0.0
            for (k, v) in views.enumerated() {
                if let minLength = v.spacerMinLength {
                    spacers.append((k, minLength))
                    spacerMinimum += minLength
                } else {
                    let lo = v.sizeThatFits(.zero).along(axis)
                    let hi = v.sizeThatFits(.infinity).along(axis)
                    flex.append(StackDistribution.Candidate(index: k, node: k, flexibility: hi - lo, priority: v.priority, minimum: lo))
                }
            }
            let length = max(0, main - totalSpacing - spacerMinimum)
            var remaining = flex.withUnsafeMutableBufferPointer { buffer in
                StackDistribution.distribute(buffer, length: length, hasPriorities: buffer.contains { $0.priority != 0 }) { v, share in
                    let s = views[v.index].sizeThatFits(ProposedViewSize(ProposedSize.make(axis, main: share, cross: cross)))
                    sizes[v.index] = s
                    return s.along(axis)
                }
            }
            remaining += spacerMinimum
            var left = Double(spacers.count)
            for (k, minLength) in spacers {
                let share = max(minLength, remaining / left)
                sizes[k] = Size.make(axis, main: share, cross: 0)
                remaining -= share
                left -= 1
            }
        } else {
            // Ideal sizes (along a scroll view).
            for (k, v) in views.enumerated() {
                if let minLength = v.spacerMinLength {
                    sizes[k] = Size.make(axis, main: minLength, cross: 0)
                } else {
                    sizes[k] = v.sizeThatFits(ProposedViewSize(ProposedSize.make(axis, main: nil, cross: cross)))
                }
            }
        }
        var mainTotal = totalSpacing
        var crossMax = 0.0
        for s in sizes { mainTotal += s.along(axis); crossMax = max(crossMax, s.across(axis)) }
        return (Size.make(axis, main: mainTotal, cross: crossMax), sizes)
    }

    /// Places the subviews along the axis from `r`'s leading (top) edge, each at its size for
    /// `p`, aligned across by `alignment` (as `UI.placeStack`).
    func place(_ subviews: LayoutSubviews, in r: Rect, _ p: ProposedSize, _ alignment: Alignment) {
        let sizes = self.sizes(subviews, p).sizes
        var pos = axis == .vertical ? r.minY : r.minX
        for (k, v) in subviews.enumerated() {
            let s = sizes[k]
            v.place(in: StackDistribution.slot(axis, alignment, s, at: pos, in: r))
            pos += s.along(axis) + spacing
        }
    }
}
