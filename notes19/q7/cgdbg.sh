cd /work/adversary11/timing
for B in main new; do for n in 1 1000; do
valgrind --tool=callgrind --callgrind-out-file=/tmp/q7/dbg-$B-$n.cg /tmp/q7/dial-$B-dbg-s validate whole-$n.json >/dev/null 2>&1
echo "$B $n $(callgrind_annotate --inclusive=yes /tmp/q7/dbg-$B-$n.cg 2>/dev/null | grep -E 'PROGRAM TOTALS|JSONParserV5parse_' | awk '{print $1}' | tr '\n' ' ')"
done; done
