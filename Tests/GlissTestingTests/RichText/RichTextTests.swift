import Foundation
import Gliss
import GlissTesting
import XCTest

/// Rich text: Markdown in literal keys, `AttributedString`, links inside a text.
final class RichTextTests: XCTestCase {
    /// The draw list's lines of text, with their fonts and colours.
    private func texts(_ h: Harness) -> [(string: String, font: Font, color: Color, origin: Point)] {
        h.host.lastDrawList.commands.compactMap {
            if case let .text(s, font, color, origin) = $0 { return (s, font, color, origin) }
            return nil
        }
    }

    func testMarkdownInALiteralIsShownWithoutItsMarkup() throws {
        let h = try Harness(text: .headless) { ui in
            ui.vstack {
                ui.text("**Bold** and [a link](https://example.com)")
                ui.text("*one* `two` ~~three~~")
            }
        }
        XCTAssertNoThrow(try h.node(label: "Bold and a link", role: "text"))
        XCTAssertNoThrow(try h.node(label: "one two three", role: "text"))
        XCTAssertFalse(texts(h).contains { $0.string.contains("*") || $0.string.contains("[") || $0.string.contains("~") })
    }

    func testEachRunIsDrawnInItsStyle() throws {
        let h = try Harness(text: .headless) { ui in
            ui.text("plain **bold** *italic* `code` ~~struck~~")
        }
        let drawn = texts(h)
        func run(_ s: String) throws -> (string: String, font: Font, color: Color, origin: Point) {
            try XCTUnwrap(drawn.first { $0.string == s }, "no run \"\(s)\" in \(drawn.map(\.string))")
        }
        XCTAssertEqual(try run("plain ").font, .body)
        XCTAssertEqual(try run("bold").font.weight, .bold)
        XCTAssertTrue(try run("italic").font.isItalic)
        XCTAssertEqual(try run("code").font.design, .monospaced)
        let struck = try run("struck")
        XCTAssertEqual(struck.font, .body)
        // The line through it: a thin rect across its middle.
        let width = MonospaceTextMeasurer().measure("struck", font: .body).width
        XCTAssertTrue(h.host.lastDrawList.commands.contains {
            if case .fillRoundedRect(let r, _, _) = $0 {
                return r.height <= 2 && abs(r.minX - struck.origin.x) < 0.01 && abs(r.width - width) < 0.01
            }
            return false
        })
        // Runs follow each other along the line.
        XCTAssertLessThan(try run("bold").origin.x, try run("italic").origin.x)
    }

    func testAStringValueIsShownAsItIs() throws {
        let value = "**not bold** [nor](https://example.com) a link"
        let h = try Harness(text: .headless) { ui in ui.text(value) }
        XCTAssertNoThrow(try h.node(label: value, role: "text"))
        XCTAssertTrue(h.nodes(role: "link").isEmpty)
    }

    func testAnInterpolatedLiteralIsReadAsMarkdownToo() throws {
        let h = try Harness(text: .headless) { ui in ui.text("**Row** \(7)") }
        XCTAssertNoThrow(try h.node(label: "Row 7", role: "text"))
        XCTAssertEqual(texts(h).first { $0.string == "Row" }?.font.weight, .bold)
    }

    func testALinkIsALinkOfItsOwnThatOpensItsURL() throws {
        let h = try Harness(text: .headless) { ui in
            ui.vstack {
                ui.text("Read [the docs](https://example.com/docs) or [the source](https://example.com/src).")
            }
        }
        var opened: [String] = []
        h.ui.openURL = { opened.append($0.absoluteString) }
        let text = try h.node(label: "Read the docs or the source.", role: "text").frame
        let docs = try h.node(label: "the docs", role: "link")
        let source = try h.node(label: "the source", role: "link")
        XCTAssertEqual(docs.value, "https://example.com/docs")
        for link in [docs, source] {
            XCTAssertGreaterThan(link.frame.width, 0)
            XCTAssertTrue(text.contains(link.frame.center), "\(link.frame) in \(text)")
        }
        // Over the link's characters: "Read " is 5 characters before it.
        let advance = MonospaceTextMeasurer().measure("x", font: .body).width
        XCTAssertEqual(docs.frame.minX, text.minX + 5 * advance, accuracy: 0.01)
        XCTAssertEqual(docs.frame.width, 8 * advance, accuracy: 0.01)
        // Drawn in the accent colour.
        XCTAssertEqual(texts(h).first { $0.string == "the docs" }?.color, .accentColor)

        try h.click(label: "the source", role: "link")
        XCTAssertEqual(opened, ["https://example.com/src"])
        // A Tab stop each, opened by Return.
        try h.key("Tab")
        try h.key("Return")
        XCTAssertEqual(opened, ["https://example.com/src", "https://example.com/docs"])
        // The hand over it.
        h.move(to: source.frame.center)
        h.run(frames: 1)
        XCTAssertEqual(h.ui.pointerStyle, .link)
    }

