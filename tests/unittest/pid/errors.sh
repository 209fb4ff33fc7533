# Bad pid probe descriptions: an offset inside an instruction, an offset
# past the function, a function that does not exist, a process that does
# not exist.  Each is a dtrace: message and exit status 1.
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
