@_spi(GlissControls) import GlissCore

/// A selection in a text: where it started (`anchor`) and where the caret is (`head`), as
/// UTF-8 offsets on grapheme cluster boundaries. Empty when they are equal: a caret.
public struct TextSelection: Equatable, Sendable {
    /// Where the selection started (the end that stays when Shift+arrows extend it).
    public var anchor: Int
    /// The caret: the end that moves.
    public var head: Int
    /// A selection from `anchor` to `head`.
    public init(anchor: Int, head: Int) { self.anchor = anchor; self.head = head }
    /// A caret at `offset`.
    public init(caret offset: Int) { self.init(anchor: offset, head: offset) }
    /// The selected offsets, lower first.
    public var range: Range<Int> { min(anchor, head)..<max(anchor, head) }
    /// True for a caret.
    public var isEmpty: Bool { anchor == head }
}

/// What a text field does to its text, key by key: the caret and selection, insertion and
/// deletion by grapheme cluster or word, clipboard, undo and redo. Pure (no `UI`): the field
/// widget feeds it keys and typed text and writes the text back to its binding.
///
/// Grapheme clusters and words come from the text's `TextLayout` (Swift's `Character`s and
/// the text engine's word boundaries), so "é" typed as e + U+0301, a flag and a ZWJ family
/// each move and delete as one.
public struct TextEditingModel: Equatable {
    /// The text being edited.
    public private(set) var text: String
    /// The selection (a caret when empty).
    public var selection: TextSelection
    private var undoStack: [Snapshot] = []
    private var redoStack: [Snapshot] = []
    /// True while consecutive typing extends the last undo step.
    private var typing = false

    struct Snapshot: Equatable { var text: String; var selection: TextSelection }
    /// Undo steps kept.
    static let undoLimit = 200

    /// A model of `text` with the caret at its end.
    public init(text: String) {
        self.text = text
        selection = TextSelection(caret: text.utf8.count)
    }

    /// The selected text.
    public var selectedText: String { Self.slice(text, selection.range) }
    /// True when an `undo()` would change something.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// True when a `redo()` would change something.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Takes a text changed from outside (the app set its binding): the selection is kept as
    /// far as the new text allows, and undo history restarts.
    public mutating func replaceText(_ newText: String) {
        guard newText != text else { return }
        text = newText
        let n = text.utf8.count
        selection = TextSelection(anchor: Self.boundary(text, atOrBefore: min(selection.anchor, n)),
                                  head: Self.boundary(text, atOrBefore: min(selection.head, n)))
        undoStack.removeAll()
        redoStack.removeAll()
        typing = false
    }

    // MARK: - Editing

    /// Replaces the selection with `string` (typing, pasting), the caret after it. Typing
    /// coalesces into one undo step until the caret moves.
    public mutating func insert(_ string: String, typing isTyping: Bool = true) {
        guard !string.isEmpty || !selection.isEmpty else { return }
        if !(isTyping && typing) { pushUndo() }
        let r = selection.range
        text = Self.slice(text, 0..<r.lowerBound) + string + Self.slice(text, r.upperBound..<text.utf8.count)
        selection = TextSelection(caret: r.lowerBound + string.utf8.count)
        typing = isTyping
        redoStack.removeAll()
    }

    /// Backspace: deletes the selection, else the grapheme cluster (or with `byWord`, the word)
    /// before the caret.
    public mutating func deleteBackward(byWord: Bool = false, layout: TextLayout) {
        if selection.isEmpty {
            let h = selection.head
            guard h > 0 else { return }
            selection.anchor = byWord ? wordStart(before: h, layout) : layout.previousGraphemeBoundary(before: h)
        }
        deleteSelection()
    }

    /// Delete: deletes the selection, else the grapheme cluster (or word) after the caret.
    public mutating func deleteForward(byWord: Bool = false, layout: TextLayout) {
        if selection.isEmpty {
            let h = selection.head
            guard h < text.utf8.count else { return }
            selection.anchor = byWord ? wordEnd(after: h, layout) : layout.nextGraphemeBoundary(after: h)
        }
        deleteSelection()
    }

    private mutating func deleteSelection() {
        guard !selection.isEmpty else { return }
        insert("", typing: false)
    }

    // MARK: - Moving

    /// One step in reading order: forward (to the end of the text) or back, by grapheme
    /// cluster or word; `extend` moves only the head (Shift). Without `extend`, a selection
    /// collapses to its end in that direction first.
    public mutating func move(forward: Bool, byWord: Bool = false, extend: Bool = false, layout: TextLayout) {
        typing = false
        if !extend && !selection.isEmpty && !byWord {
            selection = TextSelection(caret: forward ? selection.range.upperBound : selection.range.lowerBound)
            return
        }
        let h = selection.head
        let to: Int
        if byWord {
            to = forward ? wordEnd(after: h, layout) : wordStart(before: h, layout)
        } else {
            to = forward ? layout.nextGraphemeBoundary(after: h) : layout.previousGraphemeBoundary(before: h)
        }
        selection = extend ? TextSelection(anchor: selection.anchor, head: to) : TextSelection(caret: to)
    }

