#!/bin/sh
B=$1; O=$(mktemp -d)
for f in /work/main/Tests/Corpus/bad/* /tmp/x10/emut/*.json /work/adversary11/timing/*.json; do
  [ -f "$f" ] || continue
  out=$($B validate "$f" 2>&1); echo "V $f $? $out"
  out=$($B render "$f" --mode always-on --hide-sensitive all --format txt --out $O/a 2>&1 >/dev/null); echo "A $f $? $out"
done
rm -rf $O
