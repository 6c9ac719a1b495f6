import Foundation
import GlissSDL

/// Why a snapshot assertion failed.
public enum SnapshotError: Error, CustomStringConvertible {
    /// There was no reference image: the current frame was recorded as one. Run again.
    case recorded(path: String)
    /// The frame differs from the reference by more than the tolerance allows.
    case mismatch(name: String, differing: Int, allowed: Int, maxDelta: Int, failureFolder: String)
    /// The frame and the reference differ in size.
    case sizeMismatch(name: String, actual: (Int, Int), expected: (Int, Int), failureFolder: String)

    public var description: String {
        switch self {
        case .recorded(let path):
            return "no reference snapshot: recorded \(path); check it and run the test again"
        case let .mismatch(name, differing, allowed, maxDelta, folder):
            return "snapshot '\(name)': \(differing) pixels differ (allowed \(allowed), largest channel difference \(maxDelta)); "
                + "actual, expected and diff in \(folder)/\(name)-{actual,expected,diff}.png"
        case let .sizeMismatch(name, a, e, folder):
            return "snapshot '\(name)': frame is \(a.0)x\(a.1), reference \(e.0)x\(e.1); actual in \(folder)/\(name)-actual.png"
        }
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
    /// - A missing reference is recorded and reported (``SnapshotError/recorded(path:)``).
    /// - `GLISS_RECORD_SNAPSHOTS=1` re-records every reference instead of comparing.
    /// - On a mismatch the frame, the reference and a diff (differing pixels in red) are written
    ///   to `$TMPDIR/gliss-snapshot-failures/<TestFile>/` and ``SnapshotError/mismatch(name:differing:allowed:maxDelta:failureFolder:)`` names
    ///   the pixel count and that folder.
    ///
    /// References are stored downscaled by `tolerance.downscale`.
    public func assertSnapshot(named name: String, tolerance: SnapshotTolerance = .standard,
                               file: StaticString = #filePath) throws {
        let actual = try screenshotImage().downscaled(by: tolerance.downscale)
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
            if expected == nil && !Self.isRecording { throw SnapshotError.recorded(path: path) }
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
}
