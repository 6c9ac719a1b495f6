@_spi(GlissControls) import GlissCore

extension UI {
    /// Controls grouped into labelled sections — SwiftUI's `Form` with the grouped style of
    /// macOS's System Settings: on a light grey page, each `section(_:footer:id:_:)` is a white
    /// rounded group with a hairline between its rows and its header above it in secondary
    /// text. The form scrolls when it is taller than its space.
    ///
    /// Each view built directly in a section is a row, its label leading and its control
    /// trailing: `toggle`, `stepper` and `picker` lay themselves out so; a slider or text field
    /// takes the row's width — put a label before it with `labeledContent(_:id:_:)`.
    ///
    /// ```swift
    /// ui.form {
    ///     ui.section("Network") {
    ///         ui.toggle("Wi-Fi", isOn: Bindable(settings).wifi)
    ///         ui.labeledContent("Volume") { ui.slider(value: Bindable(settings).volume, in: 0...100) }
    ///     }
    /// }
    /// ```
    @discardableResult
    public func form(id: some IdentityKey = "form", _ content: () -> Void) -> NodeRef {
        structure.formDepth += 1
        defer { structure.formDepth -= 1 }
        return scroll(.vertical, id: id, spacing: 0) {
            vstack(alignment: .leading, spacing: 22) { content() }
                .padding(20)
                .frame(maxWidth: .infinity, alignment: .topLeading)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(ControlStyle.pageBackground)
    }

    /// A group of rows under a header — SwiftUI's `Section(_:content:)` in a form: the header
    /// in secondary text, the rows in a white rounded group separated by hairlines, and an
    /// optional footer under it. The inspector lists it with the role `section` and the
    /// header as label.
    @discardableResult
    @_disfavoredOverload
    public func section<S: StringProtocol>(_ header: S, footer: String? = nil, id: some IdentityKey = PositionalKey(),
                        _ content: () -> Void) -> NodeRef {
        let header = header as? String ?? String(header)
        let key = id.isPositional ? RawIdentity(identityBits: header.identityBits) : RawIdentity(identityBits: id.identityBits)
        return vstack(alignment: .leading, spacing: 6, id: key) {
            if !header.isEmpty {
                text(header, font: Font.subheadline.weight(.semibold), color: ControlStyle.secondaryLabel)
                    .padding(horizontal: 12)
            }
            let group = vstack(alignment: .leading, spacing: 0) { content() }
            // The views built in it are its rows: padded, as wide as the group, a hairline
            // under each but the last (added after they are built: only then is the last known).
            let rows = group.children.map(\.index)
            for (k, c) in rows.enumerated() {
                let row = ref(c)
                    .padding(horizontal: 12, vertical: 7)
                    .frame(maxWidth: .infinity, minHeight: 38, alignment: .leading)
                if k < rows.count - 1 {
                    row.overlay(alignment: .bottom) {
                        rectangle(fill: ControlStyle.groupSeparator).frame(height: 1).padding(horizontal: 12)
                    }
                }
            }
            group.background {
                roundedRectangle(cornerRadius: 10, fill: ControlStyle.groupBackground, stroke: ControlStyle.groupSeparator, lineWidth: 1)
            }
            if let footer {
                text(footer, font: .footnote, color: ControlStyle.secondaryLabel).padding(horizontal: 12)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibility(role: .section, label: header)
    }

    /// A row with a label leading and `content` trailing — SwiftUI's `LabeledContent(_:content:)`:
    /// for a slider, text field or value in a form. In a form the content is 240 points wide,
    /// so the rows' controls line up; elsewhere it is as wide as it is, at the trailing end.
    @discardableResult
    @_disfavoredOverload
    public func labeledContent<S: StringProtocol>(_ title: S, id: some IdentityKey = PositionalKey(), _ content: () -> Void) -> NodeRef {
        let title = title as? String ?? String(title)
        let inForm = structure.formDepth > 0
        return hstack(spacing: 12, id: id) {
            text(title, color: ControlStyle.label)
            spacer(minLength: 8)
            let c = hstack(spacing: 8) { content() }
            // (Outside a form a fixed 240 left a label beside it a few points, wrapped.)
            if inForm { c.frame(width: 240) }
        }
    }
}
