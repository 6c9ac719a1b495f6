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

    func reason(_ bytes: [UInt8], _ ext: String) -> String? {
        let path = NSTemporaryDirectory() + "gliss-frames-\(getpid()).\(ext)"
        defer { unlink(path) }
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        guard case .failure(let why) = ImageHeader.read(path) else { return nil }
        return why.reason
    }

    /// The size that costs is the frames', not the header's: a 1×1 GIF screen may hold a
    /// 16000×16000 image descriptor (SDL_image allocates the frame: 1.26 GB for 29 bytes).
    func testFramesLargerThanTheHeaderSaysAreRefused() {
        func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
        let gif = Array("GIF89a".utf8) + le16(1) + le16(1) + [0, 0, 0] + [0x2C] + le16(0) + le16(0) + le16(16000) + le16(16000) + [0]
            + [2, 2, 0x4C, 0x01, 0, 0x3B]
        XCTAssertEqual(reason(gif, "gif"), "its frame 1 is 16000×16000 pixels, more than the 64 Mi pixels (8192×8192) allowed")
        // A 100×100 frame in the same 1×1 screen is accepted, and costs what the frame costs.
        let small = Array("GIF89a".utf8) + le16(1) + le16(1) + [0, 0, 0] + [0x2C] + le16(0) + le16(0) + le16(100) + le16(100) + [0]
            + [2, 2, 0x4C, 0x01, 0, 0x3B]
        XCTAssertNil(reason(small, "gif"))
        // WebP: a 1×1 canvas (VP8X) holding a 16000×16000 lossless bitstream.
        func le32(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24 & 0xFF)] }
        let bits = (16000 - 1) | (16000 - 1) << 14
        let vp8x = Array("VP8X".utf8) + le32(10) + [0, 0, 0, 0] + [0, 0, 0] + [0, 0, 0]
        let vp8l = Array("VP8L".utf8) + le32(6) + [0x2F] + le32(bits) + [0]
        let webp = Array("RIFF".utf8) + le32(4 + vp8x.count + vp8l.count) + Array("WEBP".utf8) + vp8x + vp8l
        XCTAssertEqual(reason(webp, "webp"), "its frame 1 is 16000×16000 pixels, more than the 64 Mi pixels (8192×8192) allowed")
    }

    /// A progressive JPEG may repeat its scans without end, each a pass over every block.
    func testAJPEGOfTooManyScansIsRefused() {
        // SOI, SOF2 (progressive, 64×64, one component), then scans: header and one data byte.
        let sof: [UInt8] = [0xFF, 0xC2, 0x00, 0x0B, 0x08, 0x00, 0x40, 0x00, 0x40, 0x01, 0x01, 0x11, 0x00]
        let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x01, 0x3F, 0x00, 0x12, 0xFF, 0x00, 0x34]
        func jpeg(_ scans: Int) -> [UInt8] { [0xFF, 0xD8] + sof + Array([[UInt8]](repeating: scan, count: scans).joined()) + [0xFF, 0xD9] }
        XCTAssertNil(reason(jpeg(ImageFrames.maxScans), "jpg"), "at the limit")
        XCTAssertEqual(reason(jpeg(ImageFrames.maxScans + 1), "jpg"), "it is a JPEG of more than 100 scans (each a pass over the whole picture)")
    }
}