    /// One grapheme cluster to the right or left as drawn (`TextLayout/visualNeighbour(of:movingRight:)`):
    /// what Left and Right do. Without `extend`, a selection collapses to its visual edge
    /// that way first.
    public mutating func moveVisually(right: Bool, extend: Bool = false, layout: TextLayout) {
        typing = false
        if !extend && !selection.isEmpty {
            let r = selection.range
            let lx = layout.caretRect(forOffset: r.lowerBound).minX, ux = layout.caretRect(forOffset: r.upperBound).minX
            selection = TextSelection(caret: (right == (ux >= lx)) ? r.upperBound : r.lowerBound)
            return
        }
        let to = layout.visualNeighbour(of: selection.head, movingRight: right)
        selection = extend ? TextSelection(anchor: selection.anchor, head: to) : TextSelection(caret: to)
    }

    /// Moves the caret to `offset` (a click), or the head only with `extend` (Shift+click, a drag).
    public mutating func setCaret(_ offset: Int, extend: Bool = false) {
        typing = false
        let o = Self.boundary(text, atOrBefore: min(max(0, offset), text.utf8.count))
        selection = extend ? TextSelection(anchor: selection.anchor, head: o) : TextSelection(caret: o)
    }

    /// Selects the word (or the run of spaces or punctuation) at `offset`: a double click.
    public mutating func selectWord(at offset: Int, layout: TextLayout) {
        typing = false
        let r = layout.wordRange(at: offset)
        selection = TextSelection(anchor: r.lowerBound, head: r.upperBound)
    }

    /// Selects the paragraph at `offset`, its line break excluded: a triple click in a text.
    public mutating func selectParagraph(at offset: Int) {
        typing = false
        let bytes = Array(text.utf8)
        let o = min(max(0, offset), bytes.count)
        var lo = o, hi = o
        while lo > 0 && bytes[lo - 1] != 0x0A { lo -= 1 }
        while hi < bytes.count && bytes[hi] != 0x0A { hi += 1 }
        selection = TextSelection(anchor: lo, head: hi)
    }

    /// Selects everything (Ctrl+A, a triple click).
    public mutating func selectAll() {
        typing = false
        selection = TextSelection(anchor: 0, head: text.utf8.count)
    }

    // MARK: - Undo

    /// Undoes the last edit (a run of typing is one). Returns false when there is none.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let s = undoStack.popLast() else { return false }
        redoStack.append(Snapshot(text: text, selection: selection))
        (text, selection, typing) = (s.text, s.selection, false)
        return true
    }

    /// Redoes the last undone edit. Returns false when there is none.
    @discardableResult
    public mutating func redo() -> Bool {
        guard let s = redoStack.popLast() else { return false }
        undoStack.append(Snapshot(text: text, selection: selection))
        (text, selection, typing) = (s.text, s.selection, false)
        return true
    }

    private mutating func pushUndo() {
        undoStack.append(Snapshot(text: text, selection: selection))
        if undoStack.count > Self.undoLimit { undoStack.removeFirst(undoStack.count - Self.undoLimit) }
    }

    // MARK: - Words

    /// Where Ctrl+Left goes: the start of the word before `offset`, skipping spaces and
    /// punctuation between (GTK's and most editors' behaviour).
    private func wordStart(before offset: Int, _ layout: TextLayout) -> Int {
        var o = layout.previousWordBoundary(before: offset)
        while o > 0 && !isWord(layout.wordRange(at: o)) { o = layout.previousWordBoundary(before: o) }
        return o
    }

    /// Where Ctrl+Right goes: the end of the word after `offset`.
    private func wordEnd(after offset: Int, _ layout: TextLayout) -> Int {
        let n = text.utf8.count
        var o = offset
        while o < n {
            let r = layout.wordRange(at: o)
            if isWord(r) && r.upperBound > offset { return r.upperBound }
            o = max(r.upperBound, layout.nextWordBoundary(after: o))
        }
        return n
    }

    /// True when `range` holds a letter or digit (a word, not a gap between words).
    private func isWord(_ range: Range<Int>) -> Bool {
        Self.slice(text, range).unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    // MARK: - Offsets

    /// The text between two UTF-8 offsets (on boundaries).
    static func slice(_ s: String, _ r: Range<Int>) -> String {
        let u = s.utf8
        let lo = u.index(u.startIndex, offsetBy: max(0, min(r.lowerBound, u.count)))
        let hi = u.index(u.startIndex, offsetBy: max(0, min(r.upperBound, u.count)))
        return String(s[lo..<hi])
    }

    /// The grapheme cluster boundary at or before UTF-8 offset `o`.
    static func boundary(_ s: String, atOrBefore o: Int) -> Int {
        var last = 0, pos = 0
        for ch in s {
            if pos > o { break }
            last = pos
            pos += ch.utf8.count
        }
        return pos <= o ? pos : last
    }
}
