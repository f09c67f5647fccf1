#!/bin/sh
# cgr.sh BINARY LABEL [whole|partial]
B=$1; L=$2; K=${3:-whole}; O=/tmp/x10/cg; mkdir -p $O
cd /work/adversary11/timing
for n in 1 1000; do
valgrind --tool=callgrind --dump-instr=no --callgrind-out-file=$O/$L-$K-$n.out $B render $K-$n.json --mode always-on --hide-sensitive all --format png --out $O/r-$L-$n.png 2>&1 >/dev/null | awk '/refs:/{gsub(",","",$4);print $4}'
done
