import Gliss
import GlissBench

/// `nested`: the layout benchmark of SwiftCrossUI (a SwiftUI-style toolkit on GTK), built as
/// its `GridView` is: 16 × 16 cells, each an `hstack` of a 5-point orange bar and the label
/// "Lorem ipsum dolor sit amet.", in nested stacks — a `vstack` of two `vstack`s of four double
/// rows; a double row a `vstack` of two rows; a row an `hstack` of two `hstack`s of four
/// double columns; a double column an `hstack` of two cells. That benchmark lays it out at
/// 800 × 800 (`--size 800x800`). `--items N` wraps every cell in N more stacks (alternately
/// `vstack` and `hstack`): what depth costs. Nothing changes between frames.
final class NestedStacksBench: BenchScene {
    let extraLevels: Int
    init(extraLevels: Int) { self.extraLevels = extraLevels }

    func body(_ ui: UI) {
        ui.vstack {
            for _ in 0..<2 {
                ui.vstack { for _ in 0..<4 { doubleRow(ui) } }
            }
        }
    }

    private func doubleRow(_ ui: UI) {
        ui.vstack { for _ in 0..<2 { row(ui) } }
    }

    private func row(_ ui: UI) {
        ui.hstack {
            for _ in 0..<2 {
                ui.hstack { for _ in 0..<4 { doubleColumn(ui) } }
            }
        }
    }

    private func doubleColumn(_ ui: UI) {
        ui.hstack { for _ in 0..<2 { wrapped(ui, extraLevels) } }
    }

    private func wrapped(_ ui: UI, _ levels: Int) {
        if levels == 0 { return cell(ui) }
        if levels % 2 == 0 { ui.hstack { wrapped(ui, levels - 1) } } else { ui.vstack { wrapped(ui, levels - 1) } }
    }

    private func cell(_ ui: UI) {
        ui.hstack {
            ui.rectangle(fill: .orange).frame(width: 5)
            ui.text("Lorem ipsum dolor sit amet.")
        }
    }
}

/// `messages`: SwiftCrossUI's message-list layout benchmark: a scroll view of 1,000 messages
/// (`--items N` for another count), 20 points of padding round a leading `vstack` as wide as
/// the window; each message a 40-point round avatar beside a `vstack` of its author (bold, in
/// the author's colour) and time (grey) on one line, and its text wrapping under them. Run at
/// 800 × 800 there. Nothing scrolls: every message is built and laid out each frame, as a
/// non-lazy stack is.
final class MessageListBench: BenchScene {
    struct Author { var name: String; var handle: Color; var profile: Color }
    static let authors = [Author(name: "ada", handle: .blue, profile: .pink),
                          Author(name: "grace", handle: .yellow, profile: .yellow),
                          Author(name: "linus", handle: .purple, profile: .green)]
    static let sentences = [
        "A layout pass proposes a size to every view, and each view answers with the size it takes; a stack asks its children more than once before it decides how to share the space it was given.",
        "Text offered less width than it needs wraps at word boundaries, and truncates with an ellipsis when it runs out of lines: the rule every SwiftUI-style toolkit has to follow.",
        "Caching each view's answer for a given proposal within one pass keeps the cost of a layout linear in the number of views, however deep the stacks are nested.",
        "A message list is the common case: an avatar, a name and a time on one line, and a paragraph under them that wraps to the width of the window.",
        "Layout is hard",
    ]
    static let times = ["8:54am", "9:13am", "10:20pm", "12:01am", "1:00pm"]
    let count: Int
    init(count: Int) { self.count = count }

    func body(_ ui: UI) {
        ui.scroll(.vertical, id: "messages") {
            ui.vstack(alignment: .leading) {
                for i in 0..<count { message(ui, i) }
            }
            .frame(maxWidth: .infinity)
            .padding(20)
        }
    }

    private func message(_ ui: UI, _ i: Int) {
        let author = Self.authors[i % Self.authors.count]
        ui.hstack(alignment: .top) {
            ui.circle(fill: author.profile).frame(width: 40, height: 40)
            ui.vstack(alignment: .leading) {
                ui.hstack {
                    ui.text(author.name, font: Font.body.weight(.bold), color: author.handle)
                    ui.text(Self.times[i % Self.times.count], color: .gray)
                }
                ui.text(Self.sentences[i % Self.sentences.count])
            }
        }
    }
}
