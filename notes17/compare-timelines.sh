#!/bin/sh
# Byte-for-byte comparison of `dial timeline` (schedule text and JSON, filmstrip, frames) between two binaries, on
# the faces with timelines and the timing pair, in several contexts. Usage: compare-timelines.sh OLD NEW
OLD=$1 NEW=$2
cd "$(dirname "$0")/.."
T=$(mktemp -d /tmp/q4cmp.XXXXXX)
n=0; bad=0
for f in Faces/timeline/monday.json Faces/privacy/no-current-entry.json Faces/ports/duffy-rectangular.json \
         Faces/ports/duffy-corner.json notes17/partial-1.json notes17/partial-1000.json; do
  for ctx in "--mode always-on --hide-sensitive all" "--mode both --hide-sensitive all" "--mode always-on" \
             "--mode active --lock locked" "--mode both --hide-sensitive none"; do
    for extra in "" "--json"; do
      n=$((n+1))
      for b in old new; do
        bin=$OLD; [ $b = new ] && bin=$NEW
        rm -rf $T/$b $T/run; mkdir -p $T/run
        $bin timeline $f $ctx --from 09:00 --to 12:00 --out $T/run --frames $extra > $T/run/stdout 2> $T/run/stderr
        echo $? > $T/run/status; mv $T/run $T/$b
      done
      if ! diff -r $T/old $T/new > /dev/null; then bad=$((bad+1)); echo "DIFFERS: $f $ctx $extra"; fi
    done
  done
done
echo "$n runs, $bad differ"
rm -rf $T
