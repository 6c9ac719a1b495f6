#!/usr/bin/env python3
"""Fails when a public symbol of the named modules has no doc comment.

Usage:
  doc-coverage.py SYMBOL_GRAPH_DIR MODULE [MODULE ...]
  doc-coverage.py --dump MODULE [MODULE ...]   # runs `swift package dump-symbol-graph` first

SYMBOL_GRAPH_DIR holds `<Module>.symbols.json` and `<Module>@<Other>.symbols.json` files, as
written by `swift package dump-symbol-graph` or `swiftc -emit-symbol-graph`. Every public
symbol counts, enum cases included, except those that carry documentation from elsewhere:

- compiler-synthesized members (no source location, or a `::SYNTHESIZED::` identifier:
  `init(from:)`, `init(rawValue:)` of raw-value enums, inherited members);
- implementations of a protocol requirement that is documented in the graph (DocC shows the
  requirement's comment), or of a requirement of a well-known external protocol
  (`==` of Equatable, `description` of CustomStringConvertible, …, see EXTERNAL below);
- default implementations (`defaultImplementationOf`) of a documented requirement.

Prints one line per module (`GlissCore: 523 public symbols, 523 documented (100.0 %)`), then
`file:line: kind name` for each undocumented symbol; exits 1 when there is one.
"""
import glob
import json
import os
import re
import subprocess
import sys

# Requirements of protocols outside the checked modules, by the conformance's target name.
EXTERNAL = {
    "Swift.Equatable": {"==(_:_:)"},
    "Swift.Comparable": {"<(_:_:)"},
    "Swift.Hashable": {"hash(into:)", "hashValue"},
    "Swift.CustomStringConvertible": {"description"},
    "Swift.CustomDebugStringConvertible": {"debugDescription"},
    "Swift.RawRepresentable": {"rawValue", "init(rawValue:)"},
    "Swift.OptionSet": {"rawValue", "init(rawValue:)"},
    "Swift.Error": set(),
    "Foundation.LocalizedError": {"errorDescription"},
    "ArgumentParser.ParsableArguments": {"init()", "init(from:)", "validate()"},
    "ArgumentParser.ParsableCommand": {"init()", "init(from:)", "validate()", "run()", "configuration"},
    "ArgumentParser.ExpressibleByArgument": {"init(argument:)", "defaultValueDescription", "allValueStrings"},
}


def load_module(directory, module):
    """Symbols (by precise id) and relationships of `module` across its graph files."""
    files = [os.path.join(directory, f"{module}.symbols.json")]
    files += sorted(glob.glob(os.path.join(directory, f"{module}@*.symbols.json")))
    symbols, relationships = {}, []
    found = False
    for path in files:
        if not os.path.exists(path):
            continue
        found = True
        with open(path) as f:
            graph = json.load(f)
        for s in graph.get("symbols", []):
            symbols[s["identifier"]["precise"]] = s
        relationships += graph.get("relationships", [])
    if not found:
        sys.exit(f"check-doc-coverage: no symbol graph for {module} in {directory}")
    return symbols, relationships


def is_public(symbol):
    return symbol.get("accessLevel") in ("public", "open")


def has_doc(symbol):
    lines = (symbol.get("docComment") or {}).get("lines") or []
    return any(l.get("text", "").strip() for l in lines)


def title(symbol):
    return symbol["names"]["title"]


def undocumented(symbols, relationships):
    """(public symbol count, undocumented symbols) after the exemptions in the module doc."""
    member_of = {}
    conforms = {}
    requirements = {}   # protocol id -> {title: documented?}
    default_of = {}
    for r in relationships:
        kind, src, dst = r["kind"], r["source"], r["target"]
        if kind == "memberOf":
            member_of[src] = dst
        elif kind == "conformsTo":
            conforms.setdefault(src, []).append((dst, r.get("targetFallback")))
        elif kind in ("requirementOf", "optionalRequirementOf") and src in symbols:
            requirements.setdefault(dst, {})[title(symbols[src])] = has_doc(symbols[src])
        elif kind == "defaultImplementationOf":
            default_of[src] = dst

    def implements_documented_requirement(sid, s):
        parent = member_of.get(sid)
        if parent is None:
            return False
        name = title(s)
        for proto, fallback in conforms.get(parent, []):
            if requirements.get(proto, {}).get(name):
                return True
            if proto not in symbols and name in EXTERNAL.get(fallback or "", set()):
                return True
        return False

    public = [(sid, s) for sid, s in symbols.items() if is_public(s)]
    missing = []
    for sid, s in public:
        if has_doc(s):
            continue
        if "location" not in s or "::SYNTHESIZED::" in sid:
            continue
        req = default_of.get(sid)
        if req is not None and req in symbols and has_doc(symbols[req]):
            continue
        if implements_documented_requirement(sid, s):
            continue
        missing.append(s)
    return len(public), missing


def describe(s):
    loc = s.get("location", {})
    path = re.sub(r"^file://", "", loc.get("uri", "?"))
    cwd = os.getcwd() + "/"
    if path.startswith(cwd):
        path = path[len(cwd):]
    line = loc.get("position", {}).get("line", -1) + 1
    return f"{path}:{line}: {s['kind']['displayName'].lower()} {'.'.join(s['pathComponents'])}"


def dump_symbol_graphs():
    out = subprocess.run(["swift", "package", "dump-symbol-graph", "--skip-synthesized-members"],
                         capture_output=True, text=True)
    m = re.search(r"Files written to (\S+)", out.stdout + out.stderr)
    if out.returncode != 0 or not m:
        sys.stderr.write(out.stdout[-3000:] + out.stderr[-3000:])
        sys.exit("check-doc-coverage: swift package dump-symbol-graph failed")
    return m.group(1)


def main(argv):
    if len(argv) < 2 or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv and argv[0] in ("-h", "--help") else 2
    directory = dump_symbol_graphs() if argv[0] == "--dump" else argv[0]
    failed = False
    report = []
    for module in argv[1:]:
        count, missing = undocumented(*load_module(directory, module))
        documented = count - len(missing)
        pct = 100.0 * documented / count if count else 100.0
        print(f"{module}: {count} public symbols, {documented} documented ({pct:.1f} %)")
        report += [describe(s) for s in missing]
        failed = failed or bool(missing)
    if report:
        print("undocumented public symbols:")
        for line in sorted(report):
            print("  " + line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
