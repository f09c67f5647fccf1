#!/bin/sh
# usage: cgsel.sh BINARY LABEL KIND CMD...  (instruction counts of CMD on KIND-1 and KIND-1000)
B=$1; L=$2; K=$3; shift 3
cd /work/adversary11/timing
ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/refs:/{gsub(",","",$4);print $4}'; }
name=$1
case $name in export) rm -rf /tmp/q6/cge-$L-a /tmp/q6/cge-$L-b; a=$(ir $B "$@" --out /tmp/q6/cge-$L-a $K-1.json); b=$(ir $B "$@" --out /tmp/q6/cge-$L-b $K-1000.json);;
  *) a=$(ir $B "$@" $K-1.json); b=$(ir $B "$@" $K-1000.json);; esac
echo "$L $K $name: $a vs $b ratio $(python3 -c "print(round($b/$a,3))")"
