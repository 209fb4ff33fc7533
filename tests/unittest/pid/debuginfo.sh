# Separate debuginfo: a stripped executable whose .symtab was moved to a
# file of its own (objcopy --only-keep-debug) is traced as if unstripped
# -- static scale() has its probes and its name in usym() and ustack() --
# when the debuginfo is found, first by build ID under the debug
# directory (DTRACE_DEBUGINFO_DIR here instead of /usr/lib/debug:
# DIR/.build-id/xx/yyyy.debug), then by the .gnu_debuglink name beside
# the executable.  Without it, scale has no probe.
. "$(dirname "$0")/matrix.inc"
matrix_build
id=$(readelf -n "$T/matrix" | awk '/Build ID:/ { print $3 }')
[ -n "$id" ] || { echo "no build ID"; exit 1; }
objcopy --only-keep-debug "$T/matrix" "$T/matrix.debug"
strip "$T/matrix"
objcopy --add-gnu-debuglink="$T/matrix.debug" "$T/matrix"
mkdir -p "$T/debug/.build-id/${id:0:2}"
mv "$T/matrix.debug" "$T/debug/.build-id/${id:0:2}/${id:2}.debug"
scale='pid$target:a.out:scale:return { printf("scale returns %d\n",
    (int)arg1); }'
echo "-- by build ID"
export DTRACE_DEBUGINFO_DIR="$T/debug"
matrix_run -n "$scale"
echo "-- not found"
export DTRACE_DEBUGINFO_DIR="$T/nowhere"
"$DTRACE" -n "$scale" -c "$T/matrix" 2>&1 >/dev/null |
    sed 's/pid[0-9][0-9]*/pidPID/g'
echo "status ${PIPESTATUS[0]}"
echo "-- by debuglink, beside the executable"
mv "$T/debug/.build-id/${id:0:2}/${id:2}.debug" "$T/matrix.debug"
matrix_run -n "$scale"
