#!/bin/sh
B=$1; L=$2; cd /work/adversary11/timing
ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/refs:/{gsub(",","",$4);print $4}'; }
for k in whole partial; do
  c="timeline --mode always-on --hide-sensitive all --from 09:00 --to 10:00 --out /tmp/x11/tl-$L"
  rm -rf /tmp/x11/tl-$L; a=$(ir $B $c $k-1.json)
  rm -rf /tmp/x11/tl-$L; b=$(ir $B $c $k-1000.json)
  echo "$L $k timeline: $a $b $(( (b - a) / 999 ))"
done
