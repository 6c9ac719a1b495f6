import Foundation
@_spi(GlissControls) import GlissCore

/// The file sheet's list of the folder: a header that sorts, then one lazy row per entry
/// (only the rows in view are built, so 100,000 entries cost what 20 do), or why the folder
/// cannot be shown. The list is one Tab stop; the keyboard works it while it has focus.
extension UI {
    static let fileRowHeight = 24.0
    static let fileSizeWidth = 84.0
    static let fileDateWidth = 150.0

    func fileSheetList(_ model: FileSheetModel, showsDate: Bool, result: @escaping (FileDialogResult?) -> Void) {
        let list = vstack(alignment: .leading, spacing: 0, id: "fileList") {
            // Focus is on the list's outermost node (what `focusable` marked), known after the
            // first build: the selection is drawn in the accent colour while it has focus.
            let focused = model.listID.map { focusedID == $0 } ?? false
            // Spaced as the rows are, so each title sits over its column.
            hstack(spacing: 6) {
                fileColumnHeader("Name", .name, model).frame(maxWidth: .infinity, alignment: .leading)
                fileColumnHeader("Size", .size, model).frame(width: Self.fileSizeWidth, alignment: .trailing)
                if showsDate {
                    fileColumnHeader("Modified", .modified, model).frame(width: Self.fileDateWidth, alignment: .leading).padding(.leading, 12)
                }
            }
            .padding(horizontal: 8, vertical: 4)
            .background(ControlStyle.barBackground)
            rectangle(fill: ControlStyle.barSeparator).frame(height: 1)
            if let why = model.listingError {
                zstack {
                    text(why.message, color: ControlStyle.secondaryLabel, alignment: .center).padding(16)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else if model.rows.isEmpty {
                zstack { text("This folder is empty", color: ControlStyle.secondaryLabel) }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                let rows = model.rows
                let selection = model.selected
                scroll(.vertical, id: "files", spacing: 0) {
                    lazyVGrid(columns: [GridItem(.flexible(minimum: 10), spacing: 0)], spacing: 0, itemHeight: Self.fileRowHeight,
                              count: rows.count, id: "rows", key: { rows[$0] }) { _, r in
                        fileRow(model, row: r, selected: selection.contains(rows[r]), emphasized: focused,
                                showsDate: showsDate, result: result)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(ControlStyle.listBackground)
        .overlay { rectangle(stroke: ControlStyle.border, lineWidth: 1) }
        .accessibility(role: .list, label: "Files")
        .accessibilityValue("\(model.selected.count) selected")
        .focusable()
        model.listID = list.id
        if model.focusList { model.focusList = false; focus(list.id) }
        revealRow(model)
        guard hasFocus(list.id) else { return }
        // The keyboard, while the list has focus.
        let page = max(1, Int((scrollProxy("files").viewportLength / Self.fileRowHeight).rounded(.down)) - 1)
        let extend = model.multiple
        func moves(_ key: Key, _ to: @escaping (Int) -> Int) {
            for _ in 0..<keyPressCount(key, modifiers: []) { afterPass { model.move(toRow: to(model.cursorRow), extend: false) } }
            for _ in 0..<keyPressCount(key, modifiers: .shift) { afterPass { model.move(toRow: to(model.cursorRow), extend: extend) } }
        }
        moves(.downArrow) { $0 + 1 }
        moves(.upArrow) { $0 < 0 ? 0 : $0 - 1 }
        moves(.home) { _ in 0 }
        moves(.end) { _ in Int.max / 2 }
        moves(.pageDown) { $0 + page }
        moves(.pageUp) { max(0, $0 - page) }
        if keyPressCount(.return) + keyPressCount(.keypadEnter) > 0 {
            afterPass {
                // Several picked: the accept button's pick; one: open it (a folder) or pick it.
                if model.selected.count > 1 { result(model.confirm()) }
                else if model.cursorRow >= 0 { result(model.activate(row: model.cursorRow)) }
                else { result(model.confirm()) }
            }
        }
        if keyPressCount(.delete, modifiers: []) + keyPressCount(.upArrow, modifiers: .alt) > 0 { afterPass { model.goToParent() } }
        // Type-ahead: typed text (a script, an input method) or, with text input off while no
        // field has focus, the character keys pressed.
        var letters = typedText
        if letters.isEmpty {
            for p in keyPresses where p.modifiers.subtracting(.shift).isEmpty {
                if let c = p.key.character, p.key != .space { letters.append(c) }
            }
        }
        if !letters.isEmpty, model.typeAheadTime != time {
            model.typeAheadTime = time
            let now = time
            afterPass { model.typeAhead(letters, at: now) }
        }
    }

    /// A column's header: a click sorts by it (again: the other way); the sorted column shows
    /// an arrow.
    private func fileColumnHeader(_ title: String, _ column: FileSheetModel.SortColumn, _ model: FileSheetModel) -> NodeRef {
        let sorted = model.sort == column
        return button(label: title, action: { model.sort(by: column) }) {
            hstack(spacing: 4) {
                if column == .size { spacer(minLength: 0) }
                text(title, font: .callout, color: sorted ? ControlStyle.label : ControlStyle.secondaryLabel)
                if sorted {
                    icon(Icon(named: model.ascending ? "caret-up" : "caret-down"), size: 11, color: ControlStyle.secondaryLabel)
                        .accessibilityHidden()
                }
            }
        }
        .accessibilityValue(sorted ? (model.ascending ? "ascending" : "descending") : "")
        .focusable(false)
    }

    /// One entry: glyph, name (a broken link marked), size and date; dimmed when the types do
    /// not allow it. A click selects it (Ctrl, Shift: several), a double click opens or picks it.
    private func fileRow(_ model: FileSheetModel, row r: Int, selected: Bool, emphasized: Bool, showsDate: Bool,
                         result: @escaping (FileDialogResult?) -> Void) {
        let i = model.rows[r]
        let e = model.entries[i]
        let onAccent = selected && emphasized
        let primary = onAccent ? ControlStyle.selectionText : ControlStyle.label
        let secondary = onAccent ? ControlStyle.selectionText.opacity(0.8) : ControlStyle.secondaryLabel
        let glyph = e.isBroken ? "chain-broken" : e.isDirectory ? "folder" : e.isSymlink ? "link" : "file-o"
        let folder = model.folder
        hstack(spacing: 6) {
            icon(Icon(named: glyph), size: 13, color: e.isDirectory && !onAccent ? Color.accentColor : secondary)
                .frame(width: 16).accessibilityHidden()
            text(e.name, color: primary).lineLimit(1)
            if e.isBroken { text("(broken link)", font: .caption, color: onAccent ? primary : ControlStyle.destructive).lineLimit(1) }
            spacer(minLength: 4)
            text(e.isDirectory || e.isBroken ? "" : Self.fileSize(e.size), font: .callout, color: secondary)
                .lineLimit(1).frame(width: Self.fileSizeWidth, alignment: .trailing)
            if showsDate {
                text(Self.fileDate(e.modified), font: .callout, color: secondary)
                    .lineLimit(1).frame(width: Self.fileDateWidth, alignment: .leading).padding(.leading, 12)
            }
        }
        .padding(horizontal: 8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .background {
            if selected {
                roundedRectangle(cornerRadius: 4, fill: emphasized ? ControlStyle.selection : ControlStyle.selectionUnfocused)
                    .padding(horizontal: 3, vertical: 1)
            }
        }
        .opacity(model.isDimmed(e) ? 0.4 : 1)
        .accessibility(role: .listItem, label: e.name)
        .accessibilityValue(selected ? "selected" : model.isDimmed(e) ? "dimmed" : "")
        // Acted on only if the folder is still the one this row was in (a double click's
        // first click may have opened another).
        .onTap { [unowned self] in
            guard model.folder == folder, let r = model.row(of: i) else { return }
            model.click(row: r, modifiers: heldModifiers)
            model.focusList = true
        }
        .onTapGesture(count: 2) {
            guard model.folder == folder, let r = model.row(of: i) else { return }
            result(model.activate(row: r))
        }
        .focusable(false)
    }

    /// Scrolls the list so the row the model asked for is in view (by index math: the rows
    /// are all one height).
    private func revealRow(_ model: FileSheetModel) {
        guard let r = model.reveal else { return }
        let proxy = scrollProxy("files")
        let y = Double(r) * Self.fileRowHeight, view = proxy.viewportLength
        if r == 0 { proxy.setOffset(0); model.reveal = nil; return }
        guard view > 0 else { return }  // not laid out yet: next frame
        if y < proxy.offset { proxy.setOffset(y) }
        else if y + Self.fileRowHeight > proxy.offset + view { proxy.setOffset(y + Self.fileRowHeight - view) }
        model.reveal = nil
    }

    /// "12 bytes", "3.4 kB", "1.2 MB" (decimal units, as GNOME's Files shows them).
    static func fileSize(_ n: Int64) -> String {
        if n < 1000 { return n == 1 ? "1 byte" : "\(n) bytes" }
        var v = Double(n) / 1000
        for unit in ["kB", "MB", "GB", "TB"] {
            if v < 1000 || unit == "TB" { return String(format: v < 10 ? "%.1f" : "%.0f", v) + " " + unit }
            v /= 1000
        }
        return "\(n) bytes"
    }

    /// "2026-11-29 10:12", local time.
    static func fileDate(_ t: Double) -> String {
        var secs = time_t(t)
        var tm = Glibc.tm()
        localtime_r(&secs, &tm)
        return String(format: "%04d-%02d-%02d %02d:%02d", Int(tm.tm_year) + 1900, Int(tm.tm_mon) + 1, Int(tm.tm_mday),
                      Int(tm.tm_hour), Int(tm.tm_min))
    }
}
