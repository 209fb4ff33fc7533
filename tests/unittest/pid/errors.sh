# Bad pid probe descriptions: an offset inside an instruction, an offset
# past the function, a function that does not exist, a process that does
# not exist, a name that is neither entry, return nor an offset.  Each is
# a dtrace: message as DTrace's and exit status 1; -x errtags shows the
# tags of DTrace's pid errors (D_PROC_ALIGN, D_PROC_OFF, D_PROC_FUNC,
# D_PROC_NAME), and a function glob that matches nothing is no error of
# the pid provider's.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O0 -o "$T/target" "$(dirname "$0")/target.c" || exit 1
# main at -O0 starts with push %rbp (1 byte), then mov %rsp,%rbp (3): 2 is
# inside an instruction
"$DTRACE" -n 'pid$target:a.out:main:2 { }' -c "$T/target" 2>&1 >/dev/null |
    sed 's/pid[0-9][0-9]*/pidPID/g'
echo "status ${PIPESTATUS[0]}"
"$DTRACE" -n 'pid$target:a.out:main:ffff { }' -c "$T/target" 2>&1 >/dev/null |
    sed 's/pid[0-9][0-9]*/pidPID/g'
echo "status ${PIPESTATUS[0]}"
"$DTRACE" -n 'pid$target:a.out:nosuchfunc:entry { }' -c "$T/target" 2>&1 \
    >/dev/null | sed 's/pid[0-9][0-9]*/pidPID/g'
echo "status ${PIPESTATUS[0]}"
"$DTRACE" -n 'pid2147483646:a.out:main:entry { }' 2>&1
echo "status $?"
for p in main:2 main:ffff nosuchfunc:entry 'nosuch*:entry' main:beginning; do
	"$DTRACE" -x errtags -n "pid\$target:a.out:$p { }" -c "$T/target" \
	    2>&1 >/dev/null | sed 's/pid[0-9][0-9]*/pidPID/g'
done
