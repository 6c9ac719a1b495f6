/// How a stack shares its length among its views, SwiftUI's rule — one implementation, used by
/// the built-in stacks (`UI.stackLayout`) and by `HStackLayout`/`VStackLayout`.
///
/// Views are offered the length in priority groups, the highest `.layoutPriority` first; each
/// group gets what is left less the minimum lengths of the groups after it. Within a group the
/// least flexible view (the smallest difference between its length for `.infinity` and for
/// `.zero`) goes first, and each is offered an equal share of what its group has left; what a
/// view does not take goes to the next.
enum StackDistribution {
    /// A view to offer a share to.
    struct Candidate {
        /// Its position among the stack's children.
        var index: Int
        /// What the stack knows it by (the built-in stacks: its node), for `offer`.
        var node: Int
        /// Its length for `.infinity` less its length for `.zero`.
        var flexibility: Double
        /// Its `.layoutPriority`.
        var priority: Double
        /// Its length for `.zero`: kept back for it while higher groups are offered theirs.
        var minimum: Double
    }

    /// Where a view of size `s` sits in a stack along `axis` whose content rect is `r`, `pos`
    /// along the axis from `r`'s origin edge, aligned across by `alignment`.
    @inline(__always)
    static func slot(_ axis: Axis, _ alignment: Alignment, _ s: Size, at pos: Double, in r: Rect) -> Rect {
        if axis == .vertical {
            let x: Double
            switch alignment.horizontal {
            case .leading: x = r.minX
            case .center: x = r.minX + (r.width - s.width) / 2
            case .trailing: x = r.maxX - s.width
            }
            return Rect(x, pos, s.width, s.height)
        }
        let y: Double
        switch alignment.vertical {
        case .top: y = r.minY
        case .center: y = r.minY + (r.height - s.height) / 2
        case .bottom: y = r.maxY - s.height
        }
        return Rect(pos, y, s.width, s.height)
    }

    /// Least flexible first; in build order when alike.
    @inline(__always)
    static func lessFlexible(_ a: Candidate, _ b: Candidate) -> Bool {
        if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
        return a.index < b.index
    }

    /// Sorts `views` least flexible first. A stack has a few children: sorting them by hand
    /// (insertion) costs a few compares, where `sort(by:)`'s generic path cost ~180
    /// instructions a stack in `bench nested` (443 stacks of 2 to 4).
    @inline(__always)
    static func sortByFlexibility(_ views: UnsafeMutableBufferPointer<Candidate>) {
        guard views.count <= 8 else {
            var views = views   // the same memory
            return views.sort(by: lessFlexible)
        }
        var k = 1
        while k < views.count {
            let v = views[k]
            var j = k
            while j > 0 && lessFlexible(v, views[j - 1]) { views[j] = views[j - 1]; j -= 1 }
            views[j] = v
            k += 1
        }
    }

    /// Offers `length` to `views` (reordered in place) by the rule above; `offer(view, share)`
    /// measures a view for a share and answers the length it takes. Answers what is left.
    @inline(__always) @discardableResult
    static func distribute(_ views: UnsafeMutableBufferPointer<Candidate>, length: Double, hasPriorities: Bool,
                           offer: (Candidate, Double) -> Double) -> Double {
        var views = views   // the same memory: sorting it reorders the caller's buffer
        if !hasPriorities {
            sortByFlexibility(views)
            var remaining = length
            var left = Double(views.count)
            for v in views {
                remaining -= offer(v, max(0, remaining / left))
                left -= 1
            }
            return remaining
        }
        views.sort { a, b in a.priority != b.priority ? a.priority > b.priority : lessFlexible(a, b) }
        var remaining = length
        var lowerMinimum = views.reduce(0) { $0 + $1.minimum }
        var start = 0
        while start < views.count {
            var end = start
            while end < views.count && views[end].priority == views[start].priority {
                lowerMinimum -= views[end].minimum
                end += 1
            }
            var available = max(0, remaining - lowerMinimum)
            var left = Double(end - start)
            for k in start..<end {
                let taken = offer(views[k], max(0, available / left))
                available -= taken
                remaining -= taken
                left -= 1
            }
            start = end
        }
        return remaining
    }
}
