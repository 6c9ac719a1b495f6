import XCTest
import GlissCore
@testable import GlissSDL

/// A long text that no recent layout is a small edit of is laid out over frames
/// (`LayoutPreparation`): drawing and sizing get the part prepared so far, a step longer each
/// frame, and the end is the layout made whole.
final class LayoutPreparationTests: SDLTestCase {
    /// The most a frame may lay out: a step, and the window round it laid out again.
    private let frameBound = LayoutPreparation.stepBytes + 4 * ParagraphLayout.patchSearchBytes

    /// Frames of `displayLayout(text)` until it is whole: each frame lays out at most
    /// `frameBound` bytes and answers a longer prefix of `text`, the same when asked twice.
    @discardableResult
    private func prepare(_ b: SDLBackend, _ text: String, width: Double?, _ what: String) -> Int {
        let m = b.measurer
        var frames = 0, shown = -1
        while frames < 200 {
            m.beginFrame()
            frames += 1
            let before = m.bytesLaidOut
            let l = m.displayLayout(text, font: .body, width: width)
            XCTAssertEqual(m.displayLayout(text, font: .body, width: width).text.utf8.count, l.text.utf8.count,
                           "\(what): asked again in a frame, the same answer")
            XCTAssertLessThanOrEqual(m.bytesLaidOut - before, frameBound, "\(what): frame \(frames)")
            XCTAssertTrue(text.utf8.starts(with: l.text.utf8), "\(what): a prefix of the text")
            XCTAssertGreaterThan(l.text.utf8.count, shown, "\(what): longer each frame")
            shown = l.text.utf8.count
            if shown == text.utf8.count { break }
            XCTAssertTrue(m.isPreparingText, what)
        }
        XCTAssertEqual(shown, text.utf8.count, "\(what): whole in the end")
        XCTAssertFalse(m.isPreparingText, what)
        return frames
    }

    /// `frames` frames of `displayLayout(text)`; the bytes of `text` shown after them.
    @discardableResult
    private func prepareFor(_ frames: Int, _ b: SDLBackend, _ text: String, width: Double?) -> Int {
        for _ in 0..<frames {
            b.measurer.beginFrame()
            _ = b.measurer.displayLayout(text, font: .body, width: width)
        }
        return b.measurer.displayLayout(text, font: .body, width: width).text.utf8.count
    }

    func testALongTextIsLaidOutAStepAFrameUntilWhole() throws {
        var g = SplitMixTestRandom(seed: 3)
        let one = paragraph(160_000, &g)
        // Short paragraphs, and long ones: a step ends after a newline, or inside a paragraph
        // then continued (and patched) next frame.
        var many = ""
        while many.utf8.count < 160_000 {
            many += paragraph(Int(g.next() % 3 == 0 ? 20_000 + g.next() % 40_000 : g.next() % 300), &g) + "\n"
        }
        for (text, name) in [(one, "one paragraph"), (many, "paragraphs")] {
            for width in [nil, 300.0] as [Double?] {
                let what = "\(name), width \(String(describing: width))"
                let b = try makeBackend()
                let frames = prepare(b, text, width: width, what)
                XCTAssertGreaterThanOrEqual(frames, text.utf8.count / frameBound, what)
                // What `layout` answers now is the kept whole layout, equal to one made from nothing.
                let before = b.measurer.bytesLaidOut
                XCTAssertTrue(assertSame(layout(b, text, width: width), whole(b, text, width: width), what))
                XCTAssertEqual(b.measurer.bytesLaidOut - before, text.utf8.count - text.utf8.filter { $0 == 0x0A }.count,
                               "\(what): only `whole` laid it out again (its paragraphs, without their newlines)")
            }
        }
    }

