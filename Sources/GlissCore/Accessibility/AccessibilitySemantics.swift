/// What the accessibility modifiers said about one node (a side table of the frame's tree, as
/// `accessibilityValues`: most nodes have none). Read when the frame's accessibility tree is
/// built (``UI/accessibilityElements()``), which only an assistive-technology bridge asks for.
struct AccessibilitySemantics {
    var hint: String? = nil
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var hidden = false
    var children: AccessibilityChildBehavior? = nil
    /// Named actions (`accessibilityAction(named:_:)`), in the order given.
    var actions: [String] = []
    /// A numeric value with its range (sliders, steppers, progress).
    var range: AccessibilityElement.Range? = nil
}

extension UI {
    /// Edits node `i`'s accessibility semantics. Its extras take the node off emit's fast path
    /// for plain nodes (which has no use for them but keeps the node's index for the tree).
    func editSemantics(_ i: Int, _ f: (inout AccessibilitySemantics) -> Void) {
        f(&tree.accessibility[i, default: AccessibilitySemantics()])
    }
}
