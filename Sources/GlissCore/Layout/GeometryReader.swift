/// What a `geometryReader` built its content with, kept across passes and frames.
final class GeometryReaderState {
    var proxy: GeometryProxy? = nil
}

extension GeometryProxy {
    /// Same size, window frame and named spaces.
    func sameGeometry(as o: GeometryProxy) -> Bool {
        size == o.size && global == o.global && spaces == o.spaces
    }
}

extension UI {
    /// A container that hands its content the space it is offered (SwiftUI `GeometryReader`):
    /// it takes all of its proposal (10 points on an axis proposed nothing) and `content` gets
    /// a ``GeometryProxy`` with its `size` and `frame(in:)`; children are offered that size and
    /// placed at its top-leading corner.
    ///
    /// Built before layout, the content is built with the geometry the reader had when last
    /// laid out; when layout finds a different one, the frame is built again in the same frame
    /// (as lazy containers do with their guesses), so what is drawn always matches.
    ///
    /// ```swift
    /// ui.geometryReader { geo in
    ///     ui.roundedRectangle(cornerRadius: 8, fill: .blue)
    ///         .frame(width: geo.size.width * progress, height: geo.size.height)
    /// }
    /// .frame(height: 20)
    /// ```
    @discardableResult
    public func geometryReader(id: some IdentityKey = PositionalKey(), _ content: (GeometryProxy) -> Void) -> NodeRef {
        let index = add(.geometryReader, .geometryReader, idBits: id.explicitBits)
        let state = store.get(nodes[index].id.child("geometry").raw) { GeometryReaderState() }
        editExtras(index) { $0.geometryReader = state }
        tree.geometryReaderNodes.append(index)
        let proxy = state.proxy ?? GeometryProxy(size: .zero, global: .zero, spaces: [:])
        levels.append(BuildLevel(parent: index, scope: nodes[index].id, next: 0))
        content(proxy)
        levels.removeLast()
        return ref(index)
    }

    /// After layout: true (another pass) when a reader's geometry differs from what its
    /// content was built with.
    func checkGeometryReaders() -> Bool {
        var dirty = false
        for i in tree.geometryReaderNodes {
            guard let state = extras(of: i)?.geometryReader else { continue }
            // Its content's space: inside the reader's padding (and frame), as a reader inside
            // `.padding()` is in SwiftUI; its children are placed there.
            let all = geometry(of: i), content = nodes[i].contentRect
            let g = GeometryProxy(size: content.size, global: content, spaces: all.spaces)
            if let p = state.proxy, p.sameGeometry(as: g) { continue }
            state.proxy = g
            dirty = true
        }
        return dirty
    }
}
