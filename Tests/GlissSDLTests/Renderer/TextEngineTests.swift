import XCTest
import GlissCore
@testable import GlissSDL

/// The text engine with the real libraries and fonts (the test setup installs Noto CJK and
/// Noto Color Emoji): fallback, bidi, shaping, line breaking, colour glyphs, warnings, caches.
final class TextEngineTests: SDLTestCase {
    /// The app font (Inter) draws Latin; a CJK character comes from another installed font.
    func testCJKFallsBackToAnotherFontPerCluster() throws {
        let b = try makeBackend()
        let l = layout(b, "照片 Photos")
        let runs = l.lines[0].runs
        XCTAssertGreaterThanOrEqual(runs.count, 2, "\(runs.map(\.fontName))")
        let latin = try XCTUnwrap(runs.first { l.text.utf8.dropFirst($0.range.lowerBound).starts(with: "Photos".utf8) || $0.range.contains(7) })
        let han = try XCTUnwrap(runs.first { $0.range.contains(0) })
        XCTAssertEqual(latin.fontName, "Inter")
        XCTAssertNotEqual(han.fontName, latin.fontName)
        XCTAssertTrue(han.glyphs.allSatisfy { $0.id != 0 }, "the fallback font has the glyphs (no .notdef box)")
        XCTAssertEqual(b.warnings, [])
    }

    /// A mixed line: the Hebrew run sits between the English ones, its letters right to left.
    func testBidiOrdersAMixedLineVisually() throws {
        let b = try makeBackend()
        let text = "abc שלום def"
        let l = layout(b, text)
        XCTAssertFalse(l.isRightToLeft, "the first strong character is Latin")
        let runs = l.lines[0].runs
        let directions = runs.map(\.isRightToLeft)
        XCTAssertEqual(directions.filter { $0 }.count, 1, "\(directions)")
        let rtl = try XCTUnwrap(runs.first { $0.isRightToLeft })
        XCTAssertTrue(rtl.clusters.count == 4)
        // Logical order walks right to left on screen.
        let xs = rtl.clusters.map(\.x)
        XCTAssertEqual(xs, xs.sorted(by: >), "Hebrew letters in logical order go leftwards: \(xs)")
        // "def" is to the right of the Hebrew, "abc" to its left.
        let def = try XCTUnwrap(runs.last)
        XCTAssertGreaterThan(def.x, rtl.x)
        // A paragraph starting with Hebrew is right-to-left, and put against its right edge.
        let hebrewFirst = layout(b, "שלום abc")
        XCTAssertTrue(hebrewFirst.isRightToLeft)
        let runsRTL = hebrewFirst.lines[0].runs
        XCTAssertTrue(try XCTUnwrap(runsRTL.last).isRightToLeft, "the first (Hebrew) word is at the right end")
    }

    /// A right-to-left mark (what a right-to-left paragraph's lines start with when drawn) has
    /// no width and no font of its own, and makes a line that starts with Latin right to left.
    func testRightToLeftMarkIsInvisibleAndSetsTheDirection() throws {
        let b = try makeBackend()
        XCTAssertEqual(b.textMeasurer.measure("\u{200F}abc שלום", font: .body).width,
                       b.textMeasurer.measure("abc שלום", font: .body).width, accuracy: 0.01)
        XCTAssertTrue(layout(b, "\u{200F}abc שלום").isRightToLeft)
        XCTAssertFalse(layout(b, "abc שלום").isRightToLeft)
        let runs = layout(b, "\u{200F}abc שלום").lines[0].runs.filter { $0.width > 0 }
        XCTAssertFalse(try XCTUnwrap(runs.last).isRightToLeft, "abc, the first word, is at the right end")
        XCTAssertTrue(try XCTUnwrap(runs.first).isRightToLeft, "the Hebrew word at the left end")
        XCTAssertEqual(b.warnings, [])
    }

