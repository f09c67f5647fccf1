#!/bin/sh
# Prints every face's validate message and exit status with binary $1.
B=$1
for f in /work/wt-q2/Tests/Corpus/bad/* /work/wt-q2/Tests/Corpus/fuzz/* /work/wt-q2/Faces/*.json /work/wt-q2/Faces/*/*.json /work/adversary11/timing/*.json /work/stranger14/*.json /work/stranger13/*.json; do
  [ -f "$f" ] || continue
  out=$($B validate "$f" 2>&1); echo "$f $? $out"
done
