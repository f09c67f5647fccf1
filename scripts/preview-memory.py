#!/usr/bin/env python3
"""The preview's resident memory under a burst of clients and after they leave (docs/preview.md, "Memory under load").

    scripts/preview-memory.py [--dial .build/release/dial] [--face Faces/default.json] [--clients 256]
                              [--load 20] [--after 30]

Starts `dial preview FACE --port 0`, waits 5 s idle, then runs CLIENTS clients on loopback for LOAD seconds, each on a
kept-alive connection asking again and again for a view at a new time (so that nothing is answered from a cache; most
get the bounded queue's 503), then lets the server idle AFTER seconds. It reads /proc/PID/status every quarter second
and prints idle, peak and after figures (VmRSS, and its anonymous and file-backed parts) as a Markdown row, with the
answers counted by status. It measures; it asserts nothing, as the figures depend on the machine and its load.
"""

import argparse
import asyncio
import os
import random
import re
import subprocess
import sys
import time

FIELDS = ("VmRSS", "RssAnon", "RssFile")


def memory(pid):
    """The process's resident figures in kB, from /proc."""
    values = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            name, _, rest = line.partition(":")
            if name in FIELDS:
                values[name] = int(rest.split()[0])
    return values


async def client(host, port, deadline, counts, seed):
    generator = random.Random(seed)
    views = ("active", "always-on", "locked", "hidden")
    while time.monotonic() < deadline:
        try:
            reader, writer = await asyncio.open_connection(host, port)
        except OSError:
            counts["refused"] = counts.get("refused", 0) + 1
            await asyncio.sleep(0.05)
            continue
        try:
            while time.monotonic() < deadline:
                moment = 1_700_000_000 + generator.randrange(0, 86_400 * 365)
                view = generator.choice(views)
                writer.write(f"GET /api/faces/0/view.png?view={view}&time={moment} HTTP/1.1\r\n"
                             f"Host: {host}\r\n\r\n".encode())
                await writer.drain()
                head = await reader.readuntil(b"\r\n\r\n")
                status = head.split(b" ", 2)[1].decode()
                length = re.search(rb"(?i)content-length:\s*(\d+)", head)
                if length:
                    await reader.readexactly(int(length.group(1)))
                counts[status] = counts.get(status, 0) + 1
                if b"connection: close" in head.lower():
                    break
        except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError):
            counts["dropped"] = counts.get("dropped", 0) + 1
        finally:
            writer.close()


async def load(host, port, clients, seconds):
    counts = {}
    deadline = time.monotonic() + seconds
    await asyncio.gather(*(client(host, port, deadline, counts, seed) for seed in range(clients)))
    return counts


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dial", default=".build/release/dial")
    parser.add_argument("--face", default="Faces/default.json")
    parser.add_argument("--clients", type=int, default=256)
    parser.add_argument("--load", type=float, default=20)
    parser.add_argument("--after", type=float, default=30)
    arguments = parser.parse_args()

    server = subprocess.Popen([arguments.dial, "preview", arguments.face, "--port", "0"],
                              stdout=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        found = re.search(r"http://([^:/\s]+):(\d+)/", line)
        if not found:
            sys.exit(f"preview-memory: the preview printed no address: {line!r}")
        host, port = found.group(1), int(found.group(2))
        samples = []  # (seconds since start, phase, figures)
        start = time.monotonic()

        def sample_until(phase, seconds):
            end = time.monotonic() + seconds
            while time.monotonic() < end:
                samples.append((time.monotonic() - start, phase, memory(server.pid)))
                time.sleep(0.25)

        sample_until("idle", 5)
        counts = {}

        def run_load():
            counts.update(asyncio.run(load(host, port, arguments.clients, arguments.load)))

        import threading
        loader = threading.Thread(target=run_load)
        loader.start()
        while loader.is_alive():
            samples.append((time.monotonic() - start, "load", memory(server.pid)))
            time.sleep(0.25)
        loader.join()
        sample_until("after", arguments.after)
    finally:
        server.terminate()
        server.wait()

    def mb(kilobytes):
        return f"{kilobytes / 1024:.0f}"

    idle = samples[[phase for _, phase, _ in samples].index("load") - 1][2]
    peak = max((figures for _, phase, figures in samples if phase == "load"), key=lambda f: f["VmRSS"])
    after = [figures for _, phase, figures in samples if phase == "after"]
    three = next(figures for seconds, phase, figures in samples
                 if phase == "after" and seconds >= samples[-len(after)][0] + 3)
    last = after[-1]
    print("| clients | idle | peak | 3 s after | %g s after | anonymous idle / peak / last | answers |" % arguments.after)
    print("| --- | --- | --- | --- | --- | --- | --- |")
    answers = ", ".join(f"{count} {status}" for status, count in sorted(counts.items()))
    print(f"| {arguments.clients} | {mb(idle['VmRSS'])} MB | {mb(peak['VmRSS'])} MB | {mb(three['VmRSS'])} MB "
          f"| {mb(last['VmRSS'])} MB | {mb(idle['RssAnon'])} / {mb(peak['RssAnon'])} / {mb(last['RssAnon'])} MB "
          f"| {answers} |")
    if os.environ.get("PREVIEW_MEMORY_TRACE"):
        for seconds, phase, figures in samples[::4]:
            print(f"{seconds:6.1f} {phase:5} " + " ".join(f"{name}={mb(value)}" for name, value in figures.items()))


if __name__ == "__main__":
    main()
