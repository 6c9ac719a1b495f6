import XCTest
import Foundation
@testable import GlissAccessibility
import GlissCore
import GlissTesting

/// A Markdown link in a text as a screen reader finds it over AT-SPI, as GTK's label gives its
/// links: the text is a Hypertext listing the link, and the link's own object is its Hyperlink
/// (its characters in the text, its URL) with an action that opens it.
final class ATSPIHypertextTests: XCTestCase {
    /// "Zoë read " is 9 characters and 10 bytes of UTF-8: offsets must be characters.
    private static let sentence = "Zoë read the guide now"

    private func driver(opened: @escaping (URL) -> Void = { _ in }) -> FrameDriver {
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.vstack {
                ui.text("Zoë read [the guide](https://example.com/guide) now")
                ui.text("No links here")
            }
        }
        d.ui.openURL = opened
        d.frame()
        return d
    }

    private func path(_ r: (signature: String, values: [DBusArgument])?) -> String? {
        guard case .structure(let f)? = r?.values.first, f.count == 2 else { return nil }
        return f[1].string
    }

    func testTheTextIsAHypertextAndItsLinkAHyperlink() throws {
        var o = atspiObjects(driver())
        let text = try element(o, labelled: Self.sentence)
        let link = try element(o, labelled: "the guide")
        let plain = try element(o, labelled: "No links here")
        XCTAssertTrue(o.interfaces(text).contains("org.a11y.atspi.Hypertext"), "\(o.interfaces(text))")
        XCTAssertTrue(o.interfaces(text).contains("org.a11y.atspi.Text"))
        XCTAssertFalse(o.interfaces(text).contains("org.a11y.atspi.Hyperlink"))
        XCTAssertEqual(Set(["org.a11y.atspi.Hyperlink", "org.a11y.atspi.Action", "org.a11y.atspi.Component"])
                        .subtracting(o.interfaces(link)), [], "\(o.interfaces(link))")
        XCTAssertFalse(o.interfaces(link).contains("org.a11y.atspi.Hypertext"))
        XCTAssertFalse(o.interfaces(plain).contains("org.a11y.atspi.Hypertext"))
        XCTAssertEqual(o.role(link), .link)
        // GetInterfaces (what libatspi asks) says the same.
        let listed = try XCTUnwrap(reply(&o, "org.a11y.atspi.Accessible", "GetInterfaces", on: text, []))
        XCTAssertEqual(listed.signature, "as")

        // Hypertext.xml: GetNLinks → i; GetLink(i) → (so); GetLinkIndex(character) → i.
        let n = try XCTUnwrap(reply(&o, "org.a11y.atspi.Hypertext", "GetNLinks", on: text, []))
        XCTAssertEqual(n.signature, "i")
        XCTAssertEqual(n.values, [.integer(1)])
        let got = reply(&o, "org.a11y.atspi.Hypertext", "GetLink", on: text, [.integer(0)])
        XCTAssertEqual(got?.signature, "(so)")
        // The hyperlink has a path of its own (libatspi keeps one object per path: at the
        // link's, it would come back as the link's Accessible, without Hyperlink's methods).
        let hyperlinkPath = try XCTUnwrap(path(got))
        XCTAssertNotEqual(hyperlinkPath, o.reference(link).path)
        let hyperlink = try XCTUnwrap(o.tree.object(atPath: hyperlinkPath))
        XCTAssertEqual(o.interfaces(hyperlink), ["org.a11y.atspi.Hyperlink"])
        XCTAssertEqual(path(reply(&o, "org.a11y.atspi.Hypertext", "GetLink", on: text, [.integer(1)])), ObjectReference.null.path)
        func linkIndex(_ c: Int) -> [DBusArgument]? { reply(&o, "org.a11y.atspi.Hypertext", "GetLinkIndex", on: text, [.integer(c)])?.values }
        XCTAssertEqual(linkIndex(8), [.integer(-1)])
        XCTAssertEqual(linkIndex(9), [.integer(0)])
        XCTAssertEqual(linkIndex(17), [.integer(0)])
        XCTAssertEqual(linkIndex(18), [.integer(-1)])
        XCTAssertEqual(reply(&o, "org.a11y.atspi.Hypertext", "GetNLinks", on: plain, [])?.values, [.integer(0)])

        // Hyperlink.xml, on the hyperlink and on the link's element alike: NAnchors, StartIndex
        // and EndIndex (libatspi reads each as an int32), GetURI, GetObject (the link's
        // element), IsValid.
        for object in [hyperlink, link] {
            try checkHyperlink(&o, object, link: link)
        }
        // The offsets are the Text interface's: its text there is the link's.
        let between = try XCTUnwrap(reply(&o, "org.a11y.atspi.Text", "GetText", on: text, [.integer(9), .integer(18)]))
        XCTAssertEqual(between.values, [.string("the guide")])
        // Only a text's link is a Hyperlink.
        XCTAssertNil(reply(&o, "org.a11y.atspi.Hyperlink", "GetURI", on: text, [.integer(0)]))
    }

    private func checkHyperlink(_ o: inout ATSPIObjects, _ object: ATSPITree.Object, link: ATSPITree.Object) throws {
        func property(_ p: String) throws -> (signature: String, values: [DBusArgument]) {
            try XCTUnwrap(reply(&o, "org.freedesktop.DBus.Properties", "Get", on: object, [.string("org.a11y.atspi.Hyperlink"), .string(p)]))
        }
        XCTAssertEqual(try property("NAnchors").signature, "v")
        XCTAssertEqual(try property("NAnchors").values, [.integer(1)])
        XCTAssertEqual(try property("StartIndex").values, [.integer(9)])
        XCTAssertEqual(try property("EndIndex").values, [.integer(18)])
        let uri = try XCTUnwrap(reply(&o, "org.a11y.atspi.Hyperlink", "GetURI", on: object, [.integer(0)]))
        XCTAssertEqual(uri.signature, "s")
        XCTAssertEqual(uri.values, [.string("https://example.com/guide")])
        let anchor = reply(&o, "org.a11y.atspi.Hyperlink", "GetObject", on: object, [.integer(0)])
        XCTAssertEqual(anchor?.signature, "(so)")
        XCTAssertEqual(path(anchor), o.reference(link).path)
        XCTAssertEqual(reply(&o, "org.a11y.atspi.Hyperlink", "IsValid", on: object, [])?.values, [.integer(1)])
    }

    func testTheLinksActionOpensIt() throws {
        var opened: [URL] = []
        let d = driver { opened.append($0) }
        var o = atspiObjects(d)
        let link = try element(o, labelled: "the guide")
        XCTAssertEqual(reply(&o, "org.a11y.atspi.Action", "GetName", on: link, [.integer(0)])?.values, [.string("click")])
        XCTAssertEqual(reply(&o, "org.a11y.atspi.Action", "DoAction", on: link, [.integer(0)])?.values, [.integer(1)])
        d.frame(o.requests.map { .accessibility($0) }); d.frame()
        XCTAssertEqual(opened, [URL(string: "https://example.com/guide")!])
    }
}
