/// The portal's names, and the `OpenFile` / `SaveFile` call a request becomes: pure, so what is
/// sent can be tested without a bus.
enum PortalCall {
    static let service = "org.freedesktop.portal.Desktop"
    static let objectPath = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.FileChooser"
    static let requestInterface = "org.freedesktop.portal.Request"

    /// The method `request` calls.
    static func method(_ request: PortalFileRequest) -> String {
        if case .save = request.kind { return "SaveFile" }
        return "OpenFile"
    }

    /// The object path the portal will give the request made with `token` by the connection
    /// whose unique name is `uniqueName`, per the spec:
    /// `/org/freedesktop/portal/desktop/request/SENDER/TOKEN`, SENDER being the unique name
    /// without its leading `:` and with each `.` made `_` (`:1.42` → `1_42`).
    static func requestPath(uniqueName: String, token: String) -> String {
        var sender = Substring(uniqueName)
        if sender.first == ":" { sender = sender.dropFirst() }
        return objectPath + "/request/" + sender.replacingOccurrences(of: ".", with: "_") + "/" + token
    }

    /// A fresh handle token: letters, digits and `_` only, since it becomes a path element.
    /// Unique enough per connection (each request has its own connection anyway).
    static func makeToken() -> String {
        "gliss_" + String(UInt64.random(in: 0...UInt64.max), radix: 16)
    }

    /// The call's arguments: `parent_window`, `title` and the options `a{sv}`.
    static func arguments(_ request: PortalFileRequest, token: String) -> [PortalValue] {
        [.string(request.parentWindow), .string(request.title), .vardict(options(request, token: token))]
    }

    /// The options, in the spec's names. `modal` is always true: the app's window waits on it.
    static func options(_ request: PortalFileRequest, token: String) -> [PortalValue.Entry] {
        var o: [PortalValue.Entry] = [.init("handle_token", .string(token)), .init("modal", .bool(true))]
        if let label = request.acceptLabel { o.append(.init("accept_label", .string(label))) }
        switch request.kind {
        case .open(let multiple, let directory):
            o.append(.init("multiple", .bool(multiple)))
            o.append(.init("directory", .bool(directory)))
        case .save(let currentName):
            if let currentName { o.append(.init("current_name", .string(currentName))) }
        }
        if !request.filters.isEmpty {
            let filters = request.filters.map(filter)
            o.append(.init("filters", .array(element: "(sa(us))", filters)))
            o.append(.init("current_filter", filters[0]))
        }
        if let folder = request.currentFolder { o.append(.init("current_folder", .bytes(pathBytes(folder)))) }
        return o
    }

    /// One filter as `(sa(us))`: its name, then each glob as `(0, glob)` and each MIME type
    /// as `(1, type)`.
    static func filter(_ f: PortalFileRequest.Filter) -> PortalValue {
        let rules = f.globs.map { PortalValue.structure([.uint32(0), .string($0)]) }
            + f.mimeTypes.map { PortalValue.structure([.uint32(1), .string($0)]) }
        return .structure([.string(f.name), .array(element: "(us)", rules)])
    }

    /// A path as the portal's `ay`: its bytes, NUL-terminated (the spec asks for the NUL).
    static func pathBytes(_ path: String) -> [UInt8] {
        Array(path.utf8) + [0]
    }
}
