#!/usr/bin/env python3
# fndiff.py A.out B.out N EVENT[,EVENT] [TOP] [inclusive]: exclusive (or inclusive) cost per frame by function, A vs B, by |diff|
import sys, subprocess, re, collections
def load(path, events, incl):
    out = subprocess.run(['callgrind_annotate', f'--show={events}', f'--sort={events.split(",")[0]}', '--threshold=100',
                          f'--inclusive={"yes" if incl else "no"}', path], capture_output=True, text=True).stdout
    d = collections.Counter()
    for line in out.splitlines():
        m = re.match(r'\s*([\d,]+)\s+(?:\([^)]*\)\s+)?(.*)', line)
        if not m or 'PROGRAM TOTALS' in line: continue
        parts = re.findall(r'([\d,]+)(?: \([^)]*\))?\s+', line)
        nums = re.match(r'((?:\s*[\d,]+(?: \([ \d.%]+\))?)+)\s+(\S.*)', line)
        if not nums: continue
        vals = [int(x.replace(',', '')) for x in re.findall(r'([\d,]+)(?: \([ \d.%]+\))?', nums.group(1))]
        name = re.sub(r'^\?\?\?:|^.*:(?=[^:]*$)', '', nums.group(2)).split(' [')[0]
        d[name] += sum(vals)
    return d
a_path, b_path, n, ev = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
top = int(sys.argv[5]) if len(sys.argv) > 5 else 30
incl = len(sys.argv) > 6
a, b = load(a_path, ev, incl), load(b_path, ev, incl)
print(f"total {sum(a.values())/n:.0f} {sum(b.values())/n:.0f}")
for k in sorted(set(a) | set(b), key=lambda k: -abs(b[k] - a[k]))[:top]:
    print(f"{a[k]/n:9.0f} {b[k]/n:9.0f} {(b[k]-a[k])/n:+9.0f}  {k[:150]}")
