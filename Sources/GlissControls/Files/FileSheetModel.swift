import Foundation
@_spi(GlissControls) import GlissCore

/// What Gliss's own file sheet shows and remembers while it is open: the request, the folder
/// and its listing (read once per folder change), the sort, the selection, the path and name
/// typed, and what is being asked (a new folder's name, whether to replace a file).
///
/// Its methods are the sheet's actions; those that end the dialog return its result, and
/// those refused set `error` (shown in the sheet, which stays).
final class FileSheetModel {
    enum SortColumn: Equatable { case name, size, modified }

    let kind: FileDialogRequest.Kind
    let contentTypes: [UTType]
    let title: String
    let confirmationLabel: String
    let home: String
    /// The extensions (lowercased) files must have to be picked; nil: any file.
    private(set) var allowedExtensions: Set<String>?
    /// The types a filter menu offers (several types asked for, files not folders), and the
    /// one chosen (-1: all of them).
    let filters: [UTType]
    private(set) var filter = -1

    /// The folder shown.
    private(set) var folder: FilePath
    /// Its entries as read, in no order; `rows` are the ones shown, in order (indices into it).
    private(set) var entries: [FileEntry] = []
    private(set) var rows: [Int] = []
    /// Row of each entry (-1: hidden).
    private var rowOf: [Int] = []
    /// Why the folder could not be listed (shown in place of the list).
    private(set) var listingError: ListingError? = nil
    private(set) var sort = SortColumn.name
    private(set) var ascending = true
    private(set) var showHidden = false

    /// Selected entries (indices into `entries`), the row the arrows move from and the one
    /// Shift extends from.
    private(set) var selected: Set<Int> = []
    private(set) var cursor: Int? = nil
    private var anchor: Int? = nil
    /// A row to bring into view (the view scrolls to it and clears it).
    var reveal: Int? = nil
    /// Type-ahead: the letters typed so far and when the last came.
    private var typed: [UInt8] = []
    private var typedAt = -10.0
    /// The frame time type-ahead last read typed text at (each build pass sees it again).
    var typeAheadTime = -1.0

    /// The path in the path field (the folder, ending in "/", until the user types).
    var path: String
    /// The file name a save dialog proposes (`kind` `.save`).
    var name: String
    /// Why the last action was refused.
    var error: String? = nil
    /// A save target that exists, waiting for "Replace" or "Cancel".
    var confirmingOverwrite: FilePath? = nil
    /// A new folder's name while it is asked for (nil: not asking), and why it failed.
    var newFolderName: String? = nil
    var newFolderError: String? = nil
    /// Requests for the view: focus the path field (and select all), focus the list.
    var focusPathField = false
    var focusList = false
    /// The list's node (what takes focus), as last built.
    var listID: NodeID? = nil
    /// A save's proposed name still waits to have its stem selected (once its field has focus).
    var selectsStem = false
    /// The places on the left.
    let places: [FilePlace]

    init(kind: FileDialogRequest.Kind, contentTypes: [UTType], title: String, confirmationLabel: String?,
         directory: URL?, home: String = NSHomeDirectory()) {
        self.kind = kind
        self.contentTypes = contentTypes
        self.title = title
        self.home = home
        let types = contentTypes.filter { $0 != .folder }
        filters = types.count > 1 && !types.contains(.data) ? types : []
        allowedExtensions = Self.extensions(contentTypes.isEmpty ? [.data] : types)
        var start = FilePath(directory?.path ?? home)
        if !start.isDirectory { start = FilePath(home) }
        folder = start
        path = ""
        switch kind {
        case .open: self.confirmationLabel = confirmationLabel ?? "Open"; name = ""
        case .save(let n): self.confirmationLabel = confirmationLabel ?? "Save"; name = n; selectsStem = true
        }
        places = FilePlaces.standard(home: home)
        navigate(to: start)
    }

    var isSave: Bool { if case .save = kind { true } else { false } }
    var picksFolders: Bool { if case .open(_, true) = kind { true } else { false } }
    var multiple: Bool { if case .open(true, _) = kind { true } else { false } }

