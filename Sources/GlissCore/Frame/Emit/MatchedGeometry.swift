import Foundation

/// Matched geometry and layout animation: a view whose frame animates — between two places
/// (`matchedGeometryEffect(id:in:)`, one view moving between containers) or when layout moves it
/// (`animatesLayout()`). Sources are collected after layout; at emit the frame animates, and a
/// visibly displaced matched view is drawn in its destination's place in the tree (the `app`
/// layer: what is declared after it stays above it), with the clips it flies between lifted.

/// A matched-geometry identity: views with the same key in the same namespace
/// are one view moving between places.
public struct MatchedKey: Hashable, Sendable {
    /// The namespace name given to `matchedGeometryEffect(id:in:)`.
    public var namespace: String
    /// The bits of the `id:` given to `matchedGeometryEffect(id:in:)`.
    public var id: UInt64
    /// The key of `id` in `namespace`.
    public init(namespace: String, id: some IdentityKey) {
        self.namespace = namespace; self.id = id.identityBits
    }
    /// The identity its animations are kept under (the views sharing the key share it).
    var identity: NodeID { NodeID.root.child(namespace).child(Int(truncatingIfNeeded: id)) }
}

/// SwiftUI's `@Namespace`: the identity matched-geometry ids live in. Declare one where the
/// views that share it are built (an `App`'s stored property), as in SwiftUI:
///
/// ```swift
/// @main final class Cards: App {
///     @Namespace var hero
///     func body(_ ui: UI) {
///         ui.roundedRectangle(cornerRadius: 12, fill: .orange)
///             .matchedGeometryEffect(id: card.id, in: hero)
///     }
/// }
/// ```
///
/// Each declaration is its own namespace. (A string, `in: "cards"`, names one without declaring
/// it.)
@propertyWrapper public struct Namespace: Sendable {
    /// A namespace's identity (SwiftUI's `Namespace.ID`).
    public struct ID: Hashable, Sendable {
        let name: String
    }
    /// This namespace.
    public let wrappedValue: ID
    /// A namespace unlike any other.
    public init() {
        wrappedValue = ID(name: "@Namespace#\(Self.counter.next())")
    }

    /// Numbers the namespaces made in this process.
    private static let counter = Counter()
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
    }
}

/// Which of the matched view's geometry the other takes — SwiftUI's
/// `MatchedGeometryProperties`: its position, its size, or both (`.frame`, the default).
public struct MatchedGeometryProperties: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt8
    /// The properties from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Where the view is (its `anchor` point).
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// How big the view is.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension NodeRef {
    /// Matched geometry — SwiftUI's `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`:
    /// when a view with the same key in `namespace` was elsewhere last frame and this change is
    /// animated, the view flies from there to here, drawn above any clipping scroll view until
    /// it lands.
    ///
    /// ```swift
    /// // in the grid and in the dock alike:
    /// ui.image(photo.file).matchedGeometryEffect(id: photo.id, in: photos)
    ///     .onTapGesture { ui.withAnimation(.interactiveSpring()) { model.toggle(photo) } }
    /// ```
    ///
    /// During a flight the view is laid out at the in-flight size, so its content re-flows.
    /// `properties` says what is matched: `.frame` (the default), only `.position` (the view
    /// keeps its own size, its `anchor` point travels) or only `.size` (it stays where layout
    /// put it, about its `anchor` point). With `isSource: false` the view takes the geometry of
    /// the view with the same key that is the source in this frame (and glides when that
    /// changes under an animation) instead of giving its own. Two sources for one key in one
    /// frame are reported once in `UI.warnings`.
    @discardableResult
    public func matchedGeometryEffect(id: some IdentityKey, in namespace: Namespace.ID,
                                      properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
                                      isSource: Bool = true) -> NodeRef {
        matched(id: id, in: namespace.name, properties: properties, anchor: anchor, isSource: isSource)
    }

    /// ``matchedGeometryEffect(id:in:properties:anchor:isSource:)-(_,Namespace.ID,_,_,_)`` in a namespace named by a
    /// string rather than declared with `@Namespace`: `.matchedGeometryEffect(id: card.id,
    /// in: "cards")`.
    @discardableResult
    public func matchedGeometryEffect(id: some IdentityKey, in namespace: String,
                                      properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
                                      isSource: Bool = true) -> NodeRef {
        matched(id: id, in: namespace, properties: properties, anchor: anchor, isSource: isSource)
    }

    /// Gliss's first spelling of ``matchedGeometryEffect(id:in:properties:anchor:isSource:)-(_,String,_,_,_)``.
    @available(*, deprecated, renamed: "matchedGeometryEffect(id:in:isSource:)",
               message: "SwiftUI's spelling: matchedGeometryEffect(id:in:properties:anchor:isSource:)")
    @discardableResult public func matchedGeometry(id: some IdentityKey, in namespace: String, isSource: Bool = true) -> NodeRef {
        matched(id: id, in: namespace, properties: .frame, anchor: .center, isSource: isSource)
    }

    private func matched(id: some IdentityKey, in namespace: String, properties: MatchedGeometryProperties,
                         anchor: UnitPoint, isSource: Bool) -> NodeRef {
        let name = String(describing: id)
        return editExtras {
            $0.matchedKey = MatchedKey(namespace: namespace, id: id)
            $0.matchedFollower = !isSource
            $0.matchedName = name
            $0.matchedGeometry = properties == .frame && anchor == .center ? nil : MatchedGeometryOptions(properties: properties, anchor: anchor)
        }
    }

    /// Animates this node's frame when layout moves it under an animated transaction.
    @discardableResult public func animatesLayout() -> NodeRef {
        let id = ui.nodes[index].id
        return editExtras { $0.layoutAnimationKey = id }
    }
}

