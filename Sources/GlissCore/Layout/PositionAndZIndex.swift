/// `position(x:y:)` and `zIndex(_:)`: where a view's centre is in its parent, and the order
/// siblings are drawn (and hit) in.

extension NodeRef {
    /// Puts the view's centre at (`x`, `y`) in the space its parent offers — SwiftUI's
    /// `.position(x:y:)`. The result takes all of that space (as in SwiftUI); the view keeps its
    /// own size. A change under an animation glides.
    ///
    /// ```swift
    /// ui.circle(fill: .red).frame(width: 20, height: 20).position(x: dot.x, y: dot.y)
    /// ```
    @discardableResult public func position(x: Double = 0, y: Double = 0) -> NodeRef {
        let ui = self.ui
        let w = ui.wrap(index)
        ui.nodes[w].kind = .canvas
        ui.nodes[w].tag = .canvas
        ui.editExtras(index) { $0.position = Point(x, y) }
        return NodeRef(ui: ui, index: w)
    }

    /// ``position(x:y:)`` at a point.
    @discardableResult public func position(_ point: Point) -> NodeRef { position(x: point.x, y: point.y) }

    /// Draws the view above its siblings with a lower `zIndex` and below those with a higher
    /// one — SwiftUI's `.zIndex(_:)` (siblings with the same one keep their order; 0 by
    /// default). Hit testing follows: the front view takes the click.
    @discardableResult public func zIndex(_ value: Double) -> NodeRef {
        let ui = self.ui
        ui.editExtras(index) { $0.zIndex = value }
        let p = ui.nodes[index].parent
        if p >= 0 { ui.editExtras(p) { $0.sortsChildren = true } }
        return self
    }
}

extension UI {
    /// Node `i`'s children in drawing order: by `zIndex` (a wrapped view's counts for its
    /// wrapper), stable.
    func childrenByZIndex(_ i: Int) -> [Int] {
        func z(_ c: Int) -> Double {
            var k = c
            while true {
                if let z = extras(of: k)?.zIndex { return z }
                let f = nodes[k].firstChild
                guard nodes[k].childCount == 1, f >= 0, nodes[k].id == nodes[f].id.child("wrap") else { return 0 }
                k = f
            }
        }
        return children(of: i).enumerated().map { ($0.element, z($0.element), $0.offset) }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.2 < $1.2 }.map(\.0)
    }
}
