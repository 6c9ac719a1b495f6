import Gliss

/// The text page: runnable documentation of what Gliss's text engine draws — Latin with
/// ligatures and kerning in every weight, paragraphs that wrap in Chinese, Japanese, Korean,
/// Arabic and Hebrew (right to left), a line mixing both directions, colour emoji (skin
/// tones, ZWJ sequences, flags, keycaps), and a paragraph in a column whose width the user
/// drags (or changes with Left/Right), rewrapped every frame, and a paragraph to select and copy.
/// Written only with the public API an app uses: `ui.text`, stacks, a scroll view, `onDrag`,
/// `onKeyPress`, `textSelection`.
public final class TextDemo: Demo {
    public static let name = "text"
    public static let title = "Text"
    public static let summary = "Any script — CJK, Arabic, Hebrew, colour emoji — and a column that rewraps as you drag it."
    public static let keys = "Left/Right narrow or widen the resizable column; Up/Down, Page Up/Down, Home/End scroll; Escape or Q quits."

    /// The scroll view's id (`ui.scrollProxy(TextDemo.scrollID)`).
    public static let scrollID = "page"
    /// The section headings, top to bottom (the last one holds the resizable column).
    public static let sections = ["Latin", "Weights", "Chinese", "Japanese", "Korean", "Arabic", "Hebrew",
                                  "Mixed direction", "Right to left", "Emoji", "Resizable column", "Selecting", "Typing"]

    /// The resizable column's width in points (the paragraph inside wraps to it, less padding).
    public private(set) var columnWidth = 520.0
    /// The narrowest and widest the column may be (the widest follows the window).
    public static let minColumn = 160.0
    public private(set) var maxColumn = 760.0
    /// Points one Left/Right press changes the column by.
    public static let keyStep = 40.0
    /// The width the column had when the current drag began (nil: no drag).
    private var dragStartWidth: Double?
    /// The page's scroll offset after the last frame.
    public private(set) var offset = 0.0
    /// The form at the end of the page.
    public var name = "", password = "", notes = ""
    /// The right-to-left form's fields (name, city) and its switch.
    public var arabicName = "", arabicCity = "", arabicNews = true
    /// What the form last submitted (Return in the name field).
    public private(set) var greeting = ""

    /// Widest the page's content gets, centred in wider windows.
    static let pageWidth = 860.0
    static let columnPadding = 16.0
    static let handleWidth = 22.0

    public init(options: DemoOptions) {}

    public func snapshot() -> JSON {
        .object([("columnWidth", .number(columnWidth)), ("offset", .number(offset)),
                 ("sections", .strings(Self.sections)), ("name", .string(name)), ("notes", .string(notes)),
                 ("greeting", .string(greeting))])
    }

    public func invariantViolation() -> String? {
        columnWidth >= Self.minColumn && columnWidth <= max(Self.minColumn, maxColumn) ? nil
            : "column width \(columnWidth) outside \(Self.minColumn)…\(maxColumn)"
    }

    /// Sets the column's width, clamped to its range.
    func setColumn(_ w: Double) {
        guard w.isFinite else { return }
        columnWidth = min(max(w, Self.minColumn), max(Self.minColumn, maxColumn))
    }

