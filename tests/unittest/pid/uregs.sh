# uregs[] at pid probes: the uprobe's own user registers.  At add's
# entry the PC is add itself, rdi and rsi hold arg0 and arg1, and the
# stack pointer is just below the return address into main (so it is
# 8 past a 16-byte boundary, as the x86-64 ABI has it after a call).
# pick's return probes sit on its ret instructions: PC - arg0 is pick,
# rax the value returned (arg1).
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -o "$T/target" "$(dirname "$0")/target.c" || exit 1
"$DTRACE" -q -n '
pid$target:a.out:add:entry
{
	printf("pc %A rdi %d rsi %d edi %d sp%%16 %d\n", uaddr(uregs[R_PC]),
	    uregs[R_RDI] == arg0, uregs[R_RSI] == arg1,
	    uregs[R_EDI] == uregs[R_RDI], uregs[R_SP] % 16);
	printf("returns into %A\n",
	    ufunc(*(uint64_t *)copyin(uregs[R_SP], 8)));
	printf("cs %d rip %d\n", uregs[R_CS] != 0,
	    uregs[R_RIP] == uregs[R_PC]);
}
pid$target:a.out:pick:return
{
	printf("pick returns %d, %d, at %A\n", (int)uregs[R_RAX],
	    uregs[R_RAX] == arg1, uaddr(uregs[R_PC] - arg0));
}' -c "$T/target" 2>/dev/null | sort | uniq -c
echo "status ${PIPESTATUS[0]}"
