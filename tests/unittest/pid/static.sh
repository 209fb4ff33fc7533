# A static executable: the same trace as nonpie.sh; the C library is part
# of a.out (pid$target:a.out:printf is libc's printf), and there is no
# libc.so.6 to name.
. "$(dirname "$0")/matrix.inc"
matrix_build -static
matrix_run
"$DTRACE" -q -n 'pid$target:a.out:printf:entry { printf("%s:%s %s\n",
    probemod, probefunc, copyinstr(arg0)); }' -c "$T/matrix" 2>/dev/null
echo "status $?"
"$DTRACE" -n 'pid$target:libc.so.6:printf:entry { }' -c "$T/matrix" 2>&1 \
    >/dev/null | sed 's/pid[0-9][0-9]*/pidPID/g'
echo "status ${PIPESTATUS[0]}"