    /// Editing asks for the whole layout: the rest is laid out at once, from the part prepared.
    func testTheWholeLayoutAskedForWhilePreparedIsLaidOutFromThePart() throws {
        var g = SplitMixTestRandom(seed: 5)
        let text = paragraph(120_000, &g)
        let b = try makeBackend()
        let shown = prepareFor(3, b, text, width: nil)
        XCTAssertLessThan(shown, text.utf8.count)
        let before = b.measurer.bytesLaidOut
        let l = layout(b, text)
        XCTAssertLessThan(b.measurer.bytesLaidOut - before, text.utf8.count - shown + frameBound, "the part prepared is kept")
        XCTAssertFalse(b.measurer.isPreparingText)
        XCTAssertTrue(assertSame(l, whole(b, text, width: nil), "whole"))
        XCTAssertEqual(b.measurer.displayLayout(text, font: .body, width: nil).text.utf8.count, text.utf8.count)
    }

    /// Text typed while a text is prepared (at its end) goes on from the part prepared.
    func testTypingWhilePreparedGoesOnFromThePart() throws {
        var g = SplitMixTestRandom(seed: 9)
        let text = paragraph(120_000, &g)
        for width in [nil, 300.0] as [Double?] {
            let b = try makeBackend()
            prepareFor(3, b, text, width: width)
            let typed = text + "typed"
            prepare(b, typed, width: width, "typed, width \(String(describing: width))")
            XCTAssertTrue(assertSame(b.measurer.displayLayout(typed, font: .body, width: width), whole(b, typed, width: width), "typed"))
        }
    }

    /// A text with no place to cut a step at (no spaces) cannot be patched: it is laid out
    /// at once after a step, not again and again from its start.
    func testATextWithNoPlaceToCutIsLaidOutAtOnce() throws {
        let text = String(repeating: "abcdefghij", count: 20_000)
        let b = try makeBackend()
        var frames = 0
        repeat {
            b.measurer.beginFrame()
            frames += 1
        } while b.measurer.displayLayout(text, font: .body, width: nil).text.utf8.count < text.utf8.count && frames < 100
        XCTAssertLessThanOrEqual(frames, 4)
        // Steps of 8 KB, 32 KB (a patch laid out much like the whole), 56 KB (far more than
        // a patch would: seen), then the whole; taken on, the steps would lay out 4.7 times the text.
        XCTAssertLessThan(b.measurer.bytesLaidOut, 5 * text.utf8.count / 2)
        XCTAssertTrue(assertSame(layout(b, text), whole(b, text, width: nil), "no spaces"))
    }

    /// A text no frame asks for any more (gone from the screen) is not prepared further.
    func testATextNoFrameAsksForIsDropped() throws {
        var g = SplitMixTestRandom(seed: 1)
        let text = paragraph(120_000, &g)
        let b = try makeBackend()
        b.measurer.beginFrame()
        _ = b.measurer.displayLayout(text, font: .body, width: nil)
        b.measurer.beginFrame()
        XCTAssertTrue(b.measurer.isPreparingText, "asked in the frame before")
        b.measurer.beginFrame()
        XCTAssertFalse(b.measurer.isPreparingText)
    }

    /// While prepared, a text measures as wide as the part shown (a field sizes its text by
    /// it: wider, the text would wrap at that width and be prepared again there), and a line
    /// is drawn from that part's pieces, as the whole line draws it.
    func testWhilePreparedMeasureAndDrawingFollowThePartShown() throws {
        var g = SplitMixTestRandom(seed: 4)
        let text = paragraph(120_000, &g)
        let b = try makeBackend(size: Size(400, 60))
        b.measurer.beginFrame()
        _ = b.measurer.displayLayout(text, font: .body, width: nil)
        b.measurer.beginFrame()
        let part = b.measurer.displayLayout(text, font: .body, width: nil)
        XCTAssertLessThan(part.text.utf8.count, text.utf8.count)
        XCTAssertEqual(b.measurer.measure(text, font: .body).width, part.size.width, accuracy: 1e-9)
        b.render(list([.text(text, font: .body, color: .black, origin: Point(10, 10))]))
        XCTAssertTrue(b.measurer.isPreparingText, "drawing took no step to the end")
        let drawn = frame(b)
        let fresh = try makeBackend(size: Size(400, 60))
        _ = layout(fresh, text)
        fresh.render(list([.text(text, font: .body, color: .black, origin: Point(10, 10))]))
        XCTAssertTrue(drawn.rgba.contains { $0 < 128 }, "something is drawn")
        XCTAssertEqual(drawn.rgba, frame(fresh).rgba)
    }

