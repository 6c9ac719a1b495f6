import Foundation
@_spi(GlissControls) import GlissCore

/// Controls whose title is written as a literal: the title is a `LocalizedStringKey`, looked
/// up in the app's String Catalog (`ui.localized(_:)`), as SwiftUI's controls take one. A
/// `String` title goes to the overload that shows it as it is.
extension UI {
    /// A switch or check box titled `titleKey`.
    @discardableResult
    public func toggle(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>, style: ToggleStyle = .switch,
                       id: some IdentityKey = PositionalKey()) -> NodeRef {
        toggle(localized(titleKey), isOn: isOn, style: style, id: id)
    }

    /// A stepper over an integer titled `titleKey`.
    @discardableResult
    public func stepper(_ titleKey: LocalizedStringKey, value: Binding<Int>, in range: ClosedRange<Int> = Int.min...Int.max,
                        step: Int = 1, id: some IdentityKey = PositionalKey()) -> NodeRef {
        stepper(localized(titleKey), value: value, in: range, step: step, id: id)
    }

    /// A stepper over a `Double` titled `titleKey`.
    @discardableResult
    public func stepper(_ titleKey: LocalizedStringKey, value: Binding<Double>, in range: ClosedRange<Double>,
                        step: Double = 1, id: some IdentityKey = PositionalKey()) -> NodeRef {
        stepper(localized(titleKey), value: value, in: range, step: step, id: id)
    }

    /// A picker titled `titleKey` (the options' labels are `label`'s strings, shown as they are).
    @discardableResult
    public func picker<T: Hashable>(_ titleKey: LocalizedStringKey, selection: Binding<T>, options: [T],
                                    style: PickerStyle = .segmented, id: some IdentityKey = PositionalKey(),
                                    label: (T) -> String = { String(describing: $0) }) -> NodeRef {
        picker(localized(titleKey), selection: selection, options: options, style: style, id: id, label: label)
    }

    /// A picker with a "none" choice titled `titleKey`.
    @discardableResult
    public func picker<T: Hashable>(_ titleKey: LocalizedStringKey, selection: Binding<T?>, options: [T],
                                    noneLabel: String = "None", style: PickerStyle = .segmented,
                                    id: some IdentityKey = PositionalKey(),
                                    label: (T) -> String = { String(describing: $0) }) -> NodeRef {
        picker(localized(titleKey), selection: selection, options: options, noneLabel: noneLabel, style: style,
               id: id, label: label)
    }

    /// A menu button titled `titleKey`.
    @discardableResult
    public func menu(_ titleKey: LocalizedStringKey, id: some IdentityKey = PositionalKey(),
                     _ content: @escaping () -> Void) -> NodeRef {
        menu(localized(titleKey), id: id, content)
    }

    /// A link titled `titleKey` that opens `destination`.
    @discardableResult
    public func link(_ titleKey: LocalizedStringKey, destination: URL, font: Font = .body,
                     id: some IdentityKey = PositionalKey()) -> NodeRef {
        link(localized(titleKey), destination: destination, font: font, id: id)
    }

    /// A progress bar (or spinner, without `value`) titled `titleKey`.
    @discardableResult
    public func progressView(_ titleKey: LocalizedStringKey, value: Double? = nil, total: Double = 1,
                             id: some IdentityKey = PositionalKey()) -> NodeRef {
        progressView(localized(titleKey), value: value, total: total, id: id)
    }

    /// A navigation link titled `titleKey` that pushes `value`.
    @discardableResult
    public func navigationLink<V: Hashable>(_ titleKey: LocalizedStringKey, value: V,
                                            id: some IdentityKey = PositionalKey()) -> NodeRef {
        navigationLink(localized(titleKey), value: value, id: id)
    }

    /// A form section headed `headerKey`.
    @discardableResult
    public func section(_ headerKey: LocalizedStringKey, footer: String? = nil, id: some IdentityKey = PositionalKey(),
                        _ content: () -> Void) -> NodeRef {
        section(localized(headerKey), footer: footer, id: id, content)
    }

    /// A form row titled `titleKey` with `content` trailing.
    @discardableResult
    public func labeledContent(_ titleKey: LocalizedStringKey, id: some IdentityKey = PositionalKey(),
                               _ content: () -> Void) -> NodeRef {
        labeledContent(localized(titleKey), id: id, content)
    }

