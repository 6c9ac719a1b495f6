import Foundation

/// One item a drag carries between apps: a file or a piece of text — the two kinds the
/// platform (SDL2's drop events) tells apart.
public enum TransferItem: Sendable, Equatable {
    /// A file, by its file URL (a path another app dropped).
    case file(URL)
    /// Plain text.
    case text(String)
}

/// A value that can be dragged and dropped — SwiftUI's `Transferable`, kept small: a type says
/// which dropped items it can be made from and which item it offers another app. Both have
/// defaults (none), so any type can conform with an empty extension and then be dragged within
/// the app (``NodeRef/draggable(_:)``), where the value itself travels.
///
/// ```swift
/// struct Card: Transferable { var title: String }   // dragged within the app only
/// ```
public protocol Transferable {
    /// A value from a dropped item, or nil when the item does not carry one of this type (a
    /// text drop offered to a view that takes files).
    init?(transferItem: TransferItem)
    /// The item this value offers outside the app; nil when it travels within the app only.
    var transferItem: TransferItem? { get }
}

extension Transferable {
    /// None: the type takes no items from other apps.
    public init?(transferItem: TransferItem) { return nil }
    /// None: the value travels within the app only.
    public var transferItem: TransferItem? { nil }
}

extension URL: Transferable {
    /// A dropped file's URL; text is not taken (a view that takes files ignores a text drop).
    public init?(transferItem: TransferItem) {
        guard case .file(let url) = transferItem else { return nil }
        self = url
    }
    /// A file URL as a file, any other URL as its text.
    public var transferItem: TransferItem? { isFileURL ? .file(self) : .text(absoluteString) }
}

extension String: Transferable {
    /// Dropped text; a file is not taken (its path is not the text a person dragged).
    public init?(transferItem: TransferItem) {
        guard case .text(let s) = transferItem else { return nil }
        self = s
    }
    /// The string as text.
    public var transferItem: TransferItem? { .text(self) }
}

/// What a drag in flight carries: items another app dropped, or a value dragged within this app
/// (which keeps its type: a destination for that type takes it as it is).
enum DragPayload {
    case items([TransferItem])
    case value(any Transferable)

    /// The values of type `T` it carries (empty: a destination for `T` does not take it).
    func values<T: Transferable>(_ type: T.Type) -> [T] {
        switch self {
        case .items(let items):
            return items.compactMap(T.init(transferItem:))
        case .value(let v):
            if let t = v as? T { return [t] }
            return v.transferItem.flatMap(T.init(transferItem:)).map { [$0] } ?? []
        }
    }
}
