#!/usr/bin/env bash
# Fuzzes decode → render (PNG, SVG, TXT) of face files with libFuzzer, for MINUTES minutes of one core.
#
#   scripts/fuzz.sh [MINUTES] [LIBFUZZER FLAGS...]     fuzz (default 10 minutes)
#   scripts/fuzz.sh --replay FILE...                    run the given inputs once each (a crash, a corpus file)
#
# The target is Fuzz/DialFuzz/main.swift, built in release mode with `--sanitize fuzzer` into .build-fuzz (its own
# scratch path: the normal build and its cache are never touched). Everything it writes is in .fuzz/ (git-ignored):
#
#   .fuzz/corpus/     inputs that reached new code; kept between runs, so each run starts where the last stopped
#   .fuzz/seeds/      copied afresh each run from Faces/ (every *.json, subfolders included) and Tests/Corpus/
#   .fuzz/crashes/    crash-*, timeout-*, oom-* inputs: each is a bug; minimise it, add it to Tests/Corpus/ and
#                     a regression test (Tests/DialTests/FuzzRegressionTests.swift replays that folder)
#   .fuzz/face.dict   the strings of the seed faces (keys, enum values), so mutations speak the face format
#   .fuzz/fuzz.log    libFuzzer's output; the last lines give executions, coverage (cov:, ft:) and corpus size
#
# Environment: DIAL_FUZZ_SANITIZE=fuzzer,address adds AddressSanitizer (slower; catches misuse of memory in the
# C libraries' callers); DIAL_FUZZ_TIMEOUT (seconds an input may take, default 10); DIAL_FUZZ_RSS_MB (default 2048).
# Exit status: 0 when no crash was found, 1 when one was (its file is printed), 2 for bad usage or a failed build.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
work=$root/.fuzz
scratch=$root/.build-fuzz
sanitize=${DIAL_FUZZ_SANITIZE:-fuzzer}
timeout=${DIAL_FUZZ_TIMEOUT:-10}
rss=${DIAL_FUZZ_RSS_MB:-2048}

usage() { sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }

replay=false
minutes=10
if [[ $# -gt 0 && $1 == --replay ]]; then
    replay=true
    shift
    [[ $# -gt 0 ]] || usage
elif [[ $# -gt 0 && $1 != -* ]]; then
    [[ $1 =~ ^[0-9]+$ && $1 -gt 0 ]] || usage
    minutes=$1
    shift
fi

sanitizers=()
IFS=, read -r -a names <<<"$sanitize"
for name in "${names[@]}"; do sanitizers+=(--sanitize "$name"); done

mkdir -p "$work"
echo "fuzz: building the target (release, ${sanitize}) in ${scratch#"$root"/}" >&2
build_start=$SECONDS
if ! DIAL_FUZZ=1 swift build -c release --scratch-path "$scratch" --product DialFuzz "${sanitizers[@]}" >"$work/build.log" 2>&1; then
    tail -30 "$work/build.log" >&2
    echo "fuzz: the build failed (whole log: ${work#"$root"/}/build.log)" >&2
    exit 2
fi
binary=$(DIAL_FUZZ=1 swift build -c release --scratch-path "$scratch" --product DialFuzz "${sanitizers[@]}" --show-bin-path)/DialFuzz
echo "fuzz: built in $((SECONDS - build_start)) s" >&2

mkdir -p "$work/corpus" "$work/crashes" "$work/run"
if $replay; then
    files=()
    for file in "$@"; do files+=("$(cd "$(dirname "$file")" && pwd)/$(basename "$file")"); done
    cd "$work/run"
    export DIAL_FUZZ_FACE_FOLDER=$root/Faces/catalogue
    exec "$binary" -timeout="$timeout" -rss_limit_mb="$rss" "${files[@]}"
fi

# Seeds are copied rather than read in place: libFuzzer may add files to any corpus folder it is given.
rm -rf "$work/seeds"
mkdir -p "$work/seeds"
seeds=0
while IFS= read -r -d '' file; do
    cp "$file" "$work/seeds/$(echo "${file#./}" | tr '/' '_')"
    seeds=$((seeds + 1))
done < <(find Faces -name '*.json' -type f -print0; [[ -d Tests/Corpus ]] && find Tests/Corpus -type f ! -name '*.md' -print0)

# Every quoted string of the seed faces up to 64 bytes, once, as a libFuzzer dictionary entry.
grep -rhoE '"([A-Za-z0-9_#:+. -]){1,64}"' Faces --include='*.json' | sort -u \
    | sed 's/"/\\"/g; s/^/"/; s/$/"/' >"$work/face.dict"

echo "fuzz: $seeds seeds, $(find "$work/corpus" -type f | wc -l) inputs in the corpus; running ${minutes} min" >&2
crashes_before=$(find "$work/crashes" -type f | wc -l)
cd "$work/run"
# Pictures (`"file"` images) are read from beside the face: let inputs use the catalogue's.
export DIAL_FUZZ_FACE_FOLDER=$root/Faces/catalogue
set +e
"$binary" "$work/corpus" "$work/seeds" \
    -dict="$work/face.dict" -max_total_time=$((minutes * 60)) -timeout="$timeout" -rss_limit_mb="$rss" \
    -artifact_prefix="$work/crashes/" -print_final_stats=1 "$@" >"$work/fuzz.log" 2>&1
status=$?
set -e

grep -E '^#[0-9]+' "$work/fuzz.log" | tail -1 >&2 || true
grep -E '^(stat::|Done )' "$work/fuzz.log" >&2 || true
new_crashes=$(find "$work/crashes" -type f -newer "$work/face.dict" | sort)
if [[ -n $new_crashes || $(find "$work/crashes" -type f | wc -l) -gt $crashes_before ]]; then
    echo "fuzz: CRASH (libFuzzer exit $status); inputs:" >&2
    echo "$new_crashes" >&2
    grep -E -A12 '(Fatal error|ERROR: libFuzzer|==ERROR|SUMMARY)' "$work/fuzz.log" | head -40 >&2 || true
    echo "fuzz: replay one with: scripts/fuzz.sh --replay FILE" >&2
    exit 1
fi
if [[ $status -ne 0 ]]; then
    tail -20 "$work/fuzz.log" >&2
    echo "fuzz: libFuzzer stopped with status $status and left no input (see ${work#"$root"/}/fuzz.log)" >&2
    exit 2
fi
echo "fuzz: no crash in ${minutes} min; log in ${work#"$root"/}/fuzz.log" >&2