    /// A tab titled `titleKey`.
    public func tab<V: Hashable>(_ titleKey: LocalizedStringKey, icon: Icon? = nil, value: V,
                                 id: some IdentityKey = PositionalKey(), _ content: () -> Void) {
        tab(localized(titleKey), icon: icon, value: value, id: id, content)
    }

    /// A text field titled `titleKey` (the typed text is not looked up).
    @discardableResult
    public func textField(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: String? = nil,
                          font: Font = .body, id: some IdentityKey = PositionalKey()) -> NodeRef {
        textField(localized(titleKey), text: text, prompt: prompt, font: font, id: id)
    }

    /// A password field titled `titleKey`.
    @discardableResult
    public func secureField(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: String? = nil,
                            font: Font = .body, id: some IdentityKey = PositionalKey()) -> NodeRef {
        secureField(localized(titleKey), text: text, prompt: prompt, font: font, id: id)
    }

    /// A date picker titled `titleKey` for dates in `range`.
    @discardableResult
    public func datePicker(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                           displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                           style: DatePickerStyle = .automatic, id: some IdentityKey = PositionalKey()) -> NodeRef {
        datePicker(localized(titleKey), selection: selection, in: range, displayedComponents: displayedComponents,
                   style: style, id: id)
    }

    /// A date picker titled `titleKey` for dates from `range`'s start on.
    @discardableResult
    public func datePicker(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                           displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                           style: DatePickerStyle = .automatic, id: some IdentityKey = PositionalKey()) -> NodeRef {
        datePicker(localized(titleKey), selection: selection, in: range, displayedComponents: displayedComponents,
                   style: style, id: id)
    }

    /// A date picker titled `titleKey` for dates up to `range`'s end.
    @discardableResult
    public func datePicker(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                           displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                           style: DatePickerStyle = .automatic, id: some IdentityKey = PositionalKey()) -> NodeRef {
        datePicker(localized(titleKey), selection: selection, in: range, displayedComponents: displayedComponents,
                   style: style, id: id)
    }

    /// A date picker titled `titleKey` for any date.
    @discardableResult
    public func datePicker(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                           displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                           style: DatePickerStyle = .automatic, id: some IdentityKey = PositionalKey()) -> NodeRef {
        datePicker(localized(titleKey), selection: selection, displayedComponents: displayedComponents, style: style, id: id)
    }

    /// A colour picker titled `titleKey`.
    @discardableResult
    public func colorPicker(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true,
                            id: some IdentityKey = PositionalKey()) -> NodeRef {
        colorPicker(localized(titleKey), selection: selection, supportsOpacity: supportsOpacity, id: id)
    }
}

extension NodeRef {
    /// An alert titled `titleKey`, with a message.
    @discardableResult
    public func alert(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, actions: @escaping () -> Void,
                      message: @escaping () -> Void) -> NodeRef {
        alert(ui.localized(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled `titleKey`.
    @discardableResult
    public func alert(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                      actions: @escaping () -> Void = {}) -> NodeRef {
        alert(ui.localized(titleKey), isPresented: isPresented, actions: actions)
    }

    /// A confirmation dialog titled `titleKey`.
    @discardableResult
    public func confirmationDialog(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                   titleVisibility: Visibility = .automatic, actions: @escaping () -> Void) -> NodeRef {
        confirmationDialog(ui.localized(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// A confirmation dialog titled `titleKey`, with a message.
    @discardableResult
    public func confirmationDialog(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                   titleVisibility: Visibility = .automatic, actions: @escaping () -> Void,
                                   message: @escaping () -> Void) -> NodeRef {
        confirmationDialog(ui.localized(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions, message: message)
    }

    /// A search field in the window's bar prompting with `promptKey`, looked up in the app's
    /// String Catalog.
    @discardableResult public func searchable(text: Binding<String>, prompt promptKey: LocalizedStringKey) -> NodeRef {
        searchable(text: text, prompt: ui.localized(promptKey))
    }

    /// The page's title, looked up in the app's String Catalog.
    @discardableResult public func navigationTitle(_ titleKey: LocalizedStringKey) -> NodeRef {
        navigationTitle(ui.localized(titleKey))
    }
}
