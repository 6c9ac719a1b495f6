#if canImport(Glibc)
import Glibc
#endif
import GlissIO

/// An image file's format and pixel size, read from its header without decoding it.
///
/// Decoders allocate the whole picture from the header's size before reading any pixel: a
/// 100-byte PNG claiming 20000×20000 cost 1.6 GB, a PPM header claiming 60000×60000 10 GB.
/// So the size is read first and refused above ``maxPixels`` — for every frame a GIF or WebP
/// holds, and a JPEG of more than ``ImageFrames/maxScans`` scans is refused too
/// (``ImageFrames``); and only formats whose header is read here are decoded (SDL_image is
/// then told the format, so it cannot guess another).
struct ImageHeader: Equatable {
    /// SDL_image's name for the format (`IMG_LoadTyped_RW`).
    let format: String
    let width: Int
    let height: Int
    /// Pixels of the largest frame (a GIF's or WebP's frames may be larger than the size
    /// its header gives); set by ``read(_:)``.
    var largestFrame = 0

    /// Largest image decoded: 8192×8192 (64 Mi pixels, 256 MiB as ARGB). Larger ones draw a
    /// placeholder with a warning.
    static let maxPixels = 8192 * 8192
    /// Largest image file read (a bigger one is refused before it is opened).
    static let maxFileBytes = 256 << 20
    /// The formats read: what `--resources` images may be.
    static let formats = "PNG, JPEG, GIF, BMP, PNM (P1–P6), WebP or QOI"

    /// Why the image at `path` is not decoded, or its header.
    static func read(_ path: String) -> Result<ImageHeader, WriteFailure> {
        if let why = ResourceFile.problem(path, maxBytes: maxFileBytes) { return .failure(WriteFailure(why)) }
        let fd = PathBytes.withCPath(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else { return .failure(WriteFailure(OutputPath.errorText(errno))) }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 512)
        let n = head.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard n > 0 else { return .failure(WriteFailure(n == 0 ? "the file is empty" : OutputPath.errorText(errno))) }
        head.removeSubrange(n...)
        guard let h = parse(head, more: { offset, count in
            var b = [UInt8](repeating: 0, count: count)
            let got = b.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
            return got == count ? b : nil
        }) else {
            return .failure(WriteFailure("not a \(formats) file, or its header is cut short"))
        }
        guard h.width > 0, h.height > 0 else { return .failure(WriteFailure("its header gives a size of \(h.width)×\(h.height)")) }
        guard h.width <= maxPixels / h.height else {
            return .failure(WriteFailure("it is \(h.width)×\(h.height) pixels, more than the \(maxPixels / (1 << 20)) Mi pixels (8192×8192) allowed"))
        }
        // Frames and scans the header does not tell (a GIF's image descriptors, a WebP's
        // frames, a JPEG's scans).
        var checked = h
        if let why = ImageFrames.problem(fd, h, largest: &checked.largestFrame) { return .failure(WriteFailure(why)) }
        return .success(checked)
    }

    /// The header in `b` (the file's first bytes); `more(offset, count)` reads further (JPEG
    /// headers sit after metadata segments of any length).
    static func parse(_ b: [UInt8], more: (Int, Int) -> [UInt8]?) -> ImageHeader? {
        func be16(_ o: Int) -> Int { Int(b[o]) << 8 | Int(b[o + 1]) }
        func be32(_ o: Int) -> Int { be16(o) << 16 | be16(o + 2) }
        func le16(_ o: Int) -> Int { Int(b[o]) | Int(b[o + 1]) << 8 }
        func le32(_ o: Int) -> Int { le16(o) | le16(o + 2) << 16 }
        func starts(_ s: [UInt8]) -> Bool { b.count >= s.count && Array(b[0..<s.count]) == s }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), b.count >= 24 {
            return ImageHeader(format: "PNG", width: be32(16), height: be32(20))
        }
        if starts(Array("GIF8".utf8)), b.count >= 10 {
            return ImageHeader(format: "GIF", width: le16(6), height: le16(8))
        }
        if starts(Array("qoif".utf8)), b.count >= 12 {
            return ImageHeader(format: "QOI", width: be32(4), height: be32(8))
        }
        if starts(Array("BM".utf8)), b.count >= 26 {
            if le32(14) == 12 { return ImageHeader(format: "BMP", width: le16(18), height: le16(20)) }
            let h = Int(Int32(bitPattern: UInt32(le32(22))))
            return ImageHeader(format: "BMP", width: Int(Int32(bitPattern: UInt32(le32(18)))), height: abs(h))
        }
        if starts(Array("RIFF".utf8)), b.count >= 30, Array(b[8..<12]) == Array("WEBP".utf8) {
            switch String(decoding: b[12..<16], as: UTF8.self) {
            case "VP8 ": return ImageHeader(format: "WEBP", width: le16(26) & 0x3FFF, height: le16(28) & 0x3FFF)
            case "VP8L":
                let bits = le32(21)
                return ImageHeader(format: "WEBP", width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1)
            case "VP8X":
                return ImageHeader(format: "WEBP", width: (Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16) + 1,
                                   height: (Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16) + 1)
            default: return nil
            }
        }
        if b.count >= 3, b[0] == 0x50, (0x31...0x36).contains(b[1]) { return pnm(b) }
        if starts([0xFF, 0xD8]) { return jpeg(more) }
        return nil
    }

    /// P1–P6: "P6", then width and height as decimal words, `#` comments to the line end.
    static func pnm(_ b: [UInt8]) -> ImageHeader? {
        var i = 2, numbers: [Int] = []
        while numbers.count < 2 && i < b.count {
            let c = b[i]
            if c == 0x23 { while i < b.count && b[i] != 0x0A { i += 1 }; continue }
            if (0x30...0x39).contains(c) {
                var v = 0
                while i < b.count, (0x30...0x39).contains(b[i]) {
                    v = v * 10 + Int(b[i] - 0x30)
                    if v > 1 << 40 { return ImageHeader(format: "PNM", width: v, height: 1 << 40) }   // absurd: refused by size
                    i += 1
                }
                numbers.append(v)
                continue
            }
            guard c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D else { return nil }
            i += 1
        }
        return numbers.count == 2 ? ImageHeader(format: "PNM", width: numbers[0], height: numbers[1]) : nil
    }

    /// JPEG: segments after SOI until a start-of-frame (SOF0–SOF15 but DHT, JPG and DAC),
    /// whose body holds the height and width.
    static func jpeg(_ more: (Int, Int) -> [UInt8]?) -> ImageHeader? {
        var offset = 2
        for _ in 0..<1000 {
            guard let m = more(offset, 4), m[0] == 0xFF else { return nil }
            let marker = m[1]
            if marker == 0xFF { offset += 1; continue }                               // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }   // no length
            let length = Int(m[2]) << 8 | Int(m[3])
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let f = more(offset + 5, 4) else { return nil }
                return ImageHeader(format: "JPG", width: Int(f[2]) << 8 | Int(f[3]), height: Int(f[0]) << 8 | Int(f[1]))
            }
            if marker == 0xDA || marker == 0xD9 { return nil }                        // scan before a frame header
            offset += 2 + length
        }
        return nil
    }
}
