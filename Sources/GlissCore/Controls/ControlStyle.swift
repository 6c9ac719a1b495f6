import Foundation

/// The look Gliss's controls share: sizes, colours and the spring their parts move with
/// (macOS proportions, the system accent colour). One place, so a toggle, a slider's knob
/// and a picker's thumb feel like one family.
enum ControlStyle {
    /// The spring a control's moving part (a switch's knob, a segmented picker's thumb) takes
    /// to a new value, whether or not the change came inside `withAnimation` (SwiftUI's
    /// controls animate themselves).
    static let spring = Animation.spring(response: 0.28, dampingFraction: 0.82)

    /// An empty track, an unchecked box's fill.
    static let track = Color(white: 0.86)
    /// Outlines of boxes, knobs and segments.
    static let border = Color(white: 0.72)
    /// The knob of a switch or slider.
    static let knob = Color.white
    static let knobShadow = Color(white: 0, alpha: 0.3)
    /// A segmented control's background and a stepper's face.
    static let well = Color(white: 0.92)
    /// A label's colour.
    static let label = Color.black

    /// A page's background (a navigation stack's pages, a form's grouped backdrop): opaque,
    /// so a page in front takes the clicks meant for the one it covers.
    static let pageBackground = Color(white: 0.955)
    /// A title bar's or tab bar's background, and the line under it.
    static let barBackground = Color(white: 0.985)
    static let barSeparator = Color(white: 0.82)
    /// A form group's fill and the hairline between its rows.
    static let groupBackground = Color.white
    static let groupSeparator = Color(white: 0.88)
    /// Secondary text: section headers, a row's trailing chevron.
    static let secondaryLabel = Color(white: 0.45)
    /// A selected list row's fill and text (macOS's accent-coloured selection).
    static let selection = Color.accentColor
    static let selectionText = Color.white
    /// A selected row's fill while its list does not have focus.
    static let selectionUnfocused = Color(white: 0.86)
    /// A list's background and the hairline between its rows.
    static let listBackground = Color.white
    static let listSeparator = Color(white: 0.92)
    /// The fill of a destructive swipe action, and of others.
    static let destructive = Color.red
    static let swipeAction = Color.gray
    /// Sizes: a title bar's height, a tab bar's height, a list row's height.
    static let barHeight = 44.0
    static let tabBarHeight = 40.0
    static let rowHeight = 32.0
    /// The spring a page slides with when pushed or popped (a little slower than a knob).
    static let pageSpring = Animation.spring(response: 0.4, dampingFraction: 0.9)

    /// Switch: track size and knob inset.
    static let switchSize = Size(38, 22)
    static let switchInset = 2.0
    /// Check box and radio button side.
    static let boxSide = 16.0
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
