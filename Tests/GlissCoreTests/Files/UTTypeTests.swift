import XCTest
import Foundation
@testable import GlissCore

/// `UTType`: the common types, by extension and MIME type, and the globs a dialog filters by.
final class UTTypeTests: XCTestCase {
    func testTypesByExtensionAndMIMEType() {
        XCTAssertEqual(UTType(filenameExtension: "TXT"), .plainText)
        XCTAssertEqual(UTType(filenameExtension: ".jpeg"), .jpeg)
        XCTAssertEqual(UTType(filenameExtension: "jpg"), .jpeg)
        XCTAssertNil(UTType(filenameExtension: "qqq"))
        XCTAssertNil(UTType(filenameExtension: ""))
        XCTAssertEqual(UTType(mimeType: "application/json"), .json)
        XCTAssertEqual(UTType.png.preferredMIMEType, "image/png")
        XCTAssertEqual(UTType.jpeg.preferredFilenameExtension, "jpg")
    }

    func testConformance() {
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertTrue(UTType.markdown.conforms(to: .plainText))
        XCTAssertTrue(UTType.json.conforms(to: .text))
        XCTAssertFalse(UTType.json.conforms(to: .plainText))
        XCTAssertFalse(UTType.folder.conforms(to: .data))
        let notes = UTType(identifier: "org.example.notes", filenameExtensions: ["Notes"], conformingTo: [.json])
        XCTAssertTrue(notes.conforms(to: .text))
        XCTAssertEqual(notes.globs, ["*.notes"])
    }

    func testGlobsAndMatching() {
        XCTAssertEqual(UTType.plainText.globs, ["*.txt", "*.text"])
        XCTAssertEqual(Set(UTType.image.globs), ["*.png", "*.jpg", "*.jpeg", "*.gif", "*.svg"])
        XCTAssertEqual(UTType.data.globs, [])
        XCTAssertTrue(UTType.image.matches(URL(fileURLWithPath: "/a/B.PNG"), isDirectory: false))
        XCTAssertFalse(UTType.image.matches(URL(fileURLWithPath: "/a/b.txt"), isDirectory: false))
        XCTAssertTrue(UTType.data.matches(URL(fileURLWithPath: "/a/b"), isDirectory: false))
        XCTAssertFalse(UTType.data.matches(URL(fileURLWithPath: "/a"), isDirectory: true))
        XCTAssertTrue(UTType.folder.matches(URL(fileURLWithPath: "/a"), isDirectory: true))
    }
}
