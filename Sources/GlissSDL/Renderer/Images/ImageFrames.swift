#if canImport(Glibc)
import Glibc
#endif

/// What a decoder will do beyond the header: the frames of a GIF or WebP and the scans of a
/// JPEG, read from the whole file before any decoder runs.
///
/// The header alone is not the cost. A GIF whose logical screen is 1×1 may hold an image
/// descriptor of 16000×16000 (a 35-byte file cost 1.26 GB), a WebP's frames carry their own
/// sizes, and a progressive JPEG may repeat its scans thousands of times — each one a pass
/// over every block: a 200 KB 4096×4096 file took 65 s to decode, with the app deaf to signals.
enum ImageFrames {
    /// Most scans a JPEG may have: progressive encoders write about 10 (libjpeg's simple
    /// progression: 10 for colour, 6 for grey); libjpeg-turbo's own tools suggest refusing
    /// more than 500, and each is a pass over the whole picture.
    static let maxScans = 100

    /// Why the file behind `fd` (whose header is `header`) is not decoded, or nil; `largest`
    /// becomes the pixels of its largest frame (what the decoder allocates).
    static func problem(_ fd: Int32, _ header: ImageHeader, largest: inout Int) -> String? {
        var file = ChunkedFile(fd: fd)
        var frames = Frames(largest: header.width * header.height)
        defer { largest = frames.largest }
        switch header.format {
        case "JPG": return jpegScans(&file)
        case "GIF": return gifFrames(&file, &frames)
        case "WEBP": return webpFrames(&file, &frames)
        default: return nil
        }
    }

    /// Frames seen so far, and the largest.
    struct Frames {
        var largest: Int
        var count = 0

        /// Counts a `w`×`h` frame; why it is refused, or nil.
        mutating func add(_ w: Int, _ h: Int) -> String? {
            count += 1
            if let why = ImageFrames.tooLarge("its frame \(count)", w, h) { return why }
            largest = max(largest, w * h)
            return nil
        }
    }

    static func tooLarge(_ what: String, _ w: Int, _ h: Int) -> String? {
        guard w > 0, h > 0 else { return "\(what) has a size of \(w)×\(h)" }
        guard w > ImageHeader.maxPixels / h else { return nil }
        return "\(what) is \(w)×\(h) pixels, more than the \(ImageHeader.maxPixels / (1 << 20)) Mi pixels (8192×8192) allowed"
    }

    /// JPEG: counts start-of-scan markers, skipping each scan's entropy-coded data (where
    /// 0xFF is followed by 0x00 stuffing or a restart marker).
    static func jpegScans(_ f: inout ChunkedFile) -> String? {
        var offset = 2, scans = 0
        while let m = f.bytes(offset, 4), m[0] == 0xFF {
            let marker = m[1]
            if marker == 0xFF { offset += 1; continue }
            if marker == 0xD9 { break }                                             // end of image
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            offset += 2 + (Int(m[2]) << 8 | Int(m[3]))
            guard marker == 0xDA else { continue }
            scans += 1
            if scans > maxScans { return "it is a JPEG of more than \(maxScans) scans (each a pass over the whole picture)" }
            guard let next = f.nextMarker(from: offset) else { break }
            offset = next
        }
        return nil
    }

    /// GIF: every image descriptor's size (SDL_image allocates a frame at its own size,
    /// whatever the logical screen says).
    static func gifFrames(_ f: inout ChunkedFile, _ frames: inout Frames) -> String? {
        guard let screen = f.bytes(6, 7) else { return nil }
        var offset = 13
        if screen[4] & 0x80 != 0 { offset += 3 << (Int(screen[4] & 7) + 1) }      // global colour table
        // SDL_image decodes the first frame only; the first 1,000 are checked all the same.
        while frames.count < 1000, let kind = f.bytes(offset, 1)?[0] {
            switch kind {
            case 0x2C:                                                              // image descriptor
                guard let d = f.bytes(offset + 1, 9) else { return nil }
                if let why = frames.add(Int(d[4]) | Int(d[5]) << 8, Int(d[6]) | Int(d[7]) << 8) { return why }
                offset += 10
                if d[8] & 0x80 != 0 { offset += 3 << (Int(d[8] & 7) + 1) }          // local colour table
                offset += 1                                                         // LZW code size
                guard let end = f.skipSubBlocks(from: offset) else { return nil }
                offset = end
            case 0x21:                                                              // extension
                guard let end = f.skipSubBlocks(from: offset + 2) else { return nil }
                offset = end
            default:                                                                // trailer, or junk
                return nil
            }
        }
        return nil
    }

