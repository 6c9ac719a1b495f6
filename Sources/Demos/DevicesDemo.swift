import Gliss
import Foundation

/// Seed 003: Apple devices in a sectioned lazy list, with a column of section-index squares
/// over its trailing edge. Click a square to scroll (animated) to that section's header;
/// press and drag along the column to keep the section under the pointer centred. The search
/// field filters the list as you type (SwiftUI's `.searchable` spirit).
public final class DevicesDemo: Demo {
    public static let name = "devices"
    public static let title = "Apple Devices"
    public static let summary = "Sectioned lazy list with a section index you click or scrub (scrollTo on never-built rows)."
    public static let keys = "Up/Down, Page Up/Down, Home/End scroll; Tab reaches the search field and the index; Return on a letter scrolls to its section; Escape or Q quits."

    static let database: [String: [String]] = [
        "iPhone": ["iPhone", "iPhone 3G", "iPhone 3GS", "iPhone 4", "iPhone 4S", "iPhone 5", "iPhone 5C", "iPhone 5S",
                   "iPhone 6", "iPhone 6 Plus", "iPhone 6S", "iPhone 6S Plus", "iPhone SE", "iPhone 7", "iPhone 7 Plus",
                   "iPhone 8", "iPhone 8 Plus", "iPhone X", "iPhone Xs", "iPhone Xs Max", "iPhone Xʀ", "iPhone 11",
                   "iPhone 11 Pro", "iPhone 11 Pro Max", "iPhone SE 2"],
        "iPad": ["iPad", "iPad 2", "iPad 3", "iPad 4", "iPad 5", "iPad 6", "iPad 7", "iPad Air", "iPad Air 2", "iPad Air 3",
                 "iPad Mini", "iPad Mini 2", "iPad Mini 3", "iPad Mini 4", "iPad Mini 5", "iPad Pro 9.7-inch",
                 "iPad Pro 10.5-inch", "iPad Pro 11-inch", "iPad Pro 11-inch 2", "iPad Pro 12.9-inch",
                 "iPad Pro 12.9-inch 2", "iPad Pro 12.9-inch 3", "iPad Pro 12.9-inch 4"],
        "iPod": ["iPod Touch", "iPod Touch 2", "iPod Touch 3", "iPod Touch 4", "iPod Touch 5", "iPod Touch 6"],
        "Apple TV": ["Apple TV 2", "Apple TV 3", "Apple TV 4", "Apple TV 4K"],
        "Apple Watch": ["Apple Watch", "Apple Watch Series 1", "Apple Watch Series 2", "Apple Watch Series 3",
                        "Apple Watch Series 4", "Apple Watch Series 5"],
        "HomePod": ["HomePod"],
    ]

    /// Section titles in plain string order (as the seed sorts the dictionary keys).
    public let sections: [String]
    let devices: [[String]]
    let repeats: Int
    /// The whole list's placement (no search).
    let fullPlacement: SectionedListPlacement
    static let headerHeight = 66.0, rowHeight = 53.0, square = 40.0, squareSpacing = 8.0

    /// The search field's text: rows whose name contains it (ignoring case) show.
    public var query = ""
    /// What the list shows: every section and row, or those the query matches.
    private var shown: Shown
    struct Shown {
        var query: String
        /// Indices into `sections` of the sections shown.
        var sections: [Int]
        /// For each shown section, its rows shown (nil: all of them).
        var rows: [[Int]?]
        var placement: SectionedListPlacement
    }

    public private(set) var offset: Double = 0
    public private(set) var topSection = ""
    public private(set) var centerSection = ""
    private var indexRect: Rect = .zero
    private var scrubbed: Int? = nil

    public init(options: DemoOptions) {
        sections = DevicesDemo.database.keys.sorted()
        let lists = sections.map { DevicesDemo.database[$0]! }
        let n = max(1, options.rows ?? 1)
        devices = lists
        repeats = n
        fullPlacement = SectionedListPlacement(counts: lists.map { $0.count * n },
                                               headerHeight: DevicesDemo.headerHeight, rowHeight: DevicesDemo.rowHeight)
        shown = Shown(query: "", sections: Array(sections.indices), rows: sections.map { _ in nil }, placement: fullPlacement)
    }

    /// The sections and rows `query` matches (recomputed when it changes).
    private func filter(_ query: String) -> Shown {
        let q = Self.trimmingBlanks(query)
        guard !q.isEmpty else {
            return Shown(query: query, sections: Array(sections.indices), rows: sections.map { _ in nil }, placement: fullPlacement)
        }
        var shownSections: [Int] = [], rows: [[Int]?] = []
        // A name cannot contain a query over three times its length (case folding grows a
        // character to at most three: "ﬃ" is "ffi"): a long pasted query skips the locale's
        // comparison, which cost 6 % of typing into a 2,500-character query.
        // (A scalar is at most four bytes: the query's byte count bounds its scalars from below
        // without walking a pasted megabyte at every key.)
        let queryScalarsAtLeast = (q.utf8.count + 3) / 4
        for s in sections.indices {
            let matches = (0..<devices[s].count * repeats).filter { r in
                let name = deviceName(s, r)
                return queryScalarsAtLeast <= 3 * name.utf8.count && name.localizedCaseInsensitiveContains(q)
            }
            if !matches.isEmpty { shownSections.append(s); rows.append(matches) }
        }
        let placement = SectionedListPlacement(counts: rows.map { $0?.count ?? 0 },
                                               headerHeight: DevicesDemo.headerHeight, rowHeight: DevicesDemo.rowHeight)
        return Shown(query: query, sections: shownSections, rows: rows, placement: placement)
    }