    // MARK: The folder

    /// Shows `folder`: lists it (once), clears the selection, puts it in the path field.
    func navigate(to folder: FilePath) {
        self.folder = folder
        path = folder.display.hasSuffix("/") ? folder.display : folder.display + "/"
        error = nil
        confirmingOverwrite = nil
        reload()
        reveal = 0
    }

    /// Reads the folder again (after a new folder was made).
    func reload() {
        switch listDirectory(folder) {
        case .success(let e): entries = e; listingError = nil
        case .failure(let why): entries = []; listingError = why
        }
        selected = []; cursor = nil; anchor = nil
        arrange()
    }

    /// Opens the folder this one is in, with this one selected (as GTK does).
    func goToParent() {
        guard folder.bytes != [UInt8(ascii: "/")] else { return }
        let from = folder
        navigate(to: folder.parent)
        select(named: from.name)
    }

    /// Sorts by `column`; the column already sorted by reverses.
    func sort(by column: SortColumn) {
        if sort == column { ascending.toggle() } else { sort = column; ascending = true }
        arrange()
        if let c = cursor { reveal = rowOf[c] }
    }

    func setShowHidden(_ on: Bool) {
        showHidden = on
        selected = selected.filter { on || !entries[$0].isHidden }
        if let c = cursor, !on, entries[c].isHidden { cursor = nil }
        arrange()
    }

    /// The shown rows, folders first, in the sort's order (names break ties).
    private func arrange() {
        let e = entries
        var shown = showHidden ? Array(e.indices) : e.indices.filter { !e[$0].isHidden }
        let up = ascending
        let column = sort
        shown.sort { a, b in
            let x = e[a], y = e[b]
            if x.isDirectory != y.isDirectory { return x.isDirectory }
            switch column {
            case .size where x.size != y.size && !x.isDirectory: return up ? x.size < y.size : x.size > y.size
            case .modified where x.modified != y.modified: return up ? x.modified < y.modified : x.modified > y.modified
            default: break
            }
            var c = compareBytes(x.key, y.key)
            if c == 0 { c = compareBytes(x.raw, y.raw) }
            return up || column != .name ? c < 0 : c > 0
        }
        rows = shown
        rowOf = [Int](repeating: -1, count: e.count)
        for (r, i) in shown.enumerated() { rowOf[i] = r }
    }

    /// The row showing entry `i` (nil when hidden).
    func row(of i: Int) -> Int? { rowOf.indices.contains(i) && rowOf[i] >= 0 ? rowOf[i] : nil }

    // MARK: What can be picked

    /// The extensions of files of `types` (nil: any file).
    private static func extensions(_ types: [UTType]) -> Set<String>? {
        types.contains(.data) ? nil : Set(types.flatMap(\.globs).map { String($0.dropFirst(2)) })
    }

    /// Shows (undimmed) only files of filter `k` (-1: of every type asked for).
    func setFilter(_ k: Int) {
        filter = filters.indices.contains(k) ? k : -1
        allowedExtensions = Self.extensions(filter < 0 ? filters : [filters[filter]])
        selected = selected.filter { !isDimmed(entries[$0]) }
    }

    /// A filter's name in the menu: "All supported files", or the type's patterns.
    func filterName(_ k: Int) -> String {
        filters.indices.contains(k) ? filters[k].globs.joined(separator: ", ") : "All supported files"
    }

    /// True when the file types allow `entry` (folders: only when picking folders).
    func matchesTypes(_ entry: FileEntry) -> Bool {
        if entry.isDirectory { return picksFolders }
        if picksFolders { return false }
        guard let allowed = allowedExtensions else { return true }
        guard let dot = entry.key.lastIndex(of: UInt8(ascii: ".")), dot != 0 else { return false }
        return allowed.contains(String(decoding: entry.key[(dot + 1)...], as: UTF8.self))
    }

    /// Shown dimmed, and never selected: a file the types do not allow (folders always open).
    func isDimmed(_ entry: FileEntry) -> Bool {
        !entry.isDirectory && !isSave && !matchesTypes(entry)
    }

