/// After layout, each pass reduces preference values in tree order and queues the
/// `onPreferenceChange` handlers whose value changed (they run between passes).
extension UI {
    func resolvePreferences() -> Bool {
        var fired = false
        for i in nodesWithExtras() {
            let nodeReaders = tree.extras[nodes[i].extra].readers
            if nodeReaders.isEmpty { continue }
            for reader in nodeReaders {
                var values: [Any] = []
                collectPreferences(i, key: reader.key, into: &values)
                let value = reader.reduce(values)
                let last = store.get(nodes[i].id.child("pref").child(reader.keyName).raw) { Box<Any?>(nil) }
                if reader.changed(value, last) {
                    let h = reader.handler
                    enqueue { h(value) }
                    fired = true
                }
            }
            tree.readers.append(contentsOf: nodeReaders.map { (i, $0) })
        }
        return fired
    }

    /// Values of `key` in the subtree of `i`, in tree order (the node before its children).
    func collectPreferences(_ i: Int, key: ObjectIdentifier, into values: inout [Any]) {
        if let producers = extras(of: i)?.preferences {
            for p in producers where p.key == key {
                values.append(p.compute(geometry(of: i)))
            }
        }
        if let bg = nodes[i].background { collectPreferences(bg, key: key, into: &values) }
        for c in children(of: i) { collectPreferences(c, key: key, into: &values) }
        if let ov = nodes[i].overlay { collectPreferences(ov, key: key, into: &values) }
    }

    func geometry(of i: Int) -> GeometryProxy {
        var spaces: [String: Point] = [:]
        var a = nodes[i].parent
        if let own = extras(of: i)?.coordinateSpaceName { spaces[own] = nodes[i].rect.origin }
        while a >= 0 {
            if let name = extras(of: a)?.coordinateSpaceName, spaces[name] == nil { spaces[name] = nodes[a].rect.origin }
            a = nodes[a].parent
        }
        return GeometryProxy(size: nodes[i].rect.size, global: nodes[i].rect, spaces: spaces)
    }
}