/// `matchedGeometryEffect`'s `properties` and `anchor` when they are not the defaults.
struct MatchedGeometryOptions {
    var properties: MatchedGeometryProperties
    var anchor: UnitPoint

    /// `matched` (the other view's frame, or the flight's) restricted to the properties
    /// matched; what is not matched comes from `own`, the frame layout gave the view. The
    /// anchor point is what a position match moves.
    func restrict(_ matched: Rect, own: Rect) -> Rect {
        let size = properties.contains(.size) ? matched.size : own.size
        let from = properties.contains(.position) ? matched : own
        let ax = from.minX + anchor.x * from.width, ay = from.minY + anchor.y * from.height
        return Rect(ax - anchor.x * size.width, ay - anchor.y * size.height, size.width, size.height)
    }
}

extension UI {
    /// Emit stage 1, the frame: a node whose frame animates (matched geometry, `animatesLayout`)
    /// is drawn where its animation is now, its children moved with it. False when it was
    /// visibly in flight and `emitFlight` drew it.
    @inline(__always)
    func applyAnimatedFrame(_ i: Int, _ e: Int, matched: Bool, parentOpacity: Double, _ p: inout EmitPlacement,
                            _ ctx: inout EmitContext, _ out: inout EmitOutputs) -> Bool {
        guard let (r, flying, insets) = animatedFrame(i, e, scroll: ctx.scroll, scrollOrigin: ctx.scrollOrigin) else { return true }
        if flying && !ctx.inFlightPass {
            emitFlight(i, opacity: parentOpacity, shift: p.shift, &ctx, &out)
            return false
        }
        let n = nodes.pointer(i)
        let nodeRect = n.pointee.rect, nodeContent = n.pointee.contentRect
        if matched && (abs(r.width - nodeRect.width) > 0.01 || abs(r.height - nodeRect.height) > 0.01) {
            // Matched geometry animates the frame (SwiftUI's `properties: .frame`): the
            // subtree is laid out again at the in-flight size, so text re-wraps and images
            // refill. (Its hit region stays the slot layout gave it.)
            let off = n.pointee.offset
            place(i, Rect(r.minX - off.x, r.minY - off.y, r.width, r.height))
            p.shift = .zero
            p.rect = n.pointee.rect
            p.content = n.pointee.contentRect
        } else {
            // Drawn at the animated frame (window space); children move with it. Its content
            // keeps its insets in the frame (its padding), or glides between two.
            p.shift = Point(r.minX - nodeRect.minX, r.minY - nodeRect.minY)
            p.rect = r
            let ins = insets ?? ContentInsets(nodeRect, nodeContent)
            p.content = ins.content(in: r)
        }
        return true
    }

    /// The frames of this pass's matched-geometry sources (followers take them); a key with
    /// two sources is reported once.
    func collectMatchedSources() {
        animationState.matchedSources.removeAll(keepingCapacity: true)
        for i in nodesWithExtras() {
            let e = nodes[i].extra
            guard let key = tree.extras[e].matchedKey, !tree.extras[e].matchedFollower else { continue }
            if animationState.matchedSources[key] != nil {
                warn("matchedGeometryEffect(id: \"\(tree.extras[e].matchedName ?? "")\", in: \"\(key.namespace)\"): two views are its source in one frame (pass isSource: false to all but one)")
            }
            animationState.matchedSources[key] = nodes[i].rect
        }
    }

