import Foundation

/// SwiftUI's implicit animation of everything a change under an animation touches: in a frame
/// whose changes are animated (`withAnimation`, `animation(_:value:)`), each view is compared
/// with last frame's view of the same identity, and
///
/// - a view whose frame moved or resized relative to its parent (an `offset`, a `position`, a
///   `frame`, a `padding`, a sibling that came or went) glides from where it was;
/// - a view whose `opacity` changed fades to it;
/// - a text whose colour or font size changed glides to them;
/// - a view that appeared with no `transition` of its own fades in, and one that went away
///   fades out where it was (SwiftUI's default transition, `.opacity`).
///
/// Last frame's nodes and side tables are kept by swapping buffers at the start of a frame (no
/// copy); what last frame drew, and where each node's commands were in it, by emit. The
/// running animations live in `AnimationState` and are put back on their views each frame
/// until they end. Only the topmost view of what changed animates: a child that kept its place
/// in its parent rides along with it.
///
/// Identity is Gliss's: a view keyed by position takes the identity of the view before it in
/// its container when a view is inserted before it (give list items an `id:`).

/// Where a node's draw commands were in the frame's list (`start..<end`; -1: not drawn).
struct EmitRange {
    var start: Int32
    var end: Int32
    static let none = EmitRange(start: -1, end: -1)
}

/// A text's animatable values: its colour and font size.
struct TextVector: VectorArithmetic {
    var color: Color
    var size: Double
    static var zero: TextVector { TextVector(color: .zero, size: 0) }
    static func + (l: TextVector, r: TextVector) -> TextVector { TextVector(color: l.color + r.color, size: l.size + r.size) }
    static func - (l: TextVector, r: TextVector) -> TextVector { TextVector(color: l.color - r.color, size: l.size - r.size) }
    func scaled(by f: Double) -> TextVector { TextVector(color: color.scaled(by: f), size: size * f) }
    var magnitudeSquared: Double { color.magnitudeSquared + size * size }
}

/// The implicit animations running, by view (see the top of this file).
struct ImplicitAnimations {
    /// Views whose frame glides (a `FrameAnimation` under their layout key in the store).
    var frames = Set<NodeID>()
    /// Views whose opacity fades.
    var opacities: [NodeID: AnimatedValue<Double>] = [:]
    /// Views fading in with the default transition.
    var fades = Set<NodeID>()
    /// Texts whose colour and size glide (keyed by the text, or by its matched geometry).
    var texts: [NodeID: AnimatedValue<TextVector>] = [:]
    /// Matched views' texts as last drawn (by which view), by matched identity: a text that
    /// flies takes the font size and colour of the view it leaves and glides to its own.
    var matchedTexts: [NodeID: (node: NodeID, value: TextVector)] = [:]
    /// Matched views' shapes (their own, or their background's) as last drawn.
    var matchedShapes: [NodeID: (node: NodeID, value: ShapeVector)] = [:]

    var isEmpty: Bool { frames.isEmpty && opacities.isEmpty && fades.isEmpty }

    /// Stands for "no scroll view known": a frame animation made with it always animates from
    /// where the view was (see `UI.animatedFrame`).
    static let unknownScroll = ObjectIdentifier(Sentinel.shared)
    private final class Sentinel { static let shared = Sentinel() }
}

extension UI {
    /// At the start of a frame: last frame's nodes and side tables become the previous ones.
    func keepPreviousFrame() {
        nodes.swapContents(with: previousNodes)
        swap(&tree, &previousTree)
        outputs.inspectorNodesArePrevious = true
    }

    /// After the frame's last pass, before emit: compares the frame with the last one when its
    /// changes are animated, and puts the running implicit animations back on their views.
    func resolveImplicitAnimations() {
        if !animationState.implicit.isEmpty { forgetEndedImplicitAnimations() }
        if build.frameTransaction?.animation != nil || !build.watchFired.isEmpty { startImplicitAnimations() }
        if !animationState.implicit.isEmpty { applyImplicitAnimations() }
    }

