/// A line for the terminal, as stderr and the backend's warnings print it: control characters
/// a message quotes (from a script, a file name, a variable) escaped (`\x1b`), so no input can
/// retitle, clear or otherwise drive the user's terminal; an overlong value shortened to its
/// ends and its length; a file name that is not UTF-8 as its original bytes (`PathBytes`).
public enum TerminalLine {
    /// `line` as the bytes to write, a newline added.
    public static func bytes(_ line: String) -> [UInt8] {
        PathBytes.bytes(escapingControls(shorteningLongWords(line)) + "\n")
    }

    /// The longest run of non-blank characters a message shows whole: a long path still fits.
    public static let longestWordShown = 160

    /// `text` with every run of non-blank characters longer than ``longestWordShown`` cut to
    /// its first 60 and last 20 characters around "…(N characters)…": an error quoting a
    /// 100 KB value stays one readable line, and still shows how the value starts and ends.
    public static func shorteningLongWords(_ text: String) -> String {
        guard text.count > longestWordShown else { return text }
        var out = ""
        var start = text.startIndex
        func flush(upTo end: String.Index) {
            let word = text[start..<end]
            let n = word.count
            if n > longestWordShown {
                out += word.prefix(60) + "…(\(n) characters)…" + word.suffix(20)
            } else {
                out += word
            }
        }
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == " " || c == "\n" || c == "\t" {
                flush(upTo: i)
                out.append(c)
                start = text.index(after: i)
            }
            i = text.index(after: i)
        }
        flush(upTo: text.endIndex)
        return out
    }

    /// `text` with every control character but line feed and tab written as an escape: C0
    /// and DEL as `\x1b`, C1 (U+0080…U+009F, which terminals also obey) as `\u{9b}`.
    public static func escapingControls(_ text: String) -> String {
        func isControl(_ v: UInt32) -> Bool { (v < 0x20 && v != 0x0A && v != 0x09) || (0x7F...0x9F).contains(v) }
        guard text.unicodeScalars.contains(where: { isControl($0.value) }) else { return text }
        var out = String.UnicodeScalarView()
        for u in text.unicodeScalars {
            if isControl(u.value) {
                let hex = String(u.value, radix: 16)
                out.append(contentsOf: (u.value < 0x80 ? "\\x" + (hex.count < 2 ? "0" : "") + hex : "\\u{\(hex)}").unicodeScalars)
            } else {
                out.append(u)
            }
        }
        return String(out)
    }
}