    /// Arabic letters join: in "بيت" (initial, medial, final forms) no glyph is a letter's
    /// isolated form; in "سلام" lam and alef become one ligature.
    func testArabicLettersJoinIntoContextualForms() throws {
        let b = try makeBackend()
        func glyphs(_ s: String) -> [UInt32] { layout(b, s).lines[0].runs.flatMap { $0.glyphs.map(\.id) } }
        let word = glyphs("بيت")
        let isolated = ["ب", "ي", "ت"].flatMap(glyphs)
        XCTAssertEqual(word.count, 3)
        XCTAssertTrue(Set(word).isDisjoint(with: Set(isolated)), "joined forms \(word) vs isolated \(isolated)")
        XCTAssertEqual(glyphs("سلام").count, 3, "lam-alef ligature")
        XCTAssertTrue(word.allSatisfy { $0 != 0 })
    }

    /// UAX #14: CJK breaks between ideographs (no spaces needed); Latin at spaces and after hyphens.
    func testLineBreakingFollowsUAX14() throws {
        let b = try makeBackend()
        let cjk = "我们在学习动画和布局系统的工作原理"
        let narrow = layout(b, cjk, width: 100)
        XCTAssertGreaterThan(narrow.lines.count, 2)
        for line in narrow.lines {
            XCTAssertLessThanOrEqual(line.width, 100.5)
            // Each line holds whole ideographs: its range starts on a character boundary.
            XCTAssertEqual(line.range.lowerBound % 3, 0)
        }
        XCTAssertEqual(narrow.lines.map { $0.range.count }.reduce(0, +), cjk.utf8.count)

        let latin = "alpha beta-gamma delta"
        let wordWidth = b.textMeasurer.measure("alpha beta-", font: .body).width
        let l = layout(b, latin, width: wordWidth + 2)
        let lines = l.lines.map { line -> String in
            let u = Array(latin.utf8)[line.range]
            return String(decoding: u, as: UTF8.self)
        }
        XCTAssertEqual(lines.first, "alpha beta-", "breaks after the hyphen: \(lines)")
        XCTAssertTrue(lines.allSatisfy { !$0.hasPrefix(" ") }, "spaces stay at the end of the line they follow")
        XCTAssertEqual(layout(b, latin).lines.count, 1, "no width: one line")
    }

    /// Flags in a wrapping paragraph: libunibreak 1.1 aborts on regional indicators in some
    /// contexts; the engine must not (found with the text page's emoji paragraph).
    func testFlagsInAWrappingParagraphBreakBetweenFlagsNotInside() throws {
        let b = try makeBackend()
        let text = "Flags 🇯🇵🇰🇷🇨🇳 and more 🇮🇱🇸🇦🇫🇷 wrap here, 日本🇯🇵語"
        for width in stride(from: 20.0, through: 300, by: 20) {
            let l = layout(b, text, width: width)
            XCTAssertEqual(l.lines.map { $0.range.count }.reduce(0, +), text.utf8.count)
            // A line never starts in the middle of a flag (between its two regional indicators).
            let starts = Set(l.lines.map(\.range.lowerBound))
            var o = 0
            for ch in text {
                let n = ch.utf8.count
                for inner in (o + 1)..<(o + n) { XCTAssertFalse(starts.contains(inner), "split inside \(ch) at \(width)") }
                o += n
            }
        }
        XCTAssertEqual(layout(b, "🇯🇵🇰🇷").wordBoundaries.first, 0)
    }

    /// Caret and offset agree with the real engine's layouts: combining marks, ZWJ emoji, flags,
    /// right-to-left text and a mixed line. In one direction every grapheme boundary round-trips
    /// exactly; in a mixed line, where two offsets can share a place, the offset found for a
    /// caret's place has its caret there.
    func testCaretAndOffsetRoundTripOnShapedText() throws {
        let b = try makeBackend()
        for text in ["e\u{301}tude cafe\u{301}", "👩‍👩‍👧 family 🇯🇵", "שלום עולם", "مرحبا بالعالم", "abc שלום def"] {
            let l = layout(b, text)
            var boundaries = [0]
            while let last = boundaries.last, last < text.utf8.count { boundaries.append(l.nextGraphemeBoundary(after: last)) }
            XCTAssertEqual(boundaries.count, text.count + 1, "one caret stop per grapheme in \(text)")
            let mixed = l.lines[0].runs.contains { $0.isRightToLeft } && l.lines[0].runs.contains { !$0.isRightToLeft }
            var xs: [Double] = []
            for o in boundaries {
                let caret = l.caretRect(forOffset: o)
                xs.append(caret.minX)
                let found = l.offset(at: Point(caret.minX, caret.midY))
                if mixed {
                    XCTAssertEqual(l.caretRect(forOffset: found).minX, caret.minX, accuracy: 0.01, "\(text) at \(o)")
                } else {
                    XCTAssertEqual(found, o, "\(text): caret of \(o) is at \(caret.minX)")
                }
            }
            if !mixed {
                // Carets walk one way: rightwards in left-to-right text, leftwards in right-to-left.
                let sorted = l.isRightToLeft ? xs.sorted(by: >) : xs.sorted()
                XCTAssertEqual(xs, sorted, "\(text)")
            }
        }
    }

