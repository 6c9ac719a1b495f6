import Gliss
import GlissBench

/// `editor`: a text editor filling the window, holding `lines` lines of 50 characters (2,000:
/// 100 KB), clicked into its middle on the first frame, then a character typed every frame —
/// what a keystroke into a long text costs (a keystroke must cost its paragraph, not the text).
final class EditorBench: BenchScene {
    var text: String
    private var clicked = false

    init(lines: Int) {
        text = (0..<max(1, lines)).map { i in
            String((String(i) + " lorem ipsum dolor sit amet, consectetur adipiscing elit").prefix(49))
        }.joined(separator: "\n")
    }

    func body(_ ui: UI) {
        ui.textEditor(text: Binding(get: { self.text }, set: { self.text = $0 }))
            .padding(8)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    func events(frame n: Int, ui: UI) -> [InputEvent] {
        guard clicked else {
            guard let editor = ui.inspector.first(where: { $0.role == "textField" }) else { return [] }
            clicked = true
            let p = editor.frame.center
            return [.pointerMove(p), .pointerDown(p, .left), .pointerUp(p, .left)]
        }
        return [.text(String("abcdefghij"[("abcdefghij".index("abcdefghij".startIndex, offsetBy: n % 10))]))]
    }
}
