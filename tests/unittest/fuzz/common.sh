# common.sh -- sourced by the fuzz cases and their .skip files (not a case
# itself: no common.r).  Each case runs one libFuzzer target of make fuzz
# (tests/fuzz/NAME in $BUILDDIR) for 20 seconds from its seed corpus,
# writing what it adds to a scratch directory, and fails on any crash,
# sanitizer report, leak or hang (10 s for one input).  The run is short,
# for make check; docs/hacking.md ("Fuzzing") says how to run one for an hour.
#
#   fuzz_skip NAME   for NAME.skip: exit 0 with the reason if the target
#                    was not built
#   fuzz_run NAME    run it: prints "NAME: no crash in 20 s", or the
#                    sanitizer's summary and the crashing input's path
#                    (kept in $TMPDIR) and exits 1

FUZZ_SECS=20
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
TOP=$(cd "$HERE/../../.." && pwd)

fuzz_bin() {
	printf '%s\n' "${BUILDDIR:-$TOP}/tests/fuzz/$1"
}

fuzz_skip() {
	[ -x "$(fuzz_bin "$1")" ] && exit 1
	echo "$1 not built (make fuzz builds the fuzz targets, with clang)"
	exit 0
}

fuzz_run() {
	local name=$1 bin T log dict=() rc
	bin=$(fuzz_bin "$name")
	T=$(mktemp -d "${TMPDIR:-/tmp}/$name.XXXXXX") || exit 1
	log=$T/log
	mkdir "$T/corpus"
	[ -f "$TOP/tests/fuzz/$name.dict" ] &&
	    dict=(-dict="$TOP/tests/fuzz/$name.dict")
	UBSAN_OPTIONS=print_stacktrace=1 "$bin" "${dict[@]}" \
	    -max_total_time=$FUZZ_SECS -timeout=10 -rss_limit_mb=2048 \
	    -artifact_prefix="$T/" "$T/corpus" "$TOP/tests/fuzz/corpus/$name" \
	    >"$log" 2>&1
	rc=$?
	if [ "$rc" -eq 0 ] && grep -q '^Done [0-9]* runs' "$log"; then
		echo "$name: no crash in $FUZZ_SECS s"
		rm -rf "$T"
		return 0
	fi
	echo "$name: exit $rc"
	grep -m 1 -E 'SUMMARY|runtime error|ERROR: libFuzzer' "$log"
	grep -m 1 '^INFO: Seed:' "$log"		# -seed=N replays the run
	ls "$T"/crash-* "$T"/leak-* "$T"/timeout-* "$T"/oom-* 2>/dev/null
	echo "(log and input kept in $T)"
	exit 1
}
