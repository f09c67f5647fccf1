#!/bin/sh
B=$1
for f in /tmp/r7/mut/*.json; do out=$($B validate "$f" 2>&1); echo "$f $? $out"; done