    /// Where a node with an animated frame is drawn now.
    /// (Takes the scroll view and its origin rather than the whole context: passing the context
    /// by value retained its four arrays for every node.)
    func animatedFrame(_ i: Int, _ e: Int, scroll: ObjectIdentifier?,
                               scrollOrigin: Point) -> (rect: Rect, flying: Bool, insets: ContentInsets?)? {
        let extras = self.tree.extras[e]
        var key: UInt64
        if let m = extras.matchedKey {
            key = m.identity.raw
        } else if let l = extras.layoutAnimationKey {
            key = l.child("layout").raw
        } else {
            return nil
        }
        let n = nodes[i]
        var target = n.rect
        if extras.matchedFollower, let m = extras.matchedKey {
            // Not the source: the source's frame (this frame's), animated on its own.
            guard let source = animationState.matchedSources[m] else { return nil }
            target = extras.matchedGeometry?.restrict(source, own: n.rect) ?? source
            // Keyed by the view, not the id: pointed at another source, it glides there.
            key = n.id.child("matchedFollower").raw
        }
        let relative = target.offsetBy(-scrollOrigin.x, -scrollOrigin.y)
        let entry = store.get(key) { FrameAnimation(target, relative: relative, scroll: scroll) }
        if entry.value.target != target {
            // A transaction animates layout changes and moves between containers; a slot that
            // only moved because its scroll view scrolled is carried along, never re-animated.
            let sameScroll = entry.scroll == scroll
            let moved = !sameScroll || !entry.relative.isClose(to: relative)
            if moved, let a = animation(of: transaction(of: i)) {
                // Within one scroll view only the layout change animates: first carry the old
                // slot along with the scroll, then animate from there.
                if sameScroll {
                    entry.value.moveTarget(entry.relative.offsetBy(scrollOrigin.x, scrollOrigin.y))
                }
                entry.value.setTarget(target, animation: a, now: time)
                if let m = extras.matchedKey, !extras.matchedFollower { entry.commonAncestor = commonAncestor(of: i, withLast: m) }
            } else {
                entry.value.moveTarget(target)
            }
        }
        entry.relative = relative
        entry.scroll = scroll
        entry.value.prune(now: time)
        var value = entry.value.value(at: time)
        // A source matching only its position or size keeps the rest of its own frame.
        if !extras.matchedFollower, let options = extras.matchedGeometry { value = options.restrict(value, own: target) }
        var insets: ContentInsets? = nil
        if var ins = entry.insets {
            ins.prune(now: time)
            entry.insets = ins.isAnimating(at: time) ? ins : nil
            if ins.isAnimating(at: time) { insets = ins.value(at: time); animating = true }
        }
        guard entry.value.isAnimating(at: time) else { return (value, false, insets) }
        animating = true
        // Only a visibly displaced view leaves its container's clip: a spring's sub-point
        // tail stays in place (clipped, hit-tested where it is), not above everything.
        let d = value - target
        let displaced = max(abs(d.x), abs(d.y), abs(d.width), abs(d.height)) > 0.5
        return (value, displaced && extras.matchedKey != nil && !extras.matchedFollower, insets)
    }
}

extension UI {
    /// The innermost container node `i` is in that also held, last frame, the view with
    /// matched key `m` (the place it flies from): nil when there was none.
    func commonAncestor(of i: Int, withLast m: MatchedKey) -> NodeID? {
        var source = -1
        for k in previousTree.extraOwners where k < previousNodes.count {
            let e = previousNodes[k].extra
            if e >= 0, e < previousTree.extras.count, previousTree.extras[e].matchedKey == m, !previousTree.extras[e].matchedFollower {
                source = k
                break
            }
        }
        guard source >= 0 else { return nil }
        var before = Set<NodeID>()
        var a = previousNodes[source].parent
        while a >= 0 { before.insert(previousNodes[a].id); a = previousNodes[a].parent }
        var b = nodes[i].parent
        while b >= 0 {
            if before.contains(nodes[b].id) { return nodes[b].id }
            b = nodes[b].parent
        }
        return nil
    }

    /// Node `i`, visibly in flight, drawn where it is in the tree (its destination's place in
    /// the z-order: what is drawn after it covers it, as in SwiftUI) but above the clips of the
    /// containers it flies between: those below the innermost container it was in both before
    /// and now are lifted while it is drawn (a photo flying out of one scroll view into another
    /// is never cut off; one moving within a scroll view stays inside it). It is still hit in
    /// its slot, inside its container's clip.
    func emitFlight(_ i: Int, opacity: Double, shift: Point, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let saved = (ctx.clip, ctx.hitBound)
        var escaped: [Rect] = []
        if let first = escapedClipIndex(i, ctx) {
            // Popped down to the clip in force at the common container, then pushed again.
            for k in stride(from: ctx.clips.count - 1, through: first, by: -1) {
                escaped.append(k + 1 < ctx.clips.count ? ctx.clips[k + 1].before : ctx.clip)
                out.commands.append(.popClip)
            }
            ctx.clip = ctx.clips[first].before
        }
        ctx.hitBound = saved.0.intersection(saved.1)
        let wasInFlight = ctx.inFlightPass
        ctx.inFlightPass = true
        emitNode(i, opacity: opacity, shift: shift, &ctx, &out)
        ctx.inFlightPass = wasInFlight
        for r in escaped.reversed() { out.commands.append(.pushClip(r)) }
        (ctx.clip, ctx.hitBound) = saved
    }

