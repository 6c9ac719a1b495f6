import CDBus
import XCTest
@testable import GlissPortal

/// What the portal is sent: the request path it is listened on, the options, and the message.
final class PortalCallTests: XCTestCase {
    func testTheRequestPathIsTheUniqueNameWithoutColonAndDotsMadeUnderscores() {
        XCTAssertEqual(PortalCall.requestPath(uniqueName: ":1.42", token: "gliss_7"),
                       "/org/freedesktop/portal/desktop/request/1_42/gliss_7")
        XCTAssertEqual(PortalCall.requestPath(uniqueName: ":12.3.4", token: "t"),
                       "/org/freedesktop/portal/desktop/request/12_3_4/t")
    }

    func testATokenIsAValidPathElementAndFresh() {
        let a = PortalCall.makeToken(), b = PortalCall.makeToken()
        XCTAssertNotEqual(a, b)
        XCTAssertTrue(a.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }, a)
    }

    func testOpenAsksForOpenFileWithItsOptions() {
        let r = PortalFileRequest(kind: .open(multiple: true, directory: false), title: "Open", acceptLabel: "Use")
        XCTAssertEqual(PortalCall.method(r), "OpenFile")
        let o = PortalValue.vardict(PortalCall.options(r, token: "tok"))
        XCTAssertEqual(o["handle_token"], .string("tok"))
        XCTAssertEqual(o["modal"], .bool(true))
        XCTAssertEqual(o["multiple"], .bool(true))
        XCTAssertEqual(o["directory"], .bool(false))
        XCTAssertEqual(o["accept_label"], .string("Use"))
        XCTAssertNil(o["current_name"])
        XCTAssertNil(o["filters"])
        XCTAssertNil(o["current_folder"])
    }

    func testSaveAsksForSaveFileWithTheCurrentName() {
        let r = PortalFileRequest(kind: .save(currentName: "notes.txt"), title: "Save")
        XCTAssertEqual(PortalCall.method(r), "SaveFile")
        let o = PortalValue.vardict(PortalCall.options(r, token: "tok"))
        XCTAssertEqual(o["current_name"], .string("notes.txt"))
        XCTAssertNil(o["multiple"])
        XCTAssertNil(o["accept_label"])
    }

    func testFiltersAreNamesWithGlobsAsZeroAndMimeTypesAsOneAndTheFirstIsCurrent() {
        let r = PortalFileRequest(kind: .open(multiple: false, directory: false), title: "Open",
                                  filters: [.init(name: "Images", globs: ["*.png", "*.jpg"], mimeTypes: ["image/png"]),
                                            .init(name: "All", globs: ["*"])])
        let o = PortalValue.vardict(PortalCall.options(r, token: "tok"))
        let images = PortalValue.structure([.string("Images"), .array(element: "(us)", [
            .structure([.uint32(0), .string("*.png")]), .structure([.uint32(0), .string("*.jpg")]),
            .structure([.uint32(1), .string("image/png")]),
        ])])
        let all = PortalValue.structure([.string("All"), .array(element: "(us)", [.structure([.uint32(0), .string("*")])])])
        XCTAssertEqual(o["filters"], .array(element: "(sa(us))", [images, all]))
        XCTAssertEqual(o["filters"]?.signature, "a(sa(us))")
        XCTAssertEqual(o["current_filter"], images)
        XCTAssertEqual(o["current_filter"]?.signature, "(sa(us))")
    }

    func testTheCurrentFolderIsItsBytesNulTerminated() {
        let r = PortalFileRequest(kind: .open(multiple: false, directory: true), title: "Open", currentFolder: "/tmp/ü d")
        let o = PortalValue.vardict(PortalCall.options(r, token: "tok"))
        XCTAssertEqual(o["current_folder"], .bytes([0x2F, 0x74, 0x6D, 0x70, 0x2F, 0xC3, 0xBC, 0x20, 0x64, 0x00]))
        XCTAssertEqual(o["current_folder"]?.signature, "ay")
    }

    /// The arguments written into a real libdbus message have the method's signature, and the
    /// options' variants hold the types the spec names.
    func testTheMessageHasTheSpecsSignatureAndReadsBackTheSame() throws {
        let r = PortalFileRequest(kind: .open(multiple: false, directory: false), title: "Open",
                                  filters: [.init(name: "Text", globs: ["*.txt"], mimeTypes: ["text/plain"])],
                                  currentFolder: "/home", parentWindow: "x11:1a00004")
        let message = try XCTUnwrap(dbus_message_new_method_call(PortalCall.service, PortalCall.objectPath,
                                                                 PortalCall.interface, PortalCall.method(r)))
        defer { dbus_message_unref(message) }
        let args = PortalCall.arguments(r, token: "tok")
        PortalMessage.append(args, to: message)
        XCTAssertEqual(String(cString: dbus_message_get_signature(message)), "ssa{sv}")
        let back = PortalMessage.read(message)
        XCTAssertEqual(back, args)
        XCTAssertEqual(back.first, .string("x11:1a00004"))
        XCTAssertEqual(back.last?["current_folder"], .bytes(Array("/home".utf8) + [0]))
        XCTAssertEqual(back.last?["filters"]?.signature, "a(sa(us))")
    }
}