    // MARK: Selection

    /// A click on row `r`: selects it; Ctrl adds or removes it, Shift selects the range from
    /// the last click (when picking several).
    func click(row r: Int, modifiers: KeyModifiers) {
        guard rows.indices.contains(r) else { return }
        let i = rows[r]
        guard !isDimmed(entries[i]) else { return }
        error = nil
        if multiple, modifiers.contains(.shift), let a = anchor, let ar = row(of: a) {
            selected = Set(rows[min(ar, r)...max(ar, r)].filter { !isDimmed(entries[$0]) })
        } else if multiple, modifiers.contains(.control) {
            if selected.contains(i) { selected.remove(i) } else { selected.insert(i) }
            anchor = i
        } else {
            selected = [i]
            anchor = i
        }
        cursor = i
        if isSave, !entries[i].isDirectory { name = entries[i].name }
    }

    /// Moves the selection to row `r` (clamped, skipping dimmed rows in the direction moved);
    /// with `extend`, selects the range from the anchor.
    func move(toRow target: Int, extend: Bool) {
        guard !rows.isEmpty else { return }
        var r = min(max(target, 0), rows.count - 1)
        let from = cursor.flatMap { row(of: $0) } ?? -1
        let step = r >= from ? 1 : -1
        while rows.indices.contains(r), isDimmed(entries[rows[r]]) { r += step }
        if !rows.indices.contains(r) {
            // Nothing selectable that way: the nearest the other way.
            r = min(max(target, 0), rows.count - 1)
            while rows.indices.contains(r), isDimmed(entries[rows[r]]) { r -= step }
            guard rows.indices.contains(r) else { return }
        }
        let i = rows[r]
        if extend, multiple, let a = anchor, let ar = row(of: a) {
            selected = Set(rows[min(ar, r)...max(ar, r)].filter { !isDimmed(entries[$0]) })
        } else {
            selected = [i]
            anchor = i
        }
        cursor = i
        reveal = r
        error = nil
        if isSave, !entries[i].isDirectory { name = entries[i].name }
    }

    /// The row of the cursor (-1 when none).
    var cursorRow: Int { cursor.flatMap { row(of: $0) } ?? -1 }

    /// Type-ahead: `text` typed while the list has focus (at `time`) extends what was typed
    /// in the last second, and the first row whose name starts with it is selected.
    func typeAhead(_ text: String, at time: Double) {
        let letters = Array(text.lowercased().utf8)
        typed = time - typedAt < 1 ? typed + letters : letters
        typedAt = time
        if let r = rows.firstIndex(where: { entries[$0].key.starts(with: typed) && !isDimmed(entries[$0]) }) {
            move(toRow: r, extend: false)
        }
    }

    private func select(named raw: [UInt8]) {
        guard let i = entries.firstIndex(where: { $0.raw == raw }), let r = row(of: i) else { return }
        move(toRow: r, extend: false)
    }

    // MARK: Picking

    /// Double click, or Return in the list: opens a folder, picks a file.
    func activate(row r: Int) -> FileDialogResult? {
        guard rows.indices.contains(r) else { return nil }
        let e = entries[rows[r]]
        if e.isDirectory { navigate(to: folder.appending(e.raw)); return nil }
        if isSave { name = e.name; return saveTarget(folder.appending(e.raw)) }
        return pick([folder.appending(e.raw)])
    }

    /// The accept button (and Return in the list with several selected, and in the name field).
    func confirm() -> FileDialogResult? {
        if isSave {
            guard !name.isEmpty else { error = "Type a name for the file"; return nil }
            let target = resolve(name)
            if target.isDirectory { navigate(to: target); name = ""; return nil }
            return saveTarget(target)
        }
        let chosen = rows.filter { selected.contains($0) }
        if picksFolders {
            // The selected folder, else the one shown.
            return pick(chosen.isEmpty ? [folder] : chosen.map { folder.appending(entries[$0].raw) })
        }
        if chosen.count == 1, entries[chosen[0]].isDirectory { navigate(to: folder.appending(entries[chosen[0]].raw)); return nil }
        if chosen.isEmpty { return submitPath() }
        return pick(chosen.map { folder.appending(entries[$0].raw) })
    }

