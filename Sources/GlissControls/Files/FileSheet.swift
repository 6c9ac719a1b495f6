import Foundation
@_spi(GlissControls) import GlissCore

extension UI {
    /// Gliss's own file sheet's content, shown when no desktop portal answers: the places on
    /// the left (hidden in a narrow window), the path field (Ctrl+L), for a save the name
    /// field and New Folder, the folder's list, the hidden-files toggle (Ctrl+H), the accept
    /// and Cancel buttons. `finish` gets the pick (the sheet's own dismiss cancels: Escape).
    func fileSheet(_ model: FileSheetModel, finish: @escaping (FileDialogResult) -> Void) {
        let result: (FileDialogResult?) -> Void = { if let r = $0 { finish(r) } }
        let width = min(720, size.width - 32), height = min(520, size.height * 0.85)
        let wide = width >= 560
        func fileTypeMenu() {
            picker("File type", selection: Binding(get: { model.filter }, set: { model.setFilter($0) }),
                   options: Array(-1..<model.filters.count), style: .menu, label: model.filterName)
        }
        vstack(alignment: .leading, spacing: 10) {
            hstack(spacing: 8) {
                text(model.title, font: .headline).lineLimit(1)
                spacer()
                toggle("Show Hidden Files", isOn: Binding(get: { model.showHidden }, set: { model.setShowHidden($0) }),
                       style: .checkbox)
                    .help("Ctrl+H")
            }
            fileSheetFields(model, result: result)
            hstack(alignment: .top, spacing: 10) {
                if wide { fileSheetPlaces(model).frame(width: 140) }
                fileSheetList(model, showsDate: width >= 480, result: result)
            }
            .frame(maxHeight: .infinity)
            if model.newFolderName != nil { fileSheetNewFolder(model) }
            if let e = model.error {
                text(e, font: .callout, color: ControlStyle.destructive).lineLimit(2).accessibility(role: .text, label: e)
            }
            if let target = model.confirmingOverwrite {
                hstack(spacing: 8) {
                    icon(Icon(named: "exclamationmark.triangle"), size: 14, color: .orange).accessibilityHidden()
                    text("“\(target.name.isEmpty ? target.display : String(decoding: target.name, as: UTF8.self))” already exists. Replace it?",
                         font: .callout).lineLimit(2)
                    spacer()
                    fileSheetButton("Cancel") { model.confirmingOverwrite = nil }
                    fileSheetButton("Replace", prominent: true) { result(model.replace(target)) }
                }
            } else {
                // Narrow, the type menu gets a row of its own: beside the buttons its label wrapped.
                if !wide && !model.filters.isEmpty { hstack { spacer(); fileTypeMenu() } }
                hstack(spacing: 8) {
                    if model.isSave || model.picksFolders {
                        fileSheetButton("New Folder") {
                            model.newFolderName = model.newFolderName == nil ? "" : nil
                            model.newFolderError = nil
                        }
                    }
                    spacer()
                    if wide && !model.filters.isEmpty { fileTypeMenu() }
                    fileSheetButton("Cancel") { finish(.cancelled) }
                    fileSheetButton(model.confirmationLabel, prominent: true) { result(model.confirm()) }
                }
            }
        }
        .padding(16)
        .frame(width: width, height: height, alignment: .topLeading)
        // GTK's shortcuts, wherever focus is in the sheet (a field does not type Ctrl+L or Ctrl+H).
        if keyPressCount("L", modifiers: .control) > 0 { afterPass { model.focusPathField = true } }
        if keyPressCount("H", modifiers: .control) > 0 { afterPass { model.setShowHidden(!model.showHidden) } }
    }

