# Uprobes mishandle EVEX-encoded (AVX-512) instructions on some machines:
# a probe a glob makes leaves them out, so every function of libc can be
# traced while the program runs AVX-512 string functions to completion
# (glibc picks them where the CPU has AVX-512); a probe named alone on
# one is an error.  evex_first starts with an EVEX instruction, then ret.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -o "$T/evex" "$(dirname "$0")/evex.c" || exit 1
"$DTRACE" -q -n 'pid$target:libc.so.6::entry { n++; }
    END { printf("libc entries traced: %s\n", n > 0 ? "yes" : "no"); }' \
    -c "$T/evex" 2>"$T/err"
echo "status $?"
"$DTRACE" -q -n 'pid$target:libc.so.6:str*:,pid$target:libc.so.6:mem*:
    { n++; } END { printf("instructions traced: %s\n",
    n > 0 ? "yes" : "no"); }' -c "$T/evex" 2>"$T/err"
echo "status $?"
"$DTRACE" -l -n 'pid$target:a.out:evex_first:' -c "$T/evex" |
    awk 'NR > 1 { print $4, $5 }'
"$DTRACE" -n 'pid$target:a.out:evex_first:entry { }' -c "$T/evex" 2>&1 |
    sed 's/pid[0-9][0-9]*/pidPID/g'
echo "status ${PIPESTATUS[0]}"
