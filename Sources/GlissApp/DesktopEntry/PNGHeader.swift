/// What a PNG file's header says: its size. An app's own icon is checked to be a PNG, and its
/// size names the hicolor folder it goes in, without decoding it.
enum PNGHeader {
    /// The width and height in the file's IHDR chunk, or nil when `bytes` is not a PNG.
    static func dimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func u32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        let w = u32(16), h = u32(20)
        return w > 0 && h > 0 ? (w, h) : nil
    }
}
