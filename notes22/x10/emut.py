# emut.py: adversary11's 1,000-entry faces with one entry (the 7th or the 1,000th) changed where the grammar decides
# (PlainEntry): its lines' number, a mark's value, a relevance, an extra key, an icon; and the family changed.
import re
out = '/tmp/x10/emut'
n = 0
def w(name, text):
    global n; n += 1; open(f'{out}/{name}.json', 'w').write(text)
for base in ['whole', 'partial']:
    text = open(f'/work/adversary11/timing/{base}-1000.json').read()
    for at in ['"date": "2026-11-22T09:00:07+01:00"', '"date": "2026-11-22T09:16:39+01:00"']:
        tag = 'e7' if '00:07' in at else 'e999'
        k = text.index(at); j = text.index('"lines": [', k); e = text.index(']', j) + 1
        for i, r in enumerate(['"lines": []', '"lines": ["a", "b", "c", "d"]', '"lines": ["a", "b", "c"]', '"lines": ["a"]',
                               '"lines": [{"text": "a", "privacySensitive": null}]', '"lines": [{"text": "a", "privacySensitive": 1}]',
                               '"lines": [{"text": "a", "unredacted": "true"}]', '"lines": [{"text": "a", "maxLines": 2}, "b"]',
                               '"lines": [{"text": "a", "maxLines": 1}]', '"lines": [{"text": null}]', '"lines": [{"text": "a", "font": "body"}]',
                               '"lines": [{"text": "a", "privacySensitive": true, "unredacted": true}]', '"lines": [{"text": "a"}], "icon": null',
                               '"lines": [{"text": "a"}], "icon": {"symbol": "heart"}', '"lines": [{"text": "a"}], "privacySensitive": true',
                               '"lines": [{"text": "a"}], "unredacted": 0', '"lines": [[]]', '"lines": [{"text": "a", "color": "red"}]',
                               '"lines": [{"text": "a", "txt": "b"}]', '"lines": ["a", 07]', '"lines": ["\\u0041", {"t\\u0065xt": "b"}]']):
            w(f'{base}-{tag}-lines{i:02d}', text[:j] + r + text[e:])
        c = text.index('"content": {', k)
        for i, r in enumerate(['"relevance": null, ', '"relevance": {"score": 1}, ', '"relevance": 5, ', '"extra": 1, ', '"Date": 1, ']):
            w(f'{base}-{tag}-entry{i:02d}', text[:c] + r + text[c:])
    for fam in ['accessoryInline', 'accessoryCircular', 'accessoryCorner', 'graphicBezel']:
        w(f'{base}-family-{fam}', text.replace('"family": "accessoryRectangular"', f'"family": "{fam}"', 1))
    # static content gone: the entries alone
    s = text.index('"content": {'); e = text.index('"dataProtection"')
    w(f'{base}-nostatic', text[:s] + text[e:])
print(n)