    /// Colour emoji draw in colour (Noto Color Emoji's bitmaps), scaled to the text size.
    func testEmojiDrawInColour() throws {
        let b = try makeBackend(size: Size(200, 80))
        b.render(list([.text("😀", font: Font(size: 40), color: .black, origin: Point(10, 10))]))
        let f = frame(b)
        var yellow = 0
        for y in 0..<f.height { for x in 0..<f.width {
            let p = f.pixel(x, y)
            if p.r > 200 && p.g > 140 && p.b < 90 { yellow += 1 }
        } }
        XCTAssertGreaterThan(yellow, 200, "a yellow face, not a black silhouette")
        let width = b.textMeasurer.measure("😀", font: Font(size: 40)).width
        XCTAssertGreaterThan(width, 35)
        XCTAssertLessThan(width, 60)
        XCTAssertEqual(b.warnings, [])
    }

    /// Under a scale (`scaleEffect`) an emoji keeps its colours: the line is not tinted by the
    /// text's colour, which would make it a silhouette; the letters beside it still take it.
    func testEmojiUnderAScaleKeepTheirColours() throws {
        let b = try makeBackend(size: Size(300, 120))
        b.render(list([.pushTransform(.scale(1.5, 1.5)),
                       .text("A😀", font: Font(size: 30), color: Color(red: 0, green: 0, blue: 1), origin: Point(10, 10)),
                       .popTransform]))
        let f = frame(b)
        var yellow = 0, blue = 0
        for y in 0..<f.height { for x in 0..<f.width {
            let p = f.pixel(x, y)
            if p.r > 200 && p.g > 140 && p.b < 90 { yellow += 1 }
            if p.b > 200 && p.r < 60 && p.g < 60 { blue += 1 }
        } }
        XCTAssertGreaterThan(yellow, 300, "the face stays yellow")
        XCTAssertGreaterThan(blue, 50, "the letter takes the text's colour")
    }

    /// A character no installed font has: a box, and one warning naming the script and a package.
    func testMissingScriptWarnsOncePerScript() throws {
        let b = try makeBackend()
        let missing = "\u{F0001}\u{F0002}"   // supplementary private use: no font maps it
        _ = b.textMeasurer.measure(missing, font: .body)
        _ = b.textMeasurer.measure("x" + missing, font: .body)
        b.render(list([.text(missing, font: .body, color: .black, origin: Point(5, 5))]))
        let warnings = b.warnings.filter { $0.contains("no installed font") }
        XCTAssertEqual(warnings.count, 1, "\(b.warnings)")
        XCTAssertTrue(warnings[0].contains("apt-get install"), warnings[0])
    }

    /// Scrolling over labels never seen before (new numbers, same digits) creates no texture and
    /// rasterises no glyph once the digits have been drawn.
    func testSteadyScrollOverUnseenLabelsCreatesNoTexture() throws {
        let b = try makeBackend(size: Size(300, 400))
        func frameAt(_ first: Int) -> DrawList {
            list((0..<20).map { i in .text("Row \(first + i)", font: .body, color: .black, origin: Point(8, Double(i) * 20)) })
        }
        b.render(frameAt(0))
        b.render(frameAt(1000))
        let textures = b.texturesCreated, glyphs = b.glyphsRasterised
        for k in 1...20 { b.render(frameAt(100_000 * k + 3 * k)) }
        XCTAssertEqual(b.texturesCreated, textures)
        // Digits at new sub-pixel phases may still appear once each (4 phases × 10 digits at most).
        XCTAssertLessThanOrEqual(b.glyphsRasterised - glyphs, 40)
        let later = b.glyphsRasterised
        for k in 21...40 { b.render(frameAt(100_000 * k + 3 * k)) }
        XCTAssertEqual(b.glyphsRasterised, later, "every glyph and phase already seen")
    }

