@_spi(GlissControls) import GlissCore

/// Clicks in a series on one spot: a double click, a triple click. Shared by the text field and
/// selectable text, which select a word on the second and more on the third.
struct ClickSeries {
    /// The last click: when, its place in the series, and where.
    var last: (time: Double, count: Int, at: Point)? = nil

    /// Counts a click at `p` at `time`: 2 when it follows the last one soon enough (the
    /// platform's double-click interval) and within a few points, 3 after that, then 1 again.
    mutating func click(at p: Point, time: Double) -> Int {
        let count: Int
        if let last, time - last.time < UI.multiClickInterval, abs(last.at.x - p.x) < 4, abs(last.at.y - p.y) < 4 {
            count = last.count % 3 + 1
        } else {
            count = 1
        }
        last = (time, count, p)
        return count
    }
}

extension TextEditingModel {
    /// A click's selection by its place in a series: the caret at `offset` (with `extend`, the
    /// selection's head: Shift+click), the word, then the paragraph — or, in a field
    /// (`tripleSelectsAll`), everything.
    mutating func click(_ count: Int, at offset: Int, extend: Bool = false, layout: TextLayout, tripleSelectsAll: Bool) {
        switch count {
        case 1: setCaret(offset, extend: extend)
        case 2: selectWord(at: offset, layout: layout)
        default: if tripleSelectsAll { selectAll() } else { selectParagraph(at: offset) }
        }
    }

    /// A drag's selection: from where it started to where the pointer is.
    mutating func drag(from start: Int, to end: Int) {
        setCaret(start)
        setCaret(end, extend: true)
    }

    /// X11's select-to-copy: a non-empty selection becomes the primary selection (middle-click
    /// pastes it in any app).
    func offerPrimarySelection() {
        if !selection.isEmpty { Clipboard.primarySelection = selectedText }
    }
}
