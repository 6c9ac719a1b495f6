import XCTest
@testable import GlissCore

/// Where two texts differ, found in their bytes and moved to character boundaries both share:
/// the same ranges as comparing the texts character by character (what the AT-SPI bridge's
/// text events did, with arrays of every character).
final class TextIdentityTests: XCTestCase {
    /// The character-by-character answer, in characters: shared start, and the lengths of
    /// what differs in each. Characters compared by their scalars: one written precomposed
    /// (é) and one decomposed (e + U+0301) are `==` as Swift characters, but the text changed.
    private func byCharacters(_ a: String, _ b: String) -> (Int, Int, Int) {
        let x = a.map { Array($0.unicodeScalars) }, y = b.map { Array($0.unicodeScalars) }
        var start = 0
        while start < x.count && start < y.count && x[start] == y[start] { start += 1 }
        var end = 0
        while end < x.count - start && end < y.count - start && x[x.count - 1 - end] == y[y.count - 1 - end] { end += 1 }
        return (start, x.count - start - end, y.count - start - end)
    }

    private func inCharacters(_ a: String, _ b: String) -> (Int, Int, Int) {
        let (ra, rb) = TextIdentity.changed(a, b)
        return (a[..<ra.lowerBound].count, a[ra].count, b[rb].count)
    }

    func testChangesFoundInBytesAreTheCharactersThatDiffer() {
        // Characters of several bytes, a combining accent after a shared letter, an emoji
        // sequence joined by ZWJ, flags (regional indicator pairs), and a lead byte shared by
        // two different characters (é and è).
        let pieces = ["a", "é", "è", "e\u{301}", "o\u{301}", "👩‍💻", "👩", "🇫🇷", "🇩🇪", "漢", "字", " ", "ß", "\u{301}"]
        // Every text of two pieces, and every edit of its scalars (which may split or join
        // characters): a piece put in anywhere, a scalar taken out, one replaced by a piece.
        for first in pieces {
            for second in pieces {
                let a = first + second
                let scalars = Array(a.unicodeScalars)
                var edits: [[Unicode.Scalar]] = []
                for at in 0...scalars.count {
                    for piece in pieces {
                        edits.append(scalars[..<at] + Array(piece.unicodeScalars) + scalars[at...])
                        if at < scalars.count { edits.append(scalars[..<at] + Array(piece.unicodeScalars) + scalars[(at + 1)...]) }
                    }
                    if at < scalars.count { edits.append(Array(scalars[..<at] + scalars[(at + 1)...])) }
                }
                for edit in edits {
                    var view = String.UnicodeScalarView()
                    view.append(contentsOf: edit)
                    let b = String(view)
                    guard !b.unicodeScalars.elementsEqual(a.unicodeScalars) else { continue }
                    let want = byCharacters(a, b), got = inCharacters(a, b)
                    XCTAssertTrue(got == want, "\(a.debugDescription) -> \(b.debugDescription): \(got), want \(want)")
                }
            }
        }
    }

    func testAnAppendToALongTextIsTheAppendedPart() {
        let a = String(repeating: "abcdefghi ", count: 100_000)
        let (ra, rb) = TextIdentity.changed(a, a + "xyz")
        XCTAssertTrue(ra.isEmpty)
        XCTAssertEqual((a + "xyz")[rb], "xyz")
    }
}