    /// Texts prepared side by side each keep their own job: a label echoing a field with a few
    /// words more (a 90 % edit of the field's text) does not take over the field's, and five
    /// at once all end.
    func testTextsPreparedSideBySideEachEnd() throws {
        var g = SplitMixTestRandom(seed: 12)
        let field = paragraph(100_000, &g)
        var texts = [field, "Results for " + field]
        for _ in 0..<3 { texts.append(paragraph(60_000, &g)) }
        let b = try makeBackend()
        var frames = 0
        var done = false
        while !done && frames < 100 {
            b.measurer.beginFrame()
            frames += 1
            done = true
            for t in texts {
                let l = b.measurer.displayLayout(t, font: .body, width: nil)
                XCTAssertTrue(t.utf8.starts(with: l.text.utf8), "frame \(frames): the answer is a prefix of the text asked for")
                if l.text.utf8.count < t.utf8.count { done = false }
            }
        }
        XCTAssertTrue(done, "all five laid out")
        XCTAssertFalse(b.measurer.isPreparingText)
        XCTAssertTrue(assertSame(b.measurer.displayLayout(texts[1], font: .body, width: nil), whole(b, texts[1], width: nil), "the label"))
    }

    /// A key typed into the part already prepared (the caret moved back) keeps that part: the
    /// edit is patched into it, and preparing goes on from its end.
    func testAnEditInsideThePreparedPartKeepsIt() throws {
        var g = SplitMixTestRandom(seed: 13)
        let text = paragraph(160_000, &g)
        let b = try makeBackend()
        let shown = prepareFor(4, b, text, width: 300)
        var edited = text
        edited.insert(contentsOf: "typed ", at: edited.utf8.index(edited.utf8.startIndex, offsetBy: 1_000))
        b.measurer.beginFrame()
        XCTAssertGreaterThan(b.measurer.displayLayout(edited, font: .body, width: 300).text.utf8.count, shown,
                             "the part prepared is kept, and a step more")
        prepare(b, edited, width: 300, "edited")
        XCTAssertTrue(assertSame(b.measurer.displayLayout(edited, font: .body, width: 300), whole(b, edited, width: 300), "edited"))
    }

    /// Drawing starts no preparation: a string no frame lays out (a right-to-left line drawn
    /// after a mark) was prepared again at every frame that drew it, and never kept.
    func testDrawingALineNothingLaysOutPreparesNothing() throws {
        var g = SplitMixTestRandom(seed: 14)
        let text = paragraph(100_000, &g)
        let b = try makeBackend(size: Size(400, 60))
        b.measurer.beginFrame()
        b.render(list([.text(text, font: .body, color: .black, origin: Point(10, 10))]))
        XCTAssertFalse(b.measurer.isPreparingText)
        XCTAssertEqual(b.measurer.bytesLaidOut, 0)
    }
}

extension LayoutPreparationTests {
    /// Right-to-left text and text with no spaces are prepared a step a frame too (they were
    /// laid out at once after a step: a megabyte of either took a frame of 1–2.5 s).
    func testRightToLeftAndUnspacedTextsArePreparedAStepAFrame() throws {
        var g = SplitMixTestRandom(seed: 13)
        let rtl = paragraph(160_000, &g, words: Self.rightToLeftWords)
        let cjk = unspaced(160_000, &g)
        for (text, name) in [(rtl, "right to left"), (cjk, "no spaces")] {
            for width in [nil, 300.0] as [Double?] {
                let what = "\(name), width \(String(describing: width))"
                let b = try makeBackend()
                let frames = prepare(b, text, width: width, what)
                XCTAssertGreaterThanOrEqual(frames, text.utf8.count / frameBound, what)
                XCTAssertTrue(assertSame(layout(b, text, width: width), whole(b, text, width: width), what))
            }
        }
    }
}
