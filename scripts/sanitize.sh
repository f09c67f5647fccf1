#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer or ThreadSanitizer.
#
#   scripts/sanitize.sh address|thread [SWIFT TEST ARGUMENTS...]     e.g. scripts/sanitize.sh thread --filter Export
#
# Builds everything, tests and the `dial` the command-line tests run included, with `--sanitize KIND` into its own
# scratch path (.build-asan, .build-tsan), so the normal build is never touched. It is slow: expect several times
# the normal test time (ThreadSanitizer more than AddressSanitizer), and run one at a time on a small machine.
#
# Reports go to files, one per process (.build-asan/reports/asan.PID, .build-tsan/reports/tsan.PID), not to
# standard error: the command-line tests run `dial` and read its standard error and exit status, which a report
# would change (and a long one could fill the pipe the test reads last). A report does not change an exit status
# either; the script counts the files instead. AddressSanitizer still stops a process at its first memory error.
# Leaks in libraries Dial does not own are suppressed in scripts/lsan.supp, each with its reason.
# ASAN_OPTIONS, LSAN_OPTIONS and TSAN_OPTIONS, when set, replace the defaults below.
# Exit status: 0 when the tests pass with no report, 1 when a test failed or a report was made, 2 for bad usage.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

case ${1:-} in
address)
    scratch=.build-asan
    reports=$root/$scratch/reports
    # Leaks are checked at each process's exit; a memory error names where the memory was allocated and freed.
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1:log_path=$reports/asan}
    export LSAN_OPTIONS=${LSAN_OPTIONS:-exitcode=0:suppressions=$root/scripts/lsan.supp}
    ;;
thread)
    scratch=.build-tsan
    reports=$root/$scratch/reports
    export TSAN_OPTIONS=${TSAN_OPTIONS:-exitcode=0:second_deadlock_stack=1:history_size=4:log_path=$reports/tsan}
    ;;
*)
    sed -n '2,4p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
    ;;
esac
kind=$1
shift
mkdir -p "$scratch"
rm -rf "$reports"
mkdir -p "$reports"
log=$scratch/sanitize.log
start=$SECONDS

echo "sanitize: building with --sanitize $kind in $scratch" >&2
if ! swift build --build-tests --scratch-path "$scratch" --sanitize "$kind" >"$scratch/build.log" 2>&1; then
    tail -30 "$scratch/build.log" >&2
    echo "sanitize: the build failed (whole log: $scratch/build.log)" >&2
    exit 1
fi
built=$((SECONDS - start))
echo "sanitize: built in ${built} s; testing" >&2

swift test --skip-build --scratch-path "$scratch" --sanitize "$kind" "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}

# A report file can hold several reports (TSan writes one per race); count them all.
count=$(cat "$reports"/* 2>/dev/null | grep -cE '^(==[0-9]+==ERROR: (Address|Leak|Thread)Sanitizer|WARNING: ThreadSanitizer)')
echo "sanitize: $kind: tests exited $status; $count sanitizer report(s) (files in $scratch/reports); build ${built} s, tests $((SECONDS - start - built)) s" >&2
if [[ $count -gt 0 ]]; then
    # The kinds of report, most frequent first.
    cat "$reports"/* | grep -E '^(SUMMARY: |WARNING: ThreadSanitizer|==[0-9]+==ERROR: ThreadSanitizer)' | sed 's/^==[0-9]*==//' \
        | sort | uniq -c | sort -rn | head -20 >&2
fi
[[ $status -eq 0 && $count -eq 0 ]] && exit 0
exit 1
