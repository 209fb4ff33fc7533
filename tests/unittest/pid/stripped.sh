# A stripped executable linked with -rdynamic: only .dynsym is left, so
# the exported functions still have probes and names, and static scale()
# has neither: its address prints as matrix`0x..., and a probe on it is
# an error.
. "$(dirname "$0")/matrix.inc"
matrix_build -rdynamic
strip "$T/matrix"
matrix_run
"$DTRACE" -n 'pid$target:a.out:scale:entry { }' -c "$T/matrix" 2>&1 \
    >/dev/null | sed 's/pid[0-9][0-9]*/pidPID/g'
echo "status ${PIPESTATUS[0]}"
