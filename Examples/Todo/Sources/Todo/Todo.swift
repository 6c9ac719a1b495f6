import Gliss

/// A to-do list: type an item and press Return to add it; tick its check box when it is done;
/// click an item's text to edit it in place (Return or Tab keeps the edit); × (or Delete in the
/// item's context menu, on a right click) deletes it.
@main final class Todo: App {
    struct Item: Identifiable {
        let id: Int
        var title: String
        var done = false
    }

    var items: [Item] = []
    var draft = ""
    var nextID = 0
    var editing: Int? = nil

    static var defaultSize: Size { Size(480, 420) }

    init() {}

    func add() {
        let title = draft.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        items.append(Item(id: nextID, title: title))
        nextID += 1
        draft = ""
    }

    func body(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 10) {
            ui.text("To do", font: .largeTitle)
            ui.textField("New item", text: Bindable(self).draft, prompt: "What needs doing?")
                .onSubmit { self.add() }
            for index in items.indices {
                let item = items[index]
                ui.hstack(spacing: 8) {
                    ui.toggle("", isOn: Bindable(self).items[index].done, style: .checkbox, id: "done \(item.id)")
                        .accessibilityLabel("Done: \(item.title)")
                    if editing == item.id {
                        ui.textField("Edit \(item.title)", text: Bindable(self).items[index].title, id: "edit \(item.id)")
                            .focused(true)
                            .onSubmit { self.editing = nil }
                    } else {
                        ui.text(item.title, color: item.done ? .secondary : .primary, id: "item \(item.id)")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .onTap { self.editing = item.id }
                            .contextMenu {
                                ui.button("Delete", role: .destructive) { self.items.removeAll { $0.id == item.id } }
                            }
                    }
                    ui.button("×") { self.items.removeAll { $0.id == item.id } }
                        .accessibility(label: "Delete \(item.title)")
                }
            }
            let left = items.filter { !$0.done }.count
            ui.text(items.isEmpty ? "Nothing to do" : "\(left) left", font: .caption, color: .gray)
        }
        .padding(20)
    }

    func snapshot() -> JSON {
        .object([("items", .array(items.map { .string($0.title) })), ("done", .array(items.map { .bool($0.done) })),
                 ("draft", .string(draft))])
    }
}
