B=$1
for f in /tmp/q7/mut/*.json; do out=$($B validate "$f" 2>&1); echo "$f $? $out"; done