    /// Over its byte budget the glyph cache drops what was not drawn lately, never what is on
    /// screen; the glyphs of faces the font library let go (a font size animating through many
    /// pixel sizes) go with them.
    func testGlyphCacheStaysWithinItsBudgetAndFollowsItsFaces() throws {
        let b = try makeBackend(size: Size(400, 100))
        b.glyphs.budget = 200_000
        for k in 0..<40 {
            let text = String((0..<12).map { i in Character(UnicodeScalar(0x4E00 + k * 12 + i)!) })   // new ideographs each frame
            b.render(list([.text(text, font: Font(size: 30), color: .black, origin: Point(4, 4))]))
            XCTAssertLessThanOrEqual(b.glyphs.bytes, 200_000 + 100_000, "frame \(k)")
        }
        XCTAssertGreaterThan(b.glyphs.evicted, 0)
        let f = frame(b)
        var dark = 0
        for y in 0..<f.height { for x in 0..<f.width where f.pixel(x, y).r < 100 { dark += 1 } }
        XCTAssertGreaterThan(dark, 300, "the frame's own glyphs are drawn")

        for size in 10..<150 {
            b.render(list([.text("Size", font: Font(size: Double(size)), color: .black, origin: Point(4, 4))]))
        }
        _ = b.render(list([.text("x", font: Font(size: 9000), color: .black, origin: Point(4, 4))]))
        XCTAssertLessThan(b.glyphs.liveTables, 100, "tables of faces let go are gone")
    }

    /// Measuring is what drawing draws: the ink of a mixed-script line stays inside its measured box.
    func testMixedScriptInkStaysInTheMeasuredBox() throws {
        let b = try makeBackend(size: Size(400, 60))
        let text = "Gliss 照片 שלום"
        let size = b.textMeasurer.measure(text, font: .body)
        b.render(list([.text(text, font: .body, color: .black, origin: Point(10, 10))]))
        let f = frame(b)
        var inside = 0, outside = 0
        for y in 0..<f.height { for x in 0..<f.width where f.pixel(x, y).r < 128 {
            if Double(x) >= 9 && Double(x) <= 11 + size.width && Double(y) >= 9 && Double(y) <= 11 + size.height { inside += 1 } else { outside += 1 }
        } }
        XCTAssertGreaterThan(inside, 100)
        XCTAssertEqual(outside, 0)
    }
}

