#!/bin/sh
# msgs-dir.sh BINARY DIR...: validate, render active and Always On with everything hidden of every .json: message and status
B=$1; shift; O=$(mktemp -d)
for D in "$@"; do for f in $D/*.json; do
  out=$($B validate "$f" 2>&1); echo "V $f $? $out"
  out=$($B render "$f" --format txt --out $O/a.txt 2>&1 >/dev/null); echo "R $f $? $out"
  out=$($B render "$f" --mode always-on --hide-sensitive all --format txt --out $O/b.txt 2>&1 >/dev/null); echo "A $f $? $out"
done; done
rm -rf $O
