#!/usr/bin/env python3
"""Adversarial privacy replay (issue #25): pairs of faces that differ only in a value hidden in a context.

    python3 scripts/adversary/replay.py DIAL_BINARY [--jobs N] [--no-preview] [--keep] [FILTER]

For each pair (pairs.py) and each of its two faces, in one work folder laid out alike for both, runs the commands
that draw or describe the face in the context that hides the value: `dial render` (PNG, SVG, TXT), `dial export
--json` (every file and event), `dial explain` (text and --json), `dial timeline --json` (schedule, filmstrip), and,
for one pair in six, `dial golden verify` against goldens recorded at another time (report, messages); then the
preview's API (face list, face detail, the context's picture, the first events), one server per side over a folder of
every pair's face. Standard output, standard error, exit status and every file written must be the same bytes.
`dial validate` is run too (one pair in four), only to find crashes (it is the author's and exempt: docs/privacy.md).

Prints one line per pair that differs (DIFFER name: what), per pair that differs by design (KNOWN name: reason,
pairs.KNOWN), per command that crashed (CRASH), and at the end "N hold, M differ" (and the known count).
FILTER is a regular expression on pair names. Differing pairs' faces and outputs are kept under
.build/adversary/LAST/ (--keep keeps every pair's).
"""
import argparse
import concurrent.futures
import http.client
import os
import queue
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import pairs  # noqa: E402


