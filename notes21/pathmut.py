# pathmut.py SEED OUTDIR: photos.json's path replaced by random path data (the grammar's pieces at random, edits of
# valid paths, long ones near the command limit), shown or privacySensitive: every accepted and refused path's
# messages, compared between two binaries (msgs21.sh).
# Run from the repository's root.
import json, random, sys, os
random.seed(int(sys.argv[1])); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
base = json.load(open('Faces/catalogue/photos.json'))
pieces = list("MmLlHhVvCcSsQqTtAaZz") + ["0", "1", "7", "01", "10", "-3", "+4", ".5", "5.", "-.25", "1.5.5", "12e3",
    "1E-2", "3e+1", "2e", "999999", "999999.99", "1000000", "1000000.5", "-1000001", "1e6", "1e7", "1e999", " ", " ",
    ",", ", ", "\t", "\n", "\x0c", "\r", "\x0b", "x", "é", "-", "+", ".", "e", "\x01", "\"", "\\"]
valid = ["M10 10 l5-5 h3 v2 c1 2 3 4 5 6 s1 1 2 2 q3 3 4 4 t5 5 a4 4 30 1 0 6 6 z m1 1 L2 2",
         "M20 4C11 4 5 9 5 16c0 1.5.3 2.8.8 4L4 22l1.4 1.4 1.9-1.9c1.3.6 2.7.9 4.2.9C18 22.4 21 15 20 4zM8 19c3-5 6-8 10-11-3 4-6 7-10 11z"]
def find(v):
    if isinstance(v, dict):
        if 'path' in v and isinstance(v['path'], str): yield v
        for x in v.values(): yield from find(x)
    elif isinstance(v, list):
        for x in v: yield from find(x)
for n in range(400):
    doc = json.loads(json.dumps(base))
    images = list(find(doc))
    kind = n % 4
    if kind == 0: d = "".join(random.choice(pieces) for _ in range(random.randrange(30)))
    elif kind == 1:
        d = list(random.choice(valid))
        for _ in range(random.randrange(1, 4)):
            at = random.randrange(len(d)); op = random.randrange(3)
            if op == 0: d[at] = random.choice(pieces)
            elif op == 1: del d[at]
            else: d.insert(at, random.choice(pieces))
        d = "".join(d)
    elif kind == 2:
        k = random.choice([998, 999, 1000, 1001])
        d = "M0 0" + " 1 1" * (k - 1) + random.choice(["", " x", " 1", " 1e7"])
    else: d = random.choice(valid) + random.choice(["", " ", "Z", "z 1", "a1 1 0 2 1 3 3", "L1e7 0", "L1e-7 0", "L1 1,"])
    for image in images:
        image['path'] = d
        if n % 8 >= 4: image['privacySensitive'] = True
    json.dump(doc, open(f'{out}/path{n:03}.json', 'w'), ensure_ascii=False, indent=1)
