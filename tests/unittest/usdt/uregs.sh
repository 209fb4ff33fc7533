# uregs[] at usdt probes: the PC is the probe site itself, the nop whose
# address the .note.stapsdt note records (checked against readelf: its
# offset in main), and the stack pointer is 8-byte aligned.
. "$(dirname "$0")/build.sh"
build_queries || exit 1
main=$(nm queries | awk '$3 == "main" { print $1 }')
loc=$(readelf -n queries | awk '/Name: query__start/ { f = 1 }
    f && /Location:/ { sub(/,$/, "", $2); print $2; exit }')
printf 'queries`main+0x%x\n' $((loc - 0x$main)) >want
"$DTRACE" -q -n 'myapp$target:::query-start { printf("%A %d %d\n",
    uaddr(uregs[R_PC]), uregs[R_SP] % 8, uregs[R_SP] != 0); }' \
    -c ./queries 2>/dev/null >out
echo "status $?"
awk 'NF { print $1 }' out | sort -u | cmp -s want - &&
    echo "PC is the probe site in main"
awk 'NF { print $2, $3 }' out
