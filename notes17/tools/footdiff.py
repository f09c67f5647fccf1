#!/usr/bin/env python3
# footdiff.py A B: per-function code footprint (64-byte lines executed), A vs B, by difference
import sys, re, collections, subprocess
def load(path):
    fnaddrs = collections.defaultdict(set); names = {}; fn = None; last = 0; skip = False
    for line in open(path, errors='replace'):
        if line.startswith(('fn=', 'cfn=')):
            m = re.match(r'c?fn=\((\d+)\)(?: (.*))?', line)
            if m.group(2): names[m.group(1)] = m.group(2).strip()
            if line.startswith('fn='): fn = names[m.group(1)]
            continue
        if line.startswith('calls='): skip = True; continue
        m = re.match(r'(0x[0-9a-f]+|\+\d+|-\d+|\*)\s+(?:\S+)\s+(\d+)', line)
        if not m: continue
        p = m.group(1); a = int(p, 16) if p.startswith('0x') else last + int(p) if p[0] in '+-' else last
        last = a
        if skip: skip = False; continue
        if int(m.group(2)) > 0: fnaddrs[fn].add(a >> 6)
    return {k: len(v) for k, v in fnaddrs.items()}
a, b = load(sys.argv[1]), load(sys.argv[2])
pat = re.compile(sys.argv[4]) if len(sys.argv) > 4 else None
def dm(k):
    return subprocess.run(['swift', 'demangle', '--simplified', '--compact', k], capture_output=True, text=True).stdout.strip() if k.startswith('$s') else k
keys = sorted(set(a) | set(b), key=lambda k: -abs(b.get(k, 0) - a.get(k, 0)))
print(sum(a.values()), sum(b.values()))
for k in keys[:int(sys.argv[3])]:
    if pat and not pat.search(k): continue
    print(f"{a.get(k,0):5d} {b.get(k,0):5d} {b.get(k,0)-a.get(k,0):+5d}  {dm(k)[:170]}")
