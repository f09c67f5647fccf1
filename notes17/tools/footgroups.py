#!/usr/bin/env python3
# footgroups.py FILE: distinct 64-byte code lines executed (from --dump-instr=yes), grouped by the module and type of
# the function that holds them (Swift mangled names: DialCore's Resolver..., DialText's TextShaper, ...).
import sys, re, collections, runpy
sys.argv = [sys.argv[0], sys.argv[1]]
import io, contextlib
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    g = runpy.run_path(__file__.replace('footgroups.py', 'foot.py'))
groups = collections.defaultdict(set)
pats = [('resolve', r'DialCore\d*(Resolver|ContentContext|FaceTimelines|LocaleTexts|Resolved|ClockPattern|DatePattern|DateWindow|TimelineIndex|ZoneOffset)|DialModel'),
        ('redact', r'DialCore\d*(Redact)'), ('layout', r'DialCore\d*(Layout|TextFitter|Footprint|CornerBand|InlineRow|LeftOutMarks|LegibleSize|TextCuts|FaceFrame)'),
        ('shaper (DialText)', r'DialText'), ('paint', r'DialCore\d*(Painter|DisplayList|DrawCommand)'), ('SVG', r'DialSVG'),
        ('other Dial', r'Dial'), ('Swift runtime and stdlib', r'^\$s|swift'), ]
for f, s in g['fnaddrs'].items():
    for label, p in pats:
        if re.search(p, f or ''):
            groups[label] |= {a >> 6 for a in s}; break
    else:
        groups['C libraries and other'] |= {a >> 6 for a in s}
for label in [p[0] for p in pats] + ['C libraries and other']:
    print(f"{label:26s} {len(groups[label]):6d} lines {len(groups[label])*64/1024:6.0f} KiB")
