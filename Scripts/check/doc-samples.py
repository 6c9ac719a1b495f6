#!/usr/bin/env python3
"""Checks that the Swift code in the DocC articles is code that is compiled and run.

Every ```swift block of an article (Sources/*/*.docc/*.md) must come right after a marker:

    @Comment { sample: Tests/GlissTestingTests/Articles/LayoutArticleTests.swift#toolbar }
    @Comment { sample: README.md#readme-app:Sources/Hello/Hello.swift }
    @Comment { swiftui }

- `sample: FILE#NAME`: the block equals the lines between `// docs:begin NAME` and
  `// docs:end NAME` in FILE (a test compiled and run by `swift test`), dedented;
- `sample: README.md#readme-app:PATH`: the block equals the README's snippet marked
  `<!-- readme-app:PATH -->` (built and run by Scripts/check/readme-app.sh);
- `swiftui`: SwiftUI code shown for comparison, not Gliss (not compiled here).

Also checks that every `docs:begin` region of the article tests (Tests/GlissTestingTests/Articles/,
and Tests/GlissTestingTests/TestingArticleTests.swift, whose snapshot sits in the target's
excluded __Snapshots__) is shown somewhere.
Exits 1 naming the article and line of each block that is unmarked or differs.
"""
import difflib
import glob
import os
import re
import sys
import textwrap

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
MARKER = re.compile(r"@Comment\s*\{\s*(sample:\s*(\S+)|swiftui)\s*\}")


def region(path, name):
    text = open(os.path.join(ROOT, path)).read()
    if path == "README.md":
        m = re.search(r"<!-- " + re.escape(name) + r" -->\n```swift\n(.*?)```", text, re.S)
        return m.group(1) if m else None
    m = re.search(r"^[ \t]*// docs:begin " + re.escape(name) + r"\n(.*?)^[ \t]*// docs:end " + re.escape(name) + r"\n",
                  text, re.S | re.M)
    return textwrap.dedent(m.group(1)) if m else None


def normal(code):
    return [l.rstrip() for l in code.strip("\n").split("\n")]


def main():
    problems, shown, blocks = [], set(), 0
    articles = sorted(glob.glob(os.path.join(ROOT, "Sources/*/*.docc/*.md")))
    for article in articles:
        rel = os.path.relpath(article, ROOT)
        lines = open(article).read().split("\n")
        i = 0
        while i < len(lines):
            if lines[i].startswith("```swift"):
                start = i
                j = i + 1
                while j < len(lines) and not lines[j].startswith("```"):
                    j += 1
                code = "\n".join(lines[start + 1:j])
                k = start - 1
                while k >= 0 and not lines[k].strip():
                    k -= 1
                m = MARKER.search(lines[k]) if k >= 0 else None
                blocks += 1
                if not m:
                    problems.append(f"{rel}:{start + 1}: a swift block without `@Comment {{ sample: FILE#NAME }}`")
                elif m.group(2):
                    path, _, name = m.group(2).partition("#")
                    expected = region(path, name) if os.path.exists(os.path.join(ROOT, path)) else None
                    shown.add((path, name))
                    if expected is None:
                        problems.append(f"{rel}:{start + 1}: no region '{name}' in {path}")
                    elif normal(expected) != normal(code):
                        diff = "\n".join(difflib.unified_diff(normal(expected), normal(code), path, rel, lineterm="", n=1))
                        problems.append(f"{rel}:{start + 1}: differs from {path}#{name}:\n{diff}")
                i = j + 1
            else:
                i += 1
    tests = glob.glob(os.path.join(ROOT, "Tests/GlissTestingTests/Articles/*.swift"))
    tests += glob.glob(os.path.join(ROOT, "Tests/GlissTestingTests/*ArticleTests.swift"))
    for test in sorted(tests):
        rel = os.path.relpath(test, ROOT)
        for name in re.findall(r"// docs:begin (\S+)", open(test).read()):
            if (rel, name) not in shown:
                problems.append(f"{rel}: region '{name}' is in no article")
    for p in problems:
        print(p)
    print(f"doc samples: {len(articles)} pages, {blocks} swift blocks, {len(shown)} compiled regions: "
          f"{'ok' if not problems else f'{len(problems)} problems'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
