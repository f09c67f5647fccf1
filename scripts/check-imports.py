#!/usr/bin/env python3
"""Fails when a target imports a module that Package.swift does not declare as one of its direct dependencies.

SwiftPM lets a target import any module below it in the graph, declared or not; this check does not. It reads the
graph from `swift package dump-package` (JSON), then every Swift source of every target (and C header of a system
library is not looked at: those import nothing of Dial's). Modules of the toolchain (Foundation, Glibc, Testing, ...)
may be imported anywhere. A product dependency (`.product(name:package:)`) allows the product's name and, for the
products Dial uses, the modules it is known to hold (`PRODUCT_MODULES`).

Usage: scripts/check-imports.py            (runs `swift package dump-package` itself)
       scripts/check-imports.py dump.json  (a dump made already)
"""
import json
import os
import re
import subprocess
import sys

# What the toolchain provides on every platform Dial builds on: never a dependency to declare.
TOOLCHAIN = {
    "Foundation", "FoundationEssentials", "FoundationNetworking", "Glibc", "Darwin", "Dispatch", "Synchronization",
    "XCTest", "Testing", "PackageDescription", "Swift", "_Concurrency", "os", "Observation", "RegexBuilder",
    "CryptoKit", "Musl", "WinSDK",
    # The ICU that Foundation uses on Linux, shipped with the toolchain (DialText's word breaks).
    "_FoundationICU",
}
# Modules that an external product holds besides one named like the product.
PRODUCT_MODULES = {
    "FlyingSocks": {"FlyingSocks", "FlyingFox"},
    "SnapshotTesting": {"SnapshotTesting", "InlineSnapshotTesting"},
    "ArgumentParser": {"ArgumentParser"},
}
IMPORT = re.compile(
    r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?"
    r"([A-Za-z_][A-Za-z0-9_]*)", re.M)


def dependencies(target):
    allowed = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency:
                allowed.add(dependency[kind][0])
        if "product" in dependency:
            name = dependency["product"][0]
            allowed |= PRODUCT_MODULES.get(name, {name})
    return allowed


def source_folder(target):
    if target.get("path"):
        return target["path"]
    kind = target["type"]
    return os.path.join("Tests" if kind == "test" else "Sources", target["name"])


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.chdir(root)
    if len(sys.argv) > 1:
        with open(sys.argv[1]) as file:
            package = json.load(file)
    else:
        package = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True, capture_output=True,
                                            text=True).stdout)
    targets = {target["name"]: target for target in package["targets"]}
    failures = []
    for name, target in sorted(targets.items()):
        if target["type"] in ("system", "binary", "plugin", "macro"):
            continue
        allowed = dependencies(target) | TOOLCHAIN | {name}
        folder = source_folder(target)
        for directory, _, files in os.walk(folder):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(directory, file)
                with open(path, encoding="utf-8") as handle:
                    text = strip_comments(handle.read())
                for match in IMPORT.finditer(text):
                    module = match.group(1)
                    if module not in allowed:
                        line = text.count("\n", 0, match.start()) + 1
                        failures.append(f"{path}:{line}: {name} imports {module}, which Package.swift does not declare "
                                        f"as a dependency of {name}")
    for failure in failures:
        print(failure, file=sys.stderr)
    if failures:
        print(f"check-imports: {len(failures)} import(s) of modules not declared as direct dependencies", file=sys.stderr)
        return 1
    print(f"check-imports: every import of the {len(targets)} targets is a declared direct dependency")
    return 0


if __name__ == "__main__":
    sys.exit(main())
