/// The pointer and drags as the body reads them.
extension UI {
    /// The live drag on the node with `id` in the current scope, like `@GestureState`:
    /// nil when no drag is in progress.
    public func dragValue(_ id: some IdentityKey) -> DragValue? {
        let nid = currentScope.child(id)
        build.dragQueries.append((nid, id.identityBits, String(describing: id)))
        if let v = interaction.activeDrag(for: nid) { return v }
        // Asked from another container than the dragged view's: the one drag target with
        // that explicit id answers.
        return interaction.activeDrag(forKey: id.identityBits)
    }

    /// Where the pointer is (window points), if inside the window.
    public var pointer: Point? { interaction.pointer }

    /// The pointer's shape after the last frame: the ``PointerStyle`` of the front view under
    /// the pointer that sets one (``NodeRef/pointerStyle(_:)``; text fields show the I-beam),
    /// else the arrow. The run loop hands it to the backend after each frame.
    public var pointerStyle: PointerStyle { interaction.pointerStyle }
    /// The modifier keys held now (as of this frame's input) — what AppKit's
    /// `NSEvent.modifierFlags` tells: a tap's action reads it to tell a Ctrl+click or
    /// Shift+click from a plain one, as a list's selection does.
    public var heldModifiers: KeyModifiers { interaction.modifiers }
}
