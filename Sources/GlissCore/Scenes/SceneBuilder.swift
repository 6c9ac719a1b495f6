/// The windows an app can open besides its main window — SwiftUI's scenes, declared in the
/// app's `scenes(_:)`:
///
/// ```swift
/// func scenes(_ scenes: SceneBuilder) {
///     scenes.window("Inspector", id: "inspector") { ui in … }
///     scenes.windowGroup(id: "doc", for: String.self) { ui, name in … }
///     scenes.settings { ui in … }
/// }
/// ```
///
/// The main window is the app's `body` (SwiftUI's `WindowGroup`). Each window has its own
/// frame, focus, presentations, scroll and animation state, and shares the app object.
public final class SceneBuilder {
    /// Every scene declared, in order.
    public private(set) var scenes: [Scene] = []

    /// An empty builder (the runtime makes one and passes it to the app's `scenes(_:)`).
    public init() {}

    /// A window with one instance — SwiftUI's `Window(_:id:)`: `ui.openWindow(id:)` opens it,
    /// or brings it forward when it is open. `title` titles it unless its root view has a
    /// `navigationTitle`.
    @discardableResult
    public func window(_ title: String, id: String, content: @escaping (UI) -> Void) -> SceneModifiers {
        add(Scene(id: id, title: title, kind: .window, valueType: nil) { ui, _ in content(ui) })
    }

    /// Windows showing one value each — SwiftUI's `WindowGroup(_:id:for:)`:
    /// `ui.openWindow(id:value:)` opens a window for a value, or brings forward the one open
    /// for it. `title` titles each window unless its root view has a `navigationTitle`
    /// (default: the app's title).
    @discardableResult
    public func windowGroup<V: Hashable>(_ title: String? = nil, id: String, for type: V.Type,
                                         content: @escaping (UI, V) -> Void) -> SceneModifiers {
        var scene = Scene(id: id, title: title, kind: .windowGroup, valueType: String(describing: V.self)) { ui, value in
            if let v = value?.base as? V { content(ui, v) }
        }
        scene.accepts = { $0.base is V }
        return add(scene)
    }

    /// The app's settings window — SwiftUI's `Settings`: opened with Ctrl+, (and the app
    /// menu's Settings…) or `ui.openSettings()`. Titled "Settings".
    @discardableResult
    public func settings(content: @escaping (UI) -> Void) -> SceneModifiers {
        add(Scene(id: Scene.settingsID, title: "Settings", kind: .settings, valueType: nil) { ui, _ in content(ui) })
    }

    /// The scene with `id`, or nil.
    public func scene(id: String) -> Scene? { scenes.first { $0.id == id } }

    private func add(_ scene: Scene) -> SceneModifiers {
        if let k = scenes.firstIndex(where: { $0.id == scene.id }) {
            // A repeated id: the later declaration wins (SwiftUI would pick one silently too).
            scenes[k] = scene
            return SceneModifiers(builder: self, index: k)
        }
        scenes.append(scene)
        return SceneModifiers(builder: self, index: scenes.count - 1)
    }

    fileprivate func edit(_ index: Int, _ change: (inout Scene) -> Void) { change(&scenes[index]) }
}

/// One declared scene: what its windows show and how they start.
public struct Scene {
    /// What kind of scene.
    public enum Kind: Equatable {
        /// One window (`window(_:id:content:)`).
        case window
        /// A window per value (`windowGroup(id:for:content:)`).
        case windowGroup
        /// The settings window (`settings(content:)`).
        case settings
    }

    /// The id of the settings scene.
    public static let settingsID = "settings"

    /// The id `openWindow(id:)` names.
    public var id: String
    /// The window title unless the root view sets a `navigationTitle`; nil: the app's title.
    public var title: String?
    /// Whether it is one window, a window per value, or the settings window.
    public var kind: Kind
    /// The value type of a window group's windows (for messages), nil otherwise.
    public var valueType: String?
    /// True for a value a window of this scene can show (a window group's value type).
    public var accepts: (AnyHashable) -> Bool = { _ in true }
    /// Builds a window's frame; the value is the one the window was opened for.
    public var content: (UI, AnyHashable?) -> Void
    /// The size a window opens at when none was remembered (points); nil: 600×400.
    public var defaultSize: Size? = nil
    /// How the window may be resized.
    public var resizability: WindowResizability = .automatic

    /// A scene with these parts (the builder's methods make them).
    public init(id: String, title: String?, kind: Kind, valueType: String?, content: @escaping (UI, AnyHashable?) -> Void) {
        self.id = id
        self.title = title
        self.kind = kind
        self.valueType = valueType
        self.content = content
    }
}

/// Modifiers of a scene just declared (`scenes.window(…).defaultSize(width: 400, height: 300)`).
public struct SceneModifiers {
    let builder: SceneBuilder
    let index: Int

    /// The size the window opens at when none was remembered — SwiftUI's `defaultSize(width:height:)`.
    @discardableResult
    public func defaultSize(width: Double, height: Double) -> SceneModifiers {
        builder.edit(index) { $0.defaultSize = Size(width, height) }
        return self
    }

    /// How the window may be resized — SwiftUI's `windowResizability(_:)`.
    @discardableResult
    public func windowResizability(_ resizability: WindowResizability) -> SceneModifiers {
        builder.edit(index) { $0.resizability = resizability }
        return self
    }
}

/// How a window may be resized — SwiftUI's `WindowResizability`.
public enum WindowResizability: Equatable {
    /// Freely. (SwiftUI's `automatic` limits most windows to their content's minimum size;
    /// Gliss measures content sizes only for windows that ask, as measuring costs two more
    /// layouts of the whole tree each frame, and a window given `--size` keeps that size.)
    case automatic
    /// Exactly the content's size: the window follows its content and the user cannot resize it.
    case contentSize
    /// Down to the content's minimum size, and up without limit.
    case contentMinSize
}
