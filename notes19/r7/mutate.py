import json, random, glob, os, sys
random.seed(int(sys.argv[1]) if len(sys.argv)>1 else 19)
files = sorted(glob.glob('/work/wt-p2/Faces/*.json')+glob.glob('/work/wt-p2/Faces/*/*.json')) + ['/work/adversary11/timing/whole-1000.json','/work/adversary11/timing/partial-1000.json']
files = [f for f in files if not f.endswith('schema.json')]
def nodes(v, path=()):
    yield path, v
    if isinstance(v, dict):
        for k, x in v.items(): yield from nodes(x, path+(k,))
    elif isinstance(v, list):
        for i, x in enumerate(v): yield from nodes(x, path+(i,))
def get(v, path):
    for p in path: v = v[p]
    return v
def setv(root, path, val):
    get(root, path[:-1])[path[-1]] = val
out = '/tmp/r7/mut'
n = 0
for f in files:
    try: doc = json.load(open(f))
    except Exception: continue
    for m in range(6):
        d = json.loads(json.dumps(doc))
        all_ = list(nodes(d))
        objs = [p for p, v in all_ if isinstance(v, dict)]
        scal = [p for p, v in all_ if p and not isinstance(v, (dict, list))]
        kind = random.choice(['unk', 'typo', 'bad', 'unk+bad', 'bad+unk', 'badkind'])
        def add_unknown():
            p = random.choice(objs); o = get(d, p)
            if kind == 'typo' and o:
                k = random.choice(list(o.keys()))
                nk = k[:-1] if len(k) > 2 else k + 'x'
                items = list(o.items()); o.clear()
                for kk, vv in items: o[nk if kk == k else kk] = vv
            else:
                o[random.choice(['colr', 'zzq', 'privacysensitive', 'gaugeStyle'])] = random.choice([1, "x", {"a": 1}, [1]])
        def add_bad():
            if not scal: return
            p = random.choice(scal); v = get(d, p)
            setv(d, p, random.choice([5, "x", True, None, {"q": 1}, [], -1e9, 1.5]) if not isinstance(v, str) else random.choice([5, None, "", "zz"]))
        if kind in ('unk', 'typo'): add_unknown()
        elif kind == 'bad': add_bad()
        elif kind == 'badkind':
            p = random.choice(objs); o = get(d, p)
            if o: k = random.choice(list(o.keys())); o[k] = random.choice([[], {}, 3, "s"])
        else:
            add_bad(); add_unknown()
        n += 1
        name = os.path.basename(f)[:-5]
        json.dump(d, open(f'{out}/{n:04d}-{kind}-{name}.json', 'w'), indent=1, ensure_ascii=False)
print(n)