/// The context-free shortcut gives HarfBuzz's exact widths, for every bundled text face.
final class ContextFreeAdvancesTests: SDLTestCase {
    func testTableWidthsEqualHarfBuzzOnRandomLabels() throws {
        let b = try makeBackend()
        let fonts = [Font.body, Font(size: 12), Font(size: 17, weight: .bold), Font(size: 34, weight: .heavy),
                     Font(size: 20, design: .rounded), Font(size: 34, weight: .black, design: .rounded)]
        var seed: UInt64 = 42
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 33 }
        for font in fonts {
            let face = try XCTUnwrap(b.fonts.face(font))
            let table = ContextFreeAdvances(face: face) { b.measurer.shaper.shapeLatin($0, face) }
            var fromTable = 0
            for _ in 0..<1500 {
                // Digits and letters mostly (labels), sometimes any printable ASCII.
                let alphabet = next() % 4 == 0 ? Array(0x20...0x7E).map(UInt8.init) : Array("0123456789 Row#ABCabc".utf8)
                var text = (0..<(1 + Int(next() % 12))).map { _ in alphabet[Int(next()) % alphabet.count] }
                let string = String(decoding: text, as: UTF8.self)
                let reference = b.measurer.shaper.shapeLatin(string, face)
                let hbWidth = Double(reference.reduce(0) { $0 + $1.xAdvance }) / 64
                    + face.boldAdvance * Double(reference.filter { $0.xAdvance != 0 }.count)
                if let w = text.withUnsafeMutableBufferPointer({ table.width(UnsafeBufferPointer($0)) }) {
                    fromTable += 1
                    XCTAssertEqual(w, hbWidth, "\(string) in \(font)")
                }
            }
            XCTAssertTrue(table.usable, "\(font)")
            XCTAssertGreaterThan(fromTable, 300, "the shortcut serves ordinary labels in \(font)")
        }
        // Labels a list scrolls in ("Row 0", "Row 1", …) bring a new digit pair nearly every
        // time: where a face's pairs compose, they are learned together from one shaping, not
        // one shaping per pair (~115 for these), and the widths stay HarfBuzz's.
        let face = try XCTUnwrap(b.fonts.face(.body))
        XCTAssertTrue(face.file.contextFree.pairsCompose)
        var shapings = 0
        let rows = ContextFreeAdvances(face: face) { shapings += 1; return b.measurer.shaper.shapeLatin($0, face) }
        for i in 0..<100 {
            var text = Array("Row \(i)".utf8)
            let reference = b.measurer.shaper.shapeLatin("Row \(i)", face)
            let w = text.withUnsafeMutableBufferPointer { rows.width(UnsafeBufferPointer($0)) }
            XCTAssertEqual(w, Double(reference.reduce(0) { $0 + $1.xAdvance }) / 64, "Row \(i)")
        }
        XCTAssertTrue(rows.usable)
        XCTAssertLessThan(shapings, 30, "each character alone, the pairs together, the first labels checked")
        // The table waits until new labels keep arriving; then measuring takes the shortcut,
        // and drawing gives the same width.
        let body = try XCTUnwrap(b.fonts.face(.body))
        // A label measured again and again: no table.
        for _ in 0..<1000 { _ = b.textMeasurer.measure("Again", font: .body) }
        XCTAssertNil(body.contextFree)
        for i in 0..<TextShaper.contextFreeAfter {
            _ = b.textMeasurer.measure("Label \(i)", font: .body)
        }
        XCTAssertNotNil(body.contextFree, "built after \(TextShaper.contextFreeAfter) new labels")
        let w = b.textMeasurer.measure("Row 123456", font: .body).width
        XCTAssertEqual(try XCTUnwrap(b.measurer.shaped("Row 123456", font: .body)).width / b.scale, w)
    }
}

/// SDL's GPU renderers draw glyphs from atlas pages. Needs an OpenGL renderer: skipped under the
/// offscreen driver, run under Xvfb by `Scripts/check/e2e-xvfb.sh` (Mesa's llvmpipe).
final class GlyphAtlasTests: SDLTestCase {
    func testScrollingOverUnseenLabelsAddsNoAtlasPage() throws {
        let b = try SDLBackend(options: BackendOptions(size: Size(300, 400), vsync: false, hidden: true,
                                                       resourceRoot: makeResourceRoot(), renderer: "opengl"))
        if b.rendererName != "opengl" { throw XCTSkip("OpenGL renderer unavailable here") }
        func frameAt(_ first: Int) -> DrawList {
            list((0..<20).map { i in .text("Row \(first + i) 照片", font: .body, color: .black, origin: Point(8, Double(i) * 20)) })
        }
        b.render(frameAt(0))
        for k in 1...5 { b.render(frameAt(1000 * k)) }
        let textures = b.texturesCreated
        XCTAssertGreaterThanOrEqual(b.glyphAtlas.pageCount, 1)
        for k in 6...40 { b.render(frameAt(100_000 * k + 7 * k)) }
        XCTAssertEqual(b.texturesCreated, textures, "no texture per frame: glyphs come from the atlas pages")
        // The atlas draws what the framebuffer path draws.
        let f = frame(b)
        var dark = 0
        for y in 0..<f.height { for x in 0..<f.width where f.pixel(x, y).r < 100 { dark += 1 } }
        XCTAssertGreaterThan(dark, 1000)
    }
}
