import Foundation

/// A type of file — a small stand-in for SwiftUI's `UTType` (UniformTypeIdentifiers), with the
/// common types and what Linux desktops match files by: MIME types (what the desktop portal
/// filters on) and filename extensions (what Gliss's own file sheet and glob filters match).
///
/// Types form a tree by ``conforms(to:)``: `.png` is an `.image` is `.data`; `.json` is
/// `.text` (not `.plainText`, as Apple's); `.folder` is a directory and no `.data`.
///
/// ```swift
/// .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText, .json]) { result in … }
/// ```
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier, Apple's where Apple has one (`public.plain-text`).
    public let identifier: String
    /// The MIME types files of this type are labelled with, the preferred one first.
    public let mimeTypes: [String]
    /// The filename extensions of this type, lowercased and without the dot, the preferred
    /// one first (empty for abstract types such as `.data`).
    public let filenameExtensions: [String]
    /// The identifiers of the types this one conforms to directly.
    public let parents: [String]

    /// A type with its identifier, MIME types, extensions and the types it conforms to (an
    /// app's own document type: `UTType(identifier: "org.example.notes", mimeTypes:
    /// ["application/x-notes"], filenameExtensions: ["notes"], conformingTo: [.json])`).
    public init(identifier: String, mimeTypes: [String] = [], filenameExtensions: [String] = [],
                conformingTo parents: [UTType] = [.data]) {
        self.identifier = identifier
        self.mimeTypes = mimeTypes
        self.filenameExtensions = filenameExtensions.map { $0.lowercased() }
        self.parents = parents.map(\.identifier)
    }

    private init(_ identifier: String, _ mime: [String], _ ext: [String], _ parents: [String]) {
        self.identifier = identifier
        mimeTypes = mime
        filenameExtensions = ext
        self.parents = parents
    }

    /// Any sequence of bytes (every file).
    public static let data = UTType("public.data", ["application/octet-stream"], [], [])
    /// A folder.
    public static let folder = UTType("public.folder", ["inode/directory"], [], [])
    /// A directory (what `.folder` is).
    public static let directory = folder
    /// Text in any encoding or format.
    public static let text = UTType("public.text", ["text/*"], [], ["public.data"])
    /// Plain text (`.txt`).
    public static let plainText = UTType("public.plain-text", ["text/plain"], ["txt", "text"], ["public.text"])
    /// UTF-8 plain text.
    public static let utf8PlainText = UTType("public.utf8-plain-text", ["text/plain;charset=utf-8"], ["txt"], ["public.plain-text"])
    /// JSON (`.json`).
    public static let json = UTType("public.json", ["application/json"], ["json"], ["public.text"])
    /// Comma-separated values (`.csv`).
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", ["text/csv"], ["csv"], ["public.plain-text"])
    /// Markdown (`.md`).
    public static let markdown = UTType("net.daringfireball.markdown", ["text/markdown"], ["md", "markdown"], ["public.plain-text"])
    /// HTML (`.html`).
    public static let html = UTType("public.html", ["text/html"], ["html", "htm"], ["public.text"])
    /// XML (`.xml`).
    public static let xml = UTType("public.xml", ["application/xml", "text/xml"], ["xml"], ["public.text"])
    /// Any image.
    public static let image = UTType("public.image", ["image/*"], [], ["public.data"])
    /// PNG (`.png`).
    public static let png = UTType("public.png", ["image/png"], ["png"], ["public.image"])
    /// JPEG (`.jpg`, `.jpeg`).
    public static let jpeg = UTType("public.jpeg", ["image/jpeg"], ["jpg", "jpeg"], ["public.image"])
    /// GIF (`.gif`).
    public static let gif = UTType("com.compuserve.gif", ["image/gif"], ["gif"], ["public.image"])
    /// SVG (`.svg`).
    public static let svg = UTType("public.svg-image", ["image/svg+xml"], ["svg"], ["public.image"])
    /// PDF (`.pdf`).
    public static let pdf = UTType("com.adobe.pdf", ["application/pdf"], ["pdf"], ["public.data"])
    /// A zip archive (`.zip`).
    public static let zip = UTType("public.zip-archive", ["application/zip"], ["zip"], ["public.data"])

    /// The types Gliss knows by filename extension and MIME type.
    public static let known: [UTType] = [
        .plainText, .json, .commaSeparatedText, .markdown, .html, .xml, .png, .jpeg, .gif, .svg, .pdf, .zip,
    ]
    private static let abstract: [UTType] = [.data, .folder, .text, .utf8PlainText, .image]

    /// The known type files named `*.ext` have — SwiftUI's `UTType(filenameExtension:)`; nil
    /// for an extension Gliss does not know (`"TXT"` and `".txt"` are `.plainText`).
    public init?(filenameExtension: String) {
        var ext = filenameExtension.lowercased()
        if ext.hasPrefix(".") { ext.removeFirst() }
        guard !ext.isEmpty, let t = Self.known.first(where: { $0.filenameExtensions.contains(ext) }) else { return nil }
        self = t
    }

    /// The known type of MIME type `mimeType` — SwiftUI's `UTType(mimeType:)`; nil when unknown.
    public init?(mimeType: String) {
        let m = mimeType.lowercased()
        guard let t = (Self.known + Self.abstract).first(where: { $0.mimeTypes.contains(m) }) else { return nil }
        self = t
    }

    /// The preferred filename extension (`"txt"`), nil for abstract types.
    public var preferredFilenameExtension: String? { filenameExtensions.first }
    /// The preferred MIME type (`"text/plain"`).
    public var preferredMIMEType: String? { mimeTypes.first }

    /// What the type is called, for a dialog's file-type menu ("Plain Text", "PNG Image");
    /// an app's own type: its preferred extension in capitals, else its identifier.
    public var localizedDescription: String {
        if let name = Self.names[identifier] { return name }
        return preferredFilenameExtension.map { $0.uppercased() + " File" } ?? identifier
    }

    private static let names = [
        "public.data": "Data", "public.folder": "Folder", "public.text": "Text", "public.plain-text": "Plain Text",
        "public.utf8-plain-text": "Plain Text", "public.json": "JSON", "public.comma-separated-values-text": "CSV",
        "net.daringfireball.markdown": "Markdown", "public.html": "HTML", "public.xml": "XML", "public.image": "Images",
        "public.png": "PNG Image", "public.jpeg": "JPEG Image", "com.compuserve.gif": "GIF Image",
        "public.svg-image": "SVG Image", "com.adobe.pdf": "PDF Document", "public.zip-archive": "Zip Archive",
    ]

    /// True when this type is `type` or descends from it (`.png` conforms to `.image` and `.data`).
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier || type.identifier == UTType.data.identifier && self != .folder { return true }
        return parents.contains { id in
            (Self.known + Self.abstract).first { $0.identifier == id }.map { $0.conforms(to: type) } ?? false
        }
    }

    /// The glob patterns a file of this type matches (`["*.txt", "*.text"]`); the known types
    /// that conform to an abstract type stand for it (`.image` → `*.png`, `*.jpg`, …); empty
    /// for `.data` (every file) and `.folder`.
    public var globs: [String] {
        if !filenameExtensions.isEmpty { return filenameExtensions.map { "*." + $0 } }
        if self == .data || self == .folder { return [] }
        return Self.known.filter { $0 != self && $0.conforms(to: self) }.flatMap(\.globs)
    }

    /// True when a file at `url` is of this type, by its name (a folder only for `.folder`).
    public func matches(_ url: URL, isDirectory: Bool) -> Bool {
        if isDirectory { return self == .folder }
        if self == .data { return true }
        let ext = url.pathExtension.lowercased()
        return !ext.isEmpty && globs.contains("*." + ext)
    }

    public var description: String { identifier }
}
