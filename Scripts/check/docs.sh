#!/usr/bin/env bash
# Builds the documentation site into .build/docs/ (or $1): one static DocC site per target —
# GlissCore, GlissControls, GlissApp (the app runtime) and GlissTesting, from Sources/<Target>/<Target>.docc and
# the doc comments — plus an index.html listing the four and every article. DocC runs with
# --warnings-as-errors, so a broken symbol link or a missing parameter fails the build.
# First checks that the Swift code in the articles is the code the article tests compile and run
# (Scripts/check/doc-samples.py).
#
#   Scripts/check/docs.sh                       # then: python3 -m http.server --directory .build/docs 8000
#   DOCS_BASE_PATH=gliss Scripts/check/docs.sh  # for a site served under /gliss/ (e.g. GitHub Pages)
set -u
cd "$(dirname "$0")/../.."
out=${1:-.build/docs}
base=${DOCS_BASE_PATH:+${DOCS_BASE_PATH%/}/}
targets="GlissCore GlissControls GlissApp GlissTesting"

python3 Scripts/check/doc-samples.py || { echo "docs: article code differs from the tested code"; exit 1; }

rm -rf "$out"; mkdir -p "$out"
for t in $targets; do
  log=$(swift package --allow-writing-to-directory "$out" generate-documentation --target "$t" \
        --output-path "$out/$t" --transform-for-static-hosting --hosting-base-path "$base$t" \
        --warnings-as-errors 2>&1)
  rc=$?
  # Everything DocC reports is an error here; the compiler's pkg-config notes are not DocC's.
  problems=$(grep -E "^(error|warning): " <<<"$log" | grep -v "prohibited flag" || true)
  if [ $rc != 0 ] || [ -n "$problems" ] || [ ! -f "$out/$t/index.html" ]; then
    grep -vE "^\[[0-9]+/[0-9]+\]|prohibited flag" <<<"$log" | tail -n 60
    echo "docs: $t failed"; exit 1
  fi
  echo "docs: $t built with no warnings"
done

# The index: the four modules and every article, linked into their sites.
python3 - "$out" "$base" $targets <<'PY' || exit 1
import glob, html, json, os, re, sys
out, base, targets = sys.argv[1], sys.argv[2], sys.argv[3:]
sections, count = [], 0
for t in targets:
    catalog = f"Sources/{t}/{t}.docc"
    module = open(f"{catalog}/{t}.md").read()
    about = module.split("\n\n")[1].strip().replace("\n", " ")
    items = []
    # Articles in the order the module page's Topics list them.
    for name in re.findall(r"<doc:(\w+)>", module):
        text = open(f"{catalog}/{name}.md").read()
        title = re.match(r"# (.+)", text).group(1)
        summary = text.split("\n\n")[1].strip().replace("\n", " ")
        slug = name.lower()
        page = f"{out}/{t}/data/documentation/{t.lower()}/{slug}.json"
        if not os.path.exists(page):
            sys.exit(f"docs: {name} was not built ({page} missing)")
        items.append(f'<li><a href="{t}/documentation/{t.lower()}/{slug}">{html.escape(title)}</a> — {html.escape(summary)}</li>')
        count += 1
    sections.append(f'<h2><a href="{t}/documentation/{t.lower()}">{t}</a></h2>\n<p>{html.escape(about)}</p>\n<ul>\n' + "\n".join(items) + "\n</ul>")
page = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Gliss documentation</title>
<style>body {{ font: 16px/1.5 system-ui, sans-serif; max-width: 46em; margin: 3em auto; padding: 0 1em; }}
li {{ margin: .4em 0; }} a {{ color: #0066cc; }}</style></head>
<body>
<h1>Gliss documentation</h1>
<p>SwiftUI-style animated interactions for Linux desktops, in Swift on SDL2. Apps <code>import Gliss</code>
(GlissCore, its controls in GlissControls and the app runtime, GlissApp); their tests <code>import GlissTesting</code>.</p>
{chr(10).join(sections)}
</body></html>
"""
open(f"{out}/index.html", "w").write(page)
print(f"docs: {out}/index.html lists {len(targets)} modules and {count} articles")
# Every article in the catalogs (not the modules' landing pages) must be listed.
import glob, os
expected = sum(1 for f in glob.glob("Sources/*/*.docc/*.md")
               if os.path.basename(f)[:-3] != os.path.basename(os.path.dirname(f))[:-5])
if count != expected:
    sys.exit(f"docs: expected {expected} articles (the catalogs' .md files), found {count}")
PY
echo "docs: open with: python3 -m http.server --directory $out 8000, then http://localhost:8000/"
