#!/bin/sh
B=$1; T=$2; mkdir -p /tmp/r7/o-$T
for f in /tmp/r7/mut/*.json /work/wt-p2/Tests/Corpus/bad/*; do out=$($B render "$f" --mode always-on --hide-sensitive all --format txt --out /tmp/r7/o-$T/x.txt 2>&1 >/dev/null); echo "$f $? $out"; done
