import Foundation
import Gliss
import GlissBench

/// `table`: a table of `count` files (Name, Size, Kind) in a window, one row selected,
/// scrolled 7 points a frame (back to the top past the end); every 120 frames a click on the
/// Size header sorts by it, and the next reverses the order.
///
/// Rows are computed from their offset, in size order or reversed, so the app's sort of a
/// million rows is a flip of a flag: the bench measures the table (its header click, its
/// binding, the rows it builds), not `Array.sort`, which costs the app what it costs.
final class TableBench: BenchScene {
    struct File: Identifiable {
        let id: Int
        /// Zero-padded to seven digits, as the size's text: every row's labels are as long
        /// at 10,000 rows as at a million, so the two runs measure the same text.
        var name: String { "File " + TableBench.padded(id) }
        var size: Int { id }
        var kind: String { id % 3 == 0 ? "Folder" : "Document" }
    }

    static func padded(_ n: Int) -> String {
        let digits = String(n)
        return String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }

    /// The files by size, smallest or largest first, read at an offset.
    struct Files: RandomAccessCollection {
        let count: Int
        var largestFirst = false
        var startIndex: Int { 0 }
        var endIndex: Int { count }
        subscript(i: Int) -> File { File(id: largestFirst ? count - 1 - i : i) }
    }

    private(set) var files: Files
    private var selection: Set<Int> = [3]
    private(set) var sortOrder: [KeyPathComparator<File>] = [] {
        didSet {
            if sortOrder.first?.keyPath == \File.size { files.largestFirst = sortOrder.first?.order == .reverse }
        }
    }
    private var offset = 0.0
    private var pending: [Int: [InputEvent]] = [:]

    init(count: Int) { files = Files(count: count) }

    func body(_ ui: UI) {
        ui.table(files, selection: Bindable(self).selection, sortOrder: Bindable(self).sortOrder, id: "bench") {
            ui.tableColumn("Name", value: \.name)
            ui.tableColumn("Size", value: \.size) { file in ui.text(TableBench.padded(file.size) + " KB") }
                .width(min: 60, ideal: 100)
            ui.tableColumn("Kind", value: \.kind)
        }
    }

    func events(frame n: Int, ui: UI) -> [InputEvent] {
        var out = pending.removeValue(forKey: n) ?? []
        if n % 120 == 60, let size = ui.inspector.first(where: { $0.role == "tableColumnHeader" && $0.label == "Size" }) {
            let p = size.frame.center
            pending[n + 1, default: []].append(.pointerUp(p, .left))
            out += [.pointerMove(p), .pointerDown(p, .left)]
        }
        return out
    }

    func afterFrame(_ n: Int, ui: UI) {
        let proxy = ui.scrollProxy("bench")
        let end = max(0, proxy.contentLength - proxy.viewportLength)
        offset = offset + 7 > end ? 0 : offset + 7
        proxy.setOffset(offset)
    }
}
