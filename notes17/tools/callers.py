#!/usr/bin/env python3
# callers.py N CALLEE_REGEX FILE_A FILE_B: calls per frame of callees matching the regex, by caller, A vs B, by |diff|
import sys, re, collections
n = int(sys.argv[1]); pat = re.compile(sys.argv[2])
def load(path):
    names = {}; counts = collections.Counter(); fn = cfn = None
    for line in open(path, errors='replace'):
        m = re.match(r'(c?fn)=\((\d+)\)(?: (.*))?', line)
        if m:
            if m.group(3): names[m.group(2)] = m.group(3).strip()
            if m.group(1) == 'fn': fn = names.get(m.group(2))
            else: cfn = names.get(m.group(2))
            continue
        if line.startswith('calls=') and cfn and pat.search(cfn):
            counts[fn] += int(line.split()[0][6:])
    return counts
a, b = load(sys.argv[3]), load(sys.argv[4])
keys = sorted(set(a) | set(b), key=lambda k: -abs(b[k] - a[k]))
print(f"total {sum(a.values())/n:.0f} {sum(b.values())/n:.0f}")
for k in keys[:int(sys.argv[5]) if len(sys.argv) > 5 else 40]:
    print(f"{a[k]/n:7.0f} {b[k]/n:7.0f} {(b[k]-a[k])/n:+7.0f}  {k[:160]}")