    /// Where the views of a frame with animated changes were last frame: what moved, faded,
    /// came or went starts animating. The two trees are walked together from the root; a
    /// container whose children changed has them paired by what they are (SwiftUI's structural
    /// identity: an `if` that inserts a view before others does not make them other views).
    private func startImplicitAnimations() {
        guard !previousNodes.isEmpty, !nodes.isEmpty, nodes[0].id == previousNodes[0].id else { return }
        animationState.detachedNow = detachedStacks(in: nodes)
        animationState.detachedBefore = detachedStacks(in: previousNodes)
        compareImplicitly(0, 0)
        animationState.detachedNow.removeAll()
        animationState.detachedBefore.removeAll()
    }

    /// Node `i` against last frame's node `j` (the same view), then what is attached to it and
    /// its children against theirs.
    private func compareImplicitly(_ i: Int, _ j: Int) {
        let prev = previousNodes
        let n = nodes.pointer(i)
        let animation = animation(of: transaction(of: n))
        let extras = extras(of: i)
        // A stack taken out of the tree (`TransparentWrappers`) is not drawn: its view, compared
        // below, animates in its place.
        if let animation, !n.pointee.detached, extras?.matchedKey == nil, extras?.layoutAnimationKey == nil {
            startFrameAnimation(i, was: j, animation)
            if prev[j].opacity != n.pointee.opacity {
                var v = animationState.implicit.opacities[n.pointee.id] ?? AnimatedValue(prev[j].opacity)
                v.setTarget(n.pointee.opacity, animation: animation, now: time)
                animationState.implicit.opacities[n.pointee.id] = v
            }
            if case .text(let ti) = n.pointee.kind, case .text(let pti) = prev[j].kind, pti < previousTree.texts.count {
                let was = previousTree.texts[pti], t = tree.texts[ti]
                if was.color != t.color || was.font.size != t.font.size {
                    startTextAnimation(n.pointee.id, from: TextVector(color: was.color, size: was.font.size),
                                       to: TextVector(color: t.color, size: t.font.size), animation)
                }
            }
        }
        // A background or overlay that came or went fades; one that stayed is compared.
        for (now, was) in [(n.pointee.background, prev[j].background), (n.pointee.overlay, prev[j].overlay)] {
            switch (now, was) {
            case let (a?, b?): compareImplicitly(a, b)
            case let (a?, nil): fadeIn(a)
            case let (nil, b?): if let animation { fadeOut(b, animation) }
            default: break
            }
        }
        // The children: by position when they are the same views as last frame (nearly
        // always), else paired by what they are.
        let now = childrenAsBuilt(i, nodes, animationState.detachedNow)
        let was = childrenAsBuilt(j, prev, animationState.detachedBefore)
        if now.count == was.count && zip(now, was).allSatisfy({ nodes[$0].id == prev[$1].id }) {
            for (a, b) in zip(now, was) { compareImplicitly(a, b) }
            return
        }
        let lazy = n.pointee.tag == .lazy
        for pair in pairChildren(now, was, byIdentityOnly: lazy) {
            switch pair {
            case let (a?, b?): compareWrapped(a, b)
            // Items of a lazy container come and go as it scrolls: not transitions.
            case let (a?, nil): if !lazy { fadeIn(a) }
            case let (nil, b?): if !lazy, let animation { fadeOut(b, animation) }
            default: break
            }
        }
    }

    /// The children of node `i` of `buffer` as they were built: a view whose stacks were taken
    /// out of the tree (`TransparentWrappers`) as the outermost of them, and such a stack's
    /// child its own. So a stack of one view this frame and of two the last (an `if` in it)
    /// is the same stack in both, and its view the same view.
    private func childrenAsBuilt(_ i: Int, _ buffer: NodeBuffer, _ detached: [Int: Int]) -> [Int] {
        if buffer[i].detached { return [buffer[i].firstChild] }
        var out: [Int] = []
        var c = buffer[i].firstChild
        while c >= 0 {
            var built = c
            if !detached.isEmpty { while let s = detached[built] { built = s } }
            out.append(built)
            c = buffer[c].nextSibling
        }
        return out
    }

