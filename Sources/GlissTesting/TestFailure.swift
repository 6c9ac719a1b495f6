import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// A failure reported to the test running now without stopping it, whichever framework runs
/// it: Swift Testing's `Issue.record` inside a Swift Testing test, else XCTest's `XCTFail`
/// (which XCTest ignores outside a test). The harness's API itself throws; this is for what it
/// reports after the fact (the snapshots a test recorded).
enum TestFailure {
    static func record(_ message: String, file: StaticString, line: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            let path = "\(file)"
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID(path), filePath: path, line: Int(line), column: 1))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: file, line: line)
        #endif
    }

    /// Swift Testing's "Module/File.swift" for a file path (the folder stands for the module).
    private static func fileID(_ path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.suffix(2).joined(separator: "/")
    }
}
