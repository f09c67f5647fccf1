#!/bin/sh
# cgcmds.sh BINARY LABEL: instructions of validate, timeline, explain and export --json, adversary11's whole and partial pairs
B=$1; L=$2; cd /work/adversary11/timing
ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/refs:/{gsub(",","",$4);print $4}'; }
for k in whole partial; do
  for c in "validate" "timeline --mode always-on --hide-sensitive all --from 09:00 --to 10:00 --out /tmp/x10/tl-$L" \
           "explain --mode always-on --hide-sensitive all" "export --json --mode always-on --hide-sensitive all --out /tmp/x10/ex-$L"; do
    rm -rf /tmp/x10/tl-$L /tmp/x10/ex-$L; a=$(ir $B $c $k-1.json)
    rm -rf /tmp/x10/tl-$L /tmp/x10/ex-$L; b=$(ir $B $c $k-1000.json)
    echo "$L $k $(echo $c | cut -d' ' -f1): $a $b $(( (b - a) / 999 ))"
  done
done
