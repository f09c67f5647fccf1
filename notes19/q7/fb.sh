export PATH=/work/.library/bin:$PATH
cd /work/adversary11/timing
S="--mode always-on --hide-sensitive all"
for round in 1 2; do
for B in main-rel new-rel; do
for K in whole partial; do
for C in render timeline explain export; do
  case $C in
    render) a="render $K-1000.json $S --format png --out /tmp/q7/fbo-a"; b="render $K-1.json $S --format png --out /tmp/q7/fbo-b";;
    timeline) a="timeline $K-1000.json $S --from 09:00 --to 10:00 --out /tmp/q7/fbt-a"; b="timeline $K-1.json $S --from 09:00 --to 10:00 --out /tmp/q7/fbt-b";;
    explain) a="explain $K-1000.json $S"; b="explain $K-1.json $S";;
    export) a="sh -c 'rm -rf /tmp/q7/fbe-a; exec /tmp/q7/dial-$B export --json $S --out /tmp/q7/fbe-a $K-1000.json'"; b="sh -c 'rm -rf /tmp/q7/fbe-b; exec /tmp/q7/dial-$B export --json $S --out /tmp/q7/fbe-b $K-1.json'";;
  esac
  if [ $C = export ]; then
    r=$(eval farm-bench -n 9 --vs "\"$b\"" -- $a 2>&1 | awk '/A\/B cpu/{print $3}')
  else
    r=$(farm-bench -n 9 --vs "/tmp/q7/dial-$B $b" -- /tmp/q7/dial-$B $a 2>&1 | awk '/A\/B cpu/{print $3}')
  fi
  echo "round $round $B $K $C $r"
done; done; done; done
