import XCTest
import GlissCore

/// `HStackLayout`, `VStackLayout` and `ZStackLayout` are `ui.hstack`, `ui.vstack` and
/// `ui.zstack` as `Layout`s: the same children get the same frames and draw the same; through
/// `AnyLayout` a change of layout under `withAnimation` glides.
/// Window 400×300; body text is 10.2 pt per character and 20 pt high.
final class StackLayoutTests: XCTestCase {
    private enum Kind {
        case h(VerticalAlignment), v(HorizontalAlignment), z(Alignment)
    }

    /// A stack of `kind`: built by the builder, or (`custom`) by `ui.layout` with the stack's `Layout`.
    @discardableResult
    private func stack(_ ui: UI, _ custom: Bool, _ kind: Kind, spacing: Double? = nil, _ content: () -> Void) -> NodeRef {
        switch kind {
        case .h(let a):
            if custom { return ui.layout(HStackLayout(alignment: a, spacing: spacing), content) }
            return spacing.map { ui.hstack(alignment: a, spacing: $0, content) } ?? ui.hstack(alignment: a, content)
        case .v(let a):
            if custom { return ui.layout(VStackLayout(alignment: a, spacing: spacing), content) }
            return spacing.map { ui.vstack(alignment: a, spacing: $0, content) } ?? ui.vstack(alignment: a, content)
        case .z(let a):
            return custom ? ui.layout(ZStackLayout(alignment: a), content) : ui.zstack(alignment: a, content)
        }
    }

    private func shape(_ ui: UI, _ name: String) -> NodeRef {
        ui.rectangle(fill: CTSwatch.b).accessibility(role: .shape, label: name)
    }

    /// The frame built by `body` with the builders (`false`) and with the layouts (`true`):
    /// the same inspector nodes at the same frames, the same draw commands.
    private func assertSameFrames(_ name: String, file: StaticString = #filePath, line: UInt = #line,
                                  _ body: @escaping (UI, Bool) -> Void) {
        let builders = CoreHarness { body($0, false) }, layouts = CoreHarness { body($0, true) }
        builders.frame()
        layouts.frame()
        XCTAssertGreaterThan(builders.inspector.count, 2, "\(name): something to compare", file: file, line: line)
        XCTAssertEqual(builders.inspector.map(\.label), layouts.inspector.map(\.label), name, file: file, line: line)
        for (a, b) in zip(builders.inspector, layouts.inspector) {
            XCTAssertEqual(a.frame, b.frame, "\(name): \(a.label)", file: file, line: line)
        }
        XCTAssertEqual(builders.list.commands, layouts.list.commands, "\(name): draw commands", file: file, line: line)
    }

    func testFixedChildren() {
        for (k, kind) in [Kind.h(.top), .h(.bottom), .v(.leading), .v(.trailing), .z(.bottomTrailing)].enumerated() {
            assertSameFrames("fixed \(k)") { ui, custom in
                self.stack(ui, custom, kind, spacing: 6) {
                    _ = self.shape(ui, "a").frame(width: 40, height: 20)
                    _ = self.shape(ui, "b").frame(width: 60, height: 35)
                    ui.text("Label")
                }
                .accessibility(role: .shape, label: "stack")
            }
        }
    }

    func testFlexibleChildrenShareLeastFlexibleFirst() {
        for (k, kind) in [Kind.h(.center), .v(.center), .z(.center)].enumerated() {
            assertSameFrames("flexible \(k)") { ui, custom in
                self.stack(ui, custom, kind) {
                    _ = self.shape(ui, "fills").frame(maxWidth: .infinity, maxHeight: .infinity)
                    _ = self.shape(ui, "bounded").frame(minWidth: 50, maxWidth: 120, minHeight: 10, maxHeight: 60)
                    ui.text("A paragraph that wraps when it is short of room")
                    ui.text("Label")
                }
                .frame(width: 300, height: 200)
                .accessibility(role: .shape, label: "stack")
            }
        }
    }

