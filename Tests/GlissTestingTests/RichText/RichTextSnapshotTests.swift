import Foundation
import Gliss
import GlissTesting
import XCTest

/// A rich paragraph drawn by the real renderer, light and dark, against
/// `__Snapshots__/RichTextSnapshotTests/` (record with `GLISS_RECORD_SNAPSHOTS=1`;
/// `GLISS_SNAPSHOT_DIR` writes them to look at).
final class RichTextSnapshotTests: XCTestCase {
    func testARichParagraphLightAndDark() throws {
        var highlighted = AttributedString(" highlighted ")
        highlighted.backgroundColor = .yellow
        highlighted.foregroundColor = .black
        var underlined = AttributedString("underlined")
        underlined.underlineStyle = .single
        for dark in [false, true] {
            let h = try Harness(size: Size(360, 200)) { ui in
                ui.vstack(alignment: .leading, spacing: 10) {
                    ui.text("**Strong**, *emphasis*, `code`, ~~struck~~ and [a link](https://example.com) wrap in a narrow paragraph like any text.")
                    ui.text(AttributedString("An attributed string,") + highlighted + AttributedString("and ") + underlined)
                    ui.text("Cut **after** one *line* of rich text, with an ellipsis").lineLimit(1)
                }
                .padding(12)
                .frame(width: 360, alignment: .leading)
            }
            if dark { h.ui.systemColorScheme = .dark }
            h.run(frames: 2)
            try h.assertSnapshot(named: dark ? "rich-paragraph-dark" : "rich-paragraph-light")
        }
    }
}
