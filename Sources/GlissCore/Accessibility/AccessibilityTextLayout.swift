/// Where a text field's characters are drawn in the window: the layout the field drew its text
/// with, placed. A screen reader asks for a character's box (AT-SPI's `GetCharacterExtents`)
/// to show or magnify what it reads; the frame records the layout it already made, and a box
/// is worked out only when one is asked for.
public struct AccessibilityTextLayout: Sendable, Equatable {
    /// The field's text as laid out (the element's ``AccessibilityElement/text``).
    public var layout: TextLayout
    /// Where the layout's top-left is, in window points.
    public var origin: Point

    /// A placed layout.
    public init(layout: TextLayout, origin: Point) {
        self.layout = layout
        self.origin = origin
    }

    /// The box, in window points, around the characters at `range` — offsets in `Character`s
    /// (grapheme clusters), as the accessibility bridge counts them. Characters on several lines
    /// give the box around all of them; a range that draws nothing (empty, or a newline) gives
    /// the caret there, zero wide and a line high. Nil when `range` is outside the text.
    public func box(forCharacters range: Range<Int>) -> Rect? {
        guard range.lowerBound >= 0, let start = utf8Offset(ofCharacter: range.lowerBound),
              let end = utf8Offset(ofCharacter: range.upperBound) else { return nil }
        let rects = layout.selectionRects(for: start..<end)
        guard var x0 = rects.first?.minX, var y0 = rects.first?.minY else {
            return layout.caretRect(forOffset: start).offsetBy(origin.x, origin.y)
        }
        var x1 = x0, y1 = y0
        for r in rects {
            x0 = min(x0, r.minX); y0 = min(y0, r.minY)
            x1 = max(x1, r.maxX); y1 = max(y1, r.maxY)
        }
        return Rect(origin.x + x0, origin.y + y0, x1 - x0, y1 - y0)
    }

    /// The UTF-8 offset (what the layout speaks) where character `n` starts; the text's length
    /// for `n` equal to the character count, nil past it.
    private func utf8Offset(ofCharacter n: Int) -> Int? {
        let text = layout.text
        guard let i = text.index(text.startIndex, offsetBy: n, limitedBy: text.endIndex) else { return nil }
        return text.utf8.distance(from: text.startIndex, to: i)
    }
}