    /// For each node a stack taken out of the tree held (its first child), that stack: a scan
    /// of the frame's nodes, only in a frame with animated changes. (A field for it in every
    /// node made `Node` 520 bytes, and every node's address a multiply: +1.3 % of `bench
    /// nested`.)
    private func detachedStacks(in buffer: NodeBuffer) -> [Int: Int] {
        var out: [Int: Int] = [:]
        for s in 0..<buffer.count where buffer[s].detached { out[buffer[s].firstChild] = s }
        return out
    }

    /// The view a stack taken out of the tree stands for, through a chain of them; `i` itself
    /// for any other node. (What such a stack would draw, and fade, is its view's.)
    private func drawnView(_ buffer: NodeBuffer, _ i: Int) -> Int {
        var i = i
        while buffer[i].detached { i = buffer[i].firstChild }
        return i
    }

    /// A child paired with last frame's: the same node, or the same view wrapped differently
    /// (a modifier that wraps, `scaleEffect` after `rotationEffect`, applied in one frame and
    /// not the other), compared as the views inside the wrappers.
    private func compareWrapped(_ a: Int, _ b: Int) {
        if nodes[a].id == previousNodes[b].id { compareImplicitly(a, b) }
        else { compareImplicitly(unwrapped(nodes, a), unwrapped(previousNodes, b)) }
    }

    /// The view node `i` wraps (see `UI.wrap`), through every wrapper; `i` if it wraps none.
    private func unwrapped(_ buffer: NodeBuffer, _ i: Int) -> Int {
        var i = drawnView(buffer, i)
        while buffer[i].childCount == 1, buffer[i].firstChild >= 0, buffer[i].id == buffer[buffer[i].firstChild].id.child("wrap") {
            i = buffer[i].firstChild
        }
        return i
    }

    /// What a view is, for pairing this frame's children with last frame's: its explicit id,
    /// or its kind and what it shows (its text, image or label, its shape and colours; for a
    /// container, the first of these inside it).
    private struct Signature: Equatable {
        var key: UInt64?
        var tag: NodeTag
        var content: String?
    }

    private func signature(_ buffer: NodeBuffer, _ t: FrameTree, _ i: Int) -> Signature {
        let n = buffer[unwrapped(buffer, i)]
        // What it shows: its own content, else the first content inside it (a row's title).
        func content(_ k: Int) -> String? {
            let m = buffer[k]
            switch m.kind {
            case .text(let ti) where ti < t.texts.count: return t.texts[ti].string
            case .image(let ii) where ii < t.images.count: return t.images[ii].name
            case .shape(let si) where si < t.shapes.count:
                let s = t.shapes[si]
                return "\(s.kind)\(s.fill.map { "\($0)" } ?? "")\(s.stroke.map { "\($0)" } ?? "")"
            default:
                guard let k = m.label.tableIndex, k < t.labels.count else { return nil }
                return t.labels[k]
            }
        }
        var found = content(unwrapped(buffer, i))
        var pending = [buffer[unwrapped(buffer, i)].firstChild], visited = 0
        while found == nil, let k = pending.popLast(), k >= 0, visited < 32 {
            visited += 1
            found = content(k)
            if buffer[k].nextSibling >= 0 { pending.append(buffer[k].nextSibling) }
            if buffer[k].firstChild >= 0 { pending.append(buffer[k].firstChild) }
        }
        return Signature(key: n.explicitKey, tag: n.tag, content: found)
    }

