import random, os
random.seed(19)
src = open('/work/adversary11/timing/whole-1000.json','rb').read()[:40000].rstrip()
# make a smaller but complete doc: take the whole file (valid), mutate
full = open('/work/adversary11/timing/whole-1000.json','rb').read()
muts = [b'"x": 1,', b'"text": "dup", "text": "dup",', b'"date": 07,', b'"u": "a\\q",', b'"n": 1e999,', b'"k": tru,',
        b'"s": "\\ud800",', b'"v": "abc" "d",', b'"w": 12 13,', b'"z": [1,,2],', b'"q": {"a":1 "b":2},', b'"y": "\x01",',
        b'"text": 5,', b'"lines": "no",', b'"r": -,', b'"e": "\xff",', b'"m": 0x10,', b'"o": "ok" ]', b'"p": [1 2]', b'"unredacted": "yes",']
out = []
for i in range(90):
    lines = full.split(b'\n')
    n = random.randrange(10, len(lines)-10)
    m = random.choice(muts)
    # insert mutation at the start of a line holding an object member (after indentation)
    line = lines[n]
    stripped = line.lstrip()
    if random.random() < 0.5 and stripped.startswith(b'"'):
        lines[n] = line[:len(line)-len(stripped)] + m + b' ' + stripped
    else:
        lines[n] = line + b' ' + m if not line.rstrip().endswith(b',') else line + b' ' + m
    sep = random.choice([b'\n', b'\r\n', b'\r'])
    if i % 10 == 9:
        data = b''.join(l.strip() for l in lines)  # one line
    else:
        data = sep.join(lines)
    if i % 7 == 3: data = b'\xef\xbb\xbf' + data
    open('mut/m%02d.json' % i, 'wb').write(data)
