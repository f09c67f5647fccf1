#!/bin/sh
# tree.sh FILE PATTERN: the callees of the function matching PATTERN, per frame over 110 runs (not differenced)
callgrind_annotate --tree=calling --inclusive=yes --show=Ir,I1mr,D1mr,Bcm --threshold=100 $1 2>/dev/null | awk -v pat="$2" '$0 ~ pat && /\*/ {p=1} p&&/^$/ {exit} p' | sed -E 's/\?\?\?://; s/ \[\/[^]]*\]//' | cut -c1-230 | head -${3:-30}
