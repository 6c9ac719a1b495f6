/// The basic builders: stacks, text, icons, images, shapes and buttons.
extension UI {
    /// A vertical stack (SwiftUI `VStack`).
    @inlinable @discardableResult
    public func vstack(alignment: HorizontalAlignment = .center, spacing: Double = 8,
                       id: some IdentityKey = PositionalKey(), _ content: () -> Void) -> NodeRef {
        stack(.vertical, Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
              idBits: id.explicitBits, content)
    }

    /// A horizontal stack (SwiftUI `HStack`).
    @inlinable @discardableResult
    public func hstack(alignment: VerticalAlignment = .center, spacing: Double = 8,
                       id: some IdentityKey = PositionalKey(), _ content: () -> Void) -> NodeRef {
        stack(.horizontal, Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
              idBits: id.explicitBits, content)
    }

    // The builders app code calls most are `@inlinable` shells over a non-generic body that
    // takes the key's bits: specialised in the app's module, a `PositionalKey` costs nothing,
    // where the generic body asked the key through its witness table at every call.

    @usableFromInline
    func stack(_ axis: Axis, _ alignment: Alignment, spacing: Double, idBits: UInt64?,
               _ content: () -> Void) -> NodeRef {
        ref(stackContainer(.stack(axis, spacing: spacing, alignment: alignment), idBits: idBits, content))
    }

    /// Children on top of each other, aligned (SwiftUI `ZStack`).
    @inlinable @discardableResult
    public func zstack(alignment: Alignment = .center, id: some IdentityKey = PositionalKey(),
                       _ content: () -> Void) -> NodeRef {
        zstack(alignment, idBits: id.explicitBits, content)
    }

    @usableFromInline
    func zstack(_ alignment: Alignment, idBits: UInt64?, _ content: () -> Void) -> NodeRef {
        ref(container(.zstack(alignment), .zstack, idBits: idBits, content))
    }

    /// A container the size of its proposal whose children are placed with `.place(in:)`.
    @discardableResult
    public func canvas(id: some IdentityKey = PositionalKey(), _ content: () -> Void) -> NodeRef {
        ref(container(.canvas, .canvas, idBits: id.explicitBits, content))
    }

    /// Flexible space along the enclosing stack's axis.
    @discardableResult
    public func spacer(minLength: Double = 0) -> NodeRef { ref(add(.spacer(minLength: minLength), .spacer)) }

    /// Text, measured by the injected measurer. Offered less width than its one line needs,
    /// it wraps at line-break opportunities (words, CJK characters), as many lines as the
    /// height offered holds, and truncates the last with "…" (SwiftUI's `Text`): see
    /// ``NodeRef/lineLimit(_:)``, ``NodeRef/truncationMode(_:)``, ``NodeRef/fixedSize()``.
    /// Without `font:` or `color:`, the text takes `.font(_:)` and `.foregroundStyle(_:)` from
    /// around it (SwiftUI's environment), else `.body` in ``Color/primary``.
    ///
    /// A string value comes here (SwiftUI's `Text(_: some StringProtocol)`, disfavoured as
    /// there); a literal, such as `"Row \(i)"`, goes to the ``LocalizedStringKey`` overload,
    /// which shows the same text. (A second, concrete `String` overload would take literals
    /// too: the type checker tries an overload that matches a literal's default type first.)
    @inlinable @discardableResult @_disfavoredOverload
    public func text<S: StringProtocol>(_ content: S, font: Font? = nil, color: Color? = nil,
                                        alignment: HorizontalAlignment = .leading,
                                        id: some IdentityKey = PositionalKey()) -> NodeRef {
        // A `String` as it is (the cast folds away when specialised): `String(content)` is a
        // generic call into the standard library for every label.
        text(content as? String ?? String(content), font, color, true, alignment, idBits: id.explicitBits)
    }

