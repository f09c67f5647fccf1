#!/bin/sh
# usage: fb.sh BINARY LABEL RUNS : each command, 1,000 entries against 1 of the same build, paired, median of ratios
B=$1; L=$2; N=${3:-9}
cd /work/adversary11/timing
S="--mode always-on --hide-sensitive all"
for K in whole partial; do
 for C in render timeline explain export; do
  case $C in
   render) A="$B render $K-1000.json $S --format png --out /tmp/r7/fbo-$L-a.png"; V="$B render $K-1.json $S --format png --out /tmp/r7/fbo-$L-b.png";;
   timeline) A="$B timeline $K-1000.json $S --from 09:00 --to 10:00 --out /tmp/r7/fbt-$L-a"; V="$B timeline $K-1.json $S --from 09:00 --to 10:00 --out /tmp/r7/fbt-$L-b";;
   explain) A="$B explain $K-1000.json $S"; V="$B explain $K-1.json $S";;
   export) A="$B export --json $S --out /tmp/r7/fbe-$L-a $K-1000.json"; V="$B export --json $S --out /tmp/r7/fbe-$L-b $K-1.json";;
  esac
  rm -rf /tmp/r7/fbe-$L-a /tmp/r7/fbe-$L-b
  r=$(farm-bench -n $N --timeout 600 --vs "$V" -- $A 2>&1 | grep "A/B cpu" | tr '\n' ' ')
  echo "$L $K $C: $r"
 done
done
