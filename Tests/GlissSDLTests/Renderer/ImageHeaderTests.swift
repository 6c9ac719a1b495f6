import XCTest
import Foundation
@testable import GlissSDL

/// Image sizes are read from headers and refused before any decoder allocates for them.
final class ImageHeaderTests: XCTestCase {
    func header(_ bytes: [UInt8]) -> ImageHeader? {
        ImageHeader.parse(Array(bytes.prefix(512))) { o, n in o + n <= bytes.count ? Array(bytes[o..<(o + n)]) : nil }
    }

    func testHeadersOfEachFormatGiveTheirSize() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20]
        XCTAssertEqual(header(png), ImageHeader(format: "PNG", width: 20000, height: 20000))
        XCTAssertEqual(header(Array("P6\n# made by hand\n60000 60000\n255\n".utf8)), ImageHeader(format: "PNM", width: 60000, height: 60000))
        XCTAssertEqual(header(Array("GIF89a".utf8) + [0x10, 0x00, 0x20, 0x00]), ImageHeader(format: "GIF", width: 16, height: 32))
        // JPEG: SOI, an APP0 segment, then SOF0 with height 600 and width 800.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x02, 0x58, 0x03, 0x20]
        XCTAssertEqual(header(jpeg), ImageHeader(format: "JPG", width: 800, height: 600))
        XCTAssertNil(header(Array("not an image at all".utf8)))
    }

    func testAHugeClaimIsRefusedWithoutDecoding() throws {
        let path = NSTemporaryDirectory() + "gliss-huge-\(getpid()).ppm"
        defer { unlink(path) }
        FileManager.default.createFile(atPath: path, contents: Data("P6\n60000 60000\n255\n".utf8 + [UInt8](repeating: 0, count: 80)))
        guard case .failure(let why) = ImageHeader.read(path) else { return XCTFail("accepted") }
        XCTAssertEqual(why.reason, "it is 60000×60000 pixels, more than the 64 Mi pixels (8192×8192) allowed")
        mkfifo(path + ".fifo", 0o600)
        defer { unlink(path + ".fifo") }
        guard case .failure(let fifo) = ImageHeader.read(path + ".fifo") else { return XCTFail("a FIFO was opened") }
        XCTAssertEqual(fifo.reason, "it is a FIFO, not a regular file")
    }
}
