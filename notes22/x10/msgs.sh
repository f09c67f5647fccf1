#!/bin/sh
# msgs.sh BINARY: validate, and render Always On with everything hidden (and active) of broken inputs and mutations:
# message and exit status of each; diff two binaries' outputs.
B=$1; O=$(mktemp -d)
for f in /work/main/Tests/Corpus/bad/* /work/main/Tests/Corpus/fuzz/* /work/main/Faces/*.json /work/main/Faces/*/*.json \
         /work/adversary11/timing/*.json /work/stranger13/*.json /work/stranger14/*.json /work/stranger15/*.json \
         /work/stranger15/broken/*.json /work/stranger16/*.json /work/stranger16/broken/*.json /work/stranger17/*.json /work/stranger17/broken/* \
         /work/stranger18/faces/*.json /work/stranger18/broken/* \
         /work/adversary12/*.json /work/adversary12/*/*.json /tmp/x8/mut/*.json /tmp/x8/dmut/*.json /tmp/q7/mut/*.json /tmp/x9/kmut/*.json /tmp/x10/emut/*.json; do
  [ -f "$f" ] || continue
  out=$($B validate "$f" 2>&1); echo "V $f $? $out"
  case $f in *Corpus*|*broken*|*mut/*)
    out=$($B render "$f" --mode always-on --hide-sensitive all --format txt --out $O/a 2>&1 >/dev/null); echo "A $f $? $out"
    out=$($B render "$f" --format txt --out $O/r 2>&1 >/dev/null); echo "R $f $? $out";; esac
done
rm -rf $O