def png(width, height, broken=False):
    raw = b"".join(b"\x00" + bytes([(x * 7 + y * 3) % 256 for x in range(width)] * 3)[: width * 3] for y in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    idat = zlib.compress(raw) if not broken else b"\x00garbage" * 8
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", idat) + chunk(b"IEND", b""))


def header_only_png(width, height):
    """A PNG header claiming `width` x `height` (past the limit), with no data after it."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))


PICTURES = {"small.png": png(16, 16), "big.png": png(512, 512), "wide.png": png(300, 20), "broken.png": png(64, 64, broken=True),
            "huge.png": header_only_png(5000, 5000), "notpng.png": b"GIF89a not a png", "images/small.png": png(16, 16),
            "toolarge.png": png(16, 16) + b"\x00" * (4 * 1024 * 1024 + 10)}


def lay_out_pictures(folder):
    for name, data in PICTURES.items():
        path = os.path.join(folder, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
    link = os.path.join(folder, "link-out.png")
    if not os.path.lexists(link):
        os.symlink("/etc/hostname", link)


BASE_FILES = None


def clear(folder):
    for name in os.listdir(folder):
        path = os.path.join(folder, name)
        if os.path.islink(path) or not os.path.isdir(path):
            os.remove(path)
        else:
            shutil.rmtree(path)
    lay_out_pictures(folder)


def files_under(folder, skip):
    out = {}
    for root, dirs, names in os.walk(folder):
        for n in names:
            p = os.path.join(root, n)
            rel = os.path.relpath(p, folder)
            if rel in skip or os.path.islink(p):
                continue
            with open(p, "rb") as f:
                out["file " + rel] = f.read()
    return out


SKIP = set(PICTURES) | {"face.json", "Faces/face.json", "link-out.png"}


def run(dial, args, folder, timeout=300):
    try:
        p = subprocess.run([dial] + args, cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""


def goldens_face(text):
    return text.replace('"time": "2026-11-22T10:09:30+01:00"', '"time": "2026-11-22T16:45:00+01:00"')


def side(dial, face, context, device, golden, folder, validate=True):
    """Every command's streams, status and files for one face in `folder`."""
    clear(folder)
    ctx = pairs.CONTEXTS[context]
    outputs, crashes = {}, []
    if golden:
        os.makedirs(os.path.join(folder, "Faces"))
        with open(os.path.join(folder, "Faces/face.json"), "wb") as f:
            f.write(goldens_face(face).encode("utf-8", "surrogateescape"))
        run(dial, ["golden", "record", "--mode", "all"], folder)
        with open(os.path.join(folder, "Faces/face.json"), "wb") as f:
            f.write(face.encode("utf-8", "surrogateescape"))
    with open(os.path.join(folder, "face.json"), "wb") as f:
        f.write(face.encode("utf-8", "surrogateescape"))
    dev = ["--device", device]
    commands = [
        ("render", ["render", "face.json", "--out", "render", "--format", "png,svg,txt"] + ctx["flags"] + dev),
        ("export", ["export", "face.json", "--out", "export", "--format", "png,svg,txt", "--json", "--jobs", "1"] + ctx["export"] + dev),
        ("explain", ["explain", "face.json"] + ctx["flags"] + dev),
        ("explain --json", ["explain", "face.json", "--json"] + ctx["flags"] + dev),
        ("timeline", ["timeline", "face.json", "--out", "timeline", "--json"] + ctx["flags"] + ctx.get("timeline", []) + dev),
    ]
    if golden:
        commands.append(("golden verify", ["golden", "verify", "--record", "never"]))
    for name, args in commands:
        status, out, err = run(dial, args, folder)
        outputs[name + " status"] = str(status).encode()
        outputs[name + " stdout"] = out
        outputs[name + " stderr"] = err
        if status == "timeout" or status < 0 or status > 2 or b"Fatal error" in err:
            crashes.append("%s exited %s: %s" % (name, status, err[-300:].decode("utf-8", "replace")))
    outputs.update(files_under(folder, SKIP))
    # The author's reading: exempt from comparison, checked only for crashes (for a pair in four: it costs time).
    status, out, err = run(dial, ["validate", "face.json"], folder) if validate else (0, b"", b"")
    if status == "timeout" or status < 0 or status > 2 or b"Fatal error" in err:
        crashes.append("validate exited %s: %s" % (status, err[-300:].decode("utf-8", "replace")))
    return outputs, crashes


def known_reason(name, keys):
    for pattern, reason in pairs.KNOWN.items():
        if re.search(pattern, name):
            return reason
    return None


def compare(a, b):
    keys = sorted(set(a) | set(b))
    # A preview request that timed out on either side (after three tries) is not known: not compared, said at the end.
    return [k for k in keys if a.get(k) != b.get(k) and TIMEOUT not in (a.get(k), b.get(k))]


def snippet(data, limit=400):
    if data is None:
        return "(absent)"
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return "(%d binary bytes)" % len(data)
    return text[:limit]


# ---------------------------------------------------------------------------------------------------------------
# The preview: one server per side over a folder holding every pair's face (at most 400 a folder).

TIMEOUT = b"<no answer: timed out>"


def http_get_retried(port, path, tries=3):
    """A request to the preview, tried again on a timeout; TIMEOUT if none answered (compared as unknown)."""
    for _ in range(tries):
        try:
            return http_get(port, path, timeout=60)
        except OSError:
            continue
    return TIMEOUT


def http_get(port, path, timeout=120):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        c.request("GET", path, headers={"Host": "127.0.0.1"})
        r = c.getresponse()
        body = r.read()
        headers = sorted((k.lower(), v) for k, v in r.getheaders() if k.lower() not in ("date",))
        return ("%d %s\n" % (r.status, headers)).encode() + body
    finally:
        c.close()


def events(port, count, timeout=20):
    """The first `count` events of the stream: every face's status at once."""
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    c.request("GET", "/api/events", headers={"Host": "127.0.0.1"})
    r = c.getresponse()
    data = b""
    deadline = time.time() + timeout
    while data.count(b"event: face") < count and time.time() < deadline:
        chunk = r.fp.read1(65536) if hasattr(r.fp, "read1") else r.read(1)
        if not chunk:
            break
        data += chunk
    c.close()
    return data


def preview_side(dial, chunk, which, folder):
    """Answers of one server over `chunk`'s faces (side `which`), by pair name."""
    clear(folder)
    for i, (name, fa, fb, ctx) in enumerate(chunk):
        with open(os.path.join(folder, "p%04d.json" % i), "wb") as f:
            f.write((fa if which == 0 else fb).encode("utf-8", "surrogateescape"))
    # stderr to a file: a pipe nobody reads until the end fills with 400 faces' errors and stalls the server.
    errfile = tempfile.TemporaryFile()
    proc = subprocess.Popen([dial, "preview", folder, "--port", "0"], stdout=subprocess.PIPE, stderr=errfile)
    try:
        line = proc.stdout.readline().decode()
        m = re.search(r"127\.0\.0\.1:(\d+)", line)
        if not m:
            raise RuntimeError("the preview did not start: %r" % line)
        port = int(m.group(1))
        # Wait until every face is read (each has a revision or an error in the list).
        import json
        deadline = time.time() + 600
        while True:
            listing = http_get(port, "/api/faces", timeout=120)
            body = json.loads(listing.split(b"\n", 1)[1])
            if all("revision" in f["status"] or "error" in f["status"] for f in body["faces"]) or time.time() > deadline:
                break
            time.sleep(1)
        try:
            first = events(port, len(chunk), timeout=120)
        except OSError:
            first = b""
        answers = {name: {} for name, *_ in chunk}
        for i, (name, fa, fb, ctx) in enumerate(chunk):
            entry = body["faces"][i]
            answers[name]["preview list entry"] = json.dumps(entry, sort_keys=True).encode()
            c = pairs.CONTEXTS[ctx]
            answers[name]["preview view.png"] = http_get_retried(port, "/api/faces/%d/view.png?%s" % (i, c["query"]))
            if c["detail"]:
                answers[name]["preview detail"] = http_get_retried(port, "/api/faces/%d?%s" % (i, c["detail"]))
        # The first events, split per face.
        for block in first.split(b"\n\n"):
            m = re.search(rb'"index":(\d+)', block)
            if m and int(m.group(1)) < len(chunk):
                answers[chunk[int(m.group(1))][0]]["preview event"] = block
        return answers
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        errfile.seek(0)
        err = errfile.read()
        errfile.close()
        # stderr prints each error of each face in order: split per face file to compare.
        per = {}
        for l in err.decode("utf-8", "replace").splitlines():
            m = re.search(r"p(\d{4})\.json", l)
            if m:
                per.setdefault(int(m.group(1)), []).append(re.sub(r"/tmp/[^ ]*/pv/", "PV/", l))
        for i, (name, *_rest) in enumerate(chunk):
            try:
                answers[name]["preview stderr"] = "\n".join(per.get(i, [])).encode()
            except UnboundLocalError:
                pass


# ---------------------------------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dial")
    ap.add_argument("filter", nargs="?", default="")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--no-preview", action="store_true")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--list", action="store_true", help="print the pairs' names and stop")
    ap.add_argument("--seed", type=int, default=13)
    opts = ap.parse_intermixed_args()  # DIAL --jobs 2 FILTER: the filter after an option too
    dial = os.path.abspath(opts.dial)
    all_pairs = [p for p in pairs.generate(opts.seed) if re.search(opts.filter, p[0])]
    if opts.list:
        for p in all_pairs:
            print(p[0], p[3])
        return
    runs = os.path.join(HERE, "..", "..", ".build", "adversary", "LAST")
    shutil.rmtree(runs, ignore_errors=True)
    os.makedirs(runs)
    work = tempfile.mkdtemp(prefix="adversary13-")
    folders = queue.Queue()
    for j in range(opts.jobs):
        f = os.path.join(work, "w%d" % j)
        os.makedirs(f)
        folders.put(f)
    results = {}
    lock = threading.Lock()
    started = time.time()

    def one(index, p):
        name, fa, fb, ctx = p
        folder = folders.get()
        try:
            device = pairs.DEVICES[index % len(pairs.DEVICES)]
            golden = index % 6 == 0
            oa, ca = side(dial, fa, ctx, device, golden, folder, index % 4 == 0)
            ob, cb = side(dial, fb, ctx, device, golden, folder, index % 4 == 0)
        finally:
            folders.put(folder)
        with lock:
            results[name] = (oa, ob, ca + cb)
            if len(results) % 50 == 0:
                sys.stderr.write("... %d of %d pairs, %.0f s\n" % (len(results), len(all_pairs), time.time() - started))

    with concurrent.futures.ThreadPoolExecutor(opts.jobs) as ex:
        list(ex.map(lambda ip: one(*ip), enumerate(all_pairs)))

    if not opts.no_preview and all_pairs:
        pv = os.path.join(work, "pv")
        os.makedirs(pv)
        for start in range(0, len(all_pairs), 400):
            chunk = all_pairs[start:start + 400]
            try:
                sides = [preview_side(dial, chunk, w, pv) for w in (0, 1)]
            except Exception as e:  # the preview is one more artefact: say it failed, go on
                import traceback
                print("PREVIEW FAILED for pairs %d..%d: %r at %s" % (start, start + len(chunk) - 1, e,
                                                                   traceback.extract_tb(e.__traceback__)[-2:]))
                continue
            for name, *_ in chunk:
                results[name][0].update(sides[0].get(name, {}))
                results[name][1].update(sides[1].get(name, {}))

    hold = differ = known = crashed = refusals = 0
    controls = controls_differ = 0
    for name, fa, fb, ctx in all_pairs:
        oa, ob, crashes = results[name]
        diff = compare(oa, ob)
        if name.startswith("control/"):
            # A shown value: the pair must differ somewhere, or the replay proves nothing at this place.
            controls += 1
            if diff:
                controls_differ += 1
            else:
                print("CONTROL HELD %s: a shown value changed nothing; the replay cannot see this place" % name)
            for c in crashes:
                print("CRASH %s: %s" % (name, c))
            crashed += bool(crashes)
            continue
        for c in crashes:
            print("CRASH %s: %s" % (name, c))
        crashed += bool(crashes)
        reason = known_reason(name, diff) if diff else None
        statuses = (oa.get("render status"), ob.get("render status"))
        if diff and not reason and sorted(statuses) == [b"0", b"2"]:
            # One face refused, the other drawn: "Refusal is one bit, and allowed" (redaction.md) where the value is
            # the author's fault. Listed apart, to be looked at: a data value must never make a render fail.
            refusals += 1
            print("REFUSAL-BIT %s [%s]: %s refused" % (name, ctx, "a" if statuses[0] == b"2" else "b"))
        elif diff and reason:
            known += 1
            print("KNOWN %s [%s]: %s" % (name, ctx, reason))
        elif diff:
            differ += 1
            print("DIFFER %s [%s]: %s" % (name, ctx, ", ".join(diff)))
        else:
            hold += 1
        if diff or crashes or opts.keep:
            d = os.path.join(runs, re.sub(r"[^A-Za-z0-9._-]+", "_", name))
            os.makedirs(d, exist_ok=True)
            for which, text in (("a", fa), ("b", fb)):
                with open(os.path.join(d, "face-%s.json" % which), "wb") as f:
                    f.write(text.encode("utf-8", "surrogateescape"))
            with open(os.path.join(d, "diff.txt"), "w") as f:
                for k in diff:
                    f.write("=== %s\n--- a\n%s\n--- b\n%s\n" % (k, snippet(oa.get(k)), snippet(ob.get(k))))
    shutil.rmtree(work, ignore_errors=True)
    unanswered = sum(1 for n, *_ in all_pairs for k in (results[n][0], results[n][1]) for v in k.values() if v == TIMEOUT)
    if unanswered:
        print("%d preview requests timed out three times (not compared)" % unanswered)
    print("controls: %d of %d differ where the value is shown (all must)" % (controls_differ, controls))
    print("%d refusal bits (one face refused, the other drawn: allowed for a value its field refuses; see the lines above)" % refusals)
    print("%d hold, %d differ; %d known (differ by design), %d with a crash; %d pairs, %.0f s" % (
        hold, differ, known, crashed, len(all_pairs) - controls, time.time() - started))
    sys.exit(1 if differ or crashed or controls_differ < controls else 0)


if __name__ == "__main__":
    main()
