#!/usr/bin/env python3
# calls.py N FILE...: calls per frame of each callee (summed over callers), from callgrind out files (name compression aware)
import sys, re, collections
n = int(sys.argv[1])
tabs = []
for path in sys.argv[2:]:
    names = {}; counts = collections.Counter(); cfn = None
    for line in open(path, errors='replace'):
        m = re.match(r'c?fn=\((\d+)\)(?: (.*))?', line)
        if m:
            if m.group(2): names[m.group(1)] = m.group(2).strip()
            if line.startswith('cfn='): cfn = names.get(m.group(1))
            continue
        if line.startswith('calls=') and cfn:
            counts[cfn] += int(line.split()[0][6:])
    tabs.append(counts)
keys = sorted(set().union(*tabs), key=lambda k: -max(t[k] for t in tabs))
pat = re.compile(sys.argv[0] and (__import__('os').environ.get('PAT') or '.'))
for k in keys:
    if pat.search(k): print(' '.join(f"{t[k]/n:9.0f}" for t in tabs), ' ', k[:140])
