#!/bin/sh
B=$1; L=$2
S="--mode always-on --hide-sensitive all"
for K in whole partial; do
$(dirname "$0")/cgsel.sh $B $L $K validate
$(dirname "$0")/cgsel.sh $B $L $K render $S --format png --out /tmp/q6/cgo-$L
$(dirname "$0")/cgsel.sh $B $L $K export --json $S
$(dirname "$0")/cgsel.sh $B $L $K timeline $S --from 09:00 --to 10:00 --out /tmp/q6/cgt-$L
$(dirname "$0")/cgsel.sh $B $L $K explain $S
done
