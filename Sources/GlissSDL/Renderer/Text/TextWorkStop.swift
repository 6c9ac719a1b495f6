import GlissCore

/// Long text work (shaping, splitting graphemes and breaking lines of a long paragraph) gave up
/// because the run is ending: a signal came while a frame laid out a megabyte of text, which
/// takes seconds, and the run must write its outputs within the signal's 2 s. What the work
/// had made is dropped, never kept as if it were complete.
struct TextWorkStopped: Error {}

/// Asks whether long text work should give up (`SDLTextMeasurer.stopRequested`), once per
/// ``chunk`` units of work (bytes, glyphs, graphemes): the loops it guards spend a few
/// instructions a unit, and the question is a call through a closure. Hot loops go a chunk at
/// a time and ``check()`` between chunks (or compare their index with a local threshold):
/// counting every unit cost the editor bench 0.5 % of its frame. Short text never asks: `ask`
/// is nil below ``longText`` bytes.
struct StopPoll {
    /// What answers; nil: never stop.
    let ask: (() -> Bool)?
    private var left = StopPoll.chunk
    /// Units of work between questions: tens of milliseconds at most in a debug build.
    static let chunk = 1 << 15
    /// Work on texts shorter than this many bytes never stops (it ends soon anyway).
    static let longText = 1 << 15

    /// Polls `ask` for work on `bytes` bytes of text (only when they are ``longText`` or more).
    init(_ ask: @escaping () -> Bool, bytes: Int) { self.ask = bytes >= Self.longText ? ask : nil }

    /// Never stops.
    static var never: StopPoll { StopPoll(ask: nil) }
    private init(ask: (() -> Bool)?) { self.ask = ask }

    /// Counts `n` units done; throws when a question is due and the answer is to stop.
    @inline(__always)
    mutating func count(_ n: Int = 1) throws {
        left -= n
        if left <= 0 { try check() }
    }

    /// Asks now (between phases of the work); throws when the answer is to stop.
    mutating func check() throws {
        left = Self.chunk
        if let ask, ask() { throw TextWorkStopped() }
    }
}

extension ParagraphLayout {
    /// What a layout of `text` that gave up answers: one line holding the whole text, with no
    /// runs (nothing drawn, every offset a caret stop at its start), no word inside. Valid for
    /// every question a `TextLayout` answers, cheap to make, and never kept.
    func abandonedLayout(_ text: String) -> TextLayout {
        let n = text.utf8.count
        let lineHeight = measurer.lineHeight(font)
        let baseline = measurer.fonts.face(font).map { Double($0.baseline) / measurer.fonts.scale } ?? lineHeight * 0.8
        return TextLayout(text: text, font: font, lineHeight: lineHeight, isRightToLeft: false,
                          lines: [TextLine(range: 0..<n, origin: .zero, width: 0, baseline: baseline, runs: [])],
                          wordBoundaries: n == 0 ? [0] : [0, n])
    }
}
