#!/usr/bin/env python3
"""Checks that every relative link and anchor of README.md and docs/*.md leads somewhere, as GitHub shows them.

A link to a file must name one in the repository (pictures included); `#anchor`, alone or after a Markdown file,
must be the GitHub slug of one of that file's headings. Every page of docs/ must be reachable from README.md, so no
page is written and then forgotten. Web links are not followed: CI has no network, and they are not ours to keep.

Citations are checked too: comments in Sources/, Tests/, Package.swift and scripts/, and the pages themselves,
cite the design as `docs/privacy.md, "Containment"`; the page must exist and one of its headings (or the first cell of a table row)
must read as the section named. A citation of a document the repository does not hold (`DESIGN.md`, `spec/....md`) is refused, so a
contributor who clones the repository can read every rule the code follows.

Usage: scripts/check-links.py [REPO]   (exit 1, naming each broken link with its file and line, when one fails)
"""
import glob
import os
import re
import sys
import urllib.parse

repo = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
pages = [os.path.join(repo, "README.md")] + sorted(glob.glob(os.path.join(repo, "docs", "*.md")))

INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_DEFINITION = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$")
HTML_LINK = re.compile(r"<(?:img|a|source)\b[^>]*?\b(?:src|href|srcset)=\"([^\"]+)\"", re.IGNORECASE)


def without_code(line):
    """A line with its `inline code` removed: a link written inside code is an example, not a link."""
    return re.sub(r"(`+)(?:(?!\1).)+\1", "", line)


def slug(heading):
    """GitHub's anchor for a heading: its text lowercased, punctuation dropped, spaces made hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link in a heading anchors on its text
    text = re.sub(r"<[^>]+>", "", text).replace("`", "").strip().lower()
    text = "".join(c for c in text if c.isalnum() or c in " -_")
    return text.replace(" ", "-")


def lines_outside_fences(path):
    fence = None
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            marker = re.match(r"^\s{0,3}(`{3,}|~{3,})", line)
            if marker:
                if fence is None:
                    fence = marker.group(1)
                elif marker.group(1).startswith(fence):
                    fence = None
                continue
            if fence is None:
                yield number, line.rstrip("\n")


anchor_cache = {}


def anchors(path):
    """Every anchor GitHub gives the headings of a Markdown file; a repeated slug gets -1, -2, ... as there."""
    if path not in anchor_cache:
        found, seen = set(), {}
        for _, line in lines_outside_fences(path):
            heading = re.match(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$", line)
            if heading:
                base = slug(heading.group(1))
                count = seen.get(base, 0)
                seen[base] = count + 1
                found.add(base if count == 0 else f"{base}-{count}")
        for _, line in lines_outside_fences(path):  # explicit <a id="..."> / name anchors
            found.update(re.findall(r"<a\s+(?:id|name)=\"([^\"]+)\"", line))
        anchor_cache[path] = found
    return anchor_cache[path]


def targets(path):
    for number, line in lines_outside_fences(path):
        text = without_code(line)
        for pattern in (INLINE_LINK, HTML_LINK, REFERENCE_DEFINITION):
            for match in pattern.finditer(text):
                yield number, match.group(1)


problems = []
reached = set()
for page in pages:
    shown = os.path.relpath(page, repo)
    for number, target in targets(page):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE):  # https:, mailto:, ...
            continue
        where = f"{shown}:{number}: {target}"
        path_part, _, anchor = target.partition("#")
        path_part = urllib.parse.unquote(path_part)
        resolved = os.path.normpath(os.path.join(os.path.dirname(page), path_part)) if path_part else page
        if not (resolved == repo or resolved.startswith(repo + os.sep)):
            problems.append(f"{where}: leaves the repository, so it cannot be followed where the pages are read")
            continue
        if not os.path.exists(resolved):
            problems.append(f"{where}: no such file {os.path.relpath(resolved, repo)}")
            continue
        reached.add(resolved)
        if anchor:
            if not resolved.endswith(".md"):
                problems.append(f"{where}: an anchor into a file that is not Markdown")
            elif urllib.parse.unquote(anchor) not in anchors(resolved):
                problems.append(f"{where}: no heading of {os.path.relpath(resolved, repo)} has the anchor #{anchor}")

# Each docs page must be reachable from the front page, directly or through other pages.
linked_from = {page: set() for page in pages}
for page in pages:
    for _, target in targets(page):
        path_part = urllib.parse.unquote(target.partition("#")[0])
        if path_part and not re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE):
            linked_from[page].add(os.path.normpath(os.path.join(os.path.dirname(page), path_part)))
seen, todo = set(), [pages[0]]
while todo:
    page = todo.pop()
    if page in seen or page not in linked_from:
        continue
    seen.add(page)
    todo.extend(linked_from[page])
for page in pages[1:]:
    if page not in seen:
        problems.append(f"{os.path.relpath(page, repo)}: no link leads to it from README.md")

# Citations of the design in code and pages: `docs/NAME.md` (optionally `, "Section"`) must name a page and a heading.
CITATION = re.compile(r"(?<![\w/.])docs/([\w.-]+\.md)(?:, \"([^\"]+)\")?")
FOREIGN = re.compile(r"(?<![\w/.-])(?:DESIGN\.md|spec/[\w-]+\.md)")
cited_files = [page for page in pages]
for root in ("Sources", "Tests", "scripts"):
    for folder, _, names in os.walk(os.path.join(repo, root)):
        cited_files.extend(os.path.join(folder, name) for name in names if name.endswith((".swift", ".py", ".sh", ".c", ".h")))
cited_files.append(os.path.join(repo, "Package.swift"))
citations = 0


def table_rows(path):
    """The first cells of a page's table rows, lowercased: a citation may name a row of a table of rules."""
    rows = set()
    for _, line in lines_outside_fences(path):
        cell = re.match(r"^\|\s*([^|]+?)\s*\|", line)
        if cell:
            rows.add(cell.group(1).replace("`", "").lower())
    return rows


for path in cited_files:
    if not os.path.exists(path) or os.path.abspath(path) == os.path.abspath(__file__):
        continue
    with open(path, encoding="utf-8", errors="replace") as file:
        for number, line in enumerate(file, 1):
            where = f"{os.path.relpath(path, repo)}:{number}"
            for match in FOREIGN.finditer(line):
                problems.append(f"{where}: cites {match.group(0)}, which the repository does not hold (cite its docs/ page)")
            for match in CITATION.finditer(line):
                citations += 1
                page = os.path.join(repo, "docs", match.group(1))
                if not os.path.exists(page):
                    problems.append(f"{where}: cites docs/{match.group(1)}, which does not exist")
                elif match.group(2) and not any(a.startswith(slug(match.group(2))) for a in anchors(page)) \
                        and match.group(2).lower() not in table_rows(page):
                    problems.append(f"{where}: cites section \"{match.group(2)}\" of docs/{match.group(1)}, which has no such heading or table row")

for problem in problems:
    print(f"check-links: {problem}", file=sys.stderr)
links = sum(1 for page in pages for _ in targets(page))
print(f"check-links: {len(pages)} pages, {links} links, {citations} citations of docs/, {len(problems)} broken")
sys.exit(1 if problems else 0)
