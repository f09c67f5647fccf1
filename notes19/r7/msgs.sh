#!/bin/sh
B=$1
for f in /work/wt-p2/Tests/Corpus/bad/* /work/wt-p2/Tests/Corpus/fuzz/* /work/wt-p2/Faces/*.json /work/wt-p2/Faces/*/*.json /work/adversary11/timing/*.json /work/stranger14/*.json /work/stranger13/*.json /work/stranger15/*.json /work/adversary12/*.json /work/adversary12/*/*.json; do
  [ -f "$f" ] || continue
  out=$($B validate "$f" 2>&1); echo "$f $? $out"
done