    /// Text written as a literal (SwiftUI's `Text(_: LocalizedStringKey)`): looked up in the
    /// app's String Catalog (``UI/localization``), else shown as the overload above shows it. A
    /// label with one integer in it (`"Row \(i)"`) is formatted (and translated) once for as
    /// long as it keeps being built, not every frame.
    @inlinable @discardableResult
    public func text(_ key: LocalizedStringKey, font: Font? = nil, color: Color? = nil,
                     alignment: HorizontalAlignment = .leading,
                     id: some IdentityKey = PositionalKey()) -> NodeRef {
        // The key's parts used here, not passed on: a call taking the key (two strings)
        // retained and released them for every label.
        if key.hasNumber {
            let label = formattedLabels.label(key.prefix, key.number, key.suffix)
            // Markdown is looked for once, when the label is formatted: a flag here.
            if label.markup { return markdownText(label.text, font, color, true, alignment, idBits: id.explicitBits) }
            return text(label.text, font, color, true, alignment, idBits: id.explicitBits, lineBreak: label.lineBreak)
        }
        // Without a catalog, one test of a flag; with one, the translation, out of line. Its
        // parts are passed, not the key: passing the key whole made every label copy it.
        // Either way the text's Markdown, if any, parsed once (`markdownText`).
        if localizes { return markdownText(translated(key.prefix, key.suffix), font, color, true, alignment, idBits: id.explicitBits) }
        return markdownText(key.prefix, font, color, true, alignment, idBits: id.explicitBits)
    }

    /// Text that wraps (`multiline: true`, now what every text does) or keeps to one line
    /// however wide (`multiline: false`: it overflows what it is offered).
    @available(*, deprecated, message: "text wraps by default: drop 'multiline:'; for one line ending in '…', use .lineLimit(1); to keep the full width, .fixedSize()")
    @inlinable @discardableResult @_disfavoredOverload
    public func text<S: StringProtocol>(_ content: S, font: Font? = nil, color: Color? = nil, multiline: Bool,
                                        alignment: HorizontalAlignment = .leading,
                                        id: some IdentityKey = PositionalKey()) -> NodeRef {
        text(content as? String ?? String(content), font, color, multiline, alignment, idBits: id.explicitBits)
    }

    /// A literal that wraps (`multiline: true`, now what every text does) or keeps to one line
    /// however wide (`multiline: false`).
    @available(*, deprecated, message: "text wraps by default: drop 'multiline:'; for one line ending in '…', use .lineLimit(1); to keep the full width, .fixedSize()")
    @inlinable @discardableResult
    public func text(_ key: LocalizedStringKey, font: Font? = nil, color: Color? = nil, multiline: Bool,
                     alignment: HorizontalAlignment = .leading,
                     id: some IdentityKey = PositionalKey()) -> NodeRef {
        text(key, font, color, multiline, alignment, idBits: id.explicitBits)
    }

    @usableFromInline
    func text(_ key: LocalizedStringKey, _ font: Font?, _ color: Color?, _ wraps: Bool, _ alignment: HorizontalAlignment,
              idBits: UInt64?) -> NodeRef {
        if key.hasNumber {
            let label = formattedLabels.label(key.prefix, key.number, key.suffix)
            if label.markup { return markdownText(label.text, font, color, wraps, alignment, idBits: idBits) }
            return text(label.text, font, color, wraps, alignment, idBits: idBits, lineBreak: label.lineBreak)
        }
        if localizes { return markdownText(translated(key.prefix, key.suffix), font, color, wraps, alignment, idBits: idBits) }
        return markdownText(key.prefix, font, color, wraps, alignment, idBits: idBits)
    }

    @usableFromInline
    func text(_ string: __owned String, _ font: Font?, _ color: Color?, _ wraps: Bool, _ alignment: HorizontalAlignment,
              idBits: UInt64?, defaultColor: Color? = nil, lineBreak: Bool? = nil) -> NodeRef {
        // Given here, they are the innermost: a `.font` or `.foregroundStyle` around does not
        // replace them.
        var applied: TextContent.AppliedModifiers = []
        if font != nil { applied.insert(.font) }
        if color != nil { applied.insert(.foreground) }
        // Made in the append's argument: a local first was copied into the table and then
        // destroyed (a value-witness copy and destroy per label, ~5 % of a grid frame).
        tree.texts.append(TextContent(string: string, font: font ?? .body, color: color ?? defaultColor ?? .primary,
                                      wraps: wraps, alignment: alignment, applied: applied,
                                      lineBreak: lineBreak))
        let i = add(.text(index: tree.texts.count - 1), .text, idBits: idBits)
        nodes[i].role = .text
        nodes[i].label = .ownText
        return ref(i)
    }

