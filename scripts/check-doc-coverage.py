#!/usr/bin/env python3
"""Fails when a public symbol declared in one of the given modules has no doc comment.

Reads the symbol graphs that `swift package dump-symbol-graph` writes (scripts/check-docs.sh runs it first). Only
symbols declared in Sources/ count: what a protocol or the compiler supplies (`hashValue`, Collection's methods,
synthesized Codable members) has no source of ours to document. DocC itself builds a page without an abstract
silently, so this is what keeps "every public symbol documented" true.

Usage (from the package's folder): scripts/check-doc-coverage.py SYMBOLGRAPH_DIR MODULE...
"""
import glob
import json
import os
import sys

folder, modules = sys.argv[1], set(sys.argv[2:])
# Symbol graphs name source files by URL; only this package's own Sources/ count.
sources = "file://" + os.path.abspath("Sources") + "/"
missing, counted, seen = [], 0, set()
counted_ids = set()
for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
    with open(path, encoding="utf-8") as file:
        graph = json.load(file)
    seen.add(graph["module"]["name"])
    for symbol in graph["symbols"]:
        location = symbol.get("location", {})
        uri = location.get("uri", "")
        if not uri.startswith(sources) or symbol.get("accessLevel") not in ("public", "open"):
            continue
        # A symbol belongs to the module whose folder declares it: a module that re-exports another's types lists
        # them in its own graph too, and they are that other module's to document.
        if uri[len(sources):].split("/", 1)[0] not in modules:
            continue
        if symbol["identifier"]["precise"] in counted_ids:
            continue  # the same symbol in a second graph (re-exported, or an extension's graph)
        counted_ids.add(symbol["identifier"]["precise"])
        counted += 1
        if not symbol.get("docComment"):
            line = location.get("position", {}).get("line", 0) + 1
            where = "Sources/" + uri[len(sources):]
            missing.append(f"{where}:{line}: {symbol['kind']['displayName'].lower()} "
                           f"{'.'.join(symbol['pathComponents'])} has no doc comment")

absent = modules - seen
for module in sorted(absent):
    print(f"check-doc-coverage: no symbol graph for {module} in {folder}", file=sys.stderr)
for problem in sorted(set(missing)):
    print(f"check-doc-coverage: {problem}", file=sys.stderr)
print(f"check-doc-coverage: {counted} public symbols of {', '.join(sorted(modules))}; {len(set(missing))} undocumented")
sys.exit(1 if missing or absent else 0)
