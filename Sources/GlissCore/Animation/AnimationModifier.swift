/// `.animation(_:value:)` on a view: SwiftUI's implicit animation, scoped to one view.

extension NodeRef {
    /// Animates the changes in this view (and everything in it) with `animation` in the frames
    /// in which `value` changed — SwiftUI's `.animation(_:value:)`. Its frame, offset, colours,
    /// effects and transitions glide; a change in a frame where `value` did not change is
    /// left to `withAnimation` or happens at once. An `.animation` inside it wins for its
    /// part (the innermost, as in SwiftUI); `nil` turns animation off for the view.
    ///
    /// ```swift
    /// ui.circle(fill: on ? .green : .gray).frame(width: 20, height: 20)
    ///     .offset(x: on ? 20 : 0)
    ///     .animation(.spring(), value: on)
    /// ```
    @discardableResult public func animation<V: Equatable>(_ animation: Animation?, value: V) -> NodeRef {
        let ui = self.ui
        guard ui.watch(ui.nodes[index].id.child("animationWatch"), value) else { return self }
        // What was built under the enclosing transaction takes this one; what an inner
        // `.animation` already set keeps its own.
        let enclosing = ui.currentTransaction
        let mine = TransactionSlot.table(ui.tree.transactions.count)
        ui.tree.transactions.append(Transaction(animation: animation))
        forEachInSubtree(attached: true) { i in
            if ui.transaction(of: i) == enclosing { ui.nodes[i].transaction = mine }
        }
        return self
    }
}
