import XCTest
import Gliss
import GlissTesting

/// `ui.label(_:systemImage:)`: the icon before the title, centred on it, at the font's size;
/// a screen reader reads the title alone.
final class LabelTests: XCTestCase {
    func testTheIconComesBeforeTheTitleAndIsNotReadAloud() throws {
        let name = "Favourites"
        let d = FrameDriver(width: 400, height: 200) { ui in
            ui.vstack {
                ui.label("Inbox", systemImage: "envelope")
                ui.label(name, systemImage: "star.fill").font(.title)
            }
        }
        d.frame(); d.frame()
        let nodes = d.ui.inspector
        let inbox = try XCTUnwrap(nodes.first { $0.label == "Inbox" && $0.role == "text" })
        let envelope = try XCTUnwrap(nodes.first { $0.label == "envelope" && $0.role == "image" })
        XCTAssertLessThan(envelope.frame.maxX, inbox.frame.minX, "the icon is before the title")
        XCTAssertEqual(inbox.frame.minX - envelope.frame.maxX, 6, accuracy: 0.5)
        XCTAssertEqual(envelope.frame.midY, inbox.frame.midY, accuracy: 1)
        // The icon follows the label's font: larger beside a title than beside body text.
        let star = try XCTUnwrap(nodes.first { $0.label == "star.fill" })
        let favourites = try XCTUnwrap(nodes.first { $0.label == "Favourites" })
        XCTAssertGreaterThan(star.frame.height, envelope.frame.height)
        XCTAssertLessThan(star.frame.maxX, favourites.frame.minX)
        // Screen readers get the titles, not the icons' names.
        let read = d.ui.accessibilityElements().map(\.label)
        XCTAssertTrue(read.contains("Inbox") && read.contains("Favourites"), "\(read)")
        XCTAssertFalse(read.contains("envelope") || read.contains("star.fill"), "\(read)")
    }
}