    func testAnAttributedStringsColoursReachTheDrawList() throws {
        var hi = AttributedString("Hi")
        hi.foregroundColor = .red
        hi.backgroundColor = .yellow
        let h = try Harness(text: .headless) { ui in ui.text(hi) }
        let line = try XCTUnwrap(texts(h).first { $0.string == "Hi" })
        XCTAssertEqual(line.color, .red)
        XCTAssertTrue(h.host.lastDrawList.commands.contains {
            if case .fillRoundedRect(_, _, let c) = $0 { return c == .yellow }
            return false
        })
    }

    func testConcatenationKeepsEachPartsRuns() throws {
        var red = AttributedString("Red")
        red.foregroundColor = .red
        var blue = AttributedString("Blue")
        blue.foregroundColor = .blue
        blue.font = .title
        let h = try Harness(text: .headless) { ui in ui.text(red + AttributedString(" and ") + blue) }
        XCTAssertNoThrow(try h.node(label: "Red and Blue", role: "text"))
        let drawn = texts(h)
        XCTAssertEqual(drawn.first { $0.string == "Red" }?.color, .red)
        XCTAssertEqual(drawn.first { $0.string == " and " }?.color, .primary)
        XCTAssertEqual(drawn.first { $0.string == "Blue" }?.color, .blue)
        XCTAssertEqual(drawn.first { $0.string == "Blue" }?.font, .title)
    }

    func testRichTextWrapsAndTruncatesAsPlainText() throws {
        let h = try Harness(text: .headless) { ui in
            ui.vstack(alignment: .leading) {
                ui.text("Some **bold words** wrap in a narrow frame").frame(width: 120)
                ui.text("A *rich* line of text that is cut").lineLimit(1).frame(width: 120)
            }
        }
        let wrapped = try h.node(label: "Some bold words wrap in a narrow frame", role: "text").frame
        let lineHeight = MonospaceTextMeasurer().lineHeight(.body)
        XCTAssertGreaterThan(wrapped.height, lineHeight * 1.5)
        let drawn = texts(h)
        XCTAssertTrue(drawn.contains { $0.string == "bold" || $0.string == "bold words" })
        XCTAssertTrue(drawn.allSatisfy { $0.origin.x + MonospaceTextMeasurer().measure($0.string, font: $0.font).width <= wrapped.maxX + 0.5 })
        // The cut line ends in "…", its runs still styled.
        let cut = try h.node(label: "A rich line of text that is cut", role: "text").frame
        XCTAssertEqual(cut.height, lineHeight)
        XCTAssertEqual(drawn.filter { cut.contains($0.origin) || $0.origin.y == cut.minY }.last?.string, "…")
        XCTAssertTrue(drawn.contains { $0.string == "rich" && $0.font.isItalic })
    }

    /// The *Text and paragraphs* article's sample.
    func testTheArticlesSample() throws {
        let verbatim = "**not** parsed"
        let h = try Harness(text: .headless) { ui in
            ui.vstack {
                // docs:begin rich-text
                ui.text("**Bold** and [a link](https://example.com)")     // shows "Bold and a link"
                ui.text(verbatim)                                         // a String: shown as it is
                var name = AttributedString("Ada")
                name.foregroundColor = .red
                ui.text(AttributedString("Hello, ") + name)               // Text + Text
                // docs:end rich-text
            }
        }
        XCTAssertNoThrow(try h.node(label: "Bold and a link", role: "text"))
        XCTAssertNoThrow(try h.node(label: "a link", role: "link"))
        XCTAssertNoThrow(try h.node(label: "**not** parsed", role: "text"))
        XCTAssertEqual(texts(h).first { $0.string == "Ada" }?.color, .red)
    }
}