    /// WebP: the size of every VP8/VP8L bitstream and animation frame in the RIFF chunks.
    static func webpFrames(_ f: inout ChunkedFile, _ frames: inout Frames) -> String? {
        var offset = 12
        func check(_ w: Int, _ h: Int) -> String? { frames.add(w, h) }
        func walk(_ start: Int, _ end: Int) -> String? {
            var o = start
            while o + 8 <= end, let c = f.bytes(o, 8) {
                let kind = String(decoding: c[0..<4], as: UTF8.self)
                let size = Int(c[4]) | Int(c[5]) << 8 | Int(c[6]) << 16 | Int(c[7]) << 24
                let body = o + 8
                switch kind {
                case "VP8 ":
                    if let b = f.bytes(body + 6, 4), let why = check(Int(b[0]) | (Int(b[1]) & 0x3F) << 8, Int(b[2]) | (Int(b[3]) & 0x3F) << 8) { return why }
                case "VP8L":
                    if let b = f.bytes(body + 1, 4) {
                        let bits = Int(b[0]) | Int(b[1]) << 8 | Int(b[2]) << 16 | Int(b[3]) << 24
                        if let why = check((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1) { return why }
                    }
                case "ANMF":
                    if let b = f.bytes(body + 6, 6) {
                        if let why = check((Int(b[0]) | Int(b[1]) << 8 | Int(b[2]) << 16) + 1,
                                           (Int(b[3]) | Int(b[4]) << 8 | Int(b[5]) << 16) + 1) { return why }
                    }
                    if let why = walk(body + 16, body + size) { return why }
                default: break
                }
                o = body + size + (size & 1)
            }
            return nil
        }
        guard let riff = f.bytes(4, 4) else { return nil }
        offset = 12
        let end = 8 + (Int(riff[0]) | Int(riff[1]) << 8 | Int(riff[2]) << 16 | Int(riff[3]) << 24)
        return walk(offset, end)
    }
}

/// Reads a file by offset through a 1 MiB window (`pread`), so walking a 256 MiB image costs
/// a few hundred reads and no copy of the file.
struct ChunkedFile {
    let fd: Int32
    private var window: [UInt8] = []
    private var start = 0

    init(fd: Int32) { self.fd = fd }

    /// `count` bytes at `offset`, or nil past the end.
    mutating func bytes(_ offset: Int, _ count: Int) -> [UInt8]? {
        guard offset >= 0, count <= 1 << 16 else { return nil }
        if offset < start || offset + count > start + window.count {
            guard load(offset), offset + count <= start + window.count else { return nil }
        }
        return Array(window[(offset - start)..<(offset - start + count)])
    }

    /// The offset of the first marker (0xFF followed by neither 0x00 stuffing, a restart
    /// marker nor a fill byte) at or after `offset`: the end of a JPEG scan's data.
    mutating func nextMarker(from offset: Int) -> Int? {
        var o = offset
        while true {
            if o < start || o + 2 > start + window.count {
                guard load(o), o + 2 <= start + window.count else { return nil }
            }
            let found: Int? = window.withUnsafeBufferPointer { b in
                var i = o - start
                while i + 1 < b.count {
                    guard let p = memchr(b.baseAddress! + i, 0xFF, b.count - 1 - i) else { return nil }
                    i = b.baseAddress!.distance(to: p.assumingMemoryBound(to: UInt8.self))
                    let next = b[i + 1]
                    if next != 0x00 && next != 0xFF && !(0xD0...0xD7).contains(next) { return start + i }
                    i += 1
                }
                return nil
            }
            if let found { return found }
            let reached = start + window.count - 1   // the last byte may start a marker
            if reached <= o { return nil }
            o = reached
        }
    }

    /// Skips GIF data sub-blocks (a length byte, that many bytes, … up to a zero length)
    /// starting at `offset`; the offset after them, or nil when the file ends first.
    mutating func skipSubBlocks(from offset: Int) -> Int? {
        var o = offset
        while let n = bytes(o, 1)?[0] {
            o += 1 + Int(n)
            if n == 0 { return o }
        }
        return nil
    }

    private mutating func load(_ offset: Int) -> Bool {
        var b = [UInt8](repeating: 0, count: 1 << 20)
        let n = b.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(offset)) }
        guard n > 0 else { return false }
        b.removeSubrange(n...)
        window = b
        start = offset
        return true
    }
}
