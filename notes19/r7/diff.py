import re, subprocess, sys
def load(f, incl):
    out = subprocess.run(['callgrind_annotate', '--threshold=100', '--inclusive='+incl, f], capture_output=True, text=True).stdout
    d = {}
    for line in out.splitlines():
        m = re.match(r'\s*([\d,]+)\s+\([^)]*\)\s+(.*)$', line)
        if m and 'PROGRAM TOTALS' not in line:
            d[m.group(2)] = d.get(m.group(2), 0) + int(m.group(1).replace(',', ''))
    return d
a = load(sys.argv[1], sys.argv[3]); b = load(sys.argv[2], sys.argv[3])
rows = sorted(((b.get(k, 0) - a.get(k, 0)) / 999, k) for k in set(a) | set(b))
rows.reverse()
for v, k in rows[:int(sys.argv[4])]:
    k = re.sub(r'\[.*?\]$', '', k)
    print(f'{v:9.0f} {k[:170]}')
