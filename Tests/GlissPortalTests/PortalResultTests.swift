import CDBus
import GlissIO
import XCTest
@testable import GlissPortal

/// What the portal answers, as a `PortalFileResponse`.
final class PortalResultTests: XCTestCase {
    private func bytes(_ url: URL) -> [UInt8] {
        url.withUnsafeFileSystemRepresentation { p in
            guard let p else { return [] }
            return Array(UnsafeBufferPointer(start: p, count: strlen(p))).map { UInt8(bitPattern: $0) }
        }
    }

    func testAFileURIsEscapesAreDecoded() throws {
        let url = try XCTUnwrap(PortalResult.fileURL("file:///tmp/a%20b/%C3%BC%25.txt"))
        XCTAssertTrue(url.isFileURL)
        XCTAssertEqual(url.path, "/tmp/a b/ü%.txt")
        XCTAssertEqual(bytes(url), Array("/tmp/a b/ü%.txt".utf8))
    }

    /// Foundation cannot carry such a name in a file path: the URL keeps it percent-encoded,
    /// as the URI spelled it (and as Gliss's file sheet gives it).
    func testANonUTF8PathStaysPercentEncoded() throws {
        let url = try XCTUnwrap(PortalResult.fileURL("file:///tmp/caf%E9%FF%C3%A9.txt"))
        XCTAssertTrue(url.isFileURL)
        XCTAssertEqual(url.absoluteString, "file:///tmp/caf%E9%FF%C3%A9.txt")
        XCTAssertEqual(PortalResult.fileURL("file:///tmp/caf%C3%A9.txt")?.path, "/tmp/café.txt", "UTF-8 is decoded")
    }

    func testTheFolderIsSentAsItsUTF8BytesEndedByNUL() {
        XCTAssertEqual(PortalCall.pathBytes("/tmp/éx"), Array("/tmp/éx".utf8) + [0])
    }

    func testLocalhostIsLocalAndOtherHostsAndSchemesAreNot() {
        XCTAssertEqual(PortalResult.fileURL("file://localhost/etc/hosts")?.path, "/etc/hosts")
        XCTAssertEqual(PortalResult.fileURL("FILE:///etc/hosts")?.path, "/etc/hosts")
        XCTAssertNil(PortalResult.fileURL("file://server/share/x"))
        XCTAssertNil(PortalResult.fileURL("smb://server/share/x"))
        XCTAssertNil(PortalResult.fileURL("file://"))
    }

    func testMalformedEscapesAndNulAreRefused() {
        XCTAssertNil(PortalResult.fileURL("file:///tmp/%G1"))
        XCTAssertNil(PortalResult.fileURL("file:///tmp/%4"))
        XCTAssertNil(PortalResult.fileURL("file:///tmp/a%00b"))
    }

    func testAFolderURIIsADirectoryURL() throws {
        let url = try XCTUnwrap(PortalResult.fileURL("file:///tmp/dir/"))
        XCTAssertTrue(url.hasDirectoryPath)
        XCTAssertEqual(url.path, "/tmp/dir")
    }

    func testResponseZeroIsThePickedFiles() {
        let results = PortalValue.vardict([.init("uris", .array(element: "s", [.string("file:///a"), .string("file:///b%20c")]))])
        XCTAssertEqual(PortalResult.response(code: 0, results: results),
                       .picked([URL(fileURLWithPath: "/a"), URL(fileURLWithPath: "/b c")]))
    }

    func testResponseZeroWithNothingLocalIsAFailure() {
        guard case .failed = PortalResult.response(code: 0, results: .vardict([])) else { return XCTFail() }
        let remote = PortalValue.vardict([.init("uris", .array(element: "s", [.string("sftp://h/x")]))])
        guard case .failed = PortalResult.response(code: 0, results: remote) else { return XCTFail() }
    }

    func testResponsesOneAndTwoAreDismissalsAndOthersFailures() {
        XCTAssertEqual(PortalResult.response(code: 1, results: .vardict([])), .cancelled)
        // xdg-desktop-portal-gtk's answer to Escape.
        XCTAssertEqual(PortalResult.response(code: 2, results: .vardict([])), .cancelled)
        guard case .failed = PortalResult.response(code: 3, results: .vardict([])) else { return XCTFail() }
    }

    func testNoServiceIsUnavailableAndOtherErrorsAreFailuresOnOneLine() {
        XCTAssertEqual(PortalResult.error(name: "org.freedesktop.DBus.Error.ServiceUnknown", message: "none"),
                       .unavailable("none (org.freedesktop.DBus.Error.ServiceUnknown)"))
        guard case .unavailable = PortalResult.error(name: "org.freedesktop.DBus.Error.NameHasNoOwner", message: "x") else { return XCTFail() }
        guard case .unavailable = PortalResult.error(name: "org.freedesktop.DBus.Error.NoReply", message: "x") else { return XCTFail() }
        XCTAssertEqual(PortalResult.error(name: "org.freedesktop.portal.Error.Failed", message: "bad\nthing"),
                       .failed("bad thing (org.freedesktop.portal.Error.Failed)"))
    }

    /// A `Response` signal as libdbus carries it, `(u, a{sv})` with `uris` as `as`, read back.
    func testAResponseSignalReadsBackToThePick() throws {
        let signal = try XCTUnwrap(dbus_message_new_signal("/org/freedesktop/portal/desktop/request/1_5/t",
                                                           PortalCall.requestInterface, "Response"))
        defer { dbus_message_unref(signal) }
        PortalMessage.append([.uint32(0), .vardict([.init("uris", .array(element: "s", [.string("file:///x%2Fy")])),
                                                    .init("current_filter", .structure([.string("All"), .array(element: "(us)", [])]))])],
                             to: signal)
        XCTAssertEqual(String(cString: dbus_message_get_signature(signal)), "ua{sv}")
        let args = PortalMessage.read(signal)
        XCTAssertEqual(args.count, 2)
        XCTAssertEqual(PortalResult.response(code: UInt32(try XCTUnwrap(args[0].integerValue)), results: args[1]),
                       .picked([URL(fileURLWithPath: "/x/y")]))
    }

    func testTheSessionBusAddressComesFromTheEnvironment() {
        XCTAssertEqual(PortalFileChooser.sessionBusAddress(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"]), "unix:path=/x")
        XCTAssertNil(PortalFileChooser.sessionBusAddress(environment: ["DBUS_SESSION_BUS_ADDRESS": ""]))
        XCTAssertNil(PortalFileChooser.sessionBusAddress(environment: ["DBUS_SESSION_BUS_ADDRESS": "disabled:"]))
        XCTAssertNil(PortalFileChooser.sessionBusAddress(environment: ["XDG_RUNTIME_DIR": "/nonexistent"]))
        XCTAssertNil(PortalFileChooser.sessionBusAddress(environment: [:]))
    }
}
