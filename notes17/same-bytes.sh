#!/bin/sh
# same-bytes.sh OLD_DIAL NEW_DIAL OUT: renders every face of Faces/ (both modes, PNG, SVG and TXT; then Always On with
# every complication hiding, and locked) with both binaries into OUT/old and OUT/new, and compares the two trees.
old=$1; new=$2; out=$3
rm -rf "$out"; mkdir -p "$out/old" "$out/new"
find Faces -name '*.json' ! -name 'face.schema.json' | sort | while read -r face; do
  name=$(echo "$face" | tr '/' '_')
  for side in old new; do
    bin=$old; [ $side = new ] && bin=$new
    $bin render "$face" --format svg,png,txt --out "$out/$side/$name" >"$out/$side/$name.log" 2>&1; echo "exit $?" >>"$out/$side/$name.log"
    $bin render "$face" --mode always-on --hide-sensitive all --format svg,png,txt --out "$out/$side/$name-hidden" >"$out/$side/$name-hidden.log" 2>&1; echo "exit $?" >>"$out/$side/$name-hidden.log"
    $bin render "$face" --lock locked --format svg,png,txt --out "$out/$side/$name-locked" >"$out/$side/$name-locked.log" 2>&1; echo "exit $?" >>"$out/$side/$name-locked.log"
  done
done
echo "files: $(find "$out/old" -type f | wc -l) old, $(find "$out/new" -type f | wc -l) new"
diff -r "$out/old" "$out/new" && echo "identical"
