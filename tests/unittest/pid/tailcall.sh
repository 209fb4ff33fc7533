# Return probes and the ways a function leaves other than its own ret:
#  - tail(x) ends in jmp leaf: its return fires at the jump (arg0 its
#    offset, +2; arg1 is whatever %rax held, so not printed), then
#    leaf's entry and return, with the value tail()'s caller gets;
#  - maybe(x) tail-calls leaf only if x > 0 (jg leaf at +2): for 0 its
#    return fires once, at its ret (+9), with -1; for 3 once, at the
#    jump (tailcond.sh tests every condition);
#  - viaptr(leaf, 20) returns leaf(20) through a register (jmp *%rax):
#    its return fires at that jump, a tail call, because the target is
#    outside the function; pick(4)'s jmp *%rax is a switch's, inside the
#    function: its return fires only at the ret;
#  - jumper(7) is left by longjmp() from escape(): neither returns, so
#    neither return probe fires (jumper(0) returns normally, and both
#    fire; escape() is void: its arg1 is not printed); main goes on
#    from setjmp.
# This is DTrace's definition (fasttrap probes the returning
# instructions); a design with uretprobes would differ on every one.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -o "$T/tailcall" "$(dirname "$0")/tailcall.c" || exit 1
rets() {	# the offsets of function $1's rets and jumps to leaf (and
	# with $2 = ijmp, through a register), from objdump
	local start
	start=$(nm "$T/tailcall" | awk -v f="$1" '$3 == f { print $1 }')
	objdump -d --no-show-raw-insn "$T/tailcall" | awk -v f="<$1>:" \
	    -v ijmp="$2" '$2 == f { on = 1; next } on && /^$/ { exit }
	    on && (/\tret/ || /\tj[a-z]* .*<leaf>/ ||
		(ijmp && /\tjmp +\*%r/)) { sub(/:.*/, ""); print $1 }' |
	    while read -r r; do printf '%x\n' $((0x$r - 0x$start)); done
}
"$DTRACE" -q -n '
pid$target:a.out:leaf:entry, pid$target:a.out:tail:entry,
pid$target:a.out:maybe:entry, pid$target:a.out:jumper:entry,
pid$target:a.out:escape:entry, pid$target:a.out:pick:entry {
    printf("%s(%d)\n", probefunc, arg0); }
pid$target:a.out:viaptr:entry { printf("%s(leaf, %d)\n", probefunc, arg1); }
pid$target:a.out:tail:return, pid$target:a.out:viaptr:return { printf("%s returns at +%x, a tail call\n",
    probefunc, arg0); }
pid$target:a.out:maybe:return /arg0 == 2/ { printf("%s returns at +%x, %s\n",
    probefunc, arg0, "a tail call"); }
pid$target:a.out:maybe:return /arg0 != 2/ { printf("%s returns %d at +%x\n",
    probefunc, (int)arg1, arg0); }
pid$target:a.out:leaf:return, pid$target:a.out:jumper:return,
pid$target:a.out:pick:return {
    printf("%s returns %d at +%x\n", probefunc, (int)arg1, arg0); }
pid$target:a.out:escape:return { printf("%s returns at +%x\n", probefunc,
    arg0); }
pid$target:a.out:main:return { printf("main returns %d\n", (int)arg1); }' \
    -c "$T/tailcall" >"$T/out" 2>"$T/err"
echo "status $?"
for f in leaf tail jumper escape pick viaptr:ijmp; do	# maybe is asm
	for r in $(rets ${f%:*} ${f#*:}); do
		f=${f%:*}
		echo "s/^\($f returns .*at\) +$r\(,.*\)\{0,1\}\$/\\1 a ret or jump\\2/"
	done
done >"$T/rets.sed"
sed -f "$T/rets.sed" "$T/out"
sed 's/pid [0-9]*/pid PID/' "$T/err"