    /// `text` without the spaces and tabs round it, as `trimmingCharacters(in: .whitespaces)`
    /// gives, which bridged the whole query to an `NSString` at every key (1 M instructions
    /// a key into a 2,000-character query).
    static func trimmingBlanks(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let isBlank = { (s: Unicode.Scalar) in s == "\t" || s.properties.generalCategory == .spaceSeparator }
        guard let first = scalars.firstIndex(where: { !isBlank($0) }),
              let last = scalars.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// Row `r` of section `s`: with `--rows N` each device repeats N times, numbered.
    func deviceName(_ s: Int, _ r: Int) -> String {
        let list = devices[s]
        let name = list[r % list.count]
        return repeats == 1 ? name : "\(name) #\(r / list.count + 1)"
    }

    static func icon(_ section: String) -> Icon {
        switch section {
        case "iPhone": return .phone
        case "iPad": return .tablet
        case "iPod": return .music
        case "Apple TV": return .tv
        case "Apple Watch": return .watch
        case "HomePod": return .speaker
        default: return .xmark
        }
    }

    public func body(_ ui: UI) {
        let proxy = ui.scrollProxy("list")
        if shown.query != query { shown = filter(query) }
        let shown = self.shown
        ui.vstack(alignment: .leading, spacing: 8) {
            ui.hstack(spacing: 16) {
                ui.text("Apple Devices", font: Font(size: 34, weight: .bold))
                    .accessibilityAddTraits(.isHeader)
                ui.spacer()
                ui.textField("Search", text: Bindable(self).query, prompt: "Search devices")
                    .frame(maxWidth: 240)
            }
            .padding(EdgeInsets(top: 16, leading: 16, bottom: 0, trailing: 16))
            ui.scroll(.vertical, id: "list", spacing: 0) {
                ui.lazySectionedList(shown.placement, sectionKey: { [sections] in sections[shown.sections[$0]] }, header: { s in
                    ui.text(sections[shown.sections[s]], font: Font(size: 28, weight: .bold), id: "header")
                        .accessibilityAddTraits(.isHeader)
                        .padding()
                        .frame(maxWidth: .infinity, alignment: .leading)
                }, row: { s, r in
                    ui.text(deviceName(shown.sections[s], shown.rows[s]?[r] ?? r), font: .body)
                        .padding()
                        .frame(maxWidth: .infinity, alignment: .leading)
                })
                if shown.sections.isEmpty {
                    ui.text("No devices match “\(query)”", font: .body, color: .gray).padding(16)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: .trailing) { indexColumn(ui, proxy, shown.sections) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)

        offset = proxy.offset
        if shown.sections.isEmpty {
            topSection = ""; centerSection = ""
        } else {
            topSection = sections[shown.sections[shown.placement.section(atY: offset)]]
            centerSection = sections[shown.sections[shown.placement.section(atY: offset + proxy.viewportLength / 2)]]
        }
    }

    struct IndexRectKey: PreferenceKey {
        static let defaultValue = Rect.zero
        static func reduce(value: inout Rect, nextValue: () -> Rect) { value = nextValue() }
    }

    private func indexColumn(_ ui: UI, _ proxy: ScrollProxy, _ shownSections: [Int]) {
        ui.vstack(spacing: DevicesDemo.squareSpacing, id: "index") {
            for s in shownSections {
                ui.button(label: sections[s], id: sections[s], action: { [weak self] in
                    guard let self else { return }
                    ui.withAnimation(.easeInOut(duration: 0.35)) { proxy.scrollTo(self.sections[s], anchor: .top) }
                }) {
                    ui.roundedRectangle(cornerRadius: 8, fill: Color.gray.opacity(0.1))
                    ui.icon(DevicesDemo.icon(sections[s]), size: 18, color: .blue)
                }
                .frame(width: DevicesDemo.square, height: DevicesDemo.square)
            }
        }
        .preference(IndexRectKey.self) { $0.frame(in: .global) }
        .onPreferenceChange(IndexRectKey.self) { [weak self] r in self?.indexRect = r }
        .onDrag(minimumDistance: 0, coordinateSpace: .global, changed: { [weak self] v in
            self?.scrub(v.location, proxy, shownSections)
        },
                ended: { [weak self] _ in self?.scrubbed = nil })
        .padding()
    }

    /// The square under `p` (clamped to the first/last), scrolled to the centre.
    private func scrub(_ p: Point, _ proxy: ScrollProxy, _ shownSections: [Int]) {
        guard !shownSections.isEmpty else { return }
        let pitch = DevicesDemo.square + DevicesDemo.squareSpacing
        // Clamp in floating point first: a pointer far outside must not trap in Int(_:).
        let f = ((p.y - indexRect.minY) / pitch).rounded(.down)
        let s = f.isFinite ? Int(min(max(f, 0), Double(shownSections.count - 1))) : 0
        scrubbed = s
        proxy.scrollTo(sections[shownSections[s]], anchor: .center)
    }

    public func snapshot() -> JSON {
        .object([("offset", .number(offset)), ("topSection", .string(topSection)),
                 ("centerSection", .string(centerSection)), ("sections", .strings(sections)),
                 ("query", .string(query)), ("shownSections", .strings(shown.sections.map { sections[$0] }))])
    }
}
