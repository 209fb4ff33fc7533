# A program embedding libdtrace gets the session's run-time errors and
# drops through dtrace_handle_err() and dtrace_handle_drop(), and the
# library prints nothing of its own on stderr (checked empty below).
src=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2086 # SAN_CFLAGS: words
cc $SAN_CFLAGS -I"$src/../../../libdtrace" -o "$work/handlers" \
    "$src/handlers.c" -L"$BUILDDIR/libdtrace/.libs" -ldtrace \
    -Wl,-rpath,"$BUILDDIR/libdtrace/.libs" || exit 1
run() {
	"$work/handlers" "$@" 2>"$work/err"
	echo "status $?"
	if [ -s "$work/err" ]; then echo "stderr:"; cat "$work/err"; fi
}
# a fault in a clause: the ERROR record's message
run 'BEGIN { x = *(int *)0; } BEGIN { exit(0); }'
# drops: a one-page buffer cannot hold 40 records of 272 bytes
text='tick-100ms { exit(0); }'
for i in $(seq 40); do text="BEGIN { printf(\"%s\", \"\"); } $text"; done
run "$text" quiet bufsize=4k strsize=255 | sed -E 's/on CPU [0-9]+/on CPU n/'
