import Foundation
@_spi(GlissControls) import GlissCore

/// The look Gliss's controls share: sizes, colours and the spring their parts move with
/// (macOS proportions, the system accent colour). One place, so a toggle, a slider's knob
/// and a picker's thumb feel like one family.
enum ControlStyle {
    /// The spring a control's moving part (a switch's knob, a segmented picker's thumb) takes
    /// to a new value, whether or not the change came inside `withAnimation` (SwiftUI's
    /// controls animate themselves).
    static let spring = Animation.spring(response: 0.28, dampingFraction: 0.82)

    // Colours follow the colour scheme of the views being built (`ui.environment.colorScheme`):
    // each is read while a control is built, so a dark subtree gets the dark palette.
    private static var dark: Bool { Color.isDark }
    /// An empty track, an unchecked box's fill; in a selected list row, one that shows on the
    /// selection's fill.
    static var track: Color {
        switch ListRowSelection.current {
        case .none: dark ? Color(white: 0.32) : Color(white: 0.86)
        case .emphasized: Color(white: 1, opacity: 0.35)
        case .unemphasized: dark ? Color(white: 0.48) : Color(white: 0.7)
        }
    }
    /// A switch's track when on: the accent colour, or white on the accent-coloured
    /// selection of a focused list (where the knob takes the accent colour).
    static var switchOn: Color { ListRowSelection.current == .emphasized ? .white : .accentColor }
    /// A switch's knob when on (`knob` when off).
    static var switchKnobOn: Color { ListRowSelection.current == .emphasized ? .accentColor : knob }
    /// Outlines of boxes, knobs and segments.
    static var border: Color { dark ? Color(white: 0.45) : Color(white: 0.72) }
    /// The knob of a switch or slider.
    static var knob: Color { dark ? Color(white: 0.92) : .white }
    static var knobShadow: Color { Color(white: 0, opacity: dark ? 0.5 : 0.3) }
    /// A check box's or radio button's face when off.
    static var box: Color { dark ? Color(white: 0.22) : .white }
    /// The selected segment's raised thumb.
    static var thumb: Color { dark ? Color(white: 0.42) : .white }
    /// A segmented control's background and a stepper's face.
    static var well: Color { dark ? Color(white: 0.25) : Color(white: 0.92) }
    /// A label's colour.
    static var label: Color { .primary }

    /// A page's background (a navigation stack's pages, a form's grouped backdrop): opaque,
    /// so a page in front takes the clicks meant for the one it covers.
    static var pageBackground: Color { dark ? Color(white: 0.11) : Color(white: 0.955) }
    /// A title bar's or tab bar's background, and the line under it.
    static var barBackground: Color { dark ? Color(white: 0.17) : Color(white: 0.985) }
    /// A split view's sidebar, and the lists in it: a shade darker than a page, as macOS's.
    static var sidebar: Color { dark ? Color(white: 0.2) : Color(white: 0.925) }
    static var barSeparator: Color { dark ? Color(white: 0.3) : Color(white: 0.82) }
    /// A form group's fill and the hairline between its rows.
    static var groupBackground: Color { dark ? Color(white: 0.17) : Color.white }
    static var groupSeparator: Color { dark ? Color(white: 0.27) : Color(white: 0.88) }
    /// Secondary text: section headers, a row's trailing chevron.
    static var secondaryLabel: Color { dark ? Color(white: 0.62) : Color(white: 0.45) }
    /// A selected list row's fill and text (macOS's accent-coloured selection).
    static var selection: Color { Color.accentColor }
    static let selectionText = Color.white
    /// A selected row's fill while its list does not have focus.
    static var selectionUnfocused: Color { dark ? Color(white: 0.3) : Color(white: 0.86) }
    /// A list's background and the hairline between its rows.
    static var listBackground: Color { dark ? Color(white: 0.15) : Color.white }
    static var listSeparator: Color { dark ? Color(white: 0.24) : Color(white: 0.92) }
    /// Every other row of a table (`table`): a shade off the list's background, as macOS's
    /// alternating row colours, so a wide row is easy to follow across.
    static var tableAlternateRow: Color { dark ? Color(white: 0.19) : Color(white: 0.955) }
    /// A table's header row, and the lines between its column headers.
    static var tableHeader: Color { dark ? Color(white: 0.17) : Color(white: 0.975) }
    static var tableHeaderLine: Color { dark ? Color(white: 0.3) : Color(white: 0.86) }
    /// A destructive action's text (`ButtonRole.destructive`), the fill of a destructive swipe
    /// action.
    static let destructive = Color.red
    /// The fill of the other swipe actions.
    static let swipeAction = Color.gray
    /// Sizes: a title bar's height, a tab bar's height, a list row's height.
    static let barHeight = 44.0
    /// A toolbar's search field (`searchable`).
    static let searchFieldWidth = 180.0
    static let tabBarHeight = 40.0
    /// A bottom tab bar (`tabView(style: .bottomBar)`).
    static let bottomTabBarHeight = 52.0
    static let rowHeight = 32.0
    /// A table's rows and its header row: denser than a list's, as a macOS table's.
    static let tableRowHeight = 24.0
    static let tableHeaderHeight = 26.0
    /// The spring a page slides with when pushed or popped (a little slower than a knob).
    static let pageSpring = Animation.spring(response: 0.4, dampingFraction: 0.9)

