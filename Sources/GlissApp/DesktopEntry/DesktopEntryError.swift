/// Why a desktop entry could not be installed or removed: one line, naming the file.
public struct DesktopEntryError: Error, CustomStringConvertible, Equatable {
    /// The message.
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
