/// A paragraph laid out by a ``TextMeasurer``: its lines, the glyph runs on each line with
/// their positions, and the caret stops (grapheme clusters) a text field needs.
///
/// A plain value: the SDL backend's text engine fills it in with HarfBuzz's shaping, FriBidi's
/// visual order and libunibreak's line and word breaks; ``MonospaceTextMeasurer`` (and any
/// measurer that only implements `measure`) gets a simple one from
/// ``TextMeasurer/layout(_:font:width:)``'s default, so caret and selection logic can be
/// tested headless.
///
/// Offsets are **UTF-8 offsets** into ``text`` (what the C text libraries speak); convert with
/// `text.utf8.index(text.utf8.startIndex, offsetBy: offset)`. Positions are in points with
/// the paragraph's top-left at (0, 0); lines are placed for leading alignment (left-to-right
/// paragraphs at x = 0, right-to-left ones against the right edge of ``size``).
public struct TextLayout: Sendable, Equatable {
    /// The text laid out.
    public var text: String
    /// The font it was laid out in.
    public var font: Font
    /// The distance between the tops of two lines.
    public var lineHeight: Double
    /// The paragraph's base direction (from its first strong character, as UAX #9 says).
    public var isRightToLeft: Bool
    /// The lines, top to bottom; an empty text has one empty line.
    public var lines: [TextLine]
    /// UTF-8 offsets where words start and end (UAX #29), ascending, with 0 and the text's
    /// length included.
    public var wordBoundaries: [Int]

    /// Creates a layout from its parts (measurers fill these in).
    public init(text: String, font: Font, lineHeight: Double, isRightToLeft: Bool,
                lines: [TextLine], wordBoundaries: [Int]) {
        self.text = text; self.font = font; self.lineHeight = lineHeight
        self.isRightToLeft = isRightToLeft; self.lines = lines; self.wordBoundaries = wordBoundaries
    }

    /// The widest line by the line count's height.
    public var size: Size {
        Size(lines.reduce(0) { max($0, $1.width) }, lineHeight * Double(max(1, lines.count)))
    }
}

/// One line of a ``TextLayout``.
public struct TextLine: Sendable, Equatable {
    /// The UTF-8 range of the text on this line, in logical order, trailing spaces and the
    /// line's newline included.
    public var range: Range<Int>
    /// The line box's top-left, relative to the paragraph.
    public var origin: Point
    /// The advance width of the line without its trailing white space.
    public var width: Double
    /// The baseline's distance below the line box's top.
    public var baseline: Double
    /// The runs in visual order, left to right.
    public var runs: [GlyphRun] {
        get { runOffset == 0 && runShift == 0 ? storedRuns : storedRuns.map { $0.shifted(by: runOffset, x: runShift) } }
        set { storedRuns = newValue; runOffset = 0; runShift = 0 }
    }
    /// The runs as laid out for the line's paragraph, their offsets `runOffset` short of the
    /// text's. A paragraph's lines are kept from one layout to the next (a text editor's
    /// 2,000 lines, of which a keystroke changes one); moving the lines after an edit moves
    /// this offset instead of every cluster and glyph (100 K of them in a 100 KB text).
    package var storedRuns: [GlyphRun]
    /// What `storedRuns`' offsets lack (see there).
    package var runOffset: Int = 0
    /// What `storedRuns`' x positions lack: the text before an edit of a long right-to-left
    /// line moves left or right by this, not each of its clusters and glyphs (a megabyte of
    /// Arabic, ~150 K runs, copied them all at each key).
    package var runShift: Double = 0

    /// Creates a line from its parts.
    public init(range: Range<Int>, origin: Point, width: Double, baseline: Double, runs: [GlyphRun]) {
        self.range = range; self.origin = origin; self.width = width; self.baseline = baseline; storedRuns = runs
    }

    /// The line moved `delta` bytes further into its text (its runs shifted lazily).
    package func shifted(by delta: Int) -> TextLine {
        var line = self
        line.range = (range.lowerBound + delta)..<(range.upperBound + delta)
        line.runOffset += delta
        return line
    }

    /// Lines are equal when they hold the same text at the same place with the same runs
    /// (however their runs' offsets are kept).
    public static func == (a: TextLine, b: TextLine) -> Bool {
        guard a.range == b.range, a.origin == b.origin, a.width == b.width, a.baseline == b.baseline else { return false }
        return a.runOffset == b.runOffset && a.runShift == b.runShift ? a.storedRuns == b.storedRuns : a.runs == b.runs
    }
}

extension GlyphRun {
    /// The run with its offsets `delta` bytes further into the text and `dx` points further
    /// right. (Over buffers: each element written through the arrays asked whether they were
    /// shared.)
    package func shifted(by delta: Int, x dx: Double = 0) -> GlyphRun {
        if delta == 0 && dx == 0 { return self }
        var run = self
        run.range = (range.lowerBound + delta)..<(range.upperBound + delta)
        run.x += dx
        run.clusters.withUnsafeMutableBufferPointer { clusters in
            for i in clusters.indices {
                clusters[i].range = (clusters[i].range.lowerBound + delta)..<(clusters[i].range.upperBound + delta)
                clusters[i].x += dx
            }
        }
        run.glyphs.withUnsafeMutableBufferPointer { glyphs in
            for i in glyphs.indices {
                glyphs[i].cluster += delta
                glyphs[i].position.x += dx
            }
        }
        return run
    }
}

/// A stretch of a line in one font and one direction.
public struct GlyphRun: Sendable, Equatable {
    /// The UTF-8 range of the text it draws.
    public var range: Range<Int>
    /// True for a right-to-left run (an odd bidi level).
    public var isRightToLeft: Bool
    /// The family name of the font that draws it (a fallback font's when the app's font lacks
    /// the characters).
    public var fontName: String
    /// The run's left edge relative to the line's origin.
    public var x: Double
    /// The run's advance width.
    public var width: Double
    /// Its caret stops: one per grapheme cluster, in logical order, with positions relative to
    /// the line's origin (a ligature's width is shared among the clusters it joins).
    public var clusters: [TextCluster]
    /// Its glyphs in visual order, positioned relative to the line's origin (y: the baseline's
    /// offset, positive down).
    public var glyphs: [PositionedGlyph]

    /// Creates a run from its parts.
    public init(range: Range<Int>, isRightToLeft: Bool, fontName: String, x: Double, width: Double,
                clusters: [TextCluster], glyphs: [PositionedGlyph]) {
        self.range = range; self.isRightToLeft = isRightToLeft; self.fontName = fontName
        self.x = x; self.width = width; self.clusters = clusters; self.glyphs = glyphs
    }
}

/// A grapheme cluster's place on its line: the unit a caret steps over.
public struct TextCluster: Sendable, Equatable {
    /// Its UTF-8 range.
    public var range: Range<Int>
    /// Its left edge relative to the line's origin.
    public var x: Double
    /// Its advance width.
    public var width: Double

    /// Creates a cluster.
    public init(range: Range<Int>, x: Double, width: Double) {
        self.range = range; self.x = x; self.width = width
    }
}

/// One glyph of a run: the font's glyph index and where its pen position is.
public struct PositionedGlyph: Sendable, Equatable {
    /// The glyph index in the run's font.
    public var id: UInt32
    /// The pen position relative to the line's origin (x) and baseline (y, positive down).
    public var position: Point
    /// The UTF-8 offset of the first character it draws.
    public var cluster: Int

    /// Creates a glyph.
    public init(id: UInt32, position: Point, cluster: Int) {
        self.id = id; self.position = position; self.cluster = cluster
    }
}