    /// The first of the clips in force that a flight of node `i` escapes: the outermost one
    /// pushed below the innermost container it shares with where it flies from (all of them when
    /// none is known). Nil when none is escaped, or one was pushed under a render effect it is
    /// not drawn under (a clip is only lifted in the space it was pushed in).
    private func escapedClipIndex(_ i: Int, _ ctx: EmitContext) -> Int? {
        guard !ctx.clips.isEmpty else { return nil }
        let key = extras(of: i).flatMap { $0.matchedKey }.map { $0.identity.raw }
        let common = key.flatMap { store.peek($0, as: FrameAnimation.self)?.commonAncestor }
        var first = 0
        if let common {
            // The clips pushed by the common container and its ancestors stay.
            var a = nodes[i].parent
            while a >= 0 && nodes[a].id != common { a = nodes[a].parent }
            guard a >= 0 else { return nil }
            var kept = Set<Int32>()
            while a >= 0 { kept.insert(Int32(a)); a = nodes[a].parent }
            while first < ctx.clips.count && kept.contains(ctx.clips[first].node) { first += 1 }
        }
        guard first < ctx.clips.count, ctx.clips[first...].allSatisfy({ $0.transform == ctx.transform }) else { return nil }
        return first
    }
}

/// The animated frame of a matched-geometry or layout-animated view, with where its slot sat
/// inside its scroll view last frame (to tell layout changes from scrolling).
extension Rect {
    /// Equal within `tolerance` points on every coordinate (layout arithmetic rounds).
    func isClose(to r: Rect, tolerance: Double = 0.01) -> Bool {
        abs(x - r.x) <= tolerance && abs(y - r.y) <= tolerance
            && abs(width - r.width) <= tolerance && abs(height - r.height) <= tolerance
    }
}

final class FrameAnimation {
    var value: AnimatedValue<Rect>
    /// Where the content sits in the frame while its padding glides (implicit animations).
    var insets: AnimatedValue<ContentInsets>? = nil
    var relative: Rect
    var scroll: ObjectIdentifier?
    /// A matched flight's: the innermost container the view was in both last frame and now
    /// (the clips below it, of the containers it flies between, do not cut it off).
    var commonAncestor: NodeID? = nil
    init(_ rect: Rect, relative: Rect, scroll: ObjectIdentifier?) {
        value = AnimatedValue(rect); self.relative = relative; self.scroll = scroll
    }
}


/// How far a node's content rect is inside its frame, edge by edge (its padding, and its
/// frame's alignment): a vector, so a change of padding can glide.
struct ContentInsets: VectorArithmetic {
    var left: Double, top: Double, right: Double, bottom: Double
    init(left: Double, top: Double, right: Double, bottom: Double) {
        self.left = left; self.top = top; self.right = right; self.bottom = bottom
    }
    /// The insets of `content` in `frame`.
    init(_ frame: Rect, _ content: Rect) {
        self.init(left: content.minX - frame.minX, top: content.minY - frame.minY,
                  right: frame.maxX - content.maxX, bottom: frame.maxY - content.maxY)
    }
    /// The content rect these insets leave in `frame`.
    func content(in frame: Rect) -> Rect {
        Rect(frame.minX + left, frame.minY + top, max(0, frame.width - left - right), max(0, frame.height - top - bottom))
    }
    static var zero: ContentInsets { ContentInsets(left: 0, top: 0, right: 0, bottom: 0) }
    static func + (a: ContentInsets, b: ContentInsets) -> ContentInsets {
        ContentInsets(left: a.left + b.left, top: a.top + b.top, right: a.right + b.right, bottom: a.bottom + b.bottom)
    }
    static func - (a: ContentInsets, b: ContentInsets) -> ContentInsets { a + b.scaled(by: -1) }
    func scaled(by f: Double) -> ContentInsets { ContentInsets(left: left * f, top: top * f, right: right * f, bottom: bottom * f) }
    var magnitudeSquared: Double { left * left + top * top + right * right + bottom * bottom }
    /// Equal within `tolerance` on every edge.
    func isClose(to o: ContentInsets, tolerance: Double) -> Bool {
        abs(left - o.left) <= tolerance && abs(top - o.top) <= tolerance && abs(right - o.right) <= tolerance
            && abs(bottom - o.bottom) <= tolerance
    }
}
