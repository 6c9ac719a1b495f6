#!/usr/bin/env python3
"""Tests of Scripts/check/doc-coverage.py on a tiny module compiled with swiftc: it fails on one
undocumented public function (naming it) and passes once that function has a doc comment, while
synthesized members and implementations of documented requirements never count.

Run: python3 Scripts/check/test_doc_coverage.py  (needs `swiftc`; about two seconds)
"""
import os
import re
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
CHECKER = os.path.join(HERE, "doc-coverage.py")

TINY = '''
/// Something that can be measured.
public protocol Measurable {
    /// The length in points.
    var length: Double { get }
}

/// A documented type.
public struct Ruler: Measurable, Equatable, CustomStringConvertible {
    /// A documented property.
    public var marks: Int
    /// Creates a ruler.
    public init(marks: Int) { self.marks = marks }
    public var length: Double { Double(marks) }          // the requirement's comment counts
    public var description: String { "ruler" }           // CustomStringConvertible's
    public static func == (a: Ruler, b: Ruler) -> Bool { a.marks == b.marks }   // Equatable's
    /// Cases of a raw-value enum get a synthesized init(rawValue:), which never counts.
    public enum Unit: String { /// Centimetres.
        case cm }
    FUNCTION
}
'''

UNDOCUMENTED = "public func fold() -> Int { marks / 2 }"
DOCUMENTED = "/// Halves the marks.\n    public func fold() -> Int { marks / 2 }"


def compile_and_check(function):
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "Tiny.swift")
        with open(src, "w") as f:
            f.write(TINY.replace("FUNCTION", function))
        subprocess.run(["swiftc", "-parse-as-library", "-emit-module", "-module-name", "Tiny",
                        "-emit-module-path", os.path.join(d, "Tiny.swiftmodule"),
                        "-emit-symbol-graph", "-emit-symbol-graph-dir", d, src],
                       check=True, capture_output=True, cwd=d)
        return subprocess.run([sys.executable, CHECKER, d, "Tiny"], capture_output=True, text=True)


class CheckDocCoverageTests(unittest.TestCase):
    def test_fails_on_an_undocumented_public_function(self):
        r = compile_and_check(UNDOCUMENTED)
        self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
        m = re.search(r"Tiny: (\d+) public symbols, (\d+) documented", r.stdout)
        self.assertTrue(m and int(m.group(1)) - int(m.group(2)) == 1, r.stdout)
        self.assertIn("Tiny.swift:", r.stdout)
        self.assertIn("Ruler.fold()", r.stdout)
        # Only the function: requirement implementations and synthesized members are exempt.
        self.assertEqual(len([l for l in r.stdout.splitlines() if l.startswith("  ")]), 1, r.stdout)

    def test_passes_when_everything_is_documented(self):
        r = compile_and_check(DOCUMENTED)
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        self.assertRegex(r.stdout, r"Tiny: (\d+) public symbols, \1 documented \(100\.0 %\)")

    def test_a_missing_module_is_an_error(self):
        with tempfile.TemporaryDirectory() as d:
            r = subprocess.run([sys.executable, CHECKER, d, "Nope"], capture_output=True, text=True)
            self.assertNotEqual(r.returncode, 0)
            self.assertIn("no symbol graph for Nope", r.stderr)


if __name__ == "__main__":
    unittest.main(verbosity=2)
