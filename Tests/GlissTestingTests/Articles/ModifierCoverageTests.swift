import XCTest
import Foundation

/// Every public modifier of `NodeRef` is named in at least one DocC article (as `.name(`,
/// `` `name `` or ``` ``NodeRef/name ```): a modifier added without a word in the articles
/// fails here, naming it.
final class ModifierCoverageTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The names of the public functions declared in `NodeRef` and its extensions in `source`
    /// (deprecated ones aside: they name their replacement; SPI ones too: the control SPI is
    /// not a modifier an app chains).
    static func modifiers(in source: String) -> Set<String> {
        var names = Set<String>()
        let lines = source.components(separatedBy: "\n")
        var depth = 0, inNodeRef = false, nodeRefDepth = 0
        var deprecated = false, spi = false
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !inNodeRef, trimmed.hasPrefix("extension NodeRef") || trimmed.hasPrefix("public struct NodeRef") {
                inNodeRef = true
                nodeRefDepth = depth
            }
            if inNodeRef && depth == nodeRefDepth + 1 {
                if trimmed.hasPrefix("@available(*, deprecated") { deprecated = true }
                if trimmed.hasPrefix("@_spi(") { spi = true }
                // A declaration of this type's own: attributes, then `public func` (not one of
                // a type nested on the same line).
                if let r = trimmed.range(of: "public func "),
                   trimmed[..<r.lowerBound].split(separator: " ").allSatisfy({ $0.hasPrefix("@") }) {
                    let name = trimmed[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !deprecated && !spi { names.insert(String(name)) }
                    deprecated = false
                    spi = false
                }
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if inNodeRef && depth <= nodeRefDepth { inNodeRef = false }
        }
        return names
    }

    func testEveryPublicModifierIsNamedInAnArticle() throws {
        let fm = FileManager.default
        var names = Set<String>()
        let sources = Self.root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(fm.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        for f in files where f.hasSuffix(".swift") {
            names.formUnion(Self.modifiers(in: try String(contentsOf: sources.appendingPathComponent(f), encoding: .utf8)))
        }
        XCTAssertGreaterThan(names.count, 60, "the scan finds the modifiers: \(names.sorted())")
        XCTAssertTrue(names.isSuperset(of: ["padding", "frame", "scaleEffect", "matchedGeometryEffect", "foregroundStyle"]))
        var articles = ""
        for f in files where f.hasSuffix(".md") && f.contains(".docc/") {
            articles += try String(contentsOf: sources.appendingPathComponent(f), encoding: .utf8)
        }
        let missing = names.filter { name in
            !["." + name + "(", "`" + name, "NodeRef/" + name, "." + name + "`", "." + name + " "].contains { articles.contains($0) }
        }
        XCTAssertEqual(missing.sorted(), [], "public modifiers of NodeRef no DocC article names")
    }

    /// The scan itself: functions of NodeRef's extensions, not nested or other types', nor
    /// deprecated ones.
    func testTheScanFindsNodeRefsModifiers() {
        let source = """
        extension NodeRef {
            public func alpha() -> NodeRef { self }
            @available(*, deprecated, message: "use alpha")
            public func old() -> NodeRef { self }
            func helper() {}
        }
        extension UI {
            public func builder() {}
        }
        public struct NodeRef {
            public func beta(_ x: Int) -> NodeRef { if x > 0 { return self }; return self }
            struct Inner { public func nested() {} }
        }
        """
        XCTAssertEqual(Self.modifiers(in: source), ["alpha", "beta"])
    }
}
