#!/usr/bin/env python3
# foot.py FILE: distinct instruction addresses and 64-byte lines executed (the code footprint), per object and per fn group
import sys, re, collections
addrs = collections.defaultdict(set); fnaddrs = collections.defaultdict(set)
ob = fn = None; names = {}; obnames = {}; last = 0; skip = False
for line in open(sys.argv[1], errors='replace'):
    if line.startswith('ob='):
        m = re.match(r'ob=\((\d+)\)(?: (.*))?', line); 
        if m.group(2): obnames[m.group(1)] = m.group(2).strip()
        ob = obnames[m.group(1)]; continue
    if line.startswith('fn='):
        m = re.match(r'fn=\((\d+)\)(?: (.*))?', line)
        if m.group(2): names[m.group(1)] = m.group(2).strip()
        fn = names[m.group(1)]; continue
    if line.startswith(('cfn=', 'cob=', 'cfi=', 'cfl=', 'fi=', 'fe=', 'fl=')):
        if line.startswith(('cfn=','cob=')):
            m = re.match(r'c(?:fn|ob)=\((\d+)\)(?: (.*))?', line)
            if m and m.group(2):
                (names if line.startswith('cfn') else obnames)[m.group(1)] = m.group(2).strip()
        continue
    if line.startswith('calls='): skip = True; continue
    m = re.match(r'(0x[0-9a-f]+|\+\d+|-\d+|\*)\s+(?:\S+)\s+(\d+)', line)
    if not m: continue
    p = m.group(1)
    a = int(p, 16) if p.startswith('0x') else last + int(p) if p[0] in '+-' else last
    last = a
    if skip: skip = False; continue
    if int(m.group(2)) > 0:
        addrs[ob].add(a); fnaddrs[fn].add(a)
tot = sum(len(s) for s in addrs.values()); lines = sum(len({a >> 6 for a in s}) for s in addrs.values())
print(f"total: {tot} instructions, {lines} lines of 64 B ({lines*64/1024:.0f} KiB)")
for o, s in sorted(addrs.items(), key=lambda kv: -len(kv[1])):
    print(f"  {len(s):7d} instr {len({a>>6 for a in s}):6d} lines  {o}")
import os
if os.environ.get('FN'):
    for f, s in sorted(fnaddrs.items(), key=lambda kv: -len(kv[1]))[:int(os.environ['FN'])]:
        print(f"  {len(s):6d} {len({a>>6 for a in s}):5d}  {f[:150]}")
