# x86-64 kernels since 6.18 turn a uprobe on the 5-byte nop into a call,
# whose return address overwrites the red zone of a function that calls
# nothing.  A glob over such a function leaves that nop out (its sums
# stay right); a probe named on it is an error there, and traced on older
# kernels; the same nop in a function that calls is traced everywhere.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -o "$T/redzone" "$(dirname "$0")/redzone.c" || exit 1
off() {	# the offset of label $1 in function $2, in hex
	local a b
	a=$(nm "$T/redzone" | awk -v l="$1" '$3 == l { print $1 }')
	b=$(nm "$T/redzone" | awk -v f="$2" '$3 == f { print $1 }')
	[ -n "$a" ] && [ -n "$b" ] && printf '%x\n' $((0x$a - 0x$b))
}
leafoff=$(off leaf_nop leaf) && calleroff=$(off caller_nop caller) ||
    exit 1
"$DTRACE" -q -n 'pid$target:a.out:leaf: { n++; }
    END { printf("leaf traced: %s\n", n >= 200 ? "yes" : "no"); }' \
    -c "$T/redzone"
echo "status $?"
"$DTRACE" -q -n "pid\$target:a.out:caller:$calleroff { n++; }
    END { printf(\"caller's nop fired %d times\\n\", n); }" -c "$T/redzone"
echo "status $?"
# A probe named on leaf's nop: refused where the kernel optimises it (by
# release, as dtrace decides), traced with its sums right elsewhere.
named=$("$DTRACE" -q -n "pid\$target:a.out:leaf:$leafoff { n++; }
    END { printf(\"leaf's nop fired %d times\\n\", n); }" -c "$T/redzone" 2>&1 |
    sed -e 's/pid[0-9][0-9]*/pidPID/g' -e "s/leaf:$leafoff/leaf:OFF/g" \
    -e "s/+0x$leafoff /+0xOFF /")
if [ "$(uname -m)" = x86_64 ] && printf '%s\n6.18\n' "$(uname -r |
    cut -d- -f1)" | sort -C -V -r; then
	want="dtrace: invalid probe specifier pid\$target:a.out:leaf:OFF { n++; }
    END { printf(\"leaf's nop fired %d times\\n\", n); }: cannot trace pidPID:a.out:leaf:OFF: the instruction at leaf+0xOFF is the 5-byte nop that this kernel turns a uprobe into a call at, which would overwrite the red zone of a function that calls nothing"
else
	want="0 of 200 sums wrong
leaf's nop fired 200 times"
fi
if [ "$named" = "$want" ]; then
	echo "a probe named on leaf's nop: as this kernel needs"
else
	printf 'a probe named on leaf'"'"'s nop:\n%s\n' "$named"
fi
