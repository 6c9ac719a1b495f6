import Foundation

/// A document an app reads from and writes to a file — SwiftUI's `FileDocument`, what
/// `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)` writes.
///
/// ```swift
/// struct NoteDocument: FileDocument {
///     static var readableContentTypes: [UTType] { [.plainText] }
///     var text = ""
///     init(text: String) { self.text = text }
///     init(configuration: ReadConfiguration) throws {
///         guard let data = configuration.file.regularFileContents, let s = String(data: data, encoding: .utf8)
///         else { throw CocoaError(.fileReadCorruptFile) }
///         text = s
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// ```
public protocol FileDocument {
    /// The types this document reads.
    static var readableContentTypes: [UTType] { get }
    /// The types this document writes (by default, those it reads).
    static var writableContentTypes: [UTType] { get }
    /// Reads a document from a file's contents.
    init(configuration: ReadConfiguration) throws
    /// The file's contents for this document.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }

    /// What `init(configuration:)` reads.
    public typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What `fileWrapper(configuration:)` writes for.
    public typealias WriteConfiguration = FileDocumentWriteConfiguration

    /// Reads the document in the file at `url` (its type from the extension, else the first
    /// readable type).
    public init(contentsOf url: URL) throws {
        let type = UTType(filenameExtension: url.pathExtension) ?? Self.readableContentTypes.first ?? .data
        self = try Self(configuration: .init(contentType: type, file: FileWrapper(regularFileWithContents: Data(contentsOf: url))))
    }
}

/// The file a document is read from: its type and contents (SwiftUI's
/// `FileDocumentReadConfiguration`).
public struct FileDocumentReadConfiguration {
    /// The type the file was opened as.
    public let contentType: UTType
    /// The file's contents.
    public let file: FileWrapper

    /// A file of `contentType` holding `file`.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document is written as: its type, and the file it replaces, if any (SwiftUI's
/// `FileDocumentWriteConfiguration`).
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file being replaced, nil for a new file.
    public let existingFile: FileWrapper?

    /// Writing as `contentType`, over `existingFile` if any.
    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// A file's contents — Foundation's `FileWrapper`, which swift-corelibs-foundation lacks, for
/// regular files only (a document that is a folder of files is not supported).
public final class FileWrapper {
    /// The file's bytes.
    public let regularFileContents: Data?
    /// The name the file would like (the exporter's default name when none is given).
    public var preferredFilename: String?
    /// A regular file (always, for now).
    public var isRegularFile: Bool { true }

    /// A regular file with `contents`.
    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
    }
}

/// A plain-text document: the simplest `FileDocument`, for apps that save text (Gliss's
/// convenience; SwiftUI's templates write the same struct by hand). Reads UTF-8 text (a file
/// that is not UTF-8 is an error, not mangled text) and writes UTF-8.
public struct PlainTextDocument: FileDocument {
    public static var readableContentTypes: [UTType] { [.plainText, .text] }
    public static var writableContentTypes: [UTType] { [.plainText] }

    /// The text.
    public var text: String

    /// A document with `text`.
    public init(text: String = "") { self.text = text }

    public init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        guard let text = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
        self.text = text
    }

    public func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}
