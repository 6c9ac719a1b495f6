/// Gives each published window its token in object paths (``ATSPITree/token``): one per
/// window for as long as it stays open, never given again — a screen reader still holding a
/// closed window's paths gets "no such object", not a newer window's objects. The first window
/// published gets 0, the paths a one-window app always had. Main thread only.
struct ATSPIWindowTokens {
    private var tokens: [String: Int] = [:]
    private var next = 0

    /// The tokens of the windows named `names` (the open windows, in order); windows not
    /// among them have closed and lose theirs.
    mutating func tokens(for names: [String]) -> [Int] {
        tokens = tokens.filter { name, _ in names.contains(name) }
        return names.map { name in
            if let t = tokens[name] { return t }
            defer { next += 1 }
            tokens[name] = next
            return next
        }
    }
}
