import XCTest
import GlissCore
@testable import GlissSDL

/// Layouts compared with the layout made whole from nothing kept, cluster for cluster and
/// glyph for glyph (an edit's patch, a text prepared over frames).
extension SDLTestCase {
    static let sampleWords = ["Typing", "a", "long", "line", "of", "text,", "word", "after", "word", "until", "it", "wraps",
                               "AV", "Ta", "y.", "café", "naïve", "(quoted)", "—", "1,234", "x-ray", "WAVE", "“curly”", "ﬁne"]

    /// Arabic and Hebrew words, with what a right-to-left paragraph holds besides: digits of
    /// both kinds, Latin words (embedded left to right), brackets and quotes that mirror.
    static let rightToLeftWords = ["مرحبا", "بالعالم", "كتاب", "قلم", "مدرسة", "و", "في", "(القاهرة)", "«اقتباس»",
                                   "١٢٣", "2024", "Gliss", "text,", "شَكْرًا", "لا", "שלום", "עולם", "(ירושלים)", "؟", "x-ray"]

    /// Words of `words` and a space each, to `bytes` or just over.
    func paragraph(_ bytes: Int, _ g: inout SplitMixTestRandom, words: [String] = sampleWords) -> String {
        var s = ""
        while s.utf8.count < bytes { s += words[Int(g.next() % UInt64(words.count))] + " " }
        return s
    }

    /// Chinese with no spaces: ideographs, their punctuation, now and then a Latin word or digits.
    func unspaced(_ bytes: Int, _ g: inout SplitMixTestRandom) -> String {
        let han = Array("的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明")
        let other = ["，", "。", "、", "「", "」", "Gliss", "2024", "（", "）", "！"]
        var s = ""
        while s.utf8.count < bytes {
            s += g.next() % 8 == 0 ? other[Int(g.next() % UInt64(other.count))] : String(han[Int(g.next() % UInt64(han.count))])
        }
        return s
    }

    /// The layout made from nothing kept.
    func whole(_ b: SDLBackend, _ text: String, width: Double?) -> TextLayout {
        let engine = ParagraphLayout(measurer: b.measurer, font: .body)
        return engine.textLayout(text, try! engine.assemble(text, width: width) { p, _ in try engine.layOutParagraph(p, width: width) })
    }

    /// Lines as their clusters (in logical order) and glyphs (in visual order), wherever runs
    /// are cut: a patched line's pieces may be cut elsewhere than a whole one's (a right-to-left
    /// run's clusters are in logical order, its pieces in visual order).
    struct FlatLine: Equatable {
        var range: Range<Int>, y: Double, width: Double
        var clusters: [TextCluster], glyphs: [PositionedGlyph], fonts: [String]
    }

    func flat(_ layout: TextLayout) -> [FlatLine] {
        layout.lines.map { line in
            FlatLine(range: line.range, y: line.origin.y, width: (line.width * 1000).rounded() / 1000,
                     clusters: line.runs.flatMap(\.clusters).sorted { $0.range.lowerBound < $1.range.lowerBound }.map { TextCluster(range: $0.range, x: ($0.x * 1000).rounded() / 1000, width: ($0.width * 1000).rounded() / 1000) },
                     glyphs: line.runs.flatMap(\.glyphs).map { PositionedGlyph(id: $0.id, position: Point(($0.position.x * 1000).rounded() / 1000, $0.position.y), cluster: $0.cluster) },
                     fonts: line.runs.map(\.fontName).reduce(into: []) { if $0.last != $1 { $0.append($1) } })
        }
    }

    func assertSame(_ a: TextLayout, _ b: TextLayout, _ what: String) -> Bool {
        // A run spans its clusters (drawing finds the pieces in view by them).
        for line in a.lines {
            for run in line.runs where !run.isRightToLeft {
                guard let first = run.clusters.first, let last = run.clusters.last else { continue }
                guard abs(run.x - first.x) < 1e-6, abs(run.x + run.width - last.x - last.width) < 1e-6,
                      run.range == first.range.lowerBound..<last.range.upperBound else {
                    XCTFail("\(what): run \(run.range) at \(run.x) + \(run.width) does not span its clusters")
                    return false
                }
            }
        }
        let fa = flat(a), fb = flat(b)
        XCTAssertEqual(fa.count, fb.count, what)
        guard fa.count == fb.count else { return false }
        for i in fa.indices where fa[i] != fb[i] {
            let c = zip(fa[i].clusters, fb[i].clusters).first { $0 != $1 }.map { "cluster \($0) vs \($1)" } ?? "clusters \(fa[i].clusters.count) vs \(fb[i].clusters.count)"
            let g = zip(fa[i].glyphs, fb[i].glyphs).first { $0 != $1 }.map { "glyph \($0) vs \($1)" } ?? "glyphs \(fa[i].glyphs.count) vs \(fb[i].glyphs.count)"
            XCTFail("\(what): line \(i) differs: \(fa[i].range) vs \(fb[i].range), width \(fa[i].width) vs \(fb[i].width); \(c); \(g); fonts \(fa[i].fonts) vs \(fb[i].fonts)")
            return false
        }
        XCTAssertEqual(a.wordBoundaries, b.wordBoundaries, what)
        return a.wordBoundaries == b.wordBoundaries
    }
}

/// SplitMix64: the same edits every run.
struct SplitMixTestRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}
