import Foundation
import GlissSDL

/// Why a snapshot assertion failed.
public enum SnapshotError: Error, CustomStringConvertible {
    /// There were no reference images: the frames were recorded as references (every missing
    /// one of the test, in one run). Check them and run again.
    case recorded(paths: [String])
    /// The frame differs from the reference by more than the tolerance allows.
    case mismatch(name: String, differing: Int, allowed: Int, maxDelta: Int, failureFolder: String)
    /// The frame and the reference differ in size.
    case sizeMismatch(name: String, actual: (Int, Int), expected: (Int, Int), failureFolder: String)

    public var description: String {
        switch self {
        case .recorded(let paths):
            return "no reference snapshot\(paths.count == 1 ? "" : "s"): recorded \(paths.joined(separator: ", ")); check "
                + (paths.count == 1 ? "it" : "them") + " and run the test again"
        case let .mismatch(name, differing, allowed, maxDelta, folder):
            return "snapshot '\(name)': \(differing) pixels differ (allowed \(allowed), largest channel difference \(maxDelta)); "
                + "actual, expected and diff in \(folder)/\(name)-{actual,expected,diff}.png"
        case let .sizeMismatch(name, a, e, folder):
            return "snapshot '\(name)': frame is \(a.0)x\(a.1), reference \(e.0)x\(e.1); actual in \(folder)/\(name)-actual.png"
        }
    }
}

/// A reference ``Harness/assertSnapshot(named:tolerance:file:line:)`` recorded because it was
/// missing: where, and the assertion that recorded it.
public struct RecordedSnapshot: Sendable, Equatable {
    /// The reference PNG written.
    public var path: String
    /// The test file of the assertion.
    public var file: String
    /// Its line.
    public var line: UInt
    /// The file as the assertion was given it (what XCTest reports a failure at).
    let staticFile: StaticString

    /// Equal when they record the same reference from the same place.
    public static func == (a: RecordedSnapshot, b: RecordedSnapshot) -> Bool {
        a.path == b.path && a.file == b.file && a.line == b.line
    }
}

extension Harness {
    /// True when `GLISS_RECORD_SNAPSHOTS=1`: snapshot assertions write references instead of comparing.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["GLISS_RECORD_SNAPSHOTS"] == "1" }

    /// Where `assertSnapshot(named:file:)` keeps `name`: `__Snapshots__/<TestFile>/<name>.png`
    /// beside the test file (the layout pointfreeco/swift-snapshot-testing uses).
    public static func snapshotPath(named name: String, file: StaticString) -> String {
        let test = URL(fileURLWithPath: "\(file)")
        return test.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(name + ".png").path
    }

    /// Compares the last frame with the reference PNG `name` stored beside the calling test file.
    ///
    /// - A missing reference is recorded, and the test goes on: every missing reference of a
    ///   test is recorded in one run, then the test fails once listing them all — when the
    ///   harness goes away at the end of the test (through Swift Testing's `Issue.record` or
    ///   XCTest's `XCTFail`), or at ``finishSnapshots()``. (Keep the harness local to the test.)
    /// - `GLISS_RECORD_SNAPSHOTS=1` re-records every reference instead of comparing.
    /// - `GLISS_SNAPSHOT_DIR=DIR` also writes the frame, full size, to `DIR/<name>.png`: to
    ///   look at what a test draws, passing or not.
    /// - On a mismatch the frame, the reference and a diff (differing pixels in red) are written
    ///   to `$TMPDIR/gliss-snapshot-failures/<TestFile>/` and ``SnapshotError/mismatch(name:differing:allowed:maxDelta:failureFolder:)`` names
    ///   the pixel count and that folder.
    ///
    /// References are stored downscaled by `tolerance.downscale`.
    public func assertSnapshot(named name: String, tolerance: SnapshotTolerance = .standard,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let full = try screenshotImage()
        if let dir = ProcessInfo.processInfo.environment["GLISS_SNAPSHOT_DIR"], !dir.isEmpty {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try full.writePNG(to: "\(dir)/\(name).png")
        }
        let actual = full.downscaled(by: tolerance.downscale)
        let path = Self.snapshotPath(named: name, file: file)
        let testName = URL(fileURLWithPath: "\(file)").deletingPathExtension().lastPathComponent
        let failures = NSTemporaryDirectory() + "gliss-snapshot-failures/" + testName
        func writeFailure(expected: RGBAImage?, mask: [Bool]?) throws {
            try FileManager.default.createDirectory(atPath: failures, withIntermediateDirectories: true)
            try actual.writePNG(to: failures + "/\(name)-actual.png")
            if let expected {
                try expected.writePNG(to: failures + "/\(name)-expected.png")
                if let mask { try expected.diffImage(mask: mask).writePNG(to: failures + "/\(name)-diff.png") }
            }
        }
        let expected = RGBAImage(png: path)
        if Self.isRecording || expected == nil {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try actual.writePNG(to: path)
            if expected == nil && !Self.isRecording {
                recordedSnapshots.append(RecordedSnapshot(path: path, file: "\(file)", line: line, staticFile: file))
            }
            return
        }
        guard let expected else { return }
        guard expected.width == actual.width, expected.height == actual.height else {
            try? writeFailure(expected: nil, mask: nil)
            throw SnapshotError.sizeMismatch(name: name, actual: (actual.width, actual.height),
                                             expected: (expected.width, expected.height), failureFolder: failures)
        }
        let d = actual.difference(from: expected, tolerance: tolerance.channel)
        let allowed = Int(Double(actual.width * actual.height) * tolerance.pixelFraction)
        if d.count > allowed {
            try? writeFailure(expected: expected, mask: d.mask)
            throw SnapshotError.mismatch(name: name, differing: d.count, allowed: allowed, maxDelta: d.maxDelta,
                                         failureFolder: failures)
        }
    }

    /// Throws ``SnapshotError/recorded(paths:)`` listing the references recorded because they
    /// were missing since the last call (and forgets them); nothing when there were none. The
    /// harness does this when it goes away; call it to fail at a point of your choosing.
    public func finishSnapshots() throws {
        guard !recordedSnapshots.isEmpty else { return }
        let paths = recordedSnapshots.map(\.path)
        recordedSnapshots.removeAll()
        throw SnapshotError.recorded(paths: paths)
    }

    /// The references recorded and not reported, as one failure of the running test (Swift
    /// Testing's or XCTest's), and a line on stderr.
    func reportRecordedSnapshots() {
        guard let first = recordedSnapshots.first else { return }
        let message = "\(SnapshotError.recorded(paths: recordedSnapshots.map(\.path)))"
        recordedSnapshots.removeAll()
        FileHandle.standardError.write(Data(("gliss: " + message + "\n").utf8))
        TestFailure.record(message, file: first.staticFile, line: first.line)
    }
}