    public func body(_ ui: UI) {
        // The page is at most `pageWidth` wide with 24 points either side; the column may take
        // all of it but the handle.
        let content = min(ui.size.width - 48, Self.pageWidth)
        maxColumn = max(Self.minColumn, content - Self.handleWidth)
        setColumn(columnWidth)
        ui.onKeyPress("Left") { [weak self] in guard let self else { return }; self.setColumn(self.columnWidth - Self.keyStep) }
        ui.onKeyPress("Right") { [weak self] in guard let self else { return }; self.setColumn(self.columnWidth + Self.keyStep) }

        let proxy = ui.scrollProxy(Self.scrollID)
        ui.scroll(.vertical, id: Self.scrollID, spacing: 0, alignment: .top) {
            ui.vstack(alignment: .leading, spacing: 14) {
                ui.text("Text", font: .largeTitle.weight(.heavy))
                // A Markdown link in a text: a link of its own (Tab, click), and to a screen
                // reader the text's hyperlink (`Scripts/check/atspi_check.py`).
                ui.text("[HarfBuzz](https://harfbuzz.github.io) shapes, FriBidi orders, libunibreak wraps; fontconfig finds a font for every character.",
                        font: .subheadline, color: .secondaryLabel)
                latin(ui)
                weights(ui)
                paragraphs(ui)
                rightToLeftForm(ui)
                emoji(ui)
                column(ui)
                selecting(ui)
                form(ui)
            }
            .padding(EdgeInsets(top: 24, leading: 24, bottom: 48, trailing: 24))
            .frame(maxWidth: Self.pageWidth + 48)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(DemoPalette.page(ui))
        offset = proxy.offset
    }

    // MARK: Sections

    static let selectableText = "Drag over this paragraph, double-click a word or triple-click the paragraph; Ctrl+C copies, and a middle click pastes it in another app. The selection follows the wrapped lines and reads שלום עולם in logical order."

    /// Selectable text: the card's texts, through the container's `textSelection`.
    private func selecting(_ ui: UI) {
        heading(ui, "Selecting", "Text marked .textSelection(.enabled) selects and copies; a right click offers Copy.")
        card(ui) {
            ui.text(Self.selectableText, font: .body)
        }
        .textSelection(.enabled)
    }

    /// A small form: what the text engine gives a text field (carets between grapheme clusters,
    /// selection across scripts, an input method's composition).
    private func form(_ ui: UI) {
        heading(ui, "Typing", "Type in any script; Shift+arrows select, Ctrl+arrows move by word, Ctrl+Z undoes. Return greets.")
        card(ui) {
            ui.textField("Name", text: Bindable(self).name, prompt: "Your name — Grüße, 你好, مرحبا")
                .onSubmit { [weak self] in guard let self else { return }; self.greeting = self.name.isEmpty ? "" : "Hello, \(self.name)!" }
            ui.secureField("Password", text: Bindable(self).password, prompt: "Password")
            ui.textEditor(text: Bindable(self).notes).frame(height: 96)
            ui.text(greeting.isEmpty ? "Press Return in the name field." : greeting, font: .footnote, color: .secondaryLabel)
        }
    }

    /// The same kind of form in Arabic, laid out right to left (`layoutDirection`): labels
    /// on the right, fields' text starting at their right edge, the button at the leading
    /// (right) end.
    private func rightToLeftForm(_ ui: UI) {
        heading(ui, "Right to left", "Under the environment layoutDirection .rightToLeft the layout mirrors: stacks run from the right, leading is the right edge.")
        ui.environment(\.layoutDirection, .rightToLeft) {
            card(ui) {
                ui.text("التسجيل", font: .title3.weight(.bold))
                ui.hstack(spacing: 12) {
                    ui.text("الاسم").frame(width: 80, alignment: .leading)
                    ui.textField("الاسم", text: Bindable(self).arabicName, prompt: "اكتب اسمك")
                }
                ui.hstack(spacing: 12) {
                    ui.text("المدينة").frame(width: 80, alignment: .leading)
                    ui.textField("المدينة", text: Bindable(self).arabicCity, prompt: "القاهرة")
                }
                ui.toggle("أرسل لي الأخبار", isOn: Bindable(self).arabicNews)
                ui.hstack(spacing: 12) {
                    ui.button("إرسال") {}
                    ui.button("إلغاء") {}
                    ui.spacer()
                }
            }
        }
    }

    private func heading(_ ui: UI, _ title: String, _ note: String) {
        ui.vstack(alignment: .leading, spacing: 2) {
            ui.text(title, font: .title2.weight(.bold))
            ui.text(note, font: .footnote, color: .secondaryLabel)
        }
        .padding(EdgeInsets(top: 14))
    }

    /// A white card holding `content`, as wide as the page.
    @discardableResult
    private func card(_ ui: UI, alignment: HorizontalAlignment = .leading, _ content: () -> Void) -> NodeRef {
        ui.vstack(alignment: alignment, spacing: 10, content)
            .padding(18)
            .frame(maxWidth: .infinity, alignment: alignment == .trailing ? .trailing : .leading)
            .background(DemoPalette.card(ui), radius: 12)
    }

    private func latin(_ ui: UI) {
        heading(ui, "Latin", "Ligatures (fi, fl, ffi) and kerning pairs (AV, Wa, To) come from the font's own tables.")
        card(ui) {
            ui.text("office affluent — AV Wa To fi fl ffi", font: Font(size: 34))
            ui.text("office affluent — AV Wa To fi fl ffi", font: Font(size: 17), color: DemoPalette.muted(ui))
            ui.text("Zoë’s naïve café: “déjà vu” ½ × 3 ≥ 1 · Ωmega · Straße", font: Font(size: 17), color: DemoPalette.muted(ui))
        }
    }

    static let weightNames: [(String, Font.Weight)] = [("Regular", .regular), ("Medium", .medium), ("Semibold", .semibold),
                                                        ("Bold", .bold), ("Heavy", .heavy), ("Black", .black)]

    private func weights(_ ui: UI) {
        heading(ui, "Weights", "Every weight of the default design, then the rounded design: Font(size:weight:design: .rounded).")
        card(ui) {
            for design in [Font.Design.default, .rounded] {
                ui.hstack(alignment: .center, spacing: 18) {
                    for (name, weight) in Self.weightNames {
                        ui.text(name, font: Font(size: 22, weight: weight, design: design))
                    }
                }
            }
        }
    }

    static let chinese = "SwiftUI 的动画让界面在状态之间平滑过渡。只需把状态的改变放进 withAnimation 中，框架就会计算每一帧的插值，并用弹簧或缓动曲线把视图从旧的位置移到新的位置。"
    static let japanese = "SwiftUIのアニメーションを使うと、画面は状態から状態へなめらかに移り変わります。状態の変更をwithAnimationで包むだけで、フレームワークが毎フレームの補間を計算し、ばねやイージングの曲線でビューを動かします。"
    static let korean = "SwiftUI의 애니메이션을 사용하면 화면이 한 상태에서 다른 상태로 부드럽게 바뀝니다. 상태 변경을 withAnimation으로 감싸기만 하면 프레임워크가 매 프레임의 보간을 계산하고 스프링이나 이징 곡선으로 뷰를 움직입니다."
    static let arabic = "تتيح الرسوم المتحركة في SwiftUI للواجهة أن تنتقل بسلاسة من حالة إلى أخرى. يكفي أن تضع تغيير الحالة داخل withAnimation، ويتولى الإطار حساب كل إطار وتحريك العناصر بمنحنى نابض أو متدرج."
    static let hebrew = "אנימציות ב־SwiftUI מאפשרות לממשק לעבור בצורה חלקה ממצב למצב. מספיק לעטוף את שינוי המצב ב־withAnimation, והמסגרת מחשבת כל פריים ומזיזה את התצוגות בעקומת קפיץ או האטה."
    static let mixed = "The word שלום means peace; مرحبا means hello."

    private func paragraph(_ ui: UI, _ title: String, _ note: String, _ text: String, rightToLeft: Bool = false) {
        heading(ui, title, note)
        // `.leading` is each paragraph's own start: right-to-left paragraphs align their lines
        // to the right by themselves; the card puts the text block at that edge too.
        card(ui, alignment: rightToLeft ? .trailing : .leading) {
            ui.text(text, font: .title3)
        }
    }

    private func paragraphs(_ ui: UI) {
        paragraph(ui, "Chinese", "Simplified Chinese wraps between any two characters, never before a closing mark.", Self.chinese)
        paragraph(ui, "Japanese", "Kana and kanji from Noto Sans CJK, found by fontconfig; Latin words stay whole.", Self.japanese)
        paragraph(ui, "Korean", "Hangul syllables wrap at spaces, as Korean does.", Self.korean)
        paragraph(ui, "Arabic", "Right to left, letters joined; the Latin word inside keeps its own direction.", Self.arabic,
                  rightToLeft: true)
        paragraph(ui, "Hebrew", "Right to left, set against the leading (right) edge.", Self.hebrew, rightToLeft: true)
        heading(ui, "Mixed direction", "One left-to-right line holding right-to-left words (Unicode's bidi algorithm).")
        card(ui) {
            ui.text(Self.mixed, font: .title3)
        }
    }

    static let emojiRows: [(String, String)] = [
        ("Faces", "😀 😃 😄 😁 😆 😅 😂 🤣 😊 😇 🙂 😉 😍 🥰 😘 😎 🤩 🥳"),
        ("Skin tones", "👋 👋🏻 👋🏼 👋🏽 👋🏾 👋🏿  👍🏻 👍🏿"),
        ("ZWJ sequences", "👩‍👩‍👧‍👦 👨‍👩‍👧 🧑‍💻 👩🏽‍🚀 🏳️‍🌈 🐻‍❄️"),
        ("Flags", "🇯🇵 🇰🇷 🇨🇳 🇮🇱 🇸🇦 🇫🇷"),
        ("Keycaps", "1️⃣ 2️⃣ 3️⃣ #️⃣ *️⃣"),
        ("In a sentence", "Ship it 🚀 — the tests pass ✅ and the build is green 🟢."),
    ]

    private func emoji(_ ui: UI) {
        heading(ui, "Emoji", "Noto Color Emoji: one glyph per grapheme cluster, however many code points make it.")
        card(ui) {
            for (label, row) in Self.emojiRows {
                ui.hstack(alignment: .center, spacing: 12) {
                    ui.text(label, font: .footnote.weight(.semibold), color: .secondaryLabel)
                        .frame(width: 110, alignment: .leading)
                    // Rows wrap in a narrow window (emoji break between clusters, never inside).
                    ui.text(row, font: Font(size: label == "In a sentence" ? 17 : 28))
                }
            }
        }
    }

    static let columnText = "Drag the handle on the right edge of this column, or press Left and Right: the paragraph wraps again at the new width on every frame. Breaks follow Unicode's line-breaking rules, so words stay whole, 日本語の文は文字の間で折り返し, and a family like 👩‍👩‍👧‍👦 or a flag like 🇯🇵 is never split."

    private func column(_ ui: UI) {
        heading(ui, "Resizable column", "Drag the handle (or press Left/Right): \(Int(columnWidth)) of \(Int(maxColumn)) points.")
        ui.vstack(alignment: .leading, spacing: 0) {
            ui.text(Self.columnText, font: .body)
        }
        .padding(EdgeInsets(top: Self.columnPadding, leading: Self.columnPadding, bottom: Self.columnPadding,
                            trailing: Self.columnPadding + Self.handleWidth / 2))
        .frame(width: columnWidth, alignment: .topLeading)
        .background(DemoPalette.card(ui), radius: 12)
        .accessibility(role: .container, label: "column")
        .overlay(alignment: .trailing) { handle(ui) }
    }

    /// The grip on the column's right edge: drag it to resize.
    private func handle(_ ui: UI) {
        let dragging = dragStartWidth != nil
        ui.zstack {
            ui.capsule(fill: dragging ? .blue : Color(white: 0.7)).frame(width: 6, height: 44)
        }
        .frame(width: Self.handleWidth)
        .frame(maxHeight: .infinity)
        .offset(x: Self.handleWidth / 2)
        .accessibility(role: .button, label: "column handle")
        .onDrag(minimumDistance: 0, changed: { [weak self] v in
            guard let self else { return }
            let start = self.dragStartWidth ?? self.columnWidth
            self.dragStartWidth = start
            self.setColumn(start + v.translation.width)
        }, ended: { [weak self] v in
            guard let self else { return }
            self.setColumn((self.dragStartWidth ?? self.columnWidth) + v.translation.width)
            self.dragStartWidth = nil
        })
    }
}