    /// The path field (with, for a save, the name field): Return opens a folder typed, picks a
    /// file, or saves there.
    private func fileSheetFields(_ model: FileSheetModel, result: @escaping (FileDialogResult?) -> Void) {
        grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 6) {
            if model.isSave {
                gridRow {
                    text("Name", color: ControlStyle.secondaryLabel)
                    let name = Binding(get: { model.name }, set: { model.name = $0; model.error = nil; model.confirmingOverwrite = nil })
                    let field = textField("Name", text: name).onSubmit { result(model.confirm()) }.focused(true)
                    selectNameStem(model, field: field)
                }
            }
            gridRow {
                text("Location", color: ControlStyle.secondaryLabel)
                let path = Binding(get: { model.path }, set: { model.path = $0; model.error = nil })
                let field = textField("Path", text: path).onSubmit { result(model.submitPath()) }
                    .focused(!model.isSave)
                if model.focusPathField {
                    model.focusPathField = false
                    focus(field.id)
                    existingMemory(field.id.child("textField"), as: TextFieldState.self)?.model.selectAll()
                }
            }
        }
    }

    /// Selects the proposed name's stem ("note" of "note.txt") once the name field has
    /// focus, so typing replaces the name and keeps the extension (as GTK does).
    private func selectNameStem(_ model: FileSheetModel, field: NodeRef) {
        guard model.selectsStem, let state = existingMemory(field.id.child("textField"), as: TextFieldState.self),
              state.wasFocused else { return }
        model.selectsStem = false
        let stem = model.name.lastIndex(of: ".").flatMap { $0 == model.name.startIndex ? nil : $0 } ?? model.name.endIndex
        state.model.selection = TextSelection(anchor: 0, head: model.name[..<stem].utf8.count)
    }

    /// Home and the XDG folders, then the folders picked recently: each a button (a Tab stop).
    private func fileSheetPlaces(_ model: FileSheetModel) -> NodeRef {
        vstack(alignment: .leading, spacing: 2) {
            text("Places", font: .caption, color: ControlStyle.secondaryLabel).padding(.leading, 6)
            for p in model.places { fileSheetPlace(p.name, icon: p.icon, path: p.path, model) }
            let recent = FilePlaces.recent
            if !recent.isEmpty {
                text("Recent", font: .caption, color: ControlStyle.secondaryLabel).padding(.leading, 6).padding(.top, 8)
                for p in recent { fileSheetPlace(String(decoding: p.name, as: UTF8.self), icon: "clock", path: p, model) }
            }
            spacer()
        }
        .frame(maxHeight: .infinity, alignment: .topLeading)
    }

    private func fileSheetPlace(_ name: String, icon glyph: String, path: FilePath, _ model: FileSheetModel) {
        let here = model.folder == path
        button(label: name, action: { model.navigate(to: path) }) {
            hstack(spacing: 6) {
                icon(Icon(named: glyph), size: 13, color: here ? ControlStyle.selectionText : Color.accentColor)
                    .frame(width: 16).accessibilityHidden()
                text(name, color: here ? ControlStyle.selectionText : ControlStyle.label).lineLimit(1)
                spacer(minLength: 0)
            }
            .padding(horizontal: 6, vertical: 4)
            .background { if here { roundedRectangle(cornerRadius: 5, fill: ControlStyle.selection) } }
        }
        .help(path.display)
    }

    /// Asks the new folder's name: Return or Create makes it and opens it; an error shows.
    private func fileSheetNewFolder(_ model: FileSheetModel) {
        vstack(alignment: .leading, spacing: 4) {
            hstack(spacing: 8) {
                let name = Binding(get: { model.newFolderName ?? "" }, set: { model.newFolderName = $0; model.newFolderError = nil })
                textField("Folder name", text: name, prompt: "New folder's name").onSubmit { model.createFolder() }.focused(true)
                fileSheetButton("Create") { model.createFolder() }
                fileSheetButton("Cancel", id: "cancelNewFolder") { model.newFolderName = nil; model.newFolderError = nil }
            }
            if let e = model.newFolderError { text(e, font: .callout, color: ControlStyle.destructive) }
        }
    }

    /// A push button as dialogs draw them: the accent colour for the default action.
    private func fileSheetButton(_ title: String, prominent: Bool = false, id: String? = nil,
                                 action: @escaping () -> Void) {
        let content: () -> Void = { [unowned self] in
            text(title, color: prominent ? ControlStyle.selectionText : ControlStyle.label)
                .padding(horizontal: 14, vertical: 5)
                .background { roundedRectangle(cornerRadius: 6, fill: prominent ? ControlStyle.selection : ControlStyle.buttonFace) }
        }
        if let id { button(label: title, id: id, action: action, content) } else { button(label: title, action: action, content) }
    }
}