    /// An icon glyph from the bundled icon font, `size` points (without it, the size of the
    /// `.font(_:)` around it, as SwiftUI's symbol images scale with the font; else 17).
    @discardableResult
    public func icon(_ icon: Icon, size: Double? = nil, color: Color? = nil,
                     id: some IdentityKey = PositionalKey()) -> NodeRef {
        if !icon.isKnown { warn("Icon(named: \"\(icon.name)\"): the icon font has no such icon (Font Awesome 4.7 names or common SF Symbols names); drawing a placeholder") }
        let r = text(icon.rawValue, .icon(size: size ?? 17), color, false, .leading, idBits: id.explicitBits)
        if case .text(let ti) = nodes[r.index].kind, size == nil { tree.texts[ti].applied.remove(.font) }
        nodes[r.index].role = .image
        setLabel(r.index, "\(icon)")
        return r
    }

    /// A resizable image by resource name, filling its frame by `mode`.
    ///
    /// In a real-time run the file is decoded and scaled on a background thread, as SwiftUI's
    /// `AsyncImage` loads: until it is ready the frame shows a light placeholder, and the image
    /// fades in over it in 0.2 s; images just outside a scroll view's viewport are loaded
    /// ahead. Under `--fixed-step`, in screenshots, recordings and tests it is decoded in the
    /// frame that first draws it, so every frame is reproducible.
    @discardableResult
    public func image(_ name: String, mode: ContentMode = .fill, label: String? = nil,
                      id: some IdentityKey = PositionalKey()) -> NodeRef {
        tree.images.append(ImageContent(name: name, mode: mode))
        let i = add(.image(index: tree.images.count - 1), .image, idBits: id.explicitBits)
        nodes[i].role = .image
        setLabel(i, label ?? name)
        return ref(i)
    }

    /// A rounded rectangle, filled and/or stroked: Gliss's first spelling of
    /// ``rectangle(fill:stroke:lineWidth:id:)`` and ``roundedRectangle(cornerRadius:fill:stroke:lineWidth:id:)``.
    @available(*, deprecated, message: "SwiftUI's spelling: rectangle(fill:stroke:lineWidth:id:), or roundedRectangle(cornerRadius:fill:stroke:lineWidth:id:) for radius:")
    @inlinable @discardableResult
    public func roundedRect(radius: Double = 0, fill: Color? = nil, stroke: Color? = nil,
                            lineWidth: Double = 1, id: some IdentityKey = PositionalKey()) -> NodeRef {
        roundedRect(radius, fill, stroke, lineWidth, idBits: id.explicitBits)
    }

    @usableFromInline
    func roundedRect(_ radius: Double, _ fill: Color?, _ stroke: Color?, _ lineWidth: Double, idBits: UInt64?) -> NodeRef {
        shape(.roundedRect, radius: radius, fill: fill, stroke: stroke, lineWidth: lineWidth, idBits: idBits)
    }

    /// A text button; `action` runs when it is clicked (press and release on it).
    @discardableResult
    @_disfavoredOverload
    public func button<S: StringProtocol>(_ label: S, font: Font? = nil, color: Color? = nil,
                       id: some IdentityKey = PositionalKey(), action: @escaping () -> Void) -> NodeRef {
        let label = label as? String ?? String(label)
        // In a menu, a dialog's actions or swipe actions, a button is their kind of button.
        if let make = build.titleButtonBuilder, let r = make(self, label, nil, action) { return r }
        // Its label is the accent colour unless told otherwise (here or by `.foregroundStyle`).
        let key = id.isPositional ? labelKey(label).identityBits : id.identityBits
        let r = text(label, font, color, true, .leading, idBits: key, defaultColor: .accentColor)
        nodes[r.index].role = .button
        return r.onTap(action)
    }

    /// A button with custom content.
    @discardableResult
    public func button(label: String, id: some IdentityKey = PositionalKey(), action: @escaping () -> Void,
                       _ content: () -> Void) -> NodeRef {
        let r = zstack(id: id.isPositional ? labelKey(label) : RawIdentity(identityBits: id.identityBits), content)
        nodes[r.index].role = .button
        setLabel(r.index, label)
        return r.onTap(action)
    }

    /// A button's default identity: its label, plus how many same-label buttons came before it
    /// in this scope, so two "Delete" buttons keep their own actions.
    @_spi(GlissControls)
    public func labelKey(_ label: String) -> RawIdentity {
        let key = currentScope.child(label).raw
        let n = build.labelOccurrences[key, default: 0]
        build.labelOccurrences[key] = n + 1
        return RawIdentity(identityBits: n == 0 ? label.identityBits : NodeID(raw: label.identityBits).child(n).raw)
    }
}
