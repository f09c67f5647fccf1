# synfaults.py SEED OUTDIR: 360 syntax faults at random places in 30 files of Faces/ (12 each): a structural character
# deleted, or inserted: " 7", " x", '"', '{', ']', ',,', a bad escape, a key, "0x1", a 5,000-character string, and, in
# strings (their plain runs are read by words), a control character, a tab, a byte beyond ASCII valid or not.
# Run from the repository's root.
import glob, random, sys, os
random.seed(int(sys.argv[1])); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
files = sorted(f for f in glob.glob('Faces/*.json') + glob.glob('Faces/*/*.json') if not f.endswith('schema.json'))
random.shuffle(files)
inserts = [b" 7", b" x", b'"', b"{", b"]", b",,", b"\\q", b'"k": 1,', b"0x1", b'"' + b"s" * 5000 + b'"', b"\x01", b"\t",
           b"\xff", b"\xc3\xa9", b"\xc3", b"\\u00e9", b"\\uD800", b"\\\\", b"\\\""]
n = 0
for f in files[:30]:
    data = open(f, 'rb').read()
    for _ in range(12):
        at = random.randrange(len(data))
        if random.random() < 0.25:
            structural = [i for i, c in enumerate(data) if c in b'{}[]:,"']
            at = random.choice(structural); mutated = data[:at] + data[at + 1:]
        else:
            # Half the insertions inside a string, where plain runs are read.
            if random.random() < 0.5:
                quotes = [i for i, c in enumerate(data) if c == 0x22]
                q = random.randrange(0, len(quotes) - 1, 2)
                at = random.randint(quotes[q] + 1, quotes[q + 1])
            mutated = data[:at] + random.choice(inserts) + data[at:]
        open(f'{out}/syn{n:03}.json', 'wb').write(mutated); n += 1
