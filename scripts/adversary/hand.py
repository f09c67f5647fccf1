"""Hand-made pairs: what a generator of values does not reach (the file's bytes, its syntax around a hidden value).

Each is (name, face_a, face_b, context); a face may hold lone surrogates (\\udc80-\\udcff), written as the raw bytes
they stand for (invalid UTF-8)."""
from pairs import face, jstr, PS

RECT = ('{ "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",\n'
        '  "content": { "template": "stack", "lines": [{ "text": "Calendar" }, %s] } }')
LOCK = ('{ "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "complete",\n'
        '  "content": { "template": "stack", "lines": [{ "text": "Calendar" }, %s] } }')


def hp(name, a, b, ctx="ao-all", tpl=RECT, style="modular"):
    return ("hand/" + name, face(style, tpl % a, ctx), face(style, tpl % b, ctx), ctx)


def pairs():
    out = []
    for tpl, ctx, tag in ((RECT, "ao-all", "ps"), (LOCK, "locked", "lock")):
        mark = PS + ", " if tag == "ps" else ""
        def h(name, a, b):
            out.append(hp(tag + "/" + name, a, b, ctx, tpl))
        # A syntax error after hidden text on its line: a comma missing, an object left open, a stray token.
        h("missing-comma-after", '{ %s"text": "7" "font": "body" }' % mark, '{ %s"text": "Appointment with Dr Who" "font": "body" }' % mark)
        h("stray-token-after", '{ %s"text": "7" } x' % mark, '{ %s"text": "seventy-two beats a minute" } x' % mark)
        h("colon-missing-after", '{ %s"text": "a", "font" "body" }' % mark, '{ %s"text": "aaaaaaaaaaaaaaaaaaaaaa", "font" "body" }' % mark)
        h("trailing-comma-after", '{ %s"text": "a", }' % mark, '{ %s"text": "much longer text", }' % mark)
        # The hidden value's own quote left open: reading stops at the end of the file.
        h("unterminated", '{ %s"text": "abc }' % mark, '{ %s"text": "abcdefghijklmnopq }' % mark)
        # A space inside a bare word breaks the structure where reading stops.
        h("bare-word-space", '{ %s"text": sev enty }' % mark, '{ %s"text": nin ety }' % mark)
        # Raw control characters and invalid UTF-8 inside the hidden string.
        h("raw-control", '{ %s"text": "a\tb" }' % mark, '{ %s"text": "a\x01b" }' % mark)
        h("raw-newline", '{ %s"text": "a\nb" }' % mark, '{ %s"text": "abc\ndef" }' % mark)
        h("invalid-utf8", '{ %s"text": "a\udcff\udcfe" }' % mark, '{ %s"text": "\udcc3( long text" }' % mark)
        h("overlong-utf8", '{ %s"text": "\udcc0\udcaf" }' % mark, '{ %s"text": "\udce0\udc80\udcaf" }' % mark)
        h("valid-vs-escaped", '{ %s"text": "caf\\u00e9" }' % mark, '{ %s"text": "café" }' % mark)
        h("escaped-key", '{ %s"te\\u0078t": "7" }' % mark, '{ %s"te\\u0078t": "72 bpm" }' % mark)
        h("escaped-key-fault", '{ %s"te\\u0078t": 072 }' % mark, '{ %s"te\\u0078t": 0x48 }' % mark)
        h("dup-text-key", '{ %s"text": "a", "text": "b" }' % mark, '{ %s"text": "aaaaaaaaaaaaaaaa", "text": "b" }' % mark)
        h("dup-key-next-object", '{ %s"text": "a" }, { "text": "x", "text": "y" }' % mark,
          '{ %s"text": "a much longer secret" }, { "text": "x", "text": "y" }' % mark)
        h("deep-nesting", '{ %s"text": %s }' % (mark, "[" * 600 + "]" * 600), '{ %s"text": %s }' % (mark, "[" * 900 + "]" * 900))
        h("deep-object", '{ %s"text": %s }' % (mark, '{"a":' * 300 + "1" + "}" * 300), '{ %s"text": %s }' % (mark, '{"a":' * 500 + "72" + "}" * 500))
        # Keys are structure (docs/privacy.md): a path inside a hidden value names them; two values of other keys differ by design.
        h("known-deep-object-keys", '{ %s"text": %s }' % (mark, '{"a":' * 300 + "1" + "}" * 300), '{ %s"text": %s }' % (mark, '{"b":' * 300 + "1" + "}" * 300))
        h("tiny-exponent", '{ %s"text": 1e-999999 }' % mark, '{ %s"text": 1e-400 }' % mark)
        h("secret-equals-public", '{ %s"text": "Calendar" }' % mark, '{ %s"text": "zzzz" }' % mark)
        h("long-valid-text", '{ %s"text": %s }' % (mark, jstr("x" * 4000)), '{ %s"text": "x" }' % mark)
        h("null-vs-number", '{ %s"text": null }' % mark, '{ %s"text": 5 }' % mark)
        h("unknown-key-value", '{ %s"text": "x", "colr": 072 }' % mark, '{ %s"text": "x", "colr": 72 }' % mark)
        h("long-key-before", '{ "%s": 1, %s"text": "a" }' % ("k" * 200, mark), '{ "%s": 1, %s"text": "abcdef" }' % ("k" * 200, mark))
        h("empty-object-vs-five", '{ %s"text": "a", "color": {} }' % mark, '{ %s"text": "a", "color": 5 }' % mark)
        h("missing-text", '{ %s"font": "body" }' % mark, '{ %s"font": "body", "text": 5 }' % mark)
    # Public fault after two private regions: which fault is told must not depend on either hidden value.
    two = ('{ "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",\n'
           '  "content": { "template": "stack", "lines": [{ "text": %s, "privacySensitive": true }, { "text": "x", "color": %s, "privacySensitive": true }] } },\n'
           '{ "id": "d", "slot": "topLeft", "family": "accessoryCircular", "dataProtection": "none", "content": { "template": "stack", "lines": [{ "text": "5", "color": "blue"UNRED }, { "text": "y"MARK }] } }')
    # d's line `unredacted`: its fault is public and must be told in both.
    # d marks its second line: its first is public (a complication whose only mark is `unredacted` is hidden whole for
    # messages, docs/privacy.md), so its fault must be told in both.
    pub = two.replace("UNRED", "").replace("MARK", ', "privacySensitive": true')
    out.append(("hand/two-hidden-then-public-fault", face("modular", pub % ('"ok"', '"red"'), "ao-all", public=False),
                face("modular", pub % ("072", '"#FF0000"'), "ao-all", public=False), "ao-all"))
    out.append(("hand/two-hidden-then-public-fault#2", face("modular", pub % ('"ok"', '"#FF0000"'), "ao-all", public=False),
                face("modular", pub % ("seventy", "5"), "ao-all", public=False), "ao-all"))
    # d hidden whole too (it marks nothing): three private regions, told first-come (docs/privacy.md, "What Dial
    # cannot hide": each region's message tells whether its own value is valid). Known.
    priv = two.replace("UNRED", "").replace("MARK", "")
    out.append(("hand/known-first-come-private-regions", face("modular", priv % ('"ok"', '"red"'), "ao-all", public=False),
                face("modular", priv % ("072", '"#FF0000"'), "ao-all", public=False), "ao-all"))
    # A complication privacy hides in part, whose entries differ only in what it hides: one run, named by its first
    # entry (docs/privacy.md, "Timelines seen from a context"). 1 entry vs 12 before the day drawn: the run must not be
    # named by the entry in force at the range's start, whose index counts the hidden boundaries before it.
    def entries(n):
        return "[" + ", ".join('{ "date": "2026-11-21T%02d:00:00+01:00", "content": { "template": "stack", "lines": '
                               '[{ "text": "Meds" }, { "text": "dose %d", "privacySensitive": true }] } }' % (8 + k, k) for k in range(n)) + "]"
    runs = ('{ "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "timeline": %s }')
    out.append(("hand/partly-hidden-run-before-range", face("modular", runs % entries(1), "ao-all"), face("modular", runs % entries(12), "ao-all"), "ao-all"))
    # The same, inside the range drawn: 1 vs 12 entries on the face's day.
    def today(n):
        return entries(n).replace("2026-11-21", "2026-11-22").replace("T08:00", "T00:00")
    out.append(("hand/partly-hidden-run-in-range", face("modular", runs % today(1), "ao-all"), face("modular", runs % today(12), "ao-all"), "ao-all"))
    # The same faces, `dial timeline --from 12:30`: the range starts inside the run.
    out.append(("hand/partly-hidden-run-from-inside", face("modular", runs % today(1), "ao-all-from"),
                face("modular", runs % today(12), "ao-all-from"), "ao-all-from"))
    # reloadPolicy of a complication hidden whole: `dial timeline` withholds it ("policy withheld"); two valid ones.
    pol = ('{ "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "reloadPolicy": %s,\n'
           '  "timeline": [{ "date": "2026-11-22T08:00:00+01:00", "content": { "template": "stack", "lines": [{ "text": "Meds" }] } }] }')
    out.append(("hand/reload-policy-whole-valid", face("modular", pol % '"never"', "ao-all"), face("modular", pol % '{ "after": "15m" }', "ao-all"), "ao-all"))
    out.append(("hand/reload-policy-whole-invalid", face("modular", pol % '{ "after": "tomorrow" }', "ao-all"),
                face("modular", pol % '{ "after": "2026-11-22T25:00:00+01:00" }', "ao-all"), "ao-all"))
    lockpol = pol.replace('"dataProtection": "none"', '"dataProtection": "complete"')
    out.append(("hand/reload-policy-lock-invalid", face("modular", lockpol % '{ "after": "tomorrow" }', "locked"),
                face("modular", lockpol % '"sometimes"', "locked"), "locked"))
    return [p for p in out if p]