    func testSpacersShareWhatTheViewsLeave() {
        for (k, kind) in [Kind.h(.center), .v(.leading)].enumerated() {
            assertSameFrames("spacers \(k)") { ui, custom in
                self.stack(ui, custom, kind, spacing: 4) {
                    ui.text("Leading")
                    ui.spacer()
                    _ = self.shape(ui, "square").frame(width: 30, height: 30)
                    ui.spacer(minLength: 40)
                    ui.text("Trailing")
                }
                .accessibility(role: .shape, label: "stack")
            }
        }
    }

    func testTextsCompressedInANarrowStack() {
        assertSameFrames("texts") { ui, custom in
            self.stack(ui, custom, .h(.top)) {
                ui.text("The first paragraph, longer than its share")
                ui.text("Second, shorter")
                ui.text("One line")
            }
            .frame(width: 260)
            .accessibility(role: .shape, label: "stack")
        }
    }

    func testPriorityGroupsAreSizedAlike() {
        assertSameFrames("priorities") { ui, custom in
            self.stack(ui, custom, .h(.top)) {
                ui.text("The first paragraph, longer than its share")
                ui.text("Second, with priority").layoutPriority(1)
                ui.text("Third, below the others").layoutPriority(-1)
            }
            .frame(width: 260)
            .accessibility(role: .shape, label: "stack")
        }
    }

    func testNestedStacksAndIdealSizesInAScrollView() {
        assertSameFrames("nested, scrolled") { ui, custom in
            ui.scroll(id: "list") {
                self.stack(ui, custom, .v(.leading), spacing: 2) {
                    for k in 0..<4 {
                        self.stack(ui, custom, .h(.center)) {
                            ui.text("Row \(k)")
                            ui.spacer()
                            _ = self.shape(ui, "bar \(k)").frame(minWidth: 20, idealWidth: 30 + Double(k) * 10, maxWidth: 200, minHeight: 8)
                        }
                    }
                }
                .accessibility(role: .shape, label: "column")
            }
        }
    }

    /// `AnyLayout(HStackLayout())` ↔ `AnyLayout(VStackLayout())` under `withAnimation`: the same
    /// children (same identity) glide from the column to the row.
    func testAnyLayoutSwitchGlidesUnderAnimation() throws {
        var wide = false
        let h = CoreHarness { ui in
            ui.layout(wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))) {
                ui.rectangle(fill: CTSwatch.a).frame(width: 40, height: 40).accessibility(role: .shape, label: "a")
                ui.rectangle(fill: CTSwatch.b).frame(width: 40, height: 40).accessibility(role: .shape, label: "b")
            }
        }
        h.frame(at: 1)
        // A 40 × 80 column centred: b under a.
        ctAssertRect(h.fills(CTSwatch.b).first, Rect(180, 150, 40, 40))
        let id = try XCTUnwrap(h.node("b")).id
        h.inNextBuild { ui in ui.withAnimation(.linear(duration: 1)) { wide = true } }
        h.frame(at: 2)
        ctAssertRect(h.fills(CTSwatch.b).first, Rect(180, 150, 40, 40), "starts where it was")
        XCTAssertEqual(h.node("b")?.id, id, "the same view")
        h.run(until: 2.5)
        // Half way to the 80 × 40 row's second place, (200, 130).
        ctAssertRect(h.fills(CTSwatch.b).first, Rect(190, 140, 40, 40), accuracy: 1e-6)
        ctAssertRect(h.fills(CTSwatch.a).first, Rect(170, 120, 40, 40), accuracy: 1e-6)
        h.run(until: 3)
        ctAssertRect(h.fills(CTSwatch.b).first, Rect(200, 130, 40, 40))
        // Without an animation the switch is at once.
        h.inNextBuild { _ in wide = false }
        h.frame(at: 4)
        ctAssertRect(h.fills(CTSwatch.b).first, Rect(180, 150, 40, 40))
    }
}