    /// This frame's children `now` paired with last frame's `was`: the longest common
    /// subsequence of their signatures (an explicit id is the whole signature), or by identity
    /// alone (`byIdentityOnly`, or too many children to pair): (child, its counterpart), with
    /// nil for a child that came or went.
    private func pairChildren(_ now: [Int], _ was: [Int], byIdentityOnly: Bool) -> [(Int?, Int?)] {
        let prev = previousNodes
        if byIdentityOnly || now.count * was.count > 4096 {
            var index: [NodeID: Int] = [:]
            for b in was { index[prev[unwrapped(prev, b)].id] = b }
            var out: [(Int?, Int?)] = now.map { a in (a, index.removeValue(forKey: nodes[unwrapped(nodes, a)].id)) }
            out += index.values.sorted().map { (nil, $0) }
            return out
        }
        let a = now.map { signature(nodes, tree, $0) }
        let b = was.map { signature(prev, previousTree, $0) }
        // lcs[x][y]: the longest common subsequence of a[x...] and b[y...].
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for x in stride(from: a.count - 1, through: 0, by: -1) {
            for y in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[x][y] = a[x] == b[y] ? lcs[x + 1][y + 1] + 1 : max(lcs[x + 1][y], lcs[x][y + 1])
            }
        }
        var out: [(Int?, Int?)] = []
        var x = 0, y = 0
        while x < a.count || y < b.count {
            if x < a.count && y < b.count && a[x] == b[y] { out.append((now[x], was[y])); x += 1; y += 1 }
            else if y < b.count && (x == a.count || lcs[x][y + 1] >= lcs[x + 1][y]) { out.append((nil, was[y])); y += 1 }
            else { out.append((now[x], nil)); x += 1 }
        }
        return out
    }

    /// Node `i` appeared under an animation with no transition of its own: it fades in
    /// (SwiftUI's default transition, `.opacity`).
    private func fadeIn(_ i: Int) {
        let i = drawnView(nodes, i)
        guard animation(of: transaction(of: i)) != nil, !nodes[i].hidden else { return }
        if let e = extras(of: i), e.transition != nil { return }
        guard holdsMatchedView(nodes, tree, i) else {
            animationState.implicit.fades.insert(nodes[i].id)
            return
        }
        // A view that flies in (matched geometry) arrives by its flight. One that holds such a
        // view is not faded (that would hide the flight), but the rest of it fades in around
        // the flight, as SwiftUI's: a hero card's details and its Close button.
        if let e = extras(of: i), e.matchedKey != nil { return }
        forEachPart(of: i, in: nodes) { fadeIn($0) }
    }

    /// The children, background and overlay of node `i` of `buffer`.
    private func forEachPart(of i: Int, in buffer: NodeBuffer, _ body: (Int) -> Void) {
        var c = buffer[i].firstChild
        while c >= 0 { body(c); c = buffer[c].nextSibling }
        if let b = buffer[i].background { body(b) }
        if let o = buffer[i].overlay { body(o) }
    }

    /// True when node `i` of `buffer` (with its side tables `t`), or a view inside it, has a
    /// matched-geometry key: it comes and goes by flying, not by fading.
    private func holdsMatchedView(_ buffer: NodeBuffer, _ t: FrameTree, _ i: Int) -> Bool {
        var pending = [i]
        while let k = pending.popLast() {
            let e = buffer[k].extra
            if e >= 0, e < t.extras.count, t.extras[e].matchedKey != nil { return true }
            var c = buffer[k].firstChild
            while c >= 0 { pending.append(c); c = buffer[c].nextSibling }
            if let b = buffer[k].background { pending.append(b) }
            if let o = buffer[k].overlay { pending.append(o) }
        }
        return false
    }

    /// Node `i` (node `j` last frame) glides from last frame's frame when it moved or resized
    /// in its parent (a child that kept its place rides along with its parent), and its content
    /// from where it sat in it when its padding changed.
    private func startFrameAnimation(_ i: Int, was j: Int, _ animation: Animation) {
        let n = nodes[i], old = previousNodes[j]
        let rect = n.rect, was = old.rect
        // A stack taken out of the tree last frame had no padding: its content rect (not
        // kept, `placeDetachedWrappers`) was its rect.
        let oldContent = old.detached ? old.rect : old.contentRect
        guard rect.isFinite, was.isFinite, n.contentRect.isFinite, oldContent.isFinite else { return }
        let insets = ContentInsets(rect, n.contentRect), wasInsets = ContentInsets(was, oldContent)
        let padded = !insets.isClose(to: wasInsets, tolerance: 0.5)
        var moved = !rect.isClose(to: was, tolerance: 0.5)
        // Its place in its parent, then and now (a scroll view's content against the content's
        // origin, so scrolling is not a move).
        func origin(_ buffer: NodeBuffer, _ p: Int, previous: Bool) -> Point? {
            guard p >= 0 else { return nil }
            if case .scroll(let si) = buffer[p].kind {
                let scrolls = previous ? previousTree.scrollViews : tree.scrollViews
                guard si < scrolls.count else { return nil }
                return previous ? scrolls[si].lastFrameContentOrigin : scrolls[si].contentOrigin
            }
            return buffer[p].rect.origin
        }
        if moved, n.parent >= 0 && old.parent >= 0, let o = origin(nodes, n.parent, previous: false),
           let po = origin(previousNodes, old.parent, previous: true) {
            let here = Rect(rect.minX - o.x, rect.minY - o.y, rect.width, rect.height)
            let there = Rect(was.minX - po.x, was.minY - po.y, was.width, was.height)
            moved = !here.isClose(to: there, tolerance: 0.5)
        }
        guard moved || padded else { return }
        let key = n.id.child("layout").raw
        // Running already (a change mid-flight): it retargets from where it is.
        if store.peek(key, as: FrameAnimation.self) == nil || !animationState.implicit.frames.contains(n.id) {
            store.remove(key)
            _ = store.get(key) { FrameAnimation(moved ? was : rect, relative: was, scroll: ImplicitAnimations.unknownScroll) }
        }
        if padded, let entry = store.peek(key, as: FrameAnimation.self) {
            var v = entry.insets ?? AnimatedValue(wasInsets)
            v.setTarget(insets, animation: animation, now: time)
            entry.insets = v
        }
        animationState.implicit.frames.insert(n.id)
    }

    /// A text's colour and size glide from `from` (or from where they are, mid-glide) to `to`.
    func startTextAnimation(_ id: NodeID, from: TextVector, to: TextVector, _ animation: Animation) {
        var v = animationState.implicit.texts[id] ?? AnimatedValue(from)
        v.setTarget(to, animation: animation, now: time)
        animationState.implicit.texts[id] = v
    }

    /// Last frame's node `j`, gone now, keeps drawing what it drew while it fades out (unless
    /// it leaves otherwise: a transition of its own, a matched flight; the rest of a view
    /// holding a flying one fades out around the flight).
    private func fadeOut(_ j: Int, _ animation: Animation) {
        let j = drawnView(previousNodes, j)
        let n = previousNodes[j]
        guard animationState.liveTransitions[n.id] == nil else { return }
        let e = n.extra >= 0 && n.extra < previousTree.extras.count ? n.extra : -1
        if e >= 0 && previousTree.extras[e].transition != nil { return }
        if holdsMatchedView(previousNodes, previousTree, j) {
            if e < 0 || previousTree.extras[e].matchedKey == nil { forEachPart(of: j, in: previousNodes) { fadeOut($0, animation) } }
            return
        }
        let range = n.emitRange
        guard range.end > range.start, Int(range.end) <= animationState.lastCommands.count else { return }
        // The clip and the render effects' transform its commands were drawn under.
        var clip = Rect(origin: .zero, size: size), transform = Transform2D.identity
        var saved: [(Rect, Transform2D)] = []
        for c in animationState.lastCommands[0..<Int(range.start)] {
            switch c {
            case .pushClip(let r): saved.append((clip, transform)); clip = r
            case .pushTransform(let m):
                saved.append((clip, transform))
                transform = transform.concatenating(after: m)
                clip = m.inverted?.boundingBox(clip) ?? .zero
            case .popClip, .popTransform: if let s = saved.popLast() { (clip, transform) = s }
            default: break
            }
        }
        let rec = TransitionRecord()
        rec.commands = Array(animationState.lastCommands[Int(range.start)..<Int(range.end)])
        rec.rect = previousNodes[j].rect
        rec.clip = clip
        rec.transform = transform
        rec.transition = .opacity
        var g = Ghost(record: rec, presence: AnimatedValue(1))
        g.presence.setTarget(0, animation: animation, now: time)
        animationState.ghosts.append(g)
    }

    /// Forgets the implicit animations that ended last frame.
    private func forgetEndedImplicitAnimations() {
        var im = animationState.implicit
        for id in im.frames {
            if let entry = store.peek(id.child("layout").raw, as: FrameAnimation.self),
               entry.value.isAnimating(at: time) || entry.insets?.isAnimating(at: time) == true { continue }
            im.frames.remove(id)
        }
        for (id, v) in im.opacities where !v.isAnimating(at: time) { im.opacities[id] = nil }
        for id in im.fades {
            let rec = animationState.liveTransitions[id]
            if let rec, rec.presence.isAnimating(at: time) { continue }
            // Faded in (or no longer drawn): the view drops its default transition, and is not
            // taken for gone when it stops having one.
            if let rec {
                animationState.liveTransitions[id] = nil
                store.remove(rec.storeKey)
            }
            im.fades.remove(id)
        }
        animationState.implicit = im
    }

    /// Puts the running implicit animations on their views (extras emit reads).
    private func applyImplicitAnimations() {
        let im = animationState.implicit
        for i in nodes.indices {
            let id = nodes[i].id
            let frame = im.frames.contains(id), opacity = im.opacities[id] != nil, fade = im.fades.contains(id)
            guard frame || opacity || fade else { continue }
            editExtras(i) { e in
                if frame && e.layoutAnimationKey == nil && e.matchedKey == nil { e.layoutAnimationKey = id; e.implicitFrame = true }
                if opacity { e.implicitOpacity = true }
                if fade && e.transition == nil { e.transition = .opacity }
            }
        }
    }

    /// The opacity node `i` is drawn with: its own, or where its implicit fade is now.
    func implicitOpacity(_ i: Int) -> Double {
        let id = nodes[i].id
        guard let v = animationState.implicit.opacities[id] else { return nodes[i].opacity }
        if v.isAnimating(at: time) { animating = true }
        return v.value(at: time)
    }

    /// A text's colour and size now, when they glide (nil: as built).
    func implicitText(_ id: NodeID) -> TextVector? {
        guard var v = animationState.implicit.texts[id] else { return nil }
        v.prune(now: time)
        guard v.isAnimating(at: time) else {
            animationState.implicit.texts[id] = nil
            return nil
        }
        animationState.implicit.texts[id] = v
        animating = true
        return v.value(at: time)
    }

    /// Node `i`'s text (`tree.texts[ti]`) with its colour and size where they glide now: an
    /// implicit animation of the text, or, for a matched view, from the view it left.
    @inline(never)
    func emitGlidingText(_ i: Int, _ ti: Int, matched: MatchedKey?, content: Rect, opacity: Double, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let id = nodes[i].id
        var key = id
        if let m = matched {
            key = m.identity.child("text")
            let now = TextVector(color: tree.texts[ti].color, size: tree.texts[ti].font.size)
            if let last = animationState.implicit.matchedTexts[key], last.value != now, let a = animation(of: transaction(of: i)) {
                startTextAnimation(key, from: last.value, to: now, a)
            }
            animationState.implicit.matchedTexts[key] = (id, now)
        }
        guard let v = implicitText(key) else { return emitText(i, ti, content: content, opacity: opacity, &ctx, &out) }
        let saved = (tree.texts[ti].color, tree.texts[ti].font)
        tree.texts[ti].color = v.color
        tree.texts[ti].font.size = max(0.5, v.size)
        emitText(i, ti, content: content, opacity: opacity, &ctx, &out)
        (tree.texts[ti].color, tree.texts[ti].font) = saved
    }

    /// A matched view's shape (its own, or its background's) while its radius and colours
    /// glide: from the matched view it left (or from its own last values) to `target`.
    func matchedShape(_ m: MatchedKey, _ node: Int32, _ id: NodeID, _ target: ShapeVector, _ transaction: Transaction?) -> ShapeVector? {
        let key = m.identity.child("shape")
        // Recorded as any shape is, so the others keep their places in last frame's record.
        divergeShapeHistory()
        animationState.shapeHistoryNext.append(ShapeRecord(id: id, value: target, node: node))
        let last = animationState.implicit.matchedShapes[key]
        animationState.implicit.matchedShapes[key] = (id, target)
        var v = animationState.shapeAnimations[key]
        if let last, last.value != target, let a = animation(of: transaction) {
            if v == nil { v = AnimatedValue(last.value) }
            v!.setTarget(target, animation: a, now: time)
        } else if v != nil, v!.target != target {
            v!.moveTarget(target)
        }
        return v.flatMap { running(key, $0) }
    }
}
