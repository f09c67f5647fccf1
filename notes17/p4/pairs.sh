#!/bin/sh
# pairs.sh BINARY: each pair's `render --mode always-on --hide-sensitive all` messages; a pair holds when they are one.
B=${1:-.build/debug/dial}
cd "$(dirname "$0")"
for f in *-A.json; do
  n=${f%-A.json}
  for g in $n-*.json; do "$B" render "$g" --mode always-on --hide-sensitive all --out /tmp/p4-pairs-out 2>&1 | sed "s/$g/FACE/"; done | sort -u > /tmp/p4-pairs-$n.txt
  echo "$n: $(wc -l < /tmp/p4-pairs-$n.txt) message(s)"; cut -c1-220 /tmp/p4-pairs-$n.txt
done