    /// Return in the path field: a folder is opened; a file is picked (or is where to save).
    func submitPath() -> FileDialogResult? {
        let text = path.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { error = "Type a path"; return nil }
        let target = resolve(text)
        if target.isDirectory, !(picksFolders && target == folder) {
            navigate(to: target)
            return nil
        }
        if isSave { return saveTarget(target) }
        return pick([target])
    }

    /// `text` as a path: `~` is the home folder; a relative path is in the folder shown.
    func resolve(_ text: String) -> FilePath {
        if text == "~" { return FilePath(home) }
        if text.hasPrefix("~/") { return FilePath(home + text.dropFirst()) }
        if text.hasPrefix("/") { return FilePath(text) }
        return folder.appending(Array(text.utf8))
    }

    /// Files (or folders) to open, checked: each exists, is a file (a folder when picking
    /// folders), not a broken link, and of the types asked for.
    func pick(_ paths: [FilePath]) -> FileDialogResult? {
        for p in paths {
            let shown = p.display
            guard let st = p.status() else {
                if p.linkStatus() != nil { error = "“\(String(decoding: p.name, as: UTF8.self))” is a broken link: what it points to does not exist" }
                else { error = "\(shown) does not exist" }
                return nil
            }
            let isDir = st.st_mode & S_IFMT == S_IFDIR
            guard isDir == picksFolders else { error = picksFolders ? "\(shown) is not a folder" : "\(shown) is a folder"; return nil }
            let name = String(decoding: p.name, as: UTF8.self)
            let entry = FileEntry(raw: p.name, name: name, key: sortKey(p.name, name), isDirectory: isDir,
                                  isSymlink: false, isBroken: false, size: 0, modified: 0)
            guard matchesTypes(entry) else { error = "“\(entry.name)” is not a file this dialog opens"; return nil }
        }
        error = nil
        FilePlaces.remember(picksFolders ? paths : paths.map(\.parent))
        return .picked(paths.map { $0.url(isDirectory: picksFolders) })
    }

    /// Where to save, checked: its folder exists and takes new files; a file there already
    /// is replaced only after "Replace".
    func saveTarget(_ target: FilePath) -> FileDialogResult? {
        let shown = target.display
        let parent = target.parent
        if target.isDirectory { error = "\(shown) is a folder"; return nil }
        guard parent.isDirectory else { error = "The folder \(parent.display) does not exist"; return nil }
        guard canCreateFile(in: parent) else { error = "You don't have permission to save in \(parent.display)"; return nil }
        error = nil
        if target.linkStatus() != nil && confirmingOverwrite != target {
            confirmingOverwrite = target
            return nil
        }
        return replace(target)
    }

    /// "Replace": the file asked about is where to save.
    func replace(_ target: FilePath) -> FileDialogResult? {
        confirmingOverwrite = nil
        FilePlaces.remember([target.parent])
        return .picked([target.url(isDirectory: false)])
    }

    /// Makes the folder `newFolderName` in the folder shown, and opens it.
    func createFolder() {
        let n = (newFolderName ?? "").trimmingCharacters(in: .whitespaces)
        guard !n.isEmpty else { newFolderError = "Type a name for the folder"; return }
        guard !n.contains("/") else { newFolderError = "A folder's name can't contain “/”"; return }
        let target = folder.appending(Array(n.utf8))
        if target.withCString({ mkdir($0, 0o755) }) != 0 {
            let e = errno
            newFolderError = e == EEXIST ? "“\(n)” already exists"
                : e == EACCES || e == EPERM || e == EROFS ? "You don't have permission to make a folder in \(folder.display)"
                : "The folder could not be made: \(String(cString: strerror(e)))"
            return
        }
        newFolderName = nil
        newFolderError = nil
        navigate(to: target)
    }
}
