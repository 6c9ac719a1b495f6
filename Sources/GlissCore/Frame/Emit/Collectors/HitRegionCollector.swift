/// Emit's hit regions, in drawing order (the last region under the pointer is in front), and
/// the named coordinate spaces where they were drawn: handed to `Interaction` after emit.
struct HitRegionCollector {
    var regions: [HitRegion] = []
    /// `coordinateSpace(name:)` origins (window points), for drags that ask in them.
    var namedSpaces: [String: Point] = [:]
}