    /// Switch: track size and knob inset.
    static let switchSize = Size(38, 22)
    static let switchInset = 2.0
    /// Check box and radio button side.
    static let boxSide = 16.0
    /// A disclosure chevron's box, the space between it and its title, and how far the
    /// content is indented (under the title, as macOS indents it).
    static let disclosureChevron = 12.0
    static let disclosureSpacing = 6.0
    static var disclosureIndent: Double { disclosureChevron + disclosureSpacing }
    /// How far each level of an outline list is indented.
    static let outlineIndent = 16.0
    /// Slider: track thickness, knob diameter, height of the control.
    static let sliderTrack = 4.0
    static let sliderKnob = 20.0
    /// Stepper: one half's size.
    static let stepperHalf = Size(26, 22)
    /// Segmented picker: height and a segment's horizontal padding.
    static let segmentHeight = 26.0
    static let segmentPadding = 12.0
    /// Progress bar thickness; spinner diameter.
    static let progressBar = 6.0
    static let spinner = 20.0

    // Presentations (sheets, alerts, menus): as macOS draws them, light or dark.
    /// The dimming over the window behind a sheet, alert or dialog (at full strength).
    static var backdrop: Color { dark ? Color(white: 0, opacity: 0.45) : Color(white: 0, opacity: 0.28) }
    /// A sheet's, alert's or dialog's card.
    static var card: Color { dark ? Color(white: 0.17) : Color.white }
    static let cardRadius = 12.0
    static var cardShadow: Color { dark ? Color(white: 0, opacity: 0.6) : Color(white: 0, opacity: 0.35) }
    /// A menu's panel, its outline and its separators.
    static var menuPanel: Color { dark ? Color(white: 0.2) : Color(white: 0.97) }
    static var menuBorder: Color { dark ? Color(white: 0.35) : Color(white: 0.78) }
    static var menuSeparator: Color { dark ? Color(white: 0.3) : Color(white: 0.85) }
    /// The highlighted menu item's fill and text.
    static var menuHighlight: Color { Color.accentColor }
    static let menuHighlightText = Color.white
    /// A disabled menu item's or a presentation's secondary text's colour.
    static var menuSecondaryLabel: Color { dark ? Color(white: 0.5) : Color(white: 0.55) }
    /// A dialog's ordinary (not default) button face.
    static var buttonFace: Color { dark ? Color(white: 0.3) : Color(white: 0.93) }
    /// Menu geometry: an item's height, a separator's, the panel's inset and corner radius.
    static let menuItemHeight = 22.0
    static let menuSeparatorHeight = 9.0
    static let menuInset = 5.0
    static let menuRadius = 7.0
    /// A popover's corner radius, the space inside its panel, and its gap from its view.
    static let popoverRadius = 10.0
    static let popoverInset = 12.0
    static let popoverGap = 6.0
    /// A calendar's day (`datePicker`).
    static let calendarCell = Size(32, 28)
    /// A colour picker's well, and its panel's hue and saturation area (`colorPicker`).
    static let colorWell = Size(36, 18)
    static let colorArea = Size(226, 120)

    /// `a` blended toward `b` by `t` (0: `a`, 1: `b`), on straight-alpha components, as
    /// animated colours are.
    static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color { a + (b - a).scaled(by: t) }

    /// A number as the inspector and a person read it: whole numbers without a fraction,
    /// others with up to 3 decimals ("0.5", "12", "0.333").
    static func format(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        var s = String(format: "%.3f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
