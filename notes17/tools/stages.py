#!/usr/bin/env python3
# stages.py N FILE...: inclusive cost per frame (thousands of instructions; misses) of each stage of the frame
import sys, subprocess, re
stages = [('resolve', r'^\$s8DialCore8ResolverO7resolve_4name7display'), ('redact', r'^\$s8DialCore8RedactorO6redact_7measure'),
          ('layout', r'^\$s8DialCore12LayoutEngineO6layout_6shaper'), ('  round slots', r'^\$s8DialCore12LayoutEngineO8circular_'),
          ('paint', r'^\$s8DialCore7PainterO5paintyAA11DisplayListVAA10LayoutTreeVFZ$'), ('SVG writer', r'^\$s7DialSVG9SVGWriterC3svgySays5UInt8VG0A4Core11DisplayListVAA8SVGErrorOYKF$')]
n = int(sys.argv[1])
for path in sys.argv[2:]:
    out = subprocess.run(['callgrind_annotate', '--inclusive=yes', '--show=Ir,I1mr,D1mr,D1mw', '--sort=Ir', '--threshold=100', path],
                         capture_output=True, text=True).stdout
    rows = {}
    for line in out.splitlines():
        m = re.match(r'\s*([\d,]+) \([^)]*\)\s+([\d,]+) \([^)]*\)\s+([\d,]+|0)(?: \([^)]*\))?\s+([\d,]+|0)(?: \([^)]*\))?\s+(\S+)', line)
        if not m: continue
        name = re.sub(r'^\?\?\?:', '', m.group(5))
        vals = [int(m.group(i).replace(',', '')) for i in range(1, 5)]
        for label, pat in stages:
            if re.search(pat, name) and label not in rows: rows[label] = vals
    print(path)
    for label, _ in stages:
        v = rows.get(label)
        if v: print(f"  {label:14s} Ir {v[0]/n/1000:7.0f}k  I1mr {v[1]/n:7.0f}  D1m {(v[2]+v[3])/n:7.0f}")
