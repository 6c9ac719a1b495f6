import XCTest
import Gliss
import GlissTesting

// The code of the article "Typing and text fields" (Sources/GlissControls/GlissControls.docc/Typing.md).

// docs:begin signup
final class SignUp: App {
    var email = ""
    var password = ""
    var bio = ""
    var submitted = false

    func body(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 10) {
            ui.textField("Email", text: Bindable(self).email, prompt: "you@example.com")
                .onSubmit { self.submitted = true }
            ui.secureField("Password", text: Bindable(self).password)
            ui.textEditor(text: Bindable(self).bio).frame(height: 80)
            ui.button("Sign up") { self.submitted = true }.keyboardShortcut("s")   // Ctrl+S
        }
        .padding(20)
    }
}
// docs:end signup

final class TypingArticleTests: XCTestCase {
    override func setUp() { Clipboard.provider = ProcessClipboard() }

    func testSignUp() throws {
        // docs:begin signup-test
        let app = SignUp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Email", role: "textField")
        h.type("ana@example.com")
        try h.key("Left", modifiers: [.control, .shift])      // select "com"
        XCTAssertEqual(try h.node(label: "Email", role: "textField").selection, [12, 15])
        h.type("org")
        try h.key("Tab")                                      // the password field
        h.type("correct horse")
        try h.key("S", modifiers: .control)
        XCTAssertEqual(app.email, "ana@example.org")
        XCTAssertTrue(app.submitted)
        // docs:end signup-test
    }
}
