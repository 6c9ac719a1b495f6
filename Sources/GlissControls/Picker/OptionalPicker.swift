@_spi(GlissControls) import GlissCore

extension UI {
    /// A picker whose selection may be nothing: `noneLabel` ("None") is its first option and
    /// chooses `nil` — what SwiftUI writes as `Text("None").tag(nil as T?)` among the options'
    /// tags. Otherwise as ``picker(_:selection:options:style:id:label:)-(LocalizedStringKey,_,_,_,_,_)``.
    ///
    /// ```swift
    /// ui.picker("Flavour", selection: Bindable(order).flavour, options: Flavour.allCases) { $0.rawValue }
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func picker<T: Hashable, S: StringProtocol>(_ title: S, selection: Binding<T?>, options: [T], noneLabel: String = "None",
                                    style: PickerStyle = .segmented, id: some IdentityKey = PositionalKey(),
                                    label: (T) -> String = { String(describing: $0) }) -> NodeRef {
        let title = title as? String ?? String(title)
        let all: [T?] = [nil] + options.map { Optional($0) }
        return picker(title, selection: selection, options: all, style: style, id: id) { $0.map(label) ?? noneLabel }
    }
}
